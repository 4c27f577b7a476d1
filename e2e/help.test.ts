import { existsSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, type ScreenName, saveScreenshot, signedInPage } from './support/browser.ts';
import { REPO_ROOT } from './support/server.ts';

let browser: Browser;
const { url } = serverUnderTest();
const reader = newPerson('reader');
const GERMAN_ARTICLE = `${REPO_ROOT}/apps/server/src/modules/help/articles/de-DE/pairing-a-frame.md`;

beforeAll(async () => {
  await admin('user:create', reader.email, reader.username, reader.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

function signedIn(screen?: ScreenName): Promise<Page> {
  return signedInPage(browser, url, reader, screen ? { screen } : {});
}

it('goes from the frames screen to the pairing article, and on to another article in the app', async () => {
  const page = await signedIn();
  await page.goto('/family/frames');
  await page.getByRole('link', { name: 'How pairing works' }).first().click();
  await page.waitForURL((current) => current.pathname === '/hub/learn/pairing-a-frame');
  await page.getByRole('heading', { level: 1, name: 'Pairing a frame' }).waitFor();
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().waitFor();
  // The Learn tab stays the current one.
  expect(await page.getByRole('link', { name: 'Learn', exact: true }).getAttribute('aria-current')).toBe('page');

  // A section link of "On this page" scrolls to its heading.
  const section = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(1);
  const id = decodeURIComponent((await section.getAttribute('href'))?.slice(1) ?? '');
  await section.click();
  await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)))).toBe(id);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const top = await page.evaluate((heading) => document.getElementById(heading)?.getBoundingClientRect().top, id);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);

  // A link to another article stays in the app: no new document.
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
  const inArticle = page.locator('article a[href^="/hub/learn/"]').first();
  const target = await inArticle.getAttribute('href');
  await inArticle.click();
  await page.waitForURL((current) => current.pathname === target);
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  await page.getByRole('link', { name: 'All articles' }).click();
  await page.waitForURL((current) => current.pathname === '/hub/learn');
  await page.context().close();
});

it('opens an article at the section a link names', async () => {
  const page = await signedIn();
  await page.goto('/account/settings');
  await page.getByRole('link', { name: 'How photos by mail work' }).click();
  await page.waitForURL((current) => current.pathname === '/hub/learn/photos-by-mail');
  await page.getByRole('heading', { level: 2, name: 'The email shield' }).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.getElementById('the-email-shield')?.getBoundingClientRect().top ?? -1))
    .toBeLessThan(200);
  await page.context().close();
});

it('finds the photos-by-mail article by "shield", from the keyboard', async () => {
  const page = await signedIn();
  await page.goto('/hub/learn');
  const field = page.getByRole('searchbox', { name: 'Search help articles' });
  await field.fill('shield');
  const result = page.getByRole('link', { name: /Photos by mail/ }).first();
  await page.getByRole('status').filter({ hasText: /found/ }).waitFor();
  expect(await result.getAttribute('href')).toBe('/hub/learn/photos-by-mail');
  await saveScreenshot(page, 'help-search-desktop');
  await field.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL((current) => current.pathname === '/hub/learn/photos-by-mail');
  await page.getByRole('heading', { level: 1, name: 'Photos by mail' }).waitFor();
  await page.context().close();
});

it.skipIf(!existsSync(GERMAN_ARTICLE))('reads an article in German once the person switches to German', async () => {
  const german = newPerson('leser');
  await admin('user:create', german.email, german.username, german.password, '--plan', 'plus');
  const page = await signedInPage(browser, url, german);
  await page.goto('/account/settings');
  await page.getByLabel('Language').selectOption('de-DE');
  await page.locator('html[lang="de-DE"]').waitFor({ state: 'attached' });
  await page.goto('/hub/learn/pairing-a-frame');
  const title = /^title:\s*(.+)$/m.exec(readFileSync(GERMAN_ARTICLE, 'utf8'))?.[1]?.trim() ?? '';
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  // Written in German: no "shown in English" note, and no lang of its own.
  expect(await page.locator('article').getAttribute('lang')).toBeNull();
  await page.getByRole('link', { name: 'Alle Artikel' }).waitFor();
  await page.context().close();
});

for (const screen of Object.keys(SCREENS) as ScreenName[]) {
  it(`shows the Learn tab and an article on a ${screen}, without serious accessibility problems`, async () => {
    const page = await signedIn(screen);
    await page.goto('/hub/learn');
    const cards = page.locator('ul a[href^="/hub/learn/"]');
    await cards.nth(9).waitFor();
    expect(await cards.count()).toBe(10);
    await saveScreenshot(page, `help-learn-${screen}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/hub/learn/frames-offline-and-brightness');
    await page.getByRole('navigation', { name: 'On this page' }).waitFor();
    await saveScreenshot(page, `help-article-${screen}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}
