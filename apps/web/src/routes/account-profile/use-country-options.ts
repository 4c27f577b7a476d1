import { COUNTRY_CODES, DEFAULT_LOCALE, isLocale, toLanguageTag } from '@kinframe/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Country names from Intl, in the interface language, sorted as that language sorts. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const tag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, tag),
    );
  }, [tag]);
}
