import type { CompetitionEntry, CompetitionEntryPage } from '@kinframe/contract';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import {
  launchBrowser,
  newAppPage,
  SCREENS,
  type ScreenName,
  saveScreenshot,
  signedInPage,
} from './support/browser.ts';

/**
 * Create > Competitions as members live it: an operator opens a competition with the admin CLI, two
 * members enter photos of their libraries (one through the picker), voting opens and one votes for
 * the other's photo (never their own), and once voting closes everyone reads the results. The
 * operator moves the competition from phase to phase (`competition:advance`) instead of the flow
 * waiting out its windows; the windows' boundaries are the server tests' (on their moved clock).
 */
let browser: Browser;
let entrant: Page;
let rival: Page;
let voter: Page;
const { url } = serverUnderTest();
const entrantPerson = newPerson('entrant');
const rivalPerson = newPerson('rival');
const voterPerson = newPerson('voter');
const THEME = `Golden hour ${process.pid}`;
const DAY_MS = 86_400_000;
let competitionId = 0;
const photos = new Map<string, number>();

/** A photo of a sky at sunset, its colours its own: nicer to look at on a screenshot than noise. */
function sunset(top: string, bottom: string, sun: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <circle cx="600" cy="560" r="150" fill="${sun}" opacity="0.9"/>
    <path d="M0 640 Q300 560 600 650 T1200 620 V900 H0Z" fill="#2d2433" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function upload(page: Page, name: string, bytes: Buffer): Promise<number> {
  const { item } = await apiAs(page)<{ item: { id: number } }>('POST', '/api/v3/library/uploads', {
    multipart: { file: { name: `${name}.jpg`, mimeType: 'image/jpeg', buffer: bytes } },
  });
  return item.id;
}

async function untilReady(page: Page, itemId: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while ((await apiAs(page)<{ status: string }>('GET', `/api/v3/library/items/${itemId}`)).status !== 'ready') {
    if (Date.now() > deadline) throw new Error(`item ${itemId} not ready`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The first photo of the page has arrived (the others load as they scroll into view). */
function firstImageShown(page: Page): Promise<boolean> {
  return page
    .locator('main img')
    .first()
    .evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0);
}

/** A page of the given screen size signed in as the person of `signedIn` (its session cookies): one login each. */
async function pageAs(signedIn: Page, screen: ScreenName): Promise<Page> {
  const page = await newAppPage(browser, url, { screen });
  await page.context().addCookies(await signedIn.context().cookies());
  return page;
}

beforeAll(async () => {
  for (const person of [entrantPerson, rivalPerson, voterPerson]) {
    await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  }
  // Another, still to come, shows under "Coming up".
  await admin(
    'competition:create',
    `Winter morning ${process.pid}`,
    '--entries-open',
    new Date(Date.now() + 5 * DAY_MS).toISOString(),
    '--entries-close',
    new Date(Date.now() + 12 * DAY_MS).toISOString(),
    '--voting-close',
    new Date(Date.now() + 15 * DAY_MS).toISOString(),
  );
  browser = await launchBrowser();
  entrant = await signedInPage(browser, url, entrantPerson);
  rival = await signedInPage(browser, url, rivalPerson);
  voter = await signedInPage(browser, url, voterPerson);
  const scenes: [Page, string, string, string, string][] = [
    [entrant, 'harbour-dusk', '#3b2a6b', '#f28c48', '#ffd27a'],
    [entrant, 'field-evening', '#5a3d7a', '#f6b25e', '#fff1b8'],
    [rival, 'lake-glow', '#20305f', '#e8735a', '#ffc06e'],
    [rival, 'rooftops', '#4a2c5e', '#ff9a62', '#ffe09a'],
  ];
  for (const [page, name, top, bottom, sun] of scenes)
    photos.set(name, await upload(page, name, await sunset(top, bottom, sun)));
  for (const [page, name] of scenes) await untilReady(page, photos.get(name) ?? 0);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('Create > Competitions', () => {
  it('lists a competition an operator opened, and lets a member enter a photo through the picker', async () => {
    const now = Date.now();
    const output = await admin(
      'competition:create',
      THEME,
      '--entries-open',
      new Date(now - 60_000).toISOString(),
      '--entries-close',
      new Date(now + 7 * DAY_MS).toISOString(),
      '--voting-close',
      new Date(now + 14 * DAY_MS).toISOString(),
      '--per-person',
      '2',
      '--description',
      'The warm light just before sunset: skies, streets and faces.',
    );
    competitionId = Number(/Created competition (\d+)/.exec(output)?.[1]);
    expect(competitionId).toBeGreaterThan(0);
    await entrant.goto('/create/competition');
    const card = entrant.getByRole('link', { name: new RegExp(THEME) });
    await card.getByText('Open for entries').waitFor();
    await card.getByText('Up to 2 photos per person').waitFor();
    await card.click();
    await entrant.waitForURL(`**/create/competition/${competitionId}`);
    await entrant.getByRole('heading', { name: THEME, level: 1 }).waitFor();

    await entrant.getByRole('button', { name: 'Enter a photo' }).click();
    const picker = entrant.getByRole('dialog', { name: `Enter “${THEME}”` });
    await picker
      .getByRole('button', { name: /harbour-dusk/ })
      .first()
      .click();
    await picker.getByText('1 selected').waitFor();
    expect(await seriousViolations(entrant)).toEqual([]);
    await picker.getByRole('button', { name: 'Enter 1 photo' }).click();
    await entrant
      .getByText('Photo entered')
      // The toast's words are also announced in a live region: the first of the two is enough.
      .first()
      .waitFor()
      .catch(async (error: unknown) => {
        await saveScreenshot(entrant, 'competition-entering-failed');
        throw error;
      });
    await entrant.getByRole('button', { name: 'Withdraw' }).waitFor();
    await entrant.getByText('You entered 1 of 2').waitFor();
    await saveScreenshot(entrant, 'competition-entering');

    // The rival enters two photos the quick way; before voting the entrant sees only their own entry.
    for (const name of ['lake-glow', 'rooftops']) {
      await apiAs(rival)('POST', `/api/v3/competitions/${competitionId}/entries`, {
        data: { itemId: photos.get(name) },
      });
    }
    const seen = await apiAs(entrant)<CompetitionEntryPage>('GET', `/api/v3/competitions/${competitionId}/entries`);
    expect(seen.entries.map((entry) => entry.isMine)).toEqual([true]);

    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      const page = await pageAs(entrant, screen);
      await page.goto('/create/competition');
      await page.getByRole('link', { name: new RegExp(THEME) }).waitFor();
      await saveScreenshot(page, `competitions-list-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 300_000);

  it('shows everyone’s photos once voting opens, with a heart on each but one’s own', async () => {
    expect(await admin('competition:advance', String(competitionId))).toContain('is now open for voting');
    await entrant.goto(`/create/competition/${competitionId}`);
    await entrant.getByRole('heading', { name: 'Vote for your favourites' }).waitFor();
    await expect.poll(() => entrant.locator('main img').count(), { timeout: 20_000 }).toBe(3);
    // The entrant's own photo has no heart: two hearts for the rival's two photos.
    await entrant.getByText('Your photo').waitFor();
    const hearts = entrant.getByRole('button', { name: /^Vote for photo/ });
    await expect.poll(() => hearts.count(), { timeout: 20_000 }).toBe(2);
    const entries = await apiAs(entrant)<CompetitionEntryPage>('GET', `/api/v3/competitions/${competitionId}/entries`);
    const index = entries.entries.findIndex((entry) => entry.itemId === photos.get('lake-glow'));
    const lake = entries.entries[index] as CompetitionEntry;
    const heart = entrant.getByRole('button', { name: `Vote for photo ${index + 1}` });
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await entrant.getByText('1 vote given').waitFor();
    // The voter votes for the entrant's photo and the rival's lake; voting for one's own is refused.
    const voterApi = apiAs(voter);
    for (const entry of entries.entries) {
      if (entry.itemId !== photos.get('rooftops')) {
        await voterApi('PUT', `/api/v3/competitions/${competitionId}/entries/${entry.id}/vote`);
      }
    }
    await expect(apiAs(rival)('PUT', `/api/v3/competitions/${competitionId}/entries/${lake.id}/vote`)).rejects.toThrow(
      /409.*vote_own_entry/,
    );

    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      const page = await pageAs(entrant, screen);
      await page.goto(`/create/competition/${competitionId}`);
      await expect.poll(() => page.locator('main img').count(), { timeout: 20_000 }).toBe(3);
      await expect.poll(() => firstImageShown(page), { timeout: 20_000 }).toBe(true);
      await saveScreenshot(page, `competition-voting-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 300_000);

  it('shows the results with the podium once voting closes', async () => {
    expect(await admin('competition:advance', String(competitionId))).toContain('is now finished');
    await rival.goto(`/create/competition/${competitionId}`);
    await rival.getByRole('heading', { name: 'Winners' }).waitFor();
    await rival.getByText('3 votes cast').waitFor();
    // The lake has two votes (the entrant's and the voter's): first; the entrant's photo one: second; the rooftops none: third.
    const podium = rival
      .locator('ol')
      .filter({ has: rival.getByText('2 votes') })
      .first();
    await podium.getByText('You').first().waitFor();
    await rival.getByRole('heading', { name: 'All entries' }).waitFor();
    expect(await seriousViolations(rival)).toEqual([]);

    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      const page = await pageAs(rival, screen);
      await page.goto(`/create/competition/${competitionId}`);
      await page.getByRole('heading', { name: 'Winners' }).waitFor();
      await expect.poll(() => firstImageShown(page), { timeout: 20_000 }).toBe(true);
      await saveScreenshot(page, `competition-results-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 300_000);
});
