import type { Kysely } from 'kysely';

/**
 * Indexes for Places. The map's markers read the positions of one person's items in an area (a
 * range of latitudes, then of longitudes); the places list counts their countries and cities. Both
 * hold every column their query reads, so a 100,000-item library is answered from the index alone,
 * without a visit to each row, and a look at a city reads that city's few items, not them all.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('library_items_positions_idx')
    .on('library_items')
    .columns(['owner_id', 'gps_latitude', 'gps_longitude', 'trashed_at', 'id'])
    .execute();
  await db.schema
    .createIndex('library_items_places_idx')
    .on('library_items')
    .columns(['owner_id', 'place_country', 'place_city', 'place_region', 'trashed_at', 'id'])
    .execute();
}
