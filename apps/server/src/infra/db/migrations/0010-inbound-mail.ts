import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Photos by mail: mails held while their sender waits for approval (the email shield),
 * with the pictures they carried (kept in storage until approved or denied), and the log of mails
 * received, by which each sender is limited per hour across every process.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('held_mails'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Lower-cased, as the allow-list keeps it.
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('held_mails_user_idx').on('held_mails').columns(['user_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('held_mail_pictures'))
    .addColumn('held_mail_id', 'integer', (c) => c.notNull().references('held_mails.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('held_mail_pictures_mail_idx').on('held_mail_pictures').column('held_mail_id').execute();

  await withIdColumn(db, db.schema.createTable('inbound_mails'))
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inbound_mails_sender_idx')
    .on('inbound_mails')
    .columns(['sender', 'received_at'])
    .execute();
}
