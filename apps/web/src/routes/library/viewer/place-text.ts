import type { ItemPlace, PlaceMatch } from '@kinframe/contract';
import { formatCountry } from '../../../format.ts';

/**
 * A place as a person reads it: "City, Region, Country", the country named in their language; a
 * region that only repeats the city ("Hamburg, Hamburg") is said once. Null when it names nothing
 * (a position far from any town), for the caller to show the position instead.
 */
export function placeText(place: ItemPlace | PlaceMatch, languageTag: string): string | null {
  const parts = [place.city, place.region, place.country ? formatCountry(place.country, languageTag) : null].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return parts.length > 0 ? parts.join(', ') : null;
}

/** Degrees to four places (about ten metres), as the reader's language writes numbers. */
export function formatDegrees(value: number, languageTag: string): string {
  return new Intl.NumberFormat(languageTag, { maximumFractionDigits: 4 }).format(value);
}
