import { readFileSync } from 'node:fs';
import { LIMITS } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { openEvents } from '../apps/server/test/event-stream-reader.ts';
import { ClusterClient } from './support/client.ts';
import {
  allReady,
  bucketKeys,
  itemRowsOf,
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

// One topology for the file: what must hold whichever process answers.
const t = useCluster();
const people = usePeople(t, 7);
const photos = usePhotos();

/** Sessions, CSRF and the login throttle live in the database: any web process honours them. */
describe('signing in behind nginx, with two web processes', () => {
  const person = () => people[0] as Person;

  it('spreads the calls of one signed-in person over both web processes, each knowing the session', async () => {
    const client = await signedIn(t.cluster, person());
    const upstreams = new Set<string>();
    for (let call = 0; call < 6; call += 1) {
      const answer = await client.get('/api/v3/is-logged-in');
      expect(answer.status).toBe(200);
      expect(answer.json()).toEqual({ isLoggedIn: true });
      if (answer.upstream) upstreams.add(answer.upstream);
    }
    expect([...upstreams].sort()).toEqual(t.cluster.web.map((web) => `127.0.0.1:${web.port}`).sort());
  });

  it('accepts the session and CSRF token on either process, and refuses an unsafe call without the token on both', async () => {
    const client = await signedIn(t.cluster, person());
    for (const web of t.cluster.web) {
      const created = await client.postJson('/api/v3/albums', { name: `Made on ${web.name}` }, { via: web.url });
      expect(created.status, created.body).toBe(201);
      const withoutToken = await client.send('POST', '/api/v3/albums', {
        via: web.url,
        csrf: false,
        body: JSON.stringify({ name: `Refused on ${web.name}` }),
        headers: { 'content-type': 'application/json' },
      });
      expect(withoutToken.status).toBe(403);
    }
    const { albums } = (await client.get('/api/v3/albums')).json<{ albums: Array<{ name: string }> }>();
    expect(albums.map((album) => album.name).sort()).toEqual(['Made on web1', 'Made on web2']);
  });

  it('ends the other sessions on both processes when a password changes through one, though each had just read them', async () => {
    const person = people[6] as Person;
    const [changing, other] = [await signedIn(t.cluster, person), await signedIn(t.cluster, person)];
    // Each process reads the other session once, and may hold it a second: the change must reach both.
    for (const web of t.cluster.web) {
      expect((await other.get('/api/v3/is-logged-in', { via: web.url })).json()).toEqual({ isLoggedIn: true });
    }
    const [first, second] = t.cluster.web;
    const newPassword = `${person.password}-changed`;
    const changed = await changing.postJson(
      '/api/v3/users/password',
      { old_password: person.password, password: newPassword, password_confirm: newPassword },
      { via: first?.url },
    );
    expect(changed.status, changed.body).toBe(200);
    // The notice crosses to the other process as the answer comes back: asked at once, it may not be there yet.
    for (const web of [second, first]) {
      await waitFor(
        `the ended session refused on ${web?.name}`,
        async () => {
          const answer = await other.get('/api/v3/is-logged-in', { via: web?.url });
          return answer.json<{ isLoggedIn: boolean }>().isLoggedIn ? undefined : true;
        },
        5_000,
        100,
      );
    }
    expect((await changing.get('/api/v3/is-logged-in', { via: second?.url })).json()).toEqual({ isLoggedIn: true });
  });

  it('counts wrong passwords once across both processes: the attempt after the limit is refused by either', async () => {
    const guesser = new ClusterClient(t.cluster.url);
    const upstreams = new Set<string>();
    for (let attempt = 0; attempt < LIMITS.login.attempts; attempt += 1) {
      const wrong = await guesser.login(person().email, `Wrong-password-${attempt}`);
      expect(wrong.status, wrong.body).toBe(400);
      if (wrong.upstream) upstreams.add(wrong.upstream);
    }
    // Round robin: the failures were counted by both processes, so a per-process count would be half.
    expect(upstreams.size).toBe(2);
    for (const web of t.cluster.web) {
      // Even the right password: the throttle answers before the password is checked.
      const refused = await guesser.login(person().email, person().password, { via: web.url });
      expect(refused.status, `${web.name}: ${refused.body}`).toBe(429);
      expect(refused.json<{ message: string }>().message).toContain('20 requests per 5 minutes');
    }
    const throughNginx = await guesser.login(person().email, person().password);
    expect(throughNginx.status).toBe(429);
    // Someone else, from another address, still gets in.
    expect((await new ClusterClient(t.cluster.url).login(person().email, person().password)).status).toBe(200);
  });
});

/** CPU time (user + system, in clock ticks) a process has used so far, from /proc. */
function cpuTicksOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Work handed from process to process: uploads and mail to the worker, changes to frame streams. */
describe('work across the processes of the cluster', () => {
  it('renders an upload whichever web process answered it', async () => {
    const person = people[1] as Person;
    const client = await signedIn(t.cluster, person);
    const [first, second, third] = await photos.make(3);
    const answers = [
      await client.upload('on-web1.jpg', first as Buffer, { via: t.cluster.web[0]?.url }),
      await client.upload('on-web2.jpg', second as Buffer, { via: t.cluster.web[1]?.url }),
      await client.upload('through-nginx.jpg', third as Buffer),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(201);
      expect(answer.json<{ item: { status: string } }>().item.status).toBe('processing');
    }
    const rows = await allReady(t.db, person.userId, 3);
    for (const row of rows) {
      const item = await client.get(`/api/v3/library/items/${row.id}`);
      expect(item.json<{ status: string }>().status).toBe('ready');
    }
    // The worker wrote every rendition to the bucket the web processes read from.
    const inBucket = new Set(await bucketKeys(t.cluster));
    const held = await keysHeldBy(
      t.db,
      rows.map((row) => row.id),
    );
    expect(held.size).toBeGreaterThan(3);
    expect([...held].filter((key) => !inBucket.has(key))).toEqual([]);
  });

  it('takes a photo mailed to the SMTP process into the library, rendered by the worker', async () => {
    const person = people[2] as Person;
    const [photo] = await photos.make(1);
    const accepted = await sendMail(t.cluster.smtp.port, {
      from: 'aunt@family.example',
      to: `${person.username}@kinframe.local`,
      subject: 'From the holiday',
      attachment: { name: 'holiday.jpg', bytes: photo as Buffer },
    });
    expect(accepted).toMatch(/^250 /);
    const [row] = await allReady(t.db, person.userId, 1);
    expect(row?.source).toBe('email');
    const client = await signedIn(t.cluster, person);
    const item = await client.get(`/api/v3/library/items/${row?.id}`);
    expect(item.json<{ name: string; status: string }>()).toMatchObject({ name: 'holiday.jpg', status: 'ready' });
  });

  it('tells a frame streaming from one web process of a change made through the other', async () => {
    const person = people[3] as Person;
    const owner = await signedIn(t.cluster, person);
    const { frame, events, web2 } = await pairFrameStreamingFromWeb1(t.cluster, owner);
    try {
      await expectAlbumChangeHeard(owner, frame, events, web2.url, 'For the kitchen');
    } finally {
      events.close();
    }
  });

  it("caps one account's event streams at 10 over both web processes together", async () => {
    const person = people[5] as Person;
    const client = await signedIn(t.cluster, person);
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const [web1, web2] = t.cluster.web;
    if (!web1 || !web2) throw new Error('two web processes expected');
    const open: Array<Awaited<ReturnType<typeof openEvents>>> = [];
    try {
      // Five tabs on each process.
      for (let tab = 0; tab < 10; tab += 1) {
        const events = await openEvents(`${(tab % 2 ? web1 : web2).url}/api/v3/events`, { cookie });
        await events.nextOf('unread');
        open.push(events);
      }
      for (const web of [web1, web2]) {
        const refused = await client.get('/api/v3/events', { via: web.url });
        expect(refused.status, web.name).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'too_many_streams' });
      }
      // A tab closed on one process makes room on the other.
      open.shift()?.close();
      await waitFor('the closed stream to be given back', async () => {
        const events = await openEvents(`${web1.url}/api/v3/events`, { cookie }).catch(() => undefined);
        if (events) open.push(events);
        return events;
      });
    } finally {
      for (const events of open) events.close();
    }
  });

  it('runs each job once with two workers taking jobs from one queue', async () => {
    const second = await t.cluster.addWorker();
    const [first] = t.cluster.workers;
    const cpuBefore = [cpuTicksOf(first?.pid), cpuTicksOf(second.pid)];
    const person: Person = people[4] as Person;
    const client: ClusterClient = await signedIn(t.cluster, person);
    const count = 8;
    const batch = await photos.make(count, { width: 800, height: 600 });
    // Four at a time through nginx: both web processes send, both workers take.
    for (let start = 0; start < count; start += 4) {
      const answers = await Promise.all(
        batch.slice(start, start + 4).map((bytes, index) => client.upload(`batch-${start + index}.jpg`, bytes)),
      );
      for (const answer of answers) expect(answer.status, answer.body).toBe(201);
    }
    const rows = await allReady(t.db, person.userId, count);
    const ids = rows.map((row) => row.id);

    // pg-boss counts a second fetch of a job in retry_count: 0 means each job was taken exactly once.
    const jobs = await waitFor('the jobs completed', async () => {
      const { rows: found } = await t.db.query<{ item_id: number; state: string; retry_count: number }>(
        `SELECT (data->>'itemId')::int AS item_id, state, retry_count FROM pgboss.job
         WHERE name = 'process-library-item' AND (data->>'itemId')::int = ANY($1::int[])`,
        [ids],
      );
      return found.every((job) => job.state === 'completed') ? found : undefined;
    });
    expect(jobs.map((job) => Number(job.item_id)).sort((a, b) => a - b)).toEqual(ids);
    expect(jobs.filter((job) => job.retry_count !== 0)).toEqual([]);

    // One set of renditions per item: the same names for all, none twice.
    const { rows: renditions } = await t.db.query<{ item_id: number; names: string[] }>(
      'SELECT item_id, array_agg(name ORDER BY name) AS names FROM renditions WHERE item_id = ANY($1::int[]) GROUP BY item_id',
      [ids],
    );
    expect(renditions).toHaveLength(count);
    const names = renditions[0]?.names ?? [];
    expect(names.length).toBeGreaterThan(0);
    for (const rendition of renditions) expect(rendition.names).toEqual(names);
    // And the bucket holds exactly those objects and the originals, nothing more for these items.
    const held = await keysHeldBy(t.db, ids);
    expect(held.size).toBe(count * (names.length + 1));
    const hashes = new Set((await itemRowsOf(t.db, person.userId)).map((row) => row.content_hash));
    const ofTheseItems = (await bucketKeys(t.cluster)).filter((key) => [...hashes].some((hash) => key.includes(hash)));
    expect(ofTheseItems.sort()).toEqual([...held].sort());

    const cpuUsed = [cpuTicksOf(first?.pid) - (cpuBefore[0] ?? 0), cpuTicksOf(second.pid) - (cpuBefore[1] ?? 0)];
    // Which worker did what leaves no trace in pg-boss; the CPU each spent shows the share (not asserted).
    process.stdout.write(`[cluster] CPU ticks spent on the batch: worker ${cpuUsed[0]}, worker2 ${cpuUsed[1]}\n`);
  });
});
