import type { LibraryItem } from '@kinframe/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppContext, createContext } from '../src/context.ts';
import { createServices } from '../src/services.ts';
import type { TestClient } from './client.ts';
import { postgresUnderTest, useTestApp } from './harness.ts';
import { uploadFile, useLibraryFixtures } from './library-fixtures.ts';

const hasPostgres = postgresUnderTest();

if (!hasPostgres) {
  const reason = 'QUEUE=pg-boss needs PostgreSQL: set TEST_DATABASE_URL=postgres://... to run these tests';
  console.warn(`[server tests] library-pgboss.test.ts skipped: ${reason}.`);
  describe('library jobs on pg-boss', () => {
    it.skip(reason, () => {});
  });
}

/**
 * QUEUE=pg-boss: the web process only sends; a worker of its own (another context, as
 * `--services=worker` would be) takes the rendition job from pg-boss's tables and makes the renditions.
 */
describe.runIf(hasPostgres)('library jobs on PostgreSQL with QUEUE=pg-boss', () => {
  const testApp = useTestApp({ name: 'postgres' }, { env: { QUEUE: 'pg-boss', QUEUE_POLL_INTERVAL_MS: '100' } });
  const files = useLibraryFixtures();
  let worker: AppContext | undefined;
  let owner: TestClient;

  beforeAll(async () => {
    ({ client: owner } = await testApp.loggedInClient({ plan: 'plus' }));
  });
  afterAll(async () => {
    await worker?.close();
  });

  async function startWorkerProcess(): Promise<void> {
    worker = await createContext(testApp.context.config);
    await worker.queue.work(createServices(worker).jobs, { concurrency: 2 });
  }

  it('makes the renditions of an upload through pg-boss, in a worker apart from the web process', async () => {
    expect(testApp.context.queue.provider).toBe('pg-boss');
    const { item } = (await uploadFile(owner, 'lake.jpg', files.jpeg)).json() as { item: LibraryItem };
    expect(item.status).toBe('processing');

    // Nobody works the queue yet: the job waits in pg-boss, and the item stays processing.
    const waiting = await sql<{ state: string; data: { itemId: number } }>`
      SELECT state, data FROM pgboss.job WHERE name = 'process-library-item'`.execute(testApp.context.db);
    expect(waiting.rows).toEqual([{ state: 'created', data: expect.objectContaining({ itemId: item.id }) }]);
    expect((await owner.get(`/api/v3/library/items/${item.id}`)).json().status).toBe('processing');

    // The upload's send created its pg-boss queue; the worker starting now creates only the other one
    // (pg-boss 10 can deadlock creating two at once).
    await startWorkerProcess();
    await testApp.context.queue.drain({ timeoutMs: 30_000 });

    const ready = (await owner.get(`/api/v3/library/items/${item.id}`)).json() as LibraryItem;
    expect(ready.status).toBe('ready');
    for (const url of [ready.urls.square, ready.urls.ratio, ready.urls.preview]) {
      const media = await testApp.app.inject({ url: url ?? '' });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
    }
    const done = await sql<{ state: string }>`
      SELECT state FROM pgboss.job WHERE name = 'process-library-item'`.execute(testApp.context.db);
    expect(done.rows).toEqual([{ state: 'completed' }]);
    // The embedded queue's table was never used.
    const embedded = await testApp.context.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(embedded.count)).toBe(0);
  });

  it('keeps taking the jobs of later uploads while the worker runs', async () => {
    const { item } = (await uploadFile(owner, 'hill.png', files.png)).json() as { item: LibraryItem };
    await testApp.context.queue.drain({ timeoutMs: 30_000 });
    expect((await owner.get(`/api/v3/library/items/${item.id}`)).json().status).toBe('ready');
  });

  it("reads the metadata of items from before in the worker's catch-up, asked for by any process", async () => {
    const { item } = (await uploadFile(owner, 'old.jpg', files.portraitJpeg)).json() as { item: LibraryItem };
    await testApp.context.queue.drain({ timeoutMs: 30_000 });
    await testApp.context.db
      .updateTable('library_items')
      .set({ facts_version: 0, created_at: '2001-01-01T00:00:00Z' })
      .execute();
    await testApp.services.requestFactsCatchUp();
    await testApp.context.queue.drain({ timeoutMs: 30_000 });
    const rows = await testApp.context.db.selectFrom('library_items').select(['id', 'facts_version']).execute();
    expect(rows.every((row) => row.facts_version === 1)).toBe(true);
    // A date that is not the file's stays (the portrait says 14 July 2023).
    expect((await owner.get(`/api/v3/library/items/${item.id}`)).json().createdAt).toBe('2001-01-01T00:00:00Z');
  });
});
