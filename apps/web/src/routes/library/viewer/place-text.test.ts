import { describe, expect, it } from 'vitest';
import { formatDegrees, placeText } from './place-text.ts';

const hamburg = { city: 'Hamburg', region: 'Hamburg', country: 'DE', latitude: 53.55, longitude: 9.99 };

describe('placeText', () => {
  it('names the country in the reader’s language and a region that repeats the city once', () => {
    expect(placeText(hamburg, 'en-US')).toBe('Hamburg, Germany');
    expect(placeText(hamburg, 'fr-FR')).toBe('Hamburg, Allemagne');
    expect(placeText({ ...hamburg, city: 'Altona', region: 'Hamburg' }, 'de-DE')).toBe('Altona, Hamburg, Deutschland');
  });

  it('gives null for a place that names nothing, and degrees in the reader’s digits', () => {
    expect(placeText({ city: null, region: null, country: null, latitude: 1, longitude: 2 }, 'en-US')).toBeNull();
    expect(formatDegrees(53.550731, 'de-DE')).toBe('53,5507');
  });
});
