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
 * Fleet health, as an owner far from the frame sees it: the frames page shows what the frame has on
 * screen, live, and a player that stalls gets itself going again and says so. The player's clock is
 * Playwright's, so the test can jump over the minutes a stall takes to notice.
 */
let browser: Browser;
let owner: Page;
let playerContext: BrowserContext;
let player: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-frame-health-'));
const person = newPerson('health');
const FRAME = 'Grandma’s kitchen';
let ownerApi: ReturnType<typeof apiAs>;

const frameCard = () => owner.getByRole('article', { name: FRAME });
const nowShowing = () => frameCard().getByRole('img', { name: `What ${FRAME} shows now` });
const shownItemId = () => player.locator('img[data-item-id]').last().getAttribute('data-item-id');

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  owner = await signedInPage(browser, url, person);
  ownerApi = apiAs(owner);

  const itemIds: number[] = [];
  for (const [index, name] of ['teapot', 'window', 'garden'].entries()) {
    const file = path.join(scratch, `${name}.jpg`);
    await makeJpeg(file, { width: 800 + index * 40, height: 600 });
    const { item } = await ownerApi<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    itemIds.push(item.id);
  }
  const album = await ownerApi<{ id: number }>('POST', '/api/v3/albums', { data: { name: 'Kitchen', itemIds } });

  playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 } });
  player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);
  // Installed before the player loads (and kept across its reloads): it runs with real time until the
  // test jumps it forward.
  await player.clock.install();
  const frameId = await claimPlayer(player, ownerApi, FRAME);
  await ownerApi('PATCH', `/api/v3/frames/${frameId}`, { data: { settings: { intervalSeconds: 5 } } });
  await ownerApi('PUT', `/api/v3/frames/${frameId}/albums/${album.id}`);
  await player.locator('img[data-item-id]').first().waitFor({ timeout: 60_000 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('fleet health on the frames page', () => {
  it('shows what the frame has on screen now, and follows it as the slides change', async () => {
    await owner.goto('/family/frames');
    await frameCard().getByText('Online').waitFor();
    await nowShowing().waitFor({ timeout: 30_000 });
    const first = await nowShowing().getAttribute('src');
    // The player tells the server soon after a slide changes (at most every 10 s); the page hears it
    // live. The player's clock is moved past the next slide and heartbeat instead of waiting them out.
    await player.clock.fastForward(10_000);
    await expect.poll(() => nowShowing().getAttribute('src'), { timeout: 45_000 }).not.toBe(first);
    await saveScreenshot(owner, 'frame-health-now-showing');
    expect(await seriousViolations(owner)).toEqual([]);
  });

  it('gets a stalled player going again by itself, and says so on the frames page', async () => {
    // A stall as a broken graphics driver makes one: no picture ever finishes decoding, so the next
    // slide never comes. Patched in the page (not an init script), so a reload mends it.
    await player.evaluate(() => {
      HTMLImageElement.prototype.decode = () => new Promise<void>(() => undefined);
    });
    // The slide after the one on screen was decoded ahead of its turn: it still comes, then nothing.
    const before = await shownItemId();
    await expect.poll(shownItemId, { timeout: 15_000 }).not.toBe(before);
    const stuckOn = await shownItemId();
    // Two intervals and more pass on the player's clock, and the slide stays.
    await player.clock.fastForward(12_000);
    expect(await shownItemId()).toBe(stuckOn);

    // Past three intervals and the grace, the watchdog starts the player afresh; still stuck after
    // that, it reloads the page.
    const reloaded = player.waitForEvent('load', { timeout: 60_000 });
    await player.clock.fastForward(60_000);
    await player.clock.fastForward(60_000);
    await reloaded;
    await expect.poll(shownItemId, { timeout: 60_000 }).not.toBeNull();
    await expect.poll(shownItemId, { timeout: 30_000 }).not.toBe(stuckOn);

    // Its next heartbeat reports the recovery, and the owner's page hears it live.
    await frameCard()
      .getByText(/^Recovered by itself/)
      .waitFor({ timeout: 30_000 });
    await frameCard().getByText('Online').waitFor();
    await saveScreenshot(owner, 'frame-health-recovered');
  });
});
