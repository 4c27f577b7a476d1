import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AppQueryClientProvider } from './app/AppQueryClientProvider.tsx';
import { createAppRouter } from './app/router.tsx';
import { registerAppServiceWorker } from './app/service-worker.ts';
import { askLoginStatusEarly } from './app/session.ts';
import { ToastProvider } from './components/Toasts.tsx';
import { initI18n } from './i18n/i18n.ts';
import './styles/global.css';

async function start() {
  askLoginStatusEarly();
  // Texts first: every screen speaks through them.
  const i18n = await initI18n();
  const router = createAppRouter();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ToastProvider>
          <AppQueryClientProvider>
            <RouterProvider router={router} />
          </AppQueryClientProvider>
        </ToastProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
registerAppServiceWorker();
