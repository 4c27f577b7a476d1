import type { Frame } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ShowOnFrameDialog } from './ShowOnFrameDialog.tsx';

const frameOf = (id: number, name: string, online: boolean, showingUrl: string | null = null): Frame =>
  frameFixture({
    id,
    name,
    online,
    lastSeenAt: '2026-01-01T00:00:00Z',
    showingItemId: showingUrl ? 7 : null,
    showingUrl,
  });

/** What the server holds and answers, as the API would. */
let frames: Frame[];
let refusal: { status: number; code: string } | null;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/frames') return json(200, { frames, maxFrames: 10 });
  const sentTo = url.pathname.match(/^\/api\/v3\/frames\/(\d+)\/items$/)?.[1];
  if (sentTo !== undefined && init?.method === 'POST') {
    if (refusal) return json(refusal.status, { success: false, code: refusal.code, message: 'refused' });
    const { itemIds } = JSON.parse(String(init.body)) as { itemIds: number[] };
    return json(200, { added: new Set(itemIds).size });
  }
  if (/^\/api\/v3\/frames\/\d+\/commands$/.test(url.pathname) && init?.method === 'POST')
    return json(202, { id: 'c1' });
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

const sends = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, JSON.parse(String(init?.body))]);

beforeEach(() => {
  frames = [frameOf(1, 'Kitchen', true, '/api/media/kitchen-now.jpg'), frameOf(2, 'Hall', false)];
  refusal = null;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('show on a frame', () => {
  it("lists the person's frames with whether each is on and what it shows, the first one focused", async () => {
    await renderWithApp(<ShowOnFrameDialog itemIds={[11, 12, 13]} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Show on a frame' })).toBeTruthy();
    expect(screen.getByText(/these 3 photos/)).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your frames' });
    const [kitchen, hall] = screen.getAllByRole('button', { name: /Kitchen|Hall/ }) as [HTMLElement, HTMLElement];
    expect(kitchen.textContent).toContain('Online');
    expect(hall.textContent).toContain('Offline');
    expect(hall.textContent).toContain('It shows them once it is back on');
    expect(kitchen.querySelector('img')?.getAttribute('src')).toBe('/api/media/kitchen-now.jpg');
    await waitFor(() => expect(document.activeElement).toBe(kitchen));

    // Up and Down move between the frames, round and round.
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(hall);
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(kitchen);
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(hall);
  });

  it('sends the photos to the frame chosen, has a frame that is on show the first now, says so by name, and closes', async () => {
    const onClose = vi.fn();
    await renderWithApp(<ShowOnFrameDialog itemIds={[11, 12, 13]} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Kitchen/ }));
    expect(await screen.findByText('Sent 3 photos to Kitchen.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(sends()).toEqual([
        ['/api/v3/frames/1/items', { itemIds: [11, 12, 13] }],
        ['/api/v3/frames/1/commands', { command: 'show', itemId: 11 }],
      ]),
    );
  });

  it('says one photo in the singular, and tells a frame that is off nothing more', async () => {
    await renderWithApp(<ShowOnFrameDialog itemIds={[11]} onClose={() => {}} />);
    expect(screen.getByText(/this photo/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Hall/ }));
    expect(await screen.findByText('Sent 1 photo to Hall.')).toBeTruthy();
    expect(sends()).toEqual([['/api/v3/frames/2/items', { itemIds: [11] }]]);
  });

  it("shows a refusal in the person's words and stays open for another try", async () => {
    refusal = { status: 404, code: 'not_found' };
    const onClose = vi.fn();
    await renderWithApp(<ShowOnFrameDialog itemIds={[11]} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: /Kitchen/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(onClose).not.toHaveBeenCalled();
    refusal = null;
    fireEvent.click(screen.getByRole('button', { name: /Kitchen/ }));
    expect(await screen.findByText('Sent 1 photo to Kitchen.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when there is no frame yet, and leads to the frames page to set one up', async () => {
    frames = [];
    const onClose = vi.fn();
    await renderWithApp(<ShowOnFrameDialog itemIds={[11]} onClose={onClose} />);
    expect(await screen.findByText('You have no frames yet.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set up a frame' });
    expect(link.getAttribute('href')).toBe('/family/frames');
    fireEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    expect(sends()).toEqual([]);
  });

  it('closes with Escape, sending nothing', async () => {
    const onClose = vi.fn();
    await renderWithApp(<ShowOnFrameDialog itemIds={[11]} onClose={onClose} />);
    await screen.findByRole('list', { name: 'Your frames' });
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    expect(sends()).toEqual([]);
  });
});
