// bench/statistics: Create > Statistics on a library of 100,000 items for one member, written
// straight into the database (bench/support/seed-library.ts), all of them brought into the last
// twelve months (the year of each upload date set to 2026: the months charted then hold nearly
// every item, the worst case for the month counts), every tenth a video and the sources mixed; plus
// 10 frames with 30 days of kept counts each and show counts for 5,000 items. Then, with the real
// server running, sequential signed-in requests of GET /api/v3/statistics (all frames, and one
// frame) against GET /api/v3/library/items?limit=100 (the library's first page) as the baseline,
// taking turns in the same run: medians and the ratio statistics / baseline.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given.
// Usage: npm run bench:statistics [-- --count 100000 --requests 50 --postgres postgres://...]
import { parseArgs } from 'node:util';
import { DEFAULT_FRAME_SETTINGS } from '@kinframe/contract';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { ownerIdOf, seedLibrary, sql } from './support/seed-library.ts';
import { BENCH_PERSON, signIn } from './support/session.ts';
import { fixed, percentile } from './support/stats.ts';
import { timeRequests, timingLine } from './support/timing.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '50' },
    postgres: { type: 'string' },
  },
});
const count = Number(args.count);
const requests = Number(args.requests);
const FRAMES = 10;
const SHOWN_ITEMS = 5_000;
const DAY_MS = 24 * 3600 * 1000;

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(databaseUrl, async (app, db) => {
    const ownerId = await ownerIdOf(db, BENCH_PERSON.email);
    const seeded = await seedLibrary(db, { ownerId, count });
    await db
      .updateTable('library_items')
      .set({
        uploaded_at: sql<string>`'2026' || substr(uploaded_at, 5)`,
        kind: sql<'photo' | 'video'>`case when id % 10 = 0 then 'video' else 'photo' end`,
        source: sql<'upload'>`case id % 7 when 0 then 'google' when 1 then 'dropbox' when 2 then 'email' else 'upload' end`,
      })
      .where('owner_id', '=', ownerId)
      .execute();

    const now = new Date().toISOString();
    const itemIds = (
      await db.selectFrom('library_items').select('id').where('owner_id', '=', ownerId).limit(SHOWN_ITEMS).execute()
    ).map((row) => row.id);
    for (let frame = 0; frame < FRAMES; frame += 1) {
      const { id: frameId } = await db
        .insertInto('frames')
        .values({
          owner_id: ownerId,
          name: `Frame ${frame + 1}`,
          token_hash: `bench-statistics-${frame}-${Date.now()}`,
          device_name: 'Kinframe player on Chrome',
          app_version: null,
          screen_width: 1920,
          screen_height: 1080,
          free_storage_bytes: null,
          showing_item_id: null,
          settings: JSON.stringify(DEFAULT_FRAME_SETTINGS),
          paired_at: now,
          last_seen_at: now,
          left_at: null,
          play_state: null,
          last_slide_at: null,
          recovered_at: null,
          recovery_reason: null,
          offline_notified_at: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('frame_daily_stats')
        .values(
          Array.from({ length: 30 }, (_, back) => ({
            frame_id: frameId,
            day: new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10),
            shown: 1_000 + back,
            online_seconds: 20 * 3600,
            asleep_seconds: 8 * 3600,
          })),
        )
        .execute();
      for (let start = 0; start < itemIds.length; start += 1_000) {
        await db
          .insertInto('item_show_counts')
          .values(
            itemIds
              .slice(start, start + 1_000)
              .map((itemId, index) => ({ frame_id: frameId, item_id: itemId, shown: 1 + ((index * 7 + frame) % 50) })),
          )
          .execute();
      }
    }
    // What autovacuum does within a minute of a bulk write (it is on by default; test servers may
    // run without it): the planner's statistics, and the visibility map that lets the counts read
    // the index alone. Without it every count visits all 100,000 rows' heap pages (about 60 ms).
    if (databaseUrl) await sql`VACUUM ANALYZE`.execute(db);

    const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
    const frameId = (
      await db.selectFrom('frames').select('id').where('owner_id', '=', ownerId).executeTakeFirstOrThrow()
    ).id;
    const urls = {
      baseline: `${app.url}/api/v3/library/items?limit=100`,
      statistics: `${app.url}/api/v3/statistics`,
      oneFrame: `${app.url}/api/v3/statistics?frameId=${frameId}`,
    };
    const get = (url: string) => () => fetch(url, { headers: { cookie } });
    for (const url of Object.values(urls)) await timeRequests(10, get(url));
    // Taking turns in rounds of 10, so a busy moment of the machine falls on all three alike.
    const ms = { baseline: [] as number[], statistics: [] as number[], oneFrame: [] as number[] };
    let bytes = { baseline: 0, statistics: 0, oneFrame: 0 };
    for (let round = 0; round < Math.ceil(requests / 10); round += 1) {
      for (const key of Object.keys(urls) as (keyof typeof urls)[]) {
        const timed = await timeRequests(10, get(urls[key]));
        ms[key].push(...timed.ms);
        bytes = { ...bytes, [key]: timed.bytes };
      }
    }

    console.log(
      `\n${label}: ${seeded.items} items (uploaded in 2026, every 10th a video), ${FRAMES} frames with 30 days of counts and ${SHOWN_ITEMS} shown items each; seeded in ${fixed(seeded.seconds)} s`,
    );
    console.log(
      `${ms.statistics.length} sequential requests each, signed in, in turns of 10, after 10 warm-up requests:`,
    );
    console.log(timingLine('library/items?limit=100 (baseline)', { ms: ms.baseline, bytes: bytes.baseline }));
    console.log(timingLine('statistics', { ms: ms.statistics, bytes: bytes.statistics }));
    console.log(timingLine('statistics?frameId=', { ms: ms.oneFrame, bytes: bytes.oneFrame }));
    const median = (values: number[]) => percentile(values, 50);
    console.log(
      `statistics / baseline, median: ${fixed(median(ms.statistics) / median(ms.baseline), 2)}; one frame: ${fixed(median(ms.oneFrame) / median(ms.baseline), 2)}`,
    );
  });
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
