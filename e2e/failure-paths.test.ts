import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';

/**
 * What a person meets when something goes wrong: never the router's developer page, never a blank
 * screen without a word, always a way on.
 */
let browser: Browser;
let page: Page;
const { url } = serverUnderTest();
const person = newPerson('failures');

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  // The app's service worker would answer the chunk from its own copy, out of page.route's reach.
  page = await signedInPage(browser, url, person, { serviceWorkers: 'block' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('a screen whose code is gone after a deploy', () => {
  it('reloads once, then says Kinframe was updated and offers Reload, which mends it', async () => {
    // The tab was opened before a deploy: the Hub's Learn screen's file it knows of no longer exists.
    const gone = '**/assets/LearnPage-*.js';
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.getByRole('link', { name: 'Hub', exact: true }).first().click();
    const heading = page.getByRole('heading', { name: 'Kinframe was updated' });
    await heading.waitFor();
    // The one reload it tried before saying so.
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toMatch(/^\/hub/);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'route-error-updated');

    await page.unroute(gone);
    await page.getByRole('button', { name: 'Reload' }).click();
    await heading.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Learn', level: 1 }).waitFor();
  });
});
