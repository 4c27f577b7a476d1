import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXAMPLE_CAMERA, makeScene } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, type ScreenName, saveScreenshot, signedInPage, uploadPhotos } from './support/browser.ts';

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
/** For the viewer: a photo that names its camera, and an older one beside it to swipe to. */
const viewerPerson = newPerson('viewer');
const lake = path.join(scratch, 'lake.jpg');
const harbour = path.join(scratch, 'harbour.jpg');

beforeAll(async () => {
  await makeScene(photo, {
    width: 900,
    height: 1200,
    takenAt: '2025:04:12 16:00:00',
    sky: ['#bde0fe', '#ffffff'],
    land: '#588157',
    sun: '#ffd166',
  });
  await makeScene(lake, {
    width: 1600,
    height: 1067,
    takenAt: '2024:05:01 10:00:00',
    takenAtOffset: '+02:00',
    sky: ['#7fb2e5', '#e3f0fb'],
    land: '#2f6f6a',
    sun: '#ffe08a',
    camera: EXAMPLE_CAMERA,
  });
  await makeScene(harbour, {
    width: 1200,
    height: 1600,
    takenAt: '2023:08:20 19:15:00',
    sky: ['#f4a261', '#ffe8d6'],
    land: '#264653',
    sun: '#e76f51',
  });
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  await admin('user:create', viewerPerson.email, viewerPerson.username, viewerPerson.password, '--plan', 'plus');
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
    await page.getByRole('heading', { name: 'Library', exact: true }).waitFor();
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

/** A finger's drag over the page, as the phone's touch screen sends it (the browser makes pointer events of it). */
async function swipe(target: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step += 1) {
    const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Two fingers on the screen, from `apart` pixels apart to `to`, as a pinch. */
async function pinch(target: Page, centre: { x: number; y: number }, apart: number, to: number): Promise<void> {
  const fingers = (distance: number) => [
    { x: centre.x - distance / 2, y: centre.y, id: 1 },
    { x: centre.x + distance / 2, y: centre.y, id: 2 },
  ];
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(apart) });
  for (let step = 1; step <= 6; step += 1) {
    const points = fingers(apart + ((to - apart) * step) / 6);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the photo viewer', () => {
  const pages: Partial<Record<ScreenName, Page>> = {};
  const viewerOn = async (screen: ScreenName) => {
    const shown = pages[screen] ?? (await signedInPage(browser, url, viewerPerson, { screen }));
    pages[screen] = shown;
    await shown.goto('/family/library');
    await shown
      .getByRole('region', { name: 'Photos and videos' })
      .getByRole('button', { name: /^lake\.jpg/ })
      .click();
    const viewer = shown.getByRole('dialog', { name: 'lake.jpg' });
    await viewer.locator('img').first().waitFor();
    return { page: shown, viewer };
  };

  beforeAll(async () => {
    const desktop = await signedInPage(browser, url, viewerPerson, { screen: 'desktop' });
    pages.desktop = desktop;
    await uploadPhotos(desktop, [lake, harbour]);
  }, 120_000);

  it('shows the camera, the lens, the exposure and the date in the zone it was taken in', async () => {
    for (const screen of ['desktop', 'tablet'] as const) {
      const { page: shown, viewer } = await viewerOn(screen);
      const info = viewer.getByRole('complementary', { name: 'Info' });
      if (!(await info.isVisible())) await viewer.getByRole('button', { name: 'Info' }).click();
      await info.getByText('Canon EOS R6').waitFor();
      await info.getByText('RF24-105mm F4 L IS USM').waitFor();
      for (const figure of ['ƒ/4', '1/250 s', '50 mm', 'ISO 200']) await info.getByText(figure).waitFor();
      await info.getByText('UTC+02:00').waitFor();
      await saveScreenshot(shown, `viewer-info-${screen}`);
      expect(await seriousViolations(shown)).toEqual([]);
    }
  });

  it('corrects the date taken, and the library files the photo under the new day', async () => {
    const { page: shown, viewer } = await viewerOn('desktop');
    const info = viewer.getByRole('complementary', { name: 'Info' });
    await info.getByRole('button', { name: 'Edit the date' }).click();
    await info.getByLabel('Date').fill('2022-12-31');
    await info.getByLabel('Time zone').selectOption('-05:00');
    await saveScreenshot(shown, 'viewer-date-form-desktop');
    await info.getByRole('button', { name: 'Save date' }).click();
    await info.getByRole('button', { name: 'Save date' }).waitFor({ state: 'detached' });
    await info.getByText('UTC-05:00').waitFor();
    await saveScreenshot(shown, 'viewer-date-saved-desktop');
    // (Escape would close the "Date saved." toast first.)
    await viewer.getByRole('button', { name: 'Back to library' }).click();
    // Newest first: the harbour (2023) now comes before the lake (the last day of 2022).
    const grid = shown.getByRole('region', { name: 'Photos and videos' });
    const order = () =>
      grid
        .getByRole('button', { name: /^(lake|harbour)\.jpg/ })
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')?.split(',')[0]));
    await expect.poll(order).toEqual(['harbour.jpg', 'lake.jpg']);
  });

  it('shows a phone 3 columns of photos, 4 once pinched in (kept on a reload), 3 again pinched out', async () => {
    const shown = pages.phone ?? (await signedInPage(browser, url, viewerPerson, { screen: 'phone' }));
    pages.phone = shown;
    await shown.goto('/family/library');
    const tile = shown.getByRole('region', { name: 'Photos and videos' }).getByRole('button', { name: /^lake\.jpg/ });
    const width = async () => (await tile.boundingBox())?.width ?? 0;
    // 374 px between the margins: 3 columns of about 120, 4 of about 89.
    await expect.poll(width).toBeGreaterThan(110);
    expect(await width()).toBeLessThan(130);
    await saveScreenshot(shown, 'library-phone-3-columns');
    await pinch(shown, { x: 195, y: 420 }, 200, 140);
    await expect.poll(width).toBeLessThan(100);
    expect(await width()).toBeGreaterThan(80);
    // The density pinched is how the library comes back, on the next visit too.
    await shown.reload();
    await expect.poll(width).toBeGreaterThan(80);
    expect(await width()).toBeLessThan(100);
    await pinch(shown, { x: 195, y: 420 }, 100, 140);
    await expect.poll(width).toBeGreaterThan(110);

    // No checks on a touch screen until a long press selects, as on the phone's own gallery.
    const check = shown.getByRole('checkbox', { name: 'Select lake.jpg' });
    expect(await check.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    const box = await tile.boundingBox();
    const finger = { x: (box?.x ?? 0) + 40, y: (box?.y ?? 0) + 40 };
    const cdp = await shown.context().newCDPSession(shown);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
    // The press is held as a finger holds it: the gesture is time itself.
    await shown.waitForTimeout(700);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await shown.getByRole('region', { name: 'Selection' }).getByText('1 selected').waitFor();
    expect(await shown.getByRole('dialog').count()).toBe(0);
    await saveScreenshot(shown, 'library-phone-long-press');
    await shown.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Deselect' }).click();
  });

  it('fits the bar on a phone, and swipes to the next photo and down to close', async () => {
    const { page: shown, viewer } = await viewerOn('phone');
    const info = viewer.getByRole('complementary', { name: 'Info' });
    if (await info.isVisible()) await viewer.getByRole('button', { name: 'Info' }).click();
    await info.waitFor({ state: 'detached' });
    await viewer.getByRole('heading', { name: 'lake.jpg' }).waitFor();
    for (const name of ['Back to library', 'Show on a frame', 'Add to favourites', 'Info', 'Delete', 'More options']) {
      const box = await viewer.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(390);
    }
    // The controls fade while nothing moves; a touch brings them back, as it does on the phone.
    await shown.mouse.move(195, 500);
    await saveScreenshot(shown, 'viewer-phone');
    await viewer.getByRole('button', { name: 'More options' }).click();
    await shown.getByRole('menuitem', { name: 'Add to album' }).waitFor();
    await saveScreenshot(shown, 'viewer-phone-more');
    await shown.keyboard.press('Escape');
    await viewer.getByRole('button', { name: 'Info' }).click();
    await info.getByText('Canon EOS R6').waitFor();
    await saveScreenshot(shown, 'viewer-phone-info');
    await viewer.getByRole('button', { name: 'Info' }).click();

    // The lake, dated back to 2022, is the oldest now: a swipe right goes to the harbour before it.
    await swipe(shown, { x: 60, y: 420 }, { x: 300, y: 430 });
    await shown.getByRole('dialog', { name: 'harbour.jpg' }).waitFor();
    // A swipe down: back to the library.
    await swipe(shown, { x: 195, y: 300 }, { x: 200, y: 600 });
    await shown.getByRole('dialog', { name: 'harbour.jpg' }).waitFor({ state: 'detached' });
    await shown.getByRole('region', { name: 'Photos and videos' }).waitFor();
  });
});
