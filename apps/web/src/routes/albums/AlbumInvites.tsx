import type { AlbumInvite } from '@kinframe/contract';
import { appPath } from '@kinframe/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlbumInvitesQuery, useRespondToInviteMutation } from '../../api/albums.ts';
import { Button } from '../../components/Button.tsx';
import styles from './AlbumsPage.module.css';

/** Invitations waiting for an answer, at the top of the albums page; `highlightId` from a mail's link. */
export function AlbumInvites({ highlightId }: { highlightId?: number }) {
  const { t } = useTranslation();
  const invites = useAlbumInvitesQuery();
  const list = invites.data ?? [];
  if (list.length === 0) {
    // A link to an invitation already answered (or withdrawn) says so rather than nothing.
    return highlightId !== undefined && invites.isSuccess ? (
      <p className={styles.inviteGone} role="status">
        {t('albums.invites.gone')}
      </p>
    ) : null;
  }
  return (
    <section className={styles.invites} aria-labelledby="album-invites">
      <h2 id="album-invites">{t('albums.invites.title')}</h2>
      <ul className={styles.inviteList}>
        {list.map((invite) => (
          <InviteRow key={invite.id} invite={invite} isHighlighted={invite.id === highlightId} />
        ))}
      </ul>
    </section>
  );
}

/** One invitation with its answers; accepting opens the album. The family home lists them too. */
export function InviteRow({ invite, isHighlighted }: { invite: AlbumInvite; isHighlighted: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const respond = useRespondToInviteMutation();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [isHighlighted]);
  const handle = (answer: 'accept' | 'decline') =>
    respond.mutate(
      { id: invite.id, answer },
      {
        onSuccess: () => {
          if (answer === 'accept') navigate(appPath('album-details', { id: invite.album.id }));
        },
        // The spec's one text for a failed answer, whatever the cause.
      },
    );
  return (
    <li
      ref={ref}
      className={`${styles.invite} ${isHighlighted ? styles.highlighted : ''}`}
      aria-current={isHighlighted ? 'true' : undefined}
    >
      <span className={styles.inviteCover}>
        {invite.album.coverUrl ? <img src={invite.album.coverUrl} alt="" /> : null}
      </span>
      <span className={styles.inviteText}>
        <strong>{invite.album.name}</strong>
        <span>
          {t('albums.invites.from', {
            name: invite.invitedBy.displayName || invite.invitedBy.username,
            count: invite.album.itemCount,
          })}
        </span>
      </span>
      <span className={styles.inviteActions}>
        <Button variant="secondary" disabled={respond.isPending} onClick={() => handle('decline')}>
          {t('albums.invites.decline')}
        </Button>
        <Button disabled={respond.isPending} onClick={() => handle('accept')}>
          {t('albums.invites.accept')}
        </Button>
      </span>
    </li>
  );
}
