import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SearchBox } from './SearchBox.tsx';

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/search/suggestions') {
    return json(200, {
      suggestions: [
        { kind: 'place', label: 'Barcelona' },
        { kind: 'country', label: 'ES' },
        { kind: 'album', label: 'Barbecue' },
      ],
    });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

/** Where the box sent the person. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

async function renderBox() {
  await renderWithApp(
    <>
      <SearchBox />
      <Address />
    </>,
    { plan: 'plus' },
  );
  return screen.getByRole('combobox', { name: 'Search your photos' });
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the search box', () => {
  it('searches the words typed on Enter', async () => {
    const box = await renderBox();
    fireEvent.change(box, { target: { value: '  June 2019 ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(address()).toBe('/family/library/search?q=June+2019');
  });

  it('suggests as one types, names a country in the reader’s language, and is moved through with the keys', async () => {
    const box = await renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'bar' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['BarcelonaPlace', 'SpainCountry', 'BarbecueAlbum']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('suggestions?q=bar'))).toBe(true);

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(active).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    // Up past the first comes back to the words as typed.
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    // The country is looked for by its name, which the search knows in every language.
    expect(address()).toBe('/family/library/search?q=Spain');
  });

  it('closes the suggestions on Escape, then clears the words', async () => {
    const box = await renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'bar' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect((box as HTMLInputElement).value).toBe('bar');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('takes a suggestion chosen by pointer', async () => {
    const box = await renderBox();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'bar' } });
    fireEvent.click(await screen.findByRole('option', { name: /Barbecue/ }));
    expect(address()).toBe('/family/library/search?q=Barbecue');
  });
});
