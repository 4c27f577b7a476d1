import type { Database } from '../../infra/db/database.ts';
import { sharedAlbumsOf } from '../access/predicates.ts';

/**
 * The counts the membership screen shows beside the plan. Read-only counts over the albums and
 * frames tables, kept here so one screen's figures come from one query each; the albums and frames
 * modules own every write to those tables.
 */
export function createMembershipRepo(db: Database) {
  return {
    /** Shared albums the user owns or has joined (an invitation not yet accepted does not count). */
    async countSharedAlbums(userId: number): Promise<number> {
      const row = await db
        .selectFrom('albums')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => sharedAlbumsOf(eb, userId))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countFrames(userId: number): Promise<number> {
      const row = await db
        .selectFrom('frames')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type MembershipRepo = ReturnType<typeof createMembershipRepo>;
