import { DEFAULT_LOCALE, isLocale, type Locale, toLanguageTag } from '@kinframe/contract';

/** The chosen locale lives in local storage under `locale` (spec section 1), en-US when absent. */
export const LOCALE_STORAGE_KEY = 'locale';

export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    // Storage can be blocked (private modes, strict settings); the fallback still works.
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts for this page only, which is the best we can do.
  }
}

/** A language's own name in its own language ("Deutsch", "日本語"), from Intl, not from our texts. */
export function nativeLanguageName(locale: Locale): string {
  const tag = toLanguageTag(locale);
  const language = tag.split('-')[0] ?? tag;
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(language) ?? tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}
