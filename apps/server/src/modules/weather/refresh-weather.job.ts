import { z } from 'zod';
import { defineJob } from '../../infra/queue/job.ts';
import type { WeatherService } from './weather.service.ts';

/**
 * Fetches the weather of every place some frame shows whose report is due. Sent by every worker's
 * clock and by playlists lacking a fresh report, under one singleton key; whatever runs twice finds
 * the places already claimed or fresh, so each place is fetched once per period across processes.
 * No retries: the next run, minutes later, is the retry.
 */
export function createRefreshWeatherJob(deps: { weather: () => WeatherService }) {
  return defineJob({
    name: 'refresh-weather',
    payload: z.object({}),
    retryLimit: 0,
    timeoutSeconds: 10 * 60,
    handler: async (_payload, { signal }) => {
      await deps.weather().refreshDue(signal);
    },
  });
}
