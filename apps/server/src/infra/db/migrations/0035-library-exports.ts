import type { Kysely } from 'kysely';

/**
 * "Export everything" is a download of another kind: the same rows, storage, expiry and sweep, with
 * what only an export needs. `kind`: items (chosen items, one zip) | export (the whole library, in
 * parts); `items_done`/`items_total`: the progress its owner watches; `parts`: the stored zips as
 * JSON ([{ key, sizeBytes }]), set when ready. An import keeps what a Kinframe export's sidecars say
 * beyond a date and a caption: the item's tags (JSON) and whether it was a favourite.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('downloads')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('items'))
    .execute();
  await db.schema
    .alterTable('downloads')
    .addColumn('items_done', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('downloads')
    .addColumn('items_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('downloads').addColumn('parts', 'text').execute();
  await db.schema.createIndex('downloads_user_kind_idx').on('downloads').columns(['user_id', 'kind']).execute();
  await db.schema
    .alterTable('import_files')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('import_files')
    .addColumn('is_favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
