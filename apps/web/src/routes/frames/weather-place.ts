import type { WeatherPlace } from '@kinframe/contract';

/** A place as a person tells it apart from others of its name: "Springfield, Illinois, United States". */
export function placeLabel(place: WeatherPlace): string {
  return [place.name, place.region, place.country]
    .filter((part, index, parts): part is string => Boolean(part) && parts.indexOf(part) === index)
    .join(', ');
}

/** The next option's index for a key of the place list (wrapping), or null when the key moves nothing. */
export function movedIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  if (key === 'ArrowUp') return current <= 0 ? count - 1 : current - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
