import type { HeldMailReason } from '@kinframe/contract';
import type { Database } from '../../infra/db/database.ts';
import type { HeldMailRow } from '../../infra/db/schema.ts';

/** Held mails with their pictures, and the log of mails received (for the limit per sender). */
export function createInboundMailRepo(db: Database) {
  return {
    async countFromSince(sender: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('inbound_mails')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('sender', '=', sender)
        .where('received_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Logs a mail received; rows older than `forgetBefore` are no longer needed. */
    async logReceived(sender: string, now: string, forgetBefore: string): Promise<void> {
      await db.insertInto('inbound_mails').values({ sender, received_at: now }).execute();
      await db.deleteFrom('inbound_mails').where('received_at', '<', forgetBefore).execute();
    },

    async insertHeld(
      mail: { user_id: number; sender: string; subject: string; received_at: string; reason: HeldMailReason },
      pictures: { file_name: string; storage_key: string; size_bytes: number }[],
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx.insertInto('held_mails').values(mail).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('held_mail_pictures')
          .values(pictures.map((picture) => ({ ...picture, held_mail_id: id })))
          .execute();
        return id;
      });
    },

    findHeld(userId: number, id: number): Promise<HeldMailRow | undefined> {
      return db
        .selectFrom('held_mails')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    picturesOf(heldMailId: number) {
      return db
        .selectFrom('held_mail_pictures')
        .selectAll()
        .where('held_mail_id', '=', heldMailId)
        .orderBy('id', 'asc')
        .execute();
    },

    /** A page of the person's held mails, newest first, after the mail `before` (an id) when given. */
    listHeld(userId: number, before: number | null, limit: number) {
      return db
        .selectFrom('held_mails')
        .selectAll('held_mails')
        .select((eb) =>
          eb
            .selectFrom('held_mail_pictures')
            .select((inner) => inner.fn.countAll<number | string>().as('count'))
            .whereRef('held_mail_pictures.held_mail_id', '=', 'held_mails.id')
            .as('picture_count'),
        )
        .where('user_id', '=', userId)
        .$if(before !== null, (query) => query.where('held_mails.id', '<', before ?? 0))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Every mail the person holds from this sender: answering one answers them all. */
    heldFrom(userId: number, sender: string): Promise<HeldMailRow[]> {
      return db
        .selectFrom('held_mails')
        .selectAll()
        .where('user_id', '=', userId)
        .where('sender', '=', sender)
        .orderBy('id', 'asc')
        .execute();
    },

    /** The stored pictures of every mail the person holds: gone with their account. */
    async heldPictureKeysOf(userId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('held_mail_pictures')
        .innerJoin('held_mails', 'held_mails.id', 'held_mail_pictures.held_mail_id')
        .select('held_mail_pictures.storage_key')
        .where('held_mails.user_id', '=', userId)
        .execute();
      return rows.map((row) => row.storage_key);
    },

    /** How many pictures, and how many bytes, the person holds from mails awaiting an answer. */
    async heldPicturesOf(userId: number): Promise<{ count: number; bytes: number }> {
      const row = await db
        .selectFrom('held_mail_pictures')
        .innerJoin('held_mails', 'held_mails.id', 'held_mail_pictures.held_mail_id')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('count'),
          eb.fn.coalesce(eb.fn.sum<number | string>('held_mail_pictures.size_bytes'), eb.lit(0)).as('bytes'),
        ])
        .where('held_mails.user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), bytes: Number(row.bytes) };
    },

    /** Held mails received before `cutoff` (up to `limit`), with their pictures' keys: to expire them. */
    async heldBefore(cutoff: string, limit: number): Promise<Array<{ id: number; keys: string[] }>> {
      const mails = await db
        .selectFrom('held_mails')
        .select('id')
        .where('received_at', '<', cutoff)
        .orderBy('id')
        .limit(limit)
        .execute();
      if (mails.length === 0) return [];
      const pictures = await db
        .selectFrom('held_mail_pictures')
        .select(['held_mail_id', 'storage_key'])
        .where(
          'held_mail_id',
          'in',
          mails.map((mail) => mail.id),
        )
        .execute();
      return mails.map((mail) => ({
        id: mail.id,
        keys: pictures.filter((picture) => picture.held_mail_id === mail.id).map((picture) => picture.storage_key),
      }));
    },

    async deleteHeld(id: number): Promise<void> {
      await db.deleteFrom('held_mails').where('id', '=', id).execute();
    },
  };
}

export type InboundMailRepo = ReturnType<typeof createInboundMailRepo>;
