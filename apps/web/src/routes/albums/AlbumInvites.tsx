import type { AlbumInvite } from '@kinframe/contract';
import { appPath } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlbumInvitesQuery, useRespondToInviteMutation } from '../../api/albums.ts';
import { Button } from '../../components/Button.tsx';
import styles from './AlbumsPage.module.css';

/** Invitations waiting for an answer, at the top of the albums page; `highlightId` from a mail's link. */
export function AlbumInvites({ highlightId }: { highlightId?: number }) {
  const { t } = useTranslation();
  const invites = useAlbumInvitesQuery();
  // The one answered here: gone from the list because of it, it is not one answered before.
  const [answeredId, setAnsweredId] = useState<number>();
  const list = invites.data ?? [];
  if (list.length === 0) {
    // A link to an invitation already answered (or withdrawn) says so rather than nothing.
    return highlightId !== undefined && highlightId !== answeredId && invites.isSuccess ? (
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
          <InviteRow
            key={invite.id}
            invite={invite}
            isHighlighted={invite.id === highlightId}
            onAnswer={setAnsweredId}
          />
        ))}
      </ul>
    </section>
  );
}

/** One invitation with its answers; accepting opens the album. The family home lists them too. */
export function InviteRow({
  invite,
  isHighlighted,
  onAnswer,
}: {
  invite: AlbumInvite;
  isHighlighted: boolean;
  /** Told as the person answers, before the list loses the invitation. */
  onAnswer?: (inviteId: number) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const respond = useRespondToInviteMutation();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [isHighlighted]);
  const handle = (answer: 'accept' | 'decline') => {
    onAnswer?.(invite.id);
    respond.mutate(
      { id: invite.id, answer },
      {
        onSuccess: () => {
          if (answer === 'accept') navigate(appPath('album-details', { id: invite.album.id }));
        },
        // The spec's one text for a failed answer, whatever the cause.
      },
    );
  };
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
