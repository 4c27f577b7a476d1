import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * The account section: the settings beyond the language (a row only once someone changes
 * one; until then the defaults hold), profile-picture uploads handed out as upload policies, the
 * email shield's allow-list of senders, and the third-party sources and apps a user connected.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Where friends' photos are copied; an album that goes takes the setting with it.
    .addColumn('default_album_id', 'integer', (c) => c.references('albums.id').onDelete('set null'))
    .addColumn('auto_accept_friends', 'integer', (c) => c.notNull().defaultTo(0))
    // The email shield: 1 = a new sender's photos wait for approval.
    .addColumn('email_filter', 'integer', (c) => c.notNull().defaultTo(0))
    // email_slideshow_id of the spec: null is its -1.
    .addColumn('email_album_id', 'integer', (c) => c.references('albums.id').onDelete('set null'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('avatar_uploads')
    // The uploadId of the policy: random, and only ever usable by the user it was handed to.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set once, when the upload becomes the profile picture: an upload id works once.
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('avatar_uploads_user_idx')
    .on('avatar_uploads')
    .columns(['user_id', 'expires_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('email_senders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Lower-cased, so one sender is one row whatever the case it writes its address in.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('email_senders_user_address_key', ['user_id', 'address'])
    .execute();

  await withIdColumn(db, db.schema.createTable('connected_sources'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('connected_sources_user_account_key', ['user_id', 'provider', 'account_label'])
    .execute();
}
