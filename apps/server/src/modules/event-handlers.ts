import { recipientOf } from './account/account.presenters.ts';
import type { AccountService } from './account/account.service.ts';
import type { DomainEventBus } from './events.ts';
import type { FrameSignalsService } from './frames/frame-signals.ts';
import type { MailService } from './mail/mail.service.ts';
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

  events.on('library.download.ready', async ({ userId, downloadId, itemCount, expiresAt }) => {
    const user = await deps.accounts.findById(userId);
    if (!user) return;
    const link = `/api/v3/library/downloads/${downloadId}/file`;
    await deps.mail.sendDownloadReady(recipientOf(user), { link: `${deps.appUrl}${link}`, itemCount, expiresAt });
    await notify({ userId, type: 'download_ready', actorId: null, params: { count: itemCount, downloadId }, link });
  });
}
