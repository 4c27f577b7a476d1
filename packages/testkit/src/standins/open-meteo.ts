import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the two Open-Meteo APIs Kinframe calls, over real HTTP, answering in the
 * documented shapes (open-meteo.com/en/docs and /en/docs/geocoding-api):
 * - `GET /v1/forecast?latitude&longitude&current=temperature_2m,weather_code,is_day[&temperature_unit][&timezone]`:
 *   `{ latitude, longitude, timezone, current_units, current: { time, interval, temperature_2m, weather_code, is_day } }`,
 *   a bad request 400 `{ error: true, reason }`;
 * - `GET /v1/search?name&count&language`: `{ results: [{ id, name, latitude, longitude, country,
 *   country_code, admin1, timezone, ... }] }`, the names in `language` where it knows them, and no
 *   `results` at all when nothing matches (one character: nothing; two: exact names only).
 * Tests set the weather of a point, make the service fail (`down`), and read the calls it got.
 */

export interface StandinWeather {
  temperatureC: number;
  code: number;
  isDay: boolean;
}

interface KnownPlace {
  id: number;
  names: Record<string, string>;
  latitude: number;
  longitude: number;
  country: string;
  country_code: string;
  admin1: string;
  timezone: string;
}

/** A few real places, with the translated names the geocoder gives. */
const PLACES: KnownPlace[] = [
  {
    id: 2950159,
    names: { en: 'Berlin', de: 'Berlin' },
    latitude: 52.52437,
    longitude: 13.41053,
    country: 'Germany',
    country_code: 'DE',
    admin1: 'Land Berlin',
    timezone: 'Europe/Berlin',
  },
  {
    id: 2867714,
    names: { en: 'Munich', de: 'München', it: 'Monaco di Baviera' },
    latitude: 48.13743,
    longitude: 11.57549,
    country: 'Germany',
    country_code: 'DE',
    admin1: 'Bavaria',
    timezone: 'Europe/Berlin',
  },
  {
    id: 2988507,
    names: { en: 'Paris', de: 'Paris' },
    latitude: 48.85341,
    longitude: 2.3488,
    country: 'France',
    country_code: 'FR',
    admin1: 'Île-de-France',
    timezone: 'Europe/Paris',
  },
  // Many places of one name, more than a search answers.
  ...Array.from({ length: 14 }, (_, index) => ({
    id: 4409896 + index,
    names: { en: 'Springfield' },
    latitude: 37.21533 + index,
    longitude: -93.29824 + index,
    country: 'United States',
    country_code: 'US',
    admin1: `State ${index + 1}`,
    timezone: 'America/Chicago',
  })),
];

export interface OpenMeteoStandin {
  readonly url: string;
  /** The environment that points a Kinframe server at this stand-in. */
  env(): Record<string, string>;
  /** While true, every call answers 500 with a text of Open-Meteo's own. */
  down: boolean;
  /** The weather of a point (rounded as Kinframe rounds it); else 7.5 °C, overcast, by day. */
  setWeather(latitude: number, longitude: number, weather: StandinWeather): void;
  /** Every call received: path and query. */
  readonly calls: { path: string; query: URLSearchParams }[];
  forecastCalls(): number;
  close(): Promise<void>;
}

export const STANDIN_ERROR_TEXT = 'Open-Meteo stand-in is having a bad day';

const keyOf = (latitude: number, longitude: number) => `${latitude.toFixed(2)},${longitude.toFixed(2)}`;

export async function startOpenMeteoStandin(options: { now?: () => Date } = {}): Promise<OpenMeteoStandin> {
  const now = options.now ?? (() => new Date());
  const weather = new Map<string, StandinWeather>();
  const calls: { path: string; query: URLSearchParams }[] = [];

  function send(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  }

  function forecast(query: URLSearchParams, response: ServerResponse): void {
    const latitude = Number(query.get('latitude'));
    const longitude = Number(query.get('longitude'));
    if (!query.get('latitude') || !query.get('longitude') || !Number.isFinite(latitude + longitude)) {
      send(response, 400, { error: true, reason: "Parameter 'latitude' and 'longitude' must be set" });
      return;
    }
    if (Math.abs(latitude) > 90) {
      send(response, 400, { error: true, reason: 'Latitude must be in range of -90 to 90°.' });
      return;
    }
    const variables = (query.get('current') ?? '').split(',').filter(Boolean);
    const unknown = variables.filter((name) => !['temperature_2m', 'weather_code', 'is_day'].includes(name));
    if (unknown.length > 0) {
      send(response, 400, {
        error: true,
        reason: `Cannot initialize WeatherVariable from invalid String value ${unknown[0]}`,
      });
      return;
    }
    const report = weather.get(keyOf(latitude, longitude)) ?? { temperatureC: 7.5, code: 3, isDay: true };
    const isFahrenheit = query.get('temperature_unit') === 'fahrenheit';
    // Current conditions come in 15-minute steps, as local time without a zone (GMT unless asked).
    const at = new Date(Math.floor(now().getTime() / 900_000) * 900_000).toISOString().slice(0, 16);
    const current: Record<string, number | string> = { time: at, interval: 900 };
    const units: Record<string, string> = { time: 'iso8601', interval: 'seconds' };
    for (const name of variables) {
      if (name === 'temperature_2m') {
        current[name] = isFahrenheit ? Math.round(((report.temperatureC * 9) / 5 + 32) * 10) / 10 : report.temperatureC;
        units[name] = isFahrenheit ? '°F' : '°C';
      }
      if (name === 'weather_code') {
        current[name] = report.code;
        units[name] = 'wmo code';
      }
      if (name === 'is_day') {
        current[name] = report.isDay ? 1 : 0;
        units[name] = '';
      }
    }
    send(response, 200, {
      latitude: Math.round(latitude * 100) / 100,
      longitude: Math.round(longitude * 100) / 100,
      generationtime_ms: 0.05,
      utc_offset_seconds: 0,
      timezone: 'GMT',
      timezone_abbreviation: 'GMT',
      elevation: 38,
      current_units: units,
      current,
    });
  }

  function search(query: URLSearchParams, response: ServerResponse): void {
    const name = (query.get('name') ?? '').trim().toLowerCase();
    const count = Math.min(100, Math.max(1, Number(query.get('count') ?? 10) || 10));
    const language = (query.get('language') ?? 'en').toLowerCase();
    const nameIn = (place: KnownPlace) => place.names[language] ?? place.names.en ?? '';
    const matches =
      name.length < 2
        ? []
        : PLACES.filter((place) =>
            Object.values(place.names).some((known) =>
              name.length === 2 ? known.toLowerCase() === name : known.toLowerCase().startsWith(name),
            ),
          );
    const body: Record<string, unknown> = { generationtime_ms: 0.4 };
    if (matches.length > 0) {
      body.results = matches.slice(0, count).map((place) => ({
        id: place.id,
        name: nameIn(place),
        latitude: place.latitude,
        longitude: place.longitude,
        elevation: 40,
        feature_code: 'PPLA',
        country_code: place.country_code,
        admin1_id: 1,
        timezone: place.timezone,
        population: 100000,
        country_id: 1,
        country: place.country,
        admin1: place.admin1,
      }));
    }
    send(response, 200, body);
  }

  const standin = {
    down: false,
    calls,
    setWeather(latitude: number, longitude: number, report: StandinWeather) {
      weather.set(keyOf(latitude, longitude), report);
    },
    forecastCalls: () => calls.filter((call) => call.path === '/v1/forecast').length,
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://standin');
    calls.push({ path: url.pathname, query: url.searchParams });
    if (request.method !== 'GET') send(response, 405, { error: true, reason: 'Method not allowed' });
    else if (standin.down) send(response, 500, { error: true, reason: STANDIN_ERROR_TEXT });
    else if (url.pathname === '/v1/forecast') forecast(url.searchParams, response);
    else if (url.pathname === '/v1/search') search(url.searchParams, response);
    else send(response, 404, { error: true, reason: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(standin, {
    url,
    env: () => ({ WEATHER_API_URL: `${url}/v1`, WEATHER_GEOCODING_URL: `${url}/v1` }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
