import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, lastMailTo, newPerson, serverUnderTest } from './support/app.ts';
import { fillSignUpForm, launchBrowser, logIn, newAppPage } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const giver = newPerson('giver');
const recipient = newPerson('recipient');
const ALBUM = 'Summer at the lake';

/** A frame asking to be paired, as a device does it: the code it would show on its screen. */
async function frameShowingCode(deviceName: string): Promise<string> {
  const response = await fetch(`${url}/api/device/v1/pairing`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deviceName, screen: { width: 1280, height: 800 } }),
  });
  expect(response.status).toBe(201);
  const { code } = (await response.json()) as { code: string };
  return code;
}

/** The giver sets the frame up as a gift, typing the code as a person might: lower case, a dash. */
async function giveFrame(page: Page, options: { deviceName: string; to: string; albums: string[] }) {
  const code = await frameShowingCode(options.deviceName);
  await page.goto('/family/frames');
  await page.getByRole('button', { name: 'Set up a frame as a gift' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Set up a frame as a gift' });
  await dialog
    .getByRole('textbox', { name: 'Code shown on the frame' })
    .fill(`${code.slice(0, 3)}-${code.slice(3)}`.toLowerCase());
  for (const album of options.albums) await dialog.getByRole('checkbox', { name: album }).check();
  await dialog.getByRole('textbox', { name: 'Recipient’s email' }).fill(options.to);
  await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('For the kitchen, with love');
  await dialog.getByRole('button', { name: 'Send the gift' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function giftLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await lastMailTo(email))?.text.match(/https?:\/\/\S+\/frame-gift\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeDefined();
  return new URL(link ?? '').pathname + new URL(link ?? '').search;
}

let giverPage: Page;

beforeAll(async () => {
  await admin('user:create', giver.email, giver.username, giver.password, '--plan', 'plus');
  await admin('user:create', recipient.email, recipient.username, recipient.password, '--plan', 'plus');
  browser = await launchBrowser();
  giverPage = await newAppPage(browser, url);
  await giverPage.goto('/login');
  await logIn(giverPage, giver);
  await giverPage.waitForURL((current) => current.pathname === '/family/home');
  await giverPage.goto('/family/library/albums');
  await giverPage.getByRole('button', { name: 'New album' }).click();
  const dialog = giverPage.getByRole('dialog', { name: 'New album' });
  await dialog.getByRole('textbox', { name: 'Album name' }).fill(ALBUM);
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await giverPage.waitForURL((current) => /\/family\/library\/albums\/\d+$/.test(current.pathname));
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a frame set up as a gift', () => {
  it('is paired by the giver, accepted by the recipient from the mail, and moves to the recipient’s frames', async () => {
    const deviceName = `Gift frame ${Date.now().toString(36)}`;
    await giveFrame(giverPage, { deviceName, to: recipient.email, albums: [ALBUM] });
    const giftCard = giverPage.getByRole('article', { name: deviceName });
    await giftCard.getByText(`A gift for ${recipient.email}`, { exact: false }).waitFor();
    expect(await giftCard.getByRole('switch', { name: ALBUM }).isChecked()).toBe(true);

    // The recipient opens the mailed link signed out: login first, then back to the gift.
    const link = await giftLinkMailedTo(recipient.email);
    const page = await newAppPage(browser, url);
    await page.goto(link);
    await page.waitForURL((current) => current.pathname === '/login');
    await logIn(page, recipient);
    await page.waitForURL((current) => current.pathname === '/frame-gift' && current.search.includes('token='));
    await page.getByRole('heading', { name: 'A frame for you' }).waitFor();
    await page.getByText(`set up the photo frame “${deviceName}” for you`, { exact: false }).waitFor();
    await page.getByText('For the kitchen, with love').waitFor();
    await page.getByRole('listitem').filter({ hasText: ALBUM }).waitFor();
    await page.getByRole('button', { name: 'Accept the gift' }).click();

    await page.waitForURL((current) => current.pathname === '/family/frames');
    const card = page.getByRole('article', { name: deviceName });
    await expect.poll(() => card.getByRole('switch', { name: ALBUM }).isChecked()).toBe(true);

    // The giver's pairing is over: the frame shows a new code, which only the recipient can enter.
    await card.getByText('This frame is yours now', { exact: false }).waitFor();
    const newCode = await frameShowingCode(deviceName);
    await card.getByRole('button', { name: 'Enter the code' }).click();
    const connect = page.getByRole('dialog', { name: `Connect “${deviceName}”` });
    await connect.getByRole('textbox', { name: 'Code shown on the frame' }).fill(newCode);
    await connect.getByRole('button', { name: 'Connect frame' }).click();
    await connect.waitFor({ state: 'hidden' });
    await card.getByText('This frame is yours now', { exact: false }).waitFor({ state: 'hidden' });
    expect(await card.getByRole('switch', { name: ALBUM }).isChecked()).toBe(true);

    await giverPage.reload();
    await giverPage.getByRole('heading', { name: 'No frames yet' }).waitFor();
    expect(await giverPage.getByRole('article', { name: deviceName }).count()).toBe(0);
    await page.context().close();
  });

  it('brings someone without an account through sign-up back to the gift; without Plus it says what Plus adds', async () => {
    const newcomer = newPerson('newcomer');
    const deviceName = `Second gift ${Date.now().toString(36)}`;
    await giveFrame(giverPage, { deviceName, to: newcomer.email, albums: [] });
    const link = await giftLinkMailedTo(newcomer.email);

    const page = await newAppPage(browser, url);
    await page.goto(link);
    await page.waitForURL((current) => current.pathname === '/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((current) => current.pathname === '/sign-up');
    await fillSignUpForm(page, newcomer);

    // The account is made (its password hashed) before the way back: slow on a machine under load.
    await page.waitForURL((current) => current.pathname === '/frame-gift' && current.search.includes('token='), {
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Accept the gift' }).click();
    await page.getByText(`“${deviceName}” is yours now`, { exact: false }).waitFor();
    await page.getByText('you need Kinframe Plus', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Get Kinframe Plus' }).click();
    await page.waitForURL((current) => current.pathname === '/subscribe');
    await page.context().close();
  });
});
