import { httpUrl, type Settings, type SettingValues, trimSlash } from '../settings/setting.ts';

/** Open-Meteo, which the server asks for the weather frames show. */
export const WEATHER_SETTINGS = {
  WEATHER_API_URL: {
    schema: httpUrl('https://api.open-meteo.com/v1'),
    doc: "Base URL of Open-Meteo's forecast API, for the weather a frame may show next to its clock (off on every frame until its owner turns it on). Only the server calls it, every 30 minutes per place; frames never do.",
  },
  WEATHER_GEOCODING_URL: {
    schema: httpUrl('https://geocoding-api.open-meteo.com/v1'),
    doc: "Base URL of Open-Meteo's geocoding API: the place search of a frame's weather setting.",
  },
} satisfies Settings;

/** Open-Meteo's base URLs (no trailing slash): forecasts, and the place search. */
export function readWeatherConfig(values: SettingValues<typeof WEATHER_SETTINGS>) {
  return {
    forecastUrl: trimSlash(values.WEATHER_API_URL),
    geocodingUrl: trimSlash(values.WEATHER_GEOCODING_URL),
  };
}
