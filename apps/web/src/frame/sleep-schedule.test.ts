import type { SleepSchedule } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { isAsleep, msToNextMinute } from './sleep-schedule.ts';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** 2026-03-06 is a Friday; the Date is in the frame's local time, as the schedule is. */
const at = (day: number, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(2026, 2, day, hours, minutes);
};
const schedule = (start: string, end: string, days = EVERY_DAY, enabled = true): SleepSchedule => ({
  enabled,
  start,
  end,
  days,
});

describe('the sleep schedule', () => {
  it('sleeps through the night across midnight', () => {
    const night = schedule('22:00', '07:00');
    expect(isAsleep(night, at(6, '21:59'))).toBe(false);
    expect(isAsleep(night, at(6, '22:00'))).toBe(true);
    expect(isAsleep(night, at(7, '03:30'))).toBe(true);
    expect(isAsleep(night, at(7, '06:59'))).toBe(true);
    expect(isAsleep(night, at(7, '07:00'))).toBe(false);
  });

  it('counts a night on the day it begins: a Friday night lasts into Saturday, a Saturday one is off', () => {
    const weekNights = schedule('22:00', '07:00', [1, 2, 3, 4, 5]);
    expect(isAsleep(weekNights, at(6, '23:00'))).toBe(true); // Friday night
    expect(isAsleep(weekNights, at(7, '06:00'))).toBe(true); // still Friday's night
    expect(isAsleep(weekNights, at(7, '23:00'))).toBe(false); // Saturday night: not listed
    expect(isAsleep(weekNights, at(8, '06:00'))).toBe(false);
    expect(isAsleep(weekNights, at(9, '06:00'))).toBe(false); // Monday morning: Sunday night not listed
  });

  it('sleeps within the day when the start comes before the end', () => {
    const workday = schedule('09:00', '17:30', [1, 2, 3, 4, 5]);
    expect(isAsleep(workday, at(6, '12:00'))).toBe(true);
    expect(isAsleep(workday, at(6, '17:30'))).toBe(false);
    expect(isAsleep(workday, at(7, '12:00'))).toBe(false);
  });

  it('sleeps the whole listed day when start and end are the same, and never when switched off', () => {
    expect(isAsleep(schedule('00:00', '00:00', [0]), at(8, '15:00'))).toBe(true);
    expect(isAsleep(schedule('00:00', '00:00', [0]), at(9, '15:00'))).toBe(false);
    expect(isAsleep(schedule('22:00', '07:00', EVERY_DAY, false), at(6, '23:00'))).toBe(false);
    expect(isAsleep(schedule('22:00', '07:00', []), at(6, '23:00'))).toBe(false);
  });

  it('looks again on the next whole minute', () => {
    expect(msToNextMinute(new Date(2026, 2, 6, 10, 0, 59, 500))).toBe(500);
    expect(msToNextMinute(new Date(2026, 2, 6, 10, 0, 0, 0))).toBe(60_000);
  });
});
