import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Statistics } from '@kinframe/contract';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, type ScreenName, saveScreenshot, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';

/**
 * Create > Statistics as a person sees it: photos uploaded, a frame paired that shows them (the
 * real player, which reports each slide in its heartbeats), and the page counting both, with each
 * chart's numbers as a table.
 */
let browser: Browser;
let owner: Page;
let ownerApi: ReturnType<typeof apiAs>;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-statistics-'));
const person = newPerson('stats');
const FRAME = 'Living room';

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  owner = await signedInPage(browser, url, person);
  ownerApi = apiAs(owner);

  const itemIds: number[] = [];
  for (const [index, name] of ['harbour', 'picnic', 'snowman'].entries()) {
    const file = path.join(scratch, `${name}.jpg`);
    await makeJpeg(file, { width: 900 + index * 40, height: 600 });
    const { item } = await ownerApi<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    itemIds.push(item.id);
  }
  const album = await ownerApi<{ id: number }>('POST', '/api/v3/albums', { data: { name: 'Summer', itemIds } });

  const playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 } });
  const player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);
  const frameId = await claimPlayer(player, ownerApi, FRAME);
  await ownerApi('PATCH', `/api/v3/frames/${frameId}`, { data: { settings: { intervalSeconds: 5 } } });
  await ownerApi('PUT', `/api/v3/frames/${frameId}/albums/${album.id}`);
  await player.locator('img[data-item-id]').first().waitFor({ timeout: 60_000 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('Create > Statistics', () => {
  it('counts the uploads and what the frame showed, with a table for each chart', async () => {
    // The player reports its slides soon after each one (at most every 10 s): wait for a few.
    await expect
      .poll(
        async () => {
          const reported = await ownerApi<Statistics>('GET', '/api/v3/statistics');
          return reported.frameDays.at(-1)?.shown ?? 0;
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBeGreaterThanOrEqual(3);
    const statistics = await ownerApi<Statistics>('GET', '/api/v3/statistics');
    const shownToday = statistics.frameDays.at(-1)?.shown ?? 0;
    expect(statistics.library.photos).toBe(3);
    expect(statistics.mostShown.length).toBeGreaterThan(0);

    await owner.goto('/create/statistics');
    await owner.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    const uploads = owner.getByRole('region', { name: 'Uploads per month' });
    await expect.poll(() => uploads.getByText('3', { exact: true }).first().isVisible()).toBe(true);
    await uploads.getByRole('img', { name: /uploads per month over the last 12 months: 3 in all/ }).waitFor();

    const shown = owner.getByRole('region', { name: 'Photos shown per day' });
    await shown.getByRole('img', { name: /slides shown per day/ }).waitFor();
    expect(Number((await shown.locator('p').first().textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(
      shownToday,
    );
    await shown.getByRole('button', { name: 'Show table' }).click();
    const table = shown.getByRole('table', { name: 'Photos shown per day' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(31);
    await expect.poll(() => shown.getByRole('button', { name: 'Show chart' }).isVisible()).toBe(true);

    const mostShown = owner.getByRole('region', { name: 'Most shown' });
    await mostShown.getByRole('img', { name: 'Most shown photo number 1' }).waitFor();
    await owner.getByRole('region', { name: 'Hours online' }).waitFor();
    expect(await seriousViolations(owner)).toEqual([]);
  }, 150_000);

  for (const screen of Object.keys(SCREENS) as ScreenName[]) {
    it(`looks right on a ${screen}`, async () => {
      const page = await signedInPage(browser, url, person, { screen });
      page.setDefaultTimeout(60_000);
      await page.goto('/create/statistics');
      await page.getByRole('region', { name: 'Most shown' }).getByRole('img').first().waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `statistics-${screen}`);
      await page.screenshot({
        path: path.join(import.meta.dirname, '..', 'test-results', 'screenshots', `statistics-${screen}-full.png`),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }, 240_000);
  }

  it('tells a person without frames where to pair one', async () => {
    const newcomer = newPerson('stats-new');
    await admin('user:create', newcomer.email, newcomer.username, newcomer.password, '--plan', 'plus');
    const page = await signedInPage(browser, url, newcomer);
    page.setDefaultTimeout(60_000);
    await page.goto('/create/statistics');
    await page.getByRole('heading', { name: 'No frames yet' }).waitFor();
    await page.getByRole('link', { name: 'Go to Frames' }).click();
    await page.waitForURL((current) => current.pathname === '/family/frames');
    await page.goto('/create/statistics');
    await page.getByText('Your library is empty', { exact: false }).waitFor();
    await saveScreenshot(page, 'statistics-empty');
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 240_000);
});
