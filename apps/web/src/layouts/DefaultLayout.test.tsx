import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type RouteName, routeNamed } from '../app/route-table.ts';
import { sessionKeys } from '../app/session.ts';
import { renderWithApp } from '../test/render.tsx';
import { DefaultLayout } from './DefaultLayout.tsx';

// The bell opens an event stream of its own; what it shows is its own test's business.
vi.mock('../components/notifications/NotificationsBell.tsx', () => ({
  NotificationsBell: () => <button type="button">Notifications</button>,
}));

/** The window's width, as the phone layout's media query sees it (the page keeps one query). */
let windowWidth = 390;
const phoneQuery = {
  get matches() {
    return windowWidth <= 600;
  },
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

async function renderLayout(name: RouteName, plan = 'Kinframe Plus annual') {
  // The account's profile is asked for by the account menu: it never answers here.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
  const view = await renderWithApp(
    <DefaultLayout route={routeNamed(name)}>
      <p>Screen</p>
    </DefaultLayout>,
  );
  view.queryClient.setQueryData(sessionKeys.login, { isLoggedIn: true });
  view.queryClient.setQueryData(sessionKeys.subscription, { name: plan });
  return view;
}

describe('the default layout on a phone', () => {
  beforeEach(() => {
    windowWidth = 390;
    vi.stubGlobal('matchMedia', () => phoneQuery);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('puts the family sections in a tab bar at the bottom, the one shown marked current', async () => {
    await renderLayout('album-details');
    const tabBar = await screen.findByRole('navigation', { name: 'Family' });
    const tabs = within(tabBar).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Library', 'Albums', 'Frames', 'Members']);
    expect(within(tabBar).getByRole('link', { name: 'Albums' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabBar).getByRole('link', { name: 'Library' }).getAttribute('aria-current')).toBeNull();
    // The header keeps the product, the bell and the account; the family's tabs are the bar's.
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'In this section' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('Screen')).toBeTruthy();
  });

  it("keeps the account's own tabs under the header, with the tab bar still below", async () => {
    await renderLayout('account-settings');
    expect(await screen.findByRole('navigation', { name: 'In this section' })).toBeTruthy();
    const tabBar = screen.getByRole('navigation', { name: 'Family' });
    expect(within(tabBar).queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('shows an account without Plus only where it may go: its library and frames', async () => {
    await renderLayout('library', 'Kinframe Lite');
    const tabBar = await screen.findByRole('navigation', { name: 'Family' });
    expect(
      within(tabBar)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Library', 'Frames']);
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it('gives an account without Plus the family section and its open tabs on a wider window', async () => {
    windowWidth = 1280;
    await renderLayout('library-trash', 'Kinframe Lite');
    const sections = await screen.findByRole('navigation', { name: 'Sections' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/family/library']);
    const tabs = screen.getByRole('navigation', { name: 'In this section' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((tab) => tab.textContent),
    ).toEqual(['Library', 'Frames']);
  });

  it('shows the sections in the header, and no tab bar, on a wider window', async () => {
    windowWidth = 1280;
    await renderLayout('library');
    expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Family' })).toBeNull();
  });
});
