import { type LibraryItem, PHOTO_EDIT_ORIGINAL, type PhotoEdit, type Playlist } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { createAlbum, DEVICE, FRAMES, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, halvesJpeg, meanColour, seedReadyPhoto, uploadFile } from './library-fixtures.ts';

const ITEMS = '/api/v3/library/items';

describe.each(testDatabases())('the focus point on $name', (database) => {
  const t = useTestApp(database, { env: EMBEDDED_QUEUE });

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  const processJobs = () => t.context.queue.drain({ timeoutMs: 60_000 });
  const getItem = async (client: TestClient, id: number) => (await client.get(`${ITEMS}/${id}`)).json() as LibraryItem;

  async function upload(client: TestClient, name: string, bytes: Buffer): Promise<LibraryItem> {
    const response = await uploadFile(client, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    await processJobs();
    return getItem(client, (response.json() as { item: LibraryItem }).item.id);
  }

  it('keeps a focus point with the photo, and forgets it on reset', async () => {
    const { client, user } = await t.loggedInClient();
    const id = await seedReadyPhoto(t, user.id);
    expect((await getItem(client, id)).focus).toBeNull();

    const set = await client.putJson(`${ITEMS}/${id}/focus`, { x: 0.25, y: 0.75 });
    expect(set.statusCode, set.body).toBe(200);
    const focus = (set.json() as LibraryItem).focus;
    expect(focus?.x).toBeCloseTo(0.25, 5);
    expect(focus?.y).toBeCloseTo(0.75, 5);
    expect((await getItem(client, id)).focus?.x).toBeCloseTo(0.25, 5);

    const reset = await client.delete(`${ITEMS}/${id}/focus`);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((reset.json() as LibraryItem).focus).toBeNull();
    expect((await getItem(client, id)).focus).toBeNull();
  });

  it.each([
    ['x past the right edge', { x: 1.01, y: 0.5 }],
    ['y above the top', { x: 0.5, y: -0.1 }],
    ['no y', { x: 0.5 }],
    ['text', { x: 'left', y: 0.5 }],
  ])('refuses a point with %s', async (_label, body) => {
    const { client, user } = await t.loggedInClient();
    const id = await seedReadyPhoto(t, user.id);
    const response = await client.putJson(`${ITEMS}/${id}/focus`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect((await getItem(client, id)).focus).toBeNull();
  });

  it('refuses a focus point for a video', async () => {
    const { client, user } = await t.loggedInClient();
    const id = await seedReadyPhoto(t, user.id, { kind: 'video', mime_type: 'video/mp4', duration_ms: 4000 });
    const response = await client.putJson(`${ITEMS}/${id}/focus`, { x: 0.5, y: 0.5 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers 404 for a missing item and for another person’s', async () => {
    const owner = await t.loggedInClient();
    const stranger = await t.loggedInClient();
    const id = await seedReadyPhoto(t, owner.user.id);
    for (const response of [
      await stranger.client.putJson(`${ITEMS}/${id}/focus`, { x: 0.1, y: 0.1 }),
      await stranger.client.delete(`${ITEMS}/${id}/focus`),
      await owner.client.putJson(`${ITEMS}/999999999/focus`, { x: 0.1, y: 0.1 }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await getItem(owner.client, id)).focus).toBeNull();
  });

  it('crops every frame rendition around the point, under a new URL, and tells the frame', async () => {
    const owner = await t.loggedInClient();
    const item = await upload(owner.client, 'wide.jpg', await halvesJpeg(1600, 300));
    const album = await createAlbum(owner.client, t.uniqueName('Focus'));
    expect((await owner.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [item.id] })).statusCode).toBe(
      200,
    );
    const frame = await pairFrame(t, owner.client);
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${frame.token}` };
    const playlistOf = async () => {
      await t.app.inject({ url: `${DEVICE}/playlist`, headers });
      await processJobs();
      return (await t.app.inject({ url: `${DEVICE}/playlist`, headers })).json() as Playlist;
    };
    const versionOf = async () =>
      (
        await t.context.db
          .selectFrom('frames')
          .select('content_version')
          .where('id', '=', frame.frameId)
          .executeTakeFirstOrThrow()
      ).content_version;
    const shownColour = async (playlist: Playlist) => {
      const [shown] = playlist.items;
      expect(shown?.isInterim).toBe(false);
      const response = await t.app.inject({ url: shown?.url.slice(t.context.config.appUrl.length) ?? '' });
      expect(response.statusCode).toBe(200);
      return meanColour(response.rawPayload);
    };

    const before = await playlistOf();
    expect(before.items[0]?.focus).toBeNull();
    const told = await versionOf();

    const left = await owner.client.putJson(`${ITEMS}/${item.id}/focus`, { x: 0, y: 0.5 });
    expect(left.statusCode, left.body).toBe(200);
    expect(await versionOf()).not.toBe(told);
    const atLeft = await playlistOf();
    expect(atLeft.items[0]?.url).not.toBe(before.items[0]?.url);
    // The cut stops at the picture's left edge: the point is at the frame picture's left, where the zoom heads.
    expect(atLeft.items[0]?.focus).toEqual({ x: 0, y: 0.5 });
    const leftColour = await shownColour(atLeft);
    expect(leftColour.r).toBeGreaterThan(200);
    expect(leftColour.b).toBeLessThan(40);

    const toldLeft = await versionOf();
    expect((await owner.client.putJson(`${ITEMS}/${item.id}/focus`, { x: 1, y: 0.5 })).statusCode).toBe(200);
    expect(await versionOf()).not.toBe(toldLeft);
    const atRight = await playlistOf();
    expect(atRight.items[0]?.url).not.toBe(atLeft.items[0]?.url);
    expect(atRight.items[0]?.focus).toEqual({ x: 1, y: 0.5 });
    const rightColour = await shownColour(atRight);
    expect(rightColour.b).toBeGreaterThan(200);
    expect(rightColour.r).toBeLessThan(40);

    // Back to automatic: the frame is told and gets a rendition of its own again.
    const toldRight = await versionOf();
    expect((await owner.client.delete(`${ITEMS}/${item.id}/focus`)).statusCode).toBe(200);
    expect(await versionOf()).not.toBe(toldRight);
    const reset = await playlistOf();
    expect(reset.items[0]?.isInterim).toBe(false);
    expect(reset.items[0]?.focus).toBeNull();
    expect(reset.items[0]?.url).not.toBe(atRight.items[0]?.url);
  });

  it('moves the point through the edit: on a mirrored photo the red left of the original is kept', async () => {
    const owner = await t.loggedInClient();
    const item = await upload(owner.client, 'wide.jpg', await halvesJpeg(1600, 300));
    // Mirrored and cropped a little: the edited picture is blue on its left and red on its right.
    const edit: PhotoEdit = {
      ...PHOTO_EDIT_ORIGINAL,
      flipHorizontal: true,
      crop: { x: 0, y: 0, width: 0.9, height: 1 },
    };
    expect((await owner.client.putJson(`${ITEMS}/${item.id}/edit`, edit)).statusCode).toBe(200);
    await processJobs();
    expect((await owner.client.putJson(`${ITEMS}/${item.id}/focus`, { x: 0, y: 0.5 })).statusCode).toBe(200);
    await processJobs();
    const frame = await pairFrame(t, owner.client);
    expect((await owner.client.postJson(`${FRAMES}/${frame.frameId}/items`, { itemIds: [item.id] })).statusCode).toBe(
      200,
    );
    const headers = { authorization: `Bearer ${frame.token}` };
    await t.app.inject({ url: `${DEVICE}/playlist`, headers });
    await processJobs();
    const playlist = (await t.app.inject({ url: `${DEVICE}/playlist`, headers })).json() as Playlist;
    const [shown] = playlist.items;
    expect(shown?.isInterim).toBe(false);
    const response = await t.app.inject({ url: shown?.url.slice(t.context.config.appUrl.length) ?? '' });
    const colour = await meanColour(response.rawPayload);
    expect(colour.r).toBeGreaterThan(200);
    expect(colour.b).toBeLessThan(40);
  });
});
