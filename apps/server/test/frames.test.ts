import {
  type AlbumInvite,
  DEFAULT_FRAME_SETTINGS,
  type Frame,
  type Frames,
  PAIRING_CODE_ALPHABET,
} from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './event-stream-reader.ts';
import {
  createAlbum,
  DEVICE,
  device,
  FRAMES,
  heartbeat,
  invite,
  type Person,
  pairFrame,
  pollPairing,
  startPairing,
} from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';

/** The code as a person might type it: lower case, with a dash in the middle. */
const typed = (code: string) => `${code.slice(0, 3).toLowerCase()}-${code.slice(3).toLowerCase()}`;

describe.each(testDatabases())('frames on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
  });

  describe('pairing', () => {
    it('gives a code, waits, and hands the token over once after the code is claimed', async () => {
      const before = t.clock.now().getTime();
      const pairing = await startPairing(t);
      expect(pairing.code).toMatch(new RegExp(`^[${PAIRING_CODE_ALPHABET}]{6}$`));
      expect(pairing.pollSeconds).toBe(2);
      expect(pairing.pairingId.length).toBeGreaterThanOrEqual(40);
      const ttl = Date.parse(pairing.expiresAt) - before;
      expect(ttl).toBeGreaterThan(9.9 * 60_000);
      expect(ttl).toBeLessThan(10.1 * 60_000);

      const waiting = await pollPairing(t, pairing.pairingId);
      expect(waiting.statusCode).toBe(200);
      expect(waiting.json()).toEqual({ status: 'waiting' });

      // Case, spaces and dashes are forgiven.
      const claimed = await owner.client.postJson(`${FRAMES}/claim`, { code: typed(pairing.code) });
      expect(claimed.statusCode, claimed.body).toBe(201);
      const frame = claimed.json() as Frame;
      expect(frame).toMatchObject({
        name: 'Kinframe player on Chrome',
        online: false,
        lastSeenAt: null,
        device: {
          name: 'Kinframe player on Chrome',
          appVersion: '1.0.0',
          screen: { width: 1920, height: 1080 },
          freeStorageBytes: null,
        },
        showingItemId: null,
        settings: DEFAULT_FRAME_SETTINGS,
        albumIds: [],
        collectionIds: [],
        giftFor: null,
      });

      const collected = await pollPairing(t, pairing.pairingId);
      expect(collected.statusCode).toBe(200);
      expect(collected.headers['cache-control']).toBe('no-store');
      const status = collected.json() as { status: string; deviceToken: string; frameId: number };
      expect(status).toMatchObject({ status: 'claimed', frameId: frame.id });
      expect(status.deviceToken.length).toBeGreaterThanOrEqual(40);
      expect((await heartbeat(t, status.deviceToken)).statusCode).toBe(200);

      // Once only: the pairing is gone, and nothing of it leads to the token any more.
      const again = await pollPairing(t, pairing.pairingId);
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('not_found');
      // The token is stored only as its hash.
      const row = await t.context.db
        .selectFrom('frames')
        .select('token_hash')
        .where('id', '=', frame.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).not.toContain(status.deviceToken);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('names the frame as the person asks', async () => {
      const pairing = await startPairing(t);
      const claimed = await owner.client.postJson(`${FRAMES}/claim`, { code: pairing.code, name: ' Kitchen ' });
      expect(claimed.json()).toMatchObject({ name: 'Kitchen' });
    });

    it('refuses a code that ran out, and tells the polling device so', async () => {
      const pairing = await startPairing(t);
      t.clock.advanceMinutes(11);
      const poll = await pollPairing(t, pairing.pairingId);
      expect(poll.statusCode).toBe(410);
      expect(poll.json()).toMatchObject({ code: 'pairing_expired', message: 'This code has expired' });
      const claim = await owner.client.postJson(`${FRAMES}/claim`, { code: pairing.code });
      expect(claim.statusCode).toBe(404);
      expect(claim.json()).toMatchObject({ code: 'pairing_code_invalid' });
    });

    it('refuses unknown codes and unknown pairing ids', async () => {
      const claim = await owner.client.postJson(`${FRAMES}/claim`, { code: 'ZZZ 999' });
      expect(claim.statusCode).toBe(404);
      expect(claim.json().code).toBe('pairing_code_invalid');
      expect((await pollPairing(t, 'not-a-pairing')).statusCode).toBe(404);
    });

    it('refuses claims after 10 wrong codes in 10 minutes, from the account and from the address', async () => {
      const guesser = await t.loggedInClient();
      const neighbour = await t.loggedInClient();
      const at = (person: { user: { email: string; password: string } }, ip: string) => {
        const client = t.client(ip);
        return client.login(person.user.email, person.user.password).then(() => client);
      };
      const guesserHere = await at(guesser, '10.20.0.1');
      for (let guess = 0; guess < 10; guess += 1) {
        const wrong = await guesserHere.postJson(`${FRAMES}/claim`, { code: `ZZZ ${String(guess).padStart(3, '0')}` });
        expect(wrong.statusCode).toBe(404);
      }
      const pairing = await startPairing(t);
      const refused = await guesserHere.postJson(`${FRAMES}/claim`, { code: pairing.code });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'pairing_claims_throttled', params: { max: 10, minutes: 10 } });
      // The account, from elsewhere, and anyone from the same address, are refused too.
      expect(
        (await (await at(guesser, '10.20.0.2')).postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode,
      ).toBe(429);
      expect(
        (await (await at(neighbour, '10.20.0.1')).postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode,
      ).toBe(429);
      // Someone else, elsewhere, is not.
      expect(
        (await (await at(neighbour, '10.20.0.3')).postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode,
      ).toBe(201);

      t.clock.advanceMinutes(11);
      const later = await startPairing(t);
      expect((await guesserHere.postJson(`${FRAMES}/claim`, { code: later.code })).statusCode).toBe(201);
    });

    it('gives a claimed code to one account only', async () => {
      const other = await t.loggedInClient();
      const pairing = await startPairing(t);
      expect((await owner.client.postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode).toBe(201);
      const second = await other.client.postJson(`${FRAMES}/claim`, { code: pairing.code });
      expect(second.statusCode).toBe(404);
      expect(second.json().code).toBe('pairing_code_invalid');
      expect(((await other.client.get(FRAMES)).json() as Frames).frames).toEqual([]);
    });

    it('gives a code to one of two accounts claiming it at the same moment', async () => {
      const [first, second] = await Promise.all([t.loggedInClient(), t.loggedInClient()]);
      const pairing = await startPairing(t);
      const answers = await Promise.all(
        [first, second].map((person) => person.client.postJson(`${FRAMES}/claim`, { code: pairing.code })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 404]);
      const counts = await Promise.all(
        [first, second].map(async (person) => ((await person.client.get(FRAMES)).json() as Frames).frames.length),
      );
      expect(counts.sort()).toEqual([0, 1]);
    });

    it('limits new codes per address', async () => {
      const ip = '10.99.0.1';
      for (let i = 0; i < 30; i++) await startPairing(t, device(t, ip));
      const refused = await device(t, ip).postJson(
        `${DEVICE}/pairing`,
        { screen: { width: 800, height: 600 } },
        { csrf: false },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('pairing_throttled');
      // Another address is not affected; the same one may ask again later.
      await startPairing(t, device(t, '10.99.0.2'));
      t.clock.advanceMinutes(11);
      const later = await startPairing(t, device(t, ip));
      expect(later.code).toHaveLength(6);
    });

    it('checks what a device sends', async () => {
      const tooSmall = await device(t).postJson(
        `${DEVICE}/pairing`,
        { screen: { width: 10, height: 10 } },
        { csrf: false },
      );
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.json().code).toBe('validation_failed');
    });
  });

  describe('the frame limit', () => {
    it('stops at 10 frames per account', async () => {
      const { client } = await t.loggedInClient();
      for (let i = 0; i < 10; i++) await pairFrame(t, client);
      const pairing = await startPairing(t);
      const refused = await client.postJson(`${FRAMES}/claim`, { code: pairing.code });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'frame_limit',
        message: 'You can have up to 10 frames',
        params: { max: 10 },
      });
      const list = (await client.get(FRAMES)).json() as Frames;
      expect(list.frames).toHaveLength(10);
      expect(list.maxFrames).toBe(10);
      // The code is still there for someone else.
      const other = await t.loggedInClient();
      expect((await other.client.postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode).toBe(201);
    });
  });

  describe('an owner and their frames', () => {
    it('lists, reads, renames and changes settings, checking them whole', async () => {
      const { client } = await t.loggedInClient();
      const { frameId } = await pairFrame(t, client, 'Hall');
      const list = (await client.get(FRAMES)).json() as Frames;
      expect(list.frames.map((frame) => frame.name)).toEqual(['Hall']);

      const changed = await client.patchJson(`${FRAMES}/${frameId}`, {
        name: 'Living room',
        settings: {
          intervalSeconds: 60,
          shuffle: true,
          sleep: { enabled: true, start: '23:30', end: '06:45', days: [1, 2] },
        },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({
        name: 'Living room',
        settings: {
          ...DEFAULT_FRAME_SETTINGS,
          intervalSeconds: 60,
          shuffle: true,
          sleep: { enabled: true, start: '23:30', end: '06:45', days: [1, 2] },
        },
      });
      // Only what is sent changes.
      const transition = await client.patchJson(`${FRAMES}/${frameId}`, { settings: { transition: 'slide' } });
      expect(transition.json()).toMatchObject({
        name: 'Living room',
        settings: { intervalSeconds: 60, transition: 'slide' },
      });

      for (const settings of [
        { intervalSeconds: 2 },
        { intervalSeconds: 7200 },
        { transition: 'spin' },
        { sleep: { enabled: true, start: '25:00', end: '07:00', days: [] } },
        { sleep: { enabled: true, start: '22:00', end: '7:00', days: [] } },
        { sleep: { enabled: true, start: '22:00', end: '07:00', days: [7] } },
      ]) {
        const refused = await client.patchJson(`${FRAMES}/${frameId}`, { settings });
        expect(refused.statusCode, JSON.stringify(settings)).toBe(400);
        expect(refused.json().code).toBe('validation_failed');
      }
      const blankName = await client.patchJson(`${FRAMES}/${frameId}`, { name: '  ' });
      expect(blankName.statusCode).toBe(400);
      const read = (await client.get(`${FRAMES}/${frameId}`)).json() as Frame;
      expect(read.settings).toMatchObject({ intervalSeconds: 60, transition: 'slide' });
    });

    it("answers another account's frame as a missing one", async () => {
      const { client } = await t.loggedInClient();
      const { frameId } = await pairFrame(t, owner.client, 'Mine');
      for (const response of [
        await client.get(`${FRAMES}/${frameId}`),
        await client.patchJson(`${FRAMES}/${frameId}`, { name: 'Taken' }),
        await client.putJson(`${FRAMES}/${frameId}/albums/favourites`, {}),
        await client.delete(`${FRAMES}/${frameId}`),
        await owner.client.get(`${FRAMES}/999999`),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
      expect(((await owner.client.get(`${FRAMES}/${frameId}`)).json() as Frame).name).toBe('Mine');
    });

    it('removes a frame: its token stops working', async () => {
      const { client } = await t.loggedInClient();
      const { frameId, token } = await pairFrame(t, client);
      expect((await heartbeat(t, token)).statusCode).toBe(200);
      expect((await client.delete(`${FRAMES}/${frameId}`)).statusCode).toBe(200);
      const refused = await heartbeat(t, token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        code: 'device_token_invalid',
        message: 'This frame is no longer connected',
      });
      expect((await client.get(`${FRAMES}/${frameId}`)).statusCode).toBe(404);
      expect(((await client.get(FRAMES)).json() as Frames).frames).toEqual([]);
    });

    it('removes every frame of an account (account deletion)', async () => {
      const person = await t.loggedInClient();
      const first = await pairFrame(t, person.client);
      const second = await pairFrame(t, person.client);
      const kept = await pairFrame(t, owner.client);
      await t.services.frames.removeFramesOf(person.user.id);
      expect(((await person.client.get(FRAMES)).json() as Frames).frames).toEqual([]);
      for (const { token } of [first, second]) expect((await heartbeat(t, token)).statusCode).toBe(401);
      expect((await heartbeat(t, kept.token)).statusCode).toBe(200);
    });
  });

  describe('what a frame shows', () => {
    it('assigns and unassigns albums and collections, twice harmlessly', async () => {
      const person = await t.loggedInClient();
      const { frameId } = await pairFrame(t, person.client);
      const album = await createAlbum(person.client, 'Holidays');

      const assigned = await person.client.putJson(`${FRAMES}/${frameId}/albums/${album.id}`, {});
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect((assigned.json() as Frame).albumIds).toEqual([album.id]);
      expect((await person.client.putJson(`${FRAMES}/${frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
      const withFavourites = await person.client.putJson(`${FRAMES}/${frameId}/albums/favourites`, {});
      expect(withFavourites.json()).toMatchObject({ albumIds: [album.id], collectionIds: ['favourites'] });

      const listed = (await person.client.get(FRAMES)).json() as Frames;
      expect(listed.frames[0]).toMatchObject({ albumIds: [album.id], collectionIds: ['favourites'] });

      const unassigned = await person.client.delete(`${FRAMES}/${frameId}/albums/${album.id}`);
      expect(unassigned.statusCode).toBe(200);
      expect(unassigned.json()).toMatchObject({ albumIds: [], collectionIds: ['favourites'] });
      expect((await person.client.delete(`${FRAMES}/${frameId}/albums/${album.id}`)).statusCode).toBe(200);
      const noCollection = await person.client.delete(`${FRAMES}/${frameId}/albums/favourites`);
      expect(noCollection.json()).toMatchObject({ albumIds: [], collectionIds: [] });

      const unknownCollection = await person.client.putJson(`${FRAMES}/${frameId}/albums/holidays`, {});
      expect(unknownCollection.statusCode).toBe(400);
    });

    it("refuses someone else's album, and an album only invited to, as missing ones", async () => {
      const person = { ...(await t.loggedInClient()) };
      const stranger = { ...(await t.loggedInClient()) };
      const { frameId } = await pairFrame(t, person.client);
      const strangers = await createAlbum(stranger.client, 'Private');
      const refused = await person.client.putJson(`${FRAMES}/${frameId}/albums/${strangers.id}`, {});
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('not_found');
      expect((await person.client.delete(`${FRAMES}/${frameId}/albums/${strangers.id}`)).statusCode).toBe(404);
      expect((await person.client.putJson(`${FRAMES}/${frameId}/albums/999999`, {})).statusCode).toBe(404);

      const shared = await createAlbum(stranger.client, 'Family');
      await invite(stranger, person, shared.id, false);
      expect((await person.client.putJson(`${FRAMES}/${frameId}/albums/${shared.id}`, {})).statusCode).toBe(404);

      const { invites } = (await person.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
      await person.client.postJson(`/api/v3/album-invites/${invites[0]?.id}/accept`, {});
      const accepted = await person.client.putJson(`${FRAMES}/${frameId}/albums/${shared.id}`, {});
      expect(accepted.statusCode).toBe(200);
      expect((accepted.json() as Frame).albumIds).toEqual([shared.id]);

      // Leaving the album takes it off what the frame shows.
      expect((await person.client.postJson(`/api/v3/albums/${shared.id}/leave`, {})).statusCode).toBe(200);
      expect(((await person.client.get(`${FRAMES}/${frameId}`)).json() as Frame).albumIds).toEqual([]);
      // ...and the leftover assignment can still be taken off.
      expect((await person.client.delete(`${FRAMES}/${frameId}/albums/${shared.id}`)).statusCode).toBe(200);
    });
  });

  describe('heartbeat', () => {
    it('shows the frame online with what it reports, and offline two minutes after', async () => {
      const { client } = await t.loggedInClient();
      const { frameId, token } = await pairFrame(t, client);
      const beat = await heartbeat(t, token, {
        showingItemId: 42,
        appVersion: '1.2.0',
        freeStorageBytes: 8_000_000_000,
        screen: { width: 1080, height: 1920 },
      });
      expect(beat.statusCode, beat.body).toBe(200);
      expect(beat.json()).toEqual({ success: true });
      const frame = (await client.get(`${FRAMES}/${frameId}`)).json() as Frame;
      expect(frame).toMatchObject({
        online: true,
        showingItemId: 42,
        device: { appVersion: '1.2.0', freeStorageBytes: 8_000_000_000, screen: { width: 1080, height: 1920 } },
      });
      expect(Math.abs(Date.parse(frame.lastSeenAt ?? '') - t.clock.now().getTime())).toBeLessThan(5_000);

      t.clock.advanceMinutes(2.5);
      const later = (await client.get(`${FRAMES}/${frameId}`)).json() as Frame;
      expect(later.online).toBe(false);
      expect(later.lastSeenAt).toBe(frame.lastSeenAt);
    });

    it('needs a token the server knows', async () => {
      const missing = await device(t).postJson(`${DEVICE}/heartbeat`, {}, { csrf: false });
      expect(missing.statusCode).toBe(401);
      expect(missing.json().code).toBe('device_token_invalid');
      expect((await heartbeat(t, 'forged-token')).statusCode).toBe(401);
    });
  });

  it('lists the frame and device calls in the OpenAPI document', async () => {
    const document = (await t.client().get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    };
    for (const [path, method, tag] of [
      ['/api/v3/frames', 'get', 'frames'],
      ['/api/v3/frames/claim', 'post', 'frames'],
      ['/api/v3/frames/{id}', 'patch', 'frames'],
      ['/api/v3/frames/{id}/albums/{albumId}', 'put', 'frames'],
      ['/api/v3/frame-gifts', 'post', 'frames'],
      ['/api/v3/frame-gifts/{token}/accept', 'post', 'frames'],
      ['/api/device/v1/pairing', 'post', 'device'],
      ['/api/device/v1/pairing/{pairingId}', 'get', 'device'],
      ['/api/device/v1/heartbeat', 'post', 'device'],
    ] as const) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual([tag]);
    }
    expect(document.paths['/api/device/v1/heartbeat']?.post?.security).toEqual([{ device: [] }]);
  });

  describe('CSRF and sessions', () => {
    it('lets devices call without CSRF, and refuses user calls without it', async () => {
      const pairing = await startPairing(t);
      const refused = await owner.client.postJson(`${FRAMES}/claim`, { code: pairing.code }, { csrf: false });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('csrf_failed');
      const { frameId } = await pairFrame(t, owner.client);
      const patch = await owner.client.patchJson(`${FRAMES}/${frameId}`, { name: 'x' }, { csrf: false });
      expect(patch.statusCode).toBe(403);
      expect((await owner.client.delete(`${FRAMES}/${frameId}`, { csrf: false })).statusCode).toBe(403);
    });

    it('keeps user routes for signed-in people', async () => {
      const anonymous = t.client();
      expect((await anonymous.get(FRAMES)).statusCode).toBe(401);
      const pairing = await startPairing(t);
      expect((await anonymous.postJson(`${FRAMES}/claim`, { code: pairing.code })).statusCode).toBe(401);
    });

    it('does not take a session cookie for a device token', async () => {
      const response = await owner.client.postJson(`${DEVICE}/heartbeat`, {}, { csrf: false });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('device_token_invalid');
    });
  });

  describe('online and offline', () => {
    it("is online the moment its event stream opens and offline the moment it closes, and the owner's tabs hear both", async () => {
      const owner = await t.loggedInClient();
      const frame = await pairFrame(t, owner.client, 'Landing');
      const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const cookie = [...owner.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const tab = await openEvents(`${base}/api/v3/events`, { cookie });
      const onlineOf = async () =>
        ((await owner.client.get(FRAMES)).json() as Frames).frames.find((row) => row.id === frame.frameId)?.online;
      try {
        await tab.nextOf('unread');
        expect(await onlineOf()).toBe(false);

        const device = await openEvents(`${base}/api/device/v1/events`, { authorization: `Bearer ${frame.token}` });
        await device.nextOf('hello');
        expect(await tab.nextOf('changed')).toEqual({ event: 'changed', data: { what: 'frames' } });
        expect(await onlineOf()).toBe(true);

        device.close();
        expect(await tab.nextOf('changed')).toEqual({ event: 'changed', data: { what: 'frames' } });
        expect(await onlineOf()).toBe(false);

        // A heartbeat after it left is a sign of life again.
        expect((await heartbeat(t, frame.token)).statusCode).toBe(200);
        expect(await onlineOf()).toBe(true);
      } finally {
        tab.close();
      }
    });
  });
});
