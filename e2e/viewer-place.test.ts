import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXAMPLE_CAMERA, makeScene } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, type ScreenName, saveScreenshot, signedInPage, uploadPhotos } from './support/browser.ts';

/**
 * Where a photo was taken, in the viewer's info panel: the place its GPS position names (from the
 * server's own gazetteer), under the camera; the owner changes it with the picker, and removes it.
 */
let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-places-'));
const person = newPerson('places');
const harbour = path.join(scratch, 'harbour.jpg');
const pages: Partial<Record<ScreenName, Page>> = {};

beforeAll(async () => {
  await makeScene(harbour, {
    width: 1600,
    height: 1067,
    takenAt: '2024:05:01 10:00:00',
    // The Elbe at Hamburg's harbour.
    position: { latitude: 53.5456, longitude: 9.9666, altitude: 4 },
    sky: ['#9cc3e6', '#eef5fb'],
    land: '#31556b',
    sun: '#ffd27f',
    camera: EXAMPLE_CAMERA,
  });
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  const desktop = await signedInPage(browser, url, person, { screen: 'desktop' });
  pages.desktop = desktop;
  await uploadPhotos(desktop, [harbour]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function infoPanelOn(screen: ScreenName) {
  const shown = pages[screen] ?? (await signedInPage(browser, url, person, { screen }));
  pages[screen] = shown;
  await shown.goto('/family/library');
  await shown
    .getByRole('region', { name: 'Photos and videos' })
    .getByRole('button', { name: /^harbour\.jpg/ })
    .click();
  const viewer = shown.getByRole('dialog', { name: 'harbour.jpg' });
  await viewer.locator('img').first().waitFor();
  const info = viewer.getByRole('complementary', { name: 'Info' });
  if (!(await info.isVisible())) await viewer.getByRole('button', { name: 'Info' }).click();
  await info.waitFor();
  return { page: shown, info };
}

describe('where a photo was taken', () => {
  it('names the place under the camera, with the date in the zone there, on every screen', async () => {
    for (const screen of ['desktop', 'tablet', 'phone'] as const) {
      const { page, info } = await infoPanelOn(screen);
      await info.getByText('Hamburg, Germany').waitFor();
      await info.getByText('UTC+02:00').waitFor();
      await info.getByText('Canon EOS R6').waitFor();
      // The place row comes after the camera's.
      const terms = await info.locator('dt').allTextContents();
      expect(terms.indexOf('Place')).toBeGreaterThan(terms.indexOf('Camera'));
      await info.getByText('Place', { exact: true }).scrollIntoViewIfNeeded();
      await saveScreenshot(page, `viewer-place-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('lets the owner pick another town by name, then remove the place', async () => {
    for (const screen of ['desktop', 'phone'] as const) {
      const { page, info } = await infoPanelOn(screen);
      await info.getByRole('button', { name: /^(Change the place|Add a place)$/ }).click();
      const search = info.getByRole('combobox', { name: 'Town or city' });
      await search.fill('Lyo');
      const lyon = info.getByRole('option', { name: 'Lyon, Auvergne-Rhône-Alpes, France' });
      await lyon.waitFor();
      await search.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `viewer-place-picker-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
      await lyon.click();
      await info.getByText('Lyon, Auvergne-Rhône-Alpes, France').waitFor();
      await search.waitFor({ state: 'detached' });
      await saveScreenshot(page, `viewer-place-changed-${screen}`);
    }
    const { page, info } = await infoPanelOn('desktop');
    await info.getByRole('button', { name: 'Change the place' }).click();
    await info.getByRole('button', { name: 'Remove the place' }).click();
    await info.getByText('Not known').waitFor();
    await info.getByRole('button', { name: 'Add a place' }).waitFor();
    await saveScreenshot(page, 'viewer-place-removed-desktop');
  });
});
