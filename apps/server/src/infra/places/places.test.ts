import { describe, expect, it } from 'vitest';
import { gazetteer } from './gazetteer.ts';
import { createPlaces } from './index.ts';
import { timeZoneAt } from './time-zone.ts';
import { inTimeZone } from './zone-offsets.ts';

describe('the offline gazetteer', () => {
  it('names the town nearest a position, its region and its country', () => {
    expect(gazetteer().nearest(53.5503, 9.993)).toEqual({
      city: 'Hamburg',
      region: 'Hamburg',
      country: 'DE',
      latitude: 53.55073,
      longitude: 9.99302,
    });
    expect(gazetteer().nearest(-33.8688, 151.2093)).toMatchObject({
      city: 'Sydney',
      region: 'New South Wales',
      country: 'AU',
    });
    expect(gazetteer().nearest(37.7749, -122.4194)).toMatchObject({ city: 'San Francisco', country: 'US' });
  });

  it('names a city, not the neighbourhood of it nearest the position', () => {
    // Altona-Altstadt, a section of Hamburg (PPLX), lies nearer than the city's own point.
    expect(gazetteer().nearest(53.5497, 9.9392)?.city).toBe('Hamburg');
    // The Eiffel Tower is nearer the point of Neuilly-sur-Seine than that of Paris, and in Paris.
    expect(gazetteer().nearest(48.8584, 2.2945)?.city).toBe('Paris');
    // In the middle of a town beside a city, the town.
    expect(gazetteer().nearest(48.8846, 2.2697)?.city).toBe('Neuilly-sur-Seine');
  });

  it('names nothing far out at sea', () => {
    expect(gazetteer().nearest(0, -30)).toBeNull();
  });

  it('finds towns by the beginning of their name, accents and case aside, the most populous first', () => {
    const hamburg = gazetteer().search('hamb', 10);
    expect(hamburg[0]).toMatchObject({ city: 'Hamburg', country: 'DE' });
    expect(hamburg.length).toBe(10);
    expect(gazetteer().search('ZUR', 3)[0]?.city).toBe('Zürich');
    expect(gazetteer().search('sao p', 1)[0]?.city).toBe('São Paulo');
    expect(gazetteer().search('  ', 10)).toEqual([]);
    expect(gazetteer().search('qqqqqq', 10)).toEqual([]);
  });

  it('answers through the lazy places service with the time zone', async () => {
    const at = await createPlaces().at(48.8566, 2.3522);
    expect(at).toMatchObject({ place: { city: 'Paris', country: 'FR' }, timeZone: 'Europe/Paris' });
    expect((await createPlaces().search('Par', 2)).map((place) => place.city)).toContain('Paris');
  });
});

describe('time zones from their shapes', () => {
  it('gives the zone at a position', () => {
    expect(timeZoneAt(53.5503, 9.993)).toBe('Europe/Berlin');
    expect(timeZoneAt(40.7128, -74.006)).toBe('America/New_York');
    expect(timeZoneAt(27.7172, 85.324)).toBe('Asia/Kathmandu');
  });

  it('gives a bare wall clock the offset of its zone that day', () => {
    expect(inTimeZone('2024-05-01T10:00:00', 'Europe/Berlin')).toBe('2024-05-01T10:00:00+02:00');
    expect(inTimeZone('2024-01-15T10:00:00', 'Europe/Berlin')).toBe('2024-01-15T10:00:00+01:00');
    expect(inTimeZone('2024-05-01T10:00:00', 'Asia/Kathmandu')).toBe('2024-05-01T10:00:00+05:45');
    expect(inTimeZone('2024-07-04T20:00:00', 'America/New_York')).toBe('2024-07-04T20:00:00-04:00');
    // The morning the clocks went forward: 03:30 exists only after the change.
    expect(inTimeZone('2024-03-31T03:30:00', 'Europe/Berlin')).toBe('2024-03-31T03:30:00+02:00');
  });

  it('turns a UTC time into the wall clock where it was taken, the same instant', () => {
    expect(inTimeZone('2024-05-01T22:30:00Z', 'America/Los_Angeles')).toBe('2024-05-01T15:30:00-07:00');
  });

  it('leaves a date that has its own offset', () => {
    expect(inTimeZone('2024-05-01T10:00:00+09:00', 'Europe/Berlin')).toBe('2024-05-01T10:00:00+09:00');
  });
});
