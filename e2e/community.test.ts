import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CommunityPostPage } from '@kinframe/contract';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import {
  launchBrowser,
  logIn,
  newAppPage,
  type PageOptions,
  SCREENS,
  type ScreenName,
  saveScreenshot,
  uploadPhotos,
} from './support/browser.ts';

/**
 * Hub > Community as members and an operator use it: a member asks a question with a photo of
 * their library, another replies, the first hears of it and reads the reply; the second reports
 * the post, and an operator (granted with the admin CLI) hides it from the feed.
 */
let browser: Browser;
let asker: Page;
let helper: Page;
let operatorPage: Page;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-community-'));
const askerPerson = newPerson('ask');
const helperPerson = newPerson('help');
const operatorPerson = newPerson('mod');
const TITLE = 'How do I keep the frame from tilting?';
let postId = 0;
/** The machine runs other flows at once: give each step longer than the usual 20 s. */
const STEP_MS = 60_000;

async function signedIn(person: { username: string; password: string }, options: PageOptions = {}): Promise<Page> {
  const page = await newAppPage(browser, url, options);
  page.setDefaultTimeout(STEP_MS);
  await page.goto('/login');
  await logIn(page, person);
  await page.waitForURL((current) => current.pathname === '/family/home');
  return page;
}

beforeAll(async () => {
  for (const person of [askerPerson, helperPerson, operatorPerson]) {
    await admin('user:create', person.email, person.username, person.password, '--plan', 'plus');
  }
  await admin('operator:grant', operatorPerson.email);
  browser = await launchBrowser();
  asker = await signedIn(askerPerson);
  helper = await signedIn(helperPerson);
  operatorPage = await signedIn(operatorPerson);
  const file = path.join(scratch, 'hallway.jpg');
  await makeJpeg(file, { width: 1200, height: 800 });
  await uploadPhotos(asker, [file]);
}, 400_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('Hub > Community', () => {
  it('shows an empty feed inviting the first post, then posts a question with a photo of the library', async () => {
    await asker.goto('/hub/community');
    await asker.getByRole('heading', { name: 'Community', level: 1 }).waitFor();
    await asker.getByRole('heading', { name: 'No posts yet' }).waitFor();
    await saveScreenshot(asker, 'community-empty');

    await asker.getByRole('button', { name: 'New post' }).click();
    const composer = asker.getByRole('dialog', { name: 'New post' });
    await composer.getByText('Question', { exact: true }).click();
    await composer.getByLabel('Title').fill(TITLE);
    await composer
      .getByLabel('Your text')
      .fill('It is on a picture hook in the hallway, and leans to the left after a day.');
    await composer.getByRole('button', { name: /Add photos/ }).click();
    const picker = asker.getByRole('dialog', { name: 'Choose photos from your library' });
    await picker
      .getByRole('button', { name: /hallway/ })
      .first()
      .click();
    await picker.getByText('1 of 4 chosen').waitFor();
    expect(await seriousViolations(asker)).toEqual([]);
    await picker.getByRole('button', { name: 'Use these photos' }).click();
    await composer.getByRole('button', { name: /Remove hallway/ }).waitFor();
    // The composer fades back in once the picker closes: the picture waits for it to be there.
    await asker.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await saveScreenshot(asker, 'community-composer');
    await composer.getByRole('button', { name: 'Post', exact: true }).click();

    await asker.waitForURL(/\/hub\/community\/\d+$/);
    postId = Number(new URL(asker.url()).pathname.split('/').at(-1));
    await asker.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    await asker.getByRole('button', { name: 'Open photo 1 of 1' }).waitFor();
  }, 300_000);

  it('lets a second member see the photo, reply and react', async () => {
    await helper.goto('/hub/community');
    const card = helper.getByRole('article', { name: TITLE });
    await card.waitFor();
    await expect.poll(() => card.locator('img').count()).toBeGreaterThan(0);
    await card.getByRole('link', { name: TITLE }).click();
    await helper.waitForURL(`**/hub/community/${postId}`);

    await helper.getByRole('button', { name: 'Open photo 1 of 1' }).click();
    const viewer = helper.getByRole('dialog', { name: TITLE });
    await viewer.waitFor();
    await viewer.locator('img').first().waitFor();
    await helper.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await helper.getByRole('button', { name: /found it helpful/ }).click();
    await expect
      .poll(() => helper.getByRole('button', { name: '1 found it helpful' }).getAttribute('aria-pressed'))
      .toBe('true');
    await helper.getByLabel('Your reply').fill('Put a small piece of museum putty behind the bottom corners.');
    await helper.getByRole('button', { name: 'Reply', exact: true }).click();
    // The reply is in once the count says so and the box is empty (the box, among the replies too,
    // holds the same text until then).
    await helper.getByRole('heading', { name: '1 reply' }).waitFor();
    await expect.poll(() => helper.getByLabel('Your reply').inputValue()).toBe('');
    await helper.getByText('Put a small piece of museum putty').waitFor();
  }, 300_000);

  it('tells the asker of the reply, and shows it on the post', async () => {
    await asker.goto('/hub/community');
    const bell = asker.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor();
    await bell.click();
    const note = asker
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('link', { name: /replied to your post “How do I keep the frame from tilting\?”/ });
    await note.click();
    await asker.waitForURL(`**/hub/community/${postId}`);
    await asker.getByText('Put a small piece of museum putty').waitFor();

    for (const screen of Object.keys(SCREENS) as ScreenName[]) {
      const page = await signedIn(askerPerson, { screen });
      await page.goto('/hub/community');
      await page.getByRole('article', { name: TITLE }).waitFor();
      await expect.poll(() => page.getByRole('article', { name: TITLE }).locator('img').count()).toBeGreaterThan(0);
      await saveScreenshot(page, `community-feed-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/hub/community/${postId}`);
      await page.getByText('Put a small piece of museum putty').waitFor();
      await saveScreenshot(page, `community-post-${screen}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  }, 300_000);

  it('lets the second member report the post, and an operator hide it from the feed', async () => {
    await helper.goto(`/hub/community/${postId}`);
    await helper.getByRole('button', { name: 'More for this post' }).click();
    await helper.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = helper.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByText('Off topic').click();
    await dialog.getByLabel('Anything to add? (optional)').fill('This belongs in Support.');
    expect(await seriousViolations(helper)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await helper.getByText('Thanks: the community team will take a look.').first().waitFor();

    // Members find no console: its address shows not-found, as the server's calls answer them.
    await helper.goto('/console/community');
    await helper.getByRole('heading', { name: "We couldn't find that page" }).waitFor();
    expect(await helper.getByRole('heading', { name: 'Open reports' }).count()).toBe(0);

    // The operator reaches the console from the account menu.
    await operatorPage.goto('/hub/community');
    await operatorPage.getByRole('button', { name: /Account/ }).click();
    await operatorPage.getByRole('menuitem', { name: 'Console' }).click();
    await operatorPage.waitForURL((current) => current.pathname === '/console/people');
    await operatorPage.getByRole('link', { name: 'Community' }).last().click();
    await operatorPage.getByRole('heading', { name: 'Open reports' }).waitFor();
    const report = operatorPage.getByRole('article', { name: 'Reported post' }).filter({ hasText: TITLE });
    await report.waitFor();
    await report.getByText('This belongs in Support.').waitFor();
    await saveScreenshot(operatorPage, 'community-reports');
    expect(await seriousViolations(operatorPage)).toEqual([]);
    await report.getByRole('button', { name: 'Hide' }).click();
    await operatorPage.getByText('When members report a post or a reply, it shows here.').waitFor();

    const feed = await apiAs(helper)<CommunityPostPage>('GET', '/api/v3/community/posts');
    expect(feed.posts.some((post) => post.id === postId)).toBe(false);
    await helper.goto('/hub/community');
    await helper.getByRole('heading', { name: 'No posts yet' }).waitFor();
    expect(await helper.getByRole('article', { name: TITLE }).count()).toBe(0);

    // Its author still reads it, marked hidden, without its photo.
    await asker.goto(`/hub/community/${postId}`);
    await asker.getByText('The community team hid this post').waitFor();
    expect(await asker.getByRole('button', { name: 'Open photo 1 of 1' }).count()).toBe(0);
    await saveScreenshot(asker, 'community-hidden');
  }, 300_000);

  it('lets the operator make a photo competition in the console and open its entries at once', async () => {
    const theme = `Windowsills ${Date.now()}`;
    await operatorPage.goto('/console/community');
    await operatorPage.getByRole('button', { name: 'New competition' }).click();
    const form = operatorPage.getByRole('dialog', { name: 'New competition' });
    await form.getByRole('button', { name: 'Make the competition' }).click();
    await form.getByText('Please enter a theme').waitFor();
    await form.getByLabel('Theme').fill(theme);
    await form.getByLabel('Photos per member').selectOption('2');
    await saveScreenshot(operatorPage, 'console-competition-new-desktop');
    await form.getByRole('button', { name: 'Make the competition' }).click();
    const row = operatorPage.getByRole('listitem').filter({ hasText: theme });
    await row.getByText('Coming soon', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Open entries now' }).click();
    const confirm = operatorPage.getByRole('dialog', { name: `Move “${theme}” on now?` });
    await confirm.getByRole('button', { name: 'Open entries now' }).click();
    await row.getByText('Open for entries', { exact: true }).waitFor();
    expect(await seriousViolations(operatorPage)).toEqual([]);
    await saveScreenshot(operatorPage, 'console-community-desktop');

    // Members see it under Create > Competitions, open for their photos.
    await helper.goto('/create/competition');
    await helper.getByText(theme).first().waitFor();

    // Hidden from members, it leaves their list; the console keeps it, marked.
    await row.getByRole('button', { name: 'Hide from members' }).click();
    await row.getByText('Hidden from members', { exact: true }).waitFor();
    await helper.reload();
    await helper.getByRole('heading', { level: 1 }).waitFor();
    expect(await helper.getByText(theme).count()).toBe(0);

    for (const screen of ['tablet', 'phone'] as const) {
      const page = await signedIn(operatorPerson, { screen });
      await page.goto('/console/community');
      await page.getByRole('listitem').filter({ hasText: theme }).waitFor();
      await saveScreenshot(page, `console-community-${screen}`);
      await page.context().close();
    }
  }, 300_000);
});
