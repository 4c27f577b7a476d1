import { describe, expect, it } from 'vitest';
import { temperatureIn, WEATHER_KINDS, weatherKindOf } from './weather.ts';

describe('the kind of sky of a WMO weather code', () => {
  it('groups the codes Open-Meteo reports', () => {
    const kinds = Object.fromEntries(
      [0, 1, 2, 3, 45, 48, 51, 56, 61, 65, 67, 71, 75, 77, 80, 82, 85, 86, 95, 96, 99].map((code) => [
        code,
        weatherKindOf(code),
      ]),
    );
    expect(kinds).toEqual({
      0: 'clear',
      1: 'clear',
      2: 'partly-cloudy',
      3: 'cloudy',
      45: 'fog',
      48: 'fog',
      51: 'rain',
      56: 'rain',
      61: 'rain',
      65: 'rain',
      67: 'rain',
      71: 'snow',
      75: 'snow',
      77: 'snow',
      80: 'rain',
      82: 'rain',
      85: 'snow',
      86: 'snow',
      95: 'thunder',
      96: 'thunder',
      99: 'thunder',
    });
    expect(new Set(Object.values(kinds))).toEqual(new Set(WEATHER_KINDS));
  });

  it('reads a code outside the table as cloudy rather than sunny', () => {
    expect(weatherKindOf(42)).toBe('cloudy');
    expect(weatherKindOf(-1)).toBe('cloudy');
  });
});

describe('a temperature in the frame’s unit', () => {
  it('converts to Fahrenheit and rounds to one decimal', () => {
    expect(temperatureIn(20, 'fahrenheit')).toBe(68);
    expect(temperatureIn(-40, 'fahrenheit')).toBe(-40);
    expect(temperatureIn(12.345, 'celsius')).toBe(12.3);
  });
});
