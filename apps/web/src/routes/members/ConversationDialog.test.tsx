import type { Friend, Message } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ConversationDialog } from './ConversationDialog.tsx';

const fetchMock = vi.fn<typeof fetch>();

const GRACE = { id: 102, username: 'grace', displayName: 'Grace' };
const FRIEND: Friend = {
  id: 7,
  person: GRACE,
  email: null,
  nickname: null,
  status: 'accepted',
  direction: 'sent',
  createdAt: '2026-11-01T10:00:00.000Z',
  acceptedAt: '2026-11-01T11:00:00.000Z',
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  unreadMessages: 1,
};
const RECEIVED: Message = {
  id: 55,
  from: GRACE,
  to: { id: 1, username: 'ada', displayName: 'Ada' },
  note: 'From the coast',
  items: [
    {
      id: 11,
      kind: 'photo',
      width: 640,
      height: 480,
      urls: {
        square: '/media/11.jpg',
        ratio: null,
        preview: null,
        poster: null,
        video: null,
        edited: null,
        original: '/o/11',
      },
    },
  ],
  sentAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.startsWith('/api/v3/friends/7/messages?')) return json(200, { messages: [RECEIVED], nextCursor: null });
    if (path === '/api/v3/friends/7/messages/55/save') return json(200, { saved: 1, itemIds: [911] });
    if (path.startsWith('/api/v3/frames')) return json(200, { frames: [] });
    return json(404, { success: false, code: 'not_found', message: 'Not found' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the conversation with a friend', () => {
  it('saves a received photo, then opens the frame dialog over the conversation', async () => {
    await renderWithApp(<ConversationDialog friend={FRIEND} onClose={vi.fn()} />);
    const conversation = screen.getByRole('dialog', { name: 'Photos with Grace' });
    const button = await within(conversation).findByRole('button', { name: 'Show on a frame: photo 1 from Grace' });
    await act(async () => fireEvent.click(button));
    expect(await screen.findByRole('dialog', { name: 'Show on a frame' })).toBeTruthy();
    const saves = fetchMock.mock.calls.filter(([path]) => String(path).endsWith('/save'));
    expect(saves).toHaveLength(1);
  });
});
