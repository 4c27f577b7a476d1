import type { Insertable } from 'kysely';
import type { Database } from '../../infra/db/database.ts';
import type { InvitationRow, InvitationsTable } from '../../infra/db/schema.ts';

/** An invitation with what its list shows of the operator who made it. */
export type InvitationWithCreator = InvitationRow & {
  creator_username: string | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
};

/** The invitations table. Tokens arrive here as their SHA-256 only. */
export function createInvitationsRepo(db: Database) {
  function withCreator() {
    return db
      .selectFrom('invitations')
      .leftJoin('users', 'users.id', 'invitations.created_by')
      .selectAll('invitations')
      .select([
        'users.username as creator_username',
        'users.first_name as creator_first_name',
        'users.last_name as creator_last_name',
      ]);
  }

  return {
    async insert(invitation: Insertable<InvitationsTable>): Promise<InvitationRow> {
      return db.insertInto('invitations').values(invitation).returningAll().executeTakeFirstOrThrow();
    },

    findById(id: number): Promise<InvitationWithCreator | undefined> {
      return withCreator().where('invitations.id', '=', id).executeTakeFirst();
    },

    /** The invitation of a token while it still lets someone in: not withdrawn, not expired, not used up. */
    findUsable(tokenHash: string, now: string): Promise<InvitationWithCreator | undefined> {
      return withCreator()
        .where('invitations.token_hash', '=', tokenHash)
        .where('invitations.revoked_at', 'is', null)
        .where('invitations.expires_at', '>', now)
        .where((eb) => eb('invitations.use_count', '<', eb.ref('invitations.max_uses')))
        .executeTakeFirst();
    },

    /** Newest first, `limit` at most, below the id `before` when given. */
    list(before: number | null, limit: number): Promise<InvitationWithCreator[]> {
      return withCreator()
        .$if(before !== null, (query) => query.where('invitations.id', '<', before ?? 0))
        .orderBy('invitations.id', 'desc')
        .limit(limit)
        .execute();
    },

    /**
     * Counts one sign-up with the invitation, only while it is usable: a conditional update, so of
     * two sign-ups racing for its last use only one gets it.
     */
    async claimUse(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('invitations')
        .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where((eb) => eb('use_count', '<', eb.ref('max_uses')))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Withdraws it (a second time changes nothing); false when there is no such invitation. */
    async revoke(id: number, now: string): Promise<boolean> {
      await db
        .updateTable('invitations')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      return (await db.selectFrom('invitations').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },
  };
}

export type InvitationsRepo = ReturnType<typeof createInvitationsRepo>;
