import { recipientOf } from './account/account.presenters.ts';
import type { AccountService } from './account/account.service.ts';
import { albumLink } from './albums/albums.service.ts';
import type { DomainEventBus } from './events.ts';
import type { FrameSignalsService } from './frames/frame-signals.ts';
import type { MailService } from './mail/mail.service.ts';
import { MEMBERS_PATH } from './members/friends.service.ts';
import type { Notify } from './notifications/notify.ts';

/**
 * Who reacts to which domain event, all in one place. Each handler calls the service of the module
 * that cares: frames are told to fetch again, people get notifications and mails.
 *
 * | event                    | handlers                                                         |
 * |--------------------------|------------------------------------------------------------------|
 * | library.changed          | frames: the owner's frames fetch again                           |
 * | library.item.ready       | frames: fetch again; notifications: upload_finished (batched)    |
 * | library.item.failed      | notifications: upload_failed, with the reason                    |
 * | library.download.ready   | mail: the download link; notifications: download_ready           |
 * | album.items.added        | notifications: album_items_added to the album's other people     |
 * | album.invitation.sent    | notifications: album_invitation                                  |
 * | album.invitation.answered| notifications: album_invitation_accepted / _declined             |
 * | friend.request.sent, .accepted, .declined | notifications: friend_request / _accepted / _declined |
 * | message.photos.sent      | notifications: photos_received                                   |
 */
export function handleDomainEvents(
  events: DomainEventBus,
  deps: {
    frameSignals: FrameSignalsService;
    notify: Notify;
    mail: Pick<MailService, 'sendDownloadReady'>;
    accounts: Pick<AccountService, 'findById'>;
    appUrl: string;
  },
): void {
  const { frameSignals, notify } = deps;

  events.on('library.changed', ({ userId }) => frameSignals.libraryChanged(userId));

  events.on('library.item.ready', ({ item }) => frameSignals.libraryChanged(item.owner_id));
  events.on('library.item.ready', ({ item }) =>
    notify({
      userId: item.owner_id,
      type: 'upload_finished',
      actorId: null,
      params: { count: 1 },
      link: '/family/library',
      groupKey: 'uploads',
    }),
  );

  events.on('library.item.failed', ({ item, code }) =>
    notify({
      userId: item.owner_id,
      type: 'upload_failed',
      actorId: null,
      params: { reason: code },
      link: '/family/library',
    }),
  );

  events.on('album.items.added', async ({ albumId, albumName, adderId, count, people }) => {
    for (const userId of people) {
      await notify({
        userId,
        type: 'album_items_added',
        actorId: adderId,
        params: { album: albumName, count },
        link: albumLink(albumId),
        groupKey: `album:${albumId}:${adderId}`,
      });
    }
  });
  events.on('album.invitation.sent', ({ memberId, albumName, inviterId, inviteeId }) =>
    notify({
      userId: inviteeId,
      type: 'album_invitation',
      actorId: inviterId,
      params: { album: albumName },
      link: `/family/library/albums?invite=${memberId}`,
    }),
  );
  events.on('album.invitation.answered', ({ albumId, albumName, ownerId, inviteeId, isAccepted }) =>
    notify({
      userId: ownerId,
      type: isAccepted ? 'album_invitation_accepted' : 'album_invitation_declined',
      actorId: inviteeId,
      params: { album: albumName },
      link: albumLink(albumId),
    }),
  );

  const friendNotice =
    (type: 'friend_request' | 'friend_accepted' | 'friend_declined') =>
    ({ userId, actor }: { userId: number; actor: { id: number; name: string } }) =>
      notify({ userId, type, actorId: actor.id, params: { name: actor.name }, link: MEMBERS_PATH });
  events.on('friend.request.sent', friendNotice('friend_request'));
  events.on('friend.request.accepted', friendNotice('friend_accepted'));
  events.on('friend.request.declined', friendNotice('friend_declined'));
  events.on('message.photos.sent', ({ receiverId, sender, count, friendshipId }) =>
    notify({
      userId: receiverId,
      type: 'photos_received',
      actorId: sender.id,
      params: { name: sender.name, count },
      link: `${MEMBERS_PATH}?friend=${friendshipId}`,
    }),
  );

  events.on('library.download.ready', async ({ userId, downloadId, itemCount, expiresAt }) => {
    const user = await deps.accounts.findById(userId);
    if (!user) return;
    const link = `/api/v3/library/downloads/${downloadId}/file`;
    await deps.mail.sendDownloadReady(recipientOf(user), { link: `${deps.appUrl}${link}`, itemCount, expiresAt });
    await notify({ userId, type: 'download_ready', actorId: null, params: { count: itemCount, downloadId }, link });
  });
}
