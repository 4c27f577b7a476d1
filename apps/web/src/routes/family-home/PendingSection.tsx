import type { Friend } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAlbumInvitesQuery } from '../../api/albums.ts';
import { useFriendsQuery, useRespondToFriend } from '../../api/members.ts';
import { Button } from '../../components/Button.tsx';
import { InviteRow } from '../albums/AlbumInvites.tsx';
import albumStyles from '../albums/AlbumsPage.module.css';
import styles from './FamilyHomePage.module.css';

/** Album invitations and friend requests waiting for an answer, answered right here. Nothing waiting: nothing shown. */
export function PendingSection() {
  const { t } = useTranslation();
  const invites = useAlbumInvitesQuery().data ?? [];
  const requests = (useFriendsQuery().data?.friends ?? []).filter(
    (friend) => friend.status === 'pending' && friend.direction === 'received',
  );
  if (invites.length === 0 && requests.length === 0) return null;
  return (
    <section className={styles.pending} aria-labelledby="home-pending">
      <div className={styles.sectionHead}>
        <h2 id="home-pending">{t('familyHome.pending.title')}</h2>
        {requests.length > 0 ? <Link to={pathOf('members')}>{t('familyHome.pending.toMembers')}</Link> : null}
      </div>
      <ul className={albumStyles.inviteList}>
        {invites.map((invite) => (
          <InviteRow key={`album-${invite.id}`} invite={invite} isHighlighted={false} />
        ))}
        {requests.map((friend) => (
          <FriendRequestRow key={`friend-${friend.id}`} friend={friend} />
        ))}
      </ul>
    </section>
  );
}

function FriendRequestRow({ friend }: { friend: Friend }) {
  const { t } = useTranslation();
  const respond = useRespondToFriend();
  const name = friend.person?.displayName || friend.person?.username || friend.email || '';
  return (
    <li className={albumStyles.invite}>
      <span className={styles.avatar} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <span className={albumStyles.inviteText}>
        <strong>{name}</strong>
        <span>{t('familyHome.pending.friendRequest')}</span>
      </span>
      <span className={albumStyles.inviteActions}>
        <Button
          variant="secondary"
          disabled={respond.isPending}
          aria-label={t('familyHome.pending.declineFrom', { name })}
          onClick={() => respond.mutate({ id: friend.id, accept: false })}
        >
          {t('albums.invites.decline')}
        </Button>
        <Button
          disabled={respond.isPending}
          aria-label={t('familyHome.pending.acceptFrom', { name })}
          onClick={() => respond.mutate({ id: friend.id, accept: true })}
        >
          {t('albums.invites.accept')}
        </Button>
      </span>
    </li>
  );
}
