import type { AlbumInvite } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AlbumInvites } from './AlbumInvites.tsx';

const invite: AlbumInvite = {
  id: 7,
  album: { id: 3, name: 'Summer by the sea', itemCount: 4, coverUrl: null },
  invitedBy: { id: 2, username: 'bo', displayName: 'Bo Berg' },
  invitedAt: '2026-11-01T10:00:00Z',
};
/** What the server holds: the invitation until it is answered. */
let waiting: AlbumInvite[];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/album-invites') return json(200, { invites: waiting });
  if (url.pathname === '/api/v3/album-invites/7/decline' && init?.method === 'POST') {
    waiting = [];
    return json(200, { success: true });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  waiting = [invite];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const gone = 'This invitation has already been answered or is no longer valid.';

describe('an invitation opened from its link', () => {
  it('is answered without being called gone: it left the list because it was answered here', async () => {
    await renderWithApp(<AlbumInvites highlightId={7} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByText('Summer by the sea')).toBeNull());
    expect(screen.queryByText(gone)).toBeNull();
  });

  it('says so when it was answered before', async () => {
    waiting = [];
    await renderWithApp(<AlbumInvites highlightId={7} />);
    expect(await screen.findByText(gone)).toBeTruthy();
  });
});
