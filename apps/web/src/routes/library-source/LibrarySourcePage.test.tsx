import type { ConnectedAlbum, ConnectorList } from '@kinframe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { type RouteName, routeNamed } from '../../app/routes.tsx';
import { ToastProvider } from '../../components/Toasts.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { json } from '../../test/answers.ts';
import { CONNECTION, connectedAlbumFixture, connectorList } from '../../test/connector-fixtures.ts';
import '../../test/render.tsx';
import { LibrarySourcePage } from './LibrarySourcePage.tsx';

let connectors: ConnectorList;
let albums: ConnectedAlbum[];

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/connectors') return json(200, connectors);
  if (url.pathname === '/api/v3/connected-albums') {
    return json(200, { albums: albums.filter((album) => album.provider === url.searchParams.get('provider')) });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

/** The page in a data router, on one source's route, as the app shows it. */
async function renderSource(name: RouteName) {
  const i18n = await initI18n('en-US');
  const route = routeNamed(name);
  const router = createMemoryRouter([{ path: route.path, element: <LibrarySourcePage />, handle: { route } }], {
    initialEntries: [route.path],
  });
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

beforeEach(() => {
  connectors = connectorList();
  albums = [];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a connected source in the library', () => {
  it('shows the account and each connected album with where it stands, linking to it', async () => {
    connectors = connectorList({ provider: 'dropbox', connection: CONNECTION });
    albums = [
      connectedAlbumFixture({ albumId: 42, name: 'Trip' }),
      connectedAlbumFixture({
        albumId: 43,
        name: 'Garden',
        folderPath: '/Photos/Garden',
        state: 'importing',
        progress: { done: 3, total: 9 },
        itemCount: 3,
        refusedCount: 1,
      }),
      connectedAlbumFixture({
        albumId: 44,
        name: 'Old',
        folderPath: '/Old',
        state: 'failed',
        errorCode: 'dropbox_folder_gone',
      }),
    ];
    await renderSource('library-dropbox');
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
    const rows = (await screen.findAllByRole('listitem')).map((row) => row.textContent);
    expect(rows).toEqual([
      'Trip/Photos/Trip · 40 itemsSynced 2 minutes ago',
      'Garden/Photos/Garden · 3 itemsAdding photos: 3 of 91 file not added',
      'Old/Old · 40 itemsThis folder is no longer in your Dropbox.',
    ]);
    expect(screen.getByRole('link', { name: 'Garden' }).getAttribute('href')).toBe('/family/library/albums/43');
    expect(screen.getByRole('progressbar', { name: 'Photos added to Garden' }).getAttribute('value')).toBe('3');
    expect(screen.getByRole('link', { name: 'Connect a Dropbox folder' })).toBeTruthy();
  });

  it('asks to connect when not connected, saying what it does', async () => {
    await renderSource('library-google');
    expect(await screen.findByText(/Google lets Kinframe see only the photos you pick/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Google Photos' })).toBeTruthy();
    expect(await screen.findByText('No Google albums connected.')).toBeTruthy();
  });

  it('says in one sentence that this server does not offer the provider, and offers nothing to press', async () => {
    connectors = connectorList({ provider: 'google', isAvailable: false });
    await renderSource('library-google');
    expect(await screen.findByText('The operator of this server has not set up Google Photos.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('asks what becomes of the photos before disconnecting', async () => {
    connectors = connectorList({ provider: 'dropbox', connection: CONNECTION });
    await renderSource('library-dropbox');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' })));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Dropbox?' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  });

  it('keeps the placeholder for the sources not connected yet', async () => {
    await renderSource('library-flickr');
    expect(await screen.findByText("Flickr isn't connected")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
