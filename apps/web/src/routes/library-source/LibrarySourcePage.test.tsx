import type { ConnectedAlbum, ConnectorList, Import } from '@kinframe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { type RouteName, routeNamed } from '../../app/route-table.ts';
import { allConnectors, importFixture } from '../../components/imports/import-fixtures.ts';
import { ToastProvider } from '../../components/Toasts.tsx';
import { initI18n } from '../../i18n/i18n.ts';
import { json } from '../../test/answers.ts';
import { CONNECTION, connectedAlbumFixture, connectorList } from '../../test/connector-fixtures.ts';
import '../../test/render.tsx';
import { LibrarySourcePage } from './LibrarySourcePage.tsx';

let connectors: ConnectorList;
let albums: ConnectedAlbum[];
let imports: Import[];
/** The import the page's account card starts, when a test lets it. */
const STARTED_IMPORT_ID = 20;

const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v3/connectors') return json(200, connectors);
  if (url.pathname === '/api/v3/connected-albums') {
    return json(200, { albums: albums.filter((album) => album.provider === url.searchParams.get('provider')) });
  }
  if (url.pathname === '/api/v3/imports') return json(200, { imports });
  const started = imports.find((entry) => entry.id === STARTED_IMPORT_ID);
  if (url.pathname === '/api/v3/imports/account' && started) return json(200, started);
  if (url.pathname === `/api/v3/imports/${STARTED_IMPORT_ID}` && started) return json(200, started);
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

/** The page in a data router, on one source's route, as the app shows it. */
async function renderSource(name: RouteName, search = '') {
  const i18n = await initI18n('en-US');
  const route = routeNamed(name);
  const router = createMemoryRouter([{ path: route.path, element: <LibrarySourcePage />, handle: { route } }], {
    initialEntries: [`${route.path}${search}`],
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
  imports = [];
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

  it('says in one sentence that this server does not offer the provider, and offers nothing to press for it', async () => {
    connectors = connectorList({ provider: 'google', isAvailable: false });
    await renderSource('library-google');
    expect(await screen.findByText('The operator of this server has not set up Google Photos.')).toBeTruthy();
    // What is left is the Takeout archive's import, which needs no account.
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual([
      'Choose the .zip files',
      'Import',
    ]);
  });

  it('asks what becomes of the photos before disconnecting', async () => {
    connectors = connectorList({ provider: 'dropbox', connection: CONNECTION });
    await renderSource('library-dropbox');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Disconnect' })));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Dropbox?' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
  });

  it("imports Google Takeout archives below Google Photos' connected albums, listing only Takeout imports", async () => {
    imports = [
      importFixture({ id: 1, state: 'done', importedCount: 120, albumCount: 4, finishedAt: '2026-03-01T11:00:00Z' }),
      importFixture({ id: 2, format: 'facebook' }),
    ];
    await renderSource('library-google');
    const section = await screen.findByRole('region', { name: 'Import from Google Takeout' });
    expect(within(section).getByText(/takeout\.google\.com/)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your imports from Google Takeout' });
    expect(await within(history).findByText('Finished')).toBeTruthy();
    expect(within(history).getByText('120 photos and videos imported')).toBeTruthy();
    expect(within(history).getByText('4 albums made')).toBeTruthy();
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('makes Facebook a page of its own: the archive import, and the imports made, each where it stands', async () => {
    imports = [
      importFixture({
        id: 3,
        format: 'facebook',
        state: 'importing',
        progress: { done: 40, total: 200 },
        currentAlbum: 'Summer 2019',
      }),
      importFixture({ id: 4, format: 'facebook', state: 'failed', errorCode: 'archive_empty' }),
      // Left behind by a tab closed mid-upload: only this page can let it go.
      importFixture({ id: 5, format: 'facebook', state: 'uploading' }),
    ];
    await renderSource('library-facebook');
    expect(await screen.findByText(/Settings › Download your information/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose the .zip files' })).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your imports from Facebook' });
    expect(await within(history).findByText('Importing: 40 of 200')).toBeTruthy();
    expect(within(history).getByText('Album: Summer 2019')).toBeTruthy();
    expect(within(history).getAllByRole('button', { name: 'Cancel import' })).toHaveLength(2);
    expect(within(history).getByText('Uploading the archive')).toBeTruthy();
    expect(
      within(history).getByText(
        'No photos or videos from Facebook were found in this archive. Check that it is the right one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Facebook isn't connected")).toBeNull();
  });

  it('says plainly why Instagram goes through its archive, and offers its stories', async () => {
    await renderSource('library-instagram');
    expect(await screen.findByText(/Instagram lets apps read only professional accounts/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Include stories' })).toBeTruthy();
    expect(await screen.findByText('Nothing imported from Instagram yet.')).toBeTruthy();
  });

  it('makes Flickr a page of its own: its account and the imports from it, with no archive', async () => {
    connectors = allConnectors({ provider: 'flickr', connection: CONNECTION });
    imports = [
      importFixture({ id: 8, format: null, provider: 'flickr', parts: [], state: 'done', importedCount: 9 }),
      importFixture({ id: 9, format: 'facebook' }),
    ];
    await renderSource('library-flickr');
    const account = await screen.findByRole('region', { name: 'Import from your Flickr account' });
    expect(await within(account).findByText('ada@example.com')).toBeTruthy();
    expect(within(account).getByRole('button', { name: 'Import' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose the .zip files' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Your imports from Flickr' });
    expect(await within(history).findByText('From your account')).toBeTruthy();
    expect(within(history).getByText('9 photos and videos imported')).toBeTruthy();
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('says an import finished once: in the card that ran it, not again in the list below', async () => {
    connectors = allConnectors({ provider: 'flickr', connection: CONNECTION });
    imports = [
      importFixture({
        id: STARTED_IMPORT_ID,
        format: null,
        provider: 'flickr',
        parts: [],
        state: 'done',
        importedCount: 2,
      }),
      importFixture({ id: 7, format: null, provider: 'flickr', parts: [], state: 'done', importedCount: 9 }),
    ];
    await renderSource('library-flickr');
    const account = await screen.findByRole('region', { name: 'Import from your Flickr account' });
    await act(async () => fireEvent.click(await within(account).findByRole('button', { name: 'Import' })));
    expect(await within(account).findByText('Import finished', { ignore: '[aria-live]' })).toBeTruthy();
    expect(within(account).getByText('2 photos and videos imported')).toBeTruthy();

    const history = screen.getByRole('region', { name: 'Your imports from Flickr' });
    expect(await within(history).findByText('9 photos and videos imported')).toBeTruthy();
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(history).queryByText('2 photos and videos imported')).toBeNull();
    expect(screen.getAllByText(/photos and videos imported/)).toHaveLength(2);
  });

  it("puts Facebook's account first, says why its archive is the complete way, and lists imports of both", async () => {
    connectors = allConnectors();
    imports = [
      importFixture({ id: 10, format: null, provider: 'facebook', parts: [], state: 'reading' }),
      importFixture({ id: 11, format: 'facebook', state: 'done', importedCount: 3 }),
      importFixture({ id: 12, format: null, provider: 'instagram', parts: [] }),
    ];
    await renderSource('library-facebook');
    expect(await screen.findByRole('button', { name: 'Connect Facebook' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Import from your Facebook account',
      'Import from Facebook',
      'Your imports from Facebook',
    ]);
    expect(screen.getByText(/only once the app of this server's operator has passed Meta's review/)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Your imports from Facebook' });
    expect(await within(history).findByText('Reading your Facebook account…')).toBeTruthy();
    expect(within(history).getByText('3 photos and videos imported')).toBeTruthy();
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });

  it("says in one sentence that this server does not offer Instagram's account, the archive staying", async () => {
    connectors = allConnectors({ provider: 'instagram', isAvailable: false });
    await renderSource('library-instagram');
    const account = await screen.findByRole('region', { name: 'Import from your Instagram account' });
    expect(await within(account).findByText('The operator of this server has not set up Instagram.')).toBeTruthy();
    expect(within(account).queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('button', { name: 'Choose the .zip files' })).toBeTruthy();
  });

  it('says how the consent page went, and takes its words off the address', async () => {
    connectors = allConnectors({ provider: 'facebook', connection: CONNECTION });
    await renderSource('library-facebook', '?connected=facebook');
    expect(await screen.findByText('Facebook is connected.')).toBeTruthy();
  });
});
