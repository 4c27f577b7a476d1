import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Friends and family: friendships from request to acceptance, each person's private
 * nickname for the other, requests mailed to people without an account yet; and the private photo
 * messages between two friends with the library items they carry. Every row follows its users out
 * by cascade, so a deleted account takes its friendships and messages with it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('friendships'))
    .addColumn('requester_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // null while a request by mail waits for someone without an account.
    .addColumn('addressee_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // The address a request by mail went to, lower-cased.
    .addColumn('email', 'text')
    // SHA-256 of the token mailed to someone without an account.
    .addColumn('token_hash', 'text')
    // "<smaller user id>:<larger user id>" once both are known: one friendship per pair, whoever asked.
    .addColumn('pair_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('requester_nickname', 'text')
    .addColumn('addressee_nickname', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    // When the request was last mailed: resending waits a while.
    .addColumn('mailed_at', 'text')
    .addUniqueConstraint('friendships_requester_email_key', ['requester_id', 'email'])
    .execute();
  await db.schema.createIndex('friendships_requester_idx').on('friendships').column('requester_id').execute();
  await db.schema.createIndex('friendships_addressee_idx').on('friendships').column('addressee_id').execute();
  await db.schema.createIndex('friendships_email_idx').on('friendships').column('email').execute();
  await db.schema.createIndex('friendships_token_idx').on('friendships').column('token_hash').execute();

  await withIdColumn(db, db.schema.createTable('messages'))
    .addColumn('friendship_id', 'integer', (c) => c.notNull().references('friendships.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('messages_conversation_idx').on('messages').columns(['friendship_id', 'id']).execute();
  await db.schema
    .createIndex('messages_unread_idx')
    .on('messages')
    .columns(['receiver_id', 'friendship_id', 'read_at'])
    .execute();
  await db.schema.createIndex('messages_sender_idx').on('messages').column('sender_id').execute();

  await db.schema
    .createTable('message_items')
    .addColumn('message_id', 'integer', (c) => c.notNull().references('messages.id').onDelete('cascade'))
    // The sender's library item: deleting it from their library takes it out of the conversation.
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_items_pkey', ['message_id', 'item_id'])
    .execute();
  await db.schema.createIndex('message_items_item_idx').on('message_items').column('item_id').execute();
}
