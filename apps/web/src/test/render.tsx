import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppQueryClientProvider } from '../app/AppQueryClientProvider.tsx';
import { sessionKeys } from '../app/session.ts';
import { ToastProvider } from '../components/Toasts.tsx';
import { initI18n } from '../i18n/i18n.ts';

// jsdom lacks ResizeObserver, which Radix primitives measure with; nothing here needs real sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Tells React that tests wrap their updates in act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Hands the test the app's QueryClient, made inside the providers as the app makes it. */
function TakeQueryClient({ onTake }: { onTake: (queryClient: QueryClient) => void }) {
  onTake(useQueryClient());
  return null;
}

/** The subscriptions a signed-in account of each plan has, as the session reads them. */
const SUBSCRIPTIONS = { plus: { name: 'Kinframe Plus annual' }, lite: { name: 'Kinframe Lite' } } as const;

/**
 * Renders a piece of the app with what it stands on: texts (en-US), toasts, server state, a router;
 * with `plan`, as an account of that plan signed in.
 */
export async function renderWithApp(element: ReactElement, options: { plan?: 'plus' | 'lite' } = {}) {
  const i18n = await initI18n('en-US');
  let queryClient: QueryClient | undefined;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ToastProvider>
        <AppQueryClientProvider>
          <TakeQueryClient
            onTake={(taken) => {
              queryClient = taken;
            }}
          />
          {/* A data router, as the app's: screens read their route's matches. */}
          <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
        </AppQueryClientProvider>
      </ToastProvider>
    </I18nextProvider>,
  );
  if (!queryClient) throw new Error('the app rendered without its QueryClient');
  if (options.plan) {
    queryClient.setQueryData(sessionKeys.login, { isLoggedIn: true });
    queryClient.setQueryData(sessionKeys.subscription, SUBSCRIPTIONS[options.plan]);
  }
  return { ...view, queryClient };
}
