import { z } from 'zod';
import { COLLECTION_IDS } from './albums.ts';
import { ZBrightness } from './brightness.ts';
import { ITEM_KINDS, type ItemIds, ZFocusPoint, ZItemIds } from './library.ts';
import { LIMITS } from './limits.ts';
import { plainString } from './plain-text.ts';
import { ZSleepSchedule } from './sleep-schedule.ts';
import { DEFAULT_WEATHER_SETTING, ZPlaylistWeather, ZWeatherSetting } from './weather.ts';

/**
 * Frames (spec sections 2, 3, 4, 8, 9; DESIGN.md section 5). Two sides:
 * - the user's, JSON under /api/v3/: frames, frames/claim, frames/{id}, frames/{id}/albums/{albumId},
 *   frames/{id}/items (photos sent straight to the frame), frame-gifts;
 * - the device's, JSON under /api/device/v1/: pairing, playlist, events (SSE), heartbeat. Every device
 *   call but pairing carries `Authorization: Bearer <deviceToken>`. docs/frame-protocol.md tells a
 *   device maker the whole protocol.
 */

export {
  formatPairingCode,
  normalizePairingCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_TTL_MINUTES,
} from './pairing-codes.ts';

/**
 * `ken-burns`: each photo crossfades in and then slowly zooms (and pans towards its subject) for as
 * long as it shows. A device that does not know a transition shows it as `fade`.
 */
export const FRAME_TRANSITIONS = ['fade', 'slide', 'ken-burns', 'none'] as const;
export type FrameTransition = (typeof FRAME_TRANSITIONS)[number];
export const FRAME_ORIENTATIONS = ['auto', 'landscape', 'portrait'] as const;
export type FrameOrientation = (typeof FRAME_ORIENTATIONS)[number];
/**
 * How much newer photos are favoured in a shuffled frame's order: not at all, or by a weight that
 * halves with age (slowly, or quickly). Every photo still shows once in every cycle.
 */
export const FRAME_RECENCY = ['off', 'gentle', 'strong'] as const;
export type FrameRecency = (typeof FRAME_RECENCY)[number];
/** How the on-screen clock writes the hour: as is usual in the frame's language, or always 24 or 12 hours. */
export const FRAME_CLOCK_FORMATS = ['auto', '24h', '12h'] as const;
export type FrameClockFormat = (typeof FRAME_CLOCK_FORMATS)[number];
/**
 * What fills the screen around a photo of the other shape than the frame (a portrait on a landscape
 * screen): the photo itself, blurred and dimmed, behind it (`blur`, the ambient fill frames and TVs
 * use); another photo of the same shape beside it (`pair`; one left without a partner gets the blur);
 * or nothing (`black`).
 */
export const FRAME_FILLS = ['blur', 'pair', 'black'] as const;
export type FrameFill = (typeof FRAME_FILLS)[number];
/** Seconds each photo stays on screen: the choices the settings dialog offers. */
export const SLIDESHOW_INTERVALS = [5, 10, 15, 30, 60, 300, 900, 3600] as const;

export const ZFrameSettings = z.object({
  intervalSeconds: z.number().int().min(5).max(3600),
  transition: z.enum(FRAME_TRANSITIONS),
  shuffle: z.boolean(),
  showCaptions: z.boolean(),
  orientation: z.enum(FRAME_ORIENTATIONS),
  /** Around a photo of the other shape than the screen (FRAME_FILLS). */
  fill: z.enum(FRAME_FILLS),
  sleep: ZSleepSchedule,
  /** With `shuffle`: how far newer photos move to the front of each cycle. */
  recency: z.enum(FRAME_RECENCY),
  /** "On this day": photos taken on this date in earlier years, shown in the morning and the evening. */
  memories: z.boolean(),
  /** On screen, over the bottom of the picture: the time and today's date. */
  showClock: z.boolean(),
  clockFormat: z.enum(FRAME_CLOCK_FORMATS),
  /** On screen, with each photo (beside its caption, `showCaptions`): the date it was taken. */
  showTakenAt: z.boolean(),
  /** On screen, with each photo: who shared it (`PlaylistItem.sharedBy`), when it is not the frame owner's own. */
  showSharedBy: z.boolean(),
  /**
   * The brightness curve over the day, per weekday (brightness.ts); with none, `sleep` decides. The
   * owner's app keeps `sleep` in step with the curve's off times for devices that know no curve.
   */
  brightness: ZBrightness,
  /** On screen, with the clock (or alone): the weather of a place, which the server fetches. Off by default. */
  weather: ZWeatherSetting,
  /**
   * Photos flagged as not for frames (screenshots, documents, blurred, nearly black; reviews.ts)
   * are left out unless this is on, or their owner overruled the flag. Photos sent to the frame
   * by hand are shown whatever their flags.
   */
  showUnfit: z.boolean(),
});
export type FrameSettings = z.infer<typeof ZFrameSettings>;

export const DEFAULT_FRAME_SETTINGS: FrameSettings = {
  intervalSeconds: 15,
  transition: 'fade',
  shuffle: false,
  showCaptions: true,
  orientation: 'auto',
  fill: 'blur',
  sleep: { enabled: false, start: '22:00', end: '07:00', days: [0, 1, 2, 3, 4, 5, 6] },
  recency: 'gentle',
  memories: true,
  showClock: false,
  clockFormat: 'auto',
  showTakenAt: false,
  showSharedBy: false,
  brightness: { curve: null },
  weather: DEFAULT_WEATHER_SETTING,
  showUnfit: false,
};

export const frameName = plainString().trim().min(1).max(50);

/** The id of what a frame shows: an album's number, or a collection's own id. */
export const ZFrameSourceId = z.union([z.coerce.number().int().positive(), z.enum(COLLECTION_IDS)]);
export type FrameSourceId = z.infer<typeof ZFrameSourceId>;

/** Why a player restarted itself: its slides stopped moving, or its event stream fell silent. */
export const FRAME_RECOVERY_REASONS = ['stalled', 'stream-silent'] as const;
export type FrameRecoveryReason = (typeof FRAME_RECOVERY_REASONS)[number];
export const ZFrameRecovery = z.object({ reason: z.enum(FRAME_RECOVERY_REASONS), at: z.string().datetime() });
export type FrameRecovery = z.infer<typeof ZFrameRecovery>;

/**
 * A frame's health as its owner sees it: `online` and playing (or showing its one photo), `asleep`
 * by its sleep schedule or brightness curve, `paused` by its owner's remote control, `offline` (not
 * heard from), or `stalled`: online, meant to move on, and
 * showing the same slide for more than STALL_INTERVALS intervals.
 */
export const FRAME_STATES = ['online', 'asleep', 'paused', 'offline', 'stalled'] as const;
export type FrameState = (typeof FRAME_STATES)[number];

/** A frame as its owner sees it. Online: a heartbeat or an open event stream in the last 2 minutes. */
export const ZFrame = z.object({
  id: z.number().int(),
  name: z.string(),
  online: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** Optional for clients written before it, as are `offlineSince` and `lastRecovery`. */
  state: z.enum(FRAME_STATES).optional(),
  /** While offline: its last sign of life (null when it never connected). */
  offlineSince: z.string().nullable().optional(),
  /** The last time the player restarted itself, and why. */
  lastRecovery: ZFrameRecovery.nullable().optional(),
  pairedAt: z.string(),
  device: z.object({
    /** What the device calls itself ("Kinframe player on Chrome", a maker's model name). */
    name: z.string(),
    appVersion: z.string().nullable(),
    screen: z.object({ width: z.number().int(), height: z.number().int() }),
    freeStorageBytes: z.number().nullable(),
  }),
  /** The item on screen at the last heartbeat. */
  showingItemId: z.number().int().nullable(),
  /**
   * A picture of that item (400 px high at its own shape, or a square), when the owner may see it (their own, or of an album on this frame
   * they belong to); null otherwise. Optional for clients written before it.
   */
  showingUrl: z.string().nullable().optional(),
  settings: ZFrameSettings,
  albumIds: z.array(z.number().int()),
  collectionIds: z.array(z.enum(COLLECTION_IDS)),
  /** Set while the frame waits to be claimed as a gift. */
  giftFor: z.string().nullable(),
  /** A gift just accepted: the frame shows a new code, which its new owner enters (frames/{id}/reconnect). */
  needsPairing: z.boolean(),
});
export type Frame = z.infer<typeof ZFrame>;
export const ZFrames = z.object({ frames: z.array(ZFrame), maxFrames: z.number().int() });
export type Frames = z.infer<typeof ZFrames>;

/** POST frames/claim: the code the frame shows. */
export const ZFrameClaim = z.object({ code: z.string().max(20), name: frameName.optional() });
export type FrameClaim = z.infer<typeof ZFrameClaim>;
/** POST frames/{id}/reconnect: the code a frame handed to its new owner shows. */
export const ZFrameReconnect = z.object({ code: z.string().max(20) });
export type FrameReconnect = z.infer<typeof ZFrameReconnect>;

/** PATCH frames/{id}: any of the name and the settings. */
export const ZFrameChanges = z.object({ name: frameName.optional(), settings: ZFrameSettings.partial().optional() });
export type FrameChanges = z.infer<typeof ZFrameChanges>;

/**
 * POST frames/{id}/items: photos and videos of the person's own library sent straight to a frame,
 * no album needed; up to a whole library selection at once. Sending one again brings it first
 * again. POST frames/{id}/items/remove takes them off (the items stay in the library), and
 * DELETE frames/{id}/items takes every one off.
 */
export const ZFrameItemIds = ZItemIds;
export type FrameItemIds = ItemIds;
/** How many distinct items are now on the frame from this call, new or brought first again. */
export const ZFrameItemsSent = z.object({ added: z.number().int() });
export type FrameItemsSent = z.infer<typeof ZFrameItemsSent>;
export const ZFrameItemsRemoved = z.object({ removed: z.number().int() });
export type FrameItemsRemoved = z.infer<typeof ZFrameItemsRemoved>;

/** GET frames/{id}/items: one page of what was sent to the frame, newest sent first. */
export const ZFrameItemQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});
export type FrameItemQuery = z.infer<typeof ZFrameItemQuery>;
export const ZFrameItem = z.object({
  id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  /** The library's square thumbnail (signed); null while it is being made. */
  thumbnailUrl: z.string().nullable(),
  sentAt: z.string(),
});
export type FrameItem = z.infer<typeof ZFrameItem>;
export const ZFrameItems = z.object({
  items: z.array(ZFrameItem),
  /** Every item sent to the frame, on this page or not. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type FrameItems = z.infer<typeof ZFrameItems>;

/**
 * GET frames/{id}/hidden: one page of the items hidden from the frame by a tap on it ("Hide from
 * this frame"), the latest hidden first, paged as frames/{id}/items (ZFrameItemQuery). DELETE
 * frames/{id}/hidden/{itemId} shows one again.
 */
export const ZFrameHiddenItem = z.object({
  id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  /** The square thumbnail (signed), when the owner may still see the item; else null. */
  thumbnailUrl: z.string().nullable(),
  hiddenAt: z.string(),
});
export type FrameHiddenItem = z.infer<typeof ZFrameHiddenItem>;
export const ZFrameHiddenItems = z.object({
  items: z.array(ZFrameHiddenItem),
  /** Every item hidden from the frame, on this page or not. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type FrameHiddenItems = z.infer<typeof ZFrameHiddenItems>;

/** POST frame-gifts: the giver pairs the frame with its code, picks albums and the recipient. */
export const ZNewFrameGift = z.object({
  code: z.string().max(20),
  recipientEmail: z.string().trim().max(LIMITS.email.max),
  albumIds: z.array(z.number().int()).max(100),
  message: z.string().max(500).default(''),
});
export type NewFrameGift = z.infer<typeof ZNewFrameGift>;

/** GET frame-gifts/{token}: what the recipient is about to accept. */
export const ZFrameGift = z.object({
  giver: z.object({ username: z.string(), displayName: z.string() }),
  frameName: z.string(),
  albumNames: z.array(z.string()),
  message: z.string(),
});
export type FrameGift = z.infer<typeof ZFrameGift>;

// ——— Device API ———

export const ZScreen = z.object({
  width: z.number().int().min(100).max(8192),
  height: z.number().int().min(100).max(8192),
});

/** POST /api/device/v1/pairing */
export const ZPairingRequest = z.object({
  deviceName: plainString().trim().min(1).max(80).default('Kinframe player'),
  appVersion: z.string().max(40).optional(),
  screen: ZScreen,
});
export type PairingRequest = z.infer<typeof ZPairingRequest>;
export const ZPairingStarted = z.object({
  code: z.string(),
  pairingId: z.string(),
  expiresAt: z.string(),
  /** How often to ask whether the code was claimed. */
  pollSeconds: z.number().int(),
});
export type PairingStarted = z.infer<typeof ZPairingStarted>;

/** GET /api/device/v1/pairing/{pairingId}: the token comes once; afterwards the pairing is gone (404). */
export const ZPairingStatus = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting') }),
  z.object({ status: z.literal('claimed'), deviceToken: z.string(), frameId: z.number().int() }),
]);
export type PairingStatus = z.infer<typeof ZPairingStatus>;

/** One thing to show. URLs are absolute; each is signed and stays the same for hours (cache by it). */
export const ZPlaylistItem = z.object({
  id: z.number().int(),
  kind: z.enum(['photo', 'video']),
  /** The frame's own rendition: its resolution and orientation, attention-cropped. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  orientation: z.enum(['landscape', 'portrait', 'square']),
  /** Videos: the frame-friendly MP4 is `url`; this is its poster. */
  posterUrl: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  caption: z.string(),
  takenAt: z.string(),
  /** Set while the frame rendition is being made: `url` is then a smaller, uncropped one. */
  isInterim: z.boolean(),
  /**
   * Who shared it: the name of the person whose photo it is, for photos of albums the frame's owner
   * shares with others; null for the owner's own. Optional: absent from servers written before it.
   */
  sharedBy: z.string().nullable().optional(),
  /**
   * Whether it is in the owner's My Favourites, which a tap on the frame toggles
   * (items/{id}/favourite); null when it cannot be: favourites are the owner's marks on their own
   * items, so an item of a shared album (`sharedBy`) or a work of NFT Art has none. Optional:
   * absent from servers written before it.
   */
  isFavourite: z.boolean().nullable().optional(),
  /**
   * Photos with a focus point: where it lies in the picture `url` points to (fractions of it, 0 at
   * the left and top). The frame's picture is cut around it, so it is near the middle unless an
   * edge held the cut back; the `ken-burns` zoom heads there. Null: none set (head for the middle).
   * Optional: absent from servers older than it.
   */
  focus: ZFocusPoint.nullable().optional(),
});
export type PlaylistItem = z.infer<typeof ZPlaylistItem>;

/** POST (mark) and DELETE (unmark) /api/device/v1/items/{id}/favourite: the item's state now. */
export const ZDeviceFavourite = z.object({ isFavourite: z.boolean() });
export type DeviceFavourite = z.infer<typeof ZDeviceFavourite>;

/**
 * A shuffled frame's cycle: `items` come in the cycle's order (each once), which began at
 * `startedAt`. Each item has `intervalSeconds` of the cycle's clock, so the item due now is
 * `playlistPosition(...)`: where a device that (re)starts begins. The cycle ends at `endsAt`; the
 * next one comes with the playlist fetched then. Absent when the frame does not shuffle.
 */
export const ZPlaylistOrder = z.object({
  cycle: z.number().int().nonnegative(),
  startedAt: z.string(),
  endsAt: z.string(),
});
export type PlaylistOrder = z.infer<typeof ZPlaylistOrder>;

/** The item of a cycle due at `now`: one per interval from the cycle's start, the last one once past its end. */
export function playlistPosition(
  order: PlaylistOrder,
  itemCount: number,
  intervalSeconds: number,
  now: number,
): number {
  if (itemCount === 0) return 0;
  const elapsed = Math.max(0, now - Date.parse(order.startedAt));
  const position = Math.floor(elapsed / (intervalSeconds * 1000));
  return Number.isFinite(position) ? Math.min(itemCount - 1, position) : 0;
}

/** When the player shows the day's memories: the first slide after each of these local times. */
export const MEMORY_TIMES = { morning: '08:00', evening: '18:00' } as const;
export type MemoryTime = keyof typeof MEMORY_TIMES;

/**
 * "On this day" for one local date: groups of items (all in `items`) taken on that month and day in
 * earlier years, nearest year first, each shown after a title card ("3 years ago today").
 */
export const ZPlaylistMemories = z.object({
  /** The frame's local date (YYYY-MM-DD) these are for: a device shows only today's. */
  date: z.string(),
  showAt: z.array(z.enum(['morning', 'evening'])),
  groups: z.array(
    z.object({
      title: z.object({ yearsAgo: z.number().int().positive() }),
      itemIds: z.array(z.number().int()),
    }),
  ),
});
export type PlaylistMemories = z.infer<typeof ZPlaylistMemories>;

export const ZPlaylist = z.object({
  frameId: z.number().int(),
  name: z.string(),
  settings: ZFrameSettings,
  items: z.array(ZPlaylistItem),
  /** When the signed URLs stop working: fetch the playlist again before then. */
  expiresAt: z.string(),
  /** A shuffled frame: the cycle `items` are ordered for. A device that ignores it plays `items` as they come. */
  order: ZPlaylistOrder.optional(),
  /**
   * With `settings.memories`: the memories of the dates a frame anywhere may have now (the server's
   * yesterday, today and tomorrow, as the server does not know the frame's time zone); a device
   * shows those of its own local date. Absent when off or when there are none.
   */
  memories: z.array(ZPlaylistMemories).optional(),
  /**
   * With `settings.weather` on: the latest report of its place, fetched by the server. Absent when
   * off, without a place, or while there is no recent report. A device may ignore it.
   */
  weather: ZPlaylistWeather.optional(),
});
export type Playlist = z.infer<typeof ZPlaylist>;

/**
 * What the player is doing, as it reports it: `playing` (the slides move on by themselves),
 * `asleep` (its sleep schedule has the screen off), `paused` (held on one slide on purpose), `still`
 * (one slide or nothing to show: nothing is meant to change). Only a playing frame can stall.
 */
export const FRAME_PLAY_STATES = ['playing', 'asleep', 'paused', 'still'] as const;
export type FramePlayState = (typeof FRAME_PLAY_STATES)[number];

/** A playing frame is stalled when its slide has not changed for this many intervals. */
export const STALL_INTERVALS = 3;

/**
 * How long a playing frame may show one slide before it counts as stalled: three intervals, plus
 * the length of the video on screen (a video plays to its end), plus `slackMs` for how late the
 * news of a change may come (the server hears of slides only through heartbeats).
 */
export function stallLimitMs(intervalSeconds: number, videoMs = 0, slackMs = 0): number {
  return STALL_INTERVALS * intervalSeconds * 1000 + Math.max(0, videoMs) + slackMs;
}

/** Slides one heartbeat reports at most (`shown`). */
export const MAX_SHOWN_PER_BEAT = 200;

/** POST /api/device/v1/heartbeat. The fields after `screen` are optional: older players send none. */
export const ZHeartbeat = z.object({
  showingItemId: z.number().int().nullable().default(null),
  appVersion: z.string().max(40).optional(),
  freeStorageBytes: z.number().nonnegative().nullable().default(null),
  screen: ZScreen.optional(),
  state: z.enum(FRAME_PLAY_STATES).optional(),
  /**
   * How long the slide on screen has been up, in ms. A duration rather than a time: the server
   * dates it by its own clock, so a frame whose clock is off is not taken for stalled.
   */
  slideShownMs: z.number().int().nonnegative().nullable().optional(),
  /**
   * The player's last restart of itself, and how long ago (ms, dated by the server likewise); sent
   * until a heartbeat carrying it was answered.
   */
  recovered: z
    .object({ reason: z.enum(FRAME_RECOVERY_REASONS), msAgo: z.number().int().nonnegative() })
    .nullable()
    .optional(),
  /**
   * The slides shown since the last heartbeat that was answered, oldest first, each with how long
   * ago it came up (ms, dated by the server). Ids are the playlist's (NFT Art's are negative).
   * At most MAX_SHOWN_PER_BEAT: a player that was cut off longer keeps the latest ones.
   */
  shown: z
    .array(
      z.object({
        id: z
          .number()
          .int()
          .min(-(2 ** 31 - 1))
          .max(2 ** 31 - 1),
        msAgo: z.number().int().nonnegative(),
      }),
    )
    .max(MAX_SHOWN_PER_BEAT)
    .optional(),
});
export type Heartbeat = z.infer<typeof ZHeartbeat>;

/**
 * GET /api/device/v1/events (text/event-stream). Event names: `playlist` (fetch the playlist
 * again), `removed` (the token is revoked: forget it and pair again; its data says why, a
 * RemovedReason, for the words the frame shows), `command` (its owner's remote control, a
 * FrameCommandEvent). A comment line every 25 s keeps proxies from closing the stream. A device
 * ignores an event it does not know.
 */
export const DEVICE_EVENTS = ['playlist', 'removed', 'command'] as const;
export type DeviceEvent = (typeof DEVICE_EVENTS)[number];
/** `removed`: its owner took it off their account, or it was given to someone who now connects it. */
export const REMOVED_REASONS = ['removed', 'given'] as const;
export type RemovedReason = (typeof REMOVED_REASONS)[number];

/**
 * The remote control of a frame, from its owner (POST frames/{id}/commands): move on or back a
 * slide, hold the slide on screen and go on again, show one item now, reload the player, or empty
 * its cache and fetch everything again. Not stored: a frame whose event stream is closed misses it.
 */
export const FRAME_COMMANDS = ['next', 'previous', 'pause', 'resume', 'show', 'reload', 'clear-cache'] as const;
export type FrameCommandName = (typeof FRAME_COMMANDS)[number];

/** Ids are 32-bit integers on PostgreSQL: a larger one names no item. */
const MAX_ITEM_ID = 2 ** 31 - 1;

/** `show` names the item (one the frame shows, or of the owner's library: it is sent to the frame first). */
export const ZFrameCommand = z.discriminatedUnion('command', [
  z.object({ command: z.literal('show'), itemId: z.number().int().positive().max(MAX_ITEM_ID) }),
  z.object({ command: z.enum(['next', 'previous', 'pause', 'resume', 'reload', 'clear-cache']) }),
]) satisfies z.ZodType<{ command: FrameCommandName }>;
export type FrameCommand = z.infer<typeof ZFrameCommand>;

/** 202 to a command: it was passed to the frame's event stream, under this id. */
export const ZFrameCommandSent = z.object({ id: z.string() });
export type FrameCommandSent = z.infer<typeof ZFrameCommandSent>;

/** The device event `command`: the command and its id (the same id is never obeyed twice). */
export type FrameCommandEvent = FrameCommand & { id: string };
