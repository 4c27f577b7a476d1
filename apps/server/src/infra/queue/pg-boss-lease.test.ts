// pg-boss holds a job by a lease, as the embedded queue does: a running job's worker renews it, a
// killed worker's jobs come back within the lease. Time moves in PostgreSQL's rows (a claim made
// earlier is one whose started_on is earlier), so nothing waits for a real lease to lapse.
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from './job.ts';
import { PG_BOSS_SCHEMA } from './pg-boss.ts';
import { eventually, POSTGRES_SKIP_NOTE, queueVariants, useQueueTestKit } from './queue-test-kit.ts';

const pgBoss = queueVariants().find((variant) => variant.provider === 'pg-boss');
const Payload = z.object({ itemId: z.number().int().positive() });
/** The shortest lease QUEUE_LEASE_SECONDS allows: renewed every second, expired by maintenance every second. */
const LEASE_SECONDS = 3;

if (!pgBoss) {
  describe('pg-boss leases', () => {
    it.skip(POSTGRES_SKIP_NOTE, () => {});
  });
}

describe.runIf(pgBoss)('pg-boss leases', () => {
  // biome-ignore lint/style/noNonNullAssertion: runIf above.
  const kit = useQueueTestKit(pgBoss!);

  async function jobRow(id: string) {
    const { rows } = await sql<{ state: string; retry_count: number }>`
      SELECT state, retry_count FROM ${sql.table(`${PG_BOSS_SCHEMA}.job`)} WHERE id = ${id}::uuid`.execute(
      kit.database.db,
    );
    return rows[0];
  }

  it('takes back, within the lease, a job whose worker was killed, though the job may run an hour', async () => {
    const runs: number[] = [];
    const job = defineJob({
      name: 'transcode-video',
      payload: Payload,
      timeoutSeconds: 60 * 60,
      backoff: { delaySeconds: 0 },
      handler: async (_payload, context) => void runs.push(context.attempt),
    });
    const sender = await kit.newQueue({ leaseSeconds: LEASE_SECONDS });
    const id = await sender.send(job, { itemId: 1 });
    if (!id) throw new Error('sent');
    // The killed worker: it fetched the job and will never renew, complete or fail it.
    const killed = new PgBoss({ connectionString: kit.databaseUrl, schema: PG_BOSS_SCHEMA, supervise: false });
    await killed.start();
    const [claimed] = await killed.fetch(job.name);
    await killed.stop({ graceful: false, close: true, wait: true });
    expect(claimed?.id).toBe(id);
    // It claimed the job a lease ago.
    await sql`UPDATE ${sql.table(`${PG_BOSS_SCHEMA}.job`)} SET started_on = started_on - ${`${LEASE_SECONDS + 1} seconds`}::interval
      WHERE id = ${id}::uuid`.execute(kit.database.db);

    const successor = await kit.newQueue({ leaseSeconds: LEASE_SECONDS });
    await successor.work([job], { concurrency: 1 });
    await eventually(async () => (await jobRow(id))?.state === 'completed', 20_000);
    expect(runs).toEqual([2]);
  });

  it('keeps a job longer than its lease with the worker that renews it: it runs once', async () => {
    let runs = 0;
    const job = defineJob({
      name: 'build-download-zip',
      payload: Payload,
      timeoutSeconds: 60,
      handler: async () => {
        runs += 1;
        // Two renewals and two maintenance passes while it runs past its lease.
        await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 1) * 1000));
      },
    });
    const queue = await kit.newQueue({ leaseSeconds: LEASE_SECONDS });
    const id = await queue.send(job, { itemId: 2 });
    if (!id) throw new Error('sent');
    await queue.work([job], { concurrency: 1 });
    await eventually(async () => (await jobRow(id))?.state === 'completed', 20_000);
    expect(await jobRow(id)).toMatchObject({ state: 'completed', retry_count: 0 });
    expect(runs).toBe(1);
  });
});
