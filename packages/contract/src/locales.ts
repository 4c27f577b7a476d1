/** The six interface languages of the spec, in its own codes; en-US is the fallback. */
export const LOCALES = ['en-US', 'de-DE', 'es-ES', 'it-IT', 'jp-JP', 'fr-FR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for Intl and the html lang attribute: the spec's jp-JP is ja-JP there. */
export function toLanguageTag(locale: Locale): string {
  return locale === 'jp-JP' ? 'ja-JP' : locale;
}
