import { type FrameSettings, type Playlist, playlistPosition } from '@kinframe/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAlbum, DEVICE, FRAMES, type PairedFrame, type Person, pairFrame } from './frame-fixtures.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const PLAYLIST = `${DEVICE}/playlist`;
const DAY_MS = 86_400_000;

function getPlaylist(t: TestApp, frame: PairedFrame, etag?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    url: PLAYLIST,
    headers: { authorization: `Bearer ${frame.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

async function playlistOf(t: TestApp, frame: PairedFrame): Promise<Playlist> {
  const response = await getPlaylist(t, frame);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Playlist;
}

const idsOf = (playlist: Playlist) => playlist.items.map((item) => item.id);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe.each(testDatabases())('a frame order and memories decided on the server, on $name', (database) => {
  const t = useTestApp(database);

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  /** A ready photo with a preview to show (the frame rendition is not needed here), added `daysAgo`. */
  async function photo(owner: Person, options: { daysAgo?: number; takenAt?: string } = {}): Promise<number> {
    const added = new Date(t.clock.now().getTime() - (options.daysAgo ?? 0) * DAY_MS).toISOString();
    const id = await seedReadyPhoto(t, owner.user.id, { uploaded_at: added, created_at: options.takenAt ?? added });
    await t.context.db
      .insertInto('renditions')
      .values({
        item_id: id,
        name: 'preview',
        key: `renditions/xx/${id}/preview.webp`,
        mime_type: 'image/webp',
        width: 640,
        height: 480,
        size_bytes: 100,
      })
      .execute();
    return id;
  }

  async function frameShowing(owner: Person, itemIds: number[], settings: Partial<FrameSettings>) {
    const album = await createAlbum(owner.client, t.uniqueName('Order'), { itemIds });
    const frame = await pairFrame(t, owner.client);
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    await changeSettings(owner, frame, settings);
    return { frame, album };
  }

  async function changeSettings(owner: Person, frame: PairedFrame, settings: Partial<FrameSettings>) {
    const changed = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings });
    expect(changed.statusCode, changed.body).toBe(200);
  }

  /** Moves the clock by whole intervals and half of one more: well inside a slot, whatever real time passes. */
  const advanceSlots = (slots: number, intervalSeconds: number) =>
    t.clock.advanceMinutes(((slots + 0.5) * intervalSeconds) / 60);

  it('shows every item once per cycle, never the same photo twice in a row across cycles', async () => {
    const owner = await person();
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await photo(owner, { daysAgo: index * 10 }));
    const { frame } = await frameShowing(owner, ids, { shuffle: true, recency: 'strong', intervalSeconds: 60 });

    let previous: Playlist | null = null;
    for (let cycle = 0; cycle < 8; cycle += 1) {
      const playlist = await playlistOf(t, frame);
      expect(playlist.order?.cycle).toBe(cycle);
      expect(sorted(idsOf(playlist))).toEqual(sorted(ids));
      if (previous) {
        expect(idsOf(playlist)[0]).not.toBe(idsOf(previous).at(-1));
        expect(playlist.order?.startedAt).toBe(previous.order?.endsAt);
      }
      previous = playlist;
      advanceSlots(ids.length, 60);
    }
  });

  it('answers the same order and the same place to a device that restarts, and 304 until the cycle ends', async () => {
    const owner = await person();
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) ids.push(await photo(owner));
    const { frame } = await frameShowing(owner, ids, { shuffle: true, recency: 'off', intervalSeconds: 60 });

    const first = await getPlaylist(t, frame);
    const playlist = first.json() as Playlist;
    const order = playlist.order;
    if (!order) throw new Error('no order');
    expect(playlistPosition(order, ids.length, 60, t.clock.now().getTime())).toBe(0);

    advanceSlots(2, 60);
    const restarted = await playlistOf(t, frame);
    expect(restarted.order).toEqual(order);
    expect(idsOf(restarted)).toEqual(idsOf(playlist));
    expect(playlistPosition(order, ids.length, 60, t.clock.now().getTime())).toBe(2);
    expect((await getPlaylist(t, frame, String(first.headers.etag))).statusCode).toBe(304);

    // The stored cycle is what makes it resume; the order itself is a function of frame and cycle.
    await t.context.db.deleteFrom('frame_cycles').where('frame_id', '=', frame.frameId).execute();
    const again = await playlistOf(t, frame);
    expect(again.order?.cycle).toBe(0);
    expect(idsOf(again)).toEqual(idsOf(playlist));

    advanceSlots(ids.length, 60);
    const next = await getPlaylist(t, frame, String(first.headers.etag));
    expect(next.statusCode).toBe(200);
    expect((next.json() as Playlist).order?.cycle).toBe(1);
  });

  it('puts newer photos earlier with a strong recency than with none', async () => {
    const owner = await person();
    const fresh: number[] = [];
    const old: number[] = [];
    for (let index = 0; index < 6; index += 1) fresh.push(await photo(owner, { daysAgo: 0 }));
    for (let index = 0; index < 6; index += 1) old.push(await photo(owner, { daysAgo: 400 }));
    const { frame } = await frameShowing(owner, [...old, ...fresh], { shuffle: true, intervalSeconds: 5 });

    /** The mean place of the fresh photos over `cycles` cycles (0 = first; 5.5 when placed at random). */
    async function meanPlaceOfFresh(recency: FrameSettings['recency'], cycles: number) {
      await changeSettings(owner, frame, { recency });
      // The cycle under way was ordered with the setting before: from the next one on.
      advanceSlots(fresh.length + old.length, 5);
      let total = 0;
      for (let cycle = 0; cycle < cycles; cycle += 1) {
        const order = idsOf(await playlistOf(t, frame));
        total += fresh.reduce((sum, id) => sum + order.indexOf(id), 0) / fresh.length;
        advanceSlots(fresh.length + old.length, 5);
      }
      return total / cycles;
    }

    const off = await meanPlaceOfFresh('off', 30);
    const strong = await meanPlaceOfFresh('strong', 30);
    // Seeded by frame and cycle: no flake. Strong (a year-old photo weighs 0.05) puts them near the front.
    expect(strong).toBeLessThan(3.5);
    expect(off).toBeGreaterThan(strong + 1.5);
  });

  it('shows a photo added in mid-cycle right after the one due, and keeps it there', async () => {
    const owner = await person();
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await photo(owner, { daysAgo: 100 }));
    const { frame, album } = await frameShowing(owner, ids, { shuffle: true, intervalSeconds: 60 });
    const before = idsOf(await playlistOf(t, frame));

    advanceSlots(2, 60);
    const added = await photo(owner, { daysAgo: 400 });
    const response = await owner.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [added] });
    expect(response.statusCode, response.body).toBe(200);
    const after = await playlistOf(t, frame);
    expect(after.order?.cycle).toBe(0);
    expect(idsOf(after)).toEqual([...before.slice(0, 3), added, ...before.slice(3)]);
    // Asked again, it stays where it was put.
    advanceSlots(1, 60);
    expect(idsOf(await playlistOf(t, frame))).toEqual(idsOf(after));
  });

  it('keeps album order and sends no order when the frame does not shuffle', async () => {
    const owner = await person();
    const ids = [await photo(owner, { daysAgo: 300 }), await photo(owner), await photo(owner, { daysAgo: 5 })];
    const { frame } = await frameShowing(owner, ids, { shuffle: false, recency: 'strong' });
    const playlist = await playlistOf(t, frame);
    expect(idsOf(playlist)).toEqual(ids);
    expect(playlist.order).toBeUndefined();
  });

  it('offers the photos taken on this day in earlier years, by year, unless memories are off', async () => {
    const owner = await person();
    const now = t.clock.now();
    const yearsAgo = (years: number, dayShift = 0) => {
      const date = new Date(now.getTime() + dayShift * DAY_MS);
      date.setUTCFullYear(date.getUTCFullYear() - years);
      return date.toISOString();
    };
    const oneYear = await photo(owner, { takenAt: yearsAgo(1) });
    const threeYears = await photo(owner, { takenAt: yearsAgo(3) });
    const otherDay = await photo(owner, { takenAt: yearsAgo(2, 40) });
    const today = await photo(owner);
    const { frame } = await frameShowing(owner, [oneYear, threeYears, otherDay, today], {});

    const playlist = await playlistOf(t, frame);
    const date = now.toISOString().slice(0, 10);
    expect(playlist.memories?.find((day) => day.date === date)).toEqual({
      date,
      showAt: ['morning', 'evening'],
      groups: [
        { title: { yearsAgo: 1 }, itemIds: [oneYear] },
        { title: { yearsAgo: 3 }, itemIds: [threeYears] },
      ],
    });
    const offered = (playlist.memories ?? []).flatMap((day) => day.groups.flatMap((group) => group.itemIds));
    expect(offered).not.toContain(otherDay);
    expect(offered).not.toContain(today);

    await changeSettings(owner, frame, { memories: false });
    expect((await playlistOf(t, frame)).memories).toBeUndefined();
  });
});
