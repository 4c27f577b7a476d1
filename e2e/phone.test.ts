import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeScene } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';

/**
 * Kinframe on a phone (390×844, touch): the family screens in the phone layout, installable, and
 * photos shared from the phone's gallery ("Share → Kinframe") landing in the library.
 */
let browser: Browser;
let page: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-phone-'));
const person = newPerson('phone');
const photo = path.join(scratch, 'garden.jpg');

beforeAll(async () => {
  await makeScene(photo, {
    width: 900,
    height: 1200,
    takenAt: '2025:04:12 16:00:00',
    sky: ['#bde0fe', '#ffffff'],
    land: '#588157',
    sun: '#ffd166',
  });
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  page = await signedInPage(browser, url, person, { screen: 'phone' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('on a phone', () => {
  it('shows the family screens in the phone layout, with the sections in a tab bar', async () => {
    const tabs = page.getByRole('navigation', { name: 'Family' });
    await tabs.waitFor();
    await tabs.getByRole('link', { name: 'Library' }).click();
    await page.waitForURL((current) => current.pathname === '/family/library');
    await page.getByRole('heading', { name: 'Library' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Installable: the manifest is there and names the share target.
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.share_target.action).toBe('/share');
  });

  it('uploads photos shared to Kinframe from the gallery, then offers what to do with them', async () => {
    await page.goto('/family/library');
    // The share target is the service worker's: wait until it controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    });
    // What the phone does on "Share → Kinframe": a POST of the files to the manifest's action.
    const bytes = [...readFileSync(photo)];
    await page.evaluate((data) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/share';
      form.enctype = 'multipart/form-data';
      const input = document.createElement('input');
      input.type = 'file';
      input.name = 'files';
      const files = new DataTransfer();
      files.items.add(new File([new Uint8Array(data)], 'garden.jpg', { type: 'image/jpeg' }));
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    }, bytes);
    await page.waitForURL((current) => current.pathname === '/family/library/shared');
    await page.getByText('1 file added to your library').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add to album' }).waitFor();
    await page.getByRole('button', { name: 'Show on a frame' }).waitFor();
    await saveScreenshot(page, 'phone-shared');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/family/library');
    await page
      .getByRole('region', { name: 'Photos and videos' })
      .getByRole('button', { name: /^garden\.jpg/ })
      .waitFor();
    await saveScreenshot(page, 'phone-library');
    // Nothing reaches past the phone's width (the page would zoom out and hide the tab bar's foot).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
