import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { NotificationToast } from '../components/Toasts.tsx';
import { refusalText } from '../i18n/error-text.ts';

/** What a mutation says of its refusals, read by the one place that tells them. */
type RefusalMeta = {
  /**
   * The screen tells a refusal itself: a form's alert or field, a confirmation's line, words of its
   * own (a connector's, a switch put back), or nothing where it changes nothing for the person. No
   * toast then, so nothing is said twice.
   */
  handlesErrorItself?: boolean;
  /** The toast's text, where the server's own word is not what the person should read. */
  errorTextKey?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: RefusalMeta;
  }
}

/** Where the app's refusals are told: its toasts, in the reader's language at the time. */
interface RefusalToasts {
  notify: (toast: Omit<NotificationToast, 'id'>) => void;
  i18n: i18n;
}

/**
 * Every mutation's refusal is a toast, told here alone; a screen that says it in place opts out
 * through the mutation's `meta`. Without toasts (a test of a piece) refusals are left to the screen.
 */
export function createQueryClient(toasts?: RefusalToasts): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.meta;
        if (!toasts || meta?.handlesErrorItself) return;
        toasts.notify({ type: 'error', content: refusalText(toasts.i18n.t, error, meta?.errorTextKey) });
      },
    }),
    defaultOptions: {
      // The API client already retries network failures; a refused answer is final.
      queries: { retry: false, refetchOnWindowFocus: false },
      // A change is sent even when the browser says it is offline: held back, it would wait in
      // silence with its switch moved. Sent, it fails at once as "No internet", and its screen
      // puts the switch back (each optimistic change undoes itself on error).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
