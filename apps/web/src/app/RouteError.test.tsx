import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { RouteError } from './RouteError.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

describe('a screen that breaks while it renders', () => {
  it('shows what happened and what to do, with Reload and the way home, not the error itself', async () => {
    const i18n = await initI18n('en-US');
    // React and the boundary report the crash on the console; that is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/family/library', Component: Broken, ErrorBoundary: RouteError }], {
      initialEntries: ['/family/library'],
    });
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('heading', { name: i18n.t('routeError.heading') })).toBeTruthy();
    expect(screen.getByText(i18n.t('routeError.body'))).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('routeError.reload') })).toBeTruthy();
    expect(screen.getByRole('link', { name: i18n.t('notFound.home') }).getAttribute('href')).toBe('/family/home');
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    logged.mockRestore();
  });
});
