import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';

/**
 * The frame player and the frames page side by side, as a person sets up a frame: a screen opens
 * /frame and shows a code, its owner claims it from their phone (another browser context), picks an
 * album, and watches the photos arrive, survive a network cut, and go away again.
 */
let browser: Browser;
let owner: Page;
let playerContext: BrowserContext;
let player: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-frames-'));
const person = newPerson('frames');
const ALBUM = 'Hallway photos';
const FRAME = 'Hallway';
let ownerApi: ReturnType<typeof apiAs>;
let frameId: number;
let albumId: number;
const itemIds: Record<string, number> = {};

beforeAll(async () => {
  for (const name of ['porch', 'garden']) {
    await makeJpeg(path.join(scratch, `${name}.jpg`), { width: 800, height: 600 });
  }
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();

  owner = await signedInPage(browser, url, person);
  ownerApi = apiAs(owner);

  playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 } });
  player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function upload(name: string): Promise<number> {
  const buffer = readFileSync(path.join(scratch, `${name}.jpg`));
  const { item } = await ownerApi<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
    multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer } },
  });
  itemIds[name] = item.id;
  return item.id;
}

/**
 * The photo on the frame: the incoming slide while two are on screen, as when a photo fades into a
 * better rendition of itself (the frame's own size, made after the interim one).
 */
const photoOnFrame = (name: string) => player.locator(`img[data-item-id="${itemIds[name]}"]`).last();
const shownItemId = () => player.locator('img[data-item-id]').last().getAttribute('data-item-id');
const frameCard = () => owner.getByRole('article', { name: FRAME });
const sourceSwitch = () => frameCard().getByRole('switch', { name: ALBUM, exact: true });
/** As a person does: the switch's label is what takes the click (its track covers the native box). */
async function flipSource(isOn: boolean) {
  await frameCard().getByText(ALBUM, { exact: true }).click();
  await expect.poll(() => sourceSwitch().isChecked()).toBe(isOn);
}

describe('the frame player', () => {
  it('shows a pairing code that its owner claims through the link of its QR code', async () => {
    await player.goto('/frame');
    await player.getByRole('heading', { name: 'Set up this frame' }).waitFor();
    const code = await player.getByText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/).textContent();
    expect(code).toBeTruthy();
    await player.getByRole('img', { name: /QR code/ }).waitFor();

    await owner.goto(`/family/frames?code=${encodeURIComponent((code ?? '').replace(' ', ''))}`);
    const dialog = owner.getByRole('dialog', { name: 'Set up my own frame' });
    expect(await dialog.getByRole('textbox', { name: 'Code shown on the frame' }).inputValue()).toBe(code);
    await dialog.getByRole('textbox', { name: 'Frame name (optional)' }).fill(FRAME);
    await dialog.getByRole('button', { name: 'Connect frame' }).click();
    await owner.getByRole('heading', { name: FRAME }).waitFor();

    // The player notices on its next poll and has nothing to show yet.
    await player.getByRole('heading', { name: 'Nothing to show yet' }).waitFor({ timeout: 30_000 });
    const { frames } = await ownerApi<{ frames: { id: number; name: string }[] }>('GET', '/api/v3/frames');
    frameId = frames.find((frame) => frame.name === FRAME)?.id ?? 0;
    // A short interval keeps the slideshow moving within the test's patience.
    await ownerApi('PATCH', `/api/v3/frames/${frameId}`, { data: { settings: { intervalSeconds: 5 } } });
  });

  it('plays the album its owner switches on, and a photo added later without a reload', async () => {
    await upload('porch');
    const album = await ownerApi<{ id: number }>('POST', '/api/v3/albums', {
      data: { name: ALBUM, itemIds: [itemIds.porch] },
    });
    albumId = album.id;
    await owner.reload();
    await flipSource(true);
    await photoOnFrame('porch').waitFor({ timeout: 60_000 });
    await player.evaluate(() => {
      (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });

    await upload('garden');
    await ownerApi('POST', `/api/v3/albums/${albumId}/items`, { data: { itemIds: [itemIds.garden] } });
    await photoOnFrame('garden').waitFor({ timeout: 60_000 });
    expect(await player.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
    // Shown from the cache, as an object URL, never from the signed link itself.
    expect(await photoOnFrame('garden').getAttribute('src')).toMatch(/^blob:/);
  });

  it('plays on a screen that opened the player by another name for the server than APP_URL', async () => {
    // The suite's APP_URL names 127.0.0.1; this screen knows the same server as localhost.
    const otherName = new URL(url);
    otherName.hostname = 'localhost';
    const context = await browser.newContext({ baseURL: otherName.origin, viewport: { width: 1280, height: 720 } });
    try {
      const screen = await context.newPage();
      const kitchenId = await claimPlayer(screen, ownerApi, 'Kitchen');
      await ownerApi('PUT', `/api/v3/frames/${kitchenId}/albums/${albumId}`);
      await screen.locator(`img[data-item-id="${itemIds.porch}"]`).waitFor({ timeout: 60_000 });
      await ownerApi('DELETE', `/api/v3/frames/${kitchenId}`);
    } finally {
      await context.close();
    }
  });

  it('keeps playing from its cache with no network, says so quietly, and catches up when it returns', async () => {
    // Both photos have been on screen, so both are in the cache.
    await photoOnFrame('porch').waitFor({ timeout: 60_000 });
    await playerContext.setOffline(true);
    await player.getByText('Offline: showing saved photos').waitFor();
    const before = await shownItemId();
    await expect
      .poll(
        async () => {
          const now = await shownItemId();
          return now !== null && now !== before;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    expect(await player.locator('img[data-item-id]').last().getAttribute('src')).toMatch(/^blob:/);

    // A reload with no network starts the player again from its service worker's copy.
    expect(await player.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await player.reload();
    await player.locator('img[data-item-id]').first().waitFor({ timeout: 60_000 });

    await playerContext.setOffline(false);
    await player.getByText('Offline: showing saved photos').waitFor({ state: 'hidden', timeout: 90_000 });
  });

  it('stops showing the album once it is switched off', async () => {
    await owner.goto('/family/frames');
    await flipSource(false);
    await player.getByRole('heading', { name: 'Nothing to show yet' }).waitFor({ timeout: 60_000 });
    expect(await player.locator('img[data-item-id]').count()).toBe(0);
  });

  it('goes back to pairing, with a new code, when its owner removes it', async () => {
    await owner.getByRole('button', { name: `Options for ${FRAME}` }).click();
    await owner.getByRole('menuitem', { name: 'Remove frame' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Remove frame' }).click();
    await player.getByRole('heading', { name: 'This frame was removed from its Kinframe account' }).waitFor();
    await player.getByRole('heading', { name: 'Set up this frame' }).waitFor({ timeout: 60_000 });
    await player.getByText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/).waitFor();
    expect(await player.evaluate(() => localStorage.getItem('kinframe.frame.deviceToken'))).toBeNull();
  });
});
