import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import nodemailer from 'nodemailer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';

let browser: Browser;
const { url, env } = serverUnderTest();
const owner = newPerson('mailed');
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-mail-'));

beforeAll(async () => {
  await admin('user:create', owner.email, owner.username, owner.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A mail server's delivery to the product address, over SMTP to the running server's receiver. */
async function mailPhoto(from: string, to: string, fileName: string, photo: Buffer): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(env.SMTP_INBOUND_PORT),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({
      from,
      to,
      subject: 'Roses',
      text: 'From the garden',
      attachments: [{ filename: fileName, content: photo }],
    });
  } finally {
    transport.close();
  }
}

it('holds an unknown sender’s photo while the shield is on, tells the open tab, and lands it in Emailed photos once approved', async () => {
  const page = await signedInPage(browser, url, owner);
  await page.goto('/account/settings');
  const shield = page.getByRole('checkbox', { name: 'Only accept emailed photos from approved senders' });
  await page.getByText('No emailed photos are waiting', { exact: false }).waitFor();
  // The switch shows its new state once the change is on its way (not within the click itself).
  await shield.click();
  await expect.poll(() => shield.isChecked(), { timeout: 10_000 }).toBe(true);
  await page.getByText('Saved.', { exact: true }).first().waitFor();
  await page.goto('/family/home');
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  const photoFile = path.join(scratch, 'roses.jpg');
  await makeJpeg(photoFile, { width: 800, height: 600 });
  const mailDomain = env.MAIL_DOMAIN || 'kinframe.local';
  await mailPhoto('grandpa@family.example', `${owner.username}@${mailDomain}`, 'roses.jpg', readFileSync(photoFile));

  // Live, no reload: the bell counts it, and the notice leads to the waiting sender.
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.waitFor();
  await bell.click();
  const notice = page
    .getByRole('region', { name: 'Today' })
    .getByRole('link', { name: /grandpa@family\.example emailed you a photo/ });
  await notice.click();
  await page.waitForURL((current) => current.pathname === '/account/settings');

  const waiting = page.locator('#held-mails');
  await waiting.getByText('grandpa@family.example').waitFor();
  // Not in the library yet.
  await page.goto('/family/library/albums');
  const emailed = page.getByRole('listitem').filter({ hasText: 'Emailed photos' });
  await emailed.getByText('0 items').waitFor();

  await page.goto('/account/settings');
  await waiting.getByRole('button', { name: 'Approve grandpa@family.example' }).click();
  await page.getByText('Sender approved: the photos are in your library.', { exact: true }).waitFor();
  await page.getByRole('region', { name: 'Senders' }).getByText('grandpa@family.example').waitFor();

  await page.goto('/family/library/albums');
  await emailed.getByText('1 item', { exact: true }).waitFor();
  // A collection is a page of its own.
  await emailed.getByRole('link', { name: 'Emailed photos' }).click();
  await page.getByRole('heading', { name: 'Emailed photos' }).waitFor();
  await page.getByRole('button', { name: /^roses\.jpg/ }).waitFor();
  await page.goto('/family/library');
  await page
    .getByRole('region', { name: 'Photos and videos' })
    .getByRole('button', { name: /^roses\.jpg/ })
    .waitFor();

  // An approved address proves nothing by itself: family.example publishes no SPF, DKIM or DMARC
  // that would vouch for this mail, so it waits like a stranger's, and discarding it keeps grandpa.
  const tulipsFile = path.join(scratch, 'tulips.jpg');
  await makeJpeg(tulipsFile, { width: 640, height: 480 });
  await mailPhoto('grandpa@family.example', `${owner.username}@${mailDomain}`, 'tulips.jpg', readFileSync(tulipsFile));
  await page.goto('/account/settings');
  await waiting.getByText('but the mail could not prove it came from them', { exact: false }).waitFor();
  await waiting.evaluate((section) => section.scrollIntoView());
  await saveScreenshot(page, 'held-mail-unproved');
  await waiting.getByRole('button', { name: 'Discard this mail from grandpa@family.example' }).click();
  await page.getByText('The photos were discarded. grandpa@family.example stays approved.').first().waitFor();
  await page.getByRole('region', { name: 'Senders' }).getByText('Approved').waitFor();
});

it('approves a new sender from the notification itself, which then asks nothing more', async () => {
  const page = await signedInPage(browser, url, owner, { screen: 'desktop' });
  const photoFile = path.join(scratch, 'tulips.jpg');
  await makeJpeg(photoFile, { width: 800, height: 600 });
  const mailDomain = env.MAIL_DOMAIN || 'kinframe.local';
  await mailPhoto('aunt@family.example', `${owner.username}@${mailDomain}`, 'tulips.jpg', readFileSync(photoFile));

  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const approve = panel.getByRole('button', { name: 'Approve aunt@family.example' });
  await approve.waitFor();
  await saveScreenshot(page, 'notifications-held-mail-desktop');
  await approve.click();
  await page.getByText('Sender approved: the photos are in your library.').first().waitFor();
  // Settled by the server: the buttons go, the notice stays as read news.
  await approve.waitFor({ state: 'detached' });
  await panel.getByRole('link', { name: /aunt@family\.example emailed you a photo/ }).waitFor();
});
