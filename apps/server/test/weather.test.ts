import type { Playlist, WeatherPlace, WeatherPlaces } from '@kinframe/contract';
import {
  type OpenMeteoStandin,
  STANDIN_ERROR_TEXT,
  startOpenMeteoStandin,
} from '@kinframe/testkit/standins/open-meteo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE, FRAMES, type PairedFrame, pairFrame } from './frame-fixtures.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';

const PLACES = '/api/v3/weather/places';

const BERLIN: WeatherPlace = { name: 'Berlin', country: 'Germany', latitude: 52.52437, longitude: 13.41053 };
const PARIS: WeatherPlace = { name: 'Paris', country: 'France', latitude: 48.85341, longitude: 2.3488 };

async function playlistOf(t: TestApp, frame: PairedFrame): Promise<{ playlist: Playlist; etag: string }> {
  const response = await t.app.inject({
    url: `${DEVICE}/playlist`,
    headers: { authorization: `Bearer ${frame.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { playlist: response.json() as Playlist, etag: String(response.headers.etag) };
}

describe.each(testDatabases())('weather on frames on $name', (database) => {
  let standin: OpenMeteoStandin;
  // Started before the app, which is given its address.
  beforeAll(async () => {
    standin = await startOpenMeteoStandin({ now: () => t.clock.now() });
  });
  const t = useTestApp(database, { env: () => standin.env() });
  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 2 });
  });
  afterAll(async () => {
    await standin.close();
  });

  /** A frame of a new Plus member, its weather set to `place` in `unit`. */
  async function frameShowingWeatherOf(place: WeatherPlace, unit: 'celsius' | 'fahrenheit' = 'celsius') {
    const owner = await t.loggedInClient({ plan: 'plus' });
    const frame = await pairFrame(t, owner.client);
    const changed = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, {
      settings: { weather: { enabled: true, place, unit } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return { owner, frame };
  }

  describe('the place search', () => {
    it('finds places by name, with where they are, at most ten', async () => {
      const { client } = await t.loggedInClient();
      const berlin = await client.get(`${PLACES}?q=${encodeURIComponent(' berl ')}`);
      expect(berlin.statusCode, berlin.body).toBe(200);
      expect((berlin.json() as WeatherPlaces).places).toEqual([
        { name: 'Berlin', region: 'Land Berlin', country: 'Germany', latitude: 52.52437, longitude: 13.41053 },
      ]);
      const many = (await client.get(`${PLACES}?q=springfield`)).json() as WeatherPlaces;
      expect(many.places).toHaveLength(10);
      expect((await client.get(`${PLACES}?q=atlantis`)).json()).toEqual({ places: [] });
      const lastSearch = standin.calls.filter((call) => call.path === '/v1/search').at(-1);
      expect(lastSearch?.query.get('name')).toBe('atlantis');
    });

    it("names places in the person's language", async () => {
      const german = await t.createUser({ language: 'de-DE' });
      const client = t.client('10.9.0.1');
      expect((await client.login(german.email, german.password)).statusCode).toBe(200);
      const found = (await client.get(`${PLACES}?q=mun`)).json() as WeatherPlaces;
      expect(found.places.map((place) => place.name)).toEqual(['München']);
      expect(standin.calls.at(-1)?.query.get('language')).toBe('de');
    });

    it('is for signed-in members only', async () => {
      expect((await t.client().get(`${PLACES}?q=berlin`)).statusCode).toBe(401);
      const { client } = await t.loggedInClient({ plan: 'lite' });
      expect((await client.get(`${PLACES}?q=berlin`)).statusCode).toBe(403);
    });

    it('refuses a search of fewer than 2 or more than 100 characters', async () => {
      const { client } = await t.loggedInClient();
      const calls = standin.calls.length;
      for (const query of ['', '?q=', '?q=b', '?q=%20b%20', `?q=${'b'.repeat(101)}`]) {
        const response = await client.get(`${PLACES}${query}`);
        expect(response.statusCode, query).toBe(400);
      }
      expect(standin.calls.length).toBe(calls);
    });

    it('is throttled per person', async () => {
      const { client } = await t.loggedInClient();
      for (let search = 0; search < 60; search += 1) {
        expect((await client.get(`${PLACES}?q=paris`)).statusCode).toBe(200);
      }
      const throttled = await client.get(`${PLACES}?q=paris`);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ code: 'requests_throttled' });
      // Someone else searches on.
      expect((await (await t.loggedInClient()).client.get(`${PLACES}?q=paris`)).statusCode).toBe(200);
    });

    it("answers weather_unavailable when Open-Meteo fails, never with Open-Meteo's words", async () => {
      const { client } = await t.loggedInClient();
      standin.down = true;
      try {
        const response = await client.get(`${PLACES}?q=paris`);
        expect(response.statusCode).toBe(502);
        expect(response.json()).toMatchObject({ code: 'weather_unavailable' });
        expect(response.body).not.toContain(STANDIN_ERROR_TEXT);
      } finally {
        standin.down = false;
      }
    });
  });

  describe('the weather setting', () => {
    it('is off by default, and its playlist then says nothing of the weather', async () => {
      const owner = await t.loggedInClient();
      const frame = await pairFrame(t, owner.client);
      const { playlist } = await playlistOf(t, frame);
      expect(playlist.settings.weather).toEqual({ enabled: false, place: null, unit: 'celsius' });
      expect(playlist.weather).toBeUndefined();
    });

    it('refuses a place that is nowhere, and a unit it does not know', async () => {
      const owner = await t.loggedInClient();
      const frame = await pairFrame(t, owner.client);
      for (const weather of [
        { enabled: true, place: { ...BERLIN, latitude: 91 }, unit: 'celsius' },
        { enabled: true, place: { ...BERLIN, name: '' }, unit: 'celsius' },
        { enabled: true, place: BERLIN, unit: 'kelvin' },
        { enabled: true },
      ]) {
        const response = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, { settings: { weather } });
        expect(response.statusCode, JSON.stringify(weather)).toBe(400);
      }
    });
  });

  describe('the reports', () => {
    it("are fetched by the server once a place is chosen, and the frame's playlist carries them", async () => {
      standin.setWeather(BERLIN.latitude, BERLIN.longitude, { temperatureC: 21.4, code: 61, isDay: false });
      const { frame } = await frameShowingWeatherOf(BERLIN);
      const first = await playlistOf(t, frame);
      await t.context.queue.drain({ timeoutMs: 30_000 });
      const { playlist, etag } = await playlistOf(t, frame);
      expect(playlist.weather).toEqual({
        place: 'Berlin',
        temperature: 21.4,
        unit: 'celsius',
        code: 61,
        isDay: false,
        observedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      });
      // Asked before the report landed: none then, and the report is news to the frame.
      expect(first.playlist.weather).toBeUndefined();
      expect(etag).not.toBe(first.etag);
      const forecast = standin.calls.filter((call) => call.path === '/v1/forecast').at(-1);
      expect(forecast?.query.get('latitude')).toBe('52.52');
      expect(forecast?.query.get('current')).toBe('temperature_2m,weather_code,is_day');
    });

    it("come in the frame's unit", async () => {
      standin.setWeather(PARIS.latitude, PARIS.longitude, { temperatureC: 20, code: 0, isDay: true });
      const { frame } = await frameShowingWeatherOf(PARIS, 'fahrenheit');
      await t.services.weather.refreshDue();
      expect((await playlistOf(t, frame)).playlist.weather).toMatchObject({ temperature: 68, unit: 'fahrenheit' });
    });

    it('are fetched once per place every 30 minutes, however many frames show it and however often asked', async () => {
      const place = { name: 'Nearby', latitude: 10.001, longitude: 20.002 };
      const { frame } = await frameShowingWeatherOf(place);
      const { frame: other } = await frameShowingWeatherOf({ ...place, latitude: 10.003 });
      await t.services.weather.refreshDue();
      await t.context.queue.drain({ timeoutMs: 30_000 });
      const callsOf = () =>
        standin.calls.filter((call) => call.path === '/v1/forecast' && call.query.get('latitude') === '10').length;
      expect(callsOf()).toBe(1);
      const before = await playlistOf(t, frame);
      await Promise.all([t.services.weather.refreshDue(), t.services.weather.refreshDue()]);
      t.clock.advanceMinutes(20);
      await t.services.weather.refreshDue();
      expect(callsOf()).toBe(1);
      expect((await playlistOf(t, frame)).etag).toBe(before.etag);

      standin.setWeather(10, 20, { temperatureC: -3, code: 71, isDay: true });
      t.clock.advanceMinutes(11);
      await Promise.all([t.services.weather.refreshDue(), t.services.weather.refreshDue()]);
      expect(callsOf()).toBe(2);
      for (const shown of [frame, other]) {
        expect((await playlistOf(t, shown)).playlist.weather).toMatchObject({ temperature: -3, code: 71 });
      }
    });

    it('are missing, not broken, while Open-Meteo is down, and come once it is back', async () => {
      const place = { name: 'Faraway', latitude: -33.86785, longitude: 151.20732 };
      const { frame } = await frameShowingWeatherOf(place);
      standin.down = true;
      try {
        const result = await t.services.weather.refreshDue();
        expect(result.failed).toBeGreaterThanOrEqual(1);
        await t.context.queue.drain({ timeoutMs: 30_000 });
        const { playlist } = await playlistOf(t, frame);
        expect(playlist.weather).toBeUndefined();
        expect(playlist.settings.weather.enabled).toBe(true);
      } finally {
        standin.down = false;
      }
      // Tried again after a pause, not at every ask.
      t.clock.advanceMinutes(6);
      await t.services.weather.refreshDue();
      expect((await playlistOf(t, frame)).playlist.weather).toMatchObject({ place: 'Faraway', code: 3 });
    });

    it('stop once the weather is turned off', async () => {
      const { owner, frame } = await frameShowingWeatherOf({ name: 'Gone', latitude: 1, longitude: 1 });
      await t.services.weather.refreshDue();
      expect((await playlistOf(t, frame)).playlist.weather).toMatchObject({ place: 'Gone' });
      const callsOf = () => standin.calls.filter((call) => call.query.get('latitude') === '1').length;
      expect(callsOf()).toBe(1);
      const off = await owner.client.patchJson(`${FRAMES}/${frame.frameId}`, {
        settings: { weather: { enabled: false, place: null, unit: 'celsius' } },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await playlistOf(t, frame)).playlist.weather).toBeUndefined();
      t.clock.advanceMinutes(31);
      await t.services.weather.refreshDue();
      expect(callsOf()).toBe(1);
    });
  });
});
