import type { Statistics } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, FRAMES, heartbeat, invite, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const STATISTICS = '/api/v3/statistics';

/** `YYYY-MM` of the month `back` months before now's (UTC, as the statistics count). */
function monthBack(now: Date, back: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}
/** The middle of that month: safely inside it whatever the day today. */
const midMonth = (month: string) => `${month}-15T12:00:00.000Z`;

/**
 * Create > Statistics: known data in, exact numbers out. Library numbers are counted from the
 * items; what frames showed and how long they were online from their heartbeats, as the server's
 * (test) clock dates them.
 */
describe.each(testDatabases())('statistics on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let other: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    other = await t.loggedInClient({ plan: 'plus' });
  });

  const statisticsOf = async (person: Person, query = '') => {
    const response = await person.client.get(`${STATISTICS}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Statistics;
  };
  const beat = async (token: string, body: Record<string, unknown> = {}) => {
    const response = await heartbeat(t, token, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  const today = () => t.clock.now().toISOString().slice(0, 10);
  /** The items on the frame's playlist, through an album switched on there. */
  const showOnFrame = async (person: Person, frameId: number, itemIds: number[]) => {
    const album = await createAlbum(person.client, 'On the frame', { itemIds });
    const shown = await person.client.putJson(`${FRAMES}/${frameId}/albums/${album.id}`, {});
    expect(shown.statusCode, shown.body).toBe(200);
  };
  /**
   * Seconds online, as the test clock moved them plus the few real ones the test took meanwhile
   * (the test clock runs on from the real one).
   */
  const expectSeconds = (actual: number | undefined, expected: number) => {
    expect(actual).toBeGreaterThanOrEqual(expected);
    expect(actual).toBeLessThanOrEqual(expected + 5);
  };

  it('counts uploads per month, by type and by source, leaving out failed items, the Trash and other people’s', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const now = t.clock.now();
    const thisMonth = monthBack(now, 0);
    const twoAgo = monthBack(now, 2);
    const at = (month: string) => ({ uploaded_at: midMonth(month), created_at: midMonth(month) });
    await seedReadyPhoto(t, person.user.id, at(thisMonth));
    await seedReadyPhoto(t, person.user.id, { ...at(thisMonth), source: 'email' });
    await seedReadyPhoto(t, person.user.id, { ...at(thisMonth), kind: 'video', mime_type: 'video/mp4' });
    await seedReadyPhoto(t, person.user.id, { ...at(twoAgo), source: 'google' });
    await seedReadyPhoto(t, person.user.id, { ...at(twoAgo), source: 'google', kind: 'video', mime_type: 'video/mp4' });
    // Older than the twelve months charted: in the totals, not in the months.
    await seedReadyPhoto(t, person.user.id, { ...at(monthBack(now, 13)), source: 'dropbox' });
    await seedReadyPhoto(t, person.user.id, { ...at(thisMonth), status: 'failed' });
    await seedReadyPhoto(t, other.user.id, at(thisMonth));
    // In the Trash: out of the library, so out of its counts (one beside kept ones, one alone in its group).
    const trashed_at = now.toISOString();
    await seedReadyPhoto(t, person.user.id, { ...at(thisMonth), trashed_at });
    await seedReadyPhoto(t, person.user.id, { ...at(twoAgo), source: 'flickr', trashed_at });

    const statistics = await statisticsOf(person);
    expect(statistics.timeZone).toBe('UTC');
    expect(statistics.uploadsByMonth).toHaveLength(12);
    expect(statistics.uploadsByMonth[11]).toEqual({ month: thisMonth, photos: 2, videos: 1 });
    expect(statistics.uploadsByMonth[9]).toEqual({ month: twoAgo, photos: 1, videos: 1 });
    expect(statistics.uploadsByMonth.reduce((sum, month) => sum + month.photos + month.videos, 0)).toBe(5);
    expect(statistics.library.photos).toBe(4);
    expect(statistics.library.videos).toBe(2);
    expect(statistics.library.bySource).toEqual([
      { source: 'upload', count: 2 },
      { source: 'email', count: 1 },
      { source: 'copy', count: 0 },
      { source: 'dropbox', count: 1 },
      { source: 'google', count: 2 },
      { source: 'facebook', count: 0 },
      { source: 'instagram', count: 0 },
      { source: 'flickr', count: 0 },
    ]);
    expect(statistics.videoStorage.totalBytes).toBeGreaterThan(0);
    expect(statistics.frames).toEqual([]);
    expect(statistics.frameDays).toHaveLength(30);
    expect(statistics.frameDays.every((day) => day.shown === 0 && day.onlineSeconds === 0)).toBe(true);
    expect(statistics.mostShown).toEqual([]);
  });

  it('counts owned and shared albums, and the items added to shared albums per month', async () => {
    const sharer = await t.loggedInClient({ plan: 'plus' });
    const member = await t.loggedInClient({ plan: 'plus' });
    const photos = [await seedReadyPhoto(t, sharer.user.id), await seedReadyPhoto(t, sharer.user.id)];
    await createAlbum(sharer.client, 'Private');
    const shared = await createAlbum(sharer.client, 'Summer', { isShared: true, itemIds: photos });
    await invite(sharer, member, shared.id);

    const ofSharer = await statisticsOf(sharer);
    expect(ofSharer.albums).toMatchObject({ owned: 2, sharedByYou: 1, sharedWithYou: 0 });
    expect(ofSharer.albums.addedToSharedByMonth.at(-1)).toEqual({ month: monthBack(t.clock.now(), 0), count: 2 });
    const ofMember = await statisticsOf(member);
    expect(ofMember.albums).toMatchObject({ owned: 0, sharedByYou: 0, sharedWithYou: 1 });
    expect(ofMember.albums.addedToSharedByMonth.at(-1)?.count).toBe(2);
  });

  it('counts the slides a frame reports per day, and the most-shown photos its owner may see', async () => {
    const { frameId, token } = await pairFrame(t, owner.client, 'Kitchen');
    const first = await seedReadyPhoto(t, owner.user.id);
    const second = await seedReadyPhoto(t, owner.user.id);
    const notTheirs = await seedReadyPhoto(t, other.user.id);
    await showOnFrame(owner, frameId, [first, second]);
    await beat(token, { state: 'playing' });
    t.clock.advanceMinutes(1);
    await beat(token, {
      state: 'playing',
      shown: [
        { id: first, msAgo: 50_000 },
        { id: second, msAgo: 40_000 },
        // A work of NFT Art: a slide shown, not a library item.
        { id: -3, msAgo: 30_000 },
        { id: first, msAgo: 20_000 },
        // Not on this frame's playlist (another person's, and one that does not exist): not counted.
        { id: notTheirs, msAgo: 10_000 },
        { id: 2_000_000_000, msAgo: 5_000 },
      ],
    });

    const statistics = await statisticsOf(owner);
    expect(statistics.frames).toEqual([{ id: frameId, name: 'Kitchen' }]);
    expect(statistics.frameDays.at(-1)).toMatchObject({ day: today(), shown: 4 });
    expect(statistics.frameTotals).toEqual([{ frameId, shown: 4, onlineSeconds: 60, asleepSeconds: 0 }]);
    expect(statistics.mostShown.map(({ itemId, shown, kind }) => ({ itemId, shown, kind }))).toEqual([
      { itemId: first, shown: 2, kind: 'photo' },
      { itemId: second, shown: 1, kind: 'photo' },
    ]);
    expect(statistics.mostShown[0]?.thumbnailUrl).toEqual(expect.any(String));

    // The same slides again (the answer to that beat was lost): dated before it, not counted twice.
    t.clock.advanceMinutes(1);
    await beat(token, { state: 'playing', shown: [{ id: first, msAgo: 70_000 }] });
    const again = await statisticsOf(owner, `?frameId=${frameId}`);
    expect(again.frameId).toBe(frameId);
    expect(again.frameDays.at(-1)).toMatchObject({ shown: 4 });
    expectSeconds(again.frameDays.at(-1)?.onlineSeconds, 120);
    expect(again.mostShown[0]).toMatchObject({ itemId: first, shown: 2 });
  });

  it('counts hours online and asleep from the gaps between heartbeats', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const { frameId, token } = await pairFrame(t, person.client, 'Hall');
    await beat(token, { state: 'playing' });
    t.clock.advanceMinutes(1);
    // The minute before counts by the state the beat before reported: playing.
    await beat(token, { state: 'asleep' });
    t.clock.advanceMinutes(1.5);
    await beat(token, { state: 'asleep' });
    // Ten minutes unheard: offline in between, nothing counts.
    t.clock.advanceMinutes(10);
    await beat(token, { state: 'playing' });
    t.clock.advanceMinutes(0.5);
    await beat(token, { state: 'playing' });

    const statistics = await statisticsOf(person, `?frameId=${frameId}`);
    const [total] = statistics.frameTotals;
    expect(total).toMatchObject({ frameId, shown: 0 });
    expectSeconds(total?.onlineSeconds, 180);
    expectSeconds(total?.asleepSeconds, 90);
    expect(statistics.frameDays.at(-1)).toEqual({ day: today(), ...total, frameId: undefined });
  });

  it('counts nothing from a removed frame, and forgets what it showed', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const photo = await seedReadyPhoto(t, person.user.id);
    const { frameId, token } = await pairFrame(t, person.client);
    await showOnFrame(person, frameId, [photo]);
    await beat(token, { shown: [{ id: photo, msAgo: 1_000 }] });
    expect((await statisticsOf(person)).frameDays.at(-1)?.shown).toBe(1);

    expect((await person.client.delete(`${FRAMES}/${frameId}`)).statusCode).toBe(200);
    const late = await heartbeat(t, token, { shown: [{ id: photo, msAgo: 1_000 }] });
    expect(late.statusCode).toBe(401);
    const statistics = await statisticsOf(person);
    expect(statistics.frames).toEqual([]);
    expect(statistics.frameDays.at(-1)?.shown).toBe(0);
    expect(statistics.mostShown).toEqual([]);
    expect((await person.client.get(`${STATISTICS}?frameId=${frameId}`)).statusCode).toBe(404);
  });

  it('answers 404 for another person’s frame, and 400 for a bad frame id', async () => {
    const { frameId } = await pairFrame(t, other.client);
    const response = await owner.client.get(`${STATISTICS}?frameId=${frameId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
    for (const bad of ['abc', '-1', '1.5', '99999999999']) {
      expect((await owner.client.get(`${STATISTICS}?frameId=${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await t.client().get(STATISTICS)).statusCode).toBe(401);
  });

  it('takes no forged count: at most one slide per interval, only of the frame’s playlist, and a bounded beat rate', async () => {
    const person = await t.loggedInClient({ plan: 'plus' });
    const mine = [await seedReadyPhoto(t, person.user.id), await seedReadyPhoto(t, person.user.id)];
    const notOnFrame = await seedReadyPhoto(t, person.user.id);
    const strangers = await seedReadyPhoto(t, other.user.id);
    const { frameId, token } = await pairFrame(t, person.client);
    await showOnFrame(person, frameId, mine);
    await beat(token, { state: 'playing' });
    // 20 beats, each claiming 50 slides in the 10 s since the one before: the frame shows one slide
    // every 15 s (its interval), so each beat counts one at the most.
    for (let round = 0; round < 20; round += 1) {
      t.clock.advanceMinutes(10 / 60);
      const shown = Array.from({ length: 50 }, (_, index) => ({
        id: [mine[0], mine[1], notOnFrame, strangers][index % 4] as number,
        msAgo: index * 150,
      }));
      await beat(token, { state: 'playing', shown });
    }
    const statistics = await statisticsOf(person, `?frameId=${frameId}`);
    const shown = statistics.frameTotals[0]?.shown ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(20);
    // Only photos of this frame's playlist: never the one on no album of it, nor another person's.
    for (const entry of statistics.mostShown) expect(mine).toContain(entry.itemId);
    expect(statistics.mostShown.length).toBeGreaterThan(0);

    // Beats faster than any player sends them are refused past twice its most.
    const { token: busy } = await pairFrame(t, person.client);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 125; attempt += 1) answers.push((await heartbeat(t, busy, {})).statusCode);
    expect(answers.slice(0, 120).every((code) => code === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('refuses a heartbeat with too many slides, bad ids or a negative age', async () => {
    const { token } = await pairFrame(t, owner.client);
    const tooMany = Array.from({ length: 201 }, (_, index) => ({ id: index + 1, msAgo: 1_000 }));
    const bad: unknown[] = [
      tooMany,
      [{ id: 1.5, msAgo: 1 }],
      [{ id: '7', msAgo: 1 }],
      [{ id: 2 ** 31, msAgo: 1 }],
      [{ id: 7, msAgo: -1 }],
      [{ id: 7 }],
      'all of them',
    ];
    for (const shown of bad) {
      const response = await heartbeat(t, token, { shown });
      expect(response.statusCode, JSON.stringify(shown).slice(0, 80)).toBe(400);
    }
    // At the limit it is taken.
    await beat(token, { shown: tooMany.slice(0, 200) });
  });
});
