import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../app/query-client.ts';
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

/** Renders a piece of the app with what it stands on: texts (en-US), server state, toasts, a router. */
export async function renderWithApp(element: ReactElement) {
  const i18n = await initI18n('en-US');
  const queryClient = createQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter>{element}</MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}
