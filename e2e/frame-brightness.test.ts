import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, saveScreenshot, signedInPage } from './support/browser.ts';
import { claimPlayer } from './support/frame-player.ts';

/**
 * Dim by a curve with a moved clock: the owner sets the frame's brightness curve on the frames page
 * (a preset, as a person would pick it), and the player, whose clock the test moves through the
 * evening and the night, dims and turns its screen off and on again.
 */
let browser: Browser;
let owner: Page;
let playerContext: BrowserContext;
let player: Page;
const { url } = serverUnderTest();
const person = newPerson('brightness');
const FRAME = 'Bedroom';
let ownerApi: ReturnType<typeof apiAs>;
let frameId: number;

const HOUR = 60 * 60_000;
/**
 * A day of the player's own clock (UTC, as its context is), far enough in the past that the hours
 * the test moves it through stay behind the server's clock: links and playlists never look
 * expired to it.
 */
const today = new Date();
const playerDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 2 * 24 * HOUR;
const at = (hours: number, minutes = 0) => new Date(playerDay + hours * HOUR + minutes * 60_000);

const dim = () => player.getByTestId('frame-dim');
const dimOpacity = () => dim().evaluate((element) => Number(getComputedStyle(element).opacity));
const frameCard = () => owner.getByRole('article', { name: FRAME });

/** The player's clock jumps to `time` and runs on from there (its minute timers fire on the way). */
async function movePlayerClockTo(time: Date) {
  await player.clock.pauseAt(time);
  await player.clock.resume();
}

/** On the frames page, as the owner does it: the frame's menu, Settings, a preset of the curve, Save. */
async function chooseCurvePreset(preset: string, options: { turnOn: boolean; checkAxe?: boolean }) {
  await owner.goto('/family/frames');
  await frameCard()
    .getByRole('button', { name: `Options for ${FRAME}` })
    .click();
  await owner.getByRole('menuitem', { name: 'Settings', exact: true }).click();
  const dialog = owner.getByRole('dialog', { name: 'Frame settings' });
  const curveSwitch = dialog.getByRole('switch', { name: 'Dim the screen by a curve over the day' });
  if (options.turnOn) await curveSwitch.click();
  await expect.poll(() => curveSwitch.getAttribute('aria-checked')).toBe('true');
  await dialog.getByRole('button', { name: preset, exact: true }).click();
  // The curve's points, as a keyboard or a screen reader finds them.
  await dialog.getByRole('slider', { name: 'Brightness of point 1' }).waitFor();
  if (options.checkAxe) {
    await dialog.getByRole('slider', { name: 'Brightness of point 1' }).scrollIntoViewIfNeeded();
    await saveScreenshot(owner, 'frame-settings-brightness');
    expect(await seriousViolations(owner)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  browser = await launchBrowser();
  owner = await signedInPage(browser, url, person);
  ownerApi = apiAs(owner);

  playerContext = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 720 }, timezoneId: 'UTC' });
  player = await playerContext.newPage();
  player.setDefaultTimeout(30_000);
  // Before the player loads, so that every Date and timer of it runs on the test's clock.
  await player.clock.install({ time: at(18) });
  frameId = await claimPlayer(player, ownerApi, FRAME);
  await player.getByRole('heading', { name: 'Nothing to show yet' }).waitFor({ timeout: 30_000 });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('dim by a curve with a moved clock', () => {
  it('leaves the screen at full brightness while the frame has no curve', async () => {
    expect(await dim().getAttribute('data-level')).toBe('100');
    expect(await dimOpacity()).toBe(0);
  });

  it('dims the player by the evening-dim curve its owner picks on the frames page', async () => {
    await chooseCurvePreset('Evening dim', { turnOn: true, checkAxe: true });
    // The curve goes from 100 % at 19:00 to 40 % at 21:00: 70 % at 20:00.
    await movePlayerClockTo(at(20));
    await expect.poll(() => dim().getAttribute('data-level'), { timeout: 30_000 }).toBe('70');
    // The black over the picture eases to 30 % (the level holds 70 for a minute and more of the clock).
    await expect.poll(dimOpacity, { timeout: 15_000 }).toBeCloseTo(0.3, 2);
    await player.getByRole('heading', { name: 'Nothing to show yet' }).waitFor();

    // Later in the evening: down to 40 % at 21:00.
    await movePlayerClockTo(at(21));
    await expect.poll(() => dim().getAttribute('data-level'), { timeout: 30_000 }).toBe('40');
    await expect.poll(dimOpacity, { timeout: 15_000 }).toBeCloseTo(0.6, 2);
  });

  it('turns the screen off through the night-off curve and on again in the morning', async () => {
    await chooseCurvePreset('Night off', { turnOn: false });
    // Frames that know no curve get the same night as a sleep schedule.
    const saved = await ownerApi<{ settings: { sleep: unknown } }>('GET', `/api/v3/frames/${frameId}`);
    expect(saved.settings.sleep).toEqual({ enabled: true, start: '22:00', end: '07:00', days: [0, 1, 2, 3, 4, 5, 6] });

    await movePlayerClockTo(at(22, 30));
    await expect.poll(() => dim().getAttribute('data-level'), { timeout: 30_000 }).toBe('0');
    // Asleep: a black screen with nothing on it.
    await player.getByRole('heading', { name: 'Nothing to show yet' }).waitFor({ state: 'detached' });

    await movePlayerClockTo(at(24 + 7, 1));
    await expect.poll(() => dim().getAttribute('data-level'), { timeout: 30_000 }).toBe('100');
    await player.getByRole('heading', { name: 'Nothing to show yet' }).waitFor();
    await expect.poll(dimOpacity, { timeout: 15_000 }).toBe(0);
  });
});
