import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  makeBlurredPhoto,
  makeDarkPhoto,
  makeDocumentPhoto,
  makeFramePhoto,
  makeScreenshot,
} from '@kinframe/testkit/frame-unfit-samples';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, type ScreenName, saveScreenshot, signedInPage, uploadPhotos } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-reviews-'));
const file = (name: string) => path.join(scratch, name);
const person = newPerson('reviews');

/** The photos of a family's phone: a garden photo and its smaller copy, a burst's twin, and what does not belong on a frame. */
const FILES = [
  'garden.jpg',
  'garden-small.jpg',
  'lake.jpg',
  'lake-again.jpg',
  'hills.jpg',
  'screenshot.png',
  'letter.jpg',
  'pocket.jpg',
  'shaky.jpg',
];

beforeAll(async () => {
  await makeFramePhoto(file('garden.jpg'), { width: 1600, height: 1200, seed: 31 });
  await sharp(file('garden.jpg')).resize(800).jpeg({ quality: 70 }).toFile(file('garden-small.jpg'));
  await makeFramePhoto(file('lake.jpg'), { width: 1600, height: 1200, seed: 32 });
  await sharp(file('lake.jpg')).modulate({ brightness: 1.06 }).jpeg({ quality: 85 }).toFile(file('lake-again.jpg'));
  await makeFramePhoto(file('hills.jpg'), { width: 1200, height: 1600, seed: 33 });
  await makeScreenshot(file('screenshot.png'));
  await makeDocumentPhoto(file('letter.jpg'));
  await makeDarkPhoto(file('pocket.jpg'), { seed: 34 });
  await makeBlurredPhoto(file('shaky.jpg'), { seed: 35 });
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** The page at each screen size the flow is looked at on; tablet held upright. */
async function pageOn(screen: ScreenName | 'tablet-portrait'): Promise<Page> {
  const page = await signedInPage(browser, url, person, { screen: screen === 'tablet-portrait' ? 'desktop' : screen });
  if (screen === 'tablet-portrait') await page.setViewportSize({ width: 1024, height: 1366 });
  return page;
}

/** Every picture of `scope` drawn (they load lazily): what a screenshot should show. */
async function picturesDrawn(scope: Locator, count: number): Promise<void> {
  await expect
    .poll(() =>
      scope
        .locator('img')
        .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(count);
}

/** Until the analysis (a background job after the renditions) has looked at every photo. */
async function waitForAnalysis(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/v3/library/duplicates');
        const body = (await answer.json()) as { analysedCount: number; waitingCount: number };
        return body.analysedCount === count && body.waitingCount === 0;
      },
      { timeout: 90_000, interval: 500 },
    )
    .toBe(true);
}

describe('tidying up the library', () => {
  it('finds duplicates and photos not for frames, and settles them from the library', async () => {
    const page = await pageOn('desktop');
    await uploadPhotos(
      page,
      FILES.map((name) => file(name)),
    );
    await waitForAnalysis(page, FILES.length);

    // The groups as a tablet and a phone show them, before they are settled.
    for (const screen of ['tablet-portrait', 'phone'] as const) {
      const other = await pageOn(screen);
      await other.goto('/family/library/duplicates');
      await expect.poll(() => other.getByRole('group').count()).toBe(2);
      await picturesDrawn(other.getByRole('list', { name: 'Duplicates' }), 4);
      await saveScreenshot(other, `reviews-duplicates-${screen === 'phone' ? 'phone' : 'tablet'}`);
      await other.close();
    }

    // From the library's toolbar, where the Trash is, with how many wait.
    await page.goto('/family/library');
    const tidyUp = page.getByRole('link', { name: /^Tidy up/ });
    await expect.poll(() => tidyUp.textContent()).toMatch(/6/);
    await saveScreenshot(page, 'reviews-library-toolbar-desktop');
    await tidyUp.click();
    await page.getByRole('heading', { name: 'Duplicates', level: 1 }).waitFor();
    const groups = page.getByRole('group');
    await expect.poll(() => groups.count()).toBe(2);
    await picturesDrawn(page.getByRole('list', { name: 'Duplicates' }), 4);
    await saveScreenshot(page, 'reviews-duplicates-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    // The garden: keep the best (the larger), the copy to the Trash.
    const garden = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /garden-small\.jpg/ }) });
    await expect.poll(() => garden.getByRole('button', { name: /^Keep: garden\.jpg/ }).count()).toBe(1);
    await garden.getByRole('button', { name: 'Keep this one, move 1 to the Trash' }).click();
    await page.getByText('Moved 1 photo to the Trash.').first().waitFor();
    await expect.poll(() => groups.count()).toBe(1);
    // The lake twice: both kept, never asked again.
    await page.getByRole('button', { name: 'Keep all' }).click();
    await page.getByRole('heading', { name: 'No duplicates' }).waitFor();
    await saveScreenshot(page, 'reviews-duplicates-empty-desktop');

    // Not for frames: each with its reason.
    await page
      .getByRole('link', { name: /^Not for frames/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Not for frames', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: 'Not for frames' });
    for (const reason of ['Screenshot', 'Document or receipt', 'Too dark', 'Blurred']) {
      await list.getByText(reason, { exact: true }).waitFor();
    }
    await picturesDrawn(list, 4);
    // The toasts of the duplicates settled go, so the screenshot shows the photos.
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) {
      await dismiss.click({ timeout: 2_000 }).catch(() => undefined);
    }
    await saveScreenshot(page, 'reviews-unfit-desktop');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 240_000);

  it('shows the reviews on a tablet and a phone, and settles what is left in one tap each', async () => {
    const tablet = await pageOn('tablet-portrait');
    await tablet.goto('/family/library/not-for-frames');
    await tablet.getByRole('list', { name: 'Not for frames' }).getByRole('img').first().waitFor();
    await picturesDrawn(tablet.getByRole('list', { name: 'Not for frames' }), 4);
    await saveScreenshot(tablet, 'reviews-unfit-tablet');
    await tablet.goto('/family/library/duplicates');
    await tablet.getByRole('heading', { name: 'No duplicates' }).waitFor();
    await saveScreenshot(tablet, 'reviews-duplicates-empty-tablet');
    await tablet.close();

    const phone = await pageOn('phone');
    await phone.goto('/family/library');
    await phone.getByRole('link', { name: /^Tidy up/ }).waitFor();
    await saveScreenshot(phone, 'reviews-library-toolbar-phone');
    await phone.goto('/family/library/not-for-frames');
    const list = phone.getByRole('list', { name: 'Not for frames' });
    await picturesDrawn(list, 4);
    await saveScreenshot(phone, 'reviews-unfit-phone');
    // The blurred photo is fine after all; the rest stay off frames, all at once.
    const shaky = list.getByRole('listitem').filter({ has: phone.getByText('Blurred', { exact: true }) });
    await shaky.getByRole('button', { name: 'Fine for frames' }).click();
    await phone.getByText('1 photo will show on your frames.').first().waitFor();
    await expect.poll(() => list.getByRole('img').count()).toBe(3);
    await phone.getByRole('button', { name: 'Select all' }).click();
    await phone.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Keep off frames' }).click();
    await phone.getByText('3 photos stay off your frames.').first().waitFor();
    await phone.getByRole('heading', { name: 'Nothing to review' }).waitFor();
    await saveScreenshot(phone, 'reviews-unfit-empty-phone');
    await phone.getByRole('button', { name: 'Kept off frames' }).click();
    await picturesDrawn(list, 3);
    await saveScreenshot(phone, 'reviews-unfit-agreed-phone');
    await phone.close();
  }, 240_000);
});
