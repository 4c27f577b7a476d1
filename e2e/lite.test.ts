import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import { runOperatorCommand } from '@kinframe/testkit/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { newPerson } from './support/app.ts';
import {
  launchBrowser,
  logIn,
  newAppPage,
  SCREENS,
  saveScreenshot,
  signedInPage,
  uploadPhotos,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * A Kinframe with no online payment and no contact form, as a family may run it for itself: a Lite
 * account is never stranded. It reads who runs this Kinframe and how to reach them, and still
 * reaches its profile, settings and membership; a member whose Plus lapsed still sees, downloads
 * and exports every photo.
 */
let server: RunningServer;
let browser: Browser;
const person = newPerson('lite');
const lapsed = newPerson('lapsed');
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-lite-'));
const PHOTOS = ['meadow.jpg', 'harbour.jpg', 'orchard.jpg'];

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
  rmSync(scratch, { recursive: true, force: true });
});

/** The screens a flow's screenshots are taken at, one name each: `<name>-desktop`, `-tablet`, `-phone`. */
async function screenshotsAt(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const [screen, { viewport }] of Object.entries(SCREENS)) {
    await page.setViewportSize(viewport);
    await ready();
    await saveScreenshot(page, `${name}-${screen}`);
  }
  await page.setViewportSize(SCREENS.desktop.viewport);
}

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

describe('a member whose Plus lapsed', () => {
  beforeAll(async () => {
    // A library made with Plus: three photos, one of them in the Trash; then the plan lapses.
    for (const [index, name] of PHOTOS.entries()) {
      await makeJpeg(path.join(scratch, name), {
        width: 900 + index * 60,
        height: 600,
        takenAt: `2023:07:1${index} 09:00:00`,
      });
    }
    await runOperatorCommand(
      server.env,
      'user:create',
      lapsed.email,
      lapsed.username,
      lapsed.password,
      '--plan',
      'plus',
    );
    const plusPage = await signedInPage(browser, server.url, lapsed);
    await uploadPhotos(
      plusPage,
      PHOTOS.map((name) => path.join(scratch, name)),
    );
    const api = apiAs(plusPage);
    const { items } = await api<{ items: Array<{ id: number; name: string }> }>(
      'GET',
      '/api/v3/library/items?limit=10',
    );
    const orchard = items.find((item) => item.name === 'orchard.jpg');
    await api('POST', '/api/v3/library/items/delete', { data: { itemIds: [orchard?.id] } });
    await plusPage.context().close();
    await runOperatorCommand(server.env, 'plan:set', lapsed.email, 'lite');
  }, 120_000);

  it('lands on subscribe, which leads to the photos; browses, opens and downloads one, changes nothing', async () => {
    const page = await newAppPage(browser, server.url, { screen: 'desktop' });
    await page.goto('/login');
    await logIn(page, lapsed);
    await page.waitForURL((current) => current.pathname === '/subscribe');
    const yourPhotos = page.getByRole('region', { name: 'Your photos stay yours' });
    await yourPhotos.waitFor();
    // The way to Plus this Kinframe has: who runs it and how to reach them.
    await page.getByText(/This Kinframe is run by the Elm Street Kinframe/).waitFor();
    await screenshotsAt(page, 'lite-subscribe', () => yourPhotos.waitFor());

    await yourPhotos.getByRole('link', { name: 'See your photos' }).click();
    await page.waitForURL((current) => current.pathname === '/family/library');
    const grid = page.getByRole('region', { name: 'Photos and videos' });
    for (const name of ['meadow.jpg', 'harbour.jpg'])
      await grid.getByRole('button', { name: new RegExp(`^${name}`) }).waitFor();
    const notice = page.getByRole('note').filter({ hasText: 'Your photos are yours' });
    await notice.waitFor();
    // Only where it can go: its photos and frames; nothing that would only be refused.
    const sections = page.getByRole('navigation', { name: 'In this section' });
    expect(await sections.getByRole('link').allTextContents()).toEqual(['Library', 'Frames']);
    expect(await page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAt(page, 'lite-library', () => grid.getByRole('button', { name: /^meadow\.jpg/ }).waitFor());

    // The viewer: the photo, its download; no editing, favourite, album or delete.
    await grid.getByRole('button', { name: /^meadow\.jpg/ }).click();
    const viewer = page.getByRole('dialog', { name: 'meadow.jpg' });
    await viewer.waitFor();
    const download = page.waitForEvent('download');
    await viewer.getByRole('link', { name: 'Download the original' }).click();
    expect((await download).suggestedFilename()).toBe('meadow.jpg');
    for (const name of ['Edit', 'Add to favourites', 'Add to album', 'Delete']) {
      expect(await viewer.getByRole('button', { name }).count()).toBe(0);
    }
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // A selection offers the download alone.
    await grid.getByRole('button', { name: /^harbour\.jpg/ }).hover();
    await grid.getByRole('checkbox', { name: 'Select harbour.jpg' }).click();
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByRole('button', { name: 'Download' }).waitFor();
    expect(await bar.getByRole('button', { name: /Delete|favourites|album|Tag/ }).count()).toBe(0);
    await bar.getByRole('button', { name: 'Deselect' }).click();

    // The Trash gives back what is in it, and deletes nothing for good.
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await page
      .getByRole('region', { name: 'Photos and videos' })
      .getByRole('button', { name: /^orchard\.jpg/ })
      .waitFor();
    await page.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await page.getByRole('button', { name: 'Empty the Trash' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete for good' }).count()).toBe(0);

    // Frames: what they show goes on; setting one up is Plus's, and the page says where Plus is.
    await page.getByRole('navigation', { name: 'In this section' }).getByRole('link', { name: 'Frames' }).click();
    await page.getByText('Your frames go on showing what they show').waitFor();
    expect(await page.getByRole('button', { name: 'Set up my own frame' }).count()).toBe(0);
    await page.getByRole('link', { name: 'About Plus' }).waitFor();
    await page.context().close();
  });

  it('exports everything from Account, Settings, and the export becomes ready with its mail', async () => {
    const page = await newAppPage(browser, server.url, { screen: 'desktop' });
    await page.goto('/family/library');
    await logIn(page, lapsed);
    await page.waitForURL((current) => current.pathname === '/family/library');
    await page.getByRole('note').getByRole('link', { name: 'Export everything' }).click();
    await page.waitForURL((current) => current.pathname === '/account/settings' && current.hash === '#export');
    const panel = page.locator('#export');
    await panel.getByRole('button', { name: 'Export everything' }).click();
    // The server's job prepares it (two photos, a moment): the panel follows its progress to the end.
    await panel.getByText(/Your export is ready, in 1 part/).waitFor({ timeout: 60_000 });
    const part = panel.getByRole('link', { name: 'Part 1' });
    expect(await part.getAttribute('download')).toMatch(/^kinframe-export-\d{4}-\d{2}-\d{2}-part-1\.zip$/);
    await screenshotsAt(page, 'lite-export', () => panel.scrollIntoViewIfNeeded());
    const mailbox = async () =>
      (
        (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as {
          mails: Array<{ to: string; subject: string }>;
        }
      ).mails;
    await expect
      .poll(async () => (await mailbox()).find((mail) => mail.to.includes(lapsed.email))?.subject)
      .toBe('Your Kinframe export is ready');
    await page.context().close();
  });
});
