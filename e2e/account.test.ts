import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../apps/server/src/modules/mail/mail-texts.ts';
import { seriousViolations } from './support/accessibility.ts';
import { admin, lastMailTo, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, newAppPage, saveScreenshot } from './support/browser.ts';
import { OPERATOR_EMAIL } from './support/server.ts';

let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-account-'));
const portrait = path.join(scratch, 'portrait.jpg');

type Person = ReturnType<typeof newPerson>;

/**
 * One Plus member, signed in once, for the steps that do not get in each other's way: every login
 * and current-password check counts against the server's limit of 20 per 5 minutes per IP address,
 * and the whole browser suite comes from 127.0.0.1.
 */
let member: { person: Person; page: Page };

beforeAll(async () => {
  await makeJpeg(portrait, { width: 800, height: 600 });
  browser = await launchBrowser();
  member = await plusMember('member');
}, 60_000);

afterAll(async () => {
  await member?.page.context().close();
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

function newPage(): Promise<Page> {
  return newAppPage(browser, url);
}

async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((current) => current.pathname === pathname);
}

async function logIn(page: Page, person: Person, landing: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(person.username);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await waitForPath(page, landing);
}

async function plusMember(prefix: string): Promise<{ person: Person; page: Page }> {
  const person = newPerson(prefix);
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  const page = await newPage();
  await logIn(page, person, '/family/home');
  return { person, page };
}

/** Radix toasts render twice (one for screen readers): the first is the one seen. */
function toast(page: Page, text: string | RegExp) {
  return page.getByText(text).first();
}

/** A date as the en-US screens write it. */
function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** What axe finds serious or critical on the page as it is now (WCAG 2 A and AA). */
async function createAlbum(page: Page, name: string): Promise<string> {
  await page.goto('/family/library/albums');
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'New album' });
  await dialog.getByRole('textbox', { name: 'Album name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create album' }).click();
  await page.waitForURL((current) => /\/family\/library\/albums\/\d+$/.test(current.pathname));
  return new URL(page.url()).pathname;
}

describe('the account', () => {
  it('shows its screens and dialogs without a serious accessibility problem', async () => {
    const { page } = member;
    await page.goto('/account/profile');
    await page.getByRole('button', { name: 'Edit profile' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('dialog', { name: 'Edit profile' }).getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog').getByText('Please enter current password').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Change password' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/account/settings');
    await page.getByText('No connected apps yet.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/account/membership');
    await page.getByText('Active, renews on', { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('edits the profile: a wrong current password is refused in the spec’s words, the right one saves', async () => {
    const { person, page } = member;
    await page.goto('/account/profile');
    await page.getByRole('button', { name: `Copy ${person.username}@` }).waitFor();

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    // The operator made this account with its email and username only: the rest is filled in here.
    await dialog.getByLabel('First name').fill('Adeline');
    await dialog.getByLabel('Last name').fill(person.lastName);
    await dialog.getByLabel('Country').selectOption('SE');
    await dialog.getByLabel('Contact email').fill(`post-${person.email}`);
    await dialog.getByLabel('Current password').fill('Not-my-password1!');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    expect(await dialog.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Current password').fill(person.password);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByText(`Adeline ${person.lastName}`).waitFor();
    await page.getByText('Sweden').waitFor();
    await page.getByText(`post-${person.email}`).waitFor();
  });

  it('asks to prove the login address until its link is opened; a new address waits for its own link', async () => {
    const { person, page } = await plusMember('proof');
    const notice = page.getByRole('status').filter({ hasText: 'Please confirm your email address' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await page.getByText(`We sent a new link to ${person.email}.`, { exact: true }).waitFor();
    await saveScreenshot(page, 'email-confirm-notice');
    // The notice at a tablet's width and a narrow window's, as someone would see it there.
    for (const [name, width, height] of [
      ['tablet', 1024, 768],
      ['narrow', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await saveScreenshot(page, `email-confirm-notice-${name}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    const link = (await lastMailTo(person.email))?.text.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)?.[0];
    expect(link, 'the mail carries a confirmation link').toBeTruthy();
    await page.goto(link as string);
    await page.getByText(`${person.email} is confirmed.`).waitFor();
    await saveScreenshot(page, 'email-confirmed');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'email-confirmed-narrow');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Continue to Kinframe' }).click();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await notice.count()).toBe(0);

    // A new login address: pending until its link is opened; the old one can be kept instead.
    const moved = `moved-${person.email}`;
    await page.goto('/account/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await dialog.getByLabel('First name').fill(person.firstName);
    await dialog.getByLabel('Last name').fill(person.lastName);
    await dialog.getByLabel('Country').selectOption('SE');
    await dialog.getByLabel('Email', { exact: true }).fill(moved);
    await dialog.getByLabel('Confirm new email').fill(moved);
    await dialog.getByLabel('Current password').fill(person.password);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(`Changing to ${moved}: open the link we sent there to finish.`).waitFor();
    await page.getByRole('heading', { name: 'Login details' }).evaluate((heading) => heading.scrollIntoView());
    await saveScreenshot(page, 'email-change-pending');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { name: 'Login details' }).evaluate((heading) => heading.scrollIntoView());
    await saveScreenshot(page, 'email-change-pending-narrow');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: `Keep ${person.email}` }).click();
    await page.getByText(`You still log in with ${person.email}.`).first().waitFor();
    expect(await page.getByText(`Changing to ${moved}`).count()).toBe(0);
    await page.context().close();
  });

  it('changes the profile picture, keeps it over a reload, and deletes it', async () => {
    const { page } = member;
    await page.goto('/account/profile');
    await page.getByRole('img', { name: 'No profile picture yet: your initials' }).waitFor();

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles(portrait);
    const picture = page.getByRole('img', { name: 'Your profile picture' });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    await page.reload();
    await picture.waitFor();
    await page.getByRole('button', { name: 'Delete picture' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your profile picture?' })
      .getByRole('button', { name: 'Delete picture' })
      .click();
    await page.getByRole('img', { name: 'No profile picture yet: your initials' }).waitFor();
    await page.reload();
    await page.getByRole('img', { name: 'No profile picture yet: your initials' }).waitFor();
  });

  it('follows a language change in settings: the screens at once, and the next mail', async () => {
    const { person, page } = await plusMember('language');
    await page.goto('/account/settings');
    await page.getByLabel('Language').selectOption('de-DE');
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();

    // The reset mail goes to someone logged out: the account's language decides, not the browser's.
    const loggedOut = await newPage();
    await loggedOut.goto('/forgot-password');
    await loggedOut.getByLabel('Email').fill(person.email);
    await loggedOut.getByRole('button', { name: 'Send reset link' }).click();
    await loggedOut.getByRole('status').filter({ hasText: /email/i }).first().waitFor();
    const mail = await lastMailTo(person.email);
    expect(mail?.subject).toBe(MAIL_TEXTS['de-DE'].passwordReset.subject);

    await page.reload();
    await page.getByRole('heading', { name: 'Einstellungen', level: 1 }).waitFor();
    await loggedOut.context().close();
    await page.context().close();
  });

  it('saves each setting the moment it changes, and keeps it over a reload', async () => {
    const { page } = member;
    await createAlbum(page, 'From friends');
    await page.goto('/account/settings');
    await page.getByText('No connected apps yet.').waitFor();
    await page.getByText(/^No senders yet/).waitFor();

    const autoCopy = page.getByLabel('Default album for auto-copy');
    await autoCopy.selectOption({ label: 'From friends' });
    await toast(page, 'Saved.').waitFor();
    const shield = page.getByRole('checkbox', { name: 'Only accept emailed photos from approved senders' });
    expect(await shield.isChecked()).toBe(false);
    await shield.click();
    await expect.poll(() => shield.isChecked()).toBe(true);
    const emailAlbum = page.getByLabel('Album for emailed photos');
    await emailAlbum.selectOption({ label: 'From friends' });
    const autoAccept = page.getByRole('checkbox', { name: 'Accept friend requests automatically' });
    expect(await autoAccept.isChecked()).toBe(false);
    await autoAccept.click();
    await expect.poll(() => autoAccept.isChecked()).toBe(true);
    // Every change has reached the server before the page is loaded again.
    await page.waitForLoadState('networkidle');

    await page.reload();
    await expect.poll(() => shield.isChecked()).toBe(true);
    await expect.poll(() => autoAccept.isChecked()).toBe(true);
    await expect.poll(() => autoCopy.locator('option:checked').textContent()).toBe('From friends');
    await expect.poll(() => emailAlbum.locator('option:checked').textContent()).toBe('From friends');

    await shield.click();
    await autoCopy.selectOption({ label: 'None' });
    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect.poll(() => shield.isChecked()).toBe(false);
    await expect.poll(() => autoCopy.locator('option:checked').textContent()).toBe('None');
  });

  it('sends the contact-us form to the people who run Kinframe', async () => {
    const { person, page } = member;
    await page.goto('/account/membership');
    await page.getByText('Active, renews on', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Contact us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Message').fill('Please move my account to the quarterly plan.');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    // The reply goes to the contact email (the profile step above changed it).
    await dialog
      .getByRole('status')
      .getByText(/We'll reply to \S+@example\.com\./)
      .waitFor();
    const mail = await lastMailTo(OPERATOR_EMAIL);
    expect(mail?.text).toContain('Please move my account to the quarterly plan.');
    expect(mail?.text).toContain(person.username);
  });

  it('starts the Plus trial from the subscribe page through Stripe, and cancels it in the portal', async () => {
    const person = newPerson('trial');
    await admin('user:create', person.email, person.username, person.password);
    const page = await newPage();
    await logIn(page, person, '/subscribe');

    await page.getByText('7 days free, then USD 49.99 per year.').waitFor();
    const benefits = page.getByRole('list', { name: 'What Plus includes' });
    await benefits.getByText('50 GB of video storage').waitFor();
    // Only what this Kinframe gives: connected albums (its Dropbox and Google are set up), no shop.
    await benefits.getByText(/per connected Dropbox or Google Photos album/).waitFor();
    expect(await benefits.getByRole('listitem').count()).toBe(8);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Start 7-day free trial' }).click();
    const offer = page.getByRole('dialog', { name: 'Try Plus free for 7 days' });
    const paidFrom = longDate(new Date(Date.now() + 7 * DAY_MS));
    await offer.getByText(`Your paid plan starts on ${paidFrom}`, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await offer.getByRole('button', { name: 'Start free trial' }).click();

    // The stand-in's checkout page pays at once, tells the server by webhook, and sends the browser back.
    await waitForPath(page, '/account/membership');
    await toast(page, 'Welcome to Kinframe Plus! Your membership is active.').waitFor();
    await page.getByText(`Free trial until ${paidFrom}`).waitFor();
    await page.goto('/family/library');
    await waitForPath(page, '/family/library');

    await page.goto('/account/membership');
    await page.getByRole('button', { name: 'Manage subscription' }).click();
    await page.getByRole('heading', { name: 'Manage your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await waitForPath(page, '/account/membership');
    await page.getByText(`Cancelled: Plus ends on ${paidFrom}`).waitFor();
    await page.context().close();
  });

  it('deletes an account after its password; its shared album disappears for the member', async () => {
    const owner = await plusMember('leaving');
    const albumPath = await createAlbum(owner.page, 'Farewell album');
    await owner.page.getByRole('button', { name: 'Share' }).click();
    const share = owner.page.getByRole('dialog', { name: 'Share album' });
    await share.getByRole('textbox', { name: 'Invite by email or username' }).fill(member.person.username);
    await share.getByRole('button', { name: 'Send invitations' }).click();
    await share.waitFor({ state: 'hidden' });
    await member.page.goto('/family/library/albums');
    await member.page.getByRole('region', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
    await member.page.goto(albumPath);
    await member.page.getByRole('heading', { name: 'Farewell album' }).waitFor();

    await owner.page.goto('/account/profile');
    await owner.page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('The shared albums you own, for everyone you shared them with.').waitFor();
    await dialog.getByLabel('Your password').fill('Not-my-password1!');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    await dialog.getByLabel('Your password').fill(owner.person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(owner.page, '/login');
    await toast(owner.page, 'Your account has been deleted.').waitFor();

    await member.page.goto('/family/library/albums');
    await member.page.getByRole('heading', { name: 'Albums', level: 1 }).waitFor();
    await expect.poll(() => member.page.getByText('Farewell album').count()).toBe(0);
    const answer = await member.page.request.get(`/api/v3/albums/${albumPath.split('/').pop()}`);
    expect(answer.status()).toBe(404);

    await owner.page.getByLabel('Email or username').fill(owner.person.username);
    await owner.page.getByLabel('Password').fill(owner.person.password);
    await owner.page.getByRole('button', { name: 'Log in' }).click();
    await owner.page.getByText('Invalid username or password.').waitFor();
    await owner.page.context().close();
  });
});
