import type { Database } from '../../infra/db/database.ts';
import { HANDOVER_PREFIX } from './frames.repo.ts';

export interface OfflineFrameRow {
  id: number;
  owner_id: number;
  name: string;
  last_seen_at: string;
}

/**
 * The frame columns of its health: how long a video on screen lasts, and the offline notice, taken
 * and let go by conditional updates so that of several processes only one tells the owner.
 */
export function createFrameHealthRepo(db: Database) {
  return {
    /** The length of what each frame shows, for those showing a video. */
    async showingVideoMsOf(frameIds: number[]): Promise<Map<number, number>> {
      if (frameIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('frames')
        .innerJoin('library_items', 'library_items.id', 'frames.showing_item_id')
        .select(['frames.id as frame_id', 'library_items.duration_ms'])
        .where('frames.id', 'in', frameIds)
        .where('library_items.kind', '=', 'video')
        .execute();
      return new Map(rows.map((row) => [row.frame_id, Number(row.duration_ms ?? 0)]));
    },

    /**
     * Frames not heard from since `before` whose owner was not told yet. A frame handed over and
     * waiting for its new owner's code is left out: it is not theirs to miss yet.
     */
    findOfflineUnnotified(before: string, limit: number): Promise<OfflineFrameRow[]> {
      return db
        .selectFrom('frames')
        .select(['id', 'owner_id', 'name', 'last_seen_at'])
        .where('last_seen_at', '<', before)
        .where('offline_notified_at', 'is', null)
        .where('token_hash', 'not like', `${HANDOVER_PREFIX}%`)
        .orderBy('id', 'asc')
        .limit(limit)
        .$narrowType<{ last_seen_at: string }>()
        .execute();
    },

    /** Takes the offline notice of a frame still unheard since `before`; false when another took it or it came back. */
    async takeOfflineNotice(id: number, before: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('frames')
        .set({ offline_notified_at: now })
        .where('id', '=', id)
        .where('offline_notified_at', 'is', null)
        .where('last_seen_at', '<', before)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Lets go of the offline notice of a frame heard from again; true for the one call that did. */
    async releaseOfflineNotice(id: number): Promise<boolean> {
      const result = await db
        .updateTable('frames')
        .set({ offline_notified_at: null })
        .where('id', '=', id)
        .where('offline_notified_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type FrameHealthRepo = ReturnType<typeof createFrameHealthRepo>;
