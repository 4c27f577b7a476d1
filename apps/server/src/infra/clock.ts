/**
 * Time as the services see it. Rules that depend on time (token expiry, throttle windows, session
 * lifetime, billing dates) read it from here, so tests move time forward instead of mocking Date.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return addMinutes(date, days * 24 * 60);
}
