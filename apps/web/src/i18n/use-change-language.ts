import type { Locale, Profile } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountKeys, saveLanguage } from '../api/account.ts';
import { sessionKeys } from '../app/session.ts';
import { useToast } from '../components/Toasts.tsx';
import { refusalText } from './error-text.ts';
import { changeLocale } from './i18n.ts';

/**
 * Switches the interface language at once; for a signed-in person it is also kept on the account
 * (PUT v3/users/settings), so mails and other devices follow.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const notify = useToast();
  const { t } = useTranslation();
  return async (locale: Locale) => {
    await changeLocale(locale);
    // The profile we hold must agree now, or the "changed elsewhere" check would undo the choice.
    queryClient.setQueryData<Profile>(accountKeys.profile, (profile) => profile && { ...profile, language: locale });
    const isLoggedIn = queryClient.getQueryData<{ isLoggedIn: boolean }>(sessionKeys.login)?.isLoggedIn === true;
    if (!isLoggedIn) return;
    try {
      await saveLanguage(locale);
    } catch (error) {
      notify({ type: 'error', content: refusalText(t, error, 'errors.settings_update_failed') });
    }
  };
}
