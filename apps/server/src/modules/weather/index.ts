import type { AppContext } from '../../context.ts';
import { createOpenMeteo } from '../../infra/weather/open-meteo.ts';
import type { createAccountService } from '../account/account.service.ts';
import type { FrameSignalsService } from '../frames/frame-signals.ts';
import { createRefreshWeatherJob } from './refresh-weather.job.ts';
import { createWeatherRepo } from './weather.repo.ts';
import { createWeatherService } from './weather.service.ts';

/** Weather on frames: the place search, the reports the worker fetches, and what playlists carry. */
export function createWeatherModule(
  context: AppContext,
  deps: { accounts: ReturnType<typeof createAccountService>; frameSignals: FrameSignalsService },
) {
  const { config, db, clock, queue } = context;
  const refreshWeather = createRefreshWeatherJob({ weather: () => weather });
  const weather = createWeatherService({
    repo: createWeatherRepo(db),
    provider: createOpenMeteo(config.weather),
    clock,
    limits: context.rateLimits,
    languageOf: async (userId) => (await deps.accounts.findById(userId))?.language ?? null,
    tellFrame: deps.frameSignals.changed,
    requestRefresh: async () => {
      await queue.send(refreshWeather, {}, { singletonKey: 'due' });
    },
  });
  return { weather, jobs: [refreshWeather] };
}
