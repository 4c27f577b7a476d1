import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabases } from '../../../test/harness.ts';
import { createEmbeddedJobQueue } from './embedded.ts';
import { createEmbeddedStore, LAPSED_RUNS_ALLOWED, pruneCompletedJobs } from './embedded-store.ts';
import { defineJob } from './job.ts';
import { eventually, useQueueTestKit } from './queue-test-kit.ts';

const ItemPayload = z.object({ itemId: z.number().int() });

describe.each(testDatabases())('the embedded job queue on $name', (database) => {
  const kit = useQueueTestKit({ name: database.name, provider: 'embedded', database });

  it('runs again a job whose worker died, once its lock has expired, and ignores the dead run', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: 'read-exif',
      payload: ItemPayload,
      timeoutSeconds: 60,
      handler: async (_payload, context) => void attempts.push(context.attempt),
    });
    const { db, dialect } = kit.database;
    // A process that claimed the job and died: it never completes, fails or releases it.
    const deadWorker = createEmbeddedStore(db, dialect, kit.clock, { retentionDays: 7 });
    deadWorker.register([job]);
    const queue = await kit.newQueue();
    const id = await queue.send(job, { itemId: 1 });
    const [claimed] = await deadWorker.claim([job.name], 1);
    expect(claimed?.id).toBe(id);

    await queue.work([job], { concurrency: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(attempts).toEqual([]);
    kit.clock.advanceMinutes(2);
    await queue.drain();
    expect(attempts).toEqual([2]);

    // The dead worker wakes up late: its outcome must not overwrite the newer run's.
    if (claimed) await deadWorker.fail(claimed, job, 'late failure');
    expect(await queue.countByState()).toMatchObject({ completed: 1, failed: 0 });
  });

  it('keeps a job with the worker that renews its claim, and lets it go within a minute once it stops', async () => {
    const job = defineJob({
      name: 'transcode',
      payload: ItemPayload,
      timeoutSeconds: 15 * 60,
      handler: async () => {},
    });
    const { db, dialect } = kit.database;
    const busy = createEmbeddedStore(db, dialect, kit.clock, { retentionDays: 7 });
    const other = createEmbeddedStore(db, dialect, kit.clock, { retentionDays: 7 });
    const queue = await kit.newQueue();
    await queue.send(job, { itemId: 7 });
    const [claimed] = await busy.claim([job.name], 1);
    expect(claimed).toBeDefined();

    // A long transcode: its worker renews the claim while it runs, so nobody else takes the job.
    for (let second = 0; second < 10 * 60; second += 20) {
      kit.clock.advanceMinutes(20 / 60);
      if (claimed) await busy.renew?.(claimed);
      expect(await other.claim([job.name], 1)).toEqual([]);
    }
    // The worker is killed: no more renewals, and within a minute the job is another's.
    kit.clock.advanceMinutes(61 / 60);
    const [taken] = await other.claim([job.name], 1);
    expect(taken?.attempt).toBe(2);
  });

  it('takes a job again each time its worker dies, a few times beyond its retries, then fails it instead of running it for ever', async () => {
    const job = defineJob({ name: 'read-exif', payload: ItemPayload, retryLimit: 0, handler: async () => {} });
    const store = createEmbeddedStore(kit.database.db, kit.database.dialect, kit.clock, { retentionDays: 7 });
    store.register([job]);
    const queue = await kit.newQueue();
    const id = await queue.send(job, { itemId: 1 });
    await store.claim([job.name], 1);
    // A restart loop: the worker dies on every run. Its death does not use up the job's retries.
    for (let lapse = 0; lapse < LAPSED_RUNS_ALLOWED; lapse += 1) {
      kit.clock.advanceMinutes(job.timeoutSeconds / 60 + 1);
      expect(await store.claim([job.name], 1)).toHaveLength(1);
    }

    kit.clock.advanceMinutes(job.timeoutSeconds / 60 + 1);
    expect(await store.claim([job.name], 1)).toEqual([]);
    await store.maintain?.();

    expect(await queue.countByState()).toMatchObject({ active: 0, failed: 1 });
    expect(await kit.lastErrorOf(id ?? '')).toMatch(/crashed/);
  });

  it('prunes completed jobs after the retention period and keeps failed ones', async () => {
    const fine = defineJob({ name: 'make-preview', payload: ItemPayload, handler: async () => {} });
    const broken = defineJob({
      name: 'make-poster',
      payload: ItemPayload,
      retryLimit: 0,
      handler: async () => {
        throw new Error('no video stream');
      },
    });
    const queue = await kit.newQueue();
    await queue.work([fine, broken], { concurrency: 2 });
    await queue.send(fine, { itemId: 1 });
    await queue.send(broken, { itemId: 2 });
    await queue.drain();

    await pruneCompletedJobs(kit.database.db, new Date(kit.clock.now().getTime() - 60_000));
    expect(await queue.countByState()).toMatchObject({ completed: 1, failed: 1 });
    await pruneCompletedJobs(kit.database.db, new Date(kit.clock.now().getTime() + 60_000));
    expect(await queue.countByState()).toMatchObject({ completed: 0, failed: 1 });
  });

  it('never runs one job in two worker processes at once', async () => {
    const running = new Set<number>();
    const runsByItem = new Map<number, number>();
    let overlaps = 0;
    const job = defineJob({
      name: 'make-thumbnails',
      payload: ItemPayload,
      handler: async ({ itemId }) => {
        if (running.has(itemId)) overlaps += 1;
        running.add(itemId);
        runsByItem.set(itemId, (runsByItem.get(itemId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running.delete(itemId);
      },
    });
    // Two processes: each its own connection pool (or SQLite connection) and its own queue.
    const workers = await Promise.all(
      [0, 1].map(async () => {
        const { db, dialect } = await kit.openAnotherConnection();
        const queue = createEmbeddedJobQueue({ db, dialect, clock: kit.clock, pollIntervalMs: 10, retentionDays: 7 });
        await queue.work([job], { concurrency: 4 });
        return queue;
      }),
    );
    const sender = await kit.newQueue();
    const itemIds = Array.from({ length: 60 }, (_, index) => index + 1);
    await Promise.all(itemIds.map((itemId) => sender.send(job, { itemId })));
    await eventually(async () => (await sender.countByState()).completed === itemIds.length, 20_000);
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(overlaps).toBe(0);
    expect([...runsByItem.values()].every((runs) => runs === 1)).toBe(true);
    expect(runsByItem.size).toBe(itemIds.length);
  });
});
