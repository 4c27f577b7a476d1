import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/infra/db/database.ts';
import { createInProcessRealtime } from '../src/infra/realtime/in-process.ts';
import { createPostgresRealtime } from '../src/infra/realtime/postgres.ts';
import type { Realtime, RealtimeEvent } from '../src/infra/realtime/realtime.ts';
import { createScratchDatabase, postgresUnderTest, sqliteUnderTest } from './harness.ts';

/** What a listener received, with a way to wait for the next event that matches. */
function collect(realtime: Realtime, channel: string) {
  const events: RealtimeEvent[] = [];
  const waiters: Array<{ test: (event: RealtimeEvent) => boolean; resolve: (event: RealtimeEvent) => void }> = [];
  const unsubscribe = realtime.subscribe(channel, (event) => {
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.test(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  return {
    events,
    unsubscribe,
    next(type: string, timeoutMs = 5_000): Promise<RealtimeEvent> {
      const seen = events.find((event) => event.type === type);
      if (seen) {
        events.splice(events.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" on ${channel} in ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          test: (event) => event.type === type,
          resolve: (event) => {
            clearTimeout(timer);
            events.splice(events.indexOf(event), 1);
            resolve(event);
          },
        });
      });
    },
  };
}

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(sqliteUnderTest())('in-process realtime', () => {
  it('delivers an event to the listeners of its channel only, after publish resolves', async () => {
    const realtime = createInProcessRealtime();
    const frame = collect(realtime, 'frame:1');
    const other = collect(realtime, 'frame:2');
    let deliveredDuringPublish = false;
    realtime.subscribe('frame:1', () => {
      deliveredDuringPublish = isPublishing;
    });
    let isPublishing = true;
    const published = realtime.publish('frame:1', { type: 'playlist', data: { itemId: 7 } });
    isPublishing = false;
    await published;
    expect(await frame.next('playlist')).toEqual({ type: 'playlist', data: { itemId: 7 } });
    expect(deliveredDuringPublish).toBe(false);
    await settle(20);
    expect(other.events).toEqual([]);
    await realtime.close();
  });

  it('stops delivering once unsubscribed, and keeps delivering to the others', async () => {
    const realtime = createInProcessRealtime();
    const first = collect(realtime, 'frame:1');
    const second = collect(realtime, 'frame:1');
    first.unsubscribe();
    first.unsubscribe();
    await realtime.publish('frame:1', { type: 'playlist' });
    await second.next('playlist');
    expect(first.events).toEqual([]);
    await realtime.close();
  });

  it('keeps a throwing listener from spoiling the event for the others', async () => {
    const errors: unknown[] = [];
    const realtime = createInProcessRealtime({ reportError: (error) => errors.push(error) });
    realtime.subscribe('frame:1', () => {
      throw new Error('listener bug');
    });
    const healthy = collect(realtime, 'frame:1');
    await realtime.publish('frame:1', { type: 'playlist' });
    await healthy.next('playlist');
    expect(errors).toHaveLength(1);
    await realtime.close();
  });

  it('refuses an event too large to cross PostgreSQL, and publishing after close', async () => {
    const realtime = createInProcessRealtime();
    await expect(realtime.publish('frame:1', { type: 'playlist', data: 'x'.repeat(8000) })).rejects.toThrow(/bytes/);
    await realtime.close();
    await expect(realtime.publish('frame:1', { type: 'playlist' })).rejects.toThrow(/closed/);
  });

  it('serves a thousand channels side by side', async () => {
    const realtime = createInProcessRealtime();
    const counts = new Map<string, number>();
    const unsubscribes = Array.from({ length: 1000 }, (_, index) =>
      realtime.subscribe(`frame:${index}`, () => counts.set(`frame:${index}`, (counts.get(`frame:${index}`) ?? 0) + 1)),
    );
    await realtime.publish('frame:500', { type: 'playlist' });
    await settle(20);
    expect([...counts]).toEqual([['frame:500', 1]]);
    for (const unsubscribe of unsubscribes) unsubscribe();
    await realtime.close();
  });
});

describe.runIf(postgresUnderTest())('PostgreSQL realtime (LISTEN/NOTIFY)', () => {
  let drop: (() => Promise<void>) | undefined;
  let url = '';
  // Two processes: each its own pool and its own listening connection.
  const handles: DatabaseHandle[] = [];
  let a: Realtime;
  let b: Realtime;
  const errors: unknown[] = [];

  beforeAll(async () => {
    const scratch = await createScratchDatabase({ name: 'postgres' });
    drop = scratch.drop;
    url = scratch.databaseUrl ?? '';
    for (let index = 0; index < 2; index += 1) handles.push(await openDatabase({ databaseUrl: url, dataDir: '' }));
    const options = {
      connectionString: url,
      reconnect: { initialMs: 50, maxMs: 200 },
      reportError: (e: unknown) => errors.push(e),
    };
    a = await createPostgresRealtime({ ...options, db: (handles[0] as DatabaseHandle).db });
    b = await createPostgresRealtime({ ...options, db: (handles[1] as DatabaseHandle).db });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('carries an event published in one process to the listeners of the other, and to its own', async () => {
    const inA = collect(a, 'frame:1');
    const inB = collect(b, 'frame:1');
    const elsewhere = collect(a, 'frame:2');
    await b.publish('frame:1', { type: 'playlist', data: { reason: 'item added' } });
    expect(await inA.next('playlist')).toEqual({ type: 'playlist', data: { reason: 'item added' } });
    expect(await inB.next('playlist')).toEqual({ type: 'playlist', data: { reason: 'item added' } });
    await a.publish('frame:1', { type: 'removed' });
    await inB.next('removed');
    await settle();
    expect(elsewhere.events).toEqual([]);
    inA.unsubscribe();
    inB.unsubscribe();
    elsewhere.unsubscribe();
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const gone = collect(a, 'frame:3');
    const staying = collect(a, 'frame:3');
    gone.unsubscribe();
    await b.publish('frame:3', { type: 'playlist' });
    await staying.next('playlist');
    await settle();
    expect(gone.events).toEqual([]);
    staying.unsubscribe();
  });

  it('fails a query whose connection is cut under it without taking the process down, and goes on', async () => {
    const db = (handles[1] as DatabaseHandle).db;
    const watcher = (handles[0] as DatabaseHandle).db;
    const sleeping = sql`select pg_sleep(30)`.execute(db).then(
      () => 'finished',
      (error: unknown) => error,
    );
    // Cut from the server's side, as a restart or failover does, while the query holds it.
    for (let tries = 0; tries < 100; tries += 1) {
      const { rows } = await sql<{ cut: boolean }>`select pg_terminate_backend(pid) as cut from pg_stat_activity
        where query = 'select pg_sleep(30)' and datname = current_database()`.execute(watcher);
      if (rows.some((row) => row.cut)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await sleeping).toBeInstanceOf(Error);
    // The pool may lend the cut connection once more before it hears that it is gone; not twice.
    let failures = 0;
    for (;;) {
      try {
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(rows).toEqual([{ one: 1 }]);
        break;
      } catch (error) {
        failures += 1;
        if (failures > 1) throw error;
      }
    }
  });

  it('listens again after its connection is cut, telling every listener to resync', async () => {
    const inA = collect(a, 'frame:4');
    const inB = collect(b, 'frame:4');
    // What a database restart or failover does to the listening connections.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'kinframe-realtime' and datname = current_database()`.execute(
      (handles[0] as DatabaseHandle).db,
    );
    await inA.next('resync');
    await inB.next('resync');
    await b.publish('frame:4', { type: 'playlist' });
    await inA.next('playlist');
    await a.publish('frame:4', { type: 'playlist' });
    await inB.next('playlist');
    expect(errors.some((error) => String(error).includes('listening connection lost'))).toBe(true);
    inA.unsubscribe();
    inB.unsubscribe();
  });
});
