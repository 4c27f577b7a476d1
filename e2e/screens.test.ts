import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeScene } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { EVERY_SCREEN, launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';

/**
 * Every family and account screen, with photos in it, on a laptop, a tablet held sideways and
 * upright, and a phone (all three touch): axe finds nothing serious, and each leaves a screenshot to look at.
 */
let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-screens-'));
const person = newPerson('screens');
const PHOTOS = [
  {
    name: 'harbour',
    width: 1200,
    height: 800,
    takenAt: '2025:06:14 18:20:00',
    sky: ['#f7b267', '#f4845f'],
    land: '#3d405b',
    sun: '#fff1d0',
  },
  {
    name: 'lighthouse',
    width: 600,
    height: 900,
    takenAt: '2025:06:15 09:10:00',
    sky: ['#8ecae6', '#e0f4ff'],
    land: '#2a9d8f',
    sun: '#ffd166',
  },
  {
    name: 'dunes',
    width: 1000,
    height: 1000,
    takenAt: '2024:08:02 12:00:00',
    sky: ['#90e0ef', '#caf0f8'],
    land: '#e9c46a',
    sun: '#ffffff',
  },
  {
    name: 'picnic',
    width: 1600,
    height: 900,
    takenAt: '2023:05:21 13:30:00',
    sky: ['#a8dadc', '#f1faee'],
    land: '#6a994e',
    sun: '#ffb703',
  },
] satisfies (Parameters<typeof makeScene>[1] & { name: string })[];
let itemId = 0;
let albumId = 0;

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  const page = await signedInPage(browser, url, person);
  const api = apiAs(page);
  const ids: number[] = [];
  for (const photo of PHOTOS) {
    const file = path.join(scratch, `${photo.name}.jpg`);
    await makeScene(file, photo);
    const { item } = await api<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${photo.name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    ids.push(item.id);
  }
  itemId = ids[0] ?? 0;
  const album = await api<{ id: number }>('POST', '/api/v3/albums', { data: { name: 'Summer by the sea' } });
  albumId = album.id;
  await api('POST', `/api/v3/albums/${albumId}/items`, { data: { itemIds: ids } });
  // Every photo rendered, so the screens show pictures, not placeholders.
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const { items } = await api<{ items: { status: string }[] }>('GET', '/api/v3/library/items?limit=10');
    if (items.every((item) => item.status === 'ready')) break;
    await page.waitForTimeout(500);
  }
  await page.context().close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The screens, each with what shows it has loaded. */
const SCREENS_TO_TRY: { name: string; path: () => string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: () => '/family/home', ready: (page) => page.getByRole('heading').first().waitFor() },
  {
    name: 'library',
    path: () => '/family/library',
    ready: (page) => page.getByRole('region', { name: 'Photos and videos' }).locator('img').first().waitFor(),
  },
  {
    name: 'viewer',
    path: () => `/family/library?item=${itemId}`,
    // With its info panel open, which the check covers too.
    ready: async (page) => {
      await page.getByRole('dialog').locator('img').first().waitFor();
      await page.keyboard.press('i');
      await page.getByRole('dialog').getByRole('textbox', { name: 'Caption' }).waitFor();
    },
  },
  {
    name: 'albums',
    path: () => '/family/library/albums',
    ready: (page) => page.getByText('Summer by the sea').first().waitFor(),
  },
  {
    name: 'album',
    path: () => `/family/library/albums/${albumId}`,
    ready: (page) => page.getByRole('heading', { name: 'Summer by the sea' }).waitFor(),
  },
  { name: 'frames', path: () => '/family/frames', ready: (page) => page.getByRole('heading').first().waitFor() },
  { name: 'members', path: () => '/family/members', ready: (page) => page.getByRole('heading').first().waitFor() },
  { name: 'profile', path: () => '/account/profile', ready: (page) => page.getByRole('heading').first().waitFor() },
  { name: 'settings', path: () => '/account/settings', ready: (page) => page.getByRole('heading').first().waitFor() },
  {
    name: 'membership',
    path: () => '/account/membership',
    ready: (page) => page.getByRole('heading').first().waitFor(),
  },
];

describe.each(Object.keys(EVERY_SCREEN) as (keyof typeof EVERY_SCREEN)[])('on a %s', (screen) => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage(browser, url, person, { screen });
  }, 60_000);
  afterAll(async () => {
    await page?.context().close();
  });

  it.each(SCREENS_TO_TRY.map((one) => [one.name, one] as const))('%s passes axe', async (_, one) => {
    await page.goto(one.path());
    await one.ready(page);
    // Thumbnails decoded, so the screenshot and the contrast checks see the real screen.
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `screen-${screen}-${one.name}`);
    // Nothing wider than the screen: a phone would zoom the whole page out.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      EVERY_SCREEN[screen].viewport.width,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});
