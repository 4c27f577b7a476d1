import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { serverUnderTest } from './support/app.ts';
import { launchBrowser } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the public pages pass axe with no serious or critical violation', () => {
  it.each(['/login', '/sign-up', '/forgot-password', '/reset-pwd?token=nothing'])('%s', async (path) => {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('main').waitFor();
    await page.getByRole('heading').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
