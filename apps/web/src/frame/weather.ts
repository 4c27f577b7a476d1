import { type PlaylistWeather, type WeatherKind, weatherKindOf } from '@kinframe/contract';
import type { PlayerTexts } from './player-texts.ts';

/**
 * A report older than this is not shown: a frame that lost its connection keeps its playlist for
 * hours, and no weather beats the weather of this morning. (The server stops sending one as old.)
 */
export const WEATHER_SHOWN_FOR_MS = 3 * 60 * 60_000;

export interface WeatherView {
  kind: WeatherKind;
  isNight: boolean;
  /** The kind of sky in the frame's language: the icon's accessible name. */
  sky: string;
  /** "12 °C", "54°F": as the frame's language writes it. */
  temperature: string;
}

/** What the frame shows of the playlist's weather, or null when there is none or it is too old. */
export function weatherViewOf(
  weather: PlaylistWeather | undefined,
  now: Date,
  texts: PlayerTexts,
  language: string,
): WeatherView | null {
  if (!weather) return null;
  const observed = Date.parse(weather.observedAt);
  if (!Number.isFinite(observed) || now.getTime() - observed > WEATHER_SHOWN_FOR_MS) return null;
  const kind = weatherKindOf(weather.code);
  return {
    kind,
    isNight: !weather.isDay,
    sky: skyNameOf(kind, texts),
    temperature: formatTemperature(weather.temperature, weather.unit, language),
  };
}

/** Each kind's name, spelled out so the locale test sees every text asked for. */
function skyNameOf(kind: WeatherKind, texts: PlayerTexts): string {
  const names: Record<WeatherKind, string> = {
    clear: texts.weather.clear,
    'partly-cloudy': texts.weather.partlyCloudy,
    cloudy: texts.weather.cloudy,
    fog: texts.weather.fog,
    rain: texts.weather.rain,
    snow: texts.weather.snow,
    thunder: texts.weather.thunder,
  };
  return names[kind];
}

function formatTemperature(value: number, unit: PlaylistWeather['unit'], language: string): string {
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, maximumFractionDigits: 0 };
  // Rounded first, so a chilly -0.4 reads 0 rather than "-0".
  const rounded = Math.round(value) || 0;
  try {
    return new Intl.NumberFormat(language || undefined, options).format(rounded);
  } catch {
    return new Intl.NumberFormat(undefined, options).format(rounded);
  }
}
