// bench/cluster-load: the same mixed load on one Kinframe process and on the scaled-out topology
// (scripts/cluster.mjs: nginx round robin over 2 web processes, a worker and an SMTP process, on
// PostgreSQL, pg-boss and S3), one after the other in the same run, and the scale ratio.
//
// The load, for `seconds`: `people` people (bench/support/crowd.ts: Plus members with a library of
// 300 photos, two albums each, families of 5 sharing their Home albums) each sign in once, then
// go round and round: the library (its summary, then every page of 100), the album list and two
// albums (the album and its first 100 items), an upload in each of their first two rounds (a
// 1600x1200 JPEG, every one with bytes of its own), their notifications; each person starts the
// round at another step. A fixed think time goes before every call, and each person has at most
// one request in flight. Meanwhile `frames` frames poll their playlist with the ETag they hold
// (If-None-Match, 304 while nothing changed), every `--poll-seconds` each, their first polls spread evenly over one period so the rate is steady
// (1,000 frames every 10 s: the 100 req/s of 6,000 frames at the protocol's 60 s), over 64 shared
// keep-alive connections. The people and frames are made before the window, outside the figures.
//
// The single process runs every service (web, worker, SMTP) on its own PostgreSQL scratch
// database, pg-boss and an s3rver of its own (in a process of its own, as the cluster's is not in
// the load generator), TRUST_PROXY on as behind a balancer: the same stores as the cluster.
//
// Usage: npm run bench:cluster-load [-- seconds=60 people=200 frames=1000 [--think-ms 1000]
//          [--poll-seconds 10] [--targets single,cluster] [--postgres <url>]]
// The PostgreSQL server: --postgres, CLUSTER_POSTGRES_URL, TEST_DATABASE_URL, or the cluster's default.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { REPO_ROOT, type RunningServer, startServer } from '../e2e/support/server.ts';
import { type Crowd, type CrowdPerson, setUpCrowd } from './support/crowd.ts';
import { withScratchDatabase } from './support/databases.ts';
import {
  type Answer,
  createKeepAliveClient,
  type KeepAliveClient,
  keepCookies,
  multipartBody,
} from './support/keep-alive-client.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { cpuSecondsOf } from './support/process-memory.ts';
import { startS3Store } from './support/s3-store.ts';
import { openDatabase, sql } from './support/seed-library.ts';
import { fixed, percentile, sleep } from './support/stats.ts';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'think-ms': { type: 'string', default: '1000' },
    'poll-seconds': { type: 'string', default: '10' },
    targets: { type: 'string', default: 'single,cluster' },
    postgres: { type: 'string' },
  },
});
const seconds = Number(positionals[0] ?? 60);
const peopleCount = Number(positionals[1] ?? 200);
const frameCount = Number(positionals[2] ?? 1000);
const thinkMs = Number(args['think-ms']);
const pollMs = Number(args['poll-seconds']) * 1000;
const targets = args.targets.split(',');
const postgresUrl =
  args.postgres ??
  process.env.CLUSTER_POSTGRES_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

const LIBRARY_ITEMS = 300;
const UPLOADS_PER_PERSON = 2;
const FRAME_CONNECTIONS = 64;
/** People's first requests are spread over this much (their sign-ins: argon2 is meant to cost). */
const RAMP_MS = Math.min(5_000, (seconds * 1000) / 4);
const READY_TIMEOUT_MS = 180_000;
const CLUSTER_START_TIMEOUT_MS = 180_000;
const CLUSTER_STOP_TIMEOUT_MS = 60_000;

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

/** A Kinframe to load: where to send requests, what to seed with, whose CPU to count. */
interface Target {
  label: string;
  url: string;
  databaseUrl: string;
  /** For the server's own services in this process (the accounts). */
  env: NodeJS.ProcessEnv;
  /** The processes that serve it (PostgreSQL aside), for their CPU time. */
  pids(): number[];
  stop(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Photos

/**
 * The same picture with bytes of its own: a JPEG comment segment after the APPn segments (EXIF
 * included) makes a new content hash, so no upload is refused as already in the library.
 */
function withComment(jpeg: Buffer, comment: string): Buffer {
  let offset = 2;
  while (jpeg[offset] === 0xff && (jpeg[offset + 1] ?? 0) >= 0xe0 && (jpeg[offset + 1] ?? 0) <= 0xef) {
    offset += 2 + jpeg.readUInt16BE(offset + 2);
  }
  const text = Buffer.from(comment);
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, offset), header, text, jpeg.subarray(offset)]);
}

// ---------------------------------------------------------------------------------------------
// The two targets

async function startSingle(databaseUrl: string, cliDir: string): Promise<Target> {
  const s3 = await startS3Store();
  let app: RunningServer;
  try {
    app = await startServer({ LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, QUEUE: 'pg-boss', ...s3.env });
  } catch (error) {
    await s3.stop();
    throw error;
  }
  return {
    label: 'single process (web, worker, SMTP)',
    url: app.url,
    databaseUrl,
    env: { ...app.env, DATA_DIR: cliDir },
    pids: () => [app.pid, s3.pid],
    async stop() {
      await app.stop();
      await s3.stop();
    },
  };
}

/** The databases the cluster script makes: its database is the one that was not there before. */
async function clusterDatabases(): Promise<string[]> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'kinframe_cluster_%'",
    );
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

/** Every process under `pid`, itself included (nginx, the web processes, the worker, SMTP). */
function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Gone meanwhile.
    }
  }
  const tree = [pid];
  for (let n = 0; n < tree.length; n += 1) {
    for (const [child, parent] of parentOf) if (parent === tree[n]) tree.push(child);
  }
  return tree;
}

function stopCluster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // The script removes its database, bucket and folder itself; only if it hangs does its whole
    // group go.
    const killer = setTimeout(() => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone already.
      }
    }, CLUSTER_STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startCluster(cliDir: string): Promise<Target> {
  const before = new Set(await clusterDatabases());
  const child = spawn(process.execPath, ['scripts/cluster.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, CLUSTER_POSTGRES_URL: postgresUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    // A group of its own: should it hang at the end, the group is stopped with it.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the cluster did not start:\n${output}`)),
        CLUSTER_START_TIMEOUT_MS,
      );
      child.stdout?.on('data', () => {
        const match = /\[cluster\] running until Ctrl-C; the web app: (\S+)/.exec(output);
        if (!match) return;
        clearTimeout(timer);
        resolve(match[1] as string);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the cluster exited with ${code}:\n${output}`));
      });
    });
    // The script names its database in its start line; if it stops doing so, the new database is it.
    const named = /kinframe_cluster_[0-9a-f]+/.exec(output)?.[0];
    const created = (await clusterDatabases()).filter((name) => !before.has(name));
    const database = named ?? (created.length === 1 ? created[0] : undefined);
    if (!database) throw new Error(`cannot tell the cluster's database (new: ${created.join(', ') || 'none'})`);
    const databaseUrl = new URL(postgresUrl);
    databaseUrl.pathname = `/${database}`;
    const tree = processTree(child.pid ?? 0);
    return {
      label: 'cluster (nginx, 2 web, worker, SMTP)',
      url,
      databaseUrl: databaseUrl.toString(),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl.toString(),
        QUEUE: 'pg-boss',
        DATA_DIR: cliDir,
        SMTP_URL: '',
      },
      pids: () => tree,
      stop: () => stopCluster(child),
    };
  } catch (error) {
    await stopCluster(child);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// The load

interface Kind {
  ms: number[];
  /** Answers that came within the window: what req/s counts. */
  inWindow: number;
  statuses: Record<string, number>;
  errors: number;
}

class Recorder {
  readonly kinds = new Map<string, Kind>();
  readonly examples: string[] = [];

  constructor(private readonly deadline: number) {}

  private kind(name: string): Kind {
    let kind = this.kinds.get(name);
    if (!kind) {
      kind = { ms: [], inWindow: 0, statuses: {}, errors: 0 };
      this.kinds.set(name, kind);
    }
    return kind;
  }

  answer(name: string, answer: Answer, expected: readonly number[]): boolean {
    const kind = this.kind(name);
    kind.ms.push(answer.ms);
    if (performance.now() <= this.deadline) kind.inWindow += 1;
    kind.statuses[answer.status] = (kind.statuses[answer.status] ?? 0) + 1;
    if (expected.includes(answer.status)) return true;
    kind.errors += 1;
    this.example(`${name}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    return false;
  }

  failure(name: string, error: unknown) {
    const kind = this.kind(name);
    kind.errors += 1;
    kind.statuses.failed = (kind.statuses.failed ?? 0) + 1;
    this.example(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }

  private example(text: string) {
    if (this.examples.length < 8) this.examples.push(text);
  }
}

/** Thrown to end a person's visits at the end of the window. */
const TIME_UP = Symbol('time up');

interface LoadResult {
  recorder: Recorder;
  /** Each kind of call alone before the load: milliseconds. */
  alone: Map<string, number[]>;
  seconds: number;
  uploads: number;
  /** CPU seconds in the window of the target's processes, by role. */
  cpu: Map<string, number>;
  /** CPU seconds in the window of the PostgreSQL server (every process: other sessions' too). */
  postgresCpuSeconds: number;
  generatorCpuSeconds: number;
  /** Seconds from the end of the window until every upload was ready; NaN if not within the timeout. */
  readyAfterSeconds: number;
  failedItems: number;
}

async function runLoad(
  target: Target,
  crowd: Crowd,
  db: Database,
  photos: readonly Buffer[],
): Promise<Omit<LoadResult, 'alone'>> {
  const began = performance.now();
  const deadline = began + seconds * 1000;
  const recorder = new Recorder(deadline);
  const people = createKeepAliveClient(target.url, { maxSockets: crowd.people.length });
  const frames = createKeepAliveClient(target.url, { maxSockets: FRAME_CONNECTIONS });
  let uploads = 0;
  const sleepUntil = (at: number) => sleep(Math.max(0, at - performance.now()));

  async function call(
    client: KeepAliveClient,
    kind: string,
    expected: readonly number[],
    request: Parameters<KeepAliveClient['send']>,
  ): Promise<Answer | null> {
    try {
      const answer = await client.send(...request);
      return recorder.answer(kind, answer, expected) ? answer : null;
    } catch (error) {
      recorder.failure(kind, error);
      return null;
    }
  }

  async function visitAll(person: CrowdPerson, index: number): Promise<void> {
    await sleepUntil(began + (index / crowd.people.length) * RAMP_MS);
    const home = { 'x-forwarded-for': person.address };
    let cookie = '';
    const headers = (): Record<string, string> => {
      const token = /(?:^|; )csrftoken=([^;]*)/.exec(cookie)?.[1] ?? '';
      return { ...home, cookie, 'x-csrftoken': token, 'x-webapp-version': '2' };
    };
    /** Thinks, then asks (unless the window is over); null when the answer was not the expected one. */
    const act = async (
      kind: string,
      method: string,
      path: string,
      expected = 200,
      body?: { contentType: string; body: Buffer | string },
    ): Promise<Answer | null> => {
      await sleep(thinkMs);
      if (performance.now() >= deadline) throw TIME_UP;
      const sent = body ? { ...headers(), 'content-type': body.contentType } : headers();
      return call(people, kind, [expected], [method, path, sent, body?.body]);
    };

    try {
      const first = await call(
        people,
        'sign in: is-logged-in (CSRF cookie)',
        [200],
        ['GET', '/api/v3/is-logged-in', home],
      );
      if (first) cookie = keepCookies(cookie, first);
      const form = multipartBody({ email: person.email, password: person.password });
      const login = await act('sign in: www-login', 'POST', '/api/www-login/', 200, form);
      if (!login) return;
      cookie = keepCookies(cookie, login);

      let albumVisits = 0;
      let photosSent = 0;
      const steps = [
        async () => {
          await act('library summary', 'GET', '/api/v3/library/summary');
          let cursor: string | null = null;
          do {
            const page: Answer | null = await act(
              'library page (100)',
              'GET',
              `/api/v3/library/items?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
            );
            cursor = page ? (JSON.parse(page.body.toString()) as { nextCursor: string | null }).nextCursor : null;
          } while (cursor);
        },
        async () => {
          await act('album list', 'GET', '/api/v3/albums');
          for (const n of [2 * albumVisits, 2 * albumVisits + 1]) {
            const albumId = person.albumIds[n % person.albumIds.length];
            await act('album', 'GET', `/api/v3/albums/${albumId}`);
            await act('album items (100)', 'GET', `/api/v3/albums/${albumId}/items?limit=100`);
          }
          albumVisits += 1;
        },
        async () => {
          if (photosSent >= UPLOADS_PER_PERSON) return;
          const photo = photos[(index * UPLOADS_PER_PERSON + photosSent) % photos.length] as Buffer;
          const name = `IMG_${index}_${photosSent}.jpg`;
          photosSent += 1;
          const upload = multipartBody(
            { lastModified: String(Date.UTC(2026, 10, 1)) },
            { field: 'file', name, type: 'image/jpeg', bytes: withComment(photo, `${target.label} ${name}`) },
          );
          if (await act('upload (1600x1200 JPEG)', 'POST', '/api/v3/library/uploads', 201, upload)) uploads += 1;
        },
        () => act('notifications', 'GET', '/api/v3/notifications'),
      ];
      // Each person starts their round at another step, so that every kind of call is under way from
      // the start, also when the server is too slow for anyone to finish a round in the window.
      for (let step = index; ; step += 1) await (steps[step % steps.length] as () => Promise<unknown>)();
    } catch (error) {
      if (error !== TIME_UP) throw error;
    }
  }

  async function pollAll(frameIndex: number): Promise<void> {
    const frame = crowd.frames[frameIndex];
    if (!frame) return;
    for (let at = began + (frameIndex / crowd.frames.length) * pollMs; at < deadline; at += pollMs) {
      await sleepUntil(at);
      const answer = await call(
        frames,
        'frame playlist poll',
        [200, 304],
        [
          'GET',
          '/api/device/v1/playlist',
          { authorization: `Bearer ${frame.token}`, 'x-forwarded-for': frame.address, 'if-none-match': frame.etag },
        ],
      );
      if (answer?.status === 200) frame.etag = String(answer.headers.etag ?? '');
    }
  }

  const pids = target.pids();
  const cpuBefore = cpuByRole(pids);
  const postgresBefore = postgresCpuSeconds();
  const generatorCpuBefore = process.cpuUsage();
  // Read at the end of the window, not after the answers still on their way.
  const cpuInWindow = new Promise<{ cpu: Map<string, number>; postgres: number; generator: number }>((resolve) =>
    setTimeout(
      () => {
        const after = cpuByRole(pids);
        const generator = process.cpuUsage(generatorCpuBefore);
        resolve({
          cpu: new Map([...after].map(([role, cpu]) => [role, cpu - (cpuBefore.get(role) ?? 0)])),
          postgres: postgresCpuSeconds() - postgresBefore,
          generator: (generator.user + generator.system) / 1e6,
        });
      },
      Math.max(0, deadline - performance.now()),
    ),
  );
  await Promise.all([
    ...crowd.people.map((person, index) => visitAll(person, index)),
    ...crowd.frames.map((_, index) => pollAll(index)),
  ]);
  const cpu = await cpuInWindow;
  people.close();
  frames.close();

  // The worker catches up with the uploads after the window; how long it takes is part of the story.
  const ended = performance.now();
  let readyAfterSeconds = Number.NaN;
  while (performance.now() - ended < READY_TIMEOUT_MS) {
    const row = await db
      .selectFrom('library_items')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'processing')
      .executeTakeFirstOrThrow();
    if (Number(row.count) === 0) {
      readyAfterSeconds = (performance.now() - ended) / 1000;
      break;
    }
    await sleep(500);
  }
  const failed = await db
    .selectFrom('library_items')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'failed')
    .executeTakeFirstOrThrow();
  return {
    recorder,
    seconds,
    uploads,
    cpu: cpu.cpu,
    postgresCpuSeconds: cpu.postgres,
    generatorCpuSeconds: cpu.generator,
    readyAfterSeconds,
    failedItems: Number(failed.count),
  };
}

/**
 * Each kind of call alone, one at a time, before the load (as person 1 and their first frame):
 * what a call costs when nothing waits in front of it.
 */
async function probeAlone(target: Target, crowd: Crowd): Promise<Map<string, number[]>> {
  const client = createKeepAliveClient(target.url, { maxSockets: 1 });
  const person = crowd.people[0] as CrowdPerson;
  const frame = crowd.frames[0];
  const home = { 'x-forwarded-for': person.address };
  const times = new Map<string, number[]>();
  const time = async (kind: string, ...request: Parameters<KeepAliveClient['send']>) => {
    const answer = await client.send(...request);
    if (answer.status >= 400)
      throw new Error(`${kind} alone: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
    times.set(kind, [...(times.get(kind) ?? []), answer.ms]);
    return answer;
  };
  try {
    let cookie = keepCookies(
      '',
      await time('sign in: is-logged-in (CSRF cookie)', 'GET', '/api/v3/is-logged-in', home),
    );
    const form = multipartBody({ email: person.email, password: person.password });
    const token = () => /(?:^|; )csrftoken=([^;]*)/.exec(cookie)?.[1] ?? '';
    const login = await time(
      'sign in: www-login',
      'POST',
      '/api/www-login/',
      {
        ...home,
        cookie,
        'x-csrftoken': token(),
        'x-webapp-version': '2',
        'content-type': form.contentType,
      },
      form.body,
    );
    cookie = keepCookies(cookie, login);
    const headers = { ...home, cookie };
    const albumId = person.albumIds[0];
    for (let n = 0; n < 5; n += 1) {
      await time('library summary', 'GET', '/api/v3/library/summary', headers);
      await time('library page (100)', 'GET', '/api/v3/library/items?limit=100', headers);
      await time('album list', 'GET', '/api/v3/albums', headers);
      await time('album', 'GET', `/api/v3/albums/${albumId}`, headers);
      await time('album items (100)', 'GET', `/api/v3/albums/${albumId}/items?limit=100`, headers);
      await time('notifications', 'GET', '/api/v3/notifications', headers);
      if (frame) {
        await time('frame playlist poll', 'GET', '/api/device/v1/playlist', {
          authorization: `Bearer ${frame.token}`,
          'x-forwarded-for': frame.address,
          'if-none-match': frame.etag,
        });
      }
    }
  } finally {
    client.close();
  }
  return times;
}

function safeCpuSecondsOf(pid: number): number {
  try {
    return cpuSecondsOf(pid);
  } catch {
    return 0;
  }
}

/** What a process of the target is, from its command line. */
function roleOf(pid: number): string {
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return 'gone';
  }
  const services = /--services=(\S+)/.exec(command)?.[1];
  if (services) return services;
  if (command.includes('src/main.ts')) return 'all services';
  if (command.includes('nginx')) return 'nginx';
  if (command.includes('s3-store-process')) return 's3rver';
  if (command.includes('cluster.mjs')) return 'cluster.mjs (s3rver, logs)';
  return command.split(' ')[0] ?? 'other';
}

/** CPU seconds so far of each role's processes (two web processes count as one role). */
function cpuByRole(pids: readonly number[]): Map<string, number> {
  const byRole = new Map<string, number>();
  for (const pid of pids) {
    const role = roleOf(pid);
    byRole.set(role, (byRole.get(role) ?? 0) + safeCpuSecondsOf(pid));
  }
  return byRole;
}

/** CPU seconds so far of every PostgreSQL process on this machine. */
function postgresCpuSeconds(): number {
  let sum = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') sum += cpuSecondsOf(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return sum;
}

const targetCpuOf = (result: LoadResult) => [...result.cpu.values()].reduce((sum, seconds) => sum + seconds, 0);

// ---------------------------------------------------------------------------------------------
// Figures

/** Answers within the window, of every kind. */
const totalOf = (result: LoadResult) => [...result.recorder.kinds.values()].reduce((sum, k) => sum + k.inWindow, 0);
const errorsOf = (result: LoadResult) => [...result.recorder.kinds.values()].reduce((sum, k) => sum + k.errors, 0);

function printResult(label: string, result: LoadResult): void {
  console.log(
    `\n${label}: ${seconds} s, ${peopleCount} people (think ${thinkMs} ms), ${frameCount} frames (poll every ${pollMs / 1000} s)`,
  );
  console.log(
    `${'call kind'.padEnd(38)} ${'count'.padStart(7)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'errors'.padStart(7)} ${'alone p50'.padStart(10)}   statuses`,
  );
  // Kinds the load never reached (everyone still waiting in front of them) show their cost alone.
  const names = new Set([...result.recorder.kinds.keys(), ...result.alone.keys()]);
  for (const name of names) {
    const kind = result.recorder.kinds.get(name) ?? { ms: [], inWindow: 0, statuses: {}, errors: 0 };
    const statuses = Object.entries(kind.statuses)
      .map(([status, count]) => `${status} x${count}`)
      .join(', ');
    console.log(
      `${name.padEnd(38)} ${String(kind.ms.length + (kind.statuses.failed ?? 0)).padStart(7)} ${fixed(kind.inWindow / result.seconds).padStart(8)} ${fixed(percentile(kind.ms, 50)).padStart(8)} ${fixed(percentile(kind.ms, 95)).padStart(8)} ${String(kind.errors).padStart(7)} ${fixed(percentile(result.alone.get(name) ?? [], 50)).padStart(10)}   ${statuses}`,
    );
  }
  const all = [...result.recorder.kinds.values()].flatMap((kind) => kind.ms);
  const failed = [...result.recorder.kinds.values()].reduce((sum, kind) => sum + (kind.statuses.failed ?? 0), 0);
  console.log(
    `${'all'.padEnd(38)} ${String(all.length + failed).padStart(7)} ${fixed(totalOf(result) / result.seconds).padStart(8)} ${fixed(percentile(all, 50)).padStart(8)} ${fixed(percentile(all, 95)).padStart(8)} ${String(errorsOf(result)).padStart(7)}`,
  );
  console.log(
    `uploads answered 201: ${result.uploads}; every item ready ${Number.isNaN(result.readyAfterSeconds) ? `not within ${READY_TIMEOUT_MS / 1000} s` : `${fixed(result.readyAfterSeconds)} s`} after the window; failed items: ${result.failedItems}`,
  );
  const cpu = targetCpuOf(result);
  const roles = [...result.cpu].map(([role, seconds]) => `${role} ${fixed(seconds)} s`).join(', ');
  console.log(
    `CPU in the window: the target's processes ${fixed(cpu)} s = ${fixed(cpu / result.seconds, 2)} cores, ${fixed((cpu * 1000) / Math.max(1, totalOf(result)), 1)} ms per answer (${roles}); PostgreSQL ${fixed(result.postgresCpuSeconds)} s (all its processes); the load generator ${fixed(result.generatorCpuSeconds)} s`,
  );
  for (const example of result.recorder.examples) console.log(`  error: ${example}`);
}

function printRatio(single: LoadResult, cluster: LoadResult): void {
  console.log('\nscale ratio, cluster / single process:');
  console.log(`  total req/s ${fixed(totalOf(cluster) / totalOf(single), 2)}`);
  for (const [name, kind] of cluster.recorder.kinds) {
    const base = single.recorder.kinds.get(name);
    if (!base) continue;
    console.log(
      `  ${name.padEnd(38)} req/s ${fixed(kind.inWindow / Math.max(1, base.inWindow), 2)}   p95 ${fixed(percentile(kind.ms, 95) / percentile(base.ms, 95), 2)}`,
    );
  }
  console.log(
    `  target CPU per answer ${fixed(targetCpuOf(cluster) / Math.max(1, totalOf(cluster)) / (targetCpuOf(single) / Math.max(1, totalOf(single))), 2)}`,
  );
}

// ---------------------------------------------------------------------------------------------

async function measure(target: Target, photoFiles: readonly string[], photos: readonly Buffer[]): Promise<LoadResult> {
  console.log(`\n${target.label} at ${target.url}: setting up ${peopleCount} people and ${frameCount} frames`);
  const handle = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: '' });
  try {
    const crowd = await setUpCrowd(
      { url: target.url, env: target.env, db: handle.db },
      { people: peopleCount, frames: frameCount, libraryItems: LIBRARY_ITEMS, photoFiles },
      console.log,
    );
    await sql`ANALYZE`.execute(handle.db);
    const alone = await probeAlone(target, crowd);
    console.log(`  measuring for ${seconds} s`);
    return { ...(await runLoad(target, crowd, handle.db, photos)), alone };
  } finally {
    await handle.close();
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'kinframe-bench-cluster-load-'));
let stopCurrent: (() => Promise<void>) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (stopCurrent?.() ?? Promise.resolve()).finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}
try {
  const photoFiles: string[] = [];
  for (let n = 0; n < 4; n += 1) {
    const file = join(workDir, `family-${n + 1}.jpg`);
    await makePhotoLikeJpeg(file, 1600, 1200, 900 + n);
    photoFiles.push(file);
  }
  const photos: Buffer[] = [];
  for (let n = 0; n < 4; n += 1) {
    const file = join(workDir, `upload-${n + 1}.jpg`);
    await makePhotoLikeJpeg(file, 1600, 1200, 950 + n);
    photos.push(readFileSync(file));
  }
  const results = new Map<string, LoadResult>();
  for (const name of targets) {
    const cliDir = mkdtempSync(join(workDir, 'cli-'));
    if (name === 'single') {
      const result = await withScratchDatabase(postgresUrl, async (databaseUrl) => {
        const target = await startSingle(databaseUrl, cliDir);
        stopCurrent = target.stop;
        try {
          return await measure(target, photoFiles, photos);
        } finally {
          await target.stop();
          stopCurrent = null;
        }
      });
      results.set(name, result);
      printResult('single process (web, worker, SMTP; PostgreSQL, pg-boss, S3)', result);
    } else if (name === 'cluster') {
      const target = await startCluster(cliDir);
      stopCurrent = target.stop;
      try {
        const result = await measure(target, photoFiles, photos);
        results.set(name, result);
        printResult('cluster (nginx, 2 web, worker, SMTP; PostgreSQL, pg-boss, S3)', result);
      } finally {
        await target.stop();
        stopCurrent = null;
      }
    } else {
      throw new Error(`unknown target ${name}: single or cluster`);
    }
  }
  const single = results.get('single');
  const cluster = results.get('cluster');
  if (single && cluster) printRatio(single, cluster);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
