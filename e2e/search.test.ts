import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeScene } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, saveScreenshot, signedInPage } from './support/browser.ts';

/**
 * Finding a photo: the header's search box suggests as one types, the results show in the
 * library's grid with its viewer, an empty search says what was looked for and leads back; the
 * header keeps its place and size from page to page. Desktop, a tablet held upright, a phone.
 */
let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-search-'));
const person = newPerson('search');
const member = newPerson('searchmember');
const ids: Record<string, number> = {};

const scenes = {
  lake: { width: 1200, height: 800, sky: ['#8ecae6', '#ffffff'], land: '#2a6f97', sun: '#ffb703' },
  pier: { width: 800, height: 1200, sky: ['#ffd6a5', '#fdffb6'], land: '#6a994e', sun: '#ff7b00' },
  snow: { width: 1200, height: 900, sky: ['#ffffff', '#dfe9f3'], land: '#f4f4f4', sun: '#fff3c4' },
} as const;
const captions = { lake: 'Swimming at the lake with grandma', pier: 'Evening on the lake pier', snow: 'First snow' };

/** The tablet held upright: the library's search must fit its narrower header too. */
const TABLET_UPRIGHT = { viewport: { width: 1024, height: 1366 }, hasTouch: true, isMobile: false } as const;

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  const page = await signedInPage(browser, url, person, { screen: 'desktop' });
  const api = apiAs(page);
  for (const [name, scene] of Object.entries(scenes)) {
    const file = path.join(scratch, `${name}.jpg`);
    await makeScene(file, { ...scene, sky: [...scene.sky] });
    const { item } = await api<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: readFileSync(file) } },
    });
    ids[name] = item.id;
    await api('PATCH', `/api/v3/library/items/${item.id}`, {
      data: { caption: captions[name as keyof typeof captions] },
    });
  }
  await api('POST', '/api/v3/albums', { data: { name: 'Summer at the lake', itemIds: [ids.lake, ids.pier] } });
  // A shared album with the snow for a member of the family, who accepts.
  await admin('user:create', member.email, member.username, member.password, '--plan', 'plus');
  const shared = await api<{ id: number }>('POST', '/api/v3/albums', {
    data: { name: 'Winter', isShared: true, itemIds: [ids.snow] },
  });
  await api('POST', `/api/v3/albums/${shared.id}/members`, { data: { invitees: [member.username] } });
  const memberPage = await signedInPage(browser, url, member, { screen: 'desktop' });
  const memberApi = apiAs(memberPage);
  const { invites } = await memberApi<{ invites: { id: number }[] }>('GET', '/api/v3/album-invites');
  await memberApi('POST', `/api/v3/album-invites/${invites[0]?.id}/accept`, { data: {} });
  await memberPage.context().close();
  await page.context().close();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const grid = (page: Page) => page.getByRole('region', { name: 'Photos and videos' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search your photos' });

/** Where the header and what is in it stand: the same on every page. */
async function headerBox(page: Page) {
  const header = await page.locator('header').first().boundingBox();
  const logo = await page.locator('header a').nth(1).boundingBox();
  const box = await searchBox(page).boundingBox();
  return { header, logoX: logo?.x, search: box };
}

describe('search', () => {
  it('suggests as one types, shows the results in the grid, and opens one in the viewer (desktop)', async () => {
    const page = await signedInPage(browser, url, person, { screen: 'desktop' });
    const onHome = await headerBox(page);
    await page.goto('/family/library');
    await grid(page)
      .getByRole('button', { name: /^snow\.jpg/ })
      .waitFor();
    expect(await headerBox(page)).toEqual(onHome);

    await searchBox(page).click();
    await searchBox(page).pressSequentially('lake');
    const suggestion = page.getByRole('option', { name: /Summer at the lake/ });
    await suggestion.waitFor();
    await saveScreenshot(page, 'search-desktop-suggestions');
    await searchBox(page).press('ArrowDown');
    await expect.poll(() => suggestion.getAttribute('aria-selected')).toBe('true');
    await searchBox(page).press('Enter');
    await page.waitForURL((current) => current.pathname === '/family/library/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('Summer at the lake');
    await page.getByRole('heading', { name: 'Results for “Summer at the lake”' }).waitFor();
    await grid(page)
      .getByRole('button', { name: /^lake\.jpg/ })
      .waitFor();
    await grid(page)
      .getByRole('button', { name: /^pier\.jpg/ })
      .waitFor();
    expect(
      await grid(page)
        .getByRole('button', { name: /^snow\.jpg/ })
        .count(),
    ).toBe(0);
    expect(await headerBox(page)).toEqual(onHome);
    await saveScreenshot(page, 'search-desktop-results');

    // The words typed: a caption's.
    await searchBox(page).fill('grandma');
    await searchBox(page).press('Enter');
    await page.getByRole('heading', { name: 'Results for “grandma”' }).waitFor();
    await grid(page)
      .getByRole('button', { name: /^lake\.jpg/ })
      .click();
    await page.getByRole('dialog', { name: /lake\.jpg/ }).waitFor();
    await saveScreenshot(page, 'search-desktop-viewer');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /lake\.jpg/ }).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('says what found nothing, and leads back to the library (desktop)', async () => {
    const page = await signedInPage(browser, url, person, { screen: 'desktop' });
    await page.goto('/family/library/search?q=zebra');
    await page.getByRole('heading', { name: 'Nothing found for “zebra”' }).waitFor();
    await saveScreenshot(page, 'search-desktop-empty');
    await page.getByRole('link', { name: 'Back to the library' }).last().click();
    await page.waitForURL((current) => current.pathname === '/family/library');
    await page.context().close();
  });

  it('fits a tablet held upright', async () => {
    const context = await browser.newContext({ baseURL: url, ...TABLET_UPRIGHT });
    await context.close();
    const page = await signedInPage(browser, url, person, { screen: 'tablet' });
    await page.setViewportSize(TABLET_UPRIGHT.viewport);
    const onHome = await headerBox(page);
    await searchBox(page).fill('lake');
    await searchBox(page).press('Enter');
    await grid(page)
      .getByRole('button', { name: /^pier\.jpg/ })
      .waitFor();
    expect(await headerBox(page)).toEqual(onHome);
    await saveScreenshot(page, 'search-tablet-results');
    await page.context().close();
  });

  it("finds a shared album's photo for its member, shown without what would change it", async () => {
    const page = await signedInPage(browser, url, member, { screen: 'desktop' });
    await searchBox(page).fill('snow');
    await searchBox(page).press('Enter');
    await grid(page)
      .getByRole('button', { name: /^snow\.jpg/ })
      .click();
    const viewer = page.getByRole('dialog', { name: /snow\.jpg/ });
    await viewer.waitFor();
    await viewer.locator('img').first().waitFor();
    expect(await viewer.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await saveScreenshot(page, 'search-desktop-shared-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });
    // The sharer's other photos stay theirs.
    await searchBox(page).fill('lake');
    await searchBox(page).press('Enter');
    await page.getByRole('heading', { name: 'Nothing found for “lake”' }).waitFor();
    await page.context().close();
  });

  it("searches from the phone's library screen", async () => {
    const page = await signedInPage(browser, url, person, { screen: 'phone' });
    await page.goto('/family/library');
    await searchBox(page).fill('snow');
    await searchBox(page).press('Enter');
    await page.waitForURL((current) => current.pathname === '/family/library/search');
    await grid(page)
      .getByRole('button', { name: /^snow\.jpg/ })
      .waitFor();
    await saveScreenshot(page, 'search-phone-results');
    expect(SCREENS.phone.viewport.width).toBe(390);
    await page.context().close();
  });
});
