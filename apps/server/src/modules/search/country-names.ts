import { COUNTRY_CODES, LOCALES, toLanguageTag } from '@kinframe/contract';
import { normalizeWords, typoMatches } from './words.ts';

/**
 * Every country's names in the app's six languages, as search compares them: items keep only the
 * ISO code, so "Deutschland", "Germany", "ドイツ" and "de" all find what was taken there.
 */
const NAMES: ReadonlyArray<{ code: string; names: string[] }> = COUNTRY_CODES.map((code) => ({
  code,
  names: [
    ...new Set(
      LOCALES.map((locale) => new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' }).of(code) ?? code).map(
        normalizeWords,
      ),
    ),
  ],
}));

/** A word too short to stand for a country's name unless it is in a script that writes names short (日本). */
function isLongEnough(word: string): boolean {
  return word.length >= 3 || (word.length === 2 && !/^[a-z0-9]+$/.test(word));
}

/** The codes of the countries a typed word names: its code, or part of a name in any language. */
export function countriesNamed(word: string): string[] {
  return NAMES.filter(
    ({ code, names }) =>
      code.toLowerCase() === word || (isLongEnough(word) && names.some((name) => name.includes(word))),
  ).map(({ code }) => code);
}

/** The words of countries' names that a typed word could be a typo of ("germny": "germany"). */
export function countryTypos(word: string): string[] {
  return [...new Set(NAMES.flatMap(({ names }) => names.flatMap((name) => typoMatches(word, name))))];
}
