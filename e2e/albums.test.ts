import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeJpeg } from '@kinframe/testkit/media';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, newPerson, serverUnderTest } from './support/app.ts';
import { launchBrowser, signedInPage, uploadPhotos } from './support/browser.ts';

let browser: Browser;
const { url } = serverUnderTest();
const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-e2e-albums-'));
const owner = newPerson('owner');
const member = newPerson('member');

function signedIn(person: ReturnType<typeof newPerson>): Promise<Page> {
  return signedInPage(browser, url, person);
}

let ownerPage: Page;
let memberPage: Page;

beforeAll(async () => {
  for (const name of ['lake', 'forest', 'meadow', 'garden']) {
    await makeJpeg(path.join(scratch, `${name}.jpg`), { width: 640, height: 480 });
  }
  await admin('user:create', owner.email, owner.username, owner.password, '--plan', 'plus');
  await admin('user:create', member.email, member.username, member.password, '--plan', 'plus');
  browser = await launchBrowser();
  ownerPage = await signedIn(owner);
  memberPage = await signedIn(member);
  await uploadPhotos(
    ownerPage,
    ['lake', 'forest', 'meadow'].map((name) => path.join(scratch, `${name}.jpg`)),
  );
  await uploadPhotos(memberPage, [path.join(scratch, 'garden.jpg')]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('albums shared with family', () => {
  it('lets the owner create an album, add photos up to the fill warning, reorder and rename it', async () => {
    await ownerPage.goto('/family/library/albums');
    await ownerPage.getByRole('button', { name: 'New album' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'New album' });
    await dialog.getByRole('textbox', { name: 'Album name' }).fill('Lake days');
    await dialog.getByRole('button', { name: 'Create album' }).click();
    await ownerPage.waitForURL((current) => /\/family\/library\/albums\/\d+$/.test(current.pathname));

    await ownerPage.getByRole('button', { name: 'Add photos' }).first().click();
    const picker = ownerPage.getByRole('dialog', { name: /Add photos to/ });
    for (const name of ['lake.jpg', 'forest.jpg', 'meadow.jpg']) {
      await picker.getByRole('checkbox', { name: `Select ${name}` }).click();
    }
    await picker.getByRole('button', { name: /^Add \d+ items?$/ }).click();
    await expect.poll(() => ownerPage.getByRole('group', { name: /\.jpg$/ }).count()).toBe(3);
    await ownerPage.getByText('Reaching the limit of 4').waitFor();

    const tileNames = () =>
      ownerPage
        .getByRole('group', { name: /\.jpg$/ })
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));
    const [first, second] = await tileNames();
    await ownerPage
      .getByRole('group', { name: first ?? '' })
      .getByRole('button', { name: 'Move later' })
      .click();
    await expect.poll(async () => (await tileNames()).slice(0, 2)).toEqual([second, first]);
    await ownerPage.reload();
    await expect.poll(async () => (await tileNames()).slice(0, 2)).toEqual([second, first]);

    await ownerPage.getByRole('button', { name: 'More actions' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = ownerPage.getByRole('dialog', { name: 'Rename album' });
    await rename.getByRole('textbox', { name: 'Album name' }).fill('Summer at the lake');
    await rename.getByRole('button', { name: 'Save' }).click();
    await ownerPage.getByRole('heading', { name: 'Summer at the lake' }).waitFor();
  });

  it('shares it by username; the member accepts, adds a photo, may not copy the owner’s, and leaves', async () => {
    const albumUrl = new URL(ownerPage.url()).pathname;
    await ownerPage.getByRole('button', { name: 'Share' }).click();
    const share = ownerPage.getByRole('dialog', { name: 'Share album' });
    await share.getByRole('textbox', { name: 'Invite by email or username' }).fill(member.username);
    await share.getByRole('button', { name: 'Send invitations' }).click();
    await share.waitFor({ state: 'hidden' });
    await ownerPage.getByRole('button', { name: 'Members' }).first().click();
    const members = ownerPage.getByRole('dialog');
    await members.getByText('Invited').first().waitFor();
    // Escape would close the "invitations sent" toast first while it shows, so the dialog closes by its button.
    await members.getByRole('button', { name: 'Close' }).click();
    await members.waitFor({ state: 'hidden' });

    await memberPage.goto('/family/library/albums');
    const invitations = memberPage.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('button', { name: 'Accept' }).click();
    await memberPage.goto(albumUrl);
    await memberPage.getByRole('heading', { name: 'Summer at the lake' }).waitFor();

    await memberPage.getByRole('button', { name: 'Add photos' }).first().click();
    const picker = memberPage.getByRole('dialog', { name: /Add photos to/ });
    await picker.getByRole('checkbox', { name: 'Select garden.jpg' }).click();
    await picker.getByRole('button', { name: /^Add \d+ items?$/ }).click();
    await expect.poll(() => memberPage.getByRole('group', { name: /\.jpg$/ }).count()).toBe(4);
    await memberPage.getByText('This album has reached its limit of 4 items.', { exact: false }).first().waitFor();

    await memberPage.getByRole('checkbox', { name: 'Select lake.jpg' }).click();
    await memberPage.getByRole('button', { name: 'Copy to my library' }).click();
    await memberPage.getByText('As an album member, you can only copy your uploaded items').first().waitFor();

    await memberPage.getByRole('button', { name: 'More actions' }).click();
    await memberPage.getByRole('menuitem', { name: 'Leave album' }).click();
    await memberPage.getByRole('dialog', { name: /Leave/ }).getByRole('button', { name: 'Leave album' }).click();
    await memberPage.waitForURL((current) => current.pathname === '/family/library/albums');
  });

  it('deletes the album, and a member it was shared with loses access', async () => {
    const albumUrl = new URL(ownerPage.url()).pathname;
    await ownerPage.getByRole('button', { name: 'Members' }).first().click();
    const members = ownerPage.getByRole('dialog');
    await members.getByRole('textbox', { name: 'Invite by email or username' }).fill(member.username);
    await members.getByRole('button', { name: 'Send invitations' }).click();
    await members.getByText('Invited').first().waitFor();
    await members.getByRole('button', { name: 'Close' }).click();
    await members.waitFor({ state: 'hidden' });
    await memberPage.goto('/family/library/albums');
    await memberPage.getByRole('region', { name: 'Invitations' }).getByRole('button', { name: 'Accept' }).click();
    await memberPage.goto(albumUrl);
    await memberPage.getByRole('heading', { name: 'Summer at the lake' }).waitFor();

    await ownerPage.getByRole('button', { name: 'More actions' }).click();
    await ownerPage.getByRole('menuitem', { name: 'Delete album' }).click();
    await ownerPage
      .getByRole('dialog', { name: /Delete/ })
      .getByRole('button', { name: 'Delete album' })
      .click();
    await ownerPage.waitForURL((current) => current.pathname === '/family/library/albums');

    await memberPage.reload();
    await expect.poll(() => memberPage.getByRole('heading', { name: 'Summer at the lake' }).count()).toBe(0);
    const answer = await memberPage.request.get(`/api/v3/albums/${albumUrl.split('/').pop()}`);
    expect(answer.status()).toBe(404);
  });
});
