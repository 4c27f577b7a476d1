import type { Friend, Friends } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { type SendableItem, SendToFriendDialog } from './SendToFriendDialog.tsx';

const fetchMock = vi.fn<typeof fetch>();

function friend(id: number, displayName: string, changes: Partial<Friend> = {}): Friend {
  return {
    id,
    person: { id: id + 100, username: displayName.toLowerCase(), displayName },
    email: null,
    nickname: null,
    status: 'accepted',
    direction: 'sent',
    createdAt: '2026-11-01T10:00:00.000Z',
    acceptedAt: '2026-11-01T11:00:00.000Z',
    lastMessageAt: null,
    unreadMessages: 0,
    ...changes,
  };
}

const FRIENDS: Friends = { friends: [friend(7, 'Grace'), friend(8, 'Alan')], maxFriends: 100 };
const urls = (id: number) => ({
  square: `/media/${id}/square.jpg`,
  ratio: null,
  preview: null,
  poster: null,
  video: null,
  edited: null,
  original: `/media/${id}/original.jpg`,
});
const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const loaded = (count: number): SendableItem[] => ids(count).map((id) => ({ id, urls: urls(id) }));

/** Answers the friends list, and `sending` for the message. */
function server(sending: () => Response = () => json(201, {})) {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/v3/friends' && (init?.method ?? 'GET') === 'GET') return json(200, FRIENDS);
    if (/^\/api\/v3\/friends\/\d+\/messages$/.test(path)) return sending();
    const item = path.match(/^\/api\/v3\/library\/items\/(\d+)$/);
    if (item) return json(200, { id: Number(item[1]), urls: urls(Number(item[1])) });
    return json(404, { success: false, code: 'not_found', message: 'Not found' });
  });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const choose = async (name: string) => {
  const button = await screen.findByRole('button', { name });
  await act(async () => fireEvent.click(button));
};
const noteField = () => screen.getByRole('textbox', { name: 'Note (optional)' }) as HTMLTextAreaElement;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sending photos to a friend', () => {
  it('asks to confirm, showing the first eight photos, the friend and the note, before anything is sent', async () => {
    server();
    const handleClose = vi.fn();
    await renderWithApp(<SendToFriendDialog itemIds={ids(10)} items={loaded(10)} onClose={handleClose} />);
    await choose('Grace');

    expect(posts()).toEqual([]);
    const preview = screen.getByRole('list', { name: 'The 10 photos to send' });
    const thumbnails = within(preview).getAllByRole('img') as HTMLImageElement[];
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual(ids(8).map((id) => urls(id).square));
    expect(thumbnails[0]?.alt).toBe('Photo 1 of 10');
    expect(within(preview).getByText('+2')).toBeTruthy();
    expect(within(preview).getByText('and 2 more photos')).toBeTruthy();
    expect(screen.getByText('To Grace')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(noteField()));

    fireEvent.change(noteField(), { target: { value: ' From the coast ' } });
    await click('Send to Grace');
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    const [[path, init]] = posts() as [[string, RequestInit]];
    expect(path).toBe('/api/v3/friends/7/messages');
    expect(JSON.parse(String(init.body))).toEqual({ itemIds: ids(10), note: 'From the coast' });
    expect(await screen.findByText('Sent 10 photos to Grace.')).toBeTruthy();
  });

  it('goes back to choose someone else, keeping the note', async () => {
    server();
    await renderWithApp(<SendToFriendDialog itemIds={[4]} items={loaded(4)} onClose={vi.fn()} />);
    await choose('Grace');
    expect(screen.getByRole('list', { name: 'The photo to send' })).toBeTruthy();
    fireEvent.change(noteField(), { target: { value: 'Look!' } });
    await click('Back');
    expect(screen.queryByRole('textbox')).toBeNull();
    await choose('Alan');
    expect(noteField().value).toBe('Look!');
    await click('Send to Alan');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toBe('/api/v3/friends/8/messages');
  });

  it('fetches the thumbnails the caller did not pass', async () => {
    server();
    await renderWithApp(<SendToFriendDialog itemIds={[3, 5]} onClose={vi.fn()} />);
    await choose('Grace');
    const preview = screen.getByRole('list', { name: 'The 2 photos to send' });
    await waitFor(() =>
      expect(
        within(preview)
          .getAllByRole('img')
          .map((image) => image.getAttribute('src')),
      ).toEqual([urls(3).square, urls(5).square]),
    );
  });

  it("tells the server's refusal in the dialog and stays open", async () => {
    server(() =>
      json(409, {
        success: false,
        code: 'friend_not_accepted',
        message: 'Your friend need to accept your invite before you share photos with them',
      }),
    );
    const handleClose = vi.fn();
    await renderWithApp(<SendToFriendDialog itemIds={[1]} items={loaded(1)} onClose={handleClose} />);
    await choose('Grace');
    await click('Send to Grace');
    expect((await screen.findByRole('alert')).textContent).toContain('Your friend need to accept your invite');
    expect(handleClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send to Grace' })).toBeTruthy();
  });
});
