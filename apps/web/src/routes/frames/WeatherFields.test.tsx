import type { WeatherPlaces } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { movedIndex } from '../../components/SearchCombobox.tsx';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FrameSettingsDialog } from './FrameSettingsDialog.tsx';
import { placeLabel } from './weather-place.ts';

const frame = frameFixture();

const found: WeatherPlaces = {
  places: [
    { name: 'Springfield', region: 'Illinois', country: 'United States', latitude: 39.80172, longitude: -89.64371 },
    { name: 'Springfield', region: 'Missouri', country: 'United States', latitude: 37.21533, longitude: -93.29824 },
  ],
};

const fetchMock = vi.fn<typeof fetch>(async (input) =>
  String(input).startsWith('/api/v3/weather/places') ? json(200, found) : json(200, frame),
);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sentChanges = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};
const searches = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v3/weather/places'));

describe('places as a person reads them', () => {
  it('names the region and country once each', () => {
    expect(placeLabel(found.places[0] as never)).toBe('Springfield, Illinois, United States');
    expect(placeLabel({ name: 'Berlin', region: 'Berlin', country: 'Germany', latitude: 0, longitude: 0 })).toBe(
      'Berlin, Germany',
    );
    expect(placeLabel({ name: 'Null Island', latitude: 0, longitude: 0 })).toBe('Null Island');
  });

  it('moves through the list with the arrow keys, wrapping', () => {
    expect(movedIndex('ArrowDown', -1, 3)).toBe(0);
    expect(movedIndex('ArrowDown', 2, 3)).toBe(0);
    expect(movedIndex('ArrowUp', 0, 3)).toBe(2);
    expect(movedIndex('End', 0, 3)).toBe(2);
    expect(movedIndex('a', 0, 3)).toBeNull();
    expect(movedIndex('ArrowDown', -1, 0)).toBeNull();
  });
});

describe('the weather in the frame settings', () => {
  it('is off, and asks for a place once it is turned on', async () => {
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={vi.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Place' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show the weather' }));
    expect(screen.getByRole('combobox', { name: 'Place' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(screen.getAllByText('Choose the place to show the weather of').length).toBeGreaterThan(0);
    expect(sentChanges()).toBeUndefined();
  });

  it('finds places as the name is typed, picks one with the keyboard, and saves it with the unit', async () => {
    const handleClose = vi.fn();
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={handleClose} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Show the weather' }));
    const place = screen.getByRole('combobox', { name: 'Place' });
    fireEvent.change(place, { target: { value: 's' } });
    fireEvent.change(place, { target: { value: 'spring' } });
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Springfield/ })).toHaveLength(2));
    expect(searches().map(([url]) => String(url))).toEqual(['/api/v3/weather/places?q=spring']);
    expect(place.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 places found');

    fireEvent.keyDown(place, { key: 'ArrowDown' });
    fireEvent.keyDown(place, { key: 'ArrowDown' });
    const missouri = screen.getByRole('option', { name: 'Springfield, Missouri, United States' });
    expect(place.getAttribute('aria-activedescendant')).toBe(missouri.id);
    fireEvent.keyDown(place, { key: 'Enter' });
    expect((place as HTMLInputElement).value).toBe('Springfield, Missouri, United States');
    expect(place.getAttribute('aria-expanded')).toBe('false');
    expect(handleClose).not.toHaveBeenCalled();
    // Typed and not chosen: leaving the field names the place kept again.
    fireEvent.change(place, { target: { value: 'par' } });
    fireEvent.blur(place);
    expect((place as HTMLInputElement).value).toBe('Springfield, Missouri, United States');

    fireEvent.change(screen.getByRole('combobox', { name: 'Temperature' }), { target: { value: 'fahrenheit' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(sentChanges().settings.weather).toEqual({ enabled: true, place: found.places[1], unit: 'fahrenheit' });
  });

  it('closes the list with Escape and leaves the dialog open', async () => {
    const handleClose = vi.fn();
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={handleClose} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Show the weather' }));
    const place = screen.getByRole('combobox', { name: 'Place' });
    fireEvent.change(place, { target: { value: 'springf' } });
    await waitFor(() => expect(place.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(place, { key: 'Escape' });
    expect(place.getAttribute('aria-expanded')).toBe('false');
    expect(handleClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says so when the weather service cannot be reached', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/v3/weather/places')
        ? json(502, {
            success: false,
            code: 'weather_unavailable',
            message: 'The weather service could not be reached. Please try again.',
          })
        : json(200, frame),
    );
    await renderWithApp(<FrameSettingsDialog frame={frame} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Show the weather' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Place' }), { target: { value: 'paris' } });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The weather service could not be reached. Please try again.',
      ),
    );
  });
});
