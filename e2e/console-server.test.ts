import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, type ScreenName, saveScreenshot, signedInPage } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
// The server's owner is the demo account of its first start; an operator sees the console alike.
const operator = newPerson('runner');
const member = newPerson('nosy');

beforeAll(async () => {
  await admin('user:create', operator.email, operator.username, operator.password, '--plan', 'plus');
  await admin('operator:grant', operator.email);
  await admin('user:create', member.email, member.username, member.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe("the console's Server tab", () => {
  it('shows an operator the version, media tools and the job queue, at every screen size', async () => {
    for (const screen of ['desktop', 'tablet', 'phone'] as ScreenName[]) {
      const page = await signedInPage(browser, url, operator, { screen });
      await page.goto('/console');
      await page.getByRole('link', { name: 'Server', exact: true }).first().click();
      await page.waitForURL((current) => current.pathname === '/console/server');
      await page.getByText('Version', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Media tools' }).waitFor();
      await page.getByRole('row', { name: /process-library-item/ }).waitFor();
      await page.getByRole('heading', { name: 'Undelivered mail' }).waitFor();
      await saveScreenshot(page, `console-server-${screen}`);
      await page.getByRole('table').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `console-server-jobs-${screen}`);
      await page.context().close();
    }
  }, 120_000);

  it('is not there for a member', async () => {
    const page = await signedInPage(browser, url, member, { screen: 'desktop' });
    await page.goto('/console/server');
    await page.getByText("We couldn't find that page").waitFor();
    await saveScreenshot(page, 'console-server-member-desktop');
    await page.context().close();
  }, 60_000);
});
