// bench/frame-playlist: 1,000 paired frames polling GET /api/device/v1/playlist on the real server
// (bench/support/frame-fleet.ts: 100 relatives x 10 frames, each showing one of 10 shared albums of
// `--items` photos). First every frame fetches its playlist once (200, the whole playlist, 8 at a
// time: what a frame pays on its first fetch and after each change), then, for `--seconds` each,
// under closed-loop load over `--connections` keep-alive connections with the frames' tokens taken
// in turn: full answers (no If-None-Match: 200), and polls with each frame's ETag (304), against a
// bare Fastify route answering 304 to its ETag in the same run. SQLite always; PostgreSQL too when
// TEST_DATABASE_URL or --postgres <url> is given.
// Usage: npm run bench:frame-playlist [-- --seconds 3 --connections 32 --items 200 --postgres <url>]
import { parseArgs } from 'node:util';
import type { Playlist } from '@kinframe/contract';
import { startBare } from './support/bare.ts';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { deviceGet, expectJson, FLEET_SERVER_ENV, type FleetFrame, setUpFleet } from './support/frame-fleet.ts';
import { type Load, measureLoad } from './support/measure.ts';
import { cpuSecondsOf } from './support/process-memory.ts';
import { sql } from './support/seed-library.ts';
import { fixed, percentile, runPool } from './support/stats.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    items: { type: 'string', default: '200' },
    photos: { type: 'string', default: '6' },
    postgres: { type: 'string' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const PLAYLIST = '/api/device/v1/playlist';
const WARM_UP_SECONDS = 1;

/** A load, and the CPU time its server spent per answer (less at the mercy of a busy machine). */
interface ServerLoad extends Load {
  cpuMsPerAnswer: number;
}

async function measureServer(pid: number, options: Parameters<typeof measureLoad>[0]): Promise<ServerLoad> {
  const cpuBefore = cpuSecondsOf(pid);
  const load = await measureLoad(options);
  const answers = Object.values(load.statuses).reduce((sum, count) => sum + count, 0);
  if (answers === 0) throw new Error(`${options.url}: no answer at all in ${options.seconds} s`);
  return { ...load, cpuMsPerAnswer: ((cpuSecondsOf(pid) - cpuBefore) * 1000) / answers };
}

function loadLine(label: string, load: ServerLoad): string {
  const statuses = Object.entries(load.statuses)
    .map(([status, count]) => `${status} x${count}`)
    .join(', ');
  return `${label.padEnd(38)} ${load.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${fixed(load.p50Ms, 2)} ms   p95 ${fixed(load.p95Ms, 2)} ms   server CPU ${fixed(load.cpuMsPerAnswer, 3)} ms/answer   (${statuses}; errors ${load.errors})`;
}

/** The headers of a frame's poll, as a frame behind its home's router sends them. */
const frameHeaders = (frame: FleetFrame): Record<string, string> => ({
  authorization: `Bearer ${frame.token}`,
  'x-forwarded-for': frame.address,
});

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(
    databaseUrl,
    async (app, db) => {
      console.log(`\n${label}: setting up 1,000 frames`);
      const fleet = await setUpFleet(
        app,
        db,
        { photos: Number(args.photos), albumItems: Number(args.items) },
        console.log,
      );
      if (databaseUrl) await sql`ANALYZE`.execute(db);
      const { frames } = fleet;
      const frameAt = (n: number) => frames[n % frames.length] as FleetFrame;

      // Every frame's first fetch: the whole playlist, built, signed and hashed.
      const etags = new Map<number, string>();
      const firstMs: number[] = [];
      let bytes = 0;
      const firstStarted = performance.now();
      await runPool(frames, 8, async (frame) => {
        const started = performance.now();
        const response = await deviceGet(app.url, frame, PLAYLIST);
        const text = await response.text();
        firstMs.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`first playlist of frame ${frame.id}: ${response.status} ${text}`);
        const playlist = JSON.parse(text) as Playlist;
        if (playlist.items.length !== fleet.albumItems || playlist.items.some((item) => item.isInterim)) {
          throw new Error(`frame ${frame.id}: ${playlist.items.length} items, not all with their frame rendition`);
        }
        etags.set(frame.id, response.headers.get('etag') ?? '');
        bytes = Buffer.byteLength(text);
      });
      const firstSeconds = (performance.now() - firstStarted) / 1000;
      // The ETag holds: a second poll with it is a 304.
      const check = await deviceGet(app.url, frameAt(0), PLAYLIST, { 'if-none-match': etags.get(frameAt(0).id) ?? '' });
      await check.arrayBuffer();
      if (check.status !== 304) throw new Error(`a poll with the ETag answered ${check.status}, not 304`);
      // RFC 9110 8.6: a 304 may carry Content-Length only if it is the 200's; strict parsers wait for it.
      const length304 = check.headers.get('content-length');
      await expectJson(await fleet.sharer.get('/api/v3/is-logged-in'), 'still signed in');

      const url = `${app.url}${PLAYLIST}`;
      const full = (n: number) => frameHeaders(frameAt(n));
      const polled = (n: number) => ({ ...full(n), 'if-none-match': etags.get(frameAt(n).id) ?? '' });
      await measureServer(app.pid, { url, seconds: WARM_UP_SECONDS, connections, headersOf: polled });
      const fullLoad = await measureServer(app.pid, { url, seconds, connections, headersOf: full });
      const pollLoad = await measureServer(app.pid, { url, seconds, connections, headersOf: polled });

      const bare = await startBare();
      let bareLoad: ServerLoad;
      try {
        const bareUrl = `${bare.url}${PLAYLIST}`;
        const bareHeaders = (n: number) => ({ ...full(n), 'if-none-match': '"bare-playlist"' });
        await measureServer(bare.pid, { url: bareUrl, seconds: WARM_UP_SECONDS, connections, headersOf: bareHeaders });
        bareLoad = await measureServer(bare.pid, { url: bareUrl, seconds, connections, headersOf: bareHeaders });
      } finally {
        bare.stop();
      }

      console.log(
        `\n${label}: ${frames.length} frames, ${fleet.albumIds.length} albums of ${fleet.albumItems} items (${fleet.photoIds.length} uploaded photos); playlist ${(bytes / 1024).toFixed(0)} KiB`,
      );
      console.log(
        `first fetch of every frame (200, 8 at a time)   p50 ${fixed(percentile(firstMs, 50))} ms   p95 ${fixed(percentile(firstMs, 95))} ms   max ${fixed(Math.max(...firstMs))} ms   all ${frames.length} in ${fixed(firstSeconds, 2)} s`,
      );
      if (length304 !== null) {
        console.log(`note: the 304 carries Content-Length: ${length304} (the 200 is ${bytes} bytes)`);
      }
      console.log(`under load, ${connections} connections, ${seconds} s each, frames' tokens in turn:`);
      console.log(loadLine('full answer (no If-None-Match: 200)', fullLoad));
      console.log(loadLine('poll with the ETag (304)', pollLoad));
      console.log(loadLine('bare Fastify route (304)', bareLoad));
      console.log(
        `ratio poll / bare: ${(pollLoad.requestsPerSecond / bareLoad.requestsPerSecond).toFixed(2)} in req/s, ${(bareLoad.cpuMsPerAnswer / pollLoad.cpuMsPerAnswer).toFixed(2)} in server CPU per answer; a full answer costs ${(fullLoad.cpuMsPerAnswer / pollLoad.cpuMsPerAnswer).toFixed(0)}x a poll's CPU`,
      );
    },
    FLEET_SERVER_ENV,
  );
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
