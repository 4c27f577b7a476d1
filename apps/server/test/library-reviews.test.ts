import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DuplicatesPage, LibraryItem, Playlist, ReviewCounts, UnfitPage } from '@kinframe/contract';
import {
  makeBlurredPhoto,
  makeDarkPhoto,
  makeDocumentPhoto,
  makeFramePhoto,
  makeReceiptPhoto,
  makeScreenshot,
} from '@kinframe/testkit/frame-unfit-samples';
import { makeScratchDir } from '@kinframe/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { createAlbum, DEVICE, FRAMES, type Person, pairFrame } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { uploadFile } from './library-fixtures.ts';

const LIBRARY = '/api/v3/library';

/** The pictures the reviews are about, made once: a photo, its copies, other photos and the unfit kinds. */
interface Samples {
  photo: Buffer;
  /** The same photo at half the size, recompressed harder: a near-duplicate that is smaller. */
  smallerCopy: Buffer;
  /** The same photo brightened a little: a light edit, the same size. */
  brighterCopy: Buffer;
  other: Buffer;
  third: Buffer;
  screenshot: Buffer;
  document: Buffer;
  receipt: Buffer;
  blurred: Buffer;
  dark: Buffer;
}

function useSamples(): Samples {
  const samples = {} as Samples;
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = await makeScratchDir();
    remove = scratch.remove;
    const file = (name: string) => path.join(scratch.dir, name);
    await makeFramePhoto(file('photo.jpg'), { width: 1200, height: 900, seed: 21 });
    await makeFramePhoto(file('other.jpg'), { width: 1200, height: 900, seed: 22 });
    await makeFramePhoto(file('third.jpg'), { width: 1200, height: 900, seed: 23 });
    await makeScreenshot(file('screenshot.png'));
    await makeDocumentPhoto(file('document.jpg'), { width: 1200, height: 900 });
    await makeReceiptPhoto(file('receipt.jpg'), { width: 900, height: 1200 });
    await makeBlurredPhoto(file('blurred.jpg'), { width: 1200, height: 900, seed: 24 });
    await makeDarkPhoto(file('dark.jpg'), { width: 1200, height: 900, seed: 25 });
    const photo = await readFile(file('photo.jpg'));
    Object.assign(samples, {
      photo,
      smallerCopy: await sharp(photo).resize(600).jpeg({ quality: 60 }).toBuffer(),
      brighterCopy: await sharp(photo).modulate({ brightness: 1.08 }).jpeg({ quality: 85 }).toBuffer(),
      other: await readFile(file('other.jpg')),
      third: await readFile(file('third.jpg')),
      screenshot: await readFile(file('screenshot.png')),
      document: await readFile(file('document.jpg')),
      receipt: await readFile(file('receipt.jpg')),
      blurred: await readFile(file('blurred.jpg')),
      dark: await readFile(file('dark.jpg')),
    });
  }, 120_000);
  afterAll(async () => {
    await remove?.();
  });
  return samples;
}

describe.each(testDatabases())('the duplicates and not-for-frames reviews on $name', (database) => {
  const t = useTestApp(database);
  const samples = useSamples();

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });

  const person = (): Promise<Person> => t.loggedInClient({ plan: 'plus' });

  async function upload(owner: Person, name: string, bytes: Buffer): Promise<number> {
    const response = await uploadFile(owner.client, name, bytes);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { item: LibraryItem }).item.id;
  }

  /** Uploads and waits until every job (renditions, then the analysis) has run. */
  async function uploadAll(owner: Person, files: Record<string, Buffer>): Promise<Record<string, number>> {
    const ids: Record<string, number> = {};
    for (const [name, bytes] of Object.entries(files)) ids[name] = await upload(owner, name, bytes);
    await t.context.queue.drain({ timeoutMs: 120_000 });
    return ids;
  }

  async function duplicatesOf(client: TestClient): Promise<DuplicatesPage> {
    const response = await client.get(`${LIBRARY}/duplicates`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as DuplicatesPage;
  }

  async function unfitOf(client: TestClient, query = ''): Promise<UnfitPage> {
    const response = await client.get(`${LIBRARY}/unfit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as UnfitPage;
  }

  it('flags screenshots, documents, receipts, blurred and dark photos with their reasons, and not photos', async () => {
    const owner = await person();
    const ids = await uploadAll(owner, {
      'photo.jpg': samples.photo,
      'other.jpg': samples.other,
      'screenshot.png': samples.screenshot,
      'document.jpg': samples.document,
      'receipt.jpg': samples.receipt,
      'blurred.jpg': samples.blurred,
      'dark.jpg': samples.dark,
    });
    const page = await unfitOf(owner.client);
    const reasons = Object.fromEntries(page.items.map((item) => [item.name, item.reasons]));
    expect(reasons).toEqual({
      'screenshot.png': ['screenshot'],
      'document.jpg': ['document'],
      'receipt.jpg': ['document'],
      'blurred.jpg': ['blurred'],
      'dark.jpg': ['dark'],
    });
    expect(page.items.every((item) => item.verdict === null && item.urls.square)).toBe(true);
    expect(page.items.map((item) => item.id)).toEqual(
      [ids['screenshot.png'], ids['document.jpg'], ids['receipt.jpg'], ids['blurred.jpg'], ids['dark.jpg']].sort(
        (a, b) => (b ?? 0) - (a ?? 0),
      ),
    );
    expect(((await owner.client.get(`${LIBRARY}/reviews`)).json() as ReviewCounts).unfit).toBe(5);
  });

  it('takes the verdicts, one or many, and frames leave flagged photos out unless overruled or switched on', async () => {
    const owner = await person();
    const ids = await uploadAll(owner, {
      'photo.jpg': samples.other,
      'screenshot.png': samples.screenshot,
      'blurred.jpg': samples.blurred,
      'dark.jpg': samples.dark,
    });
    const [photo, screenshot, blurred, dark] = ['photo.jpg', 'screenshot.png', 'blurred.jpg', 'dark.jpg'].map(
      (name) => ids[name] as number,
    ) as [number, number, number, number];
    const album = await createAlbum(owner.client, t.uniqueName('Everything'), {
      itemIds: [photo, screenshot, blurred, dark],
    });
    const frame = await pairFrame(t, owner.client);
    expect((await owner.client.putJson(`${FRAMES}/${frame.frameId}/albums/${album.id}`, {})).statusCode).toBeLessThan(
      300,
    );
    const shown = async () =>
      (
        (
          await t.app.inject({ url: `${DEVICE}/playlist`, headers: { authorization: `Bearer ${frame.token}` } })
        ).json() as Playlist
      ).items
        .map((item) => item.id)
        .sort();
    expect(await shown()).toEqual([photo]);

    // Overruled: fine for frames. Agreed with, in bulk: stays off, and out of the review's waiting list.
    const overrule = await owner.client.postJson(`${LIBRARY}/unfit/verdict`, {
      itemIds: [blurred],
      verdict: 'overruled',
    });
    expect(overrule.json()).toEqual({ updated: 1 });
    expect(
      (
        await owner.client.postJson(`${LIBRARY}/unfit/verdict`, { itemIds: [screenshot, dark], verdict: 'agreed' })
      ).json(),
    ).toEqual({ updated: 2 });
    expect(await shown()).toEqual([photo, blurred].sort());
    expect((await unfitOf(owner.client)).items).toEqual([]);
    expect((await unfitOf(owner.client, '?reviewed=true')).items.map((item) => item.id).sort()).toEqual(
      [screenshot, dark].sort(),
    );

    // The frame's switch shows them all; the album and the library kept them all along.
    const settings = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings: { showUnfit: true } });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(await shown()).toEqual([photo, screenshot, blurred, dark].sort());
    const albumItems = await owner.client.get(`/api/v3/albums/${album.id}/items`);
    expect((albumItems.json() as { items: LibraryItem[] }).items).toHaveLength(4);
    expect(((await owner.client.get(`${LIBRARY}/items`)).json() as { items: LibraryItem[] }).items).toHaveLength(4);
  });

  it('groups near-duplicates with the best marked; keep all is not asked again until a new one joins', async () => {
    const owner = await person();
    const ids = await uploadAll(owner, {
      'photo.jpg': samples.photo,
      'smaller.jpg': samples.smallerCopy,
      'brighter.jpg': samples.brighterCopy,
      'other.jpg': samples.other,
      'third.jpg': samples.third,
    });
    const page = await duplicatesOf(owner.client);
    expect(page.groups).toHaveLength(1);
    const group = page.groups[0]?.items ?? [];
    expect(group.map((item) => item.name).sort()).toEqual(['brighter.jpg', 'photo.jpg', 'smaller.jpg']);
    // The largest is best; the brighter copy is as large, so it comes down to sharpness: either of the two.
    const best = group.find((item) => item.isBest);
    expect(group[0]).toBe(best);
    expect(['photo.jpg', 'brighter.jpg']).toContain(best?.name);
    expect(group.filter((item) => item.isBest)).toHaveLength(1);
    expect(page).toMatchObject({ hasMore: false, analysedCount: 5, waitingCount: 0 });
    expect(((await owner.client.get(`${LIBRARY}/reviews`)).json() as ReviewCounts).duplicateGroups).toBe(1);

    const keepAll = await owner.client.postJson(`${LIBRARY}/duplicates/keep-all`, {
      itemIds: group.map((item) => item.id),
    });
    expect(keepAll.json()).toEqual({ kept: 3 });
    expect((await duplicatesOf(owner.client)).groups).toEqual([]);
    const counts = async () => ((await owner.client.get(`${LIBRARY}/reviews`)).json() as ReviewCounts).duplicateGroups;
    expect(await counts()).toBe(0);

    // A new copy is a new question: the group comes back with it.
    const newcomer = await upload(
      owner,
      'again.jpg',
      await sharp(samples.photo).resize(800).jpeg({ quality: 70 }).toBuffer(),
    );
    await t.context.queue.drain({ timeoutMs: 60_000 });
    const grown = (await duplicatesOf(owner.client)).groups;
    expect(grown).toHaveLength(1);
    // The library's badge counts the newcomer's group at once, though it had counted none a moment ago.
    expect(await counts()).toBe(1);
    expect(grown[0]?.items.map((item) => item.id).sort()).toEqual(
      [ids['photo.jpg'], ids['smaller.jpg'], ids['brighter.jpg'], newcomer].sort(),
    );

    // Keep the best, the rest to the Trash, in one call.
    const keep = grown[0]?.items.find((item) => item.isBest)?.id as number;
    const trashIds = (grown[0]?.items ?? []).filter((item) => !item.isBest).map((item) => item.id);
    const kept = await owner.client.postJson(`${LIBRARY}/duplicates/keep`, { keepId: keep, trashIds });
    expect(kept.json()).toEqual({ trashed: 3 });
    expect((await duplicatesOf(owner.client)).groups).toEqual([]);
    const trash = (await owner.client.get(`${LIBRARY}/trash`)).json() as { items: LibraryItem[] };
    expect(trash.items.map((item) => item.id).sort()).toEqual([...trashIds].sort());
  });

  it("answers 404 for another person's items and shows nobody else's groups or flags", async () => {
    const owner = await person();
    const stranger = await person();
    const ids = await uploadAll(owner, {
      'photo.jpg': samples.photo,
      'smaller.jpg': samples.smallerCopy,
      'dark.jpg': samples.dark,
    });
    const [photo, smaller, dark] = ['photo.jpg', 'smaller.jpg', 'dark.jpg'].map((name) => ids[name] as number) as [
      number,
      number,
      number,
    ];
    expect((await duplicatesOf(stranger.client)).groups).toEqual([]);
    expect((await unfitOf(stranger.client)).items).toEqual([]);
    expect((await stranger.client.get(`${LIBRARY}/reviews`)).json()).toEqual({ duplicateGroups: 0, unfit: 0 });
    const own = await upload(stranger, 'mine.jpg', samples.other);
    await t.context.queue.drain({ timeoutMs: 60_000 });
    for (const refused of [
      await stranger.client.postJson(`${LIBRARY}/duplicates/keep`, { keepId: photo, trashIds: [smaller] }),
      await stranger.client.postJson(`${LIBRARY}/duplicates/keep`, { keepId: own, trashIds: [smaller] }),
      await stranger.client.postJson(`${LIBRARY}/duplicates/keep-all`, { itemIds: [photo, smaller] }),
      await stranger.client.postJson(`${LIBRARY}/unfit/verdict`, { itemIds: [dark], verdict: 'overruled' }),
      await stranger.client.postJson(`${LIBRARY}/unfit/verdict`, { itemIds: [own, dark], verdict: 'agreed' }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(404);
    }
    // Nothing of the owner's changed.
    expect((await duplicatesOf(owner.client)).groups).toHaveLength(1);
    expect((await unfitOf(owner.client)).items.map((item) => item.id)).toEqual([dark]);
    // Signed out: no review at all.
    expect((await t.client().get(`${LIBRARY}/duplicates`)).statusCode).toBe(401);
  });

  it('refuses bad input', async () => {
    const owner = await person();
    const id = await upload(owner, 'photo.jpg', samples.photo);
    await t.context.queue.drain({ timeoutMs: 60_000 });
    for (const [url, body] of [
      [`${LIBRARY}/duplicates/keep`, { keepId: id, trashIds: [id] }],
      [`${LIBRARY}/duplicates/keep`, { keepId: id, trashIds: [] }],
      [`${LIBRARY}/duplicates/keep`, { keepId: 'one', trashIds: [id] }],
      [`${LIBRARY}/duplicates/keep`, { trashIds: [id] }],
      [`${LIBRARY}/duplicates/keep-all`, { itemIds: [id] }],
      [`${LIBRARY}/duplicates/keep-all`, { itemIds: Array.from({ length: 501 }, (_, index) => index + 1) }],
      [`${LIBRARY}/unfit/verdict`, { itemIds: [id], verdict: 'maybe' }],
      [`${LIBRARY}/unfit/verdict`, { itemIds: [-1], verdict: 'agreed' }],
      [`${LIBRARY}/unfit/verdict`, { itemIds: [], verdict: 'agreed' }],
    ] as const) {
      const response = await owner.client.postJson(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
    }
    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=201', '?reviewed=yes']) {
      expect((await owner.client.get(`${LIBRARY}/unfit${query}`)).statusCode, query).toBe(400);
    }
  });

  it('catches up items that came before the analysis, once each', async () => {
    const owner = await person();
    const ids = await uploadAll(owner, { 'dark.jpg': samples.dark, 'photo.jpg': samples.photo });
    // As they were before the analysis existed.
    await t.context.db
      .updateTable('library_items')
      .set({ analysed_version: null, perceptual_hash: null, unfit_reasons: null, sharpness: null })
      .where('owner_id', '=', owner.user.id)
      .execute();
    expect((await duplicatesOf(owner.client)).waitingCount).toBe(2);
    expect((await unfitOf(owner.client)).items).toEqual([]);
    await t.services.startAnalysisCatchUp();
    await t.context.queue.drain({ timeoutMs: 60_000 });
    const rows = await t.context.db
      .selectFrom('library_items')
      .select(['id', 'perceptual_hash', 'analysed_version', 'unfit_reasons'])
      .where('owner_id', '=', owner.user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      {
        id: ids['dark.jpg'],
        perceptual_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        analysed_version: 0,
        unfit_reasons: 'dark',
      },
      {
        id: ids['photo.jpg'],
        perceptual_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
        analysed_version: 0,
        unfit_reasons: null,
      },
    ]);
    expect((await duplicatesOf(owner.client)).waitingCount).toBe(0);
  });
});
