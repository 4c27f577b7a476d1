import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Photo competitions, run by operators. `competitions`: the theme and its three moments (entries
 * open, entries close, voting closes), how many photos one person may enter, whether members see
 * it (an unlisted one, and its entries, are hidden), and when its entrants were told the results
 * (once). `competition_entries`: a photo of the entrant's own library, gone with it.
 * `competition_votes`: one per person and entry.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('competitions'))
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entries_open_at', 'text', (c) => c.notNull())
    .addColumn('entries_close_at', 'text', (c) => c.notNull())
    .addColumn('voting_close_at', 'text', (c) => c.notNull())
    .addColumn('per_person', 'integer', (c) => c.notNull())
    .addColumn('is_listed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('results_notified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('competitions_results_idx')
    .on('competitions')
    .columns(['results_notified_at', 'voting_close_at'])
    .execute();

  await withIdColumn(db, db.schema.createTable('competition_entries'))
    .addColumn('competition_id', 'integer', (c) => c.notNull().references('competitions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('library_items.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('competition_entries_item_key', ['competition_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('competition_entries_user_idx')
    .on('competition_entries')
    .columns(['competition_id', 'user_id'])
    .execute();
  await db.schema.createIndex('competition_entries_item_idx').on('competition_entries').column('item_id').execute();
  await db.schema.createIndex('competition_entries_owner_idx').on('competition_entries').column('user_id').execute();

  await db.schema
    .createTable('competition_votes')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('competition_entries.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('competition_votes_pkey', ['entry_id', 'user_id'])
    .execute();
  await db.schema.createIndex('competition_votes_user_idx').on('competition_votes').column('user_id').execute();
}
