import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@kinframe/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A country's name from its ISO code, from Intl in the interface language ("FR": "Frankreich" in German). */
export function useCountryName() {
  const { i18n } = useTranslation();
  const tag = toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
  const names = useMemo(() => new Intl.DisplayNames([tag], { type: 'region' }), [tag]);
  return useCallback((code: string) => (code ? (names.of(code) ?? code) : ''), [names]);
}
