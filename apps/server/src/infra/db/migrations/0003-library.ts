import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * The library: items (photos and videos), their renditions, tags, and prepared downloads. Media
 * bytes live in object storage under content-addressed keys; these rows hold metadata only.
 * Sizes are bigint: a video may pass 2 GiB.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('library_items'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure_code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('original_key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('orientation', 'text')
    .addColumn('duration_ms', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('library_items_owner_content_key', ['owner_id', 'content_hash'])
    .execute();
  // The two orders of the grid, each walked by keyset (date, id) within one owner.
  await db.schema
    .createIndex('library_items_owner_created_idx')
    .on('library_items')
    .columns(['owner_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('library_items_owner_uploaded_idx')
    .on('library_items')
    .columns(['owner_id', 'uploaded_at', 'id'])
    .execute();
  await db.schema.createIndex('library_items_content_hash_idx').on('library_items').column('content_hash').execute();

  await db.schema
    .createTable('renditions')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('renditions_pkey', ['item_id', 'name'])
    .execute();

  await withIdColumn(db, db.schema.createTable('tags'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tags_owner_name_key', ['owner_id', 'name'])
    .execute();

  await db.schema
    .createTable('item_tags')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('item_tags_pkey', ['tag_id', 'item_id'])
    .execute();
  await db.schema.createIndex('item_tags_item_idx').on('item_tags').column('item_id').execute();

  await withIdColumn(db, db.schema.createTable('downloads'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('item_ids', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('downloads_user_idx').on('downloads').column('user_id').execute();
}
