import type { Frame, NotificationPage } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRAMES, heartbeat, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const MINUTE = 60_000;

/**
 * A frame's health as its owner sees it: online, asleep, stalled or offline since when, what the
 * player reported of its own restarts, and the notices of a frame offline for a day and back.
 * Time moves by the test clock; the default interval is 15 s, so a playing frame stalls after
 * 3 × 15 s plus a minute of heartbeat slack.
 */
describe.each(testDatabases())('frame health on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
  });

  const frameOf = async (frameId: number, person = owner) => {
    const response = await person.client.get(`${FRAMES}/${frameId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Frame;
  };
  const beat = async (token: string, body: Record<string, unknown>) => {
    const response = await heartbeat(t, token, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  const noticesOf = async (person: Person) => {
    const page = (await person.client.get('/api/v3/notifications')).json() as NotificationPage;
    return page.notifications.filter((notice) => notice.type.startsWith('frame_'));
  };

  it('calls a playing frame online while its slides move, and stalled once one stays for three intervals', async () => {
    const { frameId, token } = await pairFrame(t, owner.client);
    const photo = await seedReadyPhoto(t, owner.user.id);
    await beat(token, { showingItemId: photo, state: 'playing', slideShownMs: 5_000 });
    expect(await frameOf(frameId)).toMatchObject({ online: true, state: 'online', offlineSince: null });

    // Still within three intervals and the heartbeat's slack.
    await beat(token, { showingItemId: photo, state: 'playing', slideShownMs: 90_000 });
    expect((await frameOf(frameId)).state).toBe('online');

    await beat(token, { showingItemId: photo, state: 'playing', slideShownMs: 3 * MINUTE });
    expect((await frameOf(frameId)).state).toBe('stalled');

    // The next slide ends it.
    await beat(token, { showingItemId: photo, state: 'playing', slideShownMs: 0 });
    expect((await frameOf(frameId)).state).toBe('online');
  });

  it('reckons the stall from the server’s clock: a frame says nothing more and its slide grows old', async () => {
    const { frameId, token } = await pairFrame(t, owner.client);
    await beat(token, { showingItemId: null, state: 'playing', slideShownMs: 0 });
    t.clock.advanceMinutes(1.9);
    expect(await frameOf(frameId)).toMatchObject({ online: true, state: 'stalled' });
  });

  it('never calls a frame stalled that is asleep, paused, showing one slide, or too old to say', async () => {
    const { frameId, token } = await pairFrame(t, owner.client);
    await beat(token, { state: 'asleep', slideShownMs: 60 * MINUTE });
    expect((await frameOf(frameId)).state).toBe('asleep');
    await beat(token, { state: 'paused', slideShownMs: 60 * MINUTE });
    expect((await frameOf(frameId)).state).toBe('paused');
    await beat(token, { state: 'still', slideShownMs: 60 * MINUTE });
    expect((await frameOf(frameId)).state).toBe('online');

    const older = await pairFrame(t, owner.client);
    await beat(older.token, { showingItemId: null });
    expect((await frameOf(older.frameId)).state).toBe('online');
  });

  it('gives a video on screen its own length before calling the frame stalled', async () => {
    const { frameId, token } = await pairFrame(t, owner.client);
    const video = await seedReadyPhoto(t, owner.user.id, { kind: 'video', duration_ms: 10 * MINUTE });
    await beat(token, { showingItemId: video, state: 'playing', slideShownMs: 8 * MINUTE });
    expect((await frameOf(frameId)).state).toBe('online');
    await beat(token, { showingItemId: video, state: 'playing', slideShownMs: 13 * MINUTE });
    expect((await frameOf(frameId)).state).toBe('stalled');
  });

  it('shows when the player last recovered by itself, dated by the server', async () => {
    const { frameId, token } = await pairFrame(t, owner.client);
    const before = t.clock.now().getTime();
    await beat(token, { state: 'playing', slideShownMs: 0, recovered: { reason: 'stalled', msAgo: 5_000 } });
    const { lastRecovery } = await frameOf(frameId);
    expect(lastRecovery?.reason).toBe('stalled');
    const at = Date.parse(lastRecovery?.at ?? '');
    expect(at).toBeLessThanOrEqual(t.clock.now().getTime() - 5_000);
    expect(at).toBeGreaterThanOrEqual(before - 5_000);

    // Later heartbeats without it keep the last one.
    await beat(token, { state: 'playing', slideShownMs: 0, recovered: null });
    expect((await frameOf(frameId)).lastRecovery?.at).toBe(lastRecovery?.at);
    await beat(token, { state: 'playing', slideShownMs: 0, recovered: { reason: 'stream-silent', msAgo: 0 } });
    expect((await frameOf(frameId)).lastRecovery?.reason).toBe('stream-silent');
  });

  it('refuses heartbeats with a state, a duration or a recovery it does not know', async () => {
    const { token } = await pairFrame(t, owner.client);
    for (const body of [
      { state: 'dancing' },
      { slideShownMs: -1 },
      { slideShownMs: 1.5 },
      { slideShownMs: 'long' },
      { recovered: { reason: 'bored', msAgo: 0 } },
      { recovered: { reason: 'stalled', msAgo: -5 } },
      { recovered: { reason: 'stalled' } },
    ]) {
      expect((await heartbeat(t, token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await heartbeat(t, 'not-a-token', { state: 'playing' })).statusCode).toBe(401);
  });

  it('says since when a frame is offline, and tells its owner once after a day, and once when it is back', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const { frameId, token } = await pairFrame(t, person.client, 'Kitchen');
    const recent = await pairFrame(t, person.client, 'Hallway');
    await beat(token, { state: 'playing', slideShownMs: 0 });
    const { lastSeenAt } = await frameOf(frameId, person);

    t.clock.advanceMinutes(10);
    expect(await frameOf(frameId, person)).toMatchObject({ online: false, state: 'offline', offlineSince: lastSeenAt });
    // Offline, but not for a day yet.
    await t.services.frameHealth.sweepOffline();
    expect(await noticesOf(person)).toEqual([]);

    t.clock.advanceDays(1);
    await beat(recent.token, { state: 'playing', slideShownMs: 0 });
    await t.services.frameHealth.sweepOffline();
    await t.services.frameHealth.sweepOffline();
    const [offline, ...others] = await noticesOf(person);
    expect(others).toEqual([]);
    expect(offline).toMatchObject({
      type: 'frame_offline',
      params: { name: 'Kitchen', since: lastSeenAt },
      link: '/family/frames',
    });

    await beat(token, { state: 'playing', slideShownMs: 0 });
    await beat(token, { state: 'playing', slideShownMs: 0 });
    const notices = await noticesOf(person);
    expect(notices.map((notice) => notice.type)).toEqual(['frame_back_online', 'frame_offline']);
    expect(notices[0]).toMatchObject({ params: { name: 'Kitchen' }, link: '/family/frames' });
    expect((await frameOf(frameId, person)).state).toBe('online');

    // Away another day: told again.
    t.clock.advanceDays(2);
    await t.services.frameHealth.sweepOffline();
    expect((await noticesOf(person)).filter((notice) => notice.type === 'frame_offline')).toHaveLength(3);
  });

  it('hears a frame back when its event stream opens, as when it beats', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const { frameId, token } = await pairFrame(t, person.client, 'Study');
    await beat(token, {});
    t.clock.advanceDays(2);
    await t.services.frameHealth.sweepOffline();
    const row = await t.context.db.selectFrom('frames').selectAll().where('id', '=', frameId).executeTakeFirstOrThrow();
    await t.services.frames.connected(row);
    await t.services.frames.connected(row);
    expect((await noticesOf(person)).map((notice) => notice.type)).toEqual(['frame_back_online', 'frame_offline']);
  });

  it('tells nobody about a frame that never connected, nor one handed over and waiting for its new owner', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const never = await pairFrame(t, person.client, 'Never');
    const handedOver = await pairFrame(t, person.client, 'Handed over');
    await beat(handedOver.token, {});
    await t.context.db
      .updateTable('frames')
      .set({ token_hash: 'handover:test' })
      .where('id', '=', handedOver.frameId)
      .execute();
    t.clock.advanceDays(2);
    await t.services.frameHealth.sweepOffline();
    expect(await noticesOf(person)).toEqual([]);
    expect((await frameOf(never.frameId, person)).offlineSince).toBeNull();
  });
});
