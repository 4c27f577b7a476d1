import { SLIDESHOW_INTERVALS } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { intervalLabel, timeAgo, weekDays } from './frame-texts.ts';

describe('the slideshow interval labels', () => {
  it('names every interval the settings offer in its largest whole unit', () => {
    expect(SLIDESHOW_INTERVALS.map((seconds) => intervalLabel(seconds, 'en-US'))).toEqual([
      '5 seconds',
      '10 seconds',
      '15 seconds',
      '30 seconds',
      '1 minute',
      '5 minutes',
      '15 minutes',
      '1 hour',
    ]);
  });

  it('keeps seconds for an interval that is no whole minute, and speaks the reader’s language', () => {
    expect(intervalLabel(90, 'en-US')).toBe('90 seconds');
    expect(intervalLabel(60, 'de-DE')).toBe('1 Minute');
    expect(intervalLabel(300, 'fr-FR')).toBe('5 minutes');
  });
});

describe('last seen', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it('says how long ago in the largest unit that fits', () => {
    expect(timeAgo(ago(0), now, 'en-US')).toBe('now');
    expect(timeAgo(ago(45), now, 'en-US')).toBe('45 seconds ago');
    expect(timeAgo(ago(5 * 60 + 20), now, 'en-US')).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600), now, 'en-US')).toBe('3 hours ago');
    expect(timeAgo(ago(36 * 3600), now, 'en-US')).toBe('yesterday');
    expect(timeAgo(ago(400 * 86400), now, 'en-US')).toBe('last year');
  });

  it('never says "in" for a clock a little ahead of the browser’s', () => {
    expect(timeAgo(ago(-30), now, 'en-US')).toBe('now');
  });
});

describe('the days of the week', () => {
  it('starts on Sunday in en-US and on Monday in de-DE, with 0 = Sunday either way', () => {
    const us = weekDays('en-US');
    expect(us.map((day) => day.short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(us.map((day) => day.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(us[0]?.long).toBe('Sunday');
    const de = weekDays('de-DE');
    expect(de[0]).toMatchObject({ day: 1, long: 'Montag' });
    expect(de[6]).toMatchObject({ day: 0, long: 'Sonntag' });
  });
});
