import { checkEmail, type Frame, type FrameGift, type NewFrameGift, pathOf } from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import { addressRecipient, presentPerson, recipientOf } from '../account/account.presenters.ts';
import type { AccountService } from '../account/account.service.ts';
import type { AlbumsService } from '../albums/albums.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { FramesRepo } from './frames.repo.ts';
import type { FrameSignals, FramesService } from './frames.service.ts';

/**
 * Frames set up as gifts. The giver pairs the frame with its code, puts albums on it and names the
 * recipient by email; until the recipient accepts, the frame is the giver's (and counts toward
 * the giver's frames). Accepting moves the frame to the recipient and shares the giver's albums on
 * it with them, so it goes on showing what the giver chose. The giver held the device and its
 * token: accepting ends that token and the giver's collections on the frame, and the recipient
 * pairs the frame again with the code it then shows (proof that it is in their hands).
 *
 * The mailed link carries a random token (only its hash is kept); whoever opens it signed in may
 * accept, as with a mailed album invitation: people sign up with another address than the one a
 * relative knows.
 */
export function createFrameGiftsService(deps: {
  repo: FramesRepo;
  frames: Pick<FramesService, 'maxFrames' | 'claimCode' | 'presentOne' | 'requireAssignable'>;
  albums: Pick<AlbumsService, 'albumAccess' | 'shareWithGiftRecipient'>;
  accounts: Pick<AccountService, 'findById' | 'findByEmail'>;
  mail: Pick<MailService, 'sendFrameGift'>;
  signals: FrameSignals;
  clock: Clock;
  appUrl: string;
  mailDomain: string;
  transactions: UnitOfWork;
}) {
  const { repo, frames, albums, accounts } = deps;

  function checkRecipient(value: string): string {
    const email = value.trim().toLowerCase();
    const issue = checkEmail(email, deps.mailDomain);
    if (issue) {
      throw validationFailed([
        {
          id: 'recipientEmail',
          code: issue.code,
          message: new AppError(issue.code, { field: 'email', ...issue.params }).message,
        },
      ]);
    }
    return email;
  }

  async function mailGift(giverId: number, email: string, frameId: number, message: string, token: string) {
    const [giver, recipient] = await Promise.all([accounts.findById(giverId), accounts.findByEmail(email)]);
    if (!giver) return;
    const [frame, albumNames] = await Promise.all([repo.findFrame(frameId), repo.albumNamesOf(frameId)]);
    await deps.mail.sendFrameGift(giverId, recipient ? recipientOf(recipient, email) : addressRecipient(email, giver), {
      giver: presentPerson(giver).displayName,
      frame: frame?.name ?? '',
      albums: albumNames,
      message,
      link: `${deps.appUrl}${pathOf('frame-gift')}?token=${encodeURIComponent(token)}`,
    });
  }

  async function findGift(token: string) {
    const gift = await repo.findGiftByTokenHash(sha256(token));
    if (!gift) throw new AppError('frame_gift_invalid');
    return gift;
  }

  return {
    /** Pairs the frame for the giver with the chosen albums, and mails the recipient the link. */
    createGift: (giverId: number, input: NewFrameGift, ip: string): Promise<Frame> =>
      deps.transactions.run(async () => {
        const email = checkRecipient(input.recipientEmail);
        const albumIds = [...new Set(input.albumIds)];
        for (const albumId of albumIds) await frames.requireAssignable(giverId, albumId);
        const token = randomToken();
        const message = input.message.trim();
        const frame = await frames.claimCode(giverId, input.code, ip, {
          albumIds,
          gift: { recipient_email: email, message, token_hash: sha256(token) },
        });
        await mailGift(giverId, email, frame.id, message, token);
        return frames.presentOne(frame.id);
      }),

    /** What the link offers: who gives it, the frame and its albums, the giver's words. */
    async getGift(token: string): Promise<FrameGift> {
      const gift = await findGift(token);
      const [giver, albumNames] = await Promise.all([
        accounts.findById(gift.giver_id),
        repo.albumNamesOf(gift.frame_id),
      ]);
      if (!giver) throw new AppError('frame_gift_invalid');
      const { username, displayName } = presentPerson(giver);
      return { giver: { username, displayName }, frameName: gift.frame_name, albumNames, message: gift.message };
    },

    /**
     * The frame becomes the recipient's, under their own frame limit. The giver's albums on it are
     * shared with the recipient; an album that cannot be (someone else's album the giver was a
     * member of, a full album) leaves the frame, since its new owner could not see it.
     */
    acceptGift: (userId: number, token: string): Promise<Frame> =>
      deps.transactions.run(async () => {
        const gift = await findGift(token);
        if (gift.giver_id === userId) throw new AppError('frame_gift_own');
        const refusal = await repo.acceptGift({
          giftId: gift.id,
          frameId: gift.frame_id,
          recipientId: userId,
          maxFrames: frames.maxFrames,
          now: deps.clock.now().toISOString(),
          handoverNonce: randomToken(),
        });
        if (refusal === 'frame_limit') throw new AppError('frame_limit', { max: frames.maxFrames });
        if (refusal !== null) throw new AppError('frame_gift_invalid');
        const unseen: number[] = [];
        for (const albumId of await repo.assignedAlbumIds(gift.frame_id)) {
          await albums.shareWithGiftRecipient(gift.giver_id, albumId, userId);
          const role = await albums.albumAccess(userId, albumId);
          if (role !== 'owner' && role !== 'member') unseen.push(albumId);
        }
        await repo.unassignAlbums(gift.frame_id, unseen);
        // The device lets its old token go and shows a code, which the recipient enters to prove
        // the frame is in their hands.
        await deps.signals.removed(gift.frame_id, 'given');
        return frames.presentOne(gift.frame_id);
      }),
  };
}

export type FrameGiftsService = ReturnType<typeof createFrameGiftsService>;
