import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job.ts';
import { eventually, POSTGRES_SKIP_NOTE, queueVariants, useQueueTestKit } from './queue-test-kit.ts';

let jobCounter = 0;
/** A job kind of its own per test, so no test sees another's work. */
const uniqueName = (prefix: string) => `${prefix}-${++jobCounter}`;

const ItemPayload = z.object({ itemId: z.number().int().positive(), size: z.number().int().default(256) });

if (!process.env.TEST_DATABASE_URL) {
  describe('the job queue, pg-boss and embedded on PostgreSQL', () => {
    it.skip(POSTGRES_SKIP_NOTE, () => {});
  });
}

describe.each(queueVariants())('the job queue, $name', (variant) => {
  const kit = useQueueTestKit(variant);

  it('runs a job once with its validated payload', async () => {
    const seen: unknown[] = [];
    const job = defineJob({
      name: uniqueName('make-thumbnails'),
      payload: ItemPayload,
      handler: async (payload, context) => {
        seen.push({ payload, attempt: context.attempt });
      },
    });
    const queue = await kit.newQueue();
    await queue.work([job], { concurrency: 2 });
    const id = await queue.send(job, { itemId: 7 });

    expect(id).toEqual(expect.any(String));
    await queue.drain();
    expect(seen).toEqual([{ payload: { itemId: 7, size: 256 }, attempt: 1 }]);
    expect(await queue.countByState()).toMatchObject({ queued: 0, active: 0, completed: 1, failed: 0 });
  });

  it('runs background jobs after the normal ones that are due, and never in every slot', async () => {
    const order: string[] = [];
    let releaseBackground: () => void = () => {};
    const backgroundHeld = new Promise<void>((resolve) => (releaseBackground = resolve));
    const normal = defineJob({
      name: uniqueName('make-renditions'),
      payload: ItemPayload,
      handler: async ({ itemId }) => {
        order.push(`normal ${itemId}`);
      },
    });
    const background = defineJob({
      name: uniqueName('analyse'),
      payload: ItemPayload,
      priority: 'background',
      handler: async ({ itemId }) => {
        order.push(`background ${itemId}`);
        await backgroundHeld;
      },
    });
    const queue = await kit.newQueue();
    // Sent first, the background jobs still wait for the normal ones.
    for (const itemId of [1, 2, 3]) await queue.send(background, { itemId });
    for (const itemId of [1, 2]) await queue.send(normal, { itemId });
    await queue.work([normal, background], { concurrency: 2 });
    await eventually(() => order.length === 3);
    expect(order.slice(0, 2).sort()).toEqual(['normal 1', 'normal 2']);
    expect(order[2]).toMatch(/^background/);
    // One background job holds one of the two slots; a new normal job takes the other at once.
    await queue.send(normal, { itemId: 3 });
    await eventually(() => order.includes('normal 3'));
    expect(order.filter((entry) => entry.startsWith('background'))).toHaveLength(1);
    releaseBackground();
    await queue.drain();
    expect(order.filter((entry) => entry.startsWith('background'))).toHaveLength(3);
  });

  it('refuses an invalid payload at send and stores nothing', async () => {
    const job = defineJob({ name: uniqueName('make-thumbnails'), payload: ItemPayload, handler: async () => {} });
    const queue = await kit.newQueue();

    // @ts-expect-error: the payload's type is checked at compile time as well.
    await expect(queue.send(job, { itemId: 'seven' })).rejects.toThrow(z.ZodError);
    await expect(queue.send(job, { itemId: -1 })).rejects.toThrow(z.ZodError);
    expect(await queue.countByState()).toEqual({ queued: 0, active: 0, completed: 0, failed: 0 });
  });

  it('ignores a second send with the singleton key of a queued or running job, and accepts it after', async () => {
    let runs = 0;
    let finishRun: () => void = () => {};
    const job = defineJob({
      name: uniqueName('make-thumbnails'),
      payload: ItemPayload,
      handler: () => {
        runs += 1;
        return new Promise<void>((resolve) => (finishRun = resolve));
      },
    });
    const queue = await kit.newQueue();
    const key = '7:sha256-abc';

    expect(await queue.send(job, { itemId: 7 }, { singletonKey: key })).toEqual(expect.any(String));
    expect(await queue.send(job, { itemId: 7 }, { singletonKey: key })).toBeNull();
    expect(await queue.send(job, { itemId: 7 }, { singletonKey: '7:sha256-other' })).toEqual(expect.any(String));

    await queue.work([job], { concurrency: 1 });
    await eventually(() => runs === 1);
    expect(await queue.send(job, { itemId: 7 }, { singletonKey: key })).toBeNull();
    finishRun();
    await eventually(() => runs === 2);
    finishRun();
    await queue.drain();

    expect(runs).toBe(2);
    expect(await queue.send(job, { itemId: 7 }, { singletonKey: key })).toEqual(expect.any(String));
    await eventually(() => runs === 3);
    finishRun();
    await queue.drain();
  });

  it('retries a failing job, then ends it failed with its last error', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: uniqueName('transcode-video'),
      payload: ItemPayload,
      retryLimit: 2,
      backoff: { delaySeconds: 0 },
      handler: async (_payload, context) => {
        attempts.push(context.attempt);
        throw new Error(`ffmpeg exited with code 1 (attempt ${context.attempt})`);
      },
    });
    const queue = await kit.newQueue();
    await queue.work([job], { concurrency: 1 });
    const id = await queue.send(job, { itemId: 3 });
    await queue.drain();

    expect(attempts).toEqual([1, 2, 3]);
    expect(await queue.countByState()).toMatchObject({ queued: 0, active: 0, completed: 0, failed: 1 });
    expect(await kit.lastErrorOf(id ?? '')).toBe('ffmpeg exited with code 1 (attempt 3)');
  });

  it('waits for the backoff before a retry', async () => {
    const attemptTimes: number[] = [];
    const job = defineJob({
      name: uniqueName('transcode-video'),
      payload: ItemPayload,
      retryLimit: 1,
      // pg-boss reads its own clock, so it gets a real second; the embedded queue the test clock.
      backoff: { delaySeconds: variant.provider === 'pg-boss' ? 1 : 60 },
      handler: async () => {
        attemptTimes.push(Date.now());
        if (attemptTimes.length === 1) throw new Error('storage unreachable');
      },
    });
    const queue = await kit.newQueue();
    await queue.work([job], { concurrency: 1 });
    await queue.send(job, { itemId: 3 });
    await eventually(async () => (await queue.countByState()).queued === 1 && attemptTimes.length === 1);

    if (variant.provider === 'embedded') {
      // Nothing happens until the clock passes the delay (60 s doubled at most by the jitter).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(attemptTimes).toHaveLength(1);
      kit.clock.advanceMinutes(2);
    }
    await queue.drain();

    expect(attemptTimes).toHaveLength(2);
    const [firstRun = 0, secondRun = 0] = attemptTimes;
    if (variant.provider === 'pg-boss') expect(secondRun - firstRun).toBeGreaterThanOrEqual(900);
    expect(await queue.countByState()).toMatchObject({ completed: 1, failed: 0 });
  });

  it('never runs more jobs at once than its concurrency', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const job = defineJob({
      name: uniqueName('make-thumbnails'),
      payload: ItemPayload,
      handler: async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
      },
    });
    const queue = await kit.newQueue();
    for (let itemId = 1; itemId <= 9; itemId++) await queue.send(job, { itemId });
    await queue.work([job], { concurrency: 3 });
    await queue.drain();

    expect(mostAtOnce).toBe(3);
    expect(await queue.countByState()).toMatchObject({ completed: 9 });
  });

  it('stops within its bound, handing a job that is still running back to the queue', async () => {
    let signal: AbortSignal | undefined;
    const job = defineJob({
      name: uniqueName('build-download-zip'),
      payload: ItemPayload,
      backoff: { delaySeconds: 0 },
      // Never ends on its own: only the stop can end it.
      handler: (_payload, context) => {
        signal = context.signal;
        return new Promise<void>(() => {});
      },
    });
    const queue = await kit.newQueue();
    await queue.work([job], { concurrency: 1 });
    await queue.send(job, { itemId: 5 });
    await eventually(() => signal !== undefined);

    await queue.stop({ timeoutMs: 100 });

    expect(signal?.aborted).toBe(true);
    expect(await queue.countByState()).toMatchObject({ queued: 1, active: 0 });
    // Another worker (a restarted process) takes it.
    let isDone = false;
    const successor = await kit.newQueue();
    const markDone = async () => {
      isDone = true;
    };
    await successor.work([{ ...job, handler: markDone }], { concurrency: 1 });
    await successor.drain();
    expect(isDone).toBe(true);
  });

  it('counts jobs by kind, lists the failed ones with their error, newest first, and retries one', async () => {
    const failing = new Set([1, 2, 3]);
    const runs: number[] = [];
    const job = defineJob({
      name: uniqueName('transcode-video'),
      payload: ItemPayload,
      retryLimit: 0,
      handler: async ({ itemId }) => {
        runs.push(itemId);
        if (failing.has(itemId)) throw new Error(`ffmpeg refused item ${itemId}`);
      },
    });
    const waiting = defineJob({ name: uniqueName('make-thumbnails'), payload: ItemPayload, handler: async () => {} });
    const queue = await kit.newQueue();
    await queue.work([job], { concurrency: 1 });
    for (const itemId of [1, 2, 3, 4]) {
      await queue.send(job, { itemId });
      await queue.drain();
      // pg-boss stamps its own clock: a millisecond apart at least, so the order is the sending order.
      await new Promise((resolve) => setTimeout(resolve, 5));
      kit.clock.advanceMinutes(1);
    }
    await queue.send(waiting, { itemId: 9 });

    expect(await queue.countByKind()).toEqual(
      [
        { name: job.name, waiting: 0, running: 0, failed: 3 },
        { name: waiting.name, waiting: 1, running: 0, failed: 0 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    const firstPage = await queue.listFailed(job.name, { limit: 2 });
    expect(firstPage.map((failed) => failed.error)).toEqual(['ffmpeg refused item 3', 'ffmpeg refused item 2']);
    expect(firstPage[0]).toMatchObject({ name: job.name, attempts: 1, id: expect.any(String) });
    const last = firstPage[1];
    if (!last) throw new Error('a second failure is listed');
    const secondPage = await queue.listFailed(job.name, { limit: 2, after: { failedAt: last.failedAt, id: last.id } });
    expect(secondPage.map((failed) => failed.error)).toEqual(['ffmpeg refused item 1']);
    expect(await queue.listFailed(waiting.name, { limit: 10 })).toEqual([]);

    failing.delete(2);
    expect(await queue.retryFailed(last.id)).toBe(true);
    // Not drain(): the other kind's job waits for a worker that never comes.
    await eventually(() => runs.length === 5);
    await eventually(async () =>
      (await queue.countByKind()).some((kind) => kind.name === job.name && kind.failed === 2 && kind.running === 0),
    );
    expect(runs).toEqual([1, 2, 3, 4, 2]);
    // Done, so no longer failed: nothing to retry.
    expect(await queue.retryFailed(last.id)).toBe(false);
  });

  it('retries no job that is not failed, of an id of either form, nor one whose singleton key is taken', async () => {
    const job = defineJob({
      name: uniqueName('send-mail'),
      payload: ItemPayload,
      retryLimit: 0,
      handler: async () => {
        throw new Error('connection refused');
      },
    });
    const queue = await kit.newQueue();
    await queue.work([job], { concurrency: 1 });
    const failedId = (await queue.send(job, { itemId: 1 }, { singletonKey: 'mail-1' })) ?? '';
    await queue.drain();
    await queue.stop();
    // The same work asked again meanwhile: it waits, so the failed one is not run beside it.
    expect(await queue.send(job, { itemId: 1 }, { singletonKey: 'mail-1' })).toEqual(expect.any(String));

    expect(await queue.retryFailed(failedId)).toBe(false);
    for (const id of ['0', '99999999', '2147483648', '1e3', '00000000-0000-4000-8000-000000000000', 'x', '']) {
      expect(await queue.retryFailed(id)).toBe(false);
    }
    expect(await queue.countByKind()).toEqual([{ name: job.name, waiting: 1, running: 0, failed: 1 }]);
  });
});
