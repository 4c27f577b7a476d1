import { randomInt } from 'node:crypto';
import {
  COLLECTION_IDS,
  type CollectionId,
  DEFAULT_FRAME_SETTINGS,
  type Frame,
  type FrameChanges,
  type FrameClaim,
  type FrameSourceId,
  type Frames,
  type Heartbeat,
  LIMITS,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_TTL_MINUTES,
  type PairingRequest,
  type PairingStarted,
  type PairingStatus,
  type RemovedReason,
  ZFrameSettings,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { FramePairingRow, FrameRow } from '../../infra/db/schema.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { deriveKey, hmac, randomToken, sha256 } from '../../infra/security/tokens.ts';
import type { Access } from '../access/access.ts';
import type { AlbumsService } from '../albums/albums.service.ts';
import type { Publish } from '../events.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { FrameHealthService } from './frame-health.service.ts';
import { reportedHealthOf } from './frame-health.ts';
import { presentFrame, settingsOf } from './frames.presenters.ts';
import { type FrameRefusal, type FramesRepo, HANDOVER_PREFIX, type NewGift } from './frames.repo.ts';

/** How the rest of the server hears that a frame must fetch its playlist again, or forget its token. */
export interface FrameSignals {
  changed(frameId: number): Promise<void>;
  removed(frameId: number, reason?: RemovedReason): Promise<void>;
}

/** New codes per address and window: a person pairs a few frames, not hundreds. */
export const PAIRINGS_PER_IP = 30;
export const PAIRING_WINDOW_MINUTES = 10;
const POLL_SECONDS = 2;
const CODE_ATTEMPTS = 20;
/** Wrong codes tried, per account and per client address: 31^6 codes are not to be walked. */
const WRONG_CODES = { max: 10, windowMinutes: 10 };
/** A claimed code's token can still be collected this long after the code ran out; then the row goes. */
const PAIRING_KEPT_MINUTES = 24 * 60;
const STALE_PAIRINGS_PER_CHORE = 100;
/** Columns are 32-bit integers on PostgreSQL; a device reporting anything larger is not believed. */
const MAX_ITEM_ID = 2 ** 31 - 1;

const minutesBefore = (date: Date, minutes: number) => new Date(date.getTime() - minutes * 60_000).toISOString();
const minutesAfter = (date: Date, minutes: number) => minutesBefore(date, -minutes);

function newCode(): string {
  let code = '';
  for (let i = 0; i < PAIRING_CODE_LENGTH; i++) code += PAIRING_CODE_ALPHABET[randomInt(PAIRING_CODE_ALPHABET.length)];
  return code;
}

const isCollectionId = (id: FrameSourceId): id is CollectionId =>
  typeof id === 'string' && (COLLECTION_IDS as readonly string[]).includes(id);

/**
 * Frames: pairing by code, the frames a person owns, their settings, and what they show.
 *
 * A device asks for a code (startPairing), shows it and polls (pairingStatus); a person types the
 * code (claim), which makes the frame; the next poll hands the device its token, once. The token
 * is never stored: it is an HMAC of the pairing's hash under a key of the server's, so the device
 * can collect it later, and only its SHA-256 sits on the frame. Removing the frame deletes the row
 * and with it the only trace of the token.
 *
 * Every call about a frame resolves it through its owner first; someone else's frame is 404, the
 * same as a missing one.
 */
/** Heartbeats one frame may send: a player sends one a minute, and after a new slide at most every 10 s. */
export const HEARTBEAT_RULE = { max: 120, windowMinutes: 10 } as const;

/**
 * Takes the heartbeat being counted, at `now`: false when another beat of the frame took it first.
 * The frames module owns the frame's row; the statistics module counts inside its own transaction.
 */
export type ClaimBeat = (now: string) => Promise<boolean>;

export function createFramesService(deps: {
  repo: FramesRepo;
  /** Who may do what (modules/access): a frame is its owner's to change. */
  access: Access;
  albums: Pick<AlbumsService, 'albumAccess'>;
  signals: FrameSignals;
  /** Signs the link to what a frame shows (the library's six-hour windows). */
  urls: ItemUrls;
  clock: Clock;
  sessionSecret: string;
  limits: RateLimits;
  /** `frame.connected`, `frame.left` and `frame.reported`, for the owner's open tabs (modules/events.ts). */
  publish: Publish;
  /** Stalls and offline notices (frame-health.service.ts). */
  health: Pick<FrameHealthService, 'showingVideoMsOf' | 'isNewsToOwner' | 'heardFrom'>;
  /** Adds a heartbeat to the frame's statistics (modules/statistics): what it showed, how long it was online. */
  countBeat?: (frame: FrameRow, beat: Heartbeat, claim: ClaimBeat) => Promise<void>;
}) {
  const { repo, clock, signals } = deps;
  const tokenKey = deriveKey(deps.sessionSecret, 'device-token');
  const maxFrames = LIMITS.framesPerAccount;

  /** The device token of a pairing: recomputed when the device collects it, never written down. */
  const deviceTokenOf = (pairingHash: string) => hmac(tokenKey, pairingHash);

  async function ownFrame(userId: number, frameId: number): Promise<FrameRow> {
    await deps.access.requireAccess(userId, 'frame.control', [frameId]);
    const frame = await repo.findFrame(frameId);
    if (!frame) throw new AppError('not_found');
    return frame;
  }

  /**
   * A link to a picture of what each frame shows, for frames whose owner may see it: at the item's
   * own shape (the frames page shows it as the frame's screen), else its square.
   */
  async function showingUrls(frameIds: number[]): Promise<Map<number, string>> {
    const pictures = await repo.showingPicturesOf(frameIds);
    const best = new Map<number, (typeof pictures)[number]>();
    for (const picture of pictures) {
      if (!best.has(picture.frame_id) || picture.name === 'ratio') best.set(picture.frame_id, picture);
    }
    const urls = new Map<number, string>();
    for (const [frameId, picture] of best) urls.set(frameId, await deps.urls.sign(picture.key, picture.mime_type));
    return urls;
  }

  async function present(rows: FrameRow[]): Promise<Frame[]> {
    const ids = rows.map((row) => row.id);
    const [sources, gifts, showing, videoMs] = await Promise.all([
      repo.sourcesOf(ids),
      repo.pendingGiftsOf(ids),
      showingUrls(ids),
      deps.health.showingVideoMsOf(ids),
    ]);
    const now = clock.now();
    return rows.map((row) =>
      presentFrame(row, {
        now,
        albumIds: sources.albums.filter((s) => s.frame_id === row.id).map((s) => s.album_id),
        collectionIds: sources.collections.filter((s) => s.frame_id === row.id).map((s) => s.collection_id),
        giftFor: gifts.get(row.id) ?? null,
        showingUrl: showing.get(row.id) ?? null,
        videoMs: videoMs.get(row.id) ?? 0,
      }),
    );
  }

  async function presentOne(frameId: number): Promise<Frame> {
    const row = await repo.findFrame(frameId);
    if (!row) throw new AppError('not_found');
    const [frame] = await present([row]);
    return frame as Frame;
  }

  async function uniqueCode(now: string): Promise<string> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newCode();
      if (!(await repo.isCodeInUse(code, now))) return code;
    }
    // 31^6 codes against a few thousand open ones: reaching this means something else is wrong.
    throw new Error('no free pairing code');
  }

  function refuse(refusal: FrameRefusal): never {
    if (refusal === 'frame_limit') throw new AppError('frame_limit', { max: maxFrames });
    if (refusal === 'gift_gone') throw new AppError('frame_gift_invalid');
    throw new AppError('pairing_code_invalid');
  }

  /** The open pairing showing `code`; wrong codes are counted, per account and per client address. */
  async function findPairingForClaim(ownerId: number, code: string, ip: string): Promise<FramePairingRow> {
    const wrongCodeRules = [`pairing-claim:${ownerId}`, `pairing-claim-ip:${ip}`].map((key) => ({
      key,
      ...WRONG_CODES,
    }));
    if (await deps.limits.findExceeded(wrongCodeRules)) {
      throw new AppError('pairing_claims_throttled', { max: WRONG_CODES.max, minutes: WRONG_CODES.windowMinutes });
    }
    const pairing = await repo.findOpenPairingByCode(normalizePairingCode(code), clock.now().toISOString());
    if (!pairing) {
      await deps.limits.record(wrongCodeRules.map((rule) => rule.key));
      throw new AppError('pairing_code_invalid');
    }
    return pairing;
  }

  /**
   * Makes the frame of the pairing showing `code`, owned by `ownerId`; with albums and a gift when
   * it is set up for someone else. Unknown, expired and already claimed codes are all
   * pairing_code_invalid; after 10 of them in 10 minutes, from the account or from the client
   * address, claims are refused until the window has passed.
   */
  async function claimCode(
    ownerId: number,
    code: string,
    ip: string,
    options: { name?: string; albumIds?: number[]; gift?: NewGift } = {},
  ): Promise<FrameRow> {
    const pairing = await findPairingForClaim(ownerId, code, ip);
    const at = clock.now().toISOString();
    const result = await repo.createFrame({
      ownerId,
      pairingId: pairing.id,
      maxFrames,
      albumIds: options.albumIds,
      gift: options.gift,
      frame: {
        name: options.name?.trim() || defaultNameOf(pairing),
        token_hash: sha256(deviceTokenOf(pairing.pairing_hash)),
        device_name: pairing.device_name,
        app_version: pairing.app_version,
        screen_width: pairing.screen_width,
        screen_height: pairing.screen_height,
        free_storage_bytes: null,
        showing_item_id: null,
        settings: JSON.stringify(DEFAULT_FRAME_SETTINGS),
        paired_at: at,
        last_seen_at: null,
        left_at: null,
        created_at: at,
        updated_at: at,
      },
    });
    if (typeof result === 'string') refuse(result);
    return result;
  }

  /** Albums the person may put on a frame: their own and those they are a member of. 404 otherwise. */
  async function requireAssignable(userId: number, albumId: number): Promise<void> {
    const role = await deps.albums.albumAccess(userId, albumId);
    if (role !== 'owner' && role !== 'member') throw new AppError('not_found');
  }

  async function sourceWrite(failure: 'frame_assign_failed' | 'frame_unassign_failed', write: () => Promise<void>) {
    try {
      await write();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(failure);
    }
  }

  return {
    /** How many frames each of these people has (the console's list of people). */
    frameCountsOf: repo.frameCountsOf,

    // ——— The device's side ———

    /** A new code for a device to show, and the secret id it polls with. */
    async startPairing(input: PairingRequest, ip: string): Promise<PairingStarted> {
      const now = clock.now();
      await repo.deletePairingsExpiredBefore(minutesBefore(now, PAIRING_KEPT_MINUTES), STALE_PAIRINGS_PER_CHORE);
      if ((await repo.countPairingsFrom(ip, minutesBefore(now, PAIRING_WINDOW_MINUTES))) >= PAIRINGS_PER_IP) {
        throw new AppError('pairing_throttled');
      }
      const pairingId = randomToken();
      const expiresAt = minutesAfter(now, PAIRING_TTL_MINUTES);
      const code = await uniqueCode(now.toISOString());
      await repo.insertPairing({
        pairing_hash: sha256(pairingId),
        code,
        device_name: input.deviceName,
        app_version: input.appVersion ?? null,
        screen_width: input.screen.width,
        screen_height: input.screen.height,
        expires_at: expiresAt,
        ip,
        created_at: now.toISOString(),
      });
      return { code, pairingId, expiresAt, pollSeconds: POLL_SECONDS };
    },

    /** Waiting, or the token and frame id: once, then the pairing is gone (404). */
    async pairingStatus(pairingId: string): Promise<PairingStatus> {
      const pairing = await repo.findPairingByHash(sha256(pairingId));
      if (!pairing) throw new AppError('not_found');
      if (pairing.frame_id === null) {
        if (pairing.expires_at <= clock.now().toISOString()) throw new AppError('pairing_expired');
        return { status: 'waiting' };
      }
      const frameId = await repo.takeClaimedPairing(pairing.id);
      if (frameId === null) throw new AppError('not_found');
      return { status: 'claimed', deviceToken: deviceTokenOf(pairing.pairing_hash), frameId };
    },

    /** What the device reports about itself; a new screen size makes its renditions follow. */
    async heartbeat(frame: FrameRow, beat: Heartbeat): Promise<void> {
      // A player beats at most every 10 s; past twice that the beat is refused (and sent again later).
      await deps.limits.take([{ key: `heartbeat:${frame.id}`, ...HEARTBEAT_RULE }]);
      const screenChanged =
        beat.screen !== undefined &&
        (beat.screen.width !== frame.screen_width || beat.screen.height !== frame.screen_height);
      const itemId = beat.showingItemId;
      const at = clock.now();
      const now = at.toISOString();
      const changes = {
        last_seen_at: now,
        showing_item_id: itemId !== null && itemId > 0 && itemId <= MAX_ITEM_ID ? itemId : null,
        free_storage_bytes:
          beat.freeStorageBytes === null ? null : Math.min(Math.floor(beat.freeStorageBytes), Number.MAX_SAFE_INTEGER),
        ...(beat.appVersion !== undefined ? { app_version: beat.appVersion } : {}),
        ...(beat.screen !== undefined ? { screen_width: beat.screen.width, screen_height: beat.screen.height } : {}),
        ...reportedHealthOf(beat, at),
      };
      await repo.updateFrame(frame.id, changes, now);
      await deps.countBeat?.(frame, beat, (at) => repo.claimBeat(frame.id, frame.last_beat_at ?? null, at));
      if (screenChanged) await signals.changed(frame.id);
      await deps.health.heardFrom(frame);
      if (await deps.health.isNewsToOwner(frame, { ...frame, ...changes })) {
        await deps.publish('frame.reported', { frameId: frame.id, ownerId: frame.owner_id });
      }
    },

    /** The device was heard from otherwise (its event stream is open): it counts as online. */
    async markSeen(frameId: number): Promise<void> {
      await repo.markSeen(frameId, clock.now().toISOString());
    },

    /** Its event stream opened: online this moment, and the owner's open frames page shows it. */
    async connected(frame: FrameRow): Promise<void> {
      await repo.markSeen(frame.id, clock.now().toISOString());
      await deps.health.heardFrom(frame);
      await deps.publish('frame.connected', { frameId: frame.id, ownerId: frame.owner_id });
    },

    /** Its event stream closed: offline this moment, not only once its last sign of life is old. */
    async left(frame: FrameRow): Promise<void> {
      await repo.markLeft(frame.id, clock.now().toISOString());
      await deps.publish('frame.left', { frameId: frame.id, ownerId: frame.owner_id });
    },

    // ——— The owner's side ———

    /**
     * A frame handed over as a gift takes the device showing `code`: the new owner proves the frame
     * is in their hands. Wrong codes count as in any claim.
     */
    async reconnect(userId: number, frameId: number, code: string, ip: string): Promise<Frame> {
      const frame = await ownFrame(userId, frameId);
      if (!frame.token_hash.startsWith(HANDOVER_PREFIX)) throw new AppError('not_found');
      const pairing = await findPairingForClaim(userId, code, ip);
      const reconnected = await repo.reconnectFrame({
        frameId,
        ownerId: userId,
        pairingId: pairing.id,
        device: {
          token_hash: sha256(deviceTokenOf(pairing.pairing_hash)),
          device_name: pairing.device_name,
          app_version: pairing.app_version,
          screen_width: pairing.screen_width,
          screen_height: pairing.screen_height,
          paired_at: clock.now().toISOString(),
        },
      });
      if (!reconnected) throw new AppError('pairing_code_invalid');
      await signals.changed(frameId);
      return presentOne(frameId);
    },

    async claim(userId: number, input: FrameClaim, ip: string): Promise<Frame> {
      const frame = await claimCode(userId, input.code, ip, { name: input.name });
      return presentOne(frame.id);
    },

    async list(userId: number): Promise<Frames> {
      return { frames: await present(await repo.framesOf(userId)), maxFrames };
    },

    async get(userId: number, frameId: number): Promise<Frame> {
      await ownFrame(userId, frameId);
      return presentOne(frameId);
    },

    /** A new name and any of the settings; the settings are checked whole after the merge. */
    async update(userId: number, frameId: number, changes: FrameChanges): Promise<Frame> {
      const frame = await ownFrame(userId, frameId);
      const merged = ZFrameSettings.safeParse({ ...settingsOf(frame), ...changes.settings });
      if (!merged.success) {
        throw validationFailed(
          merged.error.issues.map((issue) => ({
            id: ['settings', ...issue.path].join('.'),
            code: 'validation_failed',
            message: new AppError('validation_failed').message,
          })),
        );
      }
      await repo.updateFrame(
        frameId,
        {
          ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
          ...(changes.settings !== undefined ? { settings: JSON.stringify(merged.data) } : {}),
        },
        clock.now().toISOString(),
      );
      await signals.changed(frameId);
      return presentOne(frameId);
    },

    /** The frame is told to forget its token, then the row goes (and the token is worthless). */
    async remove(userId: number, frameId: number): Promise<void> {
      await ownFrame(userId, frameId);
      await signals.removed(frameId);
      await repo.deleteFrame(frameId);
    },

    /** Every frame of an account that is being deleted. */
    async removeFramesOf(userId: number): Promise<void> {
      for (const frame of await repo.framesOf(userId)) {
        await signals.removed(frame.id);
        await repo.deleteFrame(frame.id);
      }
    },

    /** Puts an album (own or shared with the person) or a collection on a frame; twice is fine. */
    async assign(userId: number, frameId: number, sourceId: FrameSourceId): Promise<Frame> {
      await ownFrame(userId, frameId);
      const now = clock.now().toISOString();
      if (isCollectionId(sourceId)) {
        await sourceWrite('frame_assign_failed', () => repo.assignCollection(frameId, sourceId, now));
      } else {
        await requireAssignable(userId, sourceId);
        await sourceWrite('frame_assign_failed', () => repo.assignAlbum(frameId, sourceId, now));
      }
      await signals.changed(frameId);
      return presentOne(frameId);
    },

    async unassign(userId: number, frameId: number, sourceId: FrameSourceId): Promise<Frame> {
      await ownFrame(userId, frameId);
      if (isCollectionId(sourceId)) {
        await sourceWrite('frame_unassign_failed', () => repo.unassignCollection(frameId, sourceId));
      } else {
        // Someone who left an album may still take it off their frame: being on it is enough.
        const isOnFrame = (await repo.assignedAlbumIds(frameId)).includes(sourceId);
        if (!isOnFrame) await requireAssignable(userId, sourceId);
        await sourceWrite('frame_unassign_failed', () => repo.unassignAlbums(frameId, [sourceId]));
      }
      await signals.changed(frameId);
      return presentOne(frameId);
    },

    // ——— For gifts (frame-gifts.service.ts) ———

    maxFrames,
    claimCode,
    presentOne,
    requireAssignable,
  };
}

/** A frame is first called what the device calls itself, cut to a frame name's length. */
function defaultNameOf(pairing: FramePairingRow): string {
  return pairing.device_name.trim().slice(0, 50) || 'Kinframe';
}

export type FramesService = ReturnType<typeof createFramesService>;
