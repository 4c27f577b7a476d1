import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, saveScreenshot, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';

/**
 * Connected albums through the stand-ins of Dropbox and Google Photos that the server under test
 * talks to (started by global-setup, or by the cluster's topology): a person connects Dropbox on its
 * consent page, picks a folder, and the album fills; a photo added to the folder reaches a frame
 * showing the album without a reload, and one deleted there leaves the album. Then Google Photos:
 * consent, the picker in a tab of its own, the import's progress, the album.
 */
let browser: Browser;
let page: Page;
let playerContext: BrowserContext;
let player: Page;
const { url, env } = serverUnderTest();
const DROPBOX = env.DROPBOX_API_URL ?? '';
const GOOGLE = env.GOOGLE_PICKER_URL ?? '';
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-connected-'));
const person = newPerson('connect');
const FOLDER = `Cabin ${person.username}`;

/** A photo of its own (its size tells it apart), as base64 for a stand-in's control API. */
async function photo(name: string, width: number): Promise<string> {
  const file = path.join(scratch, name);
  await makeJpeg(file, { width, height: 480 });
  return readFileSync(file).toString('base64');
}

async function control(base: string, method: string, route: string, body?: unknown): Promise<void> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
}

const addToDropbox = async (name: string, width: number) =>
  control(DROPBOX, 'POST', '/_standin/files', { path: `/${FOLDER}/${name}`, base64: await photo(name, width) });

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  page = await signedInPage(browser, url, person);
  playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 } });
  player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);
  await addToDropbox('lake.jpg', 640);
  await addToDropbox('dock.jpg', 660);
  await control(DROPBOX, 'POST', '/_standin/files', {
    path: `/${FOLDER}/packing list.txt`,
    base64: Buffer.from('boots').toString('base64'),
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The album page's photos: tiles named by their file's name and date. */
const albumTiles = () => page.getByRole('main').getByRole('button', { name: /\.jpg, / });

describe('a Dropbox folder as an album', () => {
  let albumId = 0;

  it('connects Dropbox on its consent page, picks a folder, and fills the album', async () => {
    await page.goto('/family/library/albums');
    await page.getByRole('link', { name: 'Connect a Dropbox folder' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Connect Dropbox' }).click();
    // Dropbox's consent page (the stand-in's), then back to the dialog.
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/family\/library\/albums\/dropbox-connect/);
    await page.getByText('Dropbox is connected.', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: FOLDER }).click();
    await saveScreenshot(page, 'connected-dropbox-folders');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use this folder' }).click();

    await page.waitForURL(/\/family\/library\/albums\/\d+$/);
    albumId = Number(page.url().split('/').pop());
    await expect.poll(() => albumTiles().count(), { timeout: 60_000 }).toBe(2);
    await page.getByText(/^Synced /).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '1 file was not added: see why' }).click();
    await page.getByRole('dialog').getByText('packing list.txt').waitFor();
    await saveScreenshot(page, 'connected-dropbox-refused');
    await page.keyboard.press('Escape');
    for (const [name, size] of Object.entries(SCREENS)) {
      await page.setViewportSize(size.viewport);
      await saveScreenshot(page, `connected-dropbox-album-${name}`);
    }
    await page.setViewportSize(SCREENS.desktop.viewport);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('brings a photo added to the folder to a frame showing the album, without a reload', async () => {
    const api = apiAs(page);
    const frameId = await claimPlayer(player, api, 'Cabin frame');
    await api('PATCH', `/api/v3/frames/${frameId}`, { data: { settings: { intervalSeconds: 5 } } });
    await api('PUT', `/api/v3/frames/${frameId}/albums/${albumId}`);
    await player.locator('img[data-item-id]').last().waitFor({ timeout: 60_000 });
    const before = new Set(
      (await api<{ items: { id: number }[] }>('GET', `/api/v3/albums/${albumId}/items`)).items.map((item) => item.id),
    );

    await addToDropbox('canoe.jpg', 700);
    // The worker's longpoll hears of it, the album gains it, the frame is told and shows it in turn.
    let added = 0;
    await expect
      .poll(
        async () => {
          const { items } = await api<{ items: { id: number }[] }>('GET', `/api/v3/albums/${albumId}/items`);
          added = items.find((item) => !before.has(item.id))?.id ?? 0;
          return added;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    await player.locator(`img[data-item-id="${added}"]`).first().waitFor({ timeout: 60_000 });
    await saveScreenshot(player, 'connected-dropbox-on-frame');
  }, 180_000);

  it('lets a photo deleted in the folder leave the album', async () => {
    await control(DROPBOX, 'DELETE', `/_standin/files?path=${encodeURIComponent(`/${FOLDER}/lake.jpg`)}`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByText(/^Synced /).waitFor();
          return albumTiles().count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(2);
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /^lake\.jpg, / })
        .count(),
    ).toBe(0);
  }, 90_000);
});

// The cluster's topology starts no Google stand-in (scripts/cluster/topology.mjs says why).
describe.skipIf(GOOGLE === '')('photos picked in Google Photos', () => {
  it('connects, picks in the picker tab, shows the import, and the album appears', async () => {
    for (const [name, width] of [
      [`meadow-${person.username}.jpg`, 620],
      [`barn-${person.username}.jpg`, 630],
    ] as const) {
      await control(GOOGLE, 'POST', '/_standin/photos', { filename: name, base64: await photo(name, width) });
    }
    await page.goto('/family/library/albums');
    await page.getByRole('button', { name: 'Add from Google Photos' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/family\/library\/albums$/);
    await page.getByText('Google Photos is connected.', { exact: true }).first().waitFor();

    const [picker] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Add from Google Photos' }).click(),
    ]);
    await picker.waitForLoadState();
    await page.waitForURL(/\/family\/library\/albums\/\d+$/);
    await page.getByText('Pick your photos in the Google Photos tab; they appear here once you are done.').waitFor();
    await saveScreenshot(page, 'connected-google-picking');
    await picker.getByLabel(`meadow-${person.username}.jpg`).check();
    await picker.getByLabel(`barn-${person.username}.jpg`).check();
    await picker.getByRole('button', { name: 'Done' }).click();

    await expect.poll(() => albumTiles().count(), { timeout: 60_000 }).toBe(2);
    await page.getByText(/^Photos added /).waitFor({ timeout: 30_000 });
    await page
      .getByText('Changes you make in Google Photos do not reach this album: pick more to add photos.')
      .waitFor();
    await saveScreenshot(page, 'connected-google-album');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/family/library/google');
    await page.getByRole('link', { name: 'Google Photos' }).first().waitFor();
    await saveScreenshot(page, 'connected-google-library-page');
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);
});
