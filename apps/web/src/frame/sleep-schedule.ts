import type { SleepSchedule } from '@kinframe/contract';

function minutesOf(clockTime: string): number {
  const [hours = 0, minutes = 0] = clockTime.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Whether the screen sleeps at `now`, in the frame's own local time. A listed day is the day a
 * night begins: 22:00–07:00 on Friday sleeps from Friday 22:00 to Saturday 07:00. The same start and
 * end mean the whole listed day.
 */
export function isAsleep(schedule: SleepSchedule, now: Date): boolean {
  if (!schedule.enabled) return false;
  const start = minutesOf(schedule.start);
  const end = minutesOf(schedule.end);
  const minute = now.getHours() * 60 + now.getMinutes();
  const today = now.getDay();
  const yesterday = (today + 6) % 7;
  const isListed = (day: number) => schedule.days.includes(day);
  if (start === end) return isListed(today);
  if (start < end) return isListed(today) && minute >= start && minute < end;
  return (isListed(today) && minute >= start) || (isListed(yesterday) && minute < end);
}

/** Milliseconds until the next whole minute: sleep starts and ends on the minute. */
export function msToNextMinute(now: Date): number {
  return (60 - now.getSeconds()) * 1000 - now.getMilliseconds();
}
