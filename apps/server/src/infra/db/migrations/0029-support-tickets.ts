import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Hub > Support. `support_tickets`: a person's request to the operator, its state (open, or
 * answered once the operator replied last) and the hash of the token in the Reply-To address of its
 * mails, which brings the operator's reply back here. `support_messages`: the conversation, the
 * person's and the operator's; an operator's message keeps its mail's Message-ID, so a mail
 * delivered twice is stored once. Both go with the account (cascade).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('support_tickets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reply_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_tickets_user_idx')
    .on('support_tickets')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('support_messages'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('support_tickets.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_ticket_idx')
    .on('support_messages')
    .columns(['ticket_id', 'id'])
    .execute();
  // The person's messages have none; two NULLs never clash, in either database.
  await db.schema
    .createIndex('support_messages_message_id_key')
    .on('support_messages')
    .columns(['ticket_id', 'message_id'])
    .unique()
    .execute();

  // Mails to the operator name a Reply-To (the ticket's address); kept with the mail until delivered.
  await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
}
