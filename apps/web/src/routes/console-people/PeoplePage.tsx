import {
  CONSOLE_PEOPLE_LIMITS,
  CONSOLE_PEOPLE_SORTS,
  type ConsolePeopleSort,
  type ConsolePerson,
  type ConsolePersonChange,
  toLanguageTag,
} from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useProfileQuery } from '../../api/account.ts';
import { useConsolePeopleMutations, useConsolePeopleQuery } from '../../api/console-people.ts';
import { Button } from '../../components/Button.tsx';
import { DropdownMenu, type MenuEntry } from '../../components/DropdownMenu.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { MoreIcon } from '../../components/MoreIcon.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PasswordConfirmDialog } from '../../components/PasswordConfirmDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useDebounced } from '../../components/use-debounced.ts';
import { useNow } from '../../components/use-now.ts';
import { formatBytes } from '../../format.ts';
import { errorText } from '../../i18n/error-text.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { timeAgo } from '../frames/frame-texts.ts';
import { Avatar } from '../hub-community/parts.tsx';
import styles from './People.module.css';

/** How long typing pauses before the search runs (and goes into the address). */
const SEARCH_DELAY_MS = 300;
const MINUTE_MS = 60_000;

const isSort = (value: string | null): value is ConsolePeopleSort =>
  (CONSOLE_PEOPLE_SORTS as readonly (string | null)[]).includes(value);

/**
 * Owners and operators only: everyone with an account on this server, searched by name, username or
 * address (the search and the order in the address, so a reload keeps them), each with their plan,
 * role, storage, frames, last visit and whether they may sign in; a menu per person changes the plan
 * and the role, turns sign-in off or on, and deletes the account (with the operator's password).
 * A table on a wide screen; each row a card on a phone.
 */
export function PeoplePage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [typed, setTyped] = useState(searchParams.get('q') ?? '');
  const sortParam = searchParams.get('sort');
  const sort: ConsolePeopleSort = isSort(sortParam) ? sortParam : 'newest';
  const q = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const people = useConsolePeopleQuery(q, sort);
  const me = useProfileQuery().data?.username;
  const [deleting, setDeleting] = useState<ConsolePerson | null>(null);
  const list = people.data?.pages.flatMap((page) => page.people) ?? [];

  const setParam = (name: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const handleSearch = (value: string) => {
    setTyped(value);
    setParam('q', value.trim());
  };

  return (
    <>
      <PageHeader description={t('console.people.description')} />
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextField
            type="search"
            label={t('console.people.search')}
            placeholder={t('console.people.searchHint')}
            value={typed}
            maxLength={CONSOLE_PEOPLE_LIMITS.queryMax}
            onChange={(event) => handleSearch(event.target.value)}
          />
        </div>
        <SelectField
          label={t('console.people.order')}
          value={sort}
          options={CONSOLE_PEOPLE_SORTS.map((value) => ({ value, label: t(`console.people.sorts.${value}`) }))}
          onChange={(event) => setParam('sort', event.target.value === 'newest' ? '' : event.target.value)}
        />
      </div>
      <QueryState
        query={people}
        loading={t('console.people.loading')}
        look="panel"
        isEmpty={() => list.length === 0}
        empty={
          <EmptyState
            title={t('console.people.emptyTitle')}
            body={q ? t('console.people.emptySearch', { q }) : undefined}
          />
        }
      >
        {() => (
          <>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('console.people.columns.person')}</th>
                  <th scope="col">{t('console.people.columns.plan')}</th>
                  <th scope="col">{t('console.people.columns.storage')}</th>
                  <th scope="col">{t('console.people.columns.frames')}</th>
                  <th scope="col">{t('console.people.columns.lastActive')}</th>
                  <th scope="col">
                    <span className={styles.hidden}>{t('console.people.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((person) => (
                  <PersonRow key={person.id} person={person} isMe={person.username === me} onDelete={setDeleting} />
                ))}
              </tbody>
            </table>
            {people.hasNextPage ? (
              <div className={styles.more}>
                <Button
                  variant="secondary"
                  disabled={people.isFetchingNextPage}
                  onClick={() => void people.fetchNextPage()}
                >
                  {t('console.people.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
      {deleting ? <DeletePersonDialog person={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function PersonRow({
  person,
  isMe,
  onDelete,
}: {
  person: ConsolePerson;
  isMe: boolean;
  onDelete: (person: ConsolePerson) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const now = useNow(MINUTE_MS);
  const { photos, videos } = person.storage;
  return (
    <tr className={styles.row}>
      <td className={styles.person}>
        <Avatar author={{ ...person, avatarUrl: null }} />
        <span className={styles.who}>
          <span className={styles.name}>
            {person.displayName}
            {isMe ? <span className={styles.you}> {t('console.people.you')}</span> : null}
          </span>
          <span className={styles.email}>{person.email}</span>
          <span className={styles.badges}>
            {person.serverRole ? (
              <span className={`${styles.badge} ${styles.role}`}>{t(`console.people.roles.${person.serverRole}`)}</span>
            ) : null}
            {person.signInDisabled ? (
              <span className={`${styles.badge} ${styles.disabled}`}>{t('console.people.signInDisabled')}</span>
            ) : null}
          </span>
        </span>
      </td>
      <td data-label={t('console.people.columns.plan')}>
        {person.plan.tier === 'plus' ? t('plus.name') : t('plus.lite.name')}
        {person.plan.paidThrough ? (
          <span className={styles.soft}>
            {' '}
            · {t('console.people.paidThrough', { provider: person.plan.paidThrough })}
          </span>
        ) : null}
      </td>
      <td data-label={t('console.people.columns.storage')}>
        <span className={styles.figures}>
          <span>{t('console.people.photos', { count: photos.count, size: formatBytes(photos.bytes, locale) })}</span>
          <span>{t('console.people.videos', { count: videos.count, size: formatBytes(videos.bytes, locale) })}</span>
        </span>
      </td>
      <td data-label={t('console.people.columns.frames')}>{person.frames}</td>
      <td data-label={t('console.people.columns.lastActive')}>
        {person.lastActiveAt
          ? timeAgo(person.lastActiveAt, now, toLanguageTag(locale))
          : t('console.people.neverActive')}
      </td>
      <td className={styles.actions}>
        <PersonMenu person={person} isMe={isMe} onDelete={onDelete} />
      </td>
    </tr>
  );
}

/** What an operator may do to this person: the server says the same, and refuses the rest. */
function PersonMenu({
  person,
  isMe,
  onDelete,
}: {
  person: ConsolePerson;
  isMe: boolean;
  onDelete: (person: ConsolePerson) => void;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const { change } = useConsolePeopleMutations();
  const name = person.displayName;
  const isOwner = person.serverRole === 'owner';
  const isPaid = person.plan.paidThrough !== null;
  const apply = (changes: ConsolePersonChange, done: string) =>
    change.mutate(
      { id: person.id, change: changes },
      {
        onSuccess: () => notify({ type: 'success', content: t(`console.people.done.${done}`, { name }) }),
        onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
      },
    );
  const entries: MenuEntry[] = [
    {
      key: 'plan',
      label: person.plan.tier === 'plus' ? t('console.people.actions.lite') : t('console.people.actions.plus'),
      isHidden: isPaid,
      onSelect: () => (person.plan.tier === 'plus' ? apply({ plan: 'lite' }, 'lite') : apply({ plan: 'plus' }, 'plus')),
    },
    {
      key: 'paid',
      kind: 'text',
      label: t('console.people.paidThrough', { provider: person.plan.paidThrough ?? '' }),
      isHidden: !isPaid,
    },
    {
      key: 'role',
      label:
        person.serverRole === 'operator'
          ? t('console.people.actions.revokeOperator')
          : t('console.people.actions.grantOperator'),
      isHidden: isOwner || isMe,
      onSelect: () =>
        person.serverRole === 'operator'
          ? apply({ isOperator: false }, 'revoked')
          : apply({ isOperator: true }, 'granted'),
    },
    {
      key: 'sign-in',
      label: person.signInDisabled ? t('console.people.actions.enable') : t('console.people.actions.disable'),
      isHidden: isOwner || isMe,
      onSelect: () =>
        person.signInDisabled
          ? apply({ signInDisabled: false }, 'enabled')
          : apply({ signInDisabled: true }, 'disabled'),
    },
    { key: 'separator', kind: 'separator', isHidden: isOwner || isMe },
    {
      key: 'delete',
      label: t('console.people.actions.delete'),
      isDanger: true,
      isHidden: isOwner || isMe,
      onSelect: () => onDelete(person),
    },
  ];
  return (
    <DropdownMenu
      trigger={<MoreIcon />}
      label={t('console.people.actionsFor', { name })}
      triggerClassName={styles.menuButton}
      entries={entries}
    />
  );
}

function DeletePersonDialog({ person, onClose }: { person: ConsolePerson; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useToast();
  const { remove } = useConsolePeopleMutations();
  const name = person.displayName;
  return (
    <PasswordConfirmDialog
      title={t('console.people.delete.title', { name })}
      body={t('console.people.delete.body', { email: person.email })}
      passwordLabel={t('console.people.delete.password')}
      cancelLabel={t('console.people.delete.cancel')}
      confirmLabel={t('console.people.delete.confirm')}
      pendingLabel={t('console.people.delete.deleting')}
      onConfirm={(password) =>
        remove.mutateAsync({ id: person.id, password }).then(() => {
          notify({ type: 'success', content: t('console.people.done.deleted', { name }) });
          onClose();
        })
      }
      onClose={onClose}
    />
  );
}
