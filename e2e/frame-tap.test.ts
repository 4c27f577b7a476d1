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
 * A photo acted on from a touch-screen frame: the frame shows nothing over its photos until it is
 * tapped; then its panel favourites the photo (into the owner's My Favourites) and hides it from
 * this frame, which moves on at once. The owner finds it under the frame's card on the frames page,
 * and "Show again" brings it back. The frame's interval is an hour, so nothing on the frame moves
 * but what the taps ask for.
 */
let browser: Browser;
let owner: Page;
let playerContext: BrowserContext;
let player: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-tap-'));
const person = newPerson('tap');
const FRAME = 'Porch';
const CAPTIONS: Record<string, string> = { lake: 'Grandma at the lake', garden: 'The garden in May' };
const itemIds: Record<string, number> = {};
let ownerApi: ReturnType<typeof apiAs>;
let frameId: number;

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  owner = await signedInPage(browser, url, person);
  ownerApi = apiAs(owner);
  playerContext = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 720 },
    hasTouch: true,
  });
  player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);

  for (const [name, caption] of Object.entries(CAPTIONS)) {
    const file = path.join(scratch, `${name}.jpg`);
    await makeJpeg(file, { width: 800, height: 600 });
    const { item } = await ownerApi<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    itemIds[name] = item.id;
    await ownerApi('PATCH', `/api/v3/library/items/${item.id}`, { data: { caption } });
  }
  const album = await ownerApi<{ id: number }>('POST', '/api/v3/albums', {
    data: { name: 'Porch photos', itemIds: Object.values(itemIds) },
  });

  frameId = await claimPlayer(player, ownerApi, FRAME);
  await ownerApi('PATCH', `/api/v3/frames/${frameId}`, {
    data: { settings: { intervalSeconds: 3600, showCaptions: false } },
  });
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
const nameOf = (id: number) => Object.keys(itemIds).find((name) => itemIds[name] === id) ?? '';
const panel = () => player.getByRole('dialog', { name: 'About this photo' });
const frameCard = () => owner.getByRole('article', { name: FRAME });
const hiddenSection = () => frameCard().getByRole('region', { name: /hidden from this frame/ });

/** The ids of the frame's playlist, asked of the server with the frame's own token, as the player asks. */
function playlistIds(): Promise<number[]> {
  return player.evaluate(async () => {
    const token = localStorage.getItem('kinframe.frame.deviceToken') ?? '';
    const response = await fetch('/api/device/v1/playlist', {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
    const playlist = (await response.json()) as { items: { id: number }[] };
    return playlist.items.map((item) => item.id);
  });
}

async function isFavourite(id: number): Promise<boolean> {
  return (await ownerApi<{ isFavourite: boolean }>('GET', `/api/v3/library/items/${id}`)).isFavourite;
}

describe('a photo acted on from the frame', () => {
  let tapped = 0;

  it('shows nothing over the photo until tapped, then the photo’s panel; Escape and Enter close and open it', async () => {
    expect(await panel().count()).toBe(0);
    tapped = await shownItemId();
    expect(await player.getByText(CAPTIONS[nameOf(tapped)] ?? '').count(), 'no caption before the tap').toBe(0);

    await player.locator('main').tap();
    await panel().waitFor();
    await panel()
      .getByText(CAPTIONS[nameOf(tapped)] ?? '')
      .waitFor();
    await panel()
      .getByText(/^Taken on /)
      .waitFor();
    await saveScreenshot(player, 'frame-tap-panel');

    await player.keyboard.press('Escape');
    await panel().waitFor({ state: 'hidden' });
    // Closed, the photo the person looked at stays (for a whole interval more).
    await player.waitForTimeout(2_000);
    expect(await shownItemId()).toBe(tapped);
    await player.keyboard.press('Enter');
    await panel().waitFor();
  });

  it('favourites the photo into My Favourites, and says so', async () => {
    tapped = await shownItemId();
    const favourite = panel().getByRole('button', { name: 'Favourite' });
    expect(await favourite.getAttribute('aria-pressed')).toBe('false');
    await favourite.click();
    await panel().getByRole('status').getByText('Added to your favourites').waitFor();
    expect(await favourite.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => isFavourite(tapped)).toBe(true);
    const { items } = await ownerApi<{ items: { id: number }[] }>('GET', '/api/v3/library/items?favourites=true');
    expect(items.map((item) => item.id)).toEqual([tapped]);
  });

  it('hides the photo from this frame, which moves on to the next at once', async () => {
    await panel().getByRole('button', { name: 'Hide from this frame' }).click();
    await panel()
      .getByRole('status')
      .getByText(/^Hidden from this frame/)
      .waitFor();
    await panel().waitFor({ state: 'hidden', timeout: 15_000 });
    await expect.poll(shownItemId, { timeout: 30_000 }).not.toBe(tapped);
    await expect.poll(playlistIds, { timeout: 30_000 }).not.toContain(tapped);
    // Still in the library, and still a favourite: hiding is this frame's business alone.
    expect(await isFavourite(tapped)).toBe(true);
  });

  it('lists the hidden photo under the frame on the frames page, and Show again brings it back', async () => {
    await owner.goto('/family/frames');
    await hiddenSection().getByRole('heading', { name: '1 photo hidden from this frame' }).waitFor();
    expect(await hiddenSection().locator('img').count()).toBe(1);
    await saveScreenshot(owner, 'frames-hidden-photos');
    expect(await seriousViolations(owner)).toEqual([]);

    await hiddenSection()
      .getByRole('button', { name: `Show again on ${FRAME}` })
      .click();
    await owner.getByText(`The photo shows on ${FRAME} again.`, { exact: true }).waitFor();
    await hiddenSection().waitFor({ state: 'detached' });
    await expect.poll(playlistIds, { timeout: 30_000 }).toContain(tapped);
    expect(await seriousViolations(owner)).toEqual([]);
  });
});
