import type { Capabilities, Places } from '@kinframe/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { PlacesPage } from './PlacesPage.tsx';

const entry = (country: string, city: string | null, count: number, id: number) => ({
  country,
  city,
  region: null,
  count,
  coverUrl: `/api/media/renditions/${id}/square.webp`,
  coverItemId: id,
});

const SOME_PLACES: Places = {
  countries: [entry('FR', null, 5, 4), entry('JP', null, 2, 6)],
  cities: [entry('FR', 'Paris', 3, 3), entry('JP', 'Kyoto', 2, 6)],
  positioned: 0,
};

let places: Places;
let capabilities: Capabilities;
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.endsWith('/api/v3/library/places')) return json(200, places);
  if (url.endsWith('/api/v3/app-config')) {
    return json(200, {
      mailDomain: 'kinframe.test',
      captcha: { provider: 'none' },
      version: '1',
      shop: null,
      signUp: 'open',
      capabilities,
    });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  capabilities = { connectedAlbums: null, map: null };
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Places view', () => {
  it('lists the countries by their names in the reader’s language and the cities, each opening its photos in the library', async () => {
    places = SOME_PLACES;
    await renderWithApp(<PlacesPage />, { plan: 'plus' });
    const countries = await screen.findByRole('region', { name: 'Countries' });
    const france = within(countries).getByRole('link', { name: /France.*5 items/ });
    expect(france.getAttribute('href')).toBe('/family/library?country=FR');
    const cities = screen.getByRole('region', { name: 'Cities' });
    const kyoto = within(cities).getByRole('link', { name: /Kyoto.*Japan.*2 items/ });
    expect(kyoto.getAttribute('href')).toBe('/family/library?country=JP&city=Kyoto');
    // No position among them, or no tile server: a list, and no map.
    expect(screen.queryByRole('region', { name: 'Map of your photos' })).toBeNull();
  });

  it('says how places come when no photo has one', async () => {
    places = { countries: [], cities: [], positioned: 0 };
    await renderWithApp(<PlacesPage />, { plan: 'plus' });
    expect(await screen.findByText('No places yet')).toBeTruthy();
    expect(screen.getByText(/taken with location turned on.*set a place in a photo's info/)).toBeTruthy();
  });
});
