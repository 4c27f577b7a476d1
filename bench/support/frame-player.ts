// The frame player (`/frame` of the built web app) in Chromium, paired as a person does it: the
// page shows its code, its owner claims it over HTTP, the page collects its token and plays. Used
// by frame-e2e and frame-soak.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../../e2e/support/server.ts';
import { type Client, expectJson } from './frame-fleet.ts';

/** Builds the web app once when it is missing: the player is its `/frame`. */
export function ensureBuiltWebApp(): void {
  if (existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) return;
  console.log('apps/web/dist is missing: running `npm run build` first.');
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
}

export interface PlayerOptions {
  viewport: { width: number; height: number };
  /** Runs on the page before it loads (a route that rewrites the playlist, say). */
  beforeLoad?: (page: Page) => Promise<unknown>;
}

/** Opens the player, claims the code it shows for `owner`, and waits until it has its token. */
export async function openPairedPlayer(
  browser: Browser,
  baseUrl: string,
  owner: Client,
  options: PlayerOptions,
): Promise<{ page: Page; frameId: number }> {
  // The bench's probes are evaluated from text (see paintedItem): the app's CSP would refuse them.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await options.beforeLoad?.(page);
  await page.goto('/frame');
  const code = await page.getByText(/^[A-Z2-9]{3} [A-Z2-9]{3}$/).textContent();
  const claimed = await expectJson<{ id: number }>(
    await owner.send('POST', '/api/v3/frames/claim', { code: code?.replace(' ', ''), name: 'Bench frame' }),
    'claim',
    201,
  );
  await page.getByRole('heading', { name: 'Set up this frame' }).waitFor({ state: 'detached' });
  return { page, frameId: claimed.id };
}

/**
 * Resolves once the player has painted `itemId`: its picture is in the page and decoded. Polled on
 * every animation frame in the page, so the moment is known to a frame (~17 ms).
 */
export async function paintedItem(page: Page, itemId: number, timeoutMs = 120_000): Promise<void> {
  // In-page code is kept as text: tsx names the functions it compiles (`__name(...)`), a helper
  // the page does not have.
  await page.waitForFunction(
    `(() => { const shown = document.querySelector('img[data-item-id="${itemId}"]'); return Boolean(shown && shown.complete && shown.naturalWidth > 0); })()`,
    undefined,
    { polling: 'raf', timeout: timeoutMs },
  );
}
