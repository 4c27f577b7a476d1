import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Answer, ClusterClient } from './support/client.ts';
import {
  allReady,
  bucketKeys,
  keysHeldBy,
  type Person,
  signedIn,
  useCluster,
  usePeople,
  usePhotos,
  waitFor,
} from './support/cluster.ts';
import { expectAlbumChangeHeard, pairFrameStreamingFromWeb1 } from './support/frames.ts';
import { sendMail } from './support/smtp.ts';

/** Short, so that a killed worker's jobs are taken up again within seconds rather than half a minute. */
const LEASE_SECONDS = 6;

/** Uploads through nginx until each is in (201, or 409: an earlier try got in before its answer was lost). */
async function uploadWithRetries(client: ClusterClient, name: string, bytes: Buffer, tries = 20): Promise<void> {
  let last: Answer | unknown = null;
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const answer = await client.upload(name, bytes);
      if (answer.status === 201 || answer.status === 409) return;
      last = answer;
    } catch (error) {
      last = error;
    }
    await delay(500);
  }
  throw new Error(`${name} did not get in after ${tries} tries: ${JSON.stringify(last)}`);
}

/** An upload to one web process that sends half its file and then waits: in flight until the process goes. */
function startStalledUpload(client: ClusterClient, webUrl: string, name: string, bytes: Buffer) {
  const boundary = `----kinframe-cluster-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
      controller.enqueue(new Uint8Array(bytes.subarray(0, Math.floor(bytes.length / 2))));
    },
  });
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-forwarded-for': client.address,
    'x-csrftoken': client.cookies.get('csrftoken') ?? '',
    cookie: [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
  };
  return fetch(`${webUrl}/api/v3/library/uploads`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
    signal: AbortSignal.timeout(60_000),
  } as RequestInit).then(
    (response) => ({ status: response.status, error: null as string | null }),
    (error: unknown) => ({
      status: 0,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    }),
  );
}

/** The work folders of uploads a web process is receiving now. */
function uploadsUnderWay(workDir: string, name: string): string[] {
  try {
    return readdirSync(path.join(workDir, name, 'tmp')).filter((entry) => entry.startsWith('upload-'));
  } catch {
    return [];
  }
}

/** Processes killed or cut off from PostgreSQL: what was answered is kept, nothing half-written stays. */
describe('faults in the cluster', () => {
  const t = useCluster({ privatePostgres: true, env: { QUEUE_LEASE_SECONDS: String(LEASE_SECONDS) } });
  const people = usePeople(t, 4);
  const photos = usePhotos();

  /** Every object in the bucket belongs to an item, every item's objects are there, no upload is left pending. */
  async function expectNothingHalfWritten(): Promise<void> {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM library_items');
    const held = await keysHeldBy(
      t.db,
      rows.map((row) => Number(row.id)),
    );
    const inBucket = new Set(await bucketKeys(t.cluster));
    expect(
      [...held].filter((key) => !inBucket.has(key)),
      'items without their objects',
    ).toEqual([]);
    expect(
      [...inBucket].filter((key) => !held.has(key)),
      'objects of no item',
    ).toEqual([]);
    const pending = await t.db.query('SELECT * FROM pending_originals');
    expect(pending.rows).toEqual([]);
  }

  it('fails the uploads in flight on a killed web process cleanly; retried through nginx they get in; restarted, it serves again', async () => {
    const person = people[0] as Person;
    const client = await signedIn(t.cluster, person);
    const [web1] = t.cluster.web;
    if (!web1) throw new Error('a web process expected');
    const [stalledPhoto, ...others] = await photos.make(5, { width: 1200, height: 900 });

    const stalled = startStalledUpload(client, web1.url, 'stalled.jpg', stalledPhoto as Buffer);
    await waitFor('the stalled upload to reach web1', async () =>
      uploadsUnderWay(t.cluster.workDir, web1.name).length > 0 ? true : undefined,
    );
    // More uploads through nginx at the same moment: some of them reach web1 as it dies.
    const racing = others.map((bytes, index) =>
      client.upload(`racing-${index}.jpg`, bytes).then(
        (answer) => answer.status,
        () => 0,
      ),
    );
    await web1.kill('SIGKILL');

    const outcome = await stalled;
    // The connection went with the process: an error at once, not a hang until our own timeout.
    expect(outcome.status).toBe(0);
    expect(outcome.error).not.toMatch(/TimeoutError|aborted due to timeout/);
    const statuses = await Promise.all(racing);
    // Each was either taken (201) or refused as a whole (an error or a 5xx from nginx), never left hanging.
    for (const status of statuses) expect(status === 201 || status === 0 || status >= 500, String(status)).toBe(true);

    // Retries go through nginx, which now passes them to the other process.
    await uploadWithRetries(client, 'stalled.jpg', stalledPhoto as Buffer);
    for (const [index, bytes] of others.entries()) {
      if (statuses[index] !== 201) await uploadWithRetries(client, `racing-${index}.jpg`, bytes);
    }
    const rows = await allReady(t.db, person.userId, 5);
    expect(new Set(rows.map((row) => row.content_hash)).size).toBe(5);

    await web1.restart();
    const onWeb1 = await client.get('/api/v3/is-logged-in', { via: web1.url });
    expect(onWeb1.json()).toEqual({ isLoggedIn: true });
    const [late] = await photos.make(1);
    const uploaded = await client.upload('after-restart.jpg', late as Buffer, { via: web1.url });
    expect(uploaded.status, uploaded.body).toBe(201);
    await allReady(t.db, person.userId, 6);
    // The restart released whatever the killed process had stored for an item it never wrote.
    await expectNothingHalfWritten();
  });

  it('finishes every item when the worker is killed mid-rendition and started again', async () => {
    const person = people[1] as Person;
    const client = await signedIn(t.cluster, person);
    const [worker] = t.cluster.workers;
    if (!worker) throw new Error('a worker expected');
    const count = 6;
    const batch = await photos.make(count, { width: 1600, height: 1200 });
    const activeJobs = `SELECT job.id FROM pgboss.job job
      JOIN library_items item ON item.id = (job.data->>'itemId')::int
      WHERE job.name = 'process-library-item' AND job.state = 'active' AND item.owner_id = $1`;
    // Watching from before the first upload, so the first rendition that starts is seen.
    const underWay = waitFor(
      'a rendition under way',
      async () => ((await t.db.query(activeJobs, [person.userId])).rows.length > 0 ? true : undefined),
      60_000,
      20,
    );
    const uploading = Promise.all(batch.map((bytes, index) => uploadWithRetries(client, `big-${index}.jpg`, bytes)));
    await underWay;
    await worker.kill('SIGKILL');
    // What it held when it died: active, with nobody running it.
    const orphaned = (await t.db.query<{ id: string }>(activeJobs, [person.userId])).rows.map((row) => row.id);
    expect(orphaned.length).toBeGreaterThan(0);
    // No worker runs now: pg-boss's maintenance in the web processes lets the jobs go once their
    // lease lapses, though a rendition may run for 15 minutes.
    await waitFor(
      "the killed worker's jobs to be let go",
      async () => {
        const { rows } = await t.db.query("SELECT 1 FROM pgboss.job WHERE id = ANY($1::uuid[]) AND state = 'active'", [
          orphaned,
        ]);
        return rows.length === 0 ? true : undefined;
      },
      (LEASE_SECONDS * 2 + 5) * 1000,
    );
    await uploading;

    await worker.restart();
    const rows = await allReady(t.db, person.userId, count, 120_000);
    expect(rows.map((row) => row.status)).toEqual(Array(count).fill('ready'));
    // The orphaned jobs ran again after their lease lapsed (a second fetch counts a retry), and completed.
    const { rows: rerun } = await t.db.query<{ state: string; retry_count: number }>(
      'SELECT state, retry_count FROM pgboss.job WHERE id = ANY($1::uuid[])',
      [orphaned],
    );
    expect(rerun).toHaveLength(orphaned.length);
    for (const job of rerun) expect(job.state).toBe('completed');
    expect(rerun.filter((job) => job.retry_count < 1)).toEqual([]);
    await expectNothingHalfWritten();
  });

  it('reconnects every process after PostgreSQL restarts under load: streams resync and hear changes, jobs resume', async () => {
    const postgres = t.cluster.postgres;
    if (!postgres) throw new Error('a private PostgreSQL server expected');
    const owner = await signedIn(t.cluster, people[2] as Person);
    // Someone else uploads: a person's uploads signal their own frames, and this frame must hear
    // nothing but the restart.
    const uploader = people[3] as Person;
    const uploaderClient = await signedIn(t.cluster, uploader);
    const { frame, events, web2 } = await pairFrameStreamingFromWeb1(t.cluster, owner);
    try {
      const count = 6;
      const batch = await photos.make(count);
      let isRestarting = false;
      const afterRestart = events.next(60_000).then((event) => ({ event, isRestarting }));
      // Under load: uploads keep coming while the server restarts, each retried until it gets in.
      const uploading = (async () => {
        for (const [index, bytes] of batch.entries()) {
          await uploadWithRetries(uploaderClient, `load-${index}.jpg`, bytes, 60);
          await delay(200);
        }
      })();
      await delay(500);
      isRestarting = true;
      await postgres.restart();

      // The listening connection came back and told the stream to re-read (`resync` reaches a
      // frame as `playlist`: fetch again); nothing else concerned this frame.
      expect(await afterRestart).toMatchObject({ event: { event: 'playlist' }, isRestarting: true });
      await uploading;

      // Both web processes answer from the database again.
      for (const web of t.cluster.web) {
        const answer = await waitFor(`${web.name} back on the database`, async () => {
          const reply = await owner.get('/api/v3/library/items', { via: web.url });
          return reply.status === 200 ? reply : undefined;
        });
        expect(answer.status).toBe(200);
      }
      // A change made through web2 reaches the stream on web1 over the new LISTEN.
      await expectAlbumChangeHeard(owner, frame, events, web2.url, 'After the restart');

      // pg-boss picked up again: every upload that got in ends ready, none lost.
      await allReady(t.db, uploader.userId, count, 120_000);
      // The SMTP process is back on the database too.
      const [mailed] = await photos.make(1);
      await sendMail(t.cluster.smtp.port, {
        from: 'aunt@family.example',
        to: `${uploader.username}@kinframe.local`,
        subject: 'After the restart',
        attachment: { name: 'mailed.jpg', bytes: mailed as Buffer },
      });
      await allReady(t.db, uploader.userId, count + 1, 60_000);
      await expectNothingHalfWritten();
    } finally {
      events.close();
    }
  });
});
