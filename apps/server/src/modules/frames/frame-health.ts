import {
  FRAME_RECOVERY_REASONS,
  type FrameRecovery,
  type FrameRecoveryReason,
  type FrameState,
  type Heartbeat,
  stallLimitMs,
} from '@kinframe/contract';
import type { FrameRow } from '../../infra/db/schema.ts';

/**
 * The server hears of a slide change only through heartbeats: one a minute, and one soon after each
 * change. A stall is declared only once that much more has passed, so a late heartbeat never makes
 * a healthy frame look stalled.
 */
export const HEARTBEAT_SLACK_MS = 60_000;
/** A frame not heard from for this long is worth a word to its owner. */
export const OFFLINE_NOTICE_AFTER_MS = 24 * 60 * 60_000;
/** Durations a device reports beyond these are not believed (a month on one slide, a recovery a day ago). */
const MAX_SLIDE_SHOWN_MS = 30 * 24 * 60 * 60_000;
const MAX_RECOVERY_AGE_MS = 24 * 60 * 60_000;

export type FrameHealthColumns = Pick<FrameRow, 'play_state' | 'last_slide_at' | 'recovered_at' | 'recovery_reason'>;

/**
 * The columns a heartbeat sets, dated by the server's clock. Fields an older player does not send
 * leave their columns as they are.
 */
export function reportedHealthOf(beat: Heartbeat, now: Date): Partial<FrameHealthColumns> {
  const before = (ms: number, max: number) => new Date(now.getTime() - Math.min(ms, max)).toISOString();
  return {
    ...(beat.state !== undefined ? { play_state: beat.state } : {}),
    ...(beat.slideShownMs !== undefined
      ? { last_slide_at: beat.slideShownMs === null ? null : before(beat.slideShownMs, MAX_SLIDE_SHOWN_MS) }
      : {}),
    ...(beat.recovered
      ? {
          recovered_at: before(beat.recovered.msAgo, MAX_RECOVERY_AGE_MS),
          recovery_reason: beat.recovered.reason,
        }
      : {}),
  };
}

type HealthRow = Pick<FrameRow, 'last_seen_at' | 'play_state' | 'last_slide_at' | 'recovered_at' | 'recovery_reason'>;

/**
 * Whether a frame playing its slides has shown one for longer than it should: three intervals, and
 * a video's own length when one is on screen. Asleep, paused or with one slide only, nothing is
 * meant to change; a player that never said (an older one) is never stalled.
 */
export function isStalled(row: HealthRow, context: { now: Date; intervalSeconds: number; videoMs: number }): boolean {
  if (row.play_state !== 'playing' || row.last_slide_at === null) return false;
  const shownMs = context.now.getTime() - Date.parse(row.last_slide_at);
  return shownMs > stallLimitMs(context.intervalSeconds, context.videoMs, HEARTBEAT_SLACK_MS);
}

/**
 * Could the frame be stalled with the longest video on screen left aside? Only then is the video's
 * length worth reading: it can only push a stall further away.
 */
export function mayBeStalled(row: HealthRow, context: { now: Date; intervalSeconds: number }): boolean {
  return isStalled(row, { ...context, videoMs: 0 });
}

export function frameStateOf(
  row: HealthRow,
  context: { now: Date; isOnline: boolean; intervalSeconds: number; videoMs: number },
): FrameState {
  if (!context.isOnline) return 'offline';
  if (row.play_state === 'asleep') return 'asleep';
  if (row.play_state === 'paused') return 'paused';
  return isStalled(row, context) ? 'stalled' : 'online';
}

const isRecoveryReason = (reason: string | null): reason is FrameRecoveryReason =>
  (FRAME_RECOVERY_REASONS as readonly (string | null)[]).includes(reason);

/** The frame's health fields of ZFrame. */
export function presentHealth(
  row: HealthRow,
  context: { now: Date; isOnline: boolean; intervalSeconds: number; videoMs: number },
): { state: FrameState; offlineSince: string | null; lastRecovery: FrameRecovery | null } {
  return {
    state: frameStateOf(row, context),
    offlineSince: context.isOnline ? null : row.last_seen_at,
    lastRecovery:
      row.recovered_at !== null && isRecoveryReason(row.recovery_reason)
        ? { reason: row.recovery_reason, at: row.recovered_at }
        : null,
  };
}
