import { z } from 'zod';
import { ITEM_SOURCES, ZVideoStorage } from './library.ts';

/**
 * Create > Statistics: a person's own numbers, JSON under /api/v3/statistics. Months are `YYYY-MM`
 * and days `YYYY-MM-DD` in `timeZone` (UTC: the app keeps no time zone of a person's).
 */

/** Months of uploads (and of items added to shared albums) the page charts, this month included. */
export const STATISTICS_MONTHS = 12;
/** Days of what frames showed and how long they were online, today included. */
export const STATISTICS_DAYS = 30;
/** The most-shown photos listed at most. */
export const MOST_SHOWN_MAX = 10;

/** GET statistics?frameId=: the frame numbers of one of the person's own frames (404 otherwise). */
export const ZStatisticsQuery = z.object({
  frameId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
});
export type StatisticsQuery = z.infer<typeof ZStatisticsQuery>;

const count = z.number().int().nonnegative();

export const ZStatisticsMonth = z.object({ month: z.string(), photos: count, videos: count });
export const ZStatisticsFrameDay = z.object({
  day: z.string(),
  /** Slides shown that day: the person's photos and videos, shared albums' and NFT Art alike. */
  shown: count,
  /** Seconds the frame was heard from (awake or asleep), and the part of them it was asleep. */
  onlineSeconds: count,
  asleepSeconds: count,
});
export type StatisticsFrameDay = z.infer<typeof ZStatisticsFrameDay>;

export const ZStatistics = z.object({
  /** The zone days and months are counted in. */
  timeZone: z.string(),
  /** The last STATISTICS_MONTHS months, oldest first, by the day items came into the library. */
  uploadsByMonth: z.array(ZStatisticsMonth),
  library: z.object({
    photos: count,
    videos: count,
    /** Every source of the contract, in ITEM_SOURCES order, zero included. */
    bySource: z.array(z.object({ source: z.enum(ITEM_SOURCES), count })),
  }),
  videoStorage: ZVideoStorage,
  albums: z.object({
    owned: count,
    /** Albums the person shares (owned, shared) and albums of others they are a member of. */
    sharedByYou: count,
    sharedWithYou: count,
    /** Items added to those shared albums (by anyone) per month, oldest first. */
    addedToSharedByMonth: z.array(z.object({ month: z.string(), count })),
  }),
  /** The person's frames, by name; `frameId` names the one the numbers below are of, or null: all. */
  frames: z.array(z.object({ id: z.number().int(), name: z.string() })),
  frameId: z.number().int().nullable(),
  /** The last STATISTICS_DAYS days, oldest first. */
  frameDays: z.array(ZStatisticsFrameDay),
  /** Per frame, over those days. */
  frameTotals: z.array(
    z.object({ frameId: z.number().int(), shown: count, onlineSeconds: count, asleepSeconds: count }),
  ),
  /**
   * The photos and videos shown most (all time), at most MOST_SHOWN_MAX: only those the person may
   * see (their own, or of a shared album on that frame they belong to); works of NFT Art are left out.
   */
  mostShown: z.array(
    z.object({
      itemId: z.number().int(),
      kind: z.enum(['photo', 'video']),
      shown: count,
      thumbnailUrl: z.string().nullable(),
    }),
  ),
});
export type Statistics = z.infer<typeof ZStatistics>;
