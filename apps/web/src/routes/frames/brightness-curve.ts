import {
  BRIGHTNESS_MAX_POINTS,
  type BrightnessCurve,
  type BrightnessPoint,
  clockTimeOf,
  curveLevelAt,
  minutesOf,
  type SleepSchedule,
  sleepScheduleOf,
} from '@kinframe/contract';

/**
 * The brightness editor's rules. While a time is typed the points may stand out of order (a row
 * that jumped away under the cursor would lose its place), so a day is sorted when it is drawn and
 * when it is sent; two points at one minute are the one problem left to tell.
 */

export type CurveIssue = 'sameTime';

const byTime = (a: BrightnessPoint, b: BrightnessPoint) => a.time.localeCompare(b.time);

export function sortedDay(points: BrightnessPoint[]): BrightnessPoint[] {
  return [...points].sort(byTime);
}

/** The days whose points share a minute: each day must be a line through distinct times. */
export function daysWithSameTimes(curve: BrightnessCurve): number[] {
  return curve.days.flatMap((points, day) =>
    new Set(points.map((point) => point.time)).size === points.length ? [] : [day],
  );
}

export function curveIssue(curve: BrightnessCurve | null): CurveIssue | null {
  return curve && daysWithSameTimes(curve).length > 0 ? 'sameTime' : null;
}

/** The curve as it is sent: every day in order of time. */
export function sortedCurve(curve: BrightnessCurve): BrightnessCurve {
  return { days: curve.days.map(sortedDay) };
}

export function isSameOnEveryDay(curve: BrightnessCurve): boolean {
  const first = JSON.stringify(sortedDay(curve.days[0] ?? []));
  return curve.days.every((points) => JSON.stringify(sortedDay(points)) === first);
}

/** The curve with `points` on one day, or on all seven (`day` null). */
export function withDayPoints(curve: BrightnessCurve, day: number | null, points: BrightnessPoint[]): BrightnessCurve {
  return {
    days: curve.days.map((old, index) => (day === null || index === day ? points.map((p) => ({ ...p })) : old)),
  };
}

/**
 * A new point in the middle of the widest gap of the day (round to 5 minutes), at the level the
 * line already has there, so adding one changes nothing until it is moved. None past the limit.
 */
export function withAddedPoint(curve: BrightnessCurve, day: number): BrightnessPoint[] {
  const points = sortedDay(curve.days[day] ?? []);
  if (points.length >= BRIGHTNESS_MAX_POINTS) return points;
  const minutes = points.map((point) => minutesOf(point.time));
  // Gaps within the day, and the one around midnight from the last point to the first.
  const gaps = minutes.map((start, index) => {
    const end = minutes[index + 1] ?? (minutes[0] ?? 0) + 24 * 60;
    return { start, length: end - start };
  });
  const widest = gaps.reduce((best, gap) => (gap.length > best.length ? gap : best), { start: 0, length: 0 });
  const middle = (Math.round((widest.start + widest.length / 2) / 5) * 5) % (24 * 60);
  if (minutes.includes(middle)) return points;
  const level = curveLevelAt(sortedCurve(curve), day, middle);
  return sortedDay([...points, { time: clockTimeOf(middle), level }]);
}

/**
 * The sleep schedule sent with a curve, for devices that know no curve: the curve's off times when
 * they are a schedule, else none (such a device stays on rather than going dark at a wrong time).
 */
export function sleepScheduleFor(curve: BrightnessCurve | null, current: SleepSchedule): SleepSchedule {
  if (!curve) return current;
  return sleepScheduleOf(sortedCurve(curve), current) ?? { ...current, enabled: false };
}

/** Whether a device that knows no curve will miss some of this curve's off times. */
export function isBeyondSleepSchedule(curve: BrightnessCurve): boolean {
  const sorted = sortedCurve(curve);
  return sleepScheduleOf(sorted, { enabled: false, start: '22:00', end: '07:00', days: [] }) === null;
}
