import type { PlaylistWeather } from '@kinframe/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FrameClock } from './FrameOverlays.tsx';
import type { OverlaySettings } from './overlays.ts';
import { loadPlayerTexts, type PlayerTexts, PlayerTextsContext } from './player-texts.ts';
import { weatherViewOf } from './weather.ts';

const now = new Date('2026-11-26T15:50:00Z');
const report: PlaylistWeather = {
  place: 'Berlin',
  temperature: 11.6,
  unit: 'celsius',
  code: 61,
  isDay: true,
  observedAt: '2026-11-26T15:45:00.000Z',
};
const clockOff: OverlaySettings = {
  showClock: false,
  clockFormat: '24h',
  showCaptions: false,
  showTakenAt: false,
  showSharedBy: false,
};

let english: PlayerTexts;
let french: PlayerTexts;

beforeEach(async () => {
  english = await loadPlayerTexts('en-US');
  french = await loadPlayerTexts('fr-FR');
});

afterEach(cleanup);

describe('the weather a frame shows', () => {
  it('is the kind of sky and the temperature, rounded, as the language writes them', () => {
    expect(weatherViewOf(report, now, english, 'en-US')).toEqual({
      kind: 'rain',
      isNight: false,
      sky: 'Rain',
      temperature: '12°C',
    });
    const french12 = weatherViewOf({ ...report, code: 0, isDay: false }, now, french, 'fr-FR');
    expect(french12).toMatchObject({ kind: 'clear', isNight: true, sky: 'Ciel dégagé' });
    expect(french12?.temperature.replace(/\s/g, ' ')).toBe('12 °C');
    expect(
      weatherViewOf({ ...report, temperature: 53.4, unit: 'fahrenheit' }, now, english, 'en-US')?.temperature,
    ).toBe('53°F');
    expect(weatherViewOf({ ...report, temperature: -0.4 }, now, english, 'en-US')?.temperature).toBe('0°C');
  });

  it('is nothing without a report, or with one hours old (a frame offline since the morning)', () => {
    expect(weatherViewOf(undefined, now, english, 'en-US')).toBeNull();
    expect(weatherViewOf({ ...report, observedAt: '2026-11-26T11:00:00.000Z' }, now, english, 'en-US')).toBeNull();
    expect(weatherViewOf({ ...report, observedAt: 'soon' }, now, english, 'en-US')).toBeNull();
  });

  it('sits in the clock corner, alone when the clock is off, its icon named in the frame’s language', () => {
    render(
      <PlayerTextsContext.Provider value={french}>
        <FrameClock
          settings={clockOff}
          language="fr-FR"
          weather={{ ...report, observedAt: new Date().toISOString() }}
        />
      </PlayerTextsContext.Provider>,
    );
    expect(screen.getByTestId('frame-weather').textContent?.replace(/\s/g, ' ')).toContain('12 °C');
    expect(screen.getByRole('img', { name: 'Pluie' })).toBeTruthy();
    expect(screen.queryByRole('time')).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it('leaves the corner empty with the clock off and no weather', () => {
    render(
      <PlayerTextsContext.Provider value={english}>
        <FrameClock settings={clockOff} language="en-US" />
      </PlayerTextsContext.Provider>,
    );
    expect(screen.queryByTestId('frame-clock')).toBeNull();
  });

  it('draws each kind of sky by day and by night', () => {
    const codes = [0, 2, 3, 45, 61, 71, 95];
    for (const isDay of [true, false]) {
      cleanup();
      render(
        <PlayerTextsContext.Provider value={english}>
          {codes.map((code) => (
            <FrameClock
              key={code}
              settings={clockOff}
              language="en-US"
              weather={{ ...report, code, isDay, observedAt: new Date().toISOString() }}
            />
          ))}
        </PlayerTextsContext.Provider>,
      );
      const names = screen.getAllByRole('img').map((icon) => icon.getAttribute('aria-label'));
      expect(names).toEqual(['Clear sky', 'Partly cloudy', 'Cloudy', 'Fog', 'Rain', 'Snow', 'Thunderstorm']);
      for (const icon of screen.getAllByRole('img')) expect(icon.querySelector('path, circle')).not.toBeNull();
    }
  });
});
