import { isLocale, type Locale } from '@kinframe/contract';
import { useEffect, useRef, useState } from 'react';
import { useProfileQuery } from '../api/account.ts';
import { changeLocale, currentLocale } from './i18n.ts';

/**
 * Spec section 1: when the account's language was changed on another platform, this browser
 * follows it and says so. Compared once per fresh profile answer, so a choice made here (which
 * updates the profile we hold) is never undone.
 */
export function useAccountLanguage(): { changedTo: Locale | null; dismiss: () => void } {
  const profile = useProfileQuery();
  const [changedTo, setChangedTo] = useState<Locale | null>(null);
  const comparedAt = useRef(0);
  const language = profile.data?.language;
  const answeredAt = profile.dataUpdatedAt;

  useEffect(() => {
    if (language === undefined || answeredAt === comparedAt.current) return;
    comparedAt.current = answeredAt;
    if (isLocale(language) && language !== currentLocale()) {
      void changeLocale(language);
      setChangedTo(language);
    }
  }, [language, answeredAt]);

  return { changedTo, dismiss: () => setChangedTo(null) };
}
