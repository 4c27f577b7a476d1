import type { Frame } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAlbum, FRAMES, heartbeat, invite, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

describe.each(testDatabases())('what a frame shows, as its owner sees it, on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let friend: Person;

  beforeAll(async () => {
    owner = await t.loggedInClient({ plan: 'plus' });
    friend = await t.loggedInClient({ plan: 'plus' });
  });

  const showingOf = async (frameId: number, itemId: number) => {
    const { token } = frameTokens.get(frameId) ?? { token: '' };
    expect((await heartbeat(t, token, { showingItemId: itemId })).statusCode).toBe(200);
    const frame = (await owner.client.get(`${FRAMES}/${frameId}`)).json() as Frame;
    expect(frame.showingItemId).toBe(itemId);
    return frame.showingUrl;
  };
  const frameTokens = new Map<number, { token: string }>();
  const newFrame = async () => {
    const paired = await pairFrame(t, owner.client);
    frameTokens.set(paired.frameId, paired);
    return paired.frameId;
  };

  it('links to a picture of the owner’s own photo', async () => {
    const frameId = await newFrame();
    const own = await seedReadyPhoto(t, owner.user.id);
    expect(await showingOf(frameId, own)).toContain(`/${own}/`);
  });

  it('links to a friend’s photo while it is in a shared album on this frame, and not after leaving it', async () => {
    const frameId = await newFrame();
    const theirs = await seedReadyPhoto(t, friend.user.id);
    const album = await createAlbum(friend.client, 'Family');
    await friend.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [theirs] });
    await invite(friend, owner, album.id);
    // A member, but the album is not on this frame yet: nothing to link to.
    expect(await showingOf(frameId, theirs)).toBeNull();

    expect((await owner.client.putJson(`${FRAMES}/${frameId}/albums/${album.id}`, {})).statusCode).toBe(200);
    expect(await showingOf(frameId, theirs)).toContain(`/${theirs}/`);
    // The list answers the same as the frame alone.
    const { frames } = (await owner.client.get(FRAMES)).json() as { frames: Frame[] };
    expect(frames.find((frame) => frame.id === frameId)?.showingUrl).toContain(`/${theirs}/`);

    expect((await owner.client.postJson(`/api/v3/albums/${album.id}/leave`, {})).statusCode).toBe(200);
    expect(await showingOf(frameId, theirs)).toBeNull();
  });

  it('gives no link to another person’s photo a device reports, nor to one that does not exist', async () => {
    const frameId = await newFrame();
    const stranger = await t.loggedInClient({ plan: 'plus' });
    const private_ = await seedReadyPhoto(t, stranger.user.id);
    expect(await showingOf(frameId, private_)).toBeNull();
    // Their album put on the frame by hand (as no route would let it be) still gives nothing.
    const album = await createAlbum(stranger.client, 'Private');
    await stranger.client.postJson(`/api/v3/albums/${album.id}/items`, { itemIds: [private_] });
    await t.context.db
      .insertInto('frame_albums')
      .values({ frame_id: frameId, album_id: album.id, assigned_at: new Date().toISOString() })
      .execute();
    expect(await showingOf(frameId, private_)).toBeNull();
    expect(await showingOf(frameId, 2_000_000_000)).toBeNull();
  });
});
