import { DEFAULT_FRAME_SETTINGS, type Frame, type Playlist } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { up as addFill } from '../src/infra/db/migrations/0039-frame-fill.ts';
import { DEVICE, device, FRAMES, type PairedFrame, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';

describe.each(testDatabases())('what fills the screen around a photo of the other shape, on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let frame: PairedFrame;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    frame = await pairFrame(t, owner.client, 'Hallway');
  });

  const playlistOf = async (paired: PairedFrame) => {
    const response = await device(t).get(`${DEVICE}/playlist`, {
      headers: { authorization: `Bearer ${paired.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Playlist;
  };
  const change = (settings: unknown) => owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings });

  it('is the blurred photo on a new frame, for its owner and for the device alike', async () => {
    const own = (await owner.client.get(`${FRAMES}/${frame.frameId}`)).json() as Frame;
    expect(own.settings.fill).toBe('blur');
    expect((await playlistOf(frame)).settings.fill).toBe('blur');
  });

  it('keeps each choice sent by PATCH and hands it to the device, leaving the other settings alone', async () => {
    expect((await change({ intervalSeconds: 30 })).statusCode).toBe(200);
    for (const fill of ['pair', 'black', 'blur'] as const) {
      const changed = await change({ fill });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((changed.json() as Frame).settings).toMatchObject({ fill, intervalSeconds: 30 });
      expect((await playlistOf(frame)).settings).toMatchObject({ fill, intervalSeconds: 30 });
    }
  });

  it('refuses a fill that is not one of the choices, and keeps the one it had', async () => {
    expect((await change({ fill: 'pair' })).statusCode).toBe(200);
    for (const fill of ['blurred', 'PAIR', '', null, 1, true, { kind: 'blur' }, ['blur']]) {
      const refused = await change({ fill });
      expect(refused.statusCode, JSON.stringify(fill)).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect((await playlistOf(frame)).settings.fill).toBe('pair');
  });

  it("answers another person's frame as a missing one, and leaves its fill alone", async () => {
    const stranger = await t.loggedInClient({ plan: 'plus' });
    const refused = await stranger.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings: { fill: 'black' } });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not_found');
    expect((await playlistOf(frame)).settings.fill).toBe('pair');
  });

  it('keeps the frames paired before it pairing photos, as they did, and spares what it cannot read', async () => {
    const older = await pairFrame(t, owner.client, 'Kitchen');
    const unreadable = await pairFrame(t, owner.client, 'Study');
    const chosen = await pairFrame(t, owner.client, 'Porch');
    const { fill, ...beforeFill } = { ...DEFAULT_FRAME_SETTINGS, intervalSeconds: 60 };
    const store = (paired: PairedFrame, settings: string) =>
      t.context.db.updateTable('frames').set({ settings }).where('id', '=', paired.frameId).execute();
    await store(older, JSON.stringify(beforeFill));
    await store(unreadable, '{not json');
    await store(chosen, JSON.stringify({ ...beforeFill, fill: 'black' }));

    await addFill(t.context.db);

    expect((await playlistOf(older)).settings).toEqual({
      ...DEFAULT_FRAME_SETTINGS,
      intervalSeconds: 60,
      fill: 'pair',
    });
    const left = await t.context.db
      .selectFrom('frames')
      .select('settings')
      .where('id', '=', unreadable.frameId)
      .executeTakeFirstOrThrow();
    expect(left.settings).toBe('{not json');
    expect((await playlistOf(unreadable)).settings).toEqual(DEFAULT_FRAME_SETTINGS);
    expect((await playlistOf(chosen)).settings.fill).toBe('black');
  });
});
