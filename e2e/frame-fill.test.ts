import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeScene } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, SCREENS, saveScreenshot, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';

/**
 * What fills the screen around a photo of the other shape: a portrait on a landscape frame shown
 * over its own blurred picture, black bars when its owner picks them in the frame's settings, two
 * portraits paired as before; a landscape on a phone held upright; and the clock on a white snowy
 * sky, shaded so it can be read.
 */
let browser: Browser;
let owner: Page;
let desktop: Page;
let phone: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-fill-'));
const person = newPerson('fill');
const FRAME = 'Hallway';
let ownerApi: ReturnType<typeof apiAs>;
let hallwayId: number;
const ids: Record<string, number> = {};
const albums: Record<string, number> = {};

const scenes = {
  lake: { width: 900, height: 1350, sky: ['#8ecae6', '#ffffff'], land: '#2a6f97', sun: '#ffb703' },
  meadow: { width: 900, height: 1350, sky: ['#ffd6a5', '#fdffb6'], land: '#6a994e', sun: '#ff7b00' },
  snow: { width: 1800, height: 1200, sky: ['#ffffff', '#f4f8fc'], land: '#fbfbfb', sun: '#fff3c4' },
} as const;

beforeAll(async () => {
  for (const [name, scene] of Object.entries(scenes)) {
    await makeScene(path.join(scratch, `${name}.jpg`), { ...scene, sky: [...scene.sky] });
  }
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  owner = await signedInPage(browser, url, person, { screen: 'desktop' });
  ownerApi = apiAs(owner);
  for (const name of Object.keys(scenes)) {
    const buffer = readFileSync(path.join(scratch, `${name}.jpg`));
    const { item } = await ownerApi<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
      multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    ids[name] = item.id;
  }
  for (const [name, items] of [
    ['Lake', [ids.lake]],
    ['Portraits', [ids.lake, ids.meadow]],
    ['Snow', [ids.snow]],
  ] as const) {
    albums[name] = (await ownerApi<{ id: number }>('POST', '/api/v3/albums', { data: { name, itemIds: items } })).id;
  }
  desktop = await (await browser.newContext({ baseURL: url, viewport: SCREENS.desktop.viewport })).newPage();
  phone = await (await browser.newContext({ baseURL: url, ...SCREENS.phone })).newPage();
  for (const screen of [desktop, phone]) screen.setDefaultTimeout(30_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

const photo = (screen: Page, name: string) => screen.locator(`img[data-item-id="${ids[name]}"]`).last();
const fillOf = (screen: Page, name: string) =>
  screen.locator(`figure:has(img[data-item-id="${ids[name]}"]) img[data-fill]`).last();

/** The frame's own picture is up, not the interim one: drawn at the shape made for this screen. */
async function waitForFramePicture(screen: Page, name: string, shape: number) {
  await photo(screen, name).waitFor({ timeout: 60_000 });
  await expect
    .poll(
      () =>
        photo(screen, name).evaluate((image: HTMLImageElement) =>
          image.complete && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 0,
        ),
      { timeout: 60_000 },
    )
    .toBeCloseTo(shape, 1);
}

/** One slide on screen and nothing moving: no crossfade caught halfway in a screenshot. */
async function waitForStill(screen: Page) {
  await expect.poll(() => screen.locator('[data-slide]').count(), { timeout: 30_000 }).toBe(1);
  await expect
    .poll(() => screen.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

async function showOnly(frameId: number, album: string) {
  for (const other of Object.values(albums)) {
    await ownerApi('DELETE', `/api/v3/frames/${frameId}/albums/${other}`).catch(() => undefined);
  }
  await ownerApi('PUT', `/api/v3/frames/${frameId}/albums/${albums[album]}`);
}

/** On the frames page, as the owner does it: the frame's menu, Settings, a fill, Save. */
async function chooseFill(page: Page, choice: string, screenshot?: string) {
  await page.goto('/family/frames');
  await page
    .getByRole('article', { name: FRAME })
    .getByRole('button', { name: `Options for ${FRAME}` })
    .click();
  await page.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Frame settings' });
  const fill = dialog.getByRole('combobox', { name: 'Fill around photos' });
  if (screenshot) {
    expect(await fill.inputValue()).toBe('blur');
    await fill.scrollIntoViewIfNeeded();
    await saveScreenshot(page, screenshot);
    expect(await seriousViolations(page)).toEqual([]);
  }
  await fill.selectOption({ label: choice });
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('what fills the screen around a photo', () => {
  it('shows a portrait photo on a landscape frame over its own picture, blurred and dimmed', async () => {
    hallwayId = await claimPlayer(desktop, ownerApi, FRAME);
    await ownerApi('PATCH', `/api/v3/frames/${hallwayId}`, {
      data: { settings: { intervalSeconds: 3600, showClock: true } },
    });
    await showOnly(hallwayId, 'Lake');
    // Half the 1440 × 900 screen: the picture made for a photo of the other shape.
    await waitForFramePicture(desktop, 'lake', 720 / 900);
    const fill = fillOf(desktop, 'lake');
    expect(await fill.getAttribute('src')).toBe(await photo(desktop, 'lake').getAttribute('src'));
    expect(await fill.evaluate((image) => getComputedStyle(image).filter)).toMatch(/blur\(.+\) brightness\(0\.55\)/);
    const box = await fill.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(1440);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(900);
    await waitForStill(desktop);
    await saveScreenshot(desktop, 'frame-fill-portrait-desktop');
  });

  it('leaves black bars once its owner picks them in the settings, blurred the way the dialog offers first', async () => {
    await chooseFill(owner, 'Black', 'frame-settings-fill-desktop');
    await expect.poll(() => desktop.locator('img[data-fill]').count(), { timeout: 30_000 }).toBe(0);
    await photo(desktop, 'lake').waitFor();
  });

  it('pairs two portraits side by side when its owner asks for another photo of the same shape', async () => {
    await showOnly(hallwayId, 'Portraits');
    // The lake stays on screen (its interval is an hour) until the fill changes: then at once, paired.
    await chooseFill(owner, 'Another photo of the same shape');
    const pair = desktop.locator('[data-slide*="+"]').last();
    await pair.waitFor({ timeout: 30_000 });
    await waitForFramePicture(desktop, 'meadow', 720 / 900);
    expect(await pair.locator('img[data-item-id]').count()).toBe(2);
    expect(await pair.locator('img[data-fill]').count()).toBe(0);
    await waitForStill(desktop);
    await saveScreenshot(desktop, 'frame-fill-pair-desktop');
  });

  it('shades the clock so it reads on a white snowy sky', async () => {
    await ownerApi('PATCH', `/api/v3/frames/${hallwayId}`, { data: { settings: { fill: 'blur' } } });
    await showOnly(hallwayId, 'Snow');
    // Cut to the screen's own shape: nothing to fill around.
    await waitForFramePicture(desktop, 'snow', 1440 / 900);
    await waitForStill(desktop);
    expect(await desktop.locator('img[data-fill]').count()).toBe(0);
    await desktop.getByTestId('frame-clock').waitFor();
    await saveScreenshot(desktop, 'frame-clock-snow-desktop');
  });

  it('fills above and below a landscape photo on a phone held upright, and offers the choice there too', async () => {
    const phoneId = await claimPlayer(phone, ownerApi, 'Phone');
    await ownerApi('PATCH', `/api/v3/frames/${phoneId}`, {
      data: { settings: { intervalSeconds: 3600, showClock: true } },
    });
    await showOnly(phoneId, 'Snow');
    // Half the 390 × 844 screen, the other way: 390 × 422.
    await waitForFramePicture(phone, 'snow', 390 / 422);
    await fillOf(phone, 'snow').waitFor();
    await waitForStill(phone);
    await saveScreenshot(phone, 'frame-fill-landscape-phone');

    const ownerPhone = await signedInPage(browser, url, person, { screen: 'phone' });
    await ownerApi('PATCH', `/api/v3/frames/${hallwayId}`, { data: { settings: { fill: 'blur' } } });
    await chooseFill(ownerPhone, 'The photo, blurred', 'frame-settings-fill-phone');
  });
});
