import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Connected albums. `connections`: a person's account at a photo provider (Dropbox, Google
 * Photos), one per provider, its tokens encrypted (infra/security/token-box.ts). `connect_requests`:
 * an OAuth consent in progress, found again by the hash of its state, with its PKCE verifier.
 * `albums.source`: the provider a connected album follows (null: an album of the person's own).
 * `connected_albums`: how far each one is with its source: the Dropbox folder and its listing
 * cursor, or the open Google picking session; its state and error; who holds the folder's
 * longpoll until when. `source_files`: every file its source holds, the library item made of it
 * (or why none was), so a change at the source is applied to the item it concerns.
 * (The earlier `connected_sources` list was never filled: nothing connected anything yet.)
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('connected_sources').execute();
  await withIdColumn(db, db.schema.createTable('connections'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('account_label', 'text', (c) => c.notNull())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('connections_user_provider_key', ['user_id', 'provider'])
    .execute();

  await db.schema
    .createTable('connect_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('return_to', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('connect_requests_user_idx').on('connect_requests').column('user_id').execute();

  await db.schema.alterTable('albums').addColumn('source', 'text').execute();

  await db.schema
    .createTable('connected_albums')
    .addColumn('album_id', 'integer', (c) => c.primaryKey().references('albums.id').onDelete('cascade'))
    .addColumn('connection_id', 'integer', (c) => c.notNull().references('connections.id').onDelete('cascade'))
    .addColumn('folder_id', 'text')
    .addColumn('folder_path', 'text')
    .addColumn('cursor', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('retry_at', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('synced_at', 'text')
    .addColumn('picker_session_id', 'text')
    .addColumn('picker_uri', 'text')
    .addColumn('picker_expires_at', 'text')
    .addColumn('watch_holder', 'text')
    .addColumn('watch_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // One album per Dropbox folder of a connection (Google albums have no folder: nulls differ).
    .addUniqueConstraint('connected_albums_folder_key', ['connection_id', 'folder_id'])
    .execute();
  await db.schema
    .createIndex('connected_albums_connection_idx')
    .on('connected_albums')
    .column('connection_id')
    .execute();

  await db.schema
    .createTable('source_files')
    .addColumn('album_id', 'integer', (c) => c.notNull().references('connected_albums.album_id').onDelete('cascade'))
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('path_lower', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint')
    .addColumn('kind', 'text')
    .addColumn('download_url', 'text')
    .addColumn('item_id', 'integer', (c) => c.references('library_items.id').onDelete('set null'))
    .addColumn('is_own', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refusal_code', 'text')
    .addPrimaryKeyConstraint('source_files_pkey', ['album_id', 'ref'])
    .execute();
  // The newest first: which files the album keeps, and which to fetch next.
  await db.schema
    .createIndex('source_files_newest_idx')
    .on('source_files')
    .columns(['album_id', 'modified_at', 'ref'])
    .execute();
  // Deletions name a path (and everything below it).
  await db.schema.createIndex('source_files_path_idx').on('source_files').columns(['album_id', 'path_lower']).execute();
  await db.schema.createIndex('source_files_item_idx').on('source_files').column('item_id').execute();
}
