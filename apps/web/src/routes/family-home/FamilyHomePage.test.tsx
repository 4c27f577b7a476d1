import type { AlbumInvite, Frame, Friend, LibraryItem } from '@kinframe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { routeNamed } from '../../app/route-table.ts';
import { ToastProvider } from '../../components/Toasts.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import '../../test/render.tsx';
import { FamilyHomePage } from './FamilyHomePage.tsx';

/** The page in a data router, as the app shows it (its header reads the route it is on). */
async function renderHome() {
  const i18n = await initI18n('en-US');
  const router = createMemoryRouter(
    [{ path: '/family/home', element: <FamilyHomePage />, handle: { route: routeNamed('family-home') } }],
    { initialEntries: ['/family/home'] },
  );
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const photo = (id: number): LibraryItem => ({
  id,
  kind: 'photo',
  status: 'ready',
  failureCode: null,
  name: `photo-${id}.jpg`,
  width: 800,
  height: 600,
  orientation: 'landscape',
  durationSeconds: null,
  sizeBytes: 1000,
  createdAt: '2026-01-01T00:00:00Z',
  uploadedAt: '2026-01-01T00:00:00Z',
  caption: '',
  isFavourite: false,
  tagIds: [],
  edit: null,
  editPending: false,
  focus: null,
  camera: null,
  exposure: null,
  place: null,
  urls: {
    square: `/media/${id}/square.webp`,
    ratio: null,
    preview: null,
    poster: null,
    video: null,
    edited: null,
    original: '',
  },
});

const frameNamed = (id: number, name: string, changes: Partial<Frame> = {}): Frame =>
  frameFixture({ id, name, showingUrl: null, ...changes });

const invite: AlbumInvite = {
  id: 7,
  album: { id: 31, name: 'Lake days', itemCount: 4, coverUrl: null },
  invitedBy: { id: 2, username: 'bo', displayName: 'Bo Berg' },
  invitedAt: '2026-01-01T00:00:00Z',
};

const request: Friend = {
  id: 9,
  person: { id: 3, username: 'cy', displayName: 'Cy Dahl' },
  email: null,
  nickname: null,
  status: 'pending',
  direction: 'received',
  createdAt: '2026-01-01T00:00:00Z',
  acceptedAt: null,
  lastMessageAt: null,
  unreadMessages: 0,
};

/** What the server holds: the tests answer from it, as the API would. */
let items: LibraryItem[];
let frames: Frame[];
let invites: AlbumInvite[];
let friends: Friend[];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v3/library/items') {
    return json(200, { items: items.slice(0, Number(url.searchParams.get('limit'))), nextCursor: null });
  }
  if (url.pathname === '/api/v3/frames') return json(200, { frames, maxFrames: 10 });
  if (url.pathname === '/api/v3/album-invites') return json(200, { invites });
  if (url.pathname === '/api/v3/friends') return json(200, { friends, maxFriends: 500 });
  if (url.pathname === '/api/v3/friends/9/respond' && method === 'POST') {
    friends = [];
    return json(200, { friends, maxFriends: 500 });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

beforeEach(() => {
  items = Array.from({ length: 20 }, (_, index) => photo(100 - index));
  frames = [];
  invites = [];
  friends = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const region = (name: string) => screen.findByRole('region', { name });
const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

describe('the family home', () => {
  it('shows the twelve newest uploads, each opening the library viewer, and a way to all of them', async () => {
    frames = [frameNamed(1, 'Kitchen')];
    await renderHome();
    const recent = await region('Recent photos');
    const tiles = await within(recent).findAllByRole('link', { name: /^photo-/ });
    expect(tiles).toHaveLength(12);
    expect(tiles[0]?.getAttribute('href')).toBe('/family/library?sort=uploaded&item=100');
    expect(within(recent).getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/family/library');
    const listing = requested().find((url) => url.pathname === '/api/v3/library/items');
    expect(listing?.searchParams.get('sort')).toBe('uploaded');
    expect(listing?.searchParams.get('limit')).toBe('12');
  });

  it('shows each frame online or offline, with what it shows now when the owner may see it', async () => {
    frames = [
      frameNamed(1, 'Kitchen', { online: true, showingItemId: 55, showingUrl: '/media/55/square.webp', albumIds: [3] }),
      frameNamed(2, 'Grandma’s hall', { showingItemId: 77, showingUrl: null }),
    ];
    await renderHome();
    const section = await region('Your frames');
    const kitchen = (await within(section).findByText('Kitchen')).closest('li') as HTMLElement;
    expect(within(kitchen).getByText('Online')).toBeTruthy();
    expect(within(kitchen).getByText('Shows 1 album')).toBeTruthy();
    expect(within(kitchen).getByRole('img', { name: 'What Kitchen shows now' }).getAttribute('src')).toBe(
      '/media/55/square.webp',
    );
    const hall = within(section).getByText('Grandma’s hall').closest('li') as HTMLElement;
    expect(within(hall).getByText('Offline')).toBeTruthy();
    expect(within(hall).queryByRole('img')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Manage frames' }).getAttribute('href')).toBe('/family/frames');
  });

  it('lists album invitations and friend requests, answered in place', async () => {
    invites = [invite];
    friends = [
      request,
      { ...request, id: 10, direction: 'sent', person: { id: 4, username: 'di', displayName: 'Di' } },
    ];
    await renderHome();
    const pending = await region('Waiting for you');
    await within(pending).findByText('Lake days');
    expect(within(pending).getByRole('button', { name: 'Accept' })).toBeTruthy();
    // Only requests received wait for an answer.
    expect(within(pending).queryByText('Di')).toBeNull();
    fireEvent.click(await within(pending).findByRole('button', { name: 'Accept Cy Dahl' }));
    await waitFor(() => expect(requested().some((url) => url.pathname === '/api/v3/friends/9/respond')).toBe(true));
    await waitFor(() => expect(within(pending).queryByText('Cy Dahl')).toBeNull());
  });

  it('shows nothing waiting when nothing is', async () => {
    frames = [frameNamed(1, 'Kitchen')];
    await renderHome();
    await region('Recent photos');
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull();
  });

  it('leads a brand-new person, with no photos and no frame, to upload and to set up a frame', async () => {
    items = [];
    await renderHome();
    await screen.findByRole('heading', { name: "Let's fill your first frame" });
    const links = screen.getAllByRole('link', { name: 'Upload photos' });
    expect(links.every((link) => link.getAttribute('href') === '/family/library')).toBe(true);
    expect(screen.getByRole('link', { name: 'Set up a frame' }).getAttribute('href')).toBe('/family/frames');
    expect(screen.queryByRole('region', { name: 'Recent photos' })).toBeNull();
  });

  it('tells what is new in the dialog of the announcement', async () => {
    await renderHome();
    fireEvent.click(await screen.findByRole('button', { name: "See what's new" }));
    const dialog = await screen.findByRole('dialog', { name: "What's new" });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(9);
  });
});
