import {
  COLLECTION_IDS,
  type CollectionId,
  DEFAULT_FRAME_SETTINGS,
  type Frame,
  type FrameSettings,
  ZFrameSettings,
} from '@kinframe/contract';
import type { FrameRow } from '../../infra/db/schema.ts';
import { presentHealth } from './frame-health.ts';
import { HANDOVER_PREFIX } from './frames.repo.ts';

/** A frame is online when it was heard from (heartbeat, open event stream) this recently. */
export const ONLINE_WINDOW_MS = 2 * 60_000;

/**
 * The stored settings, read whole. Settings written before a field existed take that field's
 * default, so a newer server reads an older row.
 */
export function settingsOf(row: Pick<FrameRow, 'settings'>): FrameSettings {
  let stored: unknown;
  try {
    stored = JSON.parse(row.settings);
  } catch {
    stored = {};
  }
  const parsed = ZFrameSettings.safeParse({ ...DEFAULT_FRAME_SETTINGS, ...(stored as object) });
  return parsed.success ? parsed.data : DEFAULT_FRAME_SETTINGS;
}

export function isOnline(row: Pick<FrameRow, 'last_seen_at' | 'left_at'>, now: Date): boolean {
  if (row.last_seen_at === null) return false;
  if (row.left_at !== null && row.left_at >= row.last_seen_at) return false;
  return now.getTime() - Date.parse(row.last_seen_at) < ONLINE_WINDOW_MS;
}

const isCollectionId = (id: string): id is CollectionId => (COLLECTION_IDS as readonly string[]).includes(id);

/** A frame as its owner sees it. */
export function presentFrame(
  row: FrameRow,
  extra: {
    now: Date;
    albumIds: number[];
    collectionIds: string[];
    giftFor: string | null;
    showingUrl: string | null;
    /** The length of the video on screen, when one is: a stall is reckoned after it. */
    videoMs?: number;
  },
): Frame {
  const settings = settingsOf(row);
  const online = isOnline(row, extra.now);
  return {
    id: row.id,
    name: row.name,
    online,
    lastSeenAt: row.last_seen_at,
    ...presentHealth(row, {
      now: extra.now,
      isOnline: online,
      intervalSeconds: settings.intervalSeconds,
      videoMs: extra.videoMs ?? 0,
    }),
    pairedAt: row.paired_at,
    device: {
      name: row.device_name,
      appVersion: row.app_version,
      screen: { width: row.screen_width, height: row.screen_height },
      freeStorageBytes: row.free_storage_bytes === null ? null : Number(row.free_storage_bytes),
    },
    showingItemId: row.showing_item_id,
    showingUrl: extra.showingUrl,
    settings,
    albumIds: extra.albumIds,
    collectionIds: extra.collectionIds.filter(isCollectionId),
    giftFor: extra.giftFor,
    needsPairing: row.token_hash.startsWith(HANDOVER_PREFIX),
  };
}
