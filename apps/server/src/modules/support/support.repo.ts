import type { Database } from '../../infra/db/database.ts';
import type { SupportMessagesTable, SupportTicketsTable } from '../../infra/db/schema.ts';

type TicketFields = Omit<SupportTicketsTable, 'id'>;
type MessageFields = Omit<SupportMessagesTable, 'id' | 'ticket_id'>;

/** Support tickets and their conversations. */
export function createSupportRepo(db: Database) {
  const ticketColumns = ['id', 'user_id', 'subject', 'state', 'created_at', 'updated_at'] as const;
  return {
    async insertTicket(fields: TicketFields): Promise<number> {
      const row = await db.insertInto('support_tickets').values(fields).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** False when the message was there already (the same Message-ID on this ticket). */
    async insertMessage(ticketId: number, fields: MessageFields): Promise<boolean> {
      const row = await db
        .insertInto('support_messages')
        .values({ ticket_id: ticketId, ...fields })
        .onConflict((conflict) => conflict.columns(['ticket_id', 'message_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async hasMessage(ticketId: number, messageId: string): Promise<boolean> {
      const row = await db
        .selectFrom('support_messages')
        .select('id')
        .where('ticket_id', '=', ticketId)
        .where('message_id', '=', messageId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async countMessages(ticketId: number): Promise<number> {
      const row = await db
        .selectFrom('support_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ticket_id', '=', ticketId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async setReplyTokenHash(ticketId: number, tokenHash: string): Promise<void> {
      await db.updateTable('support_tickets').set({ reply_token_hash: tokenHash }).where('id', '=', ticketId).execute();
    },

    async setState(ticketId: number, state: SupportTicketsTable['state'], updatedAt: string): Promise<void> {
      await db
        .updateTable('support_tickets')
        .set({ state, updated_at: updatedAt })
        .where('id', '=', ticketId)
        .execute();
    },

    /** One of the person's tickets; another person's is not found. */
    findOwn(userId: number, ticketId: number) {
      return db
        .selectFrom('support_tickets')
        .select(ticketColumns)
        .where('id', '=', ticketId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    findByTokenHash(tokenHash: string) {
      return db
        .selectFrom('support_tickets')
        .select(ticketColumns)
        .where('reply_token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /** The person's tickets, the most recently active first, after the keyset `after`. */
    listOwn(userId: number, after: { updatedAt: string; id: number } | null, limit: number) {
      let query = db.selectFrom('support_tickets').select(ticketColumns).where('user_id', '=', userId);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb('updated_at', '<', after.updatedAt),
            eb.and([eb('updated_at', '=', after.updatedAt), eb('id', '<', after.id)]),
          ]),
        );
      }
      return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    },

    /** The conversation, oldest first, at most `limit` messages. */
    messagesOf(ticketId: number, limit: number) {
      return db
        .selectFrom('support_messages')
        .select(['id', 'author', 'body', 'created_at'])
        .where('ticket_id', '=', ticketId)
        .orderBy('id', 'asc')
        .limit(limit)
        .execute();
    },
  };
}

export type SupportRepo = ReturnType<typeof createSupportRepo>;
