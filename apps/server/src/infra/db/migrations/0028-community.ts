import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Hub > Community: members' posts (tips and questions) with photos of their own library, replies,
 * reactions, reports, and the accounts operators have stopped from posting. Every row follows its
 * user out by cascade, and a post's photos follow their library item out: an item deleted from the
 * library is no longer shown by any post.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('community_posts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // visible | hidden (its author and operators still see it) | removed (operators only).
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
    // Visible replies, kept with the post so the feed needs no count per card.
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_activity_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_posts_feed_idx')
    .on('community_posts')
    .columns(['last_activity_at', 'id'])
    .execute();
  await db.schema.createIndex('community_posts_user_idx').on('community_posts').column('user_id').execute();

  await db.schema
    .createTable('community_post_items')
    .addColumn('post_id', 'integer', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_post_items_pkey', ['post_id', 'item_id'])
    .execute();
  await db.schema.createIndex('community_post_items_item_idx').on('community_post_items').column('item_id').execute();

  await withIdColumn(db, db.schema.createTable('community_replies'))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('community_posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_replies_post_idx')
    .on('community_replies')
    .columns(['post_id', 'id'])
    .execute();
  await db.schema.createIndex('community_replies_user_idx').on('community_replies').column('user_id').execute();

  // One reaction of each kind per person per post or reply; the target's own rows go with it.
  await withIdColumn(db, db.schema.createTable('community_reactions'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('community_reactions_once', ['target_kind', 'target_id', 'user_id', 'kind'])
    .execute();

  await withIdColumn(db, db.schema.createTable('community_reports'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // open | resolved: an operator acted on the target, or dismissed the report.
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
  await db.schema
    .createIndex('community_reports_target_idx')
    .on('community_reports')
    .columns(['target_kind', 'target_id', 'state'])
    .execute();
  await db.schema.createIndex('community_reports_state_idx').on('community_reports').columns(['state', 'id']).execute();

  await db.schema
    .createTable('community_suspensions')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Null: until an operator lifts it.
    .addColumn('until', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    // The operator; null once their account is gone.
    .addColumn('by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
