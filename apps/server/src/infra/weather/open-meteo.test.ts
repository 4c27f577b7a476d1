import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createOpenMeteo, WeatherServiceError } from './open-meteo.ts';

let server: Server | null = null;

/** A service at a local address that answers every call with `answer`. */
async function serviceAnswering(
  answer: (response: import('node:http').ServerResponse) => void,
  timeoutMs?: number,
): Promise<ReturnType<typeof createOpenMeteo>> {
  server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return createOpenMeteo({ forecastUrl: url, geocodingUrl: url, ...(timeoutMs ? { timeoutMs } : {}) });
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = null;
});

describe('the Open-Meteo client', () => {
  it('reads the current weather in UTC', async () => {
    const service = await serviceAnswering((response) =>
      response.end(
        JSON.stringify({
          current: { time: '2026-11-26T15:45', interval: 900, temperature_2m: -1.5, weather_code: 73, is_day: 0 },
        }),
      ),
    );
    expect(await service.current(52.52, 13.41)).toEqual({
      temperatureC: -1.5,
      code: 73,
      isDay: false,
      observedAt: '2026-11-26T15:45:00.000Z',
    });
  });

  it('refuses an answer larger than a report could be, without reading it all', async () => {
    const service = await serviceAnswering((response) => {
      response.write(`{"current":{"time":"${'x'.repeat(300 * 1024)}`);
      response.end('"}}');
    });
    await expect(service.current(1, 2)).rejects.toBeInstanceOf(WeatherServiceError);
  });

  it('gives up on a service that does not answer', async () => {
    const service = await serviceAnswering(() => undefined, 200);
    await expect(service.searchPlaces('Berlin', 'en')).rejects.toBeInstanceOf(WeatherServiceError);
  });

  it('refuses an error status and an answer of another shape', async () => {
    const failing = await serviceAnswering((response) => {
      response.statusCode = 400;
      response.end(JSON.stringify({ error: true, reason: 'Latitude must be in range of -90 to 90°.' }));
    });
    await expect(failing.current(1, 2)).rejects.toThrow(/answered 400/);
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const odd = await serviceAnswering((response) => response.end(JSON.stringify({ current: { time: 'now' } })));
    await expect(odd.current(1, 2)).rejects.toBeInstanceOf(WeatherServiceError);
  });

  it('leaves out places without coordinates and reads no results as none', async () => {
    const service = await serviceAnswering((response) =>
      response.end(
        JSON.stringify({
          results: [
            { id: 1, name: 'Nowhere' },
            {
              id: 2,
              name: 'Lyon',
              latitude: 45.75,
              longitude: 4.85,
              country: 'France',
              admin1: 'Auvergne-Rhône-Alpes',
            },
          ],
        }),
      ),
    );
    expect(await service.searchPlaces('Lyon', 'fr')).toEqual([
      { name: 'Lyon', region: 'Auvergne-Rhône-Alpes', country: 'France', latitude: 45.75, longitude: 4.85 },
    ]);
  });
});
