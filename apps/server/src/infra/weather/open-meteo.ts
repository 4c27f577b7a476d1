import { MAX_WEATHER_PLACES, type WeatherPlace } from '@kinframe/contract';
import { z } from 'zod';

/**
 * Open-Meteo (open-meteo.com, no key): the current weather of a point (forecast API,
 * `GET {forecastUrl}/forecast?latitude&longitude&current=temperature_2m,weather_code,is_day`) and
 * places by name (geocoding API, `GET {geocodingUrl}/search?name&count&language`). Only the server
 * calls it. Every call has a deadline and reads at most MAX_RESPONSE_BYTES, so a slow or broken
 * service costs a bounded wait and no memory; anything unexpected is a WeatherServiceError, whose
 * message never carries the service's own text to a person.
 */

export interface CurrentWeather {
  temperatureC: number;
  /** WMO weather code. */
  code: number;
  isDay: boolean;
  /** When it was measured, UTC ISO 8601. */
  observedAt: string;
}

export interface WeatherProvider {
  current(latitude: number, longitude: number, signal?: AbortSignal): Promise<CurrentWeather>;
  /** Places named like `name`, their names in `language` (ISO 639-1) where known, best first. */
  searchPlaces(name: string, language: string, signal?: AbortSignal): Promise<WeatherPlace[]>;
}

export class WeatherServiceError extends Error {}

const TIMEOUT_MS = 10_000;
/** A current report is a few hundred bytes and ten places a few kilobytes. */
const MAX_RESPONSE_BYTES = 256 * 1024;

// The documented answers, read leniently: unknown fields are ignored.
const ZForecast = z.object({
  current: z.object({
    time: z.string(),
    temperature_2m: z.number(),
    weather_code: z.number().int(),
    is_day: z.union([z.literal(0), z.literal(1)]),
  }),
});

const ZGeocodingResult = z.object({
  name: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  country: z.string().optional(),
  admin1: z.string().optional(),
});
// No match: Open-Meteo leaves `results` out.
const ZGeocoding = z.object({ results: z.array(z.unknown()).optional() });

export function createOpenMeteo(options: { forecastUrl: string; geocodingUrl: string; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  async function getJson(url: URL, signal?: AbortSignal): Promise<unknown> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
      });
    } catch (error) {
      throw new WeatherServiceError(`${url.host} unreachable: ${(error as Error).message}`);
    }
    const body = await readBounded(response, url);
    // Open-Meteo answers a bad request with 400 and `{ "error": true, "reason": "..." }`.
    if (!response.ok) throw new WeatherServiceError(`${url.host} answered ${response.status}`);
    try {
      return JSON.parse(body);
    } catch {
      throw new WeatherServiceError(`${url.host} answered something other than JSON`);
    }
  }

  const service: WeatherProvider = {
    async current(latitude, longitude, signal) {
      const url = new URL(`${options.forecastUrl}/forecast`);
      url.search = new URLSearchParams({
        latitude: String(latitude),
        longitude: String(longitude),
        current: 'temperature_2m,weather_code,is_day',
        // Times in UTC and degrees Celsius whatever the place: the frame's unit is applied on the way out.
        timezone: 'GMT',
        temperature_unit: 'celsius',
      }).toString();
      const parsed = ZForecast.safeParse(await getJson(url, signal));
      if (!parsed.success) throw new WeatherServiceError(`${url.host} answered a forecast of another shape`);
      const { current } = parsed.data;
      const observed = Date.parse(`${current.time}Z`);
      return {
        temperatureC: current.temperature_2m,
        code: current.weather_code,
        isDay: current.is_day === 1,
        observedAt: Number.isFinite(observed) ? new Date(observed).toISOString() : new Date().toISOString(),
      };
    },

    async searchPlaces(name, language, signal) {
      const url = new URL(`${options.geocodingUrl}/search`);
      url.search = new URLSearchParams({
        name,
        count: String(MAX_WEATHER_PLACES),
        language,
        format: 'json',
      }).toString();
      const parsed = ZGeocoding.safeParse(await getJson(url, signal));
      if (!parsed.success) throw new WeatherServiceError(`${url.host} answered a search of another shape`);
      // A result we cannot use (no coordinates) is left out rather than failing the others.
      return (parsed.data.results ?? [])
        .flatMap((result) => {
          const place = ZGeocodingResult.safeParse(result);
          if (!place.success) return [];
          const { name: placeName, latitude, longitude, country, admin1 } = place.data;
          return [
            {
              name: placeName.slice(0, 100),
              ...(admin1 ? { region: admin1.slice(0, 100) } : {}),
              ...(country ? { country: country.slice(0, 100) } : {}),
              latitude,
              longitude,
            },
          ];
        })
        .slice(0, MAX_WEATHER_PLACES);
    },
  };
  return service;
}

/** The body as text, refused past MAX_RESPONSE_BYTES without reading the rest. */
async function readBounded(response: Response, url: URL): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_RESPONSE_BYTES) {
    await response.body?.cancel();
    throw new WeatherServiceError(`${url.host} answered ${declared} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_RESPONSE_BYTES) {
        await reader.cancel();
        throw new WeatherServiceError(`${url.host} answered more than ${MAX_RESPONSE_BYTES} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof WeatherServiceError) throw error;
    throw new WeatherServiceError(`${url.host} broke off: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}
