import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, type PageOptions, saveScreenshot, signedInPage, uploadPhotos } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const asker = newPerson('asker');
const asked = newPerson('asked');
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-notifications-'));

function signedIn(person: ReturnType<typeof newPerson>, options: PageOptions = {}): Promise<Page> {
  return signedInPage(browser, url, person, options);
}

/** The bell's panel, opened. */
async function openPanel(page: Page, bellName: string | RegExp) {
  await page.getByRole('button', { name: bellName }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.waitFor();
  return panel;
}

/** A call of the web app's own, from a signed-in page: its cookies and its CSRF token. */
async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

beforeAll(async () => {
  await admin('user:create', asker.email, asker.username, asker.password, '--plan', 'plus');
  await admin('user:create', asked.email, asked.username, asked.password, '--plan', 'plus');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

it('tells an open tab of a friend request the moment it is made, under Today, and clears the count once read', async () => {
  const askedPage = await signedIn(asked);
  const askerPage = await signedIn(asker);
  await expect.poll(() => askedPage.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);

  expect(await postFromPage(askerPage, '/api/v3/friends/invitations', { invitees: [asked.username] })).toBe(200);

  // No reload: the event stream brings it.
  await askedPage.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  const panel = await openPanel(askedPage, 'Notifications, 1 unread');
  const today = panel.getByRole('region', { name: 'Today' });
  const item = today.getByRole('link', { name: /wants to be your friend/ });
  await item.waitFor();
  expect(await item.getAttribute('href')).toBe('/family/members');

  await askedPage.keyboard.press('Escape');
  await askedPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
});

it('pictures each notice, its photo or its person, on a desktop and full width on a phone', async () => {
  const file = path.join(scratch, 'harbour.jpg');
  await makeJpeg(file, { width: 1200, height: 800 });
  const desktop = await signedIn(asked, { screen: 'desktop' });
  await uploadPhotos(desktop, [file]);
  await desktop.goto('/family/home');

  const panel = await openPanel(desktop, /^Notifications/);
  const upload = panel.getByRole('link', { name: /An upload is ready in your library/ });
  await upload.waitFor();
  // The thumbnail is the photo's, through the signed media route, and it loads.
  const thumbnail = upload.locator('img');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Through the access-checked media route, or on object storage a link it signed.
  expect(await thumbnail.getAttribute('src')).toMatch(/^(\/api\/media\/|https?:\/\/.*X-Amz-Signature=)/);
  expect(await seriousViolations(desktop)).toEqual([]);
  await saveScreenshot(desktop, 'notifications-panel-desktop');
  await desktop.keyboard.press('Escape');

  const phone = await signedIn(asked, { screen: 'phone' });
  const phonePanel = await openPanel(phone, /^Notifications/);
  await phonePanel.getByRole('link', { name: /An upload is ready in your library/ }).waitFor();
  const box = await phonePanel.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(390);
  expect(await seriousViolations(phone)).toEqual([]);
  await saveScreenshot(phone, 'notifications-panel-phone');
});

it('says "No internet" for a change made offline and puts the control back', async () => {
  for (const screen of ['desktop', 'phone'] as const) {
    const page = await signedIn(asker, { screen });
    await page.goto('/account/settings');
    const autoAccept = page.getByRole('checkbox', { name: 'Accept friend requests automatically' });
    await autoAccept.waitFor();
    expect(await autoAccept.isChecked()).toBe(false);

    await page.context().setOffline(true);
    await page.getByTestId('offline-notice').waitFor();
    await autoAccept.click();
    await page.getByText('No internet', { exact: true }).waitFor();
    await expect.poll(() => autoAccept.isChecked()).toBe(false);
    await saveScreenshot(page, `offline-change-${screen}`);

    await page.context().setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    await page.context().close();
  }
});
