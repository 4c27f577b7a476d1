import type { Message } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { MessageEntry } from './MessageEntry.tsx';

const fetchMock = vi.fn<typeof fetch>();

const GRACE = { id: 102, username: 'grace', displayName: 'Grace' };
const ME = { id: 1, username: 'ada', displayName: 'Ada' };
const item = (id: number) => ({
  id,
  kind: 'photo' as const,
  width: 640,
  height: 480,
  urls: {
    square: `/media/${id}.jpg`,
    ratio: null,
    preview: null,
    poster: null,
    video: null,
    edited: null,
    original: `/o/${id}`,
  },
});
const RECEIVED: Message = {
  id: 55,
  from: GRACE,
  to: ME,
  note: 'From the coast',
  items: [item(11), item(12)],
  sentAt: '2026-11-20T10:00:00.000Z',
  readAt: '2026-11-20T11:00:00.000Z',
};

/** The save route answers each photo asked for (all of the message's without a list) with a library id. */
function saving() {
  fetchMock.mockImplementation(async (_input, init) => {
    const asked = (JSON.parse(String(init?.body)) as { itemIds?: number[] }).itemIds ?? [11, 12];
    return json(200, { saved: asked.length, itemIds: asked.map((id) => id + 900) });
  });
}

const saveBodies = () =>
  fetchMock.mock.calls.map(([path, init]) => [String(path), JSON.parse(String(init?.body))] as const);
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

async function renderEntry(message: Message, isMine = false) {
  const handleShowOnFrame = vi.fn();
  await renderWithApp(
    <ol>
      <MessageEntry message={message} friendId={7} isMine={isMine} onShowOnFrame={handleShowOnFrame} />
    </ol>,
  );
  return handleShowOnFrame;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('keeping photos a friend sent', () => {
  it('saves one photo into my library, then says it is there', async () => {
    saving();
    await renderEntry(RECEIVED);
    await click('Save to my library: photo 1 from Grace');
    expect(await screen.findByText('Saved to your library.')).toBeTruthy();
    expect(saveBodies()).toEqual([['/api/v3/friends/7/messages/55/save', { itemIds: [11] }]]);
    const saved = screen.getByRole('button', { name: 'In my library: photo 1 from Grace' });
    expect(saved.getAttribute('aria-disabled')).toBe('true');
    // Saying it again asks nothing more of the server.
    await act(async () => fireEvent.click(saved));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save to my library: photo 2 from Grace' })).toBeTruthy();
  });

  it('saves all of a message at once', async () => {
    saving();
    await renderEntry(RECEIVED);
    await click('Save all to my library');
    expect(await screen.findByText('2 photos saved to your library.')).toBeTruthy();
    expect(saveBodies()).toEqual([['/api/v3/friends/7/messages/55/save', {}]]);
    expect(screen.getByRole('button', { name: 'All in my library' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'In my library: photo 2 from Grace' })).toBeTruthy();
  });

  it('saves a photo before showing it on a frame, with the library item it became', async () => {
    saving();
    const handleShowOnFrame = await renderEntry(RECEIVED);
    await click('Show on a frame: photo 2 from Grace');
    await waitFor(() => expect(handleShowOnFrame).toHaveBeenCalledWith([912]));
    expect(saveBodies()).toEqual([['/api/v3/friends/7/messages/55/save', { itemIds: [12] }]]);
    // Saved already: straight to the frame.
    await click('Show on a frame: photo 2 from Grace');
    expect(handleShowOnFrame).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("tells a refusal and doesn't open the frame dialog", async () => {
    fetchMock.mockResolvedValue(json(404, { success: false, code: 'not_found', message: 'Not found' }));
    const handleShowOnFrame = await renderEntry(RECEIVED);
    await click('Show on a frame: photo 1 from Grace');
    expect(await screen.findByText('Not found')).toBeTruthy();
    expect(handleShowOnFrame).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save to my library: photo 1 from Grace' })).toBeTruthy();
  });

  it('offers nothing to save on photos I sent', async () => {
    await renderEntry({ ...RECEIVED, from: ME, to: GRACE }, true);
    expect(screen.getAllByRole('img', { name: /^Photo \d from You$/ })).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
