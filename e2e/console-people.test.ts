import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, logIn, newAppPage, saveScreenshot, signedInPage } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
// The suite's server has its owner already (the demo account of its first start, whose password
// only its log knows): an operator the CLI names has the same People tab, all but the owner's row.
const operator = newPerson('peopleop');
const grandpa = newPerson('grandpa');
const cousin = newPerson('cousin');
const leaving = newPerson('leaving');
const member = newPerson('plainmember');

beforeAll(async () => {
  await admin('user:create', operator.email, operator.username, operator.password, '--plan', 'plus');
  await admin('operator:grant', operator.email);
  // The people are made the quick way, through the operator's CLI.
  for (const person of [grandpa, cousin, leaving]) {
    await admin('user:create', person.email, person.username, person.password);
  }
  await admin('user:create', member.email, member.username, member.password, '--plan', 'plus');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The row (or, on a phone, the card) of one person in the list. */
const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

/** Types a search, and waits for its answer (it is sent once typing pauses). */
async function search(page: Page, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/v3/console/people' &&
      new URL(response.url()).searchParams.get('q') === text,
  );
  await page.getByLabel('Search people').fill(text);
  await answered;
  expect(new URL(page.url()).searchParams.get('q')).toBe(text);
}

async function choose(page: Page, email: string, action: string): Promise<void> {
  await rowOf(page, email)
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The owner's address, from the console's list, page by page. */
async function ownerEmail(page: Page): Promise<string> {
  let cursor: string | null = '';
  for (let pages = 0; cursor !== null && pages < 40; pages += 1) {
    const answer = await page.request.get(
      `/api/v3/console/people${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const { people, nextCursor } = (await answer.json()) as {
      people: { email: string; serverRole: string | null }[];
      nextCursor: string | null;
    };
    const owner = people.find((person) => person.serverRole === 'owner');
    if (owner) return owner.email;
    cursor = nextCursor;
  }
  throw new Error('no owner in the console list');
}

describe("the console's People tab", () => {
  it('lets an operator find people, give Plus and the operator role, turn sign-in off and delete an account', async () => {
    const page = await signedInPage(browser, url, operator, { screen: 'desktop' });
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Console' }).click();
    await page.waitForURL((current) => current.pathname === '/console/people');
    // The owner's row offers a plan, nothing else of theirs to change. The owner is whoever the
    // suite made first, and its other flows make accounts enough to put them past the first page:
    // found through the list's pages, then by a search, as an operator would.
    const owner = await ownerEmail(page);
    await search(page, owner);
    await rowOf(page, owner).getByText('Owner', { exact: true }).waitFor();

    await search(page, grandpa.username);
    const grandpaRow = rowOf(page, grandpa.email);
    await grandpaRow.getByText('Kinframe Lite').waitFor();
    await choose(page, grandpa.email, 'Put on Plus');
    // Made with the CLI, they have no name: their username stands for it.
    await page.getByText(`${grandpa.username} is now on Plus.`).first().waitFor();
    await grandpaRow.getByText('Kinframe Plus').waitFor();
    await choose(page, grandpa.email, 'Make operator');
    await grandpaRow.getByText('Operator', { exact: true }).waitFor();

    await search(page, cousin.email);
    await choose(page, cousin.email, 'Disable sign-in');
    await rowOf(page, cousin.email).getByText('Sign-in disabled').waitFor();
    await saveScreenshot(page, 'console-people-desktop');

    // The cousin's login is refused, with its reason.
    const cousinPage = await newAppPage(browser, url, { screen: 'phone' });
    await cousinPage.goto('/login');
    await logIn(cousinPage, cousin);
    await cousinPage.getByText('Signing in to this account is turned off.', { exact: false }).waitFor();
    await cousinPage.context().close();

    await search(page, leaving.username);
    await choose(page, leaving.email, 'Delete account…');
    const dialog = page.getByRole('dialog', { name: /^Delete .*'s account\?$/ });
    await dialog.getByLabel('Your own password').fill(operator.password);
    await saveScreenshot(page, 'console-people-delete-desktop');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Nobody found').waitFor();
    expect(await admin('user:list')).not.toContain(leaving.email);

    // The whole list at the other sizes: a table on a tablet, cards on a phone.
    for (const screen of ['tablet', 'phone'] as const) {
      const other = await signedInPage(browser, url, operator, { screen });
      await other.goto(`/console/people?q=${grandpa.username}`);
      await rowOf(other, grandpa.email).getByText('Operator', { exact: true }).waitFor();
      await rowOf(other, grandpa.email).scrollIntoViewIfNeeded();
      await saveScreenshot(other, `console-people-${screen}`);
      await other.goto('/console/people');
      await other.getByText('Owner', { exact: true }).first().waitFor();
      await other.getByRole('table').scrollIntoViewIfNeeded();
      await saveScreenshot(other, `console-people-all-${screen}`);
      await other.context().close();
    }
    await page.context().close();
  }, 120_000);

  it('is not there for a member', async () => {
    const page = await signedInPage(browser, url, member, { screen: 'phone' });
    await page.goto('/console/people');
    await page.getByText("We couldn't find that page").waitFor();
    expect(await page.getByLabel('Search people').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
