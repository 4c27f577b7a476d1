import type { Album, AlbumAbilities, AlbumMember, Person } from '@kinframe/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumMembersQuery, useAlbumMutations } from '../../api/albums.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { useDialogForm } from '../../components/forms/use-dialog-form.ts';
import { LearnMoreLink } from '../../components/help/LearnMoreLink.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useToast } from '../../components/Toasts.tsx';
import styles from './AlbumDetails.module.css';
import { type InviteeProblem, parseInvitees } from './invitees.ts';

export function nameOf(person: Person | null, email: string | null): string {
  return person ? person.displayName || person.username : (email ?? '');
}

/** Usernames and addresses already in the album, so the form refuses them before the server does. */
function existingOf(members: readonly AlbumMember[]): string[] {
  return members.flatMap((member) =>
    [member.person?.username, member.email].filter((value): value is string => !!value),
  );
}

/** Invite by email or username, several at once (spec section 6). */
export function InviteForm({
  album,
  members,
  onSent,
}: {
  album: Album;
  members: readonly AlbumMember[];
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useToast();
  const id = useId();
  const { invite } = useAlbumMutations(album.id);
  const parse = (text: string) => parseInvitees(text, { existing: existingOf(members) });
  const problemText = (problem: InviteeProblem) =>
    problem.kind === 'empty'
      ? t('albums.members.inviteEmpty')
      : problem.kind === 'invalid'
        ? t('albums.members.inviteInvalid', { entry: problem.entry })
        : problem.kind === 'alreadyInvited'
          ? t('albums.members.alreadyInvited', { entry: problem.entry })
          : t('albums.members.tooMany', { max: problem.max });
  const form = useDialogForm({
    fields: ['invitees'],
    initial: { invitees: '' },
    issuesOf: (values) => {
      const { problem } = parse(values.invitees);
      return { invitees: problem && problemText(problem) };
    },
    showProblems: 'onSend',
    refusalsAt: 'invitees',
  });
  const { error, ...text } = form.field('invitees');
  const sendInvitations = (values: { invitees: string }) => {
    const { invitees } = parse(values.invitees);
    invite.mutate(
      invitees.map((invitee) => invitee.value),
      {
        onSuccess: () => {
          form.reset();
          notify({ type: 'success', content: t('albums.members.sent', { count: invitees.length }) });
          onSent?.();
        },
        onError: form.refuse,
      },
    );
  };
  return (
    <form className={styles.inviteForm} onSubmit={form.submitWith(sendInvitations)}>
      <label htmlFor={id}>{t('albums.members.inviteLabel')}</label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...text}
      />
      <span id={`${id}-hint`} className={styles.muted}>
        {t('albums.members.inviteHint')}
      </span>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.formFooter}>
        <Button type="submit" disabled={invite.isPending}>
          {t('albums.members.send')}
        </Button>
      </div>
    </form>
  );
}

interface MembersDialogProps {
  album: Album;
  controls: AlbumAbilities;
  onClose: () => void;
  onLeave: () => void;
}

/** The album's people: the owner manages them, a member sees them and may leave. */
export function MembersDialog({ album, controls, onClose, onLeave }: MembersDialogProps) {
  const { t } = useTranslation();
  const notify = useToast();
  const members = useAlbumMembersQuery(album.id);
  const { resend, removeMember } = useAlbumMutations(album.id);
  const list = members.data?.members ?? [];
  const fail = (key: string) => () => notify({ type: 'error', content: t(key) });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('albums.members.title')}
      description={
        <>
          {t('albums.members.body', { name: album.name })}{' '}
          <LearnMoreLink slug="sharing-albums" anchor="what-members-may-do" label={t('learn.links.sharing')} />
        </>
      }
      footer={
        controls.canLeave ? (
          <Button variant="secondary" onClick={onLeave}>
            {t('albums.leave.button')}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={members} loading={t('albums.loading')} className={styles.muted}>
        {({ owner }) => (
          <ul className={styles.memberList} aria-label={t('albums.members.listLabel')}>
            <li className={styles.member}>
              <span className={styles.memberName}>
                <strong>{nameOf(owner, null)}</strong>
                <span>{owner.username}</span>
              </span>
              <span className={styles.status}>{t('albums.members.owner')}</span>
            </li>
            {list.map((member) => {
              const name = nameOf(member.person, member.email);
              const isInvited = member.status === 'invited';
              return (
                <li key={member.id} className={styles.member}>
                  <span className={styles.memberName}>
                    <strong>{name}</strong>
                    {member.person && member.email ? <span>{member.email}</span> : null}
                  </span>
                  <span className={`${styles.status} ${isInvited ? styles.statusInvited : ''}`}>
                    {isInvited ? t('albums.members.statusInvited') : t('albums.members.statusMember')}
                  </span>
                  {controls.canManageMembers && isInvited ? (
                    <>
                      <Button
                        variant="quiet"
                        disabled={resend.isPending}
                        aria-label={t('albums.members.resendTo', { name })}
                        onClick={() =>
                          resend.mutate(member.id, {
                            onSuccess: () => notify({ type: 'success', content: t('albums.members.resent', { name }) }),
                          })
                        }
                      >
                        {t('albums.members.resend')}
                      </Button>
                      <Button
                        variant="quiet"
                        disabled={removeMember.isPending}
                        aria-label={t('albums.members.withdrawFrom', { name })}
                        onClick={() =>
                          removeMember.mutate(member.id, { onError: fail('errors.invitation_withdraw_failed') })
                        }
                      >
                        {t('albums.members.withdraw')}
                      </Button>
                    </>
                  ) : null}
                  {controls.canManageMembers && !isInvited ? (
                    <Button
                      variant="quiet"
                      disabled={removeMember.isPending}
                      aria-label={t('albums.members.removeNamed', { name })}
                      onClick={() => removeMember.mutate(member.id, { onError: fail('errors.member_remove_failed') })}
                    >
                      {t('albums.members.remove')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {controls.canInvite && members.data ? <InviteForm album={album} members={list} /> : null}
    </Dialog>
  );
}

/** Sharing a Kinframe album: inviting people turns it into a shared album they can add to. */
export function ShareDialog({ album, onClose }: { album: Album; onClose: () => void }) {
  const { t } = useTranslation();
  const members = useAlbumMembersQuery(album.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('albums.share.title')}
      description={
        <>
          {t('albums.share.body', { name: album.name })}{' '}
          <LearnMoreLink slug="sharing-albums" anchor="invite-people" label={t('learn.links.sharing')} />
        </>
      }
    >
      <InviteForm album={album} members={members.data?.members ?? []} onSent={onClose} />
    </Dialog>
  );
}
