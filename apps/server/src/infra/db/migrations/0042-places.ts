import type { Kysely } from 'kysely';

/**
 * Where a photo or video was taken: the position its metadata gives (degrees, metres above sea
 * level), the time zone of that position (IANA name), and the place it lies in, from the offline
 * gazetteer (city, region, and country as its ISO 3166 code, named in each person's language by the
 * web app). `place_by_person` is 1 when the owner set or cleared the place by hand: reading the
 * metadata again leaves it be. All null where the item says nothing, and on items read before this
 * migration until the catch-up job reads them. `facts_version` is how much of its metadata an item
 * has had read: 0 for every item already there, which the catch-up job reads and raises, a batch at
 * a time, found through its index; new items are read at upload.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['gps_latitude', 'gps_longitude', 'gps_altitude']) {
    await db.schema.alterTable('library_items').addColumn(column, 'double precision').execute();
  }
  for (const column of ['time_zone', 'place_city', 'place_region', 'place_country']) {
    await db.schema.alterTable('library_items').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('library_items')
    .addColumn('place_by_person', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('library_items')
    .addColumn('facts_version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // An import's plan keeps where its export says each file was taken, until the file is taken in.
  for (const column of ['latitude', 'longitude', 'altitude']) {
    await db.schema.alterTable('import_files').addColumn(column, 'double precision').execute();
  }
  await db.schema
    .createIndex('library_items_facts_version_idx')
    .on('library_items')
    .columns(['facts_version', 'id'])
    .execute();
}
