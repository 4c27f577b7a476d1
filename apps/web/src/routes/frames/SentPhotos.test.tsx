import type { FrameItem } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { SentPhotos } from './SentPhotos.tsx';

const frame = frameFixture({ id: 4, online: true, lastSeenAt: '2026-01-01T00:00:00Z' });

/** The ids sent to the frame, newest first, as the server holds them. */
let sent: number[];

const itemOf = (id: number): FrameItem => ({
  id,
  kind: 'photo',
  thumbnailUrl: `/api/media/${id}.jpg`,
  sentAt: '2026-01-01T00:00:00Z',
});

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v3/frames/4/items' && method === 'GET') {
    const limit = Number(url.searchParams.get('limit'));
    return json(200, { items: sent.slice(0, limit).map(itemOf), total: sent.length, nextCursor: null });
  }
  if (url.pathname === '/api/v3/frames/4/items' && method === 'DELETE') {
    const removed = sent.length;
    sent = [];
    return json(200, { removed });
  }
  if (url.pathname === '/api/v3/frames/4/items/remove' && method === 'POST') {
    const { itemIds } = JSON.parse(String(init?.body)) as { itemIds: number[] };
    const before = sent.length;
    sent = sent.filter((id) => !itemIds.includes(id));
    return json(200, { removed: before - sent.length });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  sent = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a frame's sent photos", () => {
  it('shows nothing while none were sent', async () => {
    const { container } = await renderWithApp(<SentPhotos frame={frame} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });

  it('shows the newest as a strip, counts them all, and takes one off', async () => {
    sent = Array.from({ length: 15 }, (_, index) => 100 - index);
    await renderWithApp(<SentPhotos frame={frame} />);
    expect(await screen.findByRole('heading', { name: '15 photos sent to this frame' })).toBeTruthy();
    const strip = screen.getByRole('list', { name: 'Photos sent to Kitchen' });
    expect(strip.querySelectorAll('img')).toHaveLength(4);
    expect(screen.getByText('+11 more')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Take this photo off Kitchen' })[0] as HTMLElement);
    expect(await screen.findByText('The photo is off Kitchen. It is still in your library.')).toBeTruthy();
    expect(sent).not.toContain(100);
    expect(await screen.findByRole('heading', { name: '14 photos sent to this frame' })).toBeTruthy();
  });

  it('clears them all, and then shows nothing', async () => {
    sent = [7];
    const { container } = await renderWithApp(<SentPhotos frame={frame} />);
    expect(await screen.findByRole('heading', { name: '1 photo sent to this frame' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take every sent photo off Kitchen' }));
    expect(await screen.findByText('Kitchen no longer shows the photos you sent.')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
    expect(sent).toEqual([]);
  });
});
