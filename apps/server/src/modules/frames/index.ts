import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { createAccountService } from '../account/account.service.ts';
import type { createAlbumsService } from '../albums/albums.service.ts';
import type { createBillingService } from '../billing/billing.service.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { Publish } from '../events.ts';
import { createItemUrls } from '../library/item-urls.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { createMailService } from '../mail/mail.service.ts';
import { createDeviceAuth } from './device-auth.ts';
import { createFrameCommandsRepo } from './frame-commands.repo.ts';
import { createFrameCommandsService } from './frame-commands.service.ts';
import { createFrameGiftsService } from './frame-gifts.service.ts';
import { createOfflineSweepJob, OFFLINE_SWEEP_KEY } from './frame-health.job.ts';
import { createFrameHealthRepo } from './frame-health.repo.ts';
import { createFrameHealthService } from './frame-health.service.ts';
import { createFrameHiddenItemsRepo } from './frame-hidden-items.repo.ts';
import { createFrameItemActionsService } from './frame-item-actions.service.ts';
import { createFrameItemsRepo } from './frame-items.repo.ts';
import { createFrameItemsService } from './frame-items.service.ts';
import { createFrameRenditionJob } from './frame-rendition.job.ts';
import type { FrameSignalsService } from './frame-signals.ts';
import { createFramesRepo } from './frames.repo.ts';
import { createFramesService } from './frames.service.ts';
import { createPlaylistRepo } from './playlist.repo.ts';
import { createPlaylistService, type PlaylistService } from './playlist.service.ts';

type PlaylistDeps = Parameters<typeof createPlaylistService>[0];

/** Frames: pairing, the owner's frames and what they show, gifts, and the device's own sign-in. */
export function createFramesModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    albums: ReturnType<typeof createAlbumsService>;
    accounts: ReturnType<typeof createAccountService>;
    mail: ReturnType<typeof createMailService>;
    signals: FrameSignalsService;
    publish: Publish;
    countBeat?: Parameters<typeof createFramesService>[0]['countBeat'];
  },
) {
  const { config, db, clock } = context;
  const repo = createFramesRepo(db);
  const { signals } = deps;
  const limits = context.rateLimits;
  const frameHealth = createFrameHealthService({
    repo: createFrameHealthRepo(db),
    clock,
    publish: deps.publish,
    transactions: context.transactions,
  });
  const offlineSweepJob = createOfflineSweepJob({ health: frameHealth });
  const frames = createFramesService({
    repo,
    access: context.access,
    albums: deps.albums,
    signals,
    urls: createItemUrls(context.storage, clock),
    clock,
    sessionSecret: config.sessionSecret,
    limits,
    publish: deps.publish,
    health: frameHealth,
    countBeat: deps.countBeat,
  });
  const frameGifts = createFrameGiftsService({
    repo,
    frames,
    albums: deps.albums,
    accounts: deps.accounts,
    mail: deps.mail,
    signals,
    clock,
    appUrl: config.appUrl,
    mailDomain: config.mailDomain,
    transactions: context.transactions,
  });
  const frameItems = createFrameItemsService({
    repo: createFrameItemsRepo(db),
    access: context.access,
    signals,
    urls: createItemUrls(context.storage, clock),
    clock,
    transactions: context.transactions,
  });
  const frameCommands = createFrameCommandsService({
    access: context.access,
    repo: createFrameCommandsRepo(db),
    frameItems,
    limits,
    realtime: context.realtime,
  });
  // An account being erased: each open frame is told its token is gone.
  deps.declareErasure({ module: 'frames', phase: 'devices', erase: (userId) => frames.removeFramesOf(userId) });
  return {
    frames,
    frameGifts,
    frameItems,
    frameCommands,
    deviceAuth: createDeviceAuth({ repo }),
    frameHealth,
    offlineSweepJob,
    /** The worker asks for the sweep now and then; queued once while one waits or runs. */
    requestOfflineSweep: () => context.queue.send(offlineSweepJob, {}, { singletonKey: OFFLINE_SWEEP_KEY }),
  };
}

/**
 * What a paired frame fetches: its playlist (ETag, signed absolute links) and the job that makes
 * the frame renditions it shows (one size per frame, kept for every frame of that size).
 */
export function createDevicePlaylistModule(
  context: AppContext,
  deps: {
    billing: ReturnType<typeof createBillingService>;
    frameSignals: FrameSignalsService;
    library: Pick<LibraryService, 'isContentHeld' | 'findItemRow' | 'renditionOfContent' | 'saveRendition'>;
    weatherOf?: PlaylistDeps['weatherOf'];
  },
) {
  const { config, db, clock, storage, queue } = context;
  const repo = createPlaylistRepo(db);
  const playlist = createPlaylistService({
    repo,
    frames: createFramesRepo(db),
    urls: createItemUrls(storage, clock),
    clock,
    appUrl: config.appUrl,
    hasPlus: async (userId) => (await deps.billing.tierOfUser(userId)) === 'plus',
    makeRenditions: async (frameId) => {
      await queue.send(frameRenditions, { frameId }, { singletonKey: String(frameId) });
    },
    weatherOf: deps.weatherOf,
  });
  const frameRenditions = createFrameRenditionJob({
    playlist,
    repo,
    storage,
    media: config.media,
    spoolDir: path.join(config.dataDir, 'tmp'),
    library: deps.library,
    tellFrame: deps.frameSignals.changed,
  });
  return { playlist, jobs: [frameRenditions] };
}

/** A photo acted on from the frame showing it (favourite, hide), and the owner's undo of a hide. */
export function createFrameItemActionsModule(
  context: AppContext,
  deps: {
    playlist: PlaylistService;
    setFavourite: (userId: number, itemIds: number[], isFavourite: boolean) => Promise<number>;
    signals: FrameSignalsService;
  },
) {
  const { db, clock } = context;
  return createFrameItemActionsService({
    repo: createFrameHiddenItemsRepo(db),
    access: context.access,
    playlist: deps.playlist,
    setFavourite: deps.setFavourite,
    signals: deps.signals,
    limits: context.rateLimits,
    urls: createItemUrls(context.storage, clock),
    clock,
  });
}
