import type { Frames } from '@kinframe/contract';
import nodemailer from 'nodemailer';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, saveScreenshot, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';
import { OPERATOR_EMAIL } from './support/server.ts';

/**
 * Hub > Support end to end: a person sends a request with the diagnostic details they see listed;
 * the operator reads the mail the server sent (the development mailbox), replies to its Reply-To
 * through the SMTP receiver, and the answer shows in the person's open ticket without a reload.
 */
let browser: Browser;
let page: Page;
let playerContext: BrowserContext;
let frameId = 0;
const { url, env } = serverUnderTest();
const person = newPerson('support');
const SUBJECT = 'The kitchen frame stopped changing photos';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

async function mailToOperatorAbout(subject: string): Promise<OutboxMail | undefined> {
  const response = await fetch(`${url}/dev/mailbox.json`);
  const { mails } = (await response.json()) as { mails: OutboxMail[] };
  return mails.find((mail) => mail.to === OPERATOR_EMAIL && mail.subject.includes(subject));
}

/** The operator's mail program answering, over SMTP to the server's receiver. */
async function reply(to: string, text: string): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: Number(env.SMTP_INBOUND_PORT),
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ from: OPERATOR_EMAIL, to, subject: `Re: ${SUBJECT}`, text });
  } finally {
    transport.close();
  }
}

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  page = await signedInPage(browser, url, person, { screen: 'desktop' });
  // A frame of theirs, so the diagnostic details have something to list.
  playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 } });
  const player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);
  frameId = await claimPlayer(player, apiAs(page), 'Kitchen');
}, 120_000);

afterAll(async () => {
  await playerContext?.close();
  await browser?.close();
});

it('sends a request with the diagnostic details the person saw, and shows it in their requests', async () => {
  // The form lists the frames as the app knows them when it opens: wait until this one has said
  // which player it runs (its first heartbeat, through whichever web process), not for a guessed time.
  await expect
    .poll(
      async () => {
        const { frames } = await apiAs(page)<Frames>('GET', '/api/v3/frames');
        const frame = frames.find((candidate) => candidate.id === frameId);
        return frame?.state === 'online' && Boolean(frame.device.appVersion);
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(true);
  await page.goto('/hub/support');
  await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
  await page.getByText('Requests you send appear here, with our answers.').waitFor();
  await page.getByLabel('Subject').fill(SUBJECT);
  await page.getByLabel('Message').fill('It shows the same photo since this morning.\nI tried unplugging it.');
  const consent = page.getByRole('checkbox', { name: 'Include diagnostic details' });
  await page.getByText('Tick the box to send these details with your request:').waitFor();
  await consent.click();
  await page.getByText('These details will be sent with your request:').waitFor();
  await page.getByText(/^Kitchen: Online, player /).waitFor();
  await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded();
  for (const [name, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size.viewport);
    await saveScreenshot(page, `support-form-${name}`);
  }
  await page.setViewportSize(SCREENS.desktop.viewport);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send request' }).click();
  await page.waitForURL(/\/hub\/support\/tickets\/\d+$/);
  await page.getByRole('heading', { name: SUBJECT }).waitFor();
  await page.getByText('Waiting for an answer').waitFor();

  const mail = await mailToOperatorAbout(SUBJECT);
  expect(mail?.replyTo).toMatch(/^support\+[0-9a-f]{32}@/);
  expect(mail?.text).toContain('It shows the same photo since this morning.');
  expect(mail?.text).toContain('Diagnostic details they agreed to send:');
  expect(mail?.text).toContain('- Kitchen: online, player ');
  expect(mail?.text).toContain(person.username);
}, 120_000);

// Answers the request the test before sent: it runs only after that one.
it('shows the operator’s mailed answer in the open ticket, quotes cut, and takes a follow-up', async () => {
  const mail = await mailToOperatorAbout(SUBJECT);
  if (!mail?.replyTo)
    throw new Error('No request was mailed to the operator: the test before this one did not send it.');
  await reply(
    mail.replyTo,
    [
      'Thanks for the details. The frame was asleep by its schedule:',
      'open Frames, then Sleep, and turn the schedule off.',
      '',
      `On Fri, 27 Nov 2026 at 09:12, ${person.firstName} ${person.lastName} wrote:`,
      '> It shows the same photo since this morning.',
      '> I tried unplugging it.',
    ].join('\n'),
  );
  // No reload: the notification of the answer has the open ticket read again.
  await page
    .getByText('open Frames, then Sleep, and turn the schedule off.', { exact: false })
    .waitFor({ timeout: 60_000 });
  await page.getByText('Answered', { exact: true }).waitFor();
  await expect.poll(() => page.getByText('I tried unplugging it.').count()).toBe(1);
  await page.getByRole('button', { name: /^Notifications, 1 unread/ }).waitFor();

  for (const [name, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size.viewport);
    await saveScreenshot(page, `support-ticket-${name}`);
  }
  await page.setViewportSize(SCREENS.desktop.viewport);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Add a message').fill('That was it, thank you!');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByText('That was it, thank you!', { exact: true }).waitFor();
  await page.getByText('Waiting for an answer').waitFor();
  await expect
    .poll(async () => (await mailToOperatorAbout(`Re: Kinframe support`))?.text ?? '')
    .toContain('That was it, thank you!');

  await page.getByRole('link', { name: 'Support' }).first().click();
  await page.waitForURL((current) => current.pathname === '/hub/support');
  const request = page.getByRole('link', { name: new RegExp(SUBJECT) });
  await request.waitFor();
  for (const [name, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size.viewport);
    // On a phone the requests come under the form; wider, beside it.
    await page
      .getByRole('heading', { name: name === 'phone' ? 'Your requests' : 'Contact us' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, `support-requests-${name}`);
  }
  await page.setViewportSize(SCREENS.desktop.viewport);
  expect(await seriousViolations(page)).toEqual([]);
}, 180_000);
