import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, newAppPage, saveScreenshot, signedInPage } from './support/browser.ts';

/**
 * The app's frame around every screen: it paints at once, holds still from one page to the next,
 * and shows where content is coming instead of a word or a white page.
 */
let browser: Browser;
const { url } = serverUnderTest();
const person = newPerson('shell');

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** Where the header's logo and the tabs' first link stand, and how tall the header is. */
async function shellBoxes(page: Page) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not on the page`);
    return { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
  };
  return {
    logo: await box('header a[href="/"]'),
    header: await box('header'),
    // Each section names its own first tab: where the tabs start is what must hold.
    tabs: await box('nav[aria-label="In this section"] a').then(({ x, y }) => ({ x, y })),
    // And every screen starts where the logo does: its title, whatever the screen's width.
    title: await box('main h1').then(({ x }) => ({ x })),
  };
}

describe('the frame around every screen', () => {
  it('keeps the header, the tabs and the start of the screen where they are from one page to the next', async () => {
    const page = await signedInPage(browser, url, person, { screen: 'desktop' });
    const pages = [
      '/family/home',
      '/family/library',
      '/family/frames',
      '/family/members',
      '/hub/learn',
      '/account/profile',
    ];
    const seen: Record<string, Awaited<ReturnType<typeof shellBoxes>>> = {};
    for (const path of pages) {
      await page.goto(path);
      await page.locator('main h1').first().waitFor();
      seen[path] = await shellBoxes(page);
      if (path === '/family/library' || path === '/family/frames' || path === '/family/library/albums') {
        await saveScreenshot(page, `shell-desktop-${path.split('/').at(-1)}`);
      }
    }
    const first = seen['/family/home'];
    for (const path of pages) expect({ path, ...seen[path] }).toEqual({ path, ...first });
    await page.context().close();
  });

  it('paints the page and the mark before any script, and never the cookie banner alone', async () => {
    const page = await newAppPage(browser, url, { screen: 'phone' });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    // Without its scripts the app is what index.html paints: the page's colour and the mark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    const mark = page.locator('#root img[src="/favicon.svg"]');
    await mark.waitFor();
    const background = await page
      .locator('#root > div')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(248, 244, 238)');
    await saveScreenshot(page, 'shell-phone-before-scripts');
    await page.unroute('**/assets/*.js');

    // With them, the first screen comes whole: the banner arrives with the login, not before it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const fresh = await context.newPage();
    const bannerBeforeLogin: boolean[] = [];
    await fresh.exposeFunction('seen', (banner: boolean, login: boolean) => {
      if (banner && !login) bannerBeforeLogin.push(true);
    });
    await fresh.addInitScript(() => {
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        void (window as unknown as { seen: (a: boolean, b: boolean) => void }).seen(
          text.includes('Cookies on Kinframe'),
          text.includes('Welcome back'),
        );
      }).observe(document, { childList: true, subtree: true });
    });
    await fresh.goto(`${url}/`);
    await fresh.getByText('Welcome back').waitFor();
    await fresh.getByText('Cookies on Kinframe').waitFor();
    expect(bannerBeforeLogin).toEqual([]);
    await context.close();
    await page.context().close();
  });

  it('shows placeholders in the shape of the photos while the library is on its way', async () => {
    const page = await signedInPage(browser, url, person, { screen: 'phone', serviceWorkers: 'block' });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v3/library/summary**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/family/library');
    const placeholders = page.getByRole('status', { name: 'Loading your photos…' });
    await placeholders.waitFor();
    // Three tiles a row on a phone, as the grid has them.
    const tiles = placeholders.locator('span');
    const [first, fourth] = [await tiles.nth(0).boundingBox(), await tiles.nth(3).boundingBox()];
    expect(fourth?.x).toBe(first?.x);
    await saveScreenshot(page, 'shell-phone-library-loading');
    release();
    await placeholders.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('asks to confirm the email in one line on a phone, and the dismissal lasts', async () => {
    const page = await signedInPage(browser, url, person, { screen: 'phone' });
    const notice = page.getByRole('status').filter({ hasText: 'Confirm your email address' });
    await notice.waitFor();
    const height = (await notice.boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(60);
    await saveScreenshot(page, 'shell-phone-email-notice');
    await notice.getByRole('link', { name: 'Confirm your email address' }).click();
    await page.waitForURL((current) => current.pathname === '/account/profile');
    await page.getByRole('button', { name: 'Send the link again' }).waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });
});
