import { DEFAULT_LOCALE, LOCALES, type Locale, toLanguageTag } from '@kinframe/contract';
import { createContext, useContext } from 'react';
import english from '../i18n/locales/en-US.json?section=player';

/**
 * The player's texts are the `player` section of the web app's locale files: the same six files, no
 * copy. Only that section is bundled (`?section=player`, see vite.config.ts): English with the player,
 * each other language as a small chunk of its own, loaded when the screen's language asks for it.
 */
export type PlayerTexts = typeof english;

const translations = import.meta.glob<PlayerTexts>(['../i18n/locales/*.json', '!../i18n/locales/en-US.json'], {
  query: { section: 'player' },
  import: 'default',
});

/** The first of the browser's languages we speak: exactly (fr-FR), else by language (fr-CA → fr-FR). */
export function pickLocale(languages: readonly string[]): Locale {
  const tags = LOCALES.map((locale) => ({ locale, tag: toLanguageTag(locale).toLowerCase() }));
  for (const language of languages) {
    const wanted = language.toLowerCase();
    const exact = tags.find(({ tag }) => tag === wanted);
    const sameLanguage = tags.find(({ tag }) => tag.split('-')[0] === wanted.split('-')[0]);
    const match = exact ?? sameLanguage;
    if (match) return match.locale;
  }
  return DEFAULT_LOCALE;
}

export async function loadPlayerTexts(locale: Locale): Promise<PlayerTexts> {
  const load = translations[`../i18n/locales/${locale}.json`];
  if (!load) return english;
  try {
    return { ...english, ...(await load()) };
  } catch {
    // No network on a first start in this language: English is better than nothing.
    return english;
  }
}

/** Puts values into a text's `{name}` placeholders, as the web app's texts are written. */
export function fillIn(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The title of a day's memories ("3 years ago today"), in the plural form the language's rules pick
 * (`_one`, `_many`, `_other`, as i18next names them; Japanese has `_other` alone).
 */
export function memoriesTitle(texts: PlayerTexts, yearsAgo: number, language: string): string {
  const forms = texts as unknown as Record<string, string | undefined>;
  let category = 'other';
  try {
    category = new Intl.PluralRules(language || undefined).select(yearsAgo);
  } catch {
    // An unknown language tag: the `other` form reads right for most counts.
  }
  return fillIn(forms[`memoriesTitle_${category}`] ?? texts.memoriesTitle_other, { count: yearsAgo });
}

export const PlayerTextsContext = createContext<PlayerTexts>(english);

export const usePlayerTexts = () => useContext(PlayerTextsContext);
