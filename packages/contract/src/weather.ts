import { z } from 'zod';

/**
 * Weather on the frame: the current temperature and sky of one place, next to the clock. Optional
 * and off by default. Only the server talks to the weather service (Open-Meteo): it fetches each
 * place every 30 minutes and hands the report to the frames in their playlist, so no third party
 * ever sees a frame.
 */

export const WEATHER_UNITS = ['celsius', 'fahrenheit'] as const;
export type WeatherUnit = (typeof WEATHER_UNITS)[number];

/** A place to report the weather of: a city (or town) as the place search named it, and where it is. */
export const ZWeatherPlace = z.object({
  name: z.string().trim().min(1).max(100),
  /** The state, region or province, to tell apart places of one name. */
  region: z.string().max(100).optional(),
  country: z.string().max(100).optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type WeatherPlace = z.infer<typeof ZWeatherPlace>;

/** The frame's weather setting: on with a place, in a unit. On without a place shows nothing. */
export const ZWeatherSetting = z.object({
  enabled: z.boolean(),
  place: ZWeatherPlace.nullable(),
  unit: z.enum(WEATHER_UNITS),
});
export type WeatherSetting = z.infer<typeof ZWeatherSetting>;

export const DEFAULT_WEATHER_SETTING: WeatherSetting = { enabled: false, place: null, unit: 'celsius' };

/** GET /api/v3/weather/places?q=: places whose name matches, in the person's language. */
export const WEATHER_PLACE_QUERY = { min: 2, max: 100 } as const;
export const ZWeatherPlaceQuery = z.object({
  q: z.string().trim().min(WEATHER_PLACE_QUERY.min).max(WEATHER_PLACE_QUERY.max),
});
export type WeatherPlaceQuery = z.infer<typeof ZWeatherPlaceQuery>;
/** At most this many places answer one search. */
export const MAX_WEATHER_PLACES = 10;
export const ZWeatherPlaces = z.object({ places: z.array(ZWeatherPlace).max(MAX_WEATHER_PLACES) });
export type WeatherPlaces = z.infer<typeof ZWeatherPlaces>;

/**
 * The weather a frame shows, in its playlist: the latest report of its place (at most 30 minutes
 * old while the weather service answers). `code` is a WMO weather code (as Open-Meteo reports it);
 * `temperature` is in `unit`.
 */
export const ZPlaylistWeather = z.object({
  place: z.string(),
  temperature: z.number(),
  unit: z.enum(WEATHER_UNITS),
  code: z.number().int(),
  isDay: z.boolean(),
  /** When the weather service measured it (UTC). */
  observedAt: z.string(),
});
export type PlaylistWeather = z.infer<typeof ZPlaylistWeather>;

/**
 * The kinds of sky a frame draws, from the WMO code: each has an icon (day and night where they
 * differ) and a name in the player's texts (`player.weather.<kind>`).
 */
export const WEATHER_KINDS = ['clear', 'partly-cloudy', 'cloudy', 'fog', 'rain', 'snow', 'thunder'] as const;
export type WeatherKind = (typeof WEATHER_KINDS)[number];

/**
 * WMO code table 4677 as Open-Meteo uses it: 0 clear, 1 mainly clear, 2 partly cloudy, 3
 * overcast, 45/48 fog, 51–57 drizzle, 61–67 rain, 71–77 snow, 80–82 rain showers, 85/86 snow
 * showers, 95–99 thunderstorm. A code outside the table reads as cloudy: never a wrong sun.
 */
export function weatherKindOf(code: number): WeatherKind {
  if (code === 0 || code === 1) return 'clear';
  if (code === 2) return 'partly-cloudy';
  if (code === 45 || code === 48) return 'fog';
  if ((code >= 51 && code <= 67) || (code >= 80 && code <= 82)) return 'rain';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if (code >= 95 && code <= 99) return 'thunder';
  return 'cloudy';
}

/** Degrees Celsius in the frame's unit, to one decimal. */
export function temperatureIn(celsius: number, unit: WeatherUnit): number {
  const value = unit === 'fahrenheit' ? (celsius * 9) / 5 + 32 : celsius;
  return Math.round(value * 10) / 10;
}
