import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Album, Frame, LibraryItem, LibraryPage } from '@kinframe/contract';
import { TEST_MEDIA_ENV } from '@kinframe/testkit/media';
import { runOperatorCommandLine } from '@kinframe/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createContext } from '../src/context.ts';
import { markServerRunning } from '../src/infra/backups/server-presence.ts';
import { takeBackup } from '../src/infra/backups/take-backup.ts';
import { loadConfig } from '../src/infra/config.ts';
import { TestClient } from './client.ts';
import { createAlbum, DEVICE, FRAMES, pairFrame } from './frame-fixtures.ts';
import { createScratchDatabase, GOOD_PASSWORD, TEST_SECRET, TestClock, testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, uploadFile, useLibraryFixtures } from './library-fixtures.ts';

const SETTINGS = '/api/v3/users/settings';
/** pg_dump, pg_restore and a second server's start: seconds of their own on a busy machine. */
const PROCESSES_TIMEOUT_MS = 90_000;
const hasPostgresTools = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
);

/** The environment of a server on this data: what the CLI and a restarted server read. */
function envOf(data: { dataDir: string; databaseUrl?: string | null }): NodeJS.ProcessEnv {
  return {
    DATA_DIR: data.dataDir,
    SESSION_SECRET: TEST_SECRET,
    CAPTCHA: 'none',
    NODE_ENV: 'test',
    ...TEST_MEDIA_ENV,
    ...EMBEDDED_QUEUE,
    ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
  };
}

/**
 * A server started on restored data, as main.ts starts one, with its worker. Its clock starts past
 * the leases of the jobs that ran when the backup was taken, as a restart finds them after a while.
 */
async function startOn(env: NodeJS.ProcessEnv) {
  const clock = new TestClock();
  clock.advanceMinutes(5);
  const context = await createContext(loadConfig(env), { clock });
  const app = await buildApp(context, { logger: false, webDistDir: path.join(env.DATA_DIR ?? '', 'no-web-build') });
  await context.queue.work(app.services.jobs, { concurrency: 2 });
  return {
    app,
    context,
    client: (ip: string) => new TestClient(app, ip),
    async close() {
      await app.close();
      await context.close();
    },
  };
}

describe.each(testDatabases())('backups on $name', (database) => {
  const backupRoot = mkdtempSync(path.join(tmpdir(), 'kinframe-backups-'));
  const nightlyDir = path.join(backupRoot, 'nightly');
  const t = useTestApp(database, { env: { ...EMBEDDED_QUEUE, BACKUP_DIR: nightlyDir, BACKUP_KEEP: '2' } });
  const files = useLibraryFixtures();
  const skipReason = database.name === 'postgres' && !hasPostgresTools ? 'pg_dump and pg_restore are not on PATH' : '';

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(() => rmSync(backupRoot, { recursive: true, force: true }));

  const liveEnv = () => envOf(t.context.config);

  it.skipIf(skipReason)(
    'takes a backup while uploads and renditions run, and a restore into empty data brings back everything acknowledged',
    async () => {
      const { client: owner, user } = await t.loggedInClient();
      // Acknowledged and rendered: in albums, on a frame.
      const ready: number[] = [];
      for (let seed = 1; seed <= 2; seed += 1) {
        const response = await uploadFile(owner, `ready-${seed}.jpg`, await files.uniqueJpeg(seed));
        expect(response.statusCode, response.body).toBe(201);
        ready.push((response.json() as { item: LibraryItem }).item.id);
      }
      await t.context.queue.drain({ timeoutMs: 60_000 });
      const album = await createAlbum(owner, 'Summer', { itemIds: ready });
      const frame = await pairFrame(t, owner, 'Kitchen');
      expect((await owner.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
      expect((await owner.putJson(SETTINGS, { autoAcceptFriends: true, language: 'fr-FR' })).statusCode).toBe(200);
      // Acknowledged, its renditions still to make when the backup starts.
      const acknowledged = [...ready];
      for (let seed = 10; seed <= 11; seed += 1) {
        const response = await uploadFile(owner, `fresh-${seed}.jpg`, await files.uniqueJpeg(seed));
        expect(response.statusCode, response.body).toBe(201);
        acknowledged.push((response.json() as { item: LibraryItem }).item.id);
      }

      // The backup runs beside more uploads and the worker making renditions.
      const folder = path.join(backupRoot, 'manual', 'first');
      const inFlight = Promise.all(
        [20, 21, 22].map(async (seed) => uploadFile(owner, `during-${seed}.jpg`, await files.uniqueJpeg(seed))),
      );
      const [backup] = await Promise.all([runOperatorCommandLine(liveEnv(), ['backup', folder]), inFlight]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Backed up into ${folder}`);
      await t.context.queue.drain({ timeoutMs: 60_000 });

      const target = await createScratchDatabase(database, { isEmpty: true });
      try {
        const restored = await runOperatorCommandLine(envOf(target), ['restore', folder]);
        expect(restored.stderr).toBe('');
        expect(restored.code).toBe(0);
        const server = await startOn(envOf(target));
        try {
          // Items acknowledged but not yet rendered come back with their jobs, and are made ready.
          await server.context.queue.drain({ timeoutMs: 60_000 });
          const person = server.client('10.9.0.1');
          expect((await person.login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
          const page = (await person.get('/api/v3/library/items?limit=100')).json() as LibraryPage;
          const found = new Map(page.items.map((item) => [item.id, item]));
          for (const id of acknowledged) expect(found.get(id)?.status, `item ${id}`).toBe('ready');
          const first = found.get(ready[0] ?? 0);
          const original = await person.get(first?.urls.original ?? '');
          expect(original.statusCode).toBe(200);
          const [row] = await t.context.db
            .selectFrom('library_items')
            .select('original_key')
            .where('id', '=', first?.id ?? 0)
            .execute();
          expect(original.rawPayload.equals(await buffer(await t.context.storage.read(row?.original_key ?? '')))).toBe(
            true,
          );

          const albums = (await person.get(`/api/v3/albums/${album.id}`)).json() as Album;
          expect(albums).toMatchObject({ name: 'Summer', itemCount: ready.length });
          const frames = (await person.get(`${FRAMES}/${frame.frameId}`)).json() as Frame;
          expect(frames).toMatchObject({ name: 'Kitchen', albumIds: [album.id] });
          expect((await person.get(SETTINGS)).json()).toMatchObject({ autoAcceptFriends: true, language: 'fr-FR' });
          // The frame still holds its token.
          const beat = await new TestClient(server.app, '10.9.0.2').postJson(
            `${DEVICE}/heartbeat`,
            {},
            { csrf: false, headers: { authorization: `Bearer ${frame.token}` } },
          );
          expect(beat.statusCode, beat.body).toBe(200);

          // Whatever the database names is in the backup, uploads in flight included.
          const items = await server.context.db.selectFrom('library_items').select(['original_key']).execute();
          const renditions = await server.context.db.selectFrom('renditions').select(['key']).execute();
          for (const key of [...items.map((item) => item.original_key), ...renditions.map((r) => r.key)]) {
            expect(await server.context.storage.stat(key), key).not.toBeNull();
          }
        } finally {
          await server.close();
        }
      } finally {
        await target.drop();
      }
    },
    PROCESSES_TIMEOUT_MS,
  );

  it.skipIf(skipReason)(
    'refuses a running server and data that holds anything, and --force replaces that data',
    async () => {
      const { user } = await t.loggedInClient();
      const folder = path.join(backupRoot, 'manual', 'second');
      expect((await runOperatorCommandLine(liveEnv(), ['backup', folder])).code).toBe(0);
      const again = await runOperatorCommandLine(liveEnv(), ['backup', folder]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('already holds files');

      // A migrated database (a copy of the run's template) and a server process on its data folder.
      const scratch = await createScratchDatabase(database);
      try {
        const env = envOf(scratch);
        const unmark = await markServerRunning(scratch.dataDir);
        const running = await runOperatorCommandLine(env, ['restore', folder]);
        expect(running.code).toBe(1);
        expect(running.stderr).toContain(`A Kinframe server runs on ${scratch.dataDir} (process ${process.pid})`);
        await unmark();

        const full = await runOperatorCommandLine(env, ['restore', folder]);
        expect(full.code).toBe(1);
        expect(full.stderr).toContain('is not empty');
        expect(full.stderr).toContain('--force');

        const forced = await runOperatorCommandLine(env, ['restore', folder, '--force']);
        expect(forced.stderr).toBe('');
        expect(forced.code).toBe(0);
        const server = await startOn(env);
        try {
          expect((await server.client('10.9.1.1').login(user.email, GOOD_PASSWORD)).statusCode).toBe(200);
        } finally {
          await server.close();
        }
      } finally {
        await scratch.drop();
      }

      if (database.name === 'postgres') {
        // The live database: its server's sessions are there, wherever it runs.
        const live = await runOperatorCommandLine(
          { ...liveEnv(), DATA_DIR: mkdtempSync(path.join(backupRoot, 'elsewhere-')) },
          ['restore', folder, '--force'],
        );
        expect(live.code).toBe(1);
        expect(live.stderr).toContain('this PostgreSQL database: stop every Kinframe process');
      }
    },
    PROCESSES_TIMEOUT_MS,
  );

  it.skipIf(skipReason)(
    'takes one backup a night into BACKUP_DIR, links unchanged media and keeps BACKUP_KEEP',
    async () => {
      expect(await t.services.backups.latest()).toBeNull();
      const { client: owner } = await t.loggedInClient();
      expect((await uploadFile(owner, 'night.jpg', await files.uniqueJpeg(99))).statusCode).toBe(201);
      await t.context.queue.drain({ timeoutMs: 60_000 });

      // Move to half past three (UTC) of the next day: the hour has come.
      const now = t.clock.now();
      const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 3, 30);
      t.clock.advanceMinutes((next - now.getTime()) / 60_000);
      const night = async () => {
        await t.services.requestNightlyBackup();
        await t.context.queue.drain({ timeoutMs: 60_000 });
      };
      const day = (offset: number) => new Date(next + offset * 86_400_000).toISOString().slice(0, 10);

      const before = t.clock.now().toISOString();
      await night();
      await night(); // once a night, however often the worker asks
      expect(readdirSync(nightlyDir)).toEqual([day(0)]);
      const latest = await t.services.backups.latest();
      expect(latest?.folder).toBe(path.join(nightlyDir, day(0)));
      expect(latest?.at.slice(0, 10)).toBe(day(0));
      expect((latest?.at ?? '') >= before).toBe(true);
      expect(latest?.bytes).toBeGreaterThan(0);

      t.clock.advanceDays(1);
      await night();
      // An object unchanged since the night before is the same file on disk, not a second copy.
      const [original] = await t.context.db.selectFrom('library_items').select('original_key').execute();
      const inode = (folder: string) =>
        statSync(path.join(nightlyDir, folder, 'media', original?.original_key ?? '')).ino;
      expect(inode(day(1))).toBe(inode(day(0)));

      t.clock.advanceDays(1);
      await night();
      expect(readdirSync(nightlyDir).sort()).toEqual([day(1), day(2)]);
      expect((await t.services.backups.latest())?.folder).toBe(path.join(nightlyDir, day(2)));
    },
  );

  it.skipIf(skipReason)('with S3 storage, holds the database alone', async () => {
    const folder = path.join(backupRoot, 'manual', 's3');
    const s3 = {
      provider: 's3' as const,
      bucket: 'kinframe',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    };
    const manifest = await takeBackup({ ...t.context.config, storage: s3 }, folder, {
      db: t.context.db,
      now: t.clock.now(),
    });
    expect(manifest.media).toEqual({ storage: 's3', objects: 0, bytes: 0 });
    expect(existsSync(path.join(folder, 'media'))).toBe(false);
    expect(existsSync(path.join(folder, manifest.database.file))).toBe(true);
    // Restored beside local storage, its items would have no pictures: it says where they are.
    const target = await createScratchDatabase(database, { isEmpty: true });
    try {
      const refused = await runOperatorCommandLine(envOf(target), ['restore', folder]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('its media are in the bucket');
    } finally {
      await target.drop();
    }
  });

  it.runIf(database.name === 'postgres')('without pg_dump on PATH, says what to install', async () => {
    const path_ = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const run = await runOperatorCommandLine(liveEnv(), ['backup', path.join(backupRoot, 'manual', 'no-tools')]);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('pg_dump is not on PATH');
      expect(run.stderr).toContain('apt-get install postgresql-client');
    } finally {
      process.env.PATH = path_;
    }
  });
});
