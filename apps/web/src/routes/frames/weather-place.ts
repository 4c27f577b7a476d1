import type { WeatherPlace } from '@kinframe/contract';

/** A place as a person tells it apart from others of its name: "Springfield, Illinois, United States". */
export function placeLabel(place: WeatherPlace): string {
  return [place.name, place.region, place.country]
    .filter((part, index, parts): part is string => Boolean(part) && parts.indexOf(part) === index)
    .join(', ');
}
