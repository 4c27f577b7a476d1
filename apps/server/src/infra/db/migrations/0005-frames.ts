import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Frames: pairings waiting for their code to be claimed, paired frames with their device token
 * (hashed), what each shows (albums and collections), and frames set up as gifts. A frame's own
 * renditions live in `renditions` under names such as `frame:1920x1080`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('frames'))
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // SHA-256 of the device token; a removed frame's row is gone, and its token with it.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('app_version', 'text')
    .addColumn('screen_width', 'integer', (c) => c.notNull())
    .addColumn('screen_height', 'integer', (c) => c.notNull())
    .addColumn('free_storage_bytes', 'bigint')
    .addColumn('showing_item_id', 'integer')
    // JSON of FrameSettings (packages/contract).
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('paired_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text')
    // Set to a new frame_changes id whenever something the frame shows changes (frame-signals): its
    // playlist's ETag is remembered per version, so a poll answered 304 reads nothing but this row;
    // and frames told by the same change share a version, so they can share one built playlist.
    .addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One row per change told to frames: its id is a version no other change has, in any process.
  await withIdColumn(db, db.schema.createTable('frame_changes'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('frames_owner_idx').on('frames').columns(['owner_id', 'id']).execute();

  await withIdColumn(db, db.schema.createTable('frame_pairings'))
    // SHA-256 of the pairing id the device polls with (a secret: it leads to the device token).
    .addColumn('pairing_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('app_version', 'text')
    .addColumn('screen_width', 'integer', (c) => c.notNull())
    .addColumn('screen_height', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    // Set when a user claims the code; the device collects its token once, then the row goes.
    .addColumn('frame_id', 'integer', (c) => c.references('frames.id').onDelete('cascade'))
    // The address that asked for the code: new codes are limited per address (counted here, so the
    // limit holds across several server processes).
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('frame_pairings_code_idx').on('frame_pairings').columns(['code', 'expires_at']).execute();
  await db.schema.createIndex('frame_pairings_ip_idx').on('frame_pairings').columns(['ip', 'created_at']).execute();

  await db.schema
    .createTable('frame_albums')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('album_id', 'integer', (c) => c.notNull().references('albums.id').onDelete('cascade'))
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_albums_pkey', ['frame_id', 'album_id'])
    .execute();
  await db.schema.createIndex('frame_albums_album_idx').on('frame_albums').column('album_id').execute();

  await db.schema
    .createTable('frame_collections')
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('collection_id', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('frame_collections_pkey', ['frame_id', 'collection_id'])
    .execute();

  await withIdColumn(db, db.schema.createTable('frame_gifts'))
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('giver_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    // SHA-256 of the token in the gift mail.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('frame_gifts_frame_idx').on('frame_gifts').column('frame_id').execute();
}
