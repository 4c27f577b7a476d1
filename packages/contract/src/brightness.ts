import { z } from 'zod';
import { type SleepSchedule, ZClockTime } from './sleep-schedule.ts';

/**
 * A frame's brightness curve: for each weekday a few points (local time → brightness in %, 0 = screen
 * off), joined by straight lines. The last point of a day leads into the next day's first point,
 * across midnight and weekdays, so a curve is one loop around the week. Without a curve the sleep
 * schedule decides (full brightness, or off): the schedule is the curve's simplest case.
 */

export const BRIGHTNESS_MAX_POINTS = 8;
const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

export const ZBrightnessPoint = z.object({
  time: ZClockTime,
  /** 0–100 %; 0 turns the screen off. */
  level: z.number().int().min(0).max(100),
});
export type BrightnessPoint = z.infer<typeof ZBrightnessPoint>;

/** One day's points, in order of time, no two at one minute. */
export const ZBrightnessDay = z
  .array(ZBrightnessPoint)
  .min(1)
  .max(BRIGHTNESS_MAX_POINTS)
  .refine((points) => points.every((point, index) => index === 0 || (points[index - 1]?.time ?? '') < point.time), {
    message: 'Points must be in order of time, each at a minute of its own',
  });

/** Seven days, 0 = Sunday, as the sleep schedule counts them. */
export const ZBrightnessCurve = z.object({ days: z.array(ZBrightnessDay).length(7) });
export type BrightnessCurve = z.infer<typeof ZBrightnessCurve>;

/** The frame setting: a curve, or none (the sleep schedule alone decides). */
export const ZBrightness = z.object({ curve: ZBrightnessCurve.nullable() });
export type Brightness = z.infer<typeof ZBrightness>;

export function minutesOf(clockTime: string): number {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  return hours * 60 + minutes;
}

export function clockTimeOf(minutes: number): string {
  const within = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(within / 60)).padStart(2, '0')}:${String(within % 60).padStart(2, '0')}`;
}

/** The sleep schedule at a minute (0–1439) of a weekday (0 = Sunday). */
function isAsleepAtMinute(schedule: SleepSchedule, today: number, minute: number): boolean {
  if (!schedule.enabled) return false;
  const start = minutesOf(schedule.start);
  const end = minutesOf(schedule.end);
  const yesterday = (today + 6) % 7;
  const isListed = (day: number) => schedule.days.includes(day);
  if (start === end) return isListed(today);
  if (start < end) return isListed(today) && minute >= start && minute < end;
  return (isListed(today) && minute >= start) || (isListed(yesterday) && minute < end);
}

/**
 * Whether the sleep schedule has the screen off at `now`, in the frame's own local time. A listed
 * day is the day a night begins: 22:00–07:00 on Friday sleeps from Friday 22:00 to Saturday 07:00.
 * The same start and end mean the whole listed day.
 */
export function isAsleep(schedule: SleepSchedule, now: Date): boolean {
  return isAsleepAtMinute(schedule, now.getDay(), now.getHours() * 60 + now.getMinutes());
}

/** A curve's points laid along the week: minutes since Sunday 00:00. */
function weekPointsOf(curve: BrightnessCurve): { minute: number; level: number }[] {
  return curve.days.flatMap((points, day) =>
    points.map((point) => ({ minute: day * MINUTES_PER_DAY + minutesOf(point.time), level: point.level })),
  );
}

/** The curve's level at a minute of the week, on the straight line between the points either side. */
function levelOnWeek(points: { minute: number; level: number }[], minute: number): number {
  const nextIndex = points.findIndex((point) => point.minute > minute);
  const next = points[nextIndex === -1 ? 0 : nextIndex];
  const previous = points.at(nextIndex === -1 ? -1 : nextIndex - 1);
  // A valid curve has a point every day; nothing to follow is full brightness.
  if (!next || !previous) return 100;
  // Around the end of the week, the loop goes on: Saturday's last point leads into Sunday's first.
  const from = previous.minute > minute ? previous.minute - MINUTES_PER_WEEK : previous.minute;
  const to = next.minute <= minute ? next.minute + MINUTES_PER_WEEK : next.minute;
  if (to === from) return previous.level;
  return Math.round(previous.level + ((next.level - previous.level) * (minute - from)) / (to - from));
}

/**
 * The brightness a frame shows at `now` (its local time), 0–100: on the curve when there is one,
 * else 100 or, while the sleep schedule has it off, 0. Whole minutes, as the player looks each minute.
 */
export function brightnessAt(settings: { brightness: Brightness; sleep: SleepSchedule }, now: Date): number {
  const curve = settings.brightness.curve;
  if (!curve) return isAsleep(settings.sleep, now) ? 0 : 100;
  return curveLevelAt(curve, now.getDay(), now.getHours() * 60 + now.getMinutes());
}

/** The curve's level on a weekday (0 = Sunday) at a minute of that day (0–1440: 1440 is the next midnight). */
export function curveLevelAt(curve: BrightnessCurve, day: number, minute: number): number {
  return levelOnWeek(weekPointsOf(curve), (day * MINUTES_PER_DAY + minute) % MINUTES_PER_WEEK);
}

/** The same points on every day of the week. */
export function everyDay(points: BrightnessPoint[]): BrightnessCurve {
  return { days: Array.from({ length: 7 }, () => points.map((point) => ({ ...point }))) };
}

/**
 * Ready-made curves. Changes that should look instant (the screen going off) are a minute long, as
 * the curve joins its points by lines.
 */
export const BRIGHTNESS_PRESETS = {
  /** Bright by day, softer through the evening, dim late at night. */
  eveningDim: everyDay([
    { time: '07:00', level: 100 },
    { time: '19:00', level: 100 },
    { time: '21:00', level: 40 },
    { time: '23:00', level: 15 },
  ]),
  /** Full brightness all the time: the frame never dims or turns off. */
  alwaysOn: everyDay([{ time: '12:00', level: 100 }]),
  /** Off from 22:00 to 07:00: the sleep schedule's own default, as a curve. */
  nightOff: everyDay([
    { time: '06:59', level: 0 },
    { time: '07:00', level: 100 },
    { time: '21:59', level: 100 },
    { time: '22:00', level: 0 },
  ]),
} as const satisfies Record<string, BrightnessCurve>;
export type BrightnessPreset = keyof typeof BRIGHTNESS_PRESETS;

/**
 * The sleep schedule a device that knows no curve should follow so that it is off when the curve is
 * at 0: possible when every stretch at 0 starts at the same time and lasts as long (or every one is
 * whole days). Null when the curve's off times are not a schedule (it should then keep the screen
 * on: dimmed less is better than dark by mistake). A curve never at 0 gives a schedule that is off.
 */
export function sleepScheduleOf(curve: BrightnessCurve, fallback: SleepSchedule): SleepSchedule | null {
  const points = weekPointsOf(curve);
  const isOff = (minute: number) => levelOnWeek(points, minute % MINUTES_PER_WEEK) === 0;
  const off = Array.from({ length: MINUTES_PER_WEEK }, (_, minute) => isOff(minute));
  if (off.every(Boolean)) return { enabled: true, start: '00:00', end: '00:00', days: [0, 1, 2, 3, 4, 5, 6] };
  if (!off.some(Boolean)) return { ...fallback, enabled: false };
  // Stretches of minutes at 0, walking the loop from a minute that is on.
  const firstOn = off.indexOf(false);
  const stretches: { start: number; length: number }[] = [];
  for (let step = 1; step <= MINUTES_PER_WEEK; step += 1) {
    const minute = (firstOn + step) % MINUTES_PER_WEEK;
    if (!off[minute]) continue;
    const last = stretches.at(-1);
    const previous = (minute + MINUTES_PER_WEEK - 1) % MINUTES_PER_WEEK;
    if (last && off[previous]) last.length += 1;
    else stretches.push({ start: minute, length: 1 });
  }
  const isWholeDays = stretches.every(
    (stretch) => stretch.start % MINUTES_PER_DAY === 0 && stretch.length % MINUTES_PER_DAY === 0,
  );
  if (isWholeDays) {
    const days = stretches.flatMap((stretch) =>
      Array.from(
        { length: stretch.length / MINUTES_PER_DAY },
        (_, index) => (stretch.start / MINUTES_PER_DAY + index) % 7,
      ),
    );
    return { enabled: true, start: '00:00', end: '00:00', days: days.sort((a, b) => a - b) };
  }
  const [first] = stretches;
  if (!first) return { ...fallback, enabled: false };
  const isSameEachTime = stretches.every(
    (stretch) => stretch.length === first.length && stretch.start % MINUTES_PER_DAY === first.start % MINUTES_PER_DAY,
  );
  if (!isSameEachTime || first.length >= MINUTES_PER_DAY) return null;
  const days = stretches.map((stretch) => Math.floor(stretch.start / MINUTES_PER_DAY)).sort((a, b) => a - b);
  return { enabled: true, start: clockTimeOf(first.start), end: clockTimeOf(first.start + first.length), days };
}

/**
 * The curve that does what a sleep schedule does (full brightness, off while it sleeps), or null
 * when the schedule is off: so the editor starts from the schedule a frame already follows.
 */
export function curveOfSleepSchedule(schedule: SleepSchedule): BrightnessCurve | null {
  if (!schedule.enabled || schedule.days.length === 0) return null;
  const weekMinute = (minute: number) => ((minute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
  const levelAt = (minute: number) => {
    const week = weekMinute(minute);
    return isAsleepAtMinute(schedule, Math.floor(week / MINUTES_PER_DAY), week % MINUTES_PER_DAY) ? 0 : 100;
  };
  const days: BrightnessPoint[][] = Array.from({ length: 7 }, () => []);
  const addPoint = (minute: number) => {
    const week = weekMinute(minute);
    const points = days[Math.floor(week / MINUTES_PER_DAY)] ?? [];
    const time = clockTimeOf(week);
    if (!points.some((point) => point.time === time)) points.push({ time, level: levelAt(week) });
  };
  // Each change is a step: the last minute at the old level, then the first at the new one.
  for (let minute = 0; minute < MINUTES_PER_WEEK; minute += 1) {
    if (levelAt(minute) === levelAt(minute - 1)) continue;
    addPoint(minute - 1);
    addPoint(minute);
  }
  return {
    days: days.map((points, day) =>
      points.length > 0
        ? points.sort((a, b) => a.time.localeCompare(b.time))
        : [{ time: '00:00', level: levelAt(day * MINUTES_PER_DAY) }],
    ),
  };
}
