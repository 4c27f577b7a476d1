import {
  type Heartbeat,
  ITEM_SOURCES,
  MOST_SHOWN_MAX,
  STATISTICS_DAYS,
  STATISTICS_MONTHS,
  type Statistics,
  type VideoStorage,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { FrameRow } from '../../infra/db/schema.ts';
import type { Transactions } from '../../infra/db/transactions.ts';
import { settingsOf } from '../frames/frames.presenters.ts';
import type { ClaimBeat } from '../frames/frames.service.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { DailyCounts, StatisticsRepo } from './statistics.repo.ts';

/**
 * Days and months are UTC: the app keeps no time zone of a person's (a frame's sleep schedule is in
 * the device's own local time, which the server never learns), and stored times are UTC ISO strings.
 */
export const STATISTICS_TIME_ZONE = 'UTC';

/**
 * A heartbeat at most this long after the one before counts the gap between them as online (the
 * player beats every minute, so one lost beat still counts); after a longer silence the frame is
 * taken to have been offline in between, and the gap counts nothing.
 */
export const ONLINE_GAP_MS = 120_000;
/** A slide reported as shown longer ago than this is dated this long ago (a day bucket, no more). */
const MAX_SHOWN_AGE_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The `YYYY-MM` months ending with `now`'s, oldest first. */
function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(at.toISOString().slice(0, 7));
  }
  return months;
}

function lastDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let back = count - 1; back >= 0; back--) days.push(dayOf(new Date(now.getTime() - back * DAY_MS)));
  return days;
}

/**
 * Create > Statistics: a person's own numbers, and the counting of what their frames report.
 *
 * The library's numbers are counted when asked (an index holds every column they read); what
 * frames showed and how long they were online is added up as each heartbeat comes, since the beats
 * themselves are not kept.
 */
export function createStatisticsService(deps: {
  repo: StatisticsRepo;
  clock: Clock;
  transactions: Pick<Transactions, 'run'>;
  urls: ItemUrls;
  videoStorage: (userId: number) => Promise<VideoStorage>;
  /** Of these ids, the library items the frame's sources hold: a beat counts no other as shown. */
  itemsOnFrame: (frame: FrameRow, ids: number[]) => Promise<Set<number>>;
}) {
  const { repo, clock, transactions } = deps;

  return {
    /**
     * Counts a heartbeat the frame just sent (its row as read before the beat): the gap since its
     * last counted beat, online or asleep by the state that beat reported, and the slides it lists.
     * Slides dated at or before the last counted beat were counted with it (the answer to that beat
     * was lost and the player sent them again), so they are not counted twice. What a beat says is
     * not taken on trust: a library item counts only while it is on this frame's playlist, and at
     * most one slide per interval of the frame's (a player shows no faster), within the time since
     * the last counted beat (the first beat: since the online gap).
     */
    async countBeat(frame: FrameRow, beat: Heartbeat, claim: ClaimBeat): Promise<void> {
      const now = clock.now();
      const previous = frame.last_beat_at ?? null;
      const previousMs = previous === null ? null : Date.parse(previous);
      const gapMs = previousMs === null ? 0 : now.getTime() - previousMs;
      const onlineSeconds = gapMs > 0 && gapMs <= ONLINE_GAP_MS ? Math.floor(gapMs / 1000) : 0;
      const today = dayOf(now);
      const days = new Map<string, DailyCounts>([
        [
          today,
          {
            day: today,
            shown: 0,
            onlineSeconds,
            asleepSeconds: frame.play_state === 'asleep' ? onlineSeconds : 0,
          },
        ],
      ]);
      const libraryShows = new Map<number, number>();
      const libraryIds = [...new Set((beat.shown ?? []).map((slide) => slide.id).filter((id) => id > 0))];
      const onPlaylist = await deps.itemsOnFrame(frame, libraryIds);
      const intervalMs = settingsOf(frame).intervalSeconds * 1000;
      const since = previousMs ?? now.getTime() - ONLINE_GAP_MS;
      const slides = (beat.shown ?? [])
        .map((slide) => ({ id: slide.id, at: now.getTime() - Math.min(slide.msAgo, MAX_SHOWN_AGE_MS) }))
        .filter((slide) => slide.id !== 0 && slide.at > since && (slide.id < 0 || onPlaylist.has(slide.id)))
        .sort((a, b) => a.at - b.at);
      // As many slides as intervals fit in the time the beat covers, each at least half an interval
      // after the one before (timers drift; a tap may cut a slide short).
      const allowed = Math.max(1, Math.ceil((now.getTime() - since) / intervalMs));
      let lastCountedAt = Number.NEGATIVE_INFINITY;
      let counted = 0;
      for (const slide of slides) {
        if (counted >= allowed || slide.at - lastCountedAt < intervalMs / 2) continue;
        lastCountedAt = slide.at;
        counted += 1;
        const shownAt = slide.at;
        const day = dayOf(new Date(shownAt));
        const counts = days.get(day) ?? { day, shown: 0, onlineSeconds: 0, asleepSeconds: 0 };
        counts.shown += 1;
        days.set(day, counts);
        if (slide.id > 0) libraryShows.set(slide.id, (libraryShows.get(slide.id) ?? 0) + 1);
      }
      const changes = [...days.values()].filter((d) => d.shown > 0 || d.onlineSeconds > 0);
      await transactions.run(async () => {
        if (!(await claim(now.toISOString()))) return;
        await repo.addDaily(frame.id, changes);
        await repo.addItemShows(frame.id, libraryShows);
      });
    },

    /** The person's own numbers; `frameId` narrows the frame numbers to one of their frames. */
    async statisticsOf(userId: number, frameId?: number): Promise<Statistics> {
      const now = clock.now();
      const months = lastMonths(now, STATISTICS_MONTHS);
      const days = lastDays(now, STATISTICS_DAYS);
      const since = `${months[0]}-01T00:00:00.000Z`;
      const frames = await repo.framesOf(userId);
      if (frameId !== undefined && !frames.some((frame) => frame.id === frameId)) throw new AppError('not_found');
      const frameIds = frameId === undefined ? frames.map((frame) => frame.id) : [frameId];
      const [library, videoStorage, albums, added, frameDays, mostShown] = await Promise.all([
        repo.libraryCounts(userId),
        deps.videoStorage(userId),
        repo.albumCounts(userId),
        repo.addedToSharedByMonth(userId, since),
        repo.frameDays(frameIds, days[0] as string),
        repo.mostShown(userId, frameIds, MOST_SHOWN_MAX),
      ]);

      const uploadsByMonth = months.map((month) => ({ month, photos: 0, videos: 0 }));
      const chartedMonths = new Map(uploadsByMonth.map((entry) => [entry.month, entry]));
      const bySource = ITEM_SOURCES.map((source) => ({ source, count: 0 }));
      let photos = 0;
      let videos = 0;
      for (const row of library) {
        if (row.kind === 'video') videos += row.count;
        else photos += row.count;
        const entry = bySource.find((candidate) => candidate.source === row.source);
        if (entry) entry.count += row.count;
        // Months before the charted ones count in the totals only.
        const month = chartedMonths.get(row.month);
        if (month) month[row.kind === 'video' ? 'videos' : 'photos'] += row.count;
      }
      const frameDaySeries = days.map((day) => ({ day, shown: 0, onlineSeconds: 0, asleepSeconds: 0 }));
      const totals = new Map(frameIds.map((id) => [id, { frameId: id, shown: 0, onlineSeconds: 0, asleepSeconds: 0 }]));
      for (const row of frameDays) {
        const day = frameDaySeries.find((candidate) => candidate.day === row.day);
        const total = totals.get(row.frameId);
        for (const entry of [day, total]) {
          if (!entry) continue;
          entry.shown += row.shown;
          entry.onlineSeconds += row.onlineSeconds;
          entry.asleepSeconds += row.asleepSeconds;
        }
      }
      return {
        timeZone: STATISTICS_TIME_ZONE,
        uploadsByMonth,
        library: { photos, videos, bySource },
        videoStorage,
        albums: {
          ...albums,
          addedToSharedByMonth: months.map((month) => ({
            month,
            count: added.find((row) => row.month === month)?.count ?? 0,
          })),
        },
        frames,
        frameId: frameId ?? null,
        frameDays: frameDaySeries,
        frameTotals: [...totals.values()],
        mostShown: await Promise.all(
          mostShown.map(async (row) => ({
            itemId: row.itemId,
            kind: row.kind,
            shown: row.shown,
            thumbnailUrl: row.key && row.mimeType ? await deps.urls.sign(row.key, row.mimeType) : null,
          })),
        ),
      };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
