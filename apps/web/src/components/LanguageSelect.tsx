import { isLocale, LOCALES } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';
import { nativeLanguageName } from '../i18n/locale.ts';
import { useChangeLanguage } from '../i18n/use-change-language.ts';
import { SelectField } from './SelectField.tsx';

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: nativeLanguageName(locale) }));

/** The language switch: each language named in itself, so anyone can find their own. */
export function LanguageSelect({ hint }: { hint?: string }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <SelectField
      label={t('language.label')}
      hint={hint}
      options={LANGUAGE_OPTIONS}
      value={isLocale(i18n.language) ? i18n.language : currentLocale()}
      onChange={(event) => {
        if (isLocale(event.target.value)) void changeLanguage(event.target.value);
      }}
    />
  );
}
