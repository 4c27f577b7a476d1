import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeHeic, makeJpeg, makeVideo } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, lastMailTo, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';

let browser: Browser;
let page: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-files-'));
const person = newPerson('library');

beforeAll(async () => {
  await makeJpeg(path.join(scratch, 'beach.jpg'), { width: 800, height: 600, takenAt: '2024:08:02 10:00:00' });
  await makeJpeg(path.join(scratch, 'grandma.jpg'), {
    width: 600,
    height: 400,
    orientation: 6,
    takenAt: '2024:08:03 11:00:00',
  });
  await makeHeic(path.join(scratch, 'phone.heic'), '320x240');
  writeFileSync(path.join(scratch, 'not-a-photo.jpg'), 'these are words, not pixels');
  const folder = path.join(scratch, 'summer', 'day two');
  mkdirSync(folder, { recursive: true });
  await makeJpeg(path.join(scratch, 'summer', 'pier.jpg'), { width: 640, height: 480, takenAt: '2024:07:01 09:00:00' });
  await makeJpeg(path.join(folder, 'boat.jpg'), { width: 640, height: 480, takenAt: '2024:07:02 09:00:00' });
  await makeVideo(path.join(scratch, 'waves.mp4'), {
    seconds: 2,
    size: '320x240',
    encode: ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  });

  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  page = await signedInPage(browser, url, person);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const grid = () => page.getByRole('region', { name: 'Photos and videos' });
const tile = (name: string) => grid().getByRole('button', { name: new RegExp(`^${name}`) });

/** Picks a choice in one of the toolbar's menus (View, Filter). */
async function choose(menu: 'View' | 'Filter', choice: string) {
  await page.getByRole('region', { name: 'View settings' }).getByRole('button', { name: menu }).click();
  await page.getByRole('menuitemradio', { name: choice, exact: true }).click();
}

async function chooseFiles(button: string, files: string | string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Upload photos and videos' }).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

const uploads = () => page.getByRole('region', { name: /^(Uploading|Upload finished)/ });

describe('the library', () => {
  it('uploads files in a panel in the corner, says which one failed and why, and shows the rest in the grid', async () => {
    await page.goto('/family/library');
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Photos and videos', [
      path.join(scratch, 'beach.jpg'),
      path.join(scratch, 'grandma.jpg'),
      path.join(scratch, 'phone.heic'),
      path.join(scratch, 'not-a-photo.jpg'),
    ]);
    // The dialog is gone at once: the library stays in reach while the files go.
    await page.getByRole('dialog', { name: 'Upload photos and videos' }).waitFor({ state: 'hidden' });
    await uploads().getByText('File format not supported. Please upload only JPEG, HEIC or PNG files.').waitFor();
    await page.getByRole('region', { name: 'Upload finished' }).waitFor();
    await uploads().getByText('3 uploaded · 1 failed').waitFor();
    await saveScreenshot(page, 'library-upload-panel');

    // The same photo again is no failure: it is in the library, and the panel leads to it.
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Photos and videos', path.join(scratch, 'beach.jpg'));
    const known = uploads().getByRole('listitem').filter({ hasText: 'Already in your library' });
    await known.getByRole('button', { name: 'Show beach.jpg in your library' }).click();
    await page.getByRole('dialog', { name: /beach\.jpg/ }).waitFor();
    await page.keyboard.press('Escape');
    await uploads().getByRole('button', { name: 'Close' }).click();
    await uploads().waitFor({ state: 'hidden' });

    await tile('beach.jpg').waitFor();
    await tile('grandma.jpg').waitFor();
    await tile('phone.heic').waitFor();
    expect(
      await grid()
        .getByRole('button', { name: /not-a-photo/ })
        .count(),
    ).toBe(0);
    await grid().locator('img').first().waitFor();
  });

  it('uploads a folder with its subfolders, and offers an album of its name', async () => {
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('A folder', path.join(scratch, 'summer'));
    await page.getByRole('region', { name: 'Upload finished' }).waitFor();
    await tile('pier.jpg').waitFor();
    await tile('boat.jpg').waitFor();
    await uploads().getByRole('button', { name: 'Make an album “summer”' }).click();
    const dialog = page.getByRole('dialog', { name: 'New album' });
    await dialog.getByText('The album starts with 2 photos and videos.').waitFor();
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await page.waitForURL((current) => /\/family\/library\/albums\/\d+$/.test(current.pathname));
    await page.getByRole('heading', { name: 'summer' }).waitFor();
    await expect.poll(() => page.getByRole('group', { name: /\.jpg$/ }).count()).toBe(2);
    await uploads().getByRole('button', { name: 'Close' }).click();
    await page.goto('/family/library');
  });

  it('offers a .zip picked with the photos to the archive import, and on a phone says photos and videos, without folders', async () => {
    writeFileSync(path.join(scratch, 'takeout-20240101T000000Z-001.zip'), 'PK');
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Photos and videos', path.join(scratch, 'takeout-20240101T000000Z-001.zip'));
    const dialog = page.getByRole('dialog', { name: 'Import from Google Takeout' });
    await dialog.getByText('takeout-20240101T000000Z-001.zip').waitFor();
    await page.keyboard.press('Escape');

    const phone = await signedInPage(browser, url, person, { screen: 'phone' });
    await phone.goto('/family/library');
    await phone.getByRole('button', { name: 'Upload' }).first().click();
    const sheet = phone.getByRole('dialog', { name: 'Upload photos and videos' });
    await sheet.getByRole('button', { name: 'Photos and videos' }).waitFor();
    expect(await sheet.getByRole('button', { name: 'A folder' }).count()).toBe(0);
    await saveScreenshot(phone, 'library-upload-sheet-phone');
    await phone.context().close();
  });

  it('filters by ratio and keeps the filter in the address', async () => {
    await choose('Filter', 'Portrait');
    await page.waitForURL((current) => current.searchParams.get('ratio') === 'portrait');
    await tile('grandma.jpg').waitFor();
    await expect.poll(() => grid().getByRole('button', { name: /\.jpg/ }).count()).toBe(1);
    await page.reload();
    await tile('grandma.jpg').waitFor();
    // The active filter is a chip that takes itself away.
    await page.getByRole('button', { name: 'Remove filter Portrait' }).click();
    await page.waitForURL((current) => !current.searchParams.has('ratio'));
    await tile('beach.jpg').waitFor();
  });

  it('switches between photos, albums and places on desktop and tablet, photos and places on a phone', async () => {
    for (const screen of ['desktop', 'tablet'] as const) {
      const wide = await signedInPage(browser, url, person, { screen });
      await wide.goto('/family/library');
      const views = wide.getByRole('navigation', { name: 'Library' });
      await views.getByRole('link', { name: 'Photos' }).and(wide.locator('[aria-current="page"]')).waitFor();
      await saveScreenshot(wide, `library-header-${screen}`);
      await views.getByRole('link', { name: 'Albums' }).click();
      await wide.waitForURL((current) => current.pathname === '/family/library/albums');
      await wide.getByRole('heading', { name: 'Albums', level: 1 }).waitFor();
      await saveScreenshot(wide, `albums-header-${screen}`);
      await views.getByRole('link', { name: 'Photos' }).click();
      await wide.waitForURL((current) => current.pathname === '/family/library');
      await wide.context().close();
    }
    // A phone's tab bar has Library and Albums tabs already: its switch offers the photos and places.
    const phone = await signedInPage(browser, url, person, { screen: 'phone' });
    await phone.goto('/family/library');
    await phone.getByRole('navigation', { name: 'Family' }).getByRole('link', { name: 'Albums' }).waitFor();
    const views = phone.getByRole('navigation', { name: 'Library' });
    await views.getByRole('link', { name: 'Places' }).waitFor();
    expect(await views.getByRole('link', { name: 'Albums' }).count()).toBe(0);
    await phone.context().close();
  });

  it('lays the photos out at their own ratio in rows that fill the width', async () => {
    await choose('View', 'By ratio');
    await page.waitForURL((current) => current.searchParams.get('layout') === 'ratio');
    await grid().locator('img').first().waitFor();
    // Each tile is the shape of its photo: landscape beach 4:3, grandma upright 2:3.
    const shapeOf = async (name: string) => {
      const box = await tile(name).boundingBox();
      return box ? box.width / box.height : 0;
    };
    await expect.poll(() => shapeOf('beach.jpg')).toBeGreaterThan(1.25);
    expect(await shapeOf('beach.jpg')).toBeLessThan(1.42);
    expect(await shapeOf('grandma.jpg')).toBeGreaterThan(0.6);
    expect(await shapeOf('grandma.jpg')).toBeLessThan(0.72);
    await saveScreenshot(page, 'library-justified');
    await choose('View', 'Square');
    await page.waitForURL((current) => current.searchParams.get('layout') !== 'ratio');
  });

  it('opens a photo on a dark stage: caption, keys, zoom, and tags added and removed in place', async () => {
    await tile('beach.jpg').click();
    const viewer = page.getByRole('dialog', { name: /beach\.jpg/ });
    const photo = viewer.locator('img').first();
    await photo.waitFor();
    // The info panel opens with I (and is remembered); the caption is there.
    await page.keyboard.press('i');
    await viewer.getByRole('textbox', { name: 'Caption' }).fill('Our first morning at the sea');
    await viewer.getByText('28/160').waitFor();
    await viewer.getByRole('button', { name: 'Save caption' }).click();
    await viewer.getByRole('textbox', { name: 'Caption' }).blur();

    // A tag made in place, then taken off again.
    const addTag = viewer.getByRole('combobox', { name: 'Add a tag' });
    await addTag.fill('Seaside');
    await addTag.press('Enter');
    await viewer.getByRole('button', { name: 'Remove the tag Seaside' }).click();
    await expect.poll(() => viewer.getByRole('button', { name: 'Remove the tag Seaside' }).count()).toBe(0);
    await photo.click({ position: { x: 5, y: 5 }, force: true });

    // F marks a favourite.
    await page.keyboard.press('f');
    await viewer.getByRole('button', { name: 'Remove from favourites' }).waitFor();

    // Double-click zooms in where it was clicked; Zoom out brings it back.
    const scale = () => photo.evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a);
    expect(await scale()).toBe(1);
    await photo.dblclick();
    await expect.poll(scale).toBeGreaterThan(1.5);
    await saveScreenshot(page, 'viewer-zoomed');
    await viewer.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(scale).toBeLessThan(1.5);
    await saveScreenshot(page, 'viewer');

    // The arrows move to the neighbours, Escape goes back to the grid.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.count()).toBe(0);
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.waitFor();
    // Escape dismisses the newest message still showing first (as toasts do), then the viewer.
    await expect
      .poll(async () => {
        await page.keyboard.press('Escape');
        return viewer.count();
      })
      .toBe(0);

    // The filter lives in the address: the button follows once the URL has changed.
    await page.getByRole('button', { name: 'Favourites only', exact: true }).click();
    await page.waitForURL((current) => current.searchParams.get('favourites') === 'true');
    await expect.poll(() => grid().getByRole('button', { name: /\.jpg/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Favourites only', exact: true }).click();
    await page.waitForURL((current) => !current.searchParams.has('favourites'));
    await tile('boat.jpg').waitFor();
  });

  it('plays an uploaded video', async () => {
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Photos and videos', path.join(scratch, 'waves.mp4'));
    await page.getByRole('region', { name: 'Upload finished' }).waitFor();
    await tile('waves.mp4').click();
    const video = page.getByRole('dialog', { name: /waves\.mp4/ }).locator('video');
    await expect
      .poll(async () => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
  });

  it('selects with a check, then plain clicks and a shift-click, and acts on the selection in one call', async () => {
    const check = (name: string) => grid().getByRole('checkbox', { name: `Select ${name}` });
    await page.goto('/family/library');
    await tile('beach.jpg').waitFor();
    // Nothing selected: no selection actions, the toolbar instead.
    expect(await page.getByRole('region', { name: 'Selection' }).count()).toBe(0);
    await tile('beach.jpg').hover();
    await check('beach.jpg').click();
    const bar = page.getByRole('region', { name: 'Selection' });
    await bar.getByText('1 selected').waitFor();
    // Once something is selected, a plain click selects rather than opens.
    await tile('pier.jpg').click();
    await bar.getByText('2 selected').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await tile('pier.jpg').click();
    await bar.getByText('1 selected').waitFor();
    // Shift-click adds everything from the last clicked (pier) to this one, beach staying selected.
    const names = await grid()
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('aria-label') ?? '').split(',')[0]));
    const [from, to] = [names.indexOf('pier.jpg'), names.indexOf('grandma.jpg')].sort((a, b) => a - b);
    const expected = new Set(['beach.jpg', ...names.slice(from, (to ?? 0) + 1)]).size;
    await tile('grandma.jpg').click({ modifiers: ['Shift'] });
    await bar.getByText(`${expected} selected`).waitFor();
    await saveScreenshot(page, 'library-selection');

    // Favourite the selection in one call.
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/v3/library/items/')) calls.push(request.url());
    });
    await bar.getByRole('button', { name: 'Add to favourites' }).click();
    await bar.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    expect(calls.filter((call) => call.endsWith('/items/favourite'))).toHaveLength(1);
    await bar.getByRole('button', { name: 'Remove from favourites' }).click();
    await bar.getByRole('button', { name: 'Add to favourites' }).waitFor();

    await bar.getByRole('button', { name: 'Deselect' }).click();
    await page.getByRole('region', { name: 'View settings' }).waitFor();

    // A date's check selects its whole day (or month), and takes it out again.
    const dayCheck = grid()
      .getByRole('checkbox', { name: /^Select all of / })
      .first();
    const header = grid().getByRole('heading').first();
    const days = await grid().getByRole('heading').count();
    expect(days).toBeGreaterThan(1);
    await header.hover();
    await dayCheck.click();
    await bar.getByText(/^\d+ selected$/).waitFor();
    await expect.poll(() => dayCheck.isChecked()).toBe(true);
    await saveScreenshot(page, 'library-day-selected');
    await dayCheck.click();
    await page.getByRole('region', { name: 'View settings' }).waitFor();
  });

  it('prepares a download of the selection and mails its link', async () => {
    await tile('beach.jpg').hover();
    await grid().getByRole('checkbox', { name: 'Select beach.jpg' }).click();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Select all' }).click();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Download' }).click();
    await page.getByRole('link', { name: 'Download the zip file' }).waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await lastMailTo(person.email))?.subject).toBe('Your Kinframe download is ready');
  });
});
