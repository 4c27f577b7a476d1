// bench/places: a library of 100,000 photos for one member, written straight into the database
// (bench/support/seed-library.ts), every one with a position spread over the inhabited latitudes
// and a country and city among 5 and 500, then, with the real server running, sequential signed-in
// requests of GET /api/v3/library/places/map for the whole world at zoom 2, for Europe at zoom 5 and
// for a city at zoom 12, and of GET /api/v3/library/places: p50, p95, max, and the markers answered.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given.
// The map is throttled at 120 looks a minute per person (MAP_LOOKS_PER_MINUTE), so each map look
// is timed 30 times after 5 warm-up requests, in a run that stays under it.
// Usage: npm run bench:places [-- --count 100000 --postgres postgres://...]
import { parseArgs } from 'node:util';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { ownerIdOf, seedLibrary, sql } from './support/seed-library.ts';
import { BENCH_PERSON, signIn } from './support/session.ts';
import { fixed } from './support/stats.ts';
import { timeRequests, timingLine } from './support/timing.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    postgres: { type: 'string' },
  },
});
const count = Number(args.count);
const MAP_REQUESTS = 30;
const WARM_UP = 5;

const LOOKS = [
  { label: 'map, the world at zoom 2', query: 'zoom=2&west=-180&south=-85&east=180&north=85' },
  { label: 'map, Europe at zoom 5', query: 'zoom=5&west=-12&south=35&east=32&north=62' },
  { label: 'map, a city at zoom 12', query: 'zoom=12&west=2.2&south=48.8&east=2.45&north=48.92' },
];

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(databaseUrl, async (app, db) => {
    const ownerId = await ownerIdOf(db, BENCH_PERSON.email);
    const seeded = await seedLibrary(db, { ownerId, count });
    // Positions from the id, the same on both databases: latitudes -60..75, longitudes all round.
    const placed = performance.now();
    await sql`UPDATE library_items SET
      gps_latitude = (id * 7919 % 13500) / 100.0 - 60,
      gps_longitude = (id * 9973 % 36000) / 100.0 - 180,
      place_country = CASE id % 5 WHEN 0 THEN 'FR' WHEN 1 THEN 'JP' WHEN 2 THEN 'US' WHEN 3 THEN 'DE' ELSE 'IS' END,
      place_city = 'City ' || (id % 500)
      WHERE owner_id = ${ownerId}`.execute(db);
    const placedSeconds = (performance.now() - placed) / 1000;
    if (databaseUrl) await sql`ANALYZE`.execute(db);
    const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
    const get = (path: string) => () => fetch(`${app.url}${path}`, { headers: { cookie } });

    console.log(
      `\n${label}: ${seeded.items} items with a position, seeded in ${fixed(seeded.seconds)} s, placed in ${fixed(placedSeconds)} s`,
    );
    console.log(`${MAP_REQUESTS} sequential requests each, signed in, after ${WARM_UP} warm-up requests:`);
    for (const look of LOOKS) {
      const path = `/api/v3/library/places/map?${look.query}`;
      const answer = (await (await get(path)()).json()) as { clusters: { count: number }[] };
      await timeRequests(WARM_UP - 1, get(path));
      const timings = await timeRequests(MAP_REQUESTS, get(path));
      const items = answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);
      console.log(`${timingLine(look.label, timings)}; ${answer.clusters.length} markers over ${items} items`);
    }
    await timeRequests(WARM_UP, get('/api/v3/library/places'));
    console.log(
      timingLine('places (countries and cities)', await timeRequests(MAP_REQUESTS, get('/api/v3/library/places'))),
    );
  });
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
