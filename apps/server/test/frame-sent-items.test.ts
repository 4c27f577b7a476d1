import type { FrameItems, Playlist } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { openEvents } from './event-stream-reader.ts';
import {
  createAlbum,
  DEVICE,
  FRAMES,
  type PairedFrame,
  type Person,
  pairFrame,
  startPairing,
} from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { readyPhotos, useLibraryFixtures } from './library-fixtures.ts';
import { mailsTo } from './mailbox.ts';

const PLAYLIST = `${DEVICE}/playlist`;
const itemsOf = (frameId: number) => `${FRAMES}/${frameId}/items`;
const removeOf = (frameId: number) => `${FRAMES}/${frameId}/items/remove`;

describe.each(testDatabases())('photos sent to a frame on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  const photo = readyPhotos(t, files);

  async function playlistOf(frame: PairedFrame, etag?: string) {
    const response = await t.app.inject({
      url: PLAYLIST,
      headers: { authorization: `Bearer ${frame.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return { response, ids: response.statusCode === 200 ? (response.json() as Playlist).items.map((i) => i.id) : [] };
  }

  async function send(owner: Person, frame: PairedFrame, itemIds: number[]) {
    const response = await owner.client.postJson(itemsOf(frame.frameId), { itemIds });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { added: number };
  }

  async function listed(owner: Person, frame: PairedFrame, query = ''): Promise<FrameItems> {
    const response = await owner.client.get(`${itemsOf(frame.frameId)}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FrameItems;
  }

  const rowsOf = (frameId: number) =>
    t.context.db.selectFrom('frame_items').selectAll().where('frame_id', '=', frameId).execute();

  it('shows sent photos first, newest sent first, before the albums, each once', async () => {
    const owner = await person();
    const [inAlbum, first, second] = [await photo(owner), await photo(owner), await photo(owner)];
    const album = await createAlbum(owner.client, t.uniqueName('Garden'));
    expect((await owner.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [inAlbum] })).statusCode).toBe(
      200,
    );
    const frame = await pairFrame(t, owner.client, 'Kitchen');
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    const before = await playlistOf(frame);
    expect(before.ids).toEqual([inAlbum]);

    expect(await send(owner, frame, [first])).toEqual({ added: 1 });
    t.clock.advanceMinutes(1);
    // Sent and in an album: it comes where it was sent, once.
    expect(await send(owner, frame, [second, inAlbum, second])).toEqual({ added: 2 });
    const after = await playlistOf(frame, String(before.response.headers.etag));
    expect(after.response.statusCode, 'the old ETag no longer matches').toBe(200);
    expect(after.ids).toEqual([Math.max(second, inAlbum), Math.min(second, inAlbum), first]);

    const list = await listed(owner, frame);
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.id)).toEqual(after.ids);
    expect(list.items[0]).toMatchObject({ kind: 'photo', thumbnailUrl: expect.stringContaining('/api/media/') });
    expect(list.nextCursor).toBeNull();
  });

  it('sends again harmlessly: no second row, and the photo comes first again', async () => {
    const owner = await person();
    const [older, newer] = [await photo(owner), await photo(owner)];
    const frame = await pairFrame(t, owner.client);
    await send(owner, frame, [older]);
    t.clock.advanceMinutes(1);
    await send(owner, frame, [newer]);
    expect((await playlistOf(frame)).ids).toEqual([newer, older]);
    t.clock.advanceMinutes(1);
    expect(await send(owner, frame, [older])).toEqual({ added: 1 });
    expect(await rowsOf(frame.frameId)).toHaveLength(2);
    expect((await playlistOf(frame)).ids).toEqual([older, newer]);
  });

  it('pages the list by cursor, newest sent first', async () => {
    const owner = await person();
    const photos = [await photo(owner), await photo(owner), await photo(owner)];
    const frame = await pairFrame(t, owner.client);
    for (const id of photos) {
      await send(owner, frame, [id]);
      t.clock.advanceMinutes(1);
    }
    const firstPage = await listed(owner, frame, '?limit=2');
    expect(firstPage.items.map((item) => item.id)).toEqual([photos[2], photos[1]]);
    expect(firstPage.total).toBe(3);
    const next = await listed(owner, frame, `?limit=2&cursor=${firstPage.nextCursor}`);
    expect(next.items.map((item) => item.id)).toEqual([photos[0]]);
    expect(next.nextCursor).toBeNull();
    expect((await owner.client.get(`${itemsOf(frame.frameId)}?cursor=made-up`)).statusCode).toBe(400);
  });

  it('leaves out a sent photo that is not ready, as for any other item', async () => {
    const owner = await person();
    const [ready, busy] = [await photo(owner), await photo(owner)];
    const frame = await pairFrame(t, owner.client);
    await t.context.db.updateTable('library_items').set({ status: 'processing' }).where('id', '=', busy).execute();
    await send(owner, frame, [ready, busy]);
    expect((await playlistOf(frame)).ids).toEqual([ready]);
  });

  it('takes photos off the frame, and a deleted photo or a removed frame leaves no row', async () => {
    const owner = await person();
    const [kept, taken, deleted] = [await photo(owner), await photo(owner), await photo(owner)];
    const frame = await pairFrame(t, owner.client);
    await send(owner, frame, [kept, taken, deleted]);

    const removed = await owner.client.postJson(removeOf(frame.frameId), { itemIds: [taken, 999_999] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ removed: 1 });
    expect((await playlistOf(frame)).ids.sort()).toEqual([kept, deleted].sort());

    const gone = await owner.client.postJson('/api/v3/library/items/delete', { itemIds: [deleted] });
    expect(gone.statusCode, gone.body).toBe(200);
    // In the Trash it is off the frame at once; deleted for good, its row goes.
    expect((await playlistOf(frame)).ids).toEqual([kept]);
    await owner.client.postJson('/api/v3/library/trash/delete', { ids: [deleted] });
    expect((await rowsOf(frame.frameId)).map((row) => row.item_id)).toEqual([kept]);
    expect((await listed(owner, frame)).total).toBe(1);

    const cleared = await owner.client.delete(itemsOf(frame.frameId));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toEqual({ removed: 1 });
    expect((await playlistOf(frame)).ids).toEqual([]);
    expect((await listed(owner, frame)).items).toEqual([]);

    await send(owner, frame, [kept]);
    expect((await owner.client.delete(`${FRAMES}/${frame.frameId}`)).statusCode).toBe(200);
    expect(await rowsOf(frame.frameId)).toEqual([]);
  });

  it("answers another person's frame as a missing one, and refuses their photos as missing ones", async () => {
    const owner = await person();
    const stranger = await person();
    const [own, unsent] = [await photo(owner), await photo(owner)];
    const theirs = await photo(stranger);
    const frame = await pairFrame(t, owner.client);
    const strangersFrame = await pairFrame(t, stranger.client);
    await send(owner, frame, [own]);

    for (const response of [
      await stranger.client.postJson(itemsOf(frame.frameId), { itemIds: [theirs] }),
      await stranger.client.get(itemsOf(frame.frameId)),
      await stranger.client.postJson(removeOf(frame.frameId), { itemIds: [own] }),
      await stranger.client.delete(itemsOf(frame.frameId)),
      await owner.client.postJson(itemsOf(strangersFrame.frameId), { itemIds: [own] }),
      // Another's photo, alone or among one's own: the whole call is refused, nothing is written.
      await owner.client.postJson(itemsOf(frame.frameId), { itemIds: [theirs] }),
      await owner.client.postJson(itemsOf(frame.frameId), { itemIds: [unsent, theirs] }),
      await owner.client.postJson(itemsOf(frame.frameId), { itemIds: [unsent, 2_147_483_647] }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    expect((await rowsOf(frame.frameId)).map((row) => row.item_id)).toEqual([own]);
    expect(await rowsOf(strangersFrame.frameId)).toEqual([]);
  });

  it('checks what it is sent', async () => {
    const owner = await person();
    const own = await photo(owner);
    const frame = await pairFrame(t, owner.client);
    const tooMany = Array.from({ length: 10_001 }, (_, index) => index + 1);
    for (const body of [
      {},
      { itemIds: [] },
      { itemIds: tooMany },
      { itemIds: [1.5] },
      { itemIds: ['1'] },
      { itemIds: own },
    ]) {
      for (const url of [itemsOf(frame.frameId), removeOf(frame.frameId)]) {
        const response = await owner.client.postJson(url, body);
        expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false });
      }
    }
    // Ids no row could have are unknown photos, not a database error.
    const forged = await owner.client.postJson(itemsOf(frame.frameId), { itemIds: [9_007_199_254_740_991, -1, 0] });
    expect(forged.statusCode).toBe(404);
    for (const id of ['999999', 'abc', '0', '1.5']) {
      const response = await owner.client.postJson(`${FRAMES}/${id}/items`, { itemIds: [own] });
      expect(response.statusCode, id).toBe(id === '999999' ? 404 : 400);
    }
    expect((await owner.client.get(`${itemsOf(frame.frameId)}?limit=101`)).statusCode).toBe(400);
    expect(await rowsOf(frame.frameId)).toEqual([]);
  });

  it("leaves a frame given away without the giver's sent photos", async () => {
    const giver = await person();
    const recipient = await person();
    const sentPhoto = await photo(giver);
    const pairing = await startPairing(t);
    const given = await giver.client.postJson('/api/v3/frame-gifts', {
      code: pairing.code,
      albumIds: [],
      recipientEmail: recipient.user.email,
    });
    expect(given.statusCode, given.body).toBe(201);
    const frameId = (given.json() as { id: number }).id;
    expect((await giver.client.postJson(itemsOf(frameId), { itemIds: [sentPhoto] })).statusCode).toBe(200);
    const [mail] = await mailsTo(t, recipient.user.email);
    const token = mail?.text.match(/\/frame-gift\?token=([\w-]+)/)?.[1];
    expect((await recipient.client.postJson(`/api/v3/frame-gifts/${token}/accept`, {})).statusCode).toBe(200);
    expect(await rowsOf(frameId)).toEqual([]);
    expect((await recipient.client.get(itemsOf(frameId))).json()).toMatchObject({ items: [], total: 0 });
  });

  describe('the frame hears of it', () => {
    let base = '';
    beforeAll(async () => {
      base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });

    it('tells the frame to fetch its playlist when photos are sent and taken off', async () => {
      const owner = await person();
      const sent = await photo(owner);
      const frame = await pairFrame(t, owner.client);
      const events = await openEvents(`${base}${DEVICE}/events`, { authorization: `Bearer ${frame.token}` });
      try {
        expect(await events.next()).toMatchObject({ event: 'hello' });
        await send(owner, frame, [sent]);
        expect(await events.next()).toMatchObject({ event: 'playlist' });
        expect((await owner.client.postJson(removeOf(frame.frameId), { itemIds: [sent] })).statusCode).toBe(200);
        expect(await events.next()).toMatchObject({ event: 'playlist' });
      } finally {
        events.close();
      }
    });
  });
});
