import type { Kysely } from 'kysely';

/**
 * The latest weather report of each place a frame shows the weather of, fetched by the server
 * every 30 minutes. A place is its coordinates rounded to 0.01° (about a kilometre), `lat,lon`, so
 * frames of one town share one report and one call. `tried_at` is when a fetch last began: it
 * claims the place across processes and spaces out the tries while the weather service is down.
 * The report columns stay null until a fetch succeeds.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('weather_reports')
    .addColumn('place_key', 'text', (c) => c.primaryKey())
    .addColumn('temperature_c', 'double precision')
    .addColumn('weather_code', 'integer')
    .addColumn('is_day', 'integer')
    .addColumn('observed_at', 'text')
    .addColumn('fetched_at', 'text')
    .addColumn('tried_at', 'text')
    .execute();
}
