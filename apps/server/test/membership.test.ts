import { type AlbumInvite, GIGABYTE, type Membership } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { pairFrame } from './frame-fixtures.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';

const ALBUMS = '/api/v3/albums';

/** One library item of the owner's, straight into the database (uploads have tests of their own). */
async function seedItem(t: TestApp, ownerId: number, kind: 'photo' | 'video', sizeBytes: number): Promise<number> {
  const now = new Date().toISOString();
  const hash = `${t.uniqueName('h')}${Math.random().toString(16).slice(2)}`.padEnd(64, '0');
  const row = await t.context.db
    .insertInto('library_items')
    .values({
      owner_id: ownerId,
      kind,
      status: 'ready',
      failure_code: null,
      name: kind === 'photo' ? 'photo.jpg' : 'clip.mp4',
      content_hash: hash,
      original_key: `originals/${hash.slice(0, 2)}/${hash}`,
      mime_type: kind === 'photo' ? 'image/jpeg' : 'video/mp4',
      size_bytes: sizeBytes,
      width: 640,
      height: 480,
      orientation: 'landscape',
      duration_ms: kind === 'video' ? 10_000 : null,
      created_at: now,
      uploaded_at: now,
      caption: '',
      is_favourite: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createAlbum(t: TestApp, client: TestClient, ownerId: number, isShared: boolean): Promise<number> {
  const itemId = await seedItem(t, ownerId, 'photo', 1000);
  const response = await client.postJson(ALBUMS, { name: t.uniqueName('Album '), isShared, itemIds: [itemId] });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function inviteTo(owner: TestClient, albumId: number, username: string): Promise<void> {
  const invited = await owner.postJson(`${ALBUMS}/${albumId}/members`, { invitees: [username] });
  expect(invited.statusCode, invited.body).toBe(200);
}

describe.each(testDatabases())('the membership screen on $name', (database) => {
  const t = useTestApp(database);

  async function membershipOf(client: TestClient): Promise<Membership> {
    const response = await client.get('/api/v3/membership');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Membership;
  }

  it('shows a Plus plan set by the operator: price, next billing date, unlimited photos, video storage', async () => {
    const { client } = await t.loggedInClient({ plan: 'plus' });
    const membership = await membershipOf(client);
    expect(membership).toEqual({
      tier: 'plus',
      provider: 'none',
      plan: { name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' },
      status: 'active',
      trialStartDate: null,
      trialEndDate: null,
      nextBillingDate: expect.any(String),
      cancelAtPeriodEnd: false,
      endDate: null,
      canManageBilling: false,
      usage: {
        hasUnlimitedPhotoStorage: true,
        sharedAlbums: 0,
        frames: { count: 0, max: 10 },
        videoStorage: { usedBytes: 0, totalBytes: 50 * GIGABYTE, percentage: 0, isFull: false },
      },
    });
    const inAYear = t.clock.now().getTime() + 365 * 24 * 60 * 60 * 1000;
    expect(Math.abs(new Date(membership.nextBillingDate ?? '').getTime() - inAYear)).toBeLessThan(60_000);
  });

  it('shows a Lite account as Lite: no price, no billing date, the base video storage', async () => {
    const { client } = await t.loggedInClient({ plan: 'lite' });
    expect(await membershipOf(client)).toMatchObject({
      tier: 'lite',
      plan: { name: 'lite', price: 0 },
      status: 'active',
      nextBillingDate: null,
      usage: { hasUnlimitedPhotoStorage: false, videoStorage: { totalBytes: 5 * GIGABYTE } },
    });
  });

  it('counts the shared albums owned and joined (not the ones only invited to), the frames and the video bytes', async () => {
    const me = await t.loggedInClient({ plan: 'plus' });
    const friend = await t.loggedInClient({ plan: 'plus' });

    await createAlbum(t, me.client, me.user.id, true);
    await createAlbum(t, me.client, me.user.id, false);
    const joined = await createAlbum(t, friend.client, friend.user.id, true);
    await inviteTo(friend.client, joined, me.user.username);
    const { invites } = (await me.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
    const invite = invites.find((candidate) => candidate.album.id === joined);
    expect((await me.client.postJson(`/api/v3/album-invites/${invite?.id}/accept`, {})).statusCode).toBe(200);
    const onlyInvited = await createAlbum(t, friend.client, friend.user.id, true);
    await inviteTo(friend.client, onlyInvited, me.user.username);

    await pairFrame(t, me.client, 'Kitchen');
    await pairFrame(t, me.client, 'Hallway');
    await pairFrame(t, friend.client, 'Not mine');
    await seedItem(t, me.user.id, 'video', 3000);

    const { usage } = await membershipOf(me.client);
    expect(usage.sharedAlbums).toBe(2);
    expect(usage.frames).toEqual({ count: 2, max: 10 });
    expect(usage.videoStorage.usedBytes).toBe(3000);
    expect((await membershipOf(friend.client)).usage).toMatchObject({ sharedAlbums: 2, frames: { count: 1 } });
  });
});
