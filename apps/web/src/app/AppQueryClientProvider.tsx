import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/Toasts.tsx';
import { createQueryClient } from './query-client.ts';

/** The app's server state, made inside the toasts so that its mutations' refusals can be told there. */
export function AppQueryClientProvider({ children }: { children: ReactNode }) {
  const notify = useToast();
  const { i18n } = useTranslation();
  const [queryClient] = useState(() => createQueryClient({ notify, i18n }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
