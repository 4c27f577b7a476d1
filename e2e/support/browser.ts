import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type LaunchOptions, type Page } from 'playwright-core';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium of the run (global-setup.ts), which each file connects to. */
    browserEndpoint: string;
  }
}

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export interface FoundChromium {
  path: string;
  source: 'configured' | 'system' | 'bundled';
}

let found: Promise<FoundChromium> | undefined;

/**
 * The browser the flows run in: CHROMIUM_PATH when set, else Debian's Chromium when installed (it
 * is newer and starts faster), else the headless Chromium shipped inside the @sparticuz/chromium npm
 * package, unpacked once into the temporary folder. `CHROMIUM_PATH=bundled` always takes npm's, so
 * CI can prove that a machine with nothing but Node runs the browser tests.
 */
export function findChromium(): Promise<FoundChromium> {
  found ??= (async (): Promise<FoundChromium> => {
    const configured = process.env.CHROMIUM_PATH;
    if (configured && configured !== 'bundled') {
      if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points at ${configured}, which does not exist`);
      return { path: configured, source: 'configured' };
    }
    if (configured !== 'bundled' && existsSync(SYSTEM_CHROMIUM)) return { path: SYSTEM_CHROMIUM, source: 'system' };
    const { default: bundled } = await import('@sparticuz/chromium');
    return { path: await bundled.executablePath(), source: 'bundled' };
  })();
  return found;
}

/** Chromium, headless, with the flags this closed network needs. */
export async function browserLaunchOptions(): Promise<LaunchOptions> {
  return {
    executablePath: (await findChromium()).path,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}

/**
 * The browser of a test file: a connection to the one Chromium global-setup.ts started for the
 * run (each file's contexts are its own, and closing it closes them), else a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  // Only a test file has a run to share it with (the benchmarks use this too, outside vitest).
  const endpoint = process.env.VITEST ? (await import('vitest')).inject('browserEndpoint') : undefined;
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch(await browserLaunchOptions());
}

let homes = 0;

/** The screens Kinframe is tried on: a laptop, a tablet held sideways, a phone. */
export const SCREENS = {
  desktop: { viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false },
  tablet: { viewport: { width: 1366, height: 1024 }, hasTouch: true, isMobile: false },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
} as const;
export type ScreenName = keyof typeof SCREENS;

/**
 * Every screen above, and a tablet held upright (touch, 1024×1366): the tour of every screen
 * (screens.test.ts) tries this one too, where the layout sits between the phone's and the laptop's.
 */
export const EVERY_SCREEN = {
  ...SCREENS,
  'tablet-portrait': { viewport: { width: 1024, height: 1366 }, hasTouch: true, isMobile: false },
} as const;
type EveryScreenName = keyof typeof EVERY_SCREEN;

/**
 * A page of its own (a browser context: its own cookies, its own home address) on the app, cookie
 * choice made, motion reduced. Each context comes from an address of its own in 198.18.0.0/15, the benchmarking range.
 */
export interface PageOptions {
  screen?: EveryScreenName;
  /** 'block': no service worker, so every request of the page goes through `page.route`. */
  serviceWorkers?: 'allow' | 'block';
}

export async function newAppPage(browser: Browser, baseURL: string, options: PageOptions = {}): Promise<Page> {
  homes += 1;
  const context = await browser.newContext({
    baseURL,
    ...(options.screen ? EVERY_SCREEN[options.screen] : { viewport: { width: 1366, height: 900 } }),
    serviceWorkers: options.serviceWorkers ?? 'allow',
    // Dialogs and toasts appear at once (the app honours the wish for less motion), so no check
    // ever looks at a half-faded screen (axe would measure its contrast mid-fade).
    reducedMotion: 'reduce',
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${process.pid % 250}.${homes % 250}` },
  });
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ policy: 'default', choice: 'essential' })),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Logs in on the login page shown, as a person types it. */
export async function logIn(page: Page, person: { username: string; password: string }): Promise<void> {
  await page.getByLabel('Email or username').fill(person.username);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Fills the sign-up form shown (the username, password, names, country, address, terms and the
 * captcha) as a person does, and sends it. */
export async function fillSignUpForm(
  page: Page,
  person: { username: string; password: string; firstName: string; lastName: string; email: string },
): Promise<void> {
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Country').selectOption('SE');
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByText("I'm not a robot").click();
  await page.getByText('Verified').waitFor();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * A page of its own, signed in as `person` on family home. The login call is made as the login page
 * makes it (the spec's multipart call, with the CSRF token the first call hands out), so its
 * cookies are the real session; the login page itself is under test in getting-in.test.ts.
 */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  person: { username: string; password: string },
  options: PageOptions = {},
): Promise<Page> {
  const page = await newAppPage(browser, baseURL, options);
  await page.request.get('/api/v3/is-logged-in');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const answer = await page.request.post('/api/www-login/', {
    multipart: { email: person.username, password: person.password },
    headers: { 'x-webapp-version': '2', 'X-CSRFToken': csrf },
  });
  if (!answer.ok()) throw new Error(`login of ${person.username} answered ${answer.status()}: ${await answer.text()}`);
  await page.goto('/family/home');
  await page.waitForURL((current) => current.pathname === '/family/home');
  return page;
}

/**
 * Uploads files from the library page's upload dialog, as a person picks them, until the upload
 * panel says done; then closes the panel.
 */
export async function uploadPhotos(page: Page, files: string[]): Promise<void> {
  await page.goto('/family/library');
  // An empty library first draws its toolbar, then its empty state once the summary says so: a
  // click on the toolbar's Upload as it goes opens nothing, so it is clicked until the dialog is up.
  const dialog = page.getByRole('dialog', { name: 'Upload photos and videos' });
  for (let attempt = 0; attempt < 6 && !(await dialog.isVisible()); attempt += 1) {
    await page.getByRole('button', { name: 'Upload', exact: true }).first().click();
    await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: 'Upload photos and videos' })
    .getByRole('button', { name: 'Photos and videos' })
    .click();
  await (await chooser).setFiles(files);
  const panel = page.getByRole('region', { name: 'Upload finished' });
  await panel.getByRole('button', { name: 'Close' }).click();
}

/**
 * Where a flow saves the screenshots people look at before calling a screen done: test-results/
 * at the repository's root (ignored by git), one file per name.
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(import.meta.dirname, '..', '..', 'test-results', 'screenshots', `${name}.png`),
  });
}
