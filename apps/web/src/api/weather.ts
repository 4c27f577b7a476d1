// The place search of a frame's weather setting.
import { WEATHER_PLACE_QUERY, type WeatherPlaces } from '@kinframe/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './typed.ts';

/** Places named like `query` for a frame's weather, in the person's language (the server asks Open-Meteo). */
export function searchWeatherPlaces(query: string, signal?: AbortSignal): Promise<WeatherPlaces> {
  return call('get', '/api/v3/weather/places', { query: { q: query }, signal });
}

export const weatherKeys = {
  places: (query: string) => ['weather', 'places', query] as const,
};

/** Places matching what was typed (once it is long enough); the last answer stays while the next comes. */
export function useWeatherPlacesQuery(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: weatherKeys.places(trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchWeatherPlaces(trimmed, signal),
    enabled: trimmed.length >= WEATHER_PLACE_QUERY.min && trimmed.length <= WEATHER_PLACE_QUERY.max,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
