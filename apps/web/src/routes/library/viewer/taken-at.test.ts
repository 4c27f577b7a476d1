import { describe, expect, it } from 'vitest';
import { displayTakenAt, offsetText, takenAtFields, takenAtOf } from './taken-at.ts';

describe('takenAtFields', () => {
  it('takes the wall clock and the offset of a date that carries them', () => {
    expect(takenAtFields('2024-05-01T10:00:00+02:00')).toEqual({
      date: '2024-05-01',
      time: '10:00:00',
      offset: '+02:00',
    });
    expect(takenAtFields('2021-06-01T08:15:42-03:30')).toEqual({
      date: '2021-06-01',
      time: '08:15:42',
      offset: '-03:30',
    });
  });

  it('keeps a bare wall clock as it is, with an offset the browser had at that date', () => {
    const fields = takenAtFields('2023-07-14T18:30:05');
    expect(fields.date).toBe('2023-07-14');
    expect(fields.time).toBe('18:30:05');
    expect(fields.offset).toMatch(/^[+-]\d{2}:\d{2}$/);
  });

  it('reads an upload time in UTC as the browser’s clock read it', () => {
    const moment = new Date('2024-07-14T18:30:05.000Z');
    const fields = takenAtFields(moment.toISOString());
    const back = new Date(`${fields.date}T${fields.time}${fields.offset}`);
    expect(back.getTime()).toBe(moment.getTime());
  });
});

describe('takenAtOf', () => {
  it('joins the fields into the date the server takes', () => {
    expect(takenAtOf({ date: '2023-12-31', time: '23:30', offset: '-05:00' })).toBe('2023-12-31T23:30-05:00');
  });

  it('gives nothing for a day that does not exist, an empty field or an offset of no zone', () => {
    expect(takenAtOf({ date: '2023-02-29', time: '10:00', offset: '+01:00' })).toBeNull();
    expect(takenAtOf({ date: '', time: '10:00', offset: '+01:00' })).toBeNull();
    expect(takenAtOf({ date: '2023-02-28', time: '10:00', offset: '+01:07' })).toBeNull();
  });
});

describe('displayTakenAt', () => {
  it('writes the clock as it read where the photo was taken, and names that zone', () => {
    const shown = displayTakenAt('2024-05-01T23:30:00-05:00', 'en-US');
    // Intl puts a narrow no-break space before PM.
    expect(shown.text).toMatch(/^May 1, 2024 at 11:30\sPM$/);
    expect(shown.offset).toBe('-05:00');
  });

  it('writes a bare wall clock as it is, with no zone', () => {
    expect(displayTakenAt('2023-07-14T18:30:05', 'de-DE')).toEqual({ text: '14. Juli 2023 um 18:30', offset: null });
  });
});

describe('offsetText', () => {
  it('writes minutes east of UTC as an offset', () => {
    expect(offsetText(345)).toBe('+05:45');
    expect(offsetText(-210)).toBe('-03:30');
    expect(offsetText(0)).toBe('+00:00');
  });
});
