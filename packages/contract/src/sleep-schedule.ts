import { z } from 'zod';

/** "HH:MM", 24 hours, in the frame's own local time. */
export const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Screen off between `start` and `end` (local time of the frame), on the days listed (0 = Sunday). */
export const ZSleepSchedule = z.object({
  enabled: z.boolean(),
  start: ZClockTime,
  end: ZClockTime,
  days: z.array(z.number().int().min(0).max(6)).max(7),
});
export type SleepSchedule = z.infer<typeof ZSleepSchedule>;
