import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id}: ${v.help}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`,
      );
    expect(serious).toEqual([]);
    await context.close();
  });
});
