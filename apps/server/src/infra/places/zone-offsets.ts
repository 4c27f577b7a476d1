/** The zone's offset from UTC at an instant, in minutes; null for one not whole minutes (local mean time). */
function offsetMinutes(timeZone: string, at: number): number | null {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  if (name === 'GMT') return 0;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  return `${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

/**
 * A date taken, with the offset of the zone where it was taken, as the library keeps dates
 * (`2024-05-01T10:00:00+02:00`): a bare wall clock (a camera that wrote no offset) gets the zone's
 * offset at that wall-clock time; a UTC time (a video's container date) becomes the wall clock
 * there with its offset, the same instant; a date with its own offset stays as it is. Unchanged
 * when the zone gives no offset in whole minutes.
 */
export function inTimeZone(takenAt: string, timeZone: string): string {
  const wallClock = WALL_CLOCK.exec(takenAt);
  if (wallClock) {
    const [year, month, day, hour, minute, second] = wallClock.slice(1).map(Number) as number[];
    const asUtc = Date.UTC(year as number, (month as number) - 1, day, hour, minute, second);
    // The offset at the wall clock read as UTC, then at the instant that gives: right across a change of offset.
    const guess = offsetMinutes(timeZone, asUtc);
    if (guess === null) return takenAt;
    const offset = offsetMinutes(timeZone, asUtc - guess * 60_000);
    return offset === null ? takenAt : `${takenAt}${formatOffset(offset)}`;
  }
  if (UTC_TIME.test(takenAt)) {
    const instant = Date.parse(takenAt);
    const offset = offsetMinutes(timeZone, instant);
    if (offset === null || Number.isNaN(instant)) return takenAt;
    const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
    return `${local}${formatOffset(offset)}`;
  }
  return takenAt;
}
