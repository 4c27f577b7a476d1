import type { SleepSchedule } from '@kinframe/contract';

export type SleepScheduleIssue = 'noDays' | 'sameTimes';

/** A schedule that is on must name a day, and a stretch of time: off and on at one minute is none. */
export function sleepScheduleIssue(schedule: SleepSchedule): SleepScheduleIssue | null {
  if (!schedule.enabled) return null;
  if (schedule.days.length === 0) return 'noDays';
  if (schedule.start === schedule.end) return 'sameTimes';
  return null;
}

/** The schedule with one day added or taken away, the days kept in order. */
export function withDay(schedule: SleepSchedule, day: number, isChosen: boolean): SleepSchedule {
  const others = schedule.days.filter((chosen) => chosen !== day);
  return { ...schedule, days: (isChosen ? [...others, day] : others).sort((a, b) => a - b) };
}
