import type { Kysely } from 'kysely';
import { withIdColumn } from './columns.ts';

/**
 * Imports, from export archives or from a person's account at a service. `imports`: one import
 * (an archive's format, or an account's provider and the albums chosen there), its state, counts and the run
 * that holds it (run_at: when a worker next takes it up; a run pushes it forward while it works, so
 * a worker that died leaves it due again). `import_parts`: the zip files of the archive, stored
 * under their key until the import ends. `import_files`: what the archive holds, planned once when it
 * (or the account) is read, then dealt with one by one in `seq` order (its state, the item made of it or why none
 * was), so a restart resumes at the first one left. `import_albums`: the source's albums and the
 * album made for each.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('imports'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('format', 'text')
    .addColumn('provider', 'text')
    // An account's import: the ids of the albums chosen there, as JSON; null: everything.
    .addColumn('album_refs', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('include_stories', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_album', 'text')
    .addColumn('run_at', 'text')
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_archive_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('imports_user_idx').on('imports').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('imports_run_idx').on('imports').columns(['state', 'run_at']).execute();

  await db.schema
    .createTable('import_parts')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('is_uploaded', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('import_parts_pkey', ['import_id', 'part'])
    .execute();

  await withIdColumn(db, db.schema.createTable('import_albums'))
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('album_id', 'integer', (c) => c.references('albums.id').onDelete('set null'))
    .addUniqueConstraint('import_albums_name_key', ['import_id', 'name'])
    .execute();

  await db.schema
    .createTable('import_files')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    // An archive's: the part and the entry's path in it. An account's: part 0, the provider's id of it.
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // An account's: photo or video, and where its bytes were when it was listed.
    .addColumn('kind', 'text')
    .addColumn('download_url', 'text')
    .addColumn('taken_at', 'text')
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    // The source's albums it is in: import_albums ids, comma-separated (few, read with the file).
    .addColumn('album_ids', 'text', (c) => c.notNull().defaultTo(''))
    // pending, imported, duplicate (the library had it), repeated (this archive had it already), refused.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('refusal_code', 'text')
    .addColumn('item_id', 'integer', (c) => c.references('library_items.id').onDelete('set null'))
    .addPrimaryKeyConstraint('import_files_pkey', ['import_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('import_files_state_idx')
    .on('import_files')
    .columns(['import_id', 'state', 'seq'])
    .execute();
}
