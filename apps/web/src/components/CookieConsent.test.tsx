import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { BROWSER_STORAGE, COOKIE_CONSENT_STORAGE_KEY } from './cookie-policy.ts';

/** The web app's own source, to find every name it stores something under. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/locales/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function inTimeZone(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
    ...new Intl.DateTimeFormat('en-US').resolvedOptions(),
    timeZone,
  });
}

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the cookie notice', () => {
  it('says what Kinframe stores and asks nothing, as no cookie of it is optional', async () => {
    inTimeZone('Europe/Berlin');
    await renderWithApp(<CookieConsent />);
    const notice = screen.getByRole('region', { name: 'Cookies on Kinframe' });
    expect(
      within(notice).getByText(/It sets no optional cookies, so there is nothing to accept or refuse/),
    ).toBeTruthy();
    expect(within(notice).getByText(/German rules on cookies \(TDDDG\)/)).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK', 'Cookie policy']);
    expect(within(notice).queryByText(/Accept|Essential only|refuse them/)).toBeNull();
  });

  it('goes once read, and stays gone under the same policy', async () => {
    inTimeZone('Europe/Paris');
    await renderWithApp(<CookieConsent />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(screen.queryByRole('region', { name: 'Cookies on Kinframe' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null')).toEqual({ policy: 'fr' });
    cleanup();
    await renderWithApp(<CookieConsent />);
    expect(screen.queryByRole('region', { name: 'Cookies on Kinframe' })).toBeNull();
  });

  it('opens the policy: every cookie and stored name, each with why', async () => {
    inTimeZone('America/New_York');
    await renderWithApp(<CookieConsent />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cookie policy' })));
    const policy = screen.getByRole('dialog', { name: 'Cookie policy' });
    const cookies = within(policy).getByRole('region', { name: 'Cookies' });
    expect(within(cookies).getByText('kinframe_session')).toBeTruthy();
    expect(within(cookies).getByText('Keeps you signed in. Signing out ends it.')).toBeTruthy();
    expect(within(cookies).getByText('csrftoken')).toBeTruthy();
    for (const { name } of BROWSER_STORAGE) expect(within(policy).getByText(name)).toBeTruthy();
    expect(within(policy).getByText(/no advertising, analytics or other optional cookies/)).toBeTruthy();
  });
});

describe("the cookie policy's list", () => {
  it('names every key and cache the web app stores under', () => {
    const listed = new Set(BROWSER_STORAGE.map((entry) => entry.name.replace(/…$/, '')));
    const used = Object.entries(sources)
      .filter(([, source]) => /localStorage|sessionStorage|caches\./.test(source))
      .flatMap(([, source]) => [...source.matchAll(/(?:KEY|CACHE|CACHE_NAME|CACHE_PREFIX)\s*=\s*'([^']+)'/g)])
      .map((match) => match[1] ?? '');
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((name) => !listed.has(name))).toEqual([]);
  });
});
