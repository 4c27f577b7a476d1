import type { Database } from '../../infra/db/database.ts';
import type { WeatherReportRow } from '../../infra/db/schema.ts';

/** The weather reports of places, and the frames that may show one. */
export function createWeatherRepo(db: Database) {
  return {
    async findReport(placeKey: string): Promise<WeatherReportRow | null> {
      return (
        (await db.selectFrom('weather_reports').selectAll().where('place_key', '=', placeKey).executeTakeFirst()) ??
        null
      );
    },

    /**
     * The frames whose settings mention the weather at all, for the service to read whole: settings
     * are JSON text, which the two databases query differently, so the finer test is made in code.
     */
    framesMentioningWeather(): Promise<{ id: number; settings: string }[]> {
      return db
        .selectFrom('frames')
        .select(['id', 'settings'])
        .where('settings', 'like', '%"weather"%')
        .orderBy('id', 'asc')
        .execute();
    },

    async addPlaces(placeKeys: string[]): Promise<void> {
      if (placeKeys.length === 0) return;
      await db
        .insertInto('weather_reports')
        .values(placeKeys.map((place_key) => ({ place_key })))
        .onConflict((oc) => oc.column('place_key').doNothing())
        .execute();
    },

    /**
     * Takes the place's next fetch for this process: true when its report is older than
     * `staleBefore` and nobody began a fetch since `triedBefore`. One statement, so of two
     * processes asking at once only one gets it.
     */
    async claim(placeKey: string, now: string, staleBefore: string, triedBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('weather_reports')
        .set({ tried_at: now })
        .where('place_key', '=', placeKey)
        .where((eb) => eb.or([eb('fetched_at', 'is', null), eb('fetched_at', '<', staleBefore)]))
        .where((eb) => eb.or([eb('tried_at', 'is', null), eb('tried_at', '<', triedBefore)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async saveReport(
      placeKey: string,
      report: { temperatureC: number; code: number; isDay: boolean; observedAt: string; fetchedAt: string },
    ): Promise<void> {
      await db
        .updateTable('weather_reports')
        .set({
          temperature_c: report.temperatureC,
          weather_code: report.code,
          is_day: report.isDay ? 1 : 0,
          observed_at: report.observedAt,
          fetched_at: report.fetchedAt,
        })
        .where('place_key', '=', placeKey)
        .execute();
    },

    /** Places no frame shows any more go, so the table holds only what is fetched. */
    async removePlacesOtherThan(placeKeys: string[]): Promise<void> {
      let query = db.deleteFrom('weather_reports');
      if (placeKeys.length > 0) query = query.where('place_key', 'not in', placeKeys);
      await query.execute();
    },
  };
}

export type WeatherRepo = ReturnType<typeof createWeatherRepo>;
