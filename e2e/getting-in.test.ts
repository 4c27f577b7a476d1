import type { AppConfig } from '@kinframe/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import german from '../apps/web/src/i18n/locales/de-DE.json' with { type: 'json' };
import { admin, lastMailTo, newPerson, serverUnderTest } from './support/app.ts';
import { fillSignUpForm, launchBrowser, SCREENS, type ScreenName, saveScreenshot } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function waitForPath(page: Page, path: string) {
  await page.waitForURL((current) => current.pathname === path);
}

async function signUp(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/sign-up');
  await fillSignUpForm(page, person);
}

async function logIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await waitForPath(page, '/login');
}

describe('getting in', () => {
  it('signs a new person up through the form to subscribe; once the operator makes them Plus, login lands on family home', async () => {
    const page = await newPage();
    const person = newPerson('signup');
    await signUp(page, person);
    await waitForPath(page, '/subscribe');
    // Lite members reach their account and their photos (read-only) alone: a deep link elsewhere comes back here.
    await page.goto('/family/members');
    await waitForPath(page, '/subscribe');

    await admin('plan:set', person.email, 'plus');
    await signOut(page);
    await logIn(page, person.username, person.password);
    await waitForPath(page, '/family/home');
    await page.context().close();
  });

  it('tells a newcomer what Kinframe stores, asking nothing, and offers Plus with what this server gives', async () => {
    const person = newPerson('notice');
    for (const screen of ['desktop', 'phone'] as const satisfies readonly ScreenName[]) {
      const context = await browser.newContext({ baseURL: url, ...SCREENS[screen], reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      if (screen === 'desktop') {
        await signUp(page, person);
        await page.waitForURL((current) => current.pathname !== '/sign-up');
        // Lite whatever this server gives a new account, so the Plus card is what they see.
        await admin('plan:set', person.email, 'lite');
        await page.goto('/subscribe');
      } else await logIn(page, person.username, person.password);
      await waitForPath(page, '/subscribe');
      const notice = page.getByRole('region', { name: 'Cookies on Kinframe' });
      await notice.waitFor();
      expect(await notice.getByRole('button').allTextContents()).toEqual(['OK', 'Cookie policy']);
      // The card promises connected albums exactly when this server has them set up.
      const { capabilities } = (await (await page.request.get('/api/v3/app-config')).json()) as AppConfig;
      const benefits = page.getByRole('list', { name: 'What Plus includes' });
      await benefits.getByText('Unlimited photo storage').waitFor();
      const syncs = benefits.getByText(/^Sync up to [\d,]+ photos per connected /);
      expect(await syncs.count()).toBe(capabilities.connectedAlbums ? 1 : 0);
      await saveScreenshot(page, `cookie-notice-plus-${screen}`);

      await notice.getByRole('button', { name: 'Cookie policy' }).click();
      const policy = page.getByRole('dialog', { name: 'Cookie policy' });
      await policy.getByText('kinframe_session').waitFor();
      await saveScreenshot(page, `cookie-policy-${screen}`);
      await page.keyboard.press('Escape');
      await notice.getByRole('button', { name: 'OK', exact: true }).click();
      await notice.waitFor({ state: 'detached' });
      await context.close();
    }
  });

  it('tells a taken username and a wrong password in the spec words', async () => {
    const page = await newPage();
    const person = newPerson('taken');
    await admin('user:create', person.email, person.username, person.password);
    await page.goto('/sign-up');
    await page.getByLabel('Username').fill(person.username);
    await page.getByText('This username is already associated with an account').waitFor();
    await logIn(page, person.username, 'Wrong-password1!');
    await page.getByText('Invalid username or password.').waitFor();
    await page.context().close();
  });

  it('takes a Plus member from login to family home, keeps the guard on deep links, and signs out', async () => {
    const page = await newPage();
    const person = newPerson('plus');
    await admin('user:create', person.email, person.username, person.password);
    await admin('plan:set', person.email, 'plus');

    await page.goto('/family/frames');
    await waitForPath(page, '/login');
    await logIn(page, person.email, person.password);
    await page.waitForURL((current) => current.pathname.startsWith('/family/'));

    await page.goto('/subscribe');
    await waitForPath(page, '/family/home');
    await page.goto('/login');
    await waitForPath(page, '/family/home');
    await page.goto('/account');
    await waitForPath(page, '/account/profile');
    await page.goto('/family/library/albums/not-a-number');
    await waitForPath(page, '/family/library/albums');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: /not found/i }).waitFor();

    await page
      .getByRole('button', { name: /account/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
    await page.goto('/family/home');
    await waitForPath(page, '/login');
    await page.context().close();
  });

  it('resets a forgotten password through the mailed link, and the new password works once', async () => {
    const page = await newPage();
    const person = newPerson('reset');
    await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');

    await page.goto('/login');
    await page.getByRole('link', { name: /forgot/i }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The reset call writes and mails: on a machine busy with other flows it may take a while.
    await page.getByRole('status').filter({ hasText: /email/i }).first().waitFor({ timeout: 60_000 });

    const mail = await lastMailTo(person.email);
    const link = mail?.text.match(/https?:\/\/\S+\/reset-pwd\?token=[\w-]+/)?.[0];
    expect(link, 'the reset mail carries a link').toBeTruthy();
    const newPassword = 'Picture-Frame9?';
    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await waitForPath(page, '/login');

    await logIn(page, person.username, newPassword);
    await waitForPath(page, '/family/home');

    // The link was single use: opening it again shows the expired-token message.
    await page.context().clearCookies();
    await page.goto(link as string);
    await page
      .getByText('Your verification token is expired. Please try requesting for a password reset again.')
      .waitFor();
    await page.context().close();
  });

  it('switches the language, and the choice survives a reload', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Language').selectOption('de-DE');
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE');
    await page.getByRole('button', { name: german.login.submit, exact: true }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: german.login.submit, exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de-DE');
    await page.context().close();
  });
});
