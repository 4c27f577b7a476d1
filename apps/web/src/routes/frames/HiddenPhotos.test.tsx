import type { FrameHiddenItem } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { HiddenPhotos } from './HiddenPhotos.tsx';

const frame = frameFixture({ id: 4, online: true, lastSeenAt: '2026-01-01T00:00:00Z' });

/** The ids hidden from the frame, the latest first, as the server holds them. */
let hidden: number[];

const itemOf = (id: number): FrameHiddenItem => ({
  id,
  kind: 'photo',
  // A photo of an album the owner has since left comes without its square.
  thumbnailUrl: id === 13 ? null : `/api/media/${id}.jpg`,
  hiddenAt: '2026-01-01T00:00:00Z',
});

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v3/frames/4/hidden' && method === 'GET') {
    const limit = Number(url.searchParams.get('limit'));
    return json(200, { items: hidden.slice(0, limit).map(itemOf), total: hidden.length, nextCursor: null });
  }
  const shown = /^\/api\/v3\/frames\/4\/hidden\/(\d+)$/.exec(url.pathname);
  if (shown && method === 'DELETE' && hidden.includes(Number(shown[1]))) {
    hidden = hidden.filter((id) => id !== Number(shown[1]));
    return json(200, { success: true });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  hidden = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a frame's hidden photos", () => {
  it('shows nothing while none are hidden', async () => {
    const { container } = await renderWithApp(<HiddenPhotos frame={frame} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('lists the latest hidden, counts them all, and shows one again', async () => {
    hidden = [20, 13, 12, 11, 10, 9];
    await renderWithApp(<HiddenPhotos frame={frame} />);
    expect(await screen.findByRole('heading', { name: '6 photos hidden from this frame' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Photos hidden from Kitchen' });
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(list.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByText('and 2 more')).toBeTruthy();

    const showAgain = screen.getAllByRole('button', { name: 'Show again on Kitchen' });
    expect(showAgain).toHaveLength(4);
    fireEvent.click(showAgain[0] as HTMLElement);
    expect(await screen.findByText('The photo shows on Kitchen again.')).toBeTruthy();
    expect(hidden).toEqual([13, 12, 11, 10, 9]);
    expect(await screen.findByRole('heading', { name: '5 photos hidden from this frame' })).toBeTruthy();
  });

  it('shows nothing again once the last one shows again', async () => {
    hidden = [7];
    const { container } = await renderWithApp(<HiddenPhotos frame={frame} />);
    expect(await screen.findByRole('heading', { name: '1 photo hidden from this frame' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show again on Kitchen' }));
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(hidden).toEqual([]);
  });

  it('says why when the photo could not be shown again', async () => {
    hidden = [7];
    await renderWithApp(<HiddenPhotos frame={frame} />);
    await screen.findByRole('heading', { name: '1 photo hidden from this frame' });
    hidden = [];
    fireEvent.click(screen.getByRole('button', { name: 'Show again on Kitchen' }));
    // Shown again meanwhile (from another tab): the server no longer holds it.
    expect(await screen.findByText('Not found')).toBeTruthy();
  });
});
