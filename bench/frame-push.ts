// bench/frame-push: 1,000 paired frames holding their event stream open (GET /api/device/v1/events,
// text/event-stream, one node:http socket each) on the real server (bench/support/frame-fleet.ts:
// 100 relatives x 10 frames, every frame showing one of the 10 shared albums of one person, the
// sharer). Measures:
// - the server's memory per open stream: before the 1,000 streams and once they are all open (each
//   has had its `hello` event), each time right after a full garbage collection in the server (the
//   bench's memory probe, support/memory-probe.mjs, loaded with NODE_OPTIONS): VmRSS and RssAnon from
//   /proc/<pid>/status, V8's heap and external memory from the process; the differences divided by
//   1,000. Again after the streams are closed; and the server's CPU while they sit idle;
// - push latency, over `--rounds` rounds: the sharer changes the caption of a photo that is in all
//   10 albums (PATCH /api/v3/library/items/{id}: one change, committed by one request), which every
//   one of the 1,000 frames must be told (`event: playlist`). Timed from the moment the request is
//   sent to the moment each frame's stream delivers the event, as the bench process reads it; the
//   server commits the caption first, then tells the frames, then answers (the answer's time is
//   printed too). p50 / p95 over every frame of every round, and the time until the last one.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given.
// Usage: npm run bench:frame-push [-- --rounds 5 --postgres <url>]
import { parseArgs } from 'node:util';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { type OpenStream, openEventStream, streamAgent } from './support/event-streams.ts';
import { expectJson, FLEET_SERVER_ENV, type FleetFrame, setUpFleet } from './support/frame-fleet.ts';
import { cpuSecondsOf, MEMORY_PROBE_ENV, memoryAfterGcOf, type ProbedMemory } from './support/process-memory.ts';
import { sql } from './support/seed-library.ts';
import { fixed, percentile, runPool, sleep } from './support/stats.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    postgres: { type: 'string' },
  },
});
const rounds = Number(args.rounds);
const EVENTS = '/api/device/v1/events';
const OPEN_PARALLEL = 50;
const ROUND_TIMEOUT_MS = 30_000;
const IDLE_SECONDS = 5;

/** One change being told: when each frame heard it. */
interface Round {
  startedAt: number;
  told: Map<number, number>;
  /** Events of a frame already told in this round. */
  repeats: number;
  onAllTold: () => void;
}

const mib = (kib: number) => fixed(kib / 1024, 1);

function memoryLine(label: string, memory: ProbedMemory): string {
  return `${label.padEnd(34)} VmRSS ${mib(memory.rssKiB).padStart(7)} MiB   RssAnon ${mib(memory.anonKiB).padStart(7)} MiB   heap used ${mib(memory.heapUsedKiB).padStart(6)} MiB   external ${mib(memory.externalKiB).padStart(5)} MiB`;
}

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(
    databaseUrl,
    async (app, db) => {
      console.log(`\n${label}: setting up 1,000 frames`);
      const fleet = await setUpFleet(app, db, { photos: 4, albumItems: 4 }, console.log);
      if (databaseUrl) await sql`ANALYZE`.execute(db);
      const { frames } = fleet;
      const changedPhoto = fleet.photoIds[0] as number;

      let round: Round | null = null;
      const greeted = new Set<number>();
      // Streams the server ended before the bench closed them (there should be none).
      const ended = new Set<number>();
      let isClosing = false;
      let waitingForHello: (() => void) | null = null;
      const onEvent = (frame: FleetFrame) => (name: string, at: number) => {
        if (name === 'hello') {
          greeted.add(frame.id);
          if (greeted.size === frames.length) waitingForHello?.();
          return;
        }
        if (name !== 'playlist' || !round) return;
        if (round.told.has(frame.id)) {
          round.repeats += 1;
          return;
        }
        round.told.set(frame.id, at - round.startedAt);
        if (round.told.size === frames.length) round.onAllTold();
      };

      const before = await memoryAfterGcOf(app.pid);
      const agent = streamAgent(frames.length);
      const streams: OpenStream[] = [];
      const allGreeted = new Promise<void>((resolve) => {
        waitingForHello = resolve;
      });
      const openStarted = performance.now();
      await runPool(frames, OPEN_PARALLEL, async (frame) => {
        streams.push(
          await openEventStream({
            url: `${app.url}${EVENTS}`,
            headers: { authorization: `Bearer ${frame.token}`, 'x-forwarded-for': frame.address },
            agent,
            onEvent: onEvent(frame),
            onEnd: () => {
              if (!isClosing) ended.add(frame.id);
            },
          }),
        );
      });
      await Promise.race([allGreeted, sleep(ROUND_TIMEOUT_MS)]);
      if (greeted.size !== frames.length) throw new Error(`only ${greeted.size} streams said hello`);
      const openSeconds = (performance.now() - openStarted) / 1000;
      const open = await memoryAfterGcOf(app.pid);
      const cpuBefore = cpuSecondsOf(app.pid);
      await sleep(IDLE_SECONDS * 1000);
      const idleCpu = (cpuSecondsOf(app.pid) - cpuBefore) / IDLE_SECONDS;

      const latencies: number[] = [];
      const lastTold: number[] = [];
      const answered: number[] = [];
      const roundLines: string[] = [];
      for (let n = 1; n <= rounds; n += 1) {
        let onAllTold = () => {};
        const allTold = new Promise<void>((resolve) => {
          onAllTold = resolve;
        });
        const current: Round = { startedAt: performance.now(), told: new Map(), repeats: 0, onAllTold };
        round = current;
        const response = await fleet.sharer.send('PATCH', `/api/v3/library/items/${changedPhoto}`, {
          caption: `Round ${n}: at the lake with everyone`,
        });
        const answerMs = performance.now() - current.startedAt;
        await expectJson(response, 'caption change');
        await Promise.race([allTold, sleep(ROUND_TIMEOUT_MS)]);
        const times = [...current.told.values()];
        if (times.length !== frames.length) {
          throw new Error(`round ${n}: ${times.length} of ${frames.length} frames told within ${ROUND_TIMEOUT_MS} ms`);
        }
        latencies.push(...times);
        lastTold.push(Math.max(...times));
        answered.push(answerMs);
        roundLines.push(
          `  round ${n}: PATCH answered after ${fixed(answerMs)} ms; frames told p50 ${fixed(percentile(times, 50))} ms, p95 ${fixed(percentile(times, 95))} ms, last ${fixed(Math.max(...times))} ms${current.repeats ? `; ${current.repeats} told twice` : ''}`,
        );
        // Let the round's last events and writes settle before the next change.
        await sleep(1000);
        round = null;
      }

      isClosing = true;
      for (const stream of streams) stream.close();
      agent.destroy();
      await sleep(2000);
      const closed = await memoryAfterGcOf(app.pid);

      const perStream = (from: ProbedMemory, to: ProbedMemory, key: keyof ProbedMemory) =>
        fixed((to[key] - from[key]) / frames.length, 1);
      console.log(`\n${label}: ${frames.length} frames in ${fleet.albumIds.length} albums of the sharer`);
      console.log(
        `${frames.length} streams open (${OPEN_PARALLEL} opening at a time), every one greeted, in ${fixed(openSeconds, 2)} s; ${ended.size} ended by the server meanwhile`,
      );
      console.log(memoryLine('server before the streams', before));
      console.log(memoryLine(`server with ${frames.length} streams open`, open));
      console.log(memoryLine('server after closing them', closed));
      console.log(
        `per open stream: VmRSS ${perStream(before, open, 'rssKiB')} KiB, RssAnon ${perStream(before, open, 'anonKiB')} KiB, heap ${perStream(before, open, 'heapUsedKiB')} KiB, external ${perStream(before, open, 'externalKiB')} KiB; server CPU while they sat idle ${IDLE_SECONDS} s: ${fixed(idleCpu * 100, 1)}% of a core`,
      );
      console.log(
        `push, ${rounds} rounds (one caption change each, on a photo in all ${fleet.albumIds.length} albums: ${frames.length} frames to tell):`,
      );
      for (const line of roundLines) console.log(line);
      console.log(
        `all rounds: frame told p50 ${fixed(percentile(latencies, 50))} ms, p95 ${fixed(percentile(latencies, 95))} ms; last frame of a round p50 ${fixed(percentile(lastTold, 50))} ms, max ${fixed(Math.max(...lastTold))} ms; PATCH answered p50 ${fixed(percentile(answered, 50))} ms`,
      );
    },
    { ...FLEET_SERVER_ENV, ...MEMORY_PROBE_ENV },
  );
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
