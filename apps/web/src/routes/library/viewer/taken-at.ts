import { isTakenAt } from '@kinframe/contract';

/**
 * The date a photo was taken, as the info panel shows and corrects it. The server keeps it as ISO
 * 8601 in one of three forms: with the offset of where it was taken (`2024-05-01T10:00:00+02:00`),
 * a bare wall clock when the camera wrote no offset (`2024-05-01T10:00:00`), or a moment in UTC
 * (`…Z`, an upload time standing in for a date nobody knows).
 */

/** What the correction form holds: the wall clock where it was taken and that place's offset. */
export interface TakenAtFields {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS */
  time: string;
  /** +HH:MM or -HH:MM */
  offset: string;
}

/** The offsets the world's zones use, west to east: what the form's zone list offers. */
export const ZONE_OFFSETS = [
  '-12:00',
  '-11:00',
  '-10:00',
  '-09:30',
  '-09:00',
  '-08:00',
  '-07:00',
  '-06:00',
  '-05:00',
  '-04:00',
  '-03:30',
  '-03:00',
  '-02:00',
  '-01:00',
  '+00:00',
  '+01:00',
  '+02:00',
  '+03:00',
  '+03:30',
  '+04:00',
  '+04:30',
  '+05:00',
  '+05:30',
  '+05:45',
  '+06:00',
  '+06:30',
  '+07:00',
  '+08:00',
  '+08:45',
  '+09:00',
  '+09:30',
  '+10:00',
  '+10:30',
  '+11:00',
  '+12:00',
  '+12:45',
  '+13:00',
  '+14:00',
] as const;

const WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?([+-]\d{2}:\d{2})$/;
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;

/** An offset in minutes east of UTC as `+HH:MM`. */
export function offsetText(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  const minutes = Math.abs(minutesEast);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The browser's own offset at a moment (what a date without one most likely had). */
function localOffsetAt(date: Date): string {
  return offsetText(-date.getTimezoneOffset());
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The form's fields for an item's date: its own wall clock and offset when it has them; a bare wall
 * clock with the browser's offset at that date; a UTC moment as the browser's clock read it then.
 */
export function takenAtFields(createdAt: string): TakenAtFields {
  const withOffset = WITH_OFFSET.exec(createdAt);
  if (withOffset) return { date: withOffset[1] ?? '', time: withOffset[2] ?? '', offset: withOffset[3] ?? '' };
  const wallClock = WALL_CLOCK.exec(createdAt);
  if (wallClock) {
    const date = wallClock[1] ?? '';
    const time = wallClock[2] ?? '';
    return { date, time, offset: localOffsetAt(new Date(`${date}T${time}`)) };
  }
  const moment = new Date(createdAt);
  return {
    date: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    time: `${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}`,
    offset: localOffsetAt(moment),
  };
}

/** The form's fields as the PATCH takes them; null when they do not make a date the server would take. */
export function takenAtOf(fields: TakenAtFields): string | null {
  const value = `${fields.date}T${fields.time}${fields.offset}`;
  return isTakenAt(value) ? value : null;
}

/** How the info panel writes the date: in the zone it was taken in, with that zone named when known. */
interface TakenAtDisplay {
  /** Day and time, in the reader's language. */
  text: string;
  /** `+02:00` when the date carries the offset of where it was taken; null otherwise. */
  offset: string | null;
}

export function displayTakenAt(createdAt: string, languageTag: string): TakenAtDisplay {
  const style: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  const withOffset = WITH_OFFSET.exec(createdAt);
  const wallClock = withOffset ?? WALL_CLOCK.exec(createdAt);
  if (wallClock) {
    // The clock as it read where the photo was taken, whatever the reader's zone: formatted as UTC.
    const asUtc = new Date(`${wallClock[1]}T${wallClock[2]}Z`);
    const text = new Intl.DateTimeFormat(languageTag, { ...style, timeZone: 'UTC' }).format(asUtc);
    return { text, offset: withOffset?.[3] ?? null };
  }
  return { text: new Intl.DateTimeFormat(languageTag, style).format(new Date(createdAt)), offset: null };
}
