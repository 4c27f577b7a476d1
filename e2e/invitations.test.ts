import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { fillSignUpForm, launchBrowser, newAppPage, saveScreenshot, signedInPage } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const operator = newPerson('inviter');
const newcomer = newPerson('invited');

beforeAll(async () => {
  await admin('user:create', operator.email, operator.username, operator.password, '--plan', 'plus');
  await admin('operator:grant', operator.email);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The operator makes an invitation link for anyone holding it, with Plus, and reads it off the dialog. */
async function makeInvitation(page: Page, note: string): Promise<string> {
  await page.goto('/console/invitations');
  await page.getByRole('button', { name: 'New invitation' }).click();
  const form = page.getByRole('dialog', { name: 'New invitation' });
  await form.getByLabel('Plan of the new account').selectOption('plus');
  await form.getByLabel('Note for yourself').fill(note);
  await form.getByRole('button', { name: 'Make invitation' }).click();
  const ready = page.getByRole('dialog', { name: 'Invitation ready' });
  await ready.getByRole('img', { name: /QR code of the invitation link/ }).waitFor();
  const link = (await ready.locator('code').textContent()) ?? '';
  expect(link).toMatch(new RegExp(`^${url}/join/[\\w-]{43}$`));
  return link;
}

describe('an invitation', () => {
  it('is made by an operator, and lets a new person join with it, into the app with Plus', async () => {
    const operatorPage = await signedInPage(browser, url, operator, { screen: 'desktop' });
    const link = await makeInvitation(operatorPage, `For ${newcomer.firstName}`);
    await saveScreenshot(operatorPage, 'invitations-link-desktop');
    await operatorPage.getByRole('dialog', { name: 'Invitation ready' }).getByRole('button', { name: 'Done' }).click();
    const card = operatorPage.getByRole('listitem').filter({ hasText: `For ${newcomer.firstName}` });
    await card.getByText('Open', { exact: true }).waitFor();

    // The newcomer opens the link on their phone: who invites, then the sign-up form.
    const page = await newAppPage(browser, url, { screen: 'phone' });
    await page.goto(new URL(link).pathname);
    // Made with the CLI, the operator has no name: their username says who; the server is its owner's.
    await page.getByText(`${operator.username} invites you to Kinframe at Demo User`, { exact: false }).waitFor();
    await page.getByText('Your account comes with Kinframe Plus.', { exact: false }).waitFor();
    await saveScreenshot(page, 'join-phone');
    // The page fits the phone: a long server name or address wraps rather than widening it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fillSignUpForm(page, newcomer);
    // Plus, from the invitation: straight into the app, where the subscribe page would stop a Lite account.
    await page.waitForURL((current) => current.pathname === '/family/home');
    await page.goto('/family/library');
    await page.waitForURL((current) => current.pathname === '/family/library');
    await saveScreenshot(page, 'join-joined-phone');

    // The link was for one use: the operator sees it used up, and nobody else gets in with it.
    await operatorPage.reload();
    await card.getByText('Used up', { exact: true }).waitFor();
    await saveScreenshot(operatorPage, 'invitations-desktop');
    const late = await newAppPage(browser, url, { screen: 'tablet' });
    await late.goto(new URL(link).pathname);
    await late.getByText('This invitation link is not valid', { exact: false }).waitFor();
    await saveScreenshot(late, 'join-used-tablet');
    await Promise.all([operatorPage, page, late].map((each) => each.context().close()));
  }, 120_000);
});
