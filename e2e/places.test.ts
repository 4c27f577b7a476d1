import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LibraryPage } from '@kinframe/contract';
import { makeScene } from '@kinframe/testkit/media';
import { withDatabase } from '@kinframe/testkit/server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, type ScreenName, saveScreenshot, signedInPage, uploadPhotos } from './support/browser.ts';

const { url, env } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-places-'));
const person = newPerson('places');
const stranger = newPerson('elsewhere');

/** Where each photo was taken, as the gazetteer would have named it from the camera's position. */
const TAKEN = [
  { name: 'seine.jpg', city: 'Paris', country: 'FR', latitude: 48.8566, longitude: 2.3522 },
  { name: 'louvre.jpg', city: 'Paris', country: 'FR', latitude: 48.8606, longitude: 2.3376 },
  { name: 'montmartre.jpg', city: 'Paris', country: 'FR', latitude: 48.8867, longitude: 2.3431 },
  { name: 'fourviere.jpg', city: 'Lyon', country: 'FR', latitude: 45.7623, longitude: 4.8225 },
  { name: 'arashiyama.jpg', city: 'Kyoto', country: 'JP', latitude: 35.0094, longitude: 135.6668 },
  { name: 'gion.jpg', city: 'Kyoto', country: 'JP', latitude: 35.0037, longitude: 135.7788 },
  { name: 'harpa.jpg', city: 'Reykjavík', country: 'IS', latitude: 64.1503, longitude: -21.9327 },
  { name: 'highline.jpg', city: 'New York City', country: 'US', latitude: 40.748, longitude: -74.0048 },
] as const;
const SKIES: [string, string][] = [
  ['#8fb8e8', '#f3d9b1'],
  ['#f5b38a', '#fbe3c4'],
  ['#6d8fd1', '#c9dcf5'],
  ['#e59aa6', '#f8d7c4'],
];

let browser: Browser;

beforeAll(async () => {
  for (const [index, photo] of TAKEN.entries()) {
    await makeScene(path.join(scratch, photo.name), {
      width: 900,
      height: 600,
      takenAt: `2024:0${(index % 9) + 1}:12 10:00:00`,
      sky: SKIES[index % SKIES.length] as [string, string],
      land: ['#5f8a4e', '#7a6a4f', '#4e7a6a', '#8a5f4e'][index % 4] as string,
      sun: '#fff3c2',
    });
  }
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  await admin('user:create', stranger.email, stranger.username, stranger.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Puts each uploaded photo where it was taken, as reading its metadata would. */
async function placePhotos(username: string) {
  await withDatabase(env, async (db) => {
    const owner = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    for (const photo of TAKEN) {
      await db
        .updateTable('library_items')
        .set({
          gps_latitude: photo.latitude,
          gps_longitude: photo.longitude,
          place_city: photo.city,
          place_country: photo.country,
        })
        .where('owner_id', '=', owner.id)
        .where('name', '=', photo.name)
        .execute();
    }
  });
}

const markers = (page: Page) => page.getByRole('button', { name: /items? here$/ });

/** The Places view on `screen`, with its map's tiles drawn and its markers placed. */
async function openPlaces(screen: ScreenName, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await signedInPage(browser, url, person, { screen });
  if (viewport) await page.setViewportSize(viewport);
  await page.goto('/family/library');
  // The library's view switch is how a person gets there, on a phone too.
  await page.getByRole('link', { name: 'Places' }).click();
  await page.waitForURL((current) => current.pathname === '/family/library/places');
  await page.getByRole('heading', { name: 'Places', level: 1 }).waitFor();
  await page
    .getByRole('region', { name: 'Countries' })
    .getByRole('link', { name: /France/ })
    .waitFor();
  // Tiles from the local stand-in, which the Content-Security-Policy lets in as images.
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await markers(page).first().waitFor();
  return page;
}

describe('Places', () => {
  it('says how places come while no photo has one', async () => {
    const page = await signedInPage(browser, url, stranger, { screen: 'desktop' });
    await page.goto('/family/library/places');
    await page.getByText('No places yet').waitFor();
    await page.getByText(/taken with location turned on/).waitFor();
    await saveScreenshot(page, 'places-empty-desktop');
    await page.context().close();
  });

  it('shows countries, cities and a map of photo markers; a marker and a city open their photos in the library', async () => {
    const uploader = await signedInPage(browser, url, person, { screen: 'desktop' });
    await uploadPhotos(
      uploader,
      TAKEN.map((photo) => path.join(scratch, photo.name)),
    );
    await uploader.context().close();
    await placePhotos(person.username);

    const page = await openPlaces('desktop');
    const countries = page.getByRole('region', { name: 'Countries' });
    await countries.getByRole('link', { name: /France.*4 items/ }).waitFor();
    await countries.getByRole('link', { name: /Japan.*2 items/ }).waitFor();
    await countries.getByRole('link', { name: /Iceland.*1 item/ }).waitFor();
    // The first look fits the photos: Kyoto's two in one marker, wherever the zoom lands.
    await page.getByRole('button', { name: '2 items here' }).waitFor();
    await saveScreenshot(page, 'places-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // A marker of two opens those two in the library's grid, filtered to its area.
    await page.getByRole('button', { name: '2 items here' }).first().click();
    await page.waitForURL((current) => current.pathname === '/family/library' && current.searchParams.has('west'));
    const grid = page.getByRole('region', { name: 'Photos and videos' });
    await grid.getByRole('button', { name: /^arashiyama\.jpg/ }).waitFor();
    await grid.getByRole('button', { name: /^gion\.jpg/ }).waitFor();
    expect(await grid.getByRole('button', { name: /\.jpg/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Remove filter Area on the map' }).waitFor();
    await saveScreenshot(page, 'places-cluster-photos-desktop');

    // A city from the list: its photos, in the same grid, opening in the same viewer.
    await page.goBack();
    await page
      .getByRole('region', { name: 'Cities' })
      .getByRole('link', { name: /Paris.*3 items/ })
      .click();
    await page.getByRole('button', { name: 'Remove filter Paris, France' }).waitFor();
    await grid.getByRole('button', { name: /^louvre\.jpg/ }).waitFor();
    expect(await grid.getByRole('button', { name: /\.jpg/ }).count()).toBe(3);
    await saveScreenshot(page, 'places-city-photos-desktop');
    await grid.getByRole('button', { name: /^louvre\.jpg/ }).click();
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await saveScreenshot(page, 'places-city-viewer-desktop');
    await page.keyboard.press('Escape');
    await page.context().close();

    // Nobody else sees them: the stranger's places are still empty, and their listing of France too.
    const elsewhere = await signedInPage(browser, url, stranger);
    const answer = await elsewhere.request.get('/api/v3/library/items?country=FR');
    expect(((await answer.json()) as LibraryPage).items).toEqual([]);
    await elsewhere.context().close();
  });

  it('fits a tablet and a phone, where the library switch reaches it', async () => {
    const tablet = await openPlaces('tablet', { width: 1024, height: 1366 });
    await saveScreenshot(tablet, 'places-tablet');
    await tablet.context().close();

    const phone = await openPlaces('phone');
    await saveScreenshot(phone, 'places-phone');
    expect(await seriousViolations(phone)).toEqual([]);
    await phone.getByRole('region', { name: 'Cities' }).scrollIntoViewIfNeeded();
    await saveScreenshot(phone, 'places-phone-cities');
    // A tap on a marker: its photos in the library's grid, as on a desktop.
    await markers(phone).first().tap();
    await phone.waitForURL((current) => current.pathname === '/family/library' && current.searchParams.has('west'));
    await phone
      .getByRole('region', { name: 'Photos and videos' })
      .getByRole('button', { name: /\.jpg/ })
      .first()
      .waitFor();
    await saveScreenshot(phone, 'places-phone-marker-photos');
    await phone.context().close();
  });
});
