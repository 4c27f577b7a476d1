import { type FramePlayState, type FrameRecoveryReason, type Heartbeat, stallLimitMs } from '@kinframe/contract';

/**
 * The player watching itself. A slideshow meant to move on that shows one slide for more than three
 * intervals (and the longest video) is stuck: first it is started afresh, and if that does not move
 * it either, the page reloads. Either way the next heartbeat says so (`recovered`), once.
 */

/** Beyond three intervals: a video may run this long past its own length before the slideshow moves on. */
export const SLIDE_GRACE_MS = 30_000;

export type WatchdogVerdict = 'fine' | 'restart' | 'reload';

export interface SlideWatch {
  /** Awake, not paused, with more than one slide: slides are meant to change by themselves. */
  isMoving: boolean;
  intervalSeconds: number;
  /** The longest video of the playlist (0 when none): it plays to its end before the next slide. */
  longestVideoMs: number;
  /** When the slide on screen came up, or when the slideshow started moving (ms). */
  lastSlideAt: number;
  /**
   * When the watchdog last started the slideshow afresh; null when it has not since the last slide.
   * A restart also starts the play state anew (the new player moves again), so whether one happened
   * is told by this alone, not by comparing it with `lastSlideAt`.
   */
  restartedAt: number | null;
  now: number;
}

/** What to do now: nothing, start the slideshow afresh, or (that already failed) reload the page. */
export function watchdogVerdict(watch: SlideWatch): WatchdogVerdict {
  if (!watch.isMoving) return 'fine';
  const limit = stallLimitMs(watch.intervalSeconds, watch.longestVideoMs, SLIDE_GRACE_MS);
  const hasRestarted = watch.restartedAt !== null;
  const since = Math.max(watch.restartedAt ?? 0, watch.lastSlideAt);
  if (watch.now - since <= limit) return 'fine';
  return hasRestarted ? 'reload' : 'restart';
}

// ——— What the heartbeat reports of the player's health ———

const RECOVERY_KEY = 'kinframe.frame.recovery';

interface StoredRecovery {
  reason: FrameRecoveryReason;
  at: number;
}

let playState: FramePlayState = 'still';
/** When the slide on screen came up: null until one did. */
let slideAt: number | null = null;
/** Since when the slideshow is meant to move (woken, let go, given a second slide). */
let movingSince = 0;
let restartedAt: number | null = null;
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** A new slide came up: the heartbeat soon says what is on screen now. */
export function noteSlide(now: number): void {
  slideAt = now;
  restartedAt = null;
  tell();
}

export function notePlayState(state: FramePlayState, now: number): void {
  if (state === playState) return;
  playState = state;
  // Time asleep or paused does not count towards a stall: the watch starts when it moves again.
  if (state === 'playing') movingSince = now;
  tell();
}

/** The watchdog started the slideshow afresh. */
export function noteRestart(now: number): void {
  restartedAt = now;
}

/** What the watchdog goes by: the later of the last slide and the start of moving, and its last restart. */
export function lastSlideAt(): Pick<SlideWatch, 'lastSlideAt' | 'restartedAt'> {
  return { lastSlideAt: Math.max(slideAt ?? 0, movingSince), restartedAt };
}

/** Called when what the heartbeat would say changed (a slide, the play state, a recovery). */
export function onHealthNews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readRecovery(): StoredRecovery | null {
  try {
    const stored = JSON.parse(localStorage.getItem(RECOVERY_KEY) ?? 'null') as StoredRecovery | null;
    return stored && typeof stored.at === 'number' && typeof stored.reason === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** The player restarted itself: kept in local storage, so a reload still reports it. */
export function noteRecovery(reason: FrameRecoveryReason, now: number): void {
  try {
    localStorage.setItem(RECOVERY_KEY, JSON.stringify({ reason, at: now } satisfies StoredRecovery));
  } catch {
    // Storage blocked: the recovery goes unreported, the frame plays on all the same.
  }
  tell();
}

/** The health fields of the next heartbeat. */
export function healthReport(now: number): Pick<Heartbeat, 'state' | 'slideShownMs' | 'recovered'> {
  const recovery = readRecovery();
  return {
    state: playState,
    // Counted from the later of the slide and waking (or being let go): a pause is not a stall.
    slideShownMs: slideAt === null ? null : Math.max(0, Math.round(now - Math.max(slideAt, movingSince))),
    recovered: recovery ? { reason: recovery.reason, msAgo: Math.max(0, Math.round(now - recovery.at)) } : null,
  };
}

/**
 * A heartbeat carrying the recovery (made at `sentAt`) was answered: it is forgotten, unless a newer
 * one came meanwhile.
 */
export function acknowledgeRecovery(sent: Heartbeat['recovered'], sentAt: number): void {
  const stored = readRecovery();
  if (!sent || !stored || Math.abs(sentAt - sent.msAgo - stored.at) > 1) return;
  try {
    localStorage.removeItem(RECOVERY_KEY);
  } catch {
    // Reported again next time: the server keeps the latest only.
  }
}

/** For tests: back to a player that has shown nothing. */
export function resetHealth(): void {
  playState = 'still';
  slideAt = null;
  movingSince = 0;
  restartedAt = null;
  listeners.clear();
}
