import {
  type FrameSettings,
  type PlaylistWeather,
  temperatureIn,
  type WeatherPlace,
  type WeatherPlaces,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { addMinutes, type Clock } from '../../infra/clock.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { WeatherProvider } from '../../infra/weather/open-meteo.ts';
import { settingsOf } from '../frames/frames.presenters.ts';
import type { WeatherRepo } from './weather.repo.ts';

/** A place's report is fetched again once it is this old: the frame's weather moves at most this often. */
export const REFRESH_MINUTES = 30;
/** While the weather service fails, a place is tried again no sooner than this. */
const RETRY_MINUTES = 5;
/** A report older than this (the service down for hours) is no longer shown: no weather beats old weather. */
const SHOWN_FOR_MINUTES = 3 * 60;
/** Fetches at once in one refresh. */
const FETCHES_AT_ONCE = 4;
/** Place searches per person: enough to type a few names, too few to use us as a free geocoder. */
export const PLACE_SEARCH_LIMIT = { max: 60, windowMinutes: 10 } as const;

/**
 * The key of a place: its coordinates rounded to 0.01° (about a kilometre), so the frames of one
 * town share one report and one call, and the key alone says where to fetch.
 */
export function placeKeyOf(place: Pick<WeatherPlace, 'latitude' | 'longitude'>): string {
  return `${place.latitude.toFixed(2)},${place.longitude.toFixed(2)}`;
}

function coordinatesOf(placeKey: string): { latitude: number; longitude: number } {
  const [latitude, longitude] = placeKey.split(',').map(Number);
  return { latitude: latitude ?? 0, longitude: longitude ?? 0 };
}

/** Open-Meteo's language codes are ISO 639-1: the spec's jp-JP is Japanese, `ja`. */
export function weatherLanguageOf(locale: string): string {
  return locale === 'jp-JP' ? 'ja' : (locale.split('-')[0] ?? 'en').toLowerCase();
}

/**
 * The weather frames show. Only the server talks to the weather service: it fetches each place
 * some frame shows (every REFRESH_MINUTES, by the refresh-weather job, once across processes:
 * each place is claimed in the database before it is fetched) and tells those frames when a new
 * report lands; their playlists carry it. Owners find places through the place search.
 */
export function createWeatherService(deps: {
  repo: WeatherRepo;
  provider: WeatherProvider;
  clock: Clock;
  limits: RateLimits;
  languageOf: (userId: number) => Promise<string | null>;
  /** Tells a frame to fetch its playlist again. */
  tellFrame: (frameId: number) => Promise<void>;
  /** Queues the refresh-weather job (a no-op while one is queued or running). */
  requestRefresh: () => Promise<void>;
  reportError?: (error: unknown) => void;
}) {
  const { repo, clock } = deps;
  const reportError =
    deps.reportError ??
    ((error: unknown) => process.stderr.write(`Weather: ${error instanceof Error ? error.message : String(error)}\n`));
  const minutesAgo = (minutes: number) => addMinutes(clock.now(), -minutes).toISOString();

  /** The place of each frame showing the weather, by place key. */
  async function framesByPlace(): Promise<Map<string, number[]>> {
    const byPlace = new Map<string, number[]>();
    for (const frame of await repo.framesMentioningWeather()) {
      const { weather } = settingsOf(frame);
      if (!weather.enabled || !weather.place) continue;
      const key = placeKeyOf(weather.place);
      byPlace.set(key, [...(byPlace.get(key) ?? []), frame.id]);
    }
    return byPlace;
  }

  async function refreshPlace(placeKey: string, frameIds: number[], signal?: AbortSignal): Promise<boolean> {
    const now = clock.now().toISOString();
    if (!(await repo.claim(placeKey, now, minutesAgo(REFRESH_MINUTES), minutesAgo(RETRY_MINUTES)))) return false;
    const { latitude, longitude } = coordinatesOf(placeKey);
    const current = await deps.provider.current(latitude, longitude, signal);
    await repo.saveReport(placeKey, { ...current, fetchedAt: clock.now().toISOString() });
    for (const frameId of frameIds) await deps.tellFrame(frameId);
    return true;
  }

  return {
    /**
     * Places whose names match `query`, in the person's language, for the weather setting. Counted
     * per person; the weather service failing is `weather_unavailable`, never its own words.
     */
    async searchPlaces(userId: number, query: string): Promise<WeatherPlaces> {
      await deps.limits.take([{ key: `weather-places:${userId}`, ...PLACE_SEARCH_LIMIT }]);
      const language = weatherLanguageOf((await deps.languageOf(userId)) ?? 'en-US');
      try {
        return { places: await deps.provider.searchPlaces(query, language) };
      } catch (error) {
        reportError(error);
        throw new AppError('weather_unavailable');
      }
    },

    /**
     * For the refresh-weather job: fetches every place some frame shows whose report is due, and
     * tells its frames. A place that fails is left for the next run; the others go on.
     */
    async refreshDue(signal?: AbortSignal): Promise<{ fetched: number; failed: number }> {
      const byPlace = await framesByPlace();
      const keys = [...byPlace.keys()];
      await repo.removePlacesOtherThan(keys);
      await repo.addPlaces(keys);
      let fetched = 0;
      let failed = 0;
      const queue = [...byPlace];
      const worker = async () => {
        for (let next = queue.shift(); next && !signal?.aborted; next = queue.shift()) {
          try {
            if (await refreshPlace(next[0], next[1], signal)) fetched += 1;
          } catch (error) {
            failed += 1;
            reportError(error);
          }
        }
      };
      await Promise.all(Array.from({ length: FETCHES_AT_ONCE }, worker));
      return { fetched, failed };
    },

    /** Queues a refresh: the worker's clock calls it, and it is harmless to call often. */
    requestRefresh: () => deps.requestRefresh(),

    /**
     * What a frame's playlist says of the weather: the latest report of its place in its unit, or
     * null (off, no place, no recent report). A place without a fresh report gets a refresh
     * queued, so a place just chosen shows its weather within moments.
     */
    async playlistWeatherOf(settings: Pick<FrameSettings, 'weather'>): Promise<PlaylistWeather | null> {
      const { weather } = settings;
      if (!weather?.enabled || !weather.place) return null;
      const report = await repo.findReport(placeKeyOf(weather.place));
      const fetchedAt = report?.fetched_at ?? null;
      if (fetchedAt === null || fetchedAt < minutesAgo(REFRESH_MINUTES)) {
        await deps.requestRefresh().catch(reportError);
      }
      if (
        !report ||
        fetchedAt === null ||
        fetchedAt < minutesAgo(SHOWN_FOR_MINUTES) ||
        report.temperature_c === null ||
        report.weather_code === null ||
        report.observed_at === null
      ) {
        return null;
      }
      return {
        place: weather.place.name,
        temperature: temperatureIn(report.temperature_c, weather.unit),
        unit: weather.unit,
        code: report.weather_code,
        isDay: report.is_day === 1,
        observedAt: report.observed_at,
      };
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;
