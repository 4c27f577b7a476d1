import type { Friend } from '@kinframe/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFriendsQuery, useRemoveFriend, useResendFriendRequest, useRespondToFriend } from '../../api/members.ts';
import { Button } from '../../components/Button.tsx';
import { DropdownMenu } from '../../components/DropdownMenu.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { MoreIcon } from '../../components/MoreIcon.tsx';
import { friendName } from '../../components/members/friends.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { ConversationDialog } from './ConversationDialog.tsx';
import { InviteFriendsDialog } from './InviteFriendsDialog.tsx';
import styles from './Members.module.css';
import { RenameFriendDialog } from './RenameFriendDialog.tsx';

type OpenDialog = { kind: 'invite' } | { kind: 'rename'; friend: Friend } | { kind: 'conversation'; friend: Friend };

/**
 * Friends and family (spec section 2): the requests waiting for an answer, the friends with their
 * conversations, and the requests sent; each person has a menu of what can be done with them.
 */
export function MembersPage() {
  const { t } = useTranslation();
  const friends = useFriendsQuery();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const list = friends.data?.friends ?? [];
  // A "sent you photos" notification links here with `?friend=`: that conversation opens, once.
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedFriend = list.find((friend) => String(friend.id) === searchParams.get('friend'));
  useEffect(() => {
    if (!linkedFriend) return;
    setDialog({ kind: 'conversation', friend: linkedFriend });
    setSearchParams({}, { replace: true });
  }, [linkedFriend, setSearchParams]);
  const received = list.filter((friend) => friend.status === 'pending' && friend.direction === 'received');
  const accepted = list.filter((friend) => friend.status === 'accepted');
  const sent = list.filter((friend) => friend.status === 'pending' && friend.direction === 'sent');
  const inviteButton = <Button onClick={() => setDialog({ kind: 'invite' })}>{t('members.invite.open')}</Button>;

  return (
    <>
      <PageHeader
        description={
          <>
            {t('members.description')}{' '}
            <LearnMoreLink slug="friends-and-private-photos" label={t('learn.links.friends')} />
          </>
        }
        actions={inviteButton}
      />
      <QueryState
        query={friends}
        loading={<Skeleton shape="row" count={3} label={t('members.loading')} className={styles.people} />}
        look="panel"
        className={styles.muted}
        isEmpty={() => list.length === 0}
        empty={<EmptyState title={t('members.emptyTitle')} body={t('members.emptyBody')} actions={inviteButton} />}
      >
        {() => (
          <div className={styles.sections}>
            {received.length > 0 ? (
              <PeopleSection id="members-received" title={t('members.sections.received')}>
                {received.map((friend) => (
                  <ReceivedRequest key={friend.id} friend={friend} />
                ))}
              </PeopleSection>
            ) : null}
            <PeopleSection id="members-friends" title={t('members.sections.friends')}>
              {accepted.length === 0 ? <li className={styles.muted}>{t('members.noFriendsYet')}</li> : null}
              {accepted.map((friend) => (
                <PersonRow
                  key={friend.id}
                  friend={friend}
                  onOpen={() => setDialog({ kind: 'conversation', friend })}
                  onRename={() => setDialog({ kind: 'rename', friend })}
                />
              ))}
            </PeopleSection>
            {sent.length > 0 ? (
              <PeopleSection id="members-sent" title={t('members.sections.sent')}>
                {sent.map((friend) => (
                  <PersonRow key={friend.id} friend={friend} onRename={() => setDialog({ kind: 'rename', friend })} />
                ))}
              </PeopleSection>
            ) : null}
          </div>
        )}
      </QueryState>
      {dialog?.kind === 'invite' ? (
        <InviteFriendsDialog maxFriends={friends.data?.maxFriends} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'rename' ? <RenameFriendDialog friend={dialog.friend} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'conversation' ? (
        <ConversationDialog friend={dialog.friend} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

function PeopleSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.people}>{children}</ul>
    </section>
  );
}

function Who({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const name = friendName(friend);
  const ownName = friend.person?.displayName;
  return (
    <span className={styles.who}>
      <span className={styles.avatar} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className={styles.names}>
        <span className={styles.name}>{name}</span>
        <span className={styles.detail}>
          {[
            friend.person ? `@${friend.person.username}` : null,
            friend.nickname && ownName ? ownName : null,
            friend.status === 'pending' ? t('members.status.pending') : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </span>
    </span>
  );
}

/** Someone asking to be a friend: accept or decline, right there. */
function ReceivedRequest({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const respond = useRespondToFriend();
  const name = friendName(friend);
  return (
    <li className={styles.person}>
      <Who friend={friend} />
      <Button
        disabled={respond.isPending}
        aria-label={t('members.acceptLabel', { name })}
        onClick={() => respond.mutate({ id: friend.id, accept: true })}
      >
        {t('members.accept')}
      </Button>
      <Button
        variant="secondary"
        disabled={respond.isPending}
        aria-label={t('members.declineLabel', { name })}
        onClick={() => respond.mutate({ id: friend.id, accept: false })}
      >
        {t('members.decline')}
      </Button>
    </li>
  );
}

/** A friend (or a request sent) with its menu: photos, rename, and remove, resend or withdraw. */
function PersonRow({ friend, onOpen, onRename }: { friend: Friend; onOpen?: () => void; onRename: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveFriend();
  const resend = useResendFriendRequest();
  const name = friendName(friend);
  const isPending = friend.status === 'pending';
  return (
    <li className={styles.person}>
      <Who friend={friend} />
      {onOpen ? (
        <Button variant="secondary" aria-label={t('members.photosWith', { name })} onClick={onOpen}>
          {t('members.photos')}
          {friend.unreadMessages > 0 ? (
            <span className={styles.unread}>{t('members.unread', { count: friend.unreadMessages })}</span>
          ) : null}
        </Button>
      ) : null}
      <DropdownMenu
        label={t('members.menu', { name })}
        triggerClassName={styles.menuTrigger}
        trigger={<MoreIcon />}
        entries={[
          { key: 'rename', label: t('members.rename'), isHidden: !friend.person, onSelect: onRename },
          { key: 'resend', label: t('members.resend'), isHidden: !isPending, onSelect: () => resend.mutate(friend.id) },
          {
            key: 'remove',
            label: isPending ? t('members.withdraw') : t('members.remove'),
            isDanger: true,
            onSelect: () => remove.mutate({ id: friend.id, isWithdrawal: isPending }),
          },
        ]}
      />
    </li>
  );
}
