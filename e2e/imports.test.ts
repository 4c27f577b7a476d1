import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { takeoutAlbumMetadata, takeoutSidecar, zipBuffer } from '@kinframe/testkit/archives';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, saveScreenshot, signedInPage } from './support/browser.ts';

/**
 * A lifetime of photos brought in: a Google Takeout archive chosen in the upload dialog, its
 * upload and import followed on screen to the summary, and the photos found in the library under
 * the years they were taken, their album made. Then a Flickr account, through its stand-in: the
 * consent page, a photoset chosen, and the album it becomes.
 */
let browser: Browser;
let page: Page;
const { url, env } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-imports-'));
const person = newPerson('takeout');
const ALBUM = `Lisbon ${person.username}`;

async function jpeg(name: string, width: number): Promise<Buffer> {
  const file = path.join(scratch, name);
  await makeJpeg(file, { width, height: 480 });
  return readFileSync(file);
}

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  page = await signedInPage(browser, url, person);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('a Google Takeout archive', () => {
  it('goes in through the upload dialog, with its progress, and its photos land under their years', async () => {
    const folder = 'Takeout/Google Photos';
    const archive = zipBuffer({
      [`${folder}/${ALBUM}/metadata.json`]: takeoutAlbumMetadata(ALBUM),
      [`${folder}/${ALBUM}/tram.jpg`]: await jpeg('tram.jpg', 640),
      [`${folder}/${ALBUM}/tram.jpg.supplemental-metadata.json`]: takeoutSidecar({
        title: 'tram.jpg',
        takenAt: '2016-04-10T11:00:00Z',
        description: 'Tram 28',
      }),
      [`${folder}/Photos from 2009/snow.jpg`]: await jpeg('snow.jpg', 660),
      [`${folder}/Photos from 2009/snow.jpg.json`]: takeoutSidecar({
        title: 'snow.jpg',
        takenAt: '2009-12-20T09:00:00Z',
      }),
      [`${folder}/Photos from 2009/notes.txt`]: 'not a photo',
    });
    const archivePath = path.join(scratch, 'takeout-20261126T000000Z-001.zip');
    writeFileSync(archivePath, archive);

    await page.goto(`${url}/family/library`);
    await page.getByRole('button', { name: 'Upload' }).first().click();
    const uploadDialog = page.getByRole('dialog', { name: 'Upload photos and videos' });
    await uploadDialog.getByRole('button', { name: 'Google Takeout' }).click();
    const importDialog = page.getByRole('dialog', { name: /Google Takeout/ });
    await importDialog.waitFor();
    await importDialog.getByTestId('archive-parts-input').setInputFiles(archivePath);
    await importDialog.getByText('takeout-20261126T000000Z-001.zip').waitFor();
    await saveScreenshot(page, 'import-takeout-chosen');
    expect(await seriousViolations(page)).toEqual([]);
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();

    await importDialog.getByText('Import finished').first().waitFor({ timeout: 60_000 });
    await importDialog.getByText('2 photos and videos imported').first().waitFor();
    await importDialog.getByText('1 file not imported').first().waitFor();
    await saveScreenshot(page, 'import-takeout-finished');
    expect(await seriousViolations(page)).toEqual([]);
    await importDialog.getByRole('button', { name: /See the refused files/ }).click();
    await page.getByText('notes.txt').waitFor();
    await page.getByText('Not a photo or video').first().waitFor();
    await page.keyboard.press('Escape');

    // The library, grouped by year: each photo under the year it was taken, not the day it came.
    await page.goto(`${url}/family/library?group=year`);
    await page.getByRole('heading', { name: '2016' }).waitFor();
    await page.getByRole('heading', { name: '2009' }).waitFor();
    for (const [name, screen] of Object.entries(SCREENS)) {
      await page.setViewportSize(screen.viewport);
      await saveScreenshot(page, `import-takeout-library-${name}`);
    }
    await page.setViewportSize(SCREENS.desktop.viewport);
    await page.goto(`${url}/family/library/albums`);
    await page.getByText(ALBUM).first().waitFor();
  });

  it('lists the import on the Google page, with its summary', async () => {
    await page.goto(`${url}/family/library/google`);
    await page.getByText('2 photos and videos imported').first().waitFor();
    await saveScreenshot(page, 'import-takeout-google-page');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('a Flickr account', () => {
  it('connects on its consent page, and a chosen photoset comes in as an album', async () => {
    const flickr = env.FLICKR_API_URL?.replace(/\/services\/rest$/, '') ?? '';
    const photosetTitle = `Iceland ${person.username}`;
    const added: string[] = [];
    for (const [title, width] of [
      ['Glacier', 700],
      ['Geyser', 720],
    ] as const) {
      const answer = await fetch(`${flickr}/_standin/photos`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          base64: (await jpeg(`${title}.jpg`, width)).toString('base64'),
          title,
          dateTaken: '2018-07-14 12:00:00',
        }),
      });
      expect(answer.ok).toBe(true);
      added.push(((await answer.json()) as { id: string }).id);
    }
    const set = await fetch(`${flickr}/_standin/photosets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: photosetTitle, photoIds: added }),
    });
    expect(set.ok).toBe(true);

    await page.goto(`${url}/family/library/flickr`);
    await page.getByRole('button', { name: 'Connect Flickr' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL(/\/family\/library\/flickr/);
    await page.getByRole('radio', { name: /Chosen albums/ }).check();
    await page.getByRole('checkbox', { name: new RegExp(photosetTitle) }).check();
    await saveScreenshot(page, 'import-flickr-chosen');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Import finished').first().waitFor({ timeout: 60_000 });
    await page.getByText('2 photos and videos imported').first().waitFor();
    await saveScreenshot(page, 'import-flickr-finished');

    await page.goto(`${url}/family/library/albums`);
    await page.getByText(photosetTitle).first().click();
    await page.getByRole('heading', { name: photosetTitle }).waitFor();
    await page.getByText('2 items', { exact: true }).first().waitFor();
    // The import is finished once its items are in; their pictures follow as the worker renders them.
    await page.locator('main img').nth(1).waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'import-flickr-album');
  });
});
