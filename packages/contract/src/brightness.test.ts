import { describe, expect, it } from 'vitest';
import {
  BRIGHTNESS_PRESETS,
  type BrightnessCurve,
  brightnessAt,
  curveOfSleepSchedule,
  everyDay,
  isAsleep,
  sleepScheduleOf,
  ZBrightnessCurve,
} from './brightness.ts';
import { DEFAULT_FRAME_SETTINGS, ZFrameSettings } from './frames.ts';
import type { SleepSchedule } from './sleep-schedule.ts';

/** 2026-03-06 is a Friday (day 5); the Date is in the frame's local time, as the curve is. */
const at = (day: number, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(2026, 2, day, hours, minutes);
};
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const withCurve = (curve: BrightnessCurve | null, sleep = DEFAULT_FRAME_SETTINGS.sleep) => ({
  sleep,
  brightness: { curve },
});
const night = (days = EVERY_DAY): SleepSchedule => ({ enabled: true, start: '22:00', end: '07:00', days });

describe('the brightness at a time', () => {
  it('follows the sleep schedule when there is no curve: full, or off while it sleeps', () => {
    expect(brightnessAt(withCurve(null), at(6, '23:00'))).toBe(100);
    expect(brightnessAt(withCurve(null, night()), at(6, '21:59'))).toBe(100);
    expect(brightnessAt(withCurve(null, night()), at(6, '23:00'))).toBe(0);
    expect(brightnessAt(withCurve(null, night()), at(7, '06:59'))).toBe(0);
  });

  it('draws straight lines between the points of a day', () => {
    const curve = everyDay([
      { time: '08:00', level: 100 },
      { time: '20:00', level: 100 },
      { time: '22:00', level: 40 },
    ]);
    expect(brightnessAt(withCurve(curve), at(6, '12:00'))).toBe(100);
    expect(brightnessAt(withCurve(curve), at(6, '21:00'))).toBe(70);
    expect(brightnessAt(withCurve(curve), at(6, '22:00'))).toBe(40);
  });

  it("carries a day's last point into the next day's first, across midnight and weekdays", () => {
    const days = everyDay([{ time: '12:00', level: 50 }]).days;
    // Friday ends at 0 at 20:00; Saturday begins at 100 at 04:00: 8 hours apart.
    days[5] = [
      { time: '12:00', level: 50 },
      { time: '20:00', level: 0 },
    ];
    days[6] = [{ time: '04:00', level: 100 }];
    const curve = { days };
    expect(brightnessAt(withCurve(curve), at(6, '20:00'))).toBe(0);
    expect(brightnessAt(withCurve(curve), at(7, '00:00'))).toBe(50);
    expect(brightnessAt(withCurve(curve), at(7, '02:00'))).toBe(75);
    // Around the end of the week: Saturday 04:00 (100) to Sunday 12:00 (50), 32 hours.
    expect(brightnessAt(withCurve(curve), at(7, '20:00'))).toBe(75);
    expect(brightnessAt(withCurve(curve), at(8, '04:00'))).toBe(63);
    expect(brightnessAt(withCurve(curve), at(8, '12:00'))).toBe(50);
  });

  it('holds one level when each day has one point, and wants a point on every day', () => {
    const days: BrightnessCurve['days'] = [[{ time: '09:00', level: 30 }], [], [], [], [], [], []];
    const { days: others } = everyDay([{ time: '09:00', level: 30 }]);
    expect(brightnessAt(withCurve({ days: others }), at(4, '03:00'))).toBe(30);
    expect(ZBrightnessCurve.safeParse({ days }).success).toBe(false);
  });

  it('turns the screen off at 0 in the night-off preset, and only dims in the evening-dim one', () => {
    const nightOff = withCurve(BRIGHTNESS_PRESETS.nightOff);
    expect(brightnessAt(nightOff, at(6, '21:59'))).toBe(100);
    expect(brightnessAt(nightOff, at(6, '22:00'))).toBe(0);
    expect(brightnessAt(nightOff, at(7, '06:59'))).toBe(0);
    expect(brightnessAt(nightOff, at(7, '07:00'))).toBe(100);
    const eveningDim = withCurve(BRIGHTNESS_PRESETS.eveningDim);
    expect(brightnessAt(eveningDim, at(6, '21:00'))).toBe(40);
    expect(brightnessAt(eveningDim, at(7, '03:00'))).toBeGreaterThan(0);
  });
});

describe('a curve as a setting', () => {
  const day = (points: { time: string; level: number }[]) => everyDay(points);

  it('takes up to eight points a day, in order, each at a minute of its own, levels 0–100', () => {
    expect(ZFrameSettings.safeParse({ ...DEFAULT_FRAME_SETTINGS, brightness: { curve: null } }).success).toBe(true);
    expect(ZBrightnessCurve.safeParse(BRIGHTNESS_PRESETS.eveningDim).success).toBe(true);
    const eight = Array.from({ length: 8 }, (_, hour) => ({ time: `0${hour}:00`, level: 50 }));
    expect(ZBrightnessCurve.safeParse(day(eight)).success).toBe(true);
    for (const refused of [
      day([...eight, { time: '09:00', level: 50 }]),
      day([{ time: '08:00', level: 101 }]),
      day([{ time: '08:00', level: -1 }]),
      day([{ time: '08:00', level: 50.5 }]),
      day([{ time: '8:00', level: 50 }]),
      day([{ time: '24:00', level: 50 }]),
      day([
        { time: '10:00', level: 50 },
        { time: '09:00', level: 50 },
      ]),
      day([
        { time: '10:00', level: 50 },
        { time: '10:00', level: 20 },
      ]),
      { days: [...day([{ time: '10:00', level: 50 }]).days, [{ time: '10:00', level: 50 }]] },
      { days: day([{ time: '10:00', level: 50 }]).days.slice(1) },
    ]) {
      expect(ZBrightnessCurve.safeParse(refused).success, JSON.stringify(refused)).toBe(false);
    }
  });
});

describe('the sleep schedule of a curve, for devices that know no curve', () => {
  it('is the night of the night-off preset, and the night-off preset is the default schedule', () => {
    expect(sleepScheduleOf(BRIGHTNESS_PRESETS.nightOff, DEFAULT_FRAME_SETTINGS.sleep)).toEqual(night());
    expect(curveOfSleepSchedule(night())).toEqual(BRIGHTNESS_PRESETS.nightOff);
  });

  it('is off for a curve that is never at 0', () => {
    expect(sleepScheduleOf(BRIGHTNESS_PRESETS.eveningDim, night())).toEqual({ ...night(), enabled: false });
  });

  it('keeps the days a night begins on, and whole days off', () => {
    const weekNights = night([0, 1, 2, 3, 4]);
    const curve = curveOfSleepSchedule(weekNights);
    expect(curve).not.toBeNull();
    expect(sleepScheduleOf(curve as BrightnessCurve, DEFAULT_FRAME_SETTINGS.sleep)).toEqual(weekNights);
    const sundays: SleepSchedule = { enabled: true, start: '00:00', end: '00:00', days: [0, 6] };
    const weekend = curveOfSleepSchedule(sundays) as BrightnessCurve;
    expect(sleepScheduleOf(weekend, DEFAULT_FRAME_SETTINGS.sleep)).toEqual(sundays);
    const workday: SleepSchedule = { enabled: true, start: '09:00', end: '17:30', days: [1, 2, 3, 4, 5] };
    expect(sleepScheduleOf(curveOfSleepSchedule(workday) as BrightnessCurve, night())).toEqual(workday);
  });

  it('is none when the curve is off at different times on different days', () => {
    const days = BRIGHTNESS_PRESETS.nightOff.days.map((points) => [...points]);
    days[6] = [
      { time: '07:59', level: 0 },
      { time: '08:00', level: 100 },
      { time: '22:59', level: 100 },
      { time: '23:00', level: 0 },
    ];
    expect(sleepScheduleOf({ days }, night())).toBeNull();
  });

  it('agrees with the sleep schedule minute by minute through a week', () => {
    const schedule = night([1, 3, 5]);
    const curve = withCurve(curveOfSleepSchedule(schedule));
    for (let minute = 0; minute < 7 * 24 * 60; minute += 13) {
      const date = new Date(2026, 2, 8, 0, minute);
      expect(brightnessAt(curve, date) === 0, date.toString()).toBe(isAsleep(schedule, date));
    }
  });
});
