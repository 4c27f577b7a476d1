import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, signedInPage } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const asker = newPerson('asker');
const asked = newPerson('asked');

function signedIn(person: ReturnType<typeof newPerson>): Promise<Page> {
  return signedInPage(browser, url, person);
}

/** A call of the web app's own, from a signed-in page: its cookies and its CSRF token. */
async function postFromPage(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

beforeAll(async () => {
  await admin('user:create', asker.email, asker.username, asker.password, '--plan', 'plus');
  await admin('user:create', asked.email, asked.username, asked.password, '--plan', 'plus');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

it('tells an open tab of a friend request the moment it is made, under Today, and clears the count once read', async () => {
  const askedPage = await signedIn(asked);
  const askerPage = await signedIn(asker);
  await expect.poll(() => askedPage.getByRole('button', { name: 'Notifications', exact: true }).count()).toBe(1);

  expect(await postFromPage(askerPage, '/api/v3/friends/invitations', { invitees: [asked.username] })).toBe(200);

  // No reload: the event stream brings it.
  const bell = askedPage.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.waitFor();
  await bell.click();
  const today = askedPage.getByRole('group', { name: 'Today' });
  const item = today.getByRole('menuitem', { name: /wants to be your friend/ });
  await item.waitFor();
  expect(await item.getAttribute('href')).toBe('/family/members');

  await askedPage.keyboard.press('Escape');
  await askedPage.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
});
