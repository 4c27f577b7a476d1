import { ERROR_CODES, ERRORS, FIELD_LABELS, isLocale, LOCALES, type Locale, toLanguageTag } from '@kinframe/contract';
import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLocale, storeLocale } from './locale.ts';
import enUS from './locales/en-US.json';

export type Messages = Record<string, unknown>;

/**
 * en-US is the JSON file plus the contract's own English: error texts and field names are written
 * once, in packages/contract, and never repeated here. The other locales carry them translated.
 */
export function englishMessages(): Messages {
  return {
    ...enUS,
    errors: Object.fromEntries(ERROR_CODES.map((code) => [code, ERRORS[code].text])),
    fields: { ...FIELD_LABELS },
  };
}

// Only the chosen locale is downloaded; each file is a chunk of its own.
const localeFiles = import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/en-US.json']);

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en-US') return englishMessages();
  const load = localeFiles[`./locales/${locale}.json`];
  return load ? (await load()).default : englishMessages();
}

/** The part of i18next's plural resolver that reads a language's rules: `Intl.PluralRules` by its code. */
interface PluralRuleReader {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
}

/**
 * i18next picks a text's plural form (`_one`, `_many`, `_other`) with `Intl.PluralRules` for the
 * language's code, and jp-JP is not a tag Intl knows: it would quietly take the browser's own
 * language's rules (English ones ask for `_one` at 1, a form Japanese texts do not have, so the
 * English text would show). Our codes are read as their BCP 47 tags instead.
 */
function readPluralRulesByLanguageTag(instance: i18n) {
  const resolver = instance.services.pluralResolver as PluralRuleReader;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isLocale(code) ? toLanguageTag(code) : code, options);
}

function applyDocumentLanguage(locale: Locale) {
  document.documentElement.lang = toLanguageTag(locale);
}

export async function initI18n(locale: Locale = readStoredLocale()): Promise<typeof i18next> {
  const resources: Resource = { 'en-US': { translation: englishMessages() as ResourceLanguage } };
  if (locale !== 'en-US') resources[locale] = { translation: (await loadMessages(locale)) as ResourceLanguage };
  await i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...LOCALES],
    // Our locale codes are whole (jp-JP is not a region of "jp"), so no language-only lookups.
    load: 'currentOnly',
    // The contract writes placeholders as {name}; so do our texts.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  readPluralRulesByLanguageTag(i18next);
  applyDocumentLanguage(locale);
  return i18next;
}

/** Switches the interface language now and remembers it in local storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loadMessages(locale));
  }
  storeLocale(locale);
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

export function currentLocale(): Locale {
  const language = i18next.language;
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en-US';
}
