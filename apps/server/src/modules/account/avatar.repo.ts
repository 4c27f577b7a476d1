import { type Database, dialectOf } from '../../infra/db/database.ts';
import type { AvatarUploadRow } from '../../infra/db/schema.ts';

/** Profile pictures: the uploads handed out as policies, and the picture each user shows. */
export function createAvatarRepo(db: Database) {
  const isPostgres = dialectOf(db) === 'postgres';

  return {
    async insertUpload(upload: Omit<AvatarUploadRow, 'used_at'>): Promise<void> {
      await db
        .insertInto('avatar_uploads')
        .values({ ...upload, used_at: null })
        .execute();
    },

    /** Only the user's own: someone else's upload id finds nothing, like a made-up one. */
    findUpload(userId: number, id: string): Promise<AvatarUploadRow | undefined> {
      return db
        .selectFrom('avatar_uploads')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Marks the upload used; false when it already was (of two activations, one wins). */
    async claimUpload(userId: number, id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('avatar_uploads')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uploads of the user that can no longer be activated (their objects may still be stored). */
    staleUploads(userId: number, now: string): Promise<AvatarUploadRow[]> {
      return db
        .selectFrom('avatar_uploads')
        .selectAll()
        .where('user_id', '=', userId)
        .where('expires_at', '<=', now)
        .execute();
    },

    uploadsOf(userId: number): Promise<AvatarUploadRow[]> {
      return db.selectFrom('avatar_uploads').selectAll().where('user_id', '=', userId).execute();
    },

    async deleteUploads(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('avatar_uploads').where('id', 'in', ids).execute();
    },

    async avatarKeyOf(userId: number): Promise<string | null> {
      const row = await db.selectFrom('users').select('avatar_key').where('id', '=', userId).executeTakeFirst();
      return row?.avatar_key ?? null;
    },

    /**
     * Sets the user's picture and returns the one it replaced, so exactly one caller deletes each
     * old object even when two pictures are activated at once (the row is locked on PostgreSQL;
     * SQLite runs writers one at a time).
     */
    async replaceAvatarKey(userId: number, key: string | null, now: string): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('users')
          .select('avatar_key')
          .where('id', '=', userId)
          .$if(isPostgres, (query) => query.forUpdate())
          .executeTakeFirst();
        await trx.updateTable('users').set({ avatar_key: key, updated_at: now }).where('id', '=', userId).execute();
        return row?.avatar_key ?? null;
      });
    },
  };
}

export type AvatarRepo = ReturnType<typeof createAvatarRepo>;
