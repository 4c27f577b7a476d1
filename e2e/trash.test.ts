import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';

let browser: Browser;
let page: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-trash-'));
const person = newPerson('trash');
const NAMES = ['lake.jpg', 'hills.jpg', 'garden.jpg'];

beforeAll(async () => {
  for (const [index, name] of NAMES.entries()) {
    await makeJpeg(path.join(scratch, name), {
      width: 800 + index * 40,
      height: 600,
      takenAt: `2024:05:0${index + 1} 10:00:00`,
    });
  }
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
const bar = () => page.getByRole('region', { name: 'Selection' });

async function deleteFromLibrary(name: string) {
  await tile(name).hover();
  await grid()
    .getByRole('checkbox', { name: `Select ${name}` })
    .click();
  await bar().getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to the Trash?' });
  await dialog.getByText('You can restore it from the Trash.').waitFor();
  await dialog.getByRole('button', { name: 'Move to Trash' }).click();
  await page.getByText('Moved 1 item to the Trash.').first().waitFor();
}

describe('the Trash', () => {
  it('takes a deleted photo out of the library, brings it back with Undo, and keeps it restorable', async () => {
    await page.goto('/family/library');
    await page.getByRole('button', { name: 'Upload' }).first().click();
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('dialog', { name: 'Upload photos and videos' })
      .getByRole('button', { name: 'Photos and videos' })
      .click();
    await (await chooser).setFiles(NAMES.map((name) => path.join(scratch, name)));
    await page.getByRole('region', { name: 'Upload finished' }).getByRole('button', { name: 'Close' }).click();
    for (const name of NAMES) await tile(name).waitFor();

    // Undo, right in the toast.
    await deleteFromLibrary('lake.jpg');
    await tile('lake.jpg').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Restored 1 item.').first().waitFor();
    await tile('lake.jpg').waitFor();

    // In the Trash until restored.
    await deleteFromLibrary('lake.jpg');
    await deleteFromLibrary('hills.jpg');
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    await page
      .getByText('Photos and videos you delete wait here for 30 days, then they are deleted for good.')
      .waitFor();
    const trashGrid = page.getByRole('region', { name: 'Photos and videos' });
    await trashGrid.getByRole('button', { name: /^hills\.jpg/ }).waitFor();
    expect(await trashGrid.getByRole('button', { name: /^lake\.jpg/ }).count()).toBe(1);
    await saveScreenshot(page, 'trash-desktop');

    await trashGrid.getByRole('button', { name: /^lake\.jpg/ }).click();
    await bar().getByText('1 selected').waitFor();
    await bar().getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Restored 1 item.').first().waitFor();
    await trashGrid.getByRole('button', { name: /^lake\.jpg/ }).waitFor({ state: 'detached' });

    for (const [name, size] of [
      ['trash-tablet', { width: 1024, height: 1366 }],
      ['trash-phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await trashGrid.getByRole('button', { name: /^hills\.jpg/ }).waitFor();
      await saveScreenshot(page, name);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Emptying deletes for good, after asking.
    await page.getByRole('button', { name: 'Empty the Trash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Empty the Trash?' });
    await dialog.getByRole('button', { name: 'Empty the Trash' }).click();
    await page.getByText('Deleted 1 item for good.').waitFor();
    await page.getByText('The Trash is empty').waitFor();
    await saveScreenshot(page, 'trash-empty');

    await page.getByRole('link', { name: 'Back to library' }).first().click();
    await tile('lake.jpg').waitFor();
    await tile('garden.jpg').waitFor();
    expect(await tile('hills.jpg').count()).toBe(0);
  });
});
