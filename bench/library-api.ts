// bench/library-api: a library of 100,000 photos for one member, written straight into the
// database (bench/support/seed-library.ts), then, with the real server running, sequential signed-in
// requests of GET /api/v3/library/items?limit=100 for the first page and for a page ~90% deep
// (its cursor found once by walking the list), and of GET /api/v3/library/summary: p50, p95, max.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given (a scratch
// database is created for the run and dropped after).
// Usage: npm run bench:library-api [-- --count 100000 --requests 200 --postgres postgres://...]
import { parseArgs } from 'node:util';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { ownerIdOf, seedLibrary, sql } from './support/seed-library.ts';
import { BENCH_PERSON, signIn } from './support/session.ts';
import { fixed, percentile } from './support/stats.ts';
import { timeRequests, timingLine } from './support/timing.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    postgres: { type: 'string' },
  },
});
const count = Number(args.count);
const requests = Number(args.requests);

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(databaseUrl, async (app, db) => {
    const ownerId = await ownerIdOf(db, BENCH_PERSON.email);
    const seeded = await seedLibrary(db, { ownerId, count });
    // PostgreSQL's autovacuum analyzes a table within a minute of such a load; without statistics
    // its plans differ (see bench/README.md). SQLite is left as the app leaves it: never analyzed.
    if (databaseUrl) await sql`ANALYZE`.execute(db);
    const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
    const items = `${app.url}/api/v3/library/items`;

    // The cursor ~90% deep, walked once in pages of 500 (bounded by the library's size).
    const deepIndex = Math.floor(count * 0.9);
    let cursor: string | null = null;
    let walked = 0;
    const walkStarted = performance.now();
    for (let page = 0; walked < deepIndex && page < Math.ceil(count / 500) + 1; page += 1) {
      const limit = Math.min(500, deepIndex - walked);
      const response = await fetch(`${items}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { cookie },
      });
      const body = (await response.json()) as { items: unknown[]; nextCursor: string | null };
      walked += body.items.length;
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    const walkSeconds = (performance.now() - walkStarted) / 1000;
    if (!cursor) throw new Error(`the list ended after ${walked} items`);

    const firstUrl = `${items}?limit=100`;
    const deepUrl = `${items}?limit=100&cursor=${cursor}`;
    const summaryUrl = `${app.url}/api/v3/library/summary`;
    // Warm-up, the same for each.
    for (const url of [firstUrl, deepUrl, summaryUrl])
      await timeRequests(20, () => fetch(url, { headers: { cookie } }));
    const first = await timeRequests(requests, () => fetch(firstUrl, { headers: { cookie } }));
    const deep = await timeRequests(requests, () => fetch(deepUrl, { headers: { cookie } }));
    const summary = await timeRequests(requests, () => fetch(summaryUrl, { headers: { cookie } }));

    console.log(
      `\n${label}: ${seeded.items} items, ${seeded.renditions} rendition rows, seeded in ${fixed(seeded.seconds)} s`,
    );
    console.log(`walked to item ${walked} in ${fixed(walkSeconds, 2)} s (pages of 500)`);
    console.log(`${requests} sequential requests each, signed in, after 20 warm-up requests:`);
    console.log(timingLine('items?limit=100, first page', first));
    console.log(timingLine(`items?limit=100, after item ${walked}`, deep));
    console.log(timingLine('summary (counts per day)', summary));
    console.log(`deep / first, p95: ${fixed(percentile(deep.ms, 95) / percentile(first.ms, 95), 2)}`);
  });
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
