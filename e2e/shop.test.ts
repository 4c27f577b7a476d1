import { runOperatorCommand } from '@kinframe/testkit/server';
import { type ShopStandin, startShopStandin } from '@kinframe/testkit/standins/shop';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, logIn, newAppPage, SCREENS, saveScreenshot, signedInPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Signing in to the operator's shop with a Kinframe account: a Kinframe of its own with SHOP_URL
 * pointing at a stand-in shop that verifies the token as docs/shop-sso.md says. Then the same
 * pages where there is no shop, and the dialog that puts Kinframe on a tablet or TV.
 */
let server: RunningServer;
let shop: ShopStandin;
let browser: Browser;
const lite = newPerson('shoplite');
const plus = newPerson('shopplus');

function admin(...args: string[]): Promise<string> {
  return runOperatorCommand(server.env, ...args);
}

beforeAll(async () => {
  shop = await startShopStandin();
  server = await startServer(shop.env());
  shop.issuer = server.url;
  for (const person of [lite, plus]) await admin('user:create', person.email, person.username, person.password);
  await admin('plan:set', plus.email, 'plus');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shop?.close();
});

describe('the shop, signed in to with Kinframe', () => {
  it('takes a signed-out visitor through login and on to the shop, signed in, with a token good once', async () => {
    const page = await newAppPage(browser, server.url);
    await page.goto('/shop/login');
    await page.waitForURL((current) => current.pathname === '/login');
    await logIn(page, lite);
    await page.waitForURL((current) => current.href.startsWith(`${shop.url}/sso?token=`));
    await page.getByRole('heading', { name: `Signed in as ${lite.email}` }).waitFor();
    const used = page.url();

    // The same link again is refused: the shop remembers the token's id until it expires.
    const again = await fetch(used);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('already used');

    // Signed in now, /shop/login goes straight on, with a new token.
    await page.goto(`${server.url}/shop/login`);
    await page.waitForURL((current) => current.href.startsWith(`${shop.url}/sso?token=`) && current.href !== used);
    await page.getByRole('heading', { name: `Signed in as ${lite.email}` }).waitFor();
    await page.context().close();
  });

  it('offers the shop in the account menu, and signs out of the shop back into the app', async () => {
    const page = await signedInPage(browser, server.url, plus);
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Shop' }).click();
    await page.getByRole('heading', { name: `Signed in as ${plus.email}` }).waitFor();

    await page.goto(`${server.url}/shop/signout`);
    await page.waitForURL((current) => current.origin === server.url && current.pathname === '/family/home');
    await page.context().close();
  });

  it('signs a visitor who is not signed in here out of the shop too, and back to Kinframe', async () => {
    const page = await newAppPage(browser, server.url);
    await page.goto('/shop/signout');
    await page.waitForURL((current) => current.origin === server.url && current.pathname === '/login');
    await page.context().close();
  });
});

describe('where the operator has no shop', () => {
  it('says so on both shop pages and offers no shop in the account menu', async () => {
    const { url } = serverUnderTest();
    const person = newPerson('noshop');
    const created = await fetch(`${url}/api/v3/app-config`);
    expect(((await created.json()) as { shop: unknown }).shop).toBeNull();

    const visitor = await newAppPage(browser, url, { screen: 'phone' });
    await visitor.goto('/shop/signout');
    await visitor.getByRole('heading', { name: 'There is no shop here' }).waitFor();
    await visitor.getByText('there is no shop to sign out of').waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await saveScreenshot(visitor, 'shop-none-phone');
    await visitor.context().close();

    await runOperatorCommand(serverUnderTest().env, 'user:create', person.email, person.username, person.password);
    await runOperatorCommand(serverUnderTest().env, 'plan:set', person.email, 'plus');
    const page = await signedInPage(browser, url, person, { screen: 'desktop' });
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Shop' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/shop/login');
    await page.getByRole('heading', { name: 'There is no shop here' }).waitFor();
    await page.getByText('there is nothing to sign in to').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'shop-none-desktop');
    await page.context().close();
  }, 240_000);
});

describe('Kinframe on a tablet or TV', () => {
  it.each(Object.keys(SCREENS) as (keyof typeof SCREENS)[])(
    'explains, on a %s, how a tablet or TV becomes a frame, with a code that opens the player',
    async (screen) => {
      const page = await newAppPage(browser, server.url, { screen });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Get Kinframe on your tablet or TV' }).click();
      const dialog = page.getByRole('dialog', { name: 'Get Kinframe on your tablet or TV' });
      await dialog.waitFor();
      const link = `${server.url}/frame`;
      await dialog.getByText(link, { exact: true }).waitFor();
      expect(await dialog.locator('svg title').textContent()).toBe(`QR code for ${link}`);
      expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
        expect.stringContaining('Scan this code'),
        expect.stringContaining('Add to Home Screen'),
        expect.stringContaining('Family > Frames'),
      ]);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `frame-app-dialog-${screen}`);
      await page.context().close();
    },
    120_000,
  );

  it('installs the frame player as an app: its page links a manifest that opens it full screen', async () => {
    const html = await (await fetch(`${server.url}/frame`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<link rel="manifest" href="/frame.webmanifest"');
    const response = await fetch(`${server.url}/frame.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(await response.json()).toMatchObject({ start_url: '/frame', display: 'fullscreen' });
  });
});
