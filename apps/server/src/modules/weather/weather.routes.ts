import { ZWeatherPlaceQuery, ZWeatherPlaces } from '@kinframe/contract';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { WeatherService } from './weather.service.ts';

/** GET /api/v3/weather/places?q=: the place search of a frame's weather setting. */
export function registerWeatherRoutes(app: ZodApp, deps: { weather: WeatherService }) {
  app.get(
    '/v3/weather/places',
    { schema: { tags: ['frames'], querystring: ZWeatherPlaceQuery, response: { 200: ZWeatherPlaces } } },
    async (request) => deps.weather.searchPlaces(requireUser(request).id, request.query.q),
  );
}
