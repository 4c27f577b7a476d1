import { runOperatorCommand } from '@kinframe/testkit/server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { newPerson } from './support/app.ts';
import { launchBrowser, logIn, newAppPage, saveScreenshot } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A Kinframe with no online payment and no contact form, as a family may run it for itself: a Lite
 * account is never stranded. It reads who runs this Kinframe and how to reach them, and still
 * reaches its profile, settings and membership.
 */
let server: RunningServer;
let browser: Browser;
const person = newPerson('lite');

beforeAll(async () => {
  server = await startServer({
    BILLING_PROVIDER: 'none',
    CONTACT_EMAIL: '',
    OPERATOR_NAME: 'the Elm Street Kinframe',
    OPERATOR_CONTACT: 'frames@elm-street.example',
  });
  await runOperatorCommand(server.env, 'user:create', person.email, person.username, person.password);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a Lite account where nobody takes payments online', () => {
  it('says who runs this Kinframe and how to reach them, and reaches its account pages', async () => {
    const page = await newAppPage(browser, server.url);
    await page.goto('/login');
    await logIn(page, person);
    await page.waitForURL((current) => current.pathname === '/subscribe');
    await page.getByText(/This Kinframe is run by the Elm Street Kinframe/).waitFor();
    const contact = page.getByRole('link', { name: 'frames@elm-street.example' });
    expect(await contact.getAttribute('href')).toBe('mailto:frames@elm-street.example');
    // No form and no button that go nowhere, and no promise this Kinframe does not keep.
    expect(await page.getByRole('button', { name: 'Contact us' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Kinframe Plus|trial/ }).count()).toBe(0);
    const benefits = page.getByRole('list', { name: 'What Plus includes' });
    expect(await benefits.getByRole('listitem').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'lite-operator');

    for (const name of ['Profile', 'Settings', 'Membership']) {
      await page.getByRole('button', { name: /Account/ }).click();
      await page.getByRole('menuitem', { name }).click();
      await page.getByRole('heading', { name, exact: true }).first().waitFor();
    }
  });
});
