import { appPath, pathOf } from '@kinframe/contract';
import { recipientOf } from './account/account.presenters.ts';
import type { AccountService } from './account/account.service.ts';
import { type AlbumsService, albumLink } from './albums/albums.service.ts';
import { communityPostPath } from './community/community.service.ts';
import { competitionLink } from './competitions/competitions.service.ts';
import type { DomainEventBus } from './events.ts';
import type { FrameSignalsService } from './frames/frame-signals.ts';
import type { MailService } from './mail/mail.service.ts';
import { type FriendsService, MEMBERS_PATH } from './members/friends.service.ts';
import type { NotificationsService } from './notifications/notifications.service.ts';
import { type Notify, notificationSubject } from './notifications/notify.ts';

/**
 * Who reacts to which domain event, all in one place. Each handler calls the service of the module
 * that cares: frames are told to fetch again, people get notifications and mails. ARCHITECTURE.md's
 * table says the same with who publishes each (event-handlers.test.ts holds the two together).
 */
/** Where the owner sees their frames. */
const FRAMES_PATH = pathOf('frames');

export function handleDomainEvents(
  events: DomainEventBus,
  deps: {
    frameSignals: FrameSignalsService;
    notify: Notify;
    notifications: Pick<NotificationsService, 'changed' | 'resolve'>;
    mail: Pick<MailService, 'sendDownloadReady' | 'sendExportReady'>;
    accounts: Pick<AccountService, 'findById'>;
    albums: Pick<AlbumsService, 'claimInvitesByEmail'>;
    friends: Pick<FriendsService, 'claimRequestsByEmail'>;
    appUrl: string;
  },
): void {
  const { frameSignals, notify, notifications } = deps;

  events.on('account.address.proved', ({ userId, email }) => deps.albums.claimInvitesByEmail({ id: userId, email }));
  events.on('account.address.proved', ({ userId, email }) => deps.friends.claimRequestsByEmail({ id: userId, email }));

  events.on('library.changed', ({ userId }) => frameSignals.libraryChanged(userId));

  events.on('library.item.ready', ({ item }) => frameSignals.libraryChanged(item.owner_id));
  events.on('library.item.ready', async ({ item }) => {
    if (item.source !== 'upload') return;
    await notify({
      userId: item.owner_id,
      type: 'upload_finished',
      actorId: null,
      params: { count: 1 },
      // The library newest upload first: the photos of the notice, however many it groups, on top.
      link: `${pathOf('library')}?sort=uploaded`,
      groupKey: 'uploads',
      itemIds: [item.id],
    });
  });

  events.on('library.item.failed', ({ item, code }) =>
    notify({
      userId: item.owner_id,
      type: 'upload_failed',
      actorId: null,
      params: { reason: code },
      link: pathOf('library'),
    }),
  );

  events.on('frame.connected', ({ ownerId }) => notifications.changed(ownerId, 'frames'));
  events.on('frame.left', ({ ownerId }) => notifications.changed(ownerId, 'frames'));
  events.on('frame.reported', ({ ownerId }) => notifications.changed(ownerId, 'frames'));
  events.on('frame.offline', ({ ownerId, name, since }) =>
    notify({ userId: ownerId, type: 'frame_offline', actorId: null, params: { name, since }, link: FRAMES_PATH }),
  );
  events.on('frame.back.online', ({ ownerId, name }) =>
    notify({ userId: ownerId, type: 'frame_back_online', actorId: null, params: { name }, link: FRAMES_PATH }),
  );
  events.on('album.changed', ({ albumId }) => frameSignals.albumChanged(albumId));
  events.on('collection.art.imported', () => frameSignals.artChanged());

  events.on('album.items.added', async ({ albumId, albumName, adderId, count, itemIds, people }) => {
    for (const userId of people) {
      await notify({
        userId,
        type: 'album_items_added',
        actorId: adderId,
        params: { album: albumName, count },
        link: albumLink(albumId),
        groupKey: `album:${albumId}:${adderId}`,
        // The newest added are pictured; notifications show only what each reader may see.
        itemIds: [...itemIds].reverse(),
      });
    }
  });
  events.on('album.invitation.sent', ({ memberId, albumId, albumName, inviterId, inviteeId }) =>
    notify({
      userId: inviteeId,
      type: 'album_invitation',
      actorId: inviterId,
      params: { album: albumName },
      link: `${pathOf('albums')}?invite=${memberId}`,
      subject: notificationSubject.album(albumId),
    }),
  );
  // An invitation answered is no longer news to the invitee, wherever they answered it.
  events.on('album.invitation.answered', ({ albumId, inviteeId }) =>
    notifications.resolve(inviteeId, notificationSubject.album(albumId), ['album_invitation']),
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
      notify({
        userId,
        type,
        actorId: actor.id,
        params: { name: actor.name },
        link: MEMBERS_PATH,
        subject: notificationSubject.person(actor.id),
      });
  // A request answered is no longer news to the one who answered it: `actor` answered `userId`'s.
  const settleRequest = ({ userId, actor }: { userId: number; actor: { id: number } }) =>
    notifications.resolve(actor.id, notificationSubject.person(userId), ['friend_request']);
  events.on('friend.request.sent', friendNotice('friend_request'));
  events.on('friend.request.accepted', friendNotice('friend_accepted'));
  events.on('friend.request.accepted', settleRequest);
  events.on('friend.request.declined', friendNotice('friend_declined'));
  events.on('friend.request.declined', settleRequest);
  events.on('message.photos.sent', ({ receiverId, sender, count, itemIds, friendshipId }) =>
    notify({
      userId: receiverId,
      type: 'photos_received',
      actorId: sender.id,
      params: { name: sender.name, count },
      link: `${MEMBERS_PATH}?friend=${friendshipId}`,
      itemIds,
    }),
  );

  events.on('library.download.ready', async ({ userId, downloadId, itemCount, expiresAt }) => {
    const user = await deps.accounts.findById(userId);
    if (!user) return;
    const link = `/api/v3/library/downloads/${downloadId}/file`;
    await deps.mail.sendDownloadReady(recipientOf(user), { link: `${deps.appUrl}${link}`, itemCount, expiresAt });
    await notify({ userId, type: 'download_ready', actorId: null, params: { count: itemCount, downloadId }, link });
  });

  // An export may come in many parts: the mail and the notice lead to the page that lists them.
  events.on('library.export.ready', async ({ userId, itemCount, expiresAt }) => {
    const user = await deps.accounts.findById(userId);
    if (!user) return;
    const link = `${pathOf('account-settings')}#export`;
    await deps.mail.sendExportReady(recipientOf(user), { link: `${deps.appUrl}${link}`, itemCount, expiresAt });
    await notify({ userId, type: 'download_ready', actorId: null, params: { count: itemCount }, link });
  });

  events.on('import.finished', ({ userId, name, page, imported, duplicates, refused }) =>
    notify({
      userId,
      type: 'import_finished',
      actorId: null,
      params: { format: name, imported, duplicates, refused },
      link: page,
    }),
  );
  events.on('import.failed', ({ userId, name, page, reason }) =>
    notify({ userId, type: 'import_failed', actorId: null, params: { format: name, reason }, link: page }),
  );

  events.on('mail.photos.received', ({ userId, sender, count, itemIds }) =>
    notify({
      userId,
      type: 'emailed_photos',
      actorId: null,
      params: { count, sender },
      itemIds: [...itemIds].reverse(),
      link: appPath('collection', { id: 'emailed' }),
    }),
  );
  events.on('mail.photos.known', ({ userId, sender, count, itemIds }) =>
    notify({
      userId,
      type: 'emailed_photos_known',
      actorId: null,
      params: { count, sender },
      itemIds,
      // The photo itself in the library's viewer, when there is one to open; else the library.
      link: itemIds.length === 1 ? `${pathOf('library')}?item=${itemIds[0]}` : pathOf('library'),
    }),
  );
  events.on('mail.pictures.refused', async ({ userId, refused }) => {
    for (const picture of refused) {
      await notify({
        userId,
        type: 'upload_failed',
        actorId: null,
        params: { reason: picture.code, fileName: picture.fileName },
        link: pathOf('library'),
      });
    }
  });
  events.on('mail.held', ({ userId, heldMailId, sender, count, reason }) =>
    notify({
      userId,
      type: reason === 'unproved' ? 'mail_unproved' : 'sender_awaiting_approval',
      actorId: null,
      params: { heldMailId, sender, count },
      link: `${pathOf('account-settings')}#held-mails`,
      subject: notificationSubject.heldMail(heldMailId),
    }),
  );
  // Approved or denied, here or in the settings, a held mail asks nothing more of the person.
  events.on('mail.held.answered', async ({ userId, heldMailIds }) => {
    for (const heldMailId of heldMailIds) {
      await notifications.resolve(userId, notificationSubject.heldMail(heldMailId), [
        'sender_awaiting_approval',
        'mail_unproved',
      ]);
    }
  });

  events.on('community.reply.added', async ({ postId, title, authorId, replierId }) => {
    if (authorId === replierId) return;
    await notify({
      userId: authorId,
      type: 'community_reply',
      actorId: replierId,
      params: { title },
      link: communityPostPath(postId),
    });
  });
  events.on('competition.results.out', async ({ competitionId, theme, entrants }) => {
    for (const userId of entrants) {
      await notify({
        userId,
        type: 'competition_results',
        actorId: null,
        params: { theme },
        link: competitionLink(competitionId),
      });
    }
  });
  events.on('support.ticket.answered', ({ ticketId, userId, subject }) =>
    notify({
      userId,
      type: 'support_answered',
      actorId: null,
      params: { subject, ticketId },
      link: appPath('hub-support-ticket', { id: ticketId }),
    }),
  );
}
