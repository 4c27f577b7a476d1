// bench/library-api: a library of 100,000 photos for one member, written straight into the
// database (bench/support/seed-library.ts), then, with the real server running, sequential signed-in
// requests of GET /api/v3/library/items?limit=100 for the first page and for a page ~90% deep
// (its cursor found once by walking the list), and of GET /api/v3/library/summary: p50, p95, max.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given (a scratch
// database is created for the run and dropped after).
// Usage: npm run bench:library-api [-- --count 100000 --requests 200 --postgres postgres://...]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { openDatabase, ownerIdOf, seedLibrary, sql } from './support/seed-library.ts';
import { BENCH_PERSON, createMember, signIn } from './support/session.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    postgres: { type: 'string' },
  },
});
const count = Number(args.count);
const requests = Number(args.requests);
const postgresUrl = args.postgres ?? process.env.TEST_DATABASE_URL ?? '';

interface Timings {
  ms: number[];
  bytes: number;
}

async function timeGets(url: string, cookie: string, times: number): Promise<Timings> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.arrayBuffer();
    ms.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  }
  return { ms, bytes };
}

function line(label: string, t: Timings): string {
  return `${label.padEnd(34)} p50 ${fixed(percentile(t.ms, 50)).padStart(6)} ms   p95 ${fixed(percentile(t.ms, 95)).padStart(6)} ms   max ${fixed(Math.max(...t.ms)).padStart(6)} ms   (${(t.bytes / 1024).toFixed(0)} KiB)`;
}

/**
 * On a fresh PostgreSQL database the server may exit right after it starts listening, with
 * "Kinframe could not start: deadlock detected", while its worker creates the pg-boss queues (2 of 4
 * fresh starts here; see bench/README.md). A second start finds the queues made and stays up, so
 * the benchmark starts it again, at most three times, and says so.
 */
async function startOnPostgres(databaseUrl: string): Promise<RunningServer> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl });
      for (let check = 0; check < 150; check += 1) {
        const alive = await fetch(`${app.url}/api/v3/is-logged-in`).then(
          async (response) => {
            await response.arrayBuffer();
            return true;
          },
          () => false,
        );
        if (!alive) break;
        const queues = await client.query<{ count: string }>(
          "SELECT count(*) FROM pgboss.queue WHERE name IN ('process-library-item', 'prepare-download')",
        );
        if (Number(queues.rows[0]?.count) === 2) return app;
        await sleep(100);
      }
      await app.stop();
      console.log(
        `PostgreSQL: the server did not stay up while creating its queues (start ${attempt}); starting again`,
      );
    }
    throw new Error('the server did not stay up on PostgreSQL in three starts');
  } finally {
    await client.end();
  }
}

async function run(label: string, databaseUrl: string): Promise<void> {
  // On PostgreSQL the member is created before the server starts: the operator CLI starting pg-boss
  // while a freshly started server's pg-boss sets itself up can end the server with "deadlock
  // detected" (see bench/README.md). The CLI migrates the scratch database itself.
  let scratchDir = '';
  if (databaseUrl) {
    scratchDir = mkdtempSync(join(tmpdir(), 'kinframe-bench-cli-'));
    createMember({
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: scratchDir,
    });
  }
  const app = databaseUrl
    ? await startOnPostgres(databaseUrl)
    : await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  try {
    if (!databaseUrl) createMember(app.env);
    const handle = await openDatabase({ databaseUrl: databaseUrl || null, dataDir: app.env.DATA_DIR ?? '' });
    let seeded: Awaited<ReturnType<typeof seedLibrary>>;
    try {
      const ownerId = await ownerIdOf(handle.db, BENCH_PERSON.email);
      seeded = await seedLibrary(handle.db, { ownerId, count });
      // PostgreSQL's autovacuum analyzes a table within a minute of such a load; without statistics
      // its plans differ (see bench/README.md). SQLite is left as the app leaves it: never analyzed.
      if (databaseUrl) await sql`ANALYZE`.execute(handle.db);
    } finally {
      await handle.close();
    }
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
    for (const url of [firstUrl, deepUrl, summaryUrl]) await timeGets(url, cookie, 20);
    const first = await timeGets(firstUrl, cookie, requests);
    const deep = await timeGets(deepUrl, cookie, requests);
    const summary = await timeGets(summaryUrl, cookie, requests);

    console.log(
      `\n${label}: ${seeded.items} items, ${seeded.renditions} rendition rows, seeded in ${fixed(seeded.seconds)} s`,
    );
    console.log(`walked to item ${walked} in ${fixed(walkSeconds, 2)} s (pages of 500)`);
    console.log(`${requests} sequential requests each, signed in, after 20 warm-up requests:`);
    console.log(line('items?limit=100, first page', first));
    console.log(line(`items?limit=100, after item ${walked}`, deep));
    console.log(line('summary (counts per day)', summary));
    console.log(`deep / first, p95: ${fixed(percentile(deep.ms, 95) / percentile(first.ms, 95), 2)}`);
  } finally {
    await app.stop();
    if (scratchDir) rmSync(scratchDir, { recursive: true, force: true });
  }
}

await run('SQLite', '');

if (postgresUrl) {
  const name = `kinframe_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const scratch = new URL(postgresUrl);
    scratch.pathname = `/${name}`;
    try {
      await run(`PostgreSQL (scratch database ${name})`, scratch.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or pass --postgres <url>).');
}
