import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHeic, makeJpeg, makeVideo } from '../apps/server/src/infra/media/media-fixtures.ts';
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

async function chooseFiles(button: string, files: string | string[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Upload photos and videos' }).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

describe('the library', () => {
  it('uploads files, says which one failed and why, and shows the rest in the grid', async () => {
    await page.goto('/family/library');
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Computer files', [
      path.join(scratch, 'beach.jpg'),
      path.join(scratch, 'grandma.jpg'),
      path.join(scratch, 'phone.heic'),
      path.join(scratch, 'not-a-photo.jpg'),
    ]);
    const dialog = page.getByRole('dialog', { name: 'Upload photos and videos' });
    await dialog.getByText('File format not supported. Please upload only JPEG, HEIC or PNG files.').waitFor();
    await dialog.getByText('Upload finished').waitFor();
    await page.keyboard.press('Escape');

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

  it('uploads a folder with its subfolders', async () => {
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Computer folders', path.join(scratch, 'summer'));
    await page.getByRole('dialog', { name: 'Upload photos and videos' }).getByText('Upload finished').waitFor();
    await page.keyboard.press('Escape');
    await tile('pier.jpg').waitFor();
    await tile('boat.jpg').waitFor();
  });

  it('filters by ratio and keeps the filter in the address', async () => {
    await page.getByLabel('Ratio').selectOption('portrait');
    await page.waitForURL((current) => current.searchParams.get('ratio') === 'portrait');
    await tile('grandma.jpg').waitFor();
    await expect.poll(() => grid().getByRole('button', { name: /\.jpg/ }).count()).toBe(1);
    await page.reload();
    await tile('grandma.jpg').waitFor();
    await page.getByLabel('Ratio').selectOption('all');
    await tile('beach.jpg').waitFor();
  });

  it('lays the photos out at their own ratio in rows that fill the width', async () => {
    await page.getByLabel('Layout').selectOption('ratio');
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
    await page.getByLabel('Layout').selectOption('square');
    await page.waitForURL((current) => current.searchParams.get('layout') !== 'ratio');
  });

  it('opens a photo, saves its caption and makes it a favourite', async () => {
    await tile('beach.jpg').click();
    const viewer = page.getByRole('dialog', { name: /beach\.jpg/ });
    await viewer.getByRole('textbox', { name: 'Caption' }).fill('Our first morning at the sea');
    await viewer.getByText('28/160').waitFor();
    await viewer.getByRole('button', { name: 'Save caption' }).click();
    await viewer.getByRole('button', { name: 'Add to favourites' }).click();
    await viewer.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    await viewer.getByRole('button', { name: 'Close' }).click();

    // The filter lives in the address: the box follows once the URL has changed.
    await page.getByRole('checkbox', { name: 'Favourites only' }).click();
    await page.waitForURL((current) => current.searchParams.get('favourites') === 'true');
    await expect.poll(() => grid().getByRole('button', { name: /\.jpg/ }).count()).toBe(1);
    await page.getByRole('checkbox', { name: 'Favourites only' }).click();
    await page.waitForURL((current) => !current.searchParams.has('favourites'));
    await tile('boat.jpg').waitFor();
  });

  it('plays an uploaded video', async () => {
    await page.getByRole('button', { name: 'Upload' }).first().click();
    await chooseFiles('Computer files', path.join(scratch, 'waves.mp4'));
    await page.getByRole('dialog', { name: 'Upload photos and videos' }).getByText('Upload finished').waitFor();
    await page.keyboard.press('Escape');
    await tile('waves.mp4').click();
    const video = page.getByRole('dialog', { name: /waves\.mp4/ }).locator('video');
    await expect
      .poll(async () => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Escape');
  });

  it('prepares a download of the selection and mails its link', async () => {
    await page.getByRole('button', { name: 'Select all' }).click();
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Download' }).click();
    await page.getByRole('link', { name: 'Download the zip file' }).waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await lastMailTo(person.email))?.subject).toBe('Your Kinframe download is ready');
  });
});
