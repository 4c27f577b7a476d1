import type { FrameHiddenItems, LibraryItem, Playlist, PlaylistItem } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { FRAME_ACTION_RULE } from '../src/modules/frames/frame-item-actions.service.ts';
import { openEvents } from './event-stream-reader.ts';
import {
  createAlbum,
  DEVICE,
  FRAMES,
  invite,
  type PairedFrame,
  type Person,
  pairFrame,
  pollPairing,
  startPairing,
} from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { deleteForGood, readyPhotos, useLibraryFixtures } from './library-fixtures.ts';
import { mailsTo } from './mailbox.ts';

const hiddenOf = (frameId: number) => `${FRAMES}/${frameId}/hidden`;

describe.each(testDatabases())('acting on a photo from the frame on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  const photo = readyPhotos(t, files);

  /** `owner`'s frame showing an album of theirs with these photos. */
  async function frameShowing(owner: Person, itemIds: number[]): Promise<PairedFrame> {
    const album = await createAlbum(owner.client, t.uniqueName('Tapped'), { itemIds });
    const frame = await pairFrame(t, owner.client);
    const assigned = await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {});
    expect(assigned.statusCode, assigned.body).toBe(200);
    return frame;
  }

  /** A call of the device API, as the frame makes it: its bearer token, no body, no cookies. */
  function fromFrame(frame: Pick<PairedFrame, 'token'>, method: 'POST' | 'DELETE', path: string) {
    return t.app.inject({ method, url: `${DEVICE}${path}`, headers: { authorization: `Bearer ${frame.token}` } });
  }

  async function playlistOf(frame: PairedFrame) {
    const response = await t.app.inject({
      url: `${DEVICE}/playlist`,
      headers: { authorization: `Bearer ${frame.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const playlist = response.json() as Playlist;
    return { items: playlist.items, ids: playlist.items.map((item) => item.id), etag: String(response.headers.etag) };
  }

  const itemOf = (items: PlaylistItem[], id: number) => items.find((item) => item.id === id);

  async function hiddenList(owner: Person, frame: PairedFrame, query = ''): Promise<FrameHiddenItems> {
    const response = await owner.client.get(`${hiddenOf(frame.frameId)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FrameHiddenItems;
  }

  const rowsOf = (frameId: number) =>
    t.context.db.selectFrom('frame_hidden_items').selectAll().where('frame_id', '=', frameId).execute();

  it("favourites the owner's own photo from the frame, into My Favourites, and takes it out again", async () => {
    const owner = await person();
    const shown = await photo(owner);
    const frame = await frameShowing(owner, [shown]);
    const before = await playlistOf(frame);
    expect(itemOf(before.items, shown)?.isFavourite).toBe(false);

    const marked = await fromFrame(frame, 'POST', `/items/${shown}/favourite`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ isFavourite: true });
    const item = (await owner.client.get(`/api/v3/library/items/${shown}`)).json() as LibraryItem;
    expect(item.isFavourite).toBe(true);
    const favourites = await owner.client.get('/api/v3/library/items?favourites=true');
    expect((favourites.json() as { items: LibraryItem[] }).items.map((listed) => listed.id)).toEqual([shown]);
    const after = await playlistOf(frame);
    expect(after.etag, 'the button shows the new state at the next fetch').not.toBe(before.etag);
    expect(itemOf(after.items, shown)?.isFavourite).toBe(true);

    // Marking twice is harmless; DELETE takes it out.
    expect((await fromFrame(frame, 'POST', `/items/${shown}/favourite`)).json()).toEqual({ isFavourite: true });
    const unmarked = await fromFrame(frame, 'DELETE', `/items/${shown}/favourite`);
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(unmarked.json()).toEqual({ isFavourite: false });
    expect(((await owner.client.get(`/api/v3/library/items/${shown}`)).json() as LibraryItem).isFavourite).toBe(false);
  });

  it("offers no favourite for a shared album's photo of another person, and refuses it as missing", async () => {
    const owner = await person();
    const friend = await person();
    const friends = await photo(friend);
    const album = await createAlbum(friend.client, t.uniqueName('Family'), { itemIds: [friends] });
    await invite(friend, owner, album.id);
    const frame = await pairFrame(t, owner.client);
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    expect(itemOf((await playlistOf(frame)).items, friends)?.isFavourite).toBeNull();

    const refused = await fromFrame(frame, 'POST', `/items/${friends}/favourite`);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, code: 'not_found' });
    const untouched = await t.context.db
      .selectFrom('library_items')
      .select('is_favourite')
      .where('id', '=', friends)
      .executeTakeFirstOrThrow();
    expect(untouched.is_favourite).toBe(0);

    // Hiding it from one's own frame is one's own choice: allowed, and listed with its square while
    // the owner may see it, without it once they left the album.
    expect((await fromFrame(frame, 'POST', `/items/${friends}/hide`)).statusCode).toBe(200);
    expect((await hiddenList(owner, frame)).items[0]).toMatchObject({
      id: friends,
      thumbnailUrl: expect.stringContaining('/api/media/'),
    });
    expect((await owner.client.postJson(`/api/v3/albums/${album.id}/leave`, {})).statusCode).toBe(200);
    expect((await hiddenList(owner, frame)).items[0]).toMatchObject({ id: friends, thumbnailUrl: null });
  });

  it('hides a photo from this frame only, lists it for the owner, and shows it again on undo', async () => {
    const owner = await person();
    const [hidden, kept] = [await photo(owner), await photo(owner)];
    const frame = await frameShowing(owner, [hidden, kept]);
    const otherFrame = await frameShowing(owner, [hidden, kept]);
    const before = await playlistOf(frame);
    expect(before.ids).toEqual([hidden, kept]);

    const response = await fromFrame(frame, 'POST', `/items/${hidden}/hide`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const after = await playlistOf(frame);
    expect(after.ids).toEqual([kept]);
    expect(after.etag).not.toBe(before.etag);
    expect((await playlistOf(otherFrame)).ids, 'another frame of the same albums still shows it').toEqual([
      hidden,
      kept,
    ]);
    // Hidden already: no longer on the frame, so the frame can act on it no more.
    expect((await fromFrame(frame, 'POST', `/items/${hidden}/hide`)).statusCode).toBe(404);
    expect((await fromFrame(frame, 'POST', `/items/${hidden}/favourite`)).statusCode).toBe(404);

    const listed = await hiddenList(owner, frame);
    expect(listed).toMatchObject({ total: 1, nextCursor: null });
    expect(listed.items).toEqual([
      { id: hidden, kind: 'photo', thumbnailUrl: expect.stringContaining('/api/media/'), hiddenAt: expect.any(String) },
    ]);
    expect((await hiddenList(owner, otherFrame)).items).toEqual([]);

    const shownAgain = await owner.client.delete(`${hiddenOf(frame.frameId)}/${hidden}`);
    expect(shownAgain.statusCode, shownAgain.body).toBe(200);
    expect((await playlistOf(frame)).ids).toEqual([hidden, kept]);
    expect(await hiddenList(owner, frame)).toMatchObject({ items: [], total: 0 });
    expect((await owner.client.delete(`${hiddenOf(frame.frameId)}/${hidden}`)).statusCode).toBe(404);
  });

  it('pages the hidden list by cursor, the latest hidden first', async () => {
    const owner = await person();
    const photos = [await photo(owner), await photo(owner), await photo(owner)];
    const frame = await frameShowing(owner, photos);
    for (const id of photos) {
      expect((await fromFrame(frame, 'POST', `/items/${id}/hide`)).statusCode).toBe(200);
      t.clock.advanceMinutes(1);
    }
    const first = await hiddenList(owner, frame, '?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([photos[2], photos[1]]);
    expect(first.total).toBe(3);
    const next = await hiddenList(owner, frame, `?limit=2&cursor=${first.nextCursor}`);
    expect(next.items.map((item) => item.id)).toEqual([photos[0]]);
    expect(next.nextCursor).toBeNull();
    expect((await owner.client.get(`${hiddenOf(frame.frameId)}?cursor=made-up`)).statusCode).toBe(400);
    expect((await owner.client.get(`${hiddenOf(frame.frameId)}?limit=101`)).statusCode).toBe(400);
    expect((await playlistOf(frame)).ids).toEqual([]);
  });

  it('acts only on what the calling frame shows: any other item is missing', async () => {
    const owner = await person();
    const stranger = await person();
    const [shown, notShown] = [await photo(owner), await photo(owner)];
    const theirs = await photo(stranger);
    const frame = await frameShowing(owner, [shown]);
    const strangersFrame = await frameShowing(stranger, [theirs]);
    for (const [target, id] of [
      [frame, notShown],
      [frame, theirs],
      [frame, 2_147_483_647],
      [strangersFrame, shown],
    ] as const) {
      for (const [method, action] of [
        ['POST', 'hide'],
        ['POST', 'favourite'],
        ['DELETE', 'favourite'],
      ] as const) {
        const response = await fromFrame(target, method, `/items/${id}/${action}`);
        expect(response.statusCode, `${method} ${action} ${id}`).toBe(404);
        expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
      }
    }
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await fromFrame(frame, 'POST', `/items/${id}/hide`)).statusCode, id).toBe(400);
    }
    for (const token of ['', 'made-up']) {
      const response = await fromFrame({ token }, 'POST', `/items/${shown}/hide`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'device_token_invalid' });
    }
    expect(await rowsOf(frame.frameId)).toEqual([]);
    expect(await rowsOf(strangersFrame.frameId)).toEqual([]);
  });

  it("answers another person's frame, and an item not hidden there, as missing ones", async () => {
    const owner = await person();
    const stranger = await person();
    const shown = await photo(owner);
    const frame = await frameShowing(owner, [shown]);
    const otherFrame = await frameShowing(owner, [shown]);
    expect((await fromFrame(frame, 'POST', `/items/${shown}/hide`)).statusCode).toBe(200);
    for (const response of [
      await stranger.client.get(hiddenOf(frame.frameId)),
      await stranger.client.delete(`${hiddenOf(frame.frameId)}/${shown}`),
      await owner.client.delete(`${hiddenOf(otherFrame.frameId)}/${shown}`),
      await owner.client.get(hiddenOf(999_999)),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    for (const id of ['abc', '0', '1.5']) {
      expect((await owner.client.delete(`${hiddenOf(frame.frameId)}/${id}`)).statusCode, id).toBe(400);
      expect((await owner.client.get(`${FRAMES}/${id}/hidden`)).statusCode, id).toBe(400);
    }
    expect((await rowsOf(frame.frameId)).map((row) => row.item_id)).toEqual([shown]);
  });

  it('leaves no row behind a deleted photo or a removed frame', async () => {
    const owner = await person();
    const [deleted, kept] = [await photo(owner), await photo(owner)];
    const frame = await frameShowing(owner, [deleted, kept]);
    for (const id of [deleted, kept])
      expect((await fromFrame(frame, 'POST', `/items/${id}/hide`)).statusCode).toBe(200);
    await deleteForGood(owner.client, [deleted]);
    expect((await rowsOf(frame.frameId)).map((row) => row.item_id)).toEqual([kept]);
    expect((await owner.client.delete(`${FRAMES}/${frame.frameId}`)).statusCode).toBe(200);
    expect(await rowsOf(frame.frameId)).toEqual([]);
  });

  it('leaves a frame given away without what the giver hid from it', async () => {
    const giver = await person();
    const recipient = await person();
    const shown = await photo(giver);
    const album = await createAlbum(giver.client, t.uniqueName('Gift'), { itemIds: [shown] });
    const pairing = await startPairing(t);
    const given = await giver.client.postJson('/api/v3/frame-gifts', {
      code: pairing.code,
      albumIds: [album.id],
      recipientEmail: recipient.user.email,
    });
    expect(given.statusCode, given.body).toBe(201);
    const frameId = (given.json() as { id: number }).id;
    const status = (await pollPairing(t, pairing.pairingId)).json() as { deviceToken: string };
    expect((await fromFrame({ token: status.deviceToken }, 'POST', `/items/${shown}/hide`)).statusCode).toBe(200);
    expect(await rowsOf(frameId)).toHaveLength(1);

    const [mail] = await mailsTo(t, recipient.user.email);
    const token = mail?.text.match(/\/frame-gift\?token=([\w-]+)/)?.[1];
    expect((await recipient.client.postJson(`/api/v3/frame-gifts/${token}/accept`, {})).statusCode).toBe(200);
    expect(await rowsOf(frameId)).toEqual([]);
  });

  it('throttles the taps of one frame, and not of another', async () => {
    const owner = await person();
    const shown = await photo(owner);
    const frame = await frameShowing(owner, [shown]);
    const otherFrame = await frameShowing(owner, [shown]);
    for (let tap = 0; tap < FRAME_ACTION_RULE.max; tap += 1) {
      expect((await fromFrame(frame, 'POST', `/items/${shown}/favourite`)).statusCode).toBe(200);
    }
    const throttled = await fromFrame(frame, 'DELETE', `/items/${shown}/favourite`);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'requests_throttled' });
    expect((await fromFrame(otherFrame, 'DELETE', `/items/${shown}/favourite`)).statusCode).toBe(200);
    t.clock.advanceMinutes(FRAME_ACTION_RULE.windowMinutes + 1);
    expect((await fromFrame(frame, 'POST', `/items/${shown}/hide`)).statusCode).toBe(200);
  });

  describe('the frame hears of it', () => {
    let base = '';
    beforeAll(async () => {
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });

    it('tells the frame to fetch its playlist when a photo is hidden and shown again', async () => {
      const owner = await person();
      const shown = await photo(owner);
      const frame = await frameShowing(owner, [shown]);
      const events = await openEvents(`${base}${DEVICE}/events`, { authorization: `Bearer ${frame.token}` });
      try {
        expect(await events.next()).toMatchObject({ event: 'hello' });
        expect((await fromFrame(frame, 'POST', `/items/${shown}/hide`)).statusCode).toBe(200);
        expect(await events.next()).toMatchObject({ event: 'playlist' });
        expect((await owner.client.delete(`${hiddenOf(frame.frameId)}/${shown}`)).statusCode).toBe(200);
        expect(await events.next()).toMatchObject({ event: 'playlist' });
      } finally {
        events.close();
      }
    });
  });
});
