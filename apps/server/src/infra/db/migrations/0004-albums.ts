import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Albums (Kinframe and shared), their items in order, their members and invitations; where a
 * library item came from (upload, mail, copy) for the Emailed collection; and the operator's NFT
 * Art collection, which belongs to no user.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('library_items')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('upload'))
    .execute();
  await db.schema
    .createIndex('library_items_owner_source_idx')
    .on('library_items')
    .columns(['owner_id', 'source', 'id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('albums'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // The name lower-cased: one owner cannot have "Trip" and "trip".
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('is_shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_item_id', 'integer', (c) => c.references('library_items.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('albums_owner_name_key', ['owner_id', 'name_key'])
    .execute();
  await db.schema.createIndex('albums_owner_idx').on('albums').columns(['owner_id', 'is_shared', 'id']).execute();

  await db.schema
    .createTable('album_items')
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('added_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('album_items_pkey', ['album_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('album_items_order_idx')
    .on('album_items')
    .columns(['album_id', 'position', 'item_id'])
    .execute();
  // The default cover: the newest item of each album.
  await db.schema
    .createIndex('album_items_added_idx')
    .on('album_items')
    .columns(['album_id', 'added_at', 'item_id'])
    .execute();
  await db.schema.createIndex('album_items_item_idx').on('album_items').column('item_id').execute();

  await withIdColumn(db, db.schema.createTable('album_members'))
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    // null while an invitation by mail waits for someone without an account.
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the token mailed to someone without an account.
    .addColumn('token_hash', 'text')
    .addColumn('invited_at', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'text')
    .addUniqueConstraint('album_members_album_user_key', ['album_id', 'user_id'])
    .execute();
  await db.schema.createIndex('album_members_user_idx').on('album_members').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('album_members_email_idx').on('album_members').column('email').execute();
  await db.schema.createIndex('album_members_token_idx').on('album_members').column('token_hash').execute();

  await withIdColumn(db, db.schema.createTable('art_items'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('artist', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull().unique())
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('orientation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('art_renditions')
    .addColumn('art_id', 'integer', (c) => c.notNull().references('art_items.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('art_renditions_pkey', ['art_id', 'name'])
    .execute();
}
