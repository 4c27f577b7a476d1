import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, lastMailTo, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, newAppPage, signedInPage, uploadPhotos } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-members-'));
const sender = newPerson('sender');
const receiver = newPerson('receiver');

function signedIn(person: ReturnType<typeof newPerson>): Promise<Page> {
  return signedInPage(browser, url, person);
}

/** Opens the newest notification whose text matches, from the bell, live (no reload). */
async function openNotification(page: Page, text: RegExp) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.getByRole('region', { name: 'Today' }).getByRole('link', { name: text }).click();
}

beforeAll(async () => {
  for (const name of ['harbour', 'lighthouse']) {
    await makeJpeg(path.join(scratch, `${name}.jpg`), { width: 640, height: 480 });
  }
  await admin('user:create', sender.email, sender.username, sender.password, '--plan', 'plus');
  await admin('user:create', receiver.email, receiver.username, receiver.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

it('invites by username, is accepted, and sends two photos the friend sees live, in the conversation and their default album', async () => {
  const senderPage = await signedIn(sender);
  const receiverPage = await signedIn(receiver);

  // The receiver keeps photos from friends in an album of their own.
  await receiverPage.goto('/family/library/albums');
  await receiverPage.getByRole('button', { name: 'New album' }).click();
  const newAlbum = receiverPage.getByRole('dialog', { name: 'New album' });
  await newAlbum.getByRole('textbox', { name: 'Album name' }).fill('From family');
  await newAlbum.getByRole('button', { name: 'Create album' }).click();
  await receiverPage.waitForURL((current) => /\/family\/library\/albums\/\d+$/.test(current.pathname));
  const albumPath = new URL(receiverPage.url()).pathname;
  await receiverPage.goto('/account/settings');
  await receiverPage.getByLabel('Default album for auto-copy').selectOption({ label: 'From family' });
  await receiverPage.getByText('Saved.', { exact: true }).first().waitFor();
  await receiverPage.goto('/family/home');
  await receiverPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // Invite by username.
  await senderPage.goto('/family/members');
  await senderPage.getByRole('button', { name: 'Invite' }).first().click();
  const invite = senderPage.getByRole('dialog', { name: 'Invite friends and family' });
  await invite.getByLabel('Emails or usernames').fill(receiver.username);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  const sent = senderPage.getByRole('region', { name: 'Invitations sent' });
  await sent.getByText(`@${receiver.username}`).waitFor();

  // The receiver hears of it in the open tab, and accepts.
  await receiverPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  await openNotification(receiverPage, /wants to be your friend/);
  await receiverPage.waitForURL((current) => current.pathname === '/family/members');
  const invitations = receiverPage.getByRole('region', { name: 'Invitations for you' });
  await invitations.getByRole('button', { name: /^Accept / }).click();
  await receiverPage.getByRole('region', { name: 'Friends', exact: true }).getByText(`@${sender.username}`).waitFor();

  // The sender's open page follows, no reload: the answer's notification refreshes the list.
  const friends = senderPage.getByRole('region', { name: 'Friends', exact: true });
  await friends.getByText(`@${receiver.username}`).waitFor();

  // Two photos, selected in the library and sent privately.
  await uploadPhotos(
    senderPage,
    ['harbour', 'lighthouse'].map((name) => path.join(scratch, `${name}.jpg`)),
  );
  const grid = senderPage.getByRole('region', { name: 'Photos and videos' });
  // Sent once processed: a tile shows its thumbnail when its photo is ready.
  await expect.poll(() => grid.locator('img').count(), { timeout: 30_000 }).toBe(2);
  // Everything, as a file manager selects it.
  await senderPage.keyboard.press('ControlOrMeta+a');
  await senderPage.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Send to friend' }).click();
  const send = senderPage.getByRole('dialog', { name: 'Send to friend' });
  // Both people are called the same: the friend is the only one in the list.
  await send.getByRole('list', { name: 'Friends and family' }).getByRole('button').first().click();
  // A last look before it goes: the photos, and a note.
  await expect.poll(() => send.getByRole('img', { name: /^Photo \d of 2$/ }).count()).toBe(2);
  await send.getByLabel('Note (optional)').fill('From the coast');
  await send.getByRole('button', { name: /^Send to / }).click();
  await senderPage
    .getByText(/Sent 2 photos to /)
    .first()
    .waitFor();

  // Live in the receiver's tab, under Today; it opens the conversation, with both photos and the note.
  await openNotification(receiverPage, /sent you 2 photos/);
  await receiverPage.waitForURL((current) => current.pathname === '/family/members');
  const conversation = receiverPage.getByRole('dialog', { name: /^Photos with / });
  await conversation.getByText('From the coast').waitFor();
  expect(await seriousViolations(receiverPage)).toEqual([]);
  await expect
    .poll(() => conversation.getByRole('img', { name: /^Photo \d from / }).count(), { timeout: 10_000 })
    .toBe(2);
  // A received photo saved into the receiver's own library.
  await conversation.getByRole('button', { name: /^Save to my library: photo 1 from / }).click();
  await conversation.getByText('In my library').first().waitFor();
  await receiverPage.keyboard.press('Escape');

  // And copied into the receiver's default album.
  await receiverPage.goto(albumPath);
  await expect.poll(() => receiverPage.getByRole('group', { name: /\.jpg$/ }).count(), { timeout: 10_000 }).toBe(2);

  // From the album, the copies (the receiver's own now) go back the other way.
  await receiverPage.getByRole('button', { name: 'Select all' }).click();
  await receiverPage.getByRole('button', { name: 'Send to friend' }).click();
  const sendBack = receiverPage.getByRole('dialog', { name: 'Send to friend' });
  await sendBack.getByRole('list', { name: 'Friends and family' }).getByRole('button').first().click();
  await sendBack.getByRole('button', { name: /^Send to / }).click();
  await receiverPage
    .getByText(/Sent 2 photos to /)
    .first()
    .waitFor();
  await openNotification(senderPage, /sent you 2 photos/);
  await expect
    .poll(() => senderPage.getByRole('img', { name: /^Photo \d from / }).count(), { timeout: 10_000 })
    .toBe(4);
});

it('mails someone without an account, who signs up from the mail and finds the request waiting', async () => {
  const asker = newPerson('asker');
  const newcomer = newPerson('newcomer');
  await admin('user:create', asker.email, asker.username, asker.password, '--plan', 'plus');
  const askerPage = await signedIn(asker);
  await askerPage.goto('/family/members');
  await askerPage.getByRole('button', { name: 'Invite' }).first().click();
  const invite = askerPage.getByRole('dialog', { name: 'Invite friends and family' });
  await invite.getByLabel('Emails or usernames').fill(newcomer.email);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await askerPage.getByRole('region', { name: 'Invitations sent' }).getByText(newcomer.email).waitFor();

  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await lastMailTo(newcomer.email))?.text.match(/https?:\/\/\S+\/sign-up\?friend=[\w%-]+/)?.[0];
      return link;
    })
    .toBeDefined();

  // Signs up with another address than the one invited: the link's token is what ties them.
  const otherEmail = `${newcomer.username}@example.net`;
  const page = await newAppPage(browser, url);
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByLabel('Username').fill(newcomer.username);
  await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
  await page.getByLabel('First name').fill(newcomer.firstName);
  await page.getByLabel('Last name').fill(newcomer.lastName);
  await page.getByLabel('Country').selectOption('SE');
  await page.getByLabel('Email').fill(otherEmail);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByText("I'm not a robot").click();
  await page.getByText('Verified').waitFor();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((current) => current.pathname === '/subscribe');

  await admin('plan:set', otherEmail, 'plus');
  await page.goto('/family/members');
  const invitations = page.getByRole('region', { name: 'Invitations for you' });
  await invitations.getByText(`@${asker.username}`).waitFor();
  await invitations.getByRole('button', { name: /^Accept / }).click();
  await page.getByRole('region', { name: 'Friends', exact: true }).getByText(`@${asker.username}`).waitFor();
  await page.context().close();
});
