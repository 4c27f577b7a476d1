import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';

/**
 * The remote control: a frame playing on one screen, its owner on the frames page of another,
 * pressing Next, Previous and Pause on the frame's card, then choosing "Show on a frame" for a photo
 * in the library viewer and seeing the frame show it at once. The frame's interval is an hour, so
 * nothing on the frame moves but what the owner asks for.
 */
let browser: Browser;
let owner: Page;
let playerContext: BrowserContext;
let player: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-remote-'));
const person = newPerson('remote');
const FRAME = 'Landing';
const PHOTOS = ['porch', 'garden', 'shed'];
const itemIds: Record<string, number> = {};
let ownerApi: ReturnType<typeof apiAs>;

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  owner = await signedInPage(browser, url, person);
  ownerApi = apiAs(owner);
  playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 } });
  player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);

  for (const name of PHOTOS) {
    const file = path.join(scratch, `${name}.jpg`);
    await makeJpeg(file, { width: 800, height: 600 });
    const { item } = await ownerApi<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    itemIds[name] = item.id;
  }
  // Two of the three in the album the frame shows; the third waits in the library for "Show on a frame".
  const album = await ownerApi<{ id: number }>('POST', '/api/v3/albums', {
    data: { name: 'Landing photos', itemIds: [itemIds.porch, itemIds.garden] },
  });

  const frameId = await claimPlayer(player, ownerApi, FRAME);
  await ownerApi('PATCH', `/api/v3/frames/${frameId}`, { data: { settings: { intervalSeconds: 3600 } } });
  await ownerApi('PUT', `/api/v3/frames/${frameId}/albums/${album.id}`);
  await shownOnFrame().waitFor({ timeout: 90_000 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The photo on the frame: during a transition the one coming in is the last. */
const shownOnFrame = () => player.locator('img[data-item-id]').last();
const shownItemId = async () => Number(await shownOnFrame().getAttribute('data-item-id'));
const frameCard = () => owner.getByRole('article', { name: FRAME });
const remote = () => frameCard().getByRole('group', { name: `Remote control for ${FRAME}` });

describe('the remote control of a frame', () => {
  it('moves the frame on and back, and holds it, from its card on the frames page', async () => {
    await owner.goto('/family/frames');
    await remote().waitFor();
    // The remote shows over the frame's picture when a pointer is on it.
    await frameCard().locator('figure').hover();
    await saveScreenshot(owner, 'frames-card-remote');
    expect(await seriousViolations(owner)).toEqual([]);

    const first = await shownItemId();
    await remote().getByRole('button', { name: 'Next photo' }).click();
    await owner.getByText(`${FRAME} moves on to the next photo.`, { exact: true }).waitFor();
    await expect.poll(shownItemId, { timeout: 30_000 }).not.toBe(first);
    const second = await shownItemId();

    await remote().getByRole('button', { name: 'Previous photo' }).click();
    await expect.poll(shownItemId, { timeout: 30_000 }).toBe(first);

    await remote().getByRole('button', { name: 'Pause' }).click();
    await player.getByText('Paused', { exact: true }).waitFor();
    // Held, it still moves when told, and stays held.
    await remote().getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(shownItemId, { timeout: 30_000 }).toBe(second);
    await player.getByText('Paused', { exact: true }).waitFor();
    await remote().getByRole('button', { name: 'Resume' }).click();
    await player.getByText('Paused', { exact: true }).waitFor({ state: 'hidden' });
    expect(await seriousViolations(owner)).toEqual([]);
  });

  it('shows a photo chosen in the library viewer on the frame at once', async () => {
    await owner.goto('/family/library');
    await owner
      .getByRole('region', { name: 'Photos and videos' })
      .getByRole('button', { name: /^shed\.jpg/ })
      .click();
    const viewer = owner.getByRole('dialog', { name: /shed\.jpg/ });
    await viewer.getByRole('button', { name: 'Show on a frame', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Show on a frame' });
    await dialog.getByRole('button', { name: new RegExp(FRAME) }).click();
    await owner.getByText(`Sent 1 photo to ${FRAME}.`, { exact: true }).waitFor();

    await player.locator(`img[data-item-id="${itemIds.shed}"]`).last().waitFor({ timeout: 30_000 });
    await expect.poll(shownItemId, { timeout: 30_000 }).toBe(itemIds.shed);
  });
});
