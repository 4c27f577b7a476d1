import type { ConnectorList, Import, ImportProvider, SourceAlbum } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { CONNECTION } from '../../test/connector-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AccountImportSection } from './AccountImportSection.tsx';
import { allConnectors, importFixture } from './import-fixtures.ts';

let connectors: ConnectorList;
let albums: { albums: SourceAlbum[]; isTruncated: boolean };
let createAnswer: () => Response;

const accountImport = (changes: Partial<Import> = {}) =>
  importFixture({ format: null, provider: 'facebook', parts: [], state: 'reading', ...changes });

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const path = url.pathname;
  if (path === '/api/v3/connectors') return json(200, connectors);
  const connect = /^\/api\/v3\/connectors\/(\w+)\/connect$/.exec(path);
  if (connect && method === 'POST') return json(200, { url: `#${connect[1]}-consent` });
  if (/^\/api\/v3\/connectors\/\w+\/albums$/.test(path)) return json(200, albums);
  if (/^\/api\/v3\/connectors\/\w+$/.test(path) && method === 'DELETE') return json(200, { success: true });
  if (path === '/api/v3/imports/account' && method === 'POST') return createAnswer();
  if (path === '/api/v3/imports') return json(200, { imports: [] });
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

/** Text shown on screen, apart from the live region that says it again to screen readers. */
const SHOWN = { ignore: '[aria-live], script, style' };
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const callsTo = (path: string, method: string) =>
  fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith(path) && (init?.method ?? 'GET') === method);
const bodyOf = (path: string) => JSON.parse(String(callsTo(path, 'POST')[0]?.[1]?.body));

const renderSection = (provider: ImportProvider = 'facebook') =>
  renderWithApp(<AccountImportSection provider={provider} />);

const connectedTo = (provider: ImportProvider, state: 'connected' | 'revoked' = 'connected') =>
  allConnectors({ provider, connection: { ...CONNECTION, state } });

const albumList = (count: number): SourceAlbum[] =>
  Array.from({ length: count }, (_, index) => ({ id: `a${index + 1}`, name: `Album ${index + 1}`, count: index }));

beforeEach(() => {
  connectors = allConnectors();
  albums = { albums: [], isTruncated: false };
  createAnswer = () => json(200, accountImport());
  window.location.hash = '';
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an account's import", () => {
  it('says in one sentence that this server does not offer the account, and offers nothing to press', async () => {
    connectors = allConnectors({ provider: 'flickr', isAvailable: false });
    await renderSection('flickr');
    const section = screen.getByRole('region', { name: 'Import from your Flickr account' });
    expect(await within(section).findByText('The operator of this server has not set up Flickr.')).toBeTruthy();
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });

  it("asks to connect, the consent page coming back to the source's page", async () => {
    await renderSection();
    expect(await screen.findByText(/Connect your Facebook account, then import everything/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(window.location.hash).toBe('#facebook-consent'));
    expect(bodyOf('/api/v3/connectors/facebook/connect')).toEqual({ returnTo: 'library-facebook' });
  });

  it('imports the albums ticked, and follows the import as it goes', async () => {
    connectors = connectedTo('facebook');
    albums = {
      albums: [
        { id: 'a1', name: 'Summer 2019', count: 120 },
        { id: 'a2', name: 'Profile pictures', count: 1 },
        { id: 'a3', name: 'Garden', count: null },
      ],
      isTruncated: false,
    };
    createAnswer = () => json(200, accountImport({ state: 'importing', progress: { done: 40, total: 200 } }));
    await renderSection();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Everything/ }) as HTMLInputElement).checked).toBe(true);
    // The albums are asked for only once the person chooses among them.
    expect(callsTo('/api/v3/connectors/facebook/albums', 'GET')).toHaveLength(0);

    await click(screen.getByRole('radio', { name: /^Chosen albums/ }));
    const list = await screen.findByRole('list', { name: 'Your albums on Facebook' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Summer 2019120 items', 'Profile pictures1 item', 'Garden']);
    const importButton = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    await click(within(list).getByRole('checkbox', { name: /Summer 2019/ }));
    await click(within(list).getByRole('checkbox', { name: /Garden/ }));
    expect(screen.getByText('2 albums chosen')).toBeTruthy();

    await click(importButton);
    expect(bodyOf('/api/v3/imports/account')).toEqual({ provider: 'facebook', albumIds: ['a1', 'a3'] });
    expect(await screen.findByText('Importing: 40 of 200', SHOWN)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel import' })).toBeTruthy();
    expect(screen.getByText(/You can leave this page/)).toBeTruthy();
  });

  it('imports everything with no albums named, and sums it up at the end', async () => {
    connectors = connectedTo('facebook');
    createAnswer = () =>
      json(200, accountImport({ state: 'done', importedCount: 12, albumCount: 3, finishedAt: '2026-03-01T10:00:00Z' }));
    await renderSection();
    await click(await screen.findByRole('button', { name: 'Import' }));
    expect(bodyOf('/api/v3/imports/account')).toEqual({ provider: 'facebook', albumIds: null });
    expect(await screen.findByText('Import finished', SHOWN)).toBeTruthy();
    expect(screen.getByText('12 photos and videos imported')).toBeTruthy();
    expect(screen.getByText('3 albums made')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Import more from Facebook' }));
    expect(screen.getByRole('radio', { name: /^Everything/ })).toBeTruthy();
  });

  it('shows a long list of albums a page at a time, and says when the provider listed only the first ones', async () => {
    connectors = connectedTo('flickr');
    albums = { albums: albumList(120), isTruncated: true };
    await renderSection('flickr');
    await click(await screen.findByRole('radio', { name: /^Chosen albums/ }));
    const list = await screen.findByRole('list', { name: 'Your albums on Flickr' });
    // Counted by selector: asking by role through hundreds of rows is slow in jsdom.
    const boxes = () => list.querySelectorAll('input[type="checkbox"]');
    expect(boxes()).toHaveLength(50);
    expect(
      screen.getByText('Only your first 120 albums are listed. To import them all, choose Everything.'),
    ).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Show 50 more albums' }));
    expect(boxes()).toHaveLength(100);
    // The first album just shown takes focus, so the keyboard carries on where the list grew.
    expect(document.activeElement).toBe(boxes()[50]);
    expect(document.activeElement?.parentElement?.textContent).toBe('Album 5150 items');
    await click(screen.getByRole('button', { name: 'Show 20 more albums' }));
    expect(boxes()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
  });

  it('imports all an Instagram account posted, with no albums to choose', async () => {
    connectors = connectedTo('instagram');
    createAnswer = () => json(200, accountImport({ provider: 'instagram' }));
    await renderSection('instagram');
    expect(
      await screen.findByText('Everything you posted on Instagram comes in, with its dates and captions.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await click(screen.getByRole('button', { name: 'Import' }));
    expect(bodyOf('/api/v3/imports/account')).toEqual({ provider: 'instagram', albumIds: null });
    expect(await screen.findByText('Reading your Instagram account…', SHOWN)).toBeTruthy();
    expect(callsTo('/api/v3/connectors/instagram/albums', 'GET')).toHaveLength(0);
  });

  it('offers Reconnect, and nothing to import, when the provider no longer lets Kinframe in', async () => {
    connectors = connectedTo('facebook', 'revoked');
    await renderSection();
    expect(await screen.findByText('Facebook no longer lets Kinframe in. Reconnect to carry on.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Reconnect Facebook' }));
    await waitFor(() => expect(window.location.hash).toBe('#facebook-consent'));
    expect(bodyOf('/api/v3/connectors/facebook/connect')).toEqual({ returnTo: 'library-facebook' });
  });

  it('shows Reconnect when the import finds the connection withdrawn', async () => {
    connectors = connectedTo('facebook');
    createAnswer = () => {
      connectors = connectedTo('facebook', 'revoked');
      return json(409, {
        success: false,
        code: 'connection_revoked',
        message: 'Facebook no longer lets Kinframe in. Reconnect to carry on.',
        params: { provider: 'Facebook' },
      });
    };
    await renderSection();
    await click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('button', { name: 'Reconnect Facebook' })).toBeTruthy();
  });

  it('says why an import cannot start', async () => {
    connectors = connectedTo('facebook');
    createAnswer = () =>
      json(409, {
        success: false,
        code: 'imports_limit',
        message: 'You can have up to 2 imports under way. Wait for one to finish.',
        params: { max: 2 },
      });
    await renderSection();
    await click(await screen.findByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can have up to 2 imports under way. Wait for one to finish.',
    );
  });

  it('disconnects without a question about the photos: they are the library’s own', async () => {
    connectors = connectedTo('facebook');
    await renderSection();
    await click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Facebook?' });
    expect(within(dialog).getByText(/What you imported from it stays in your library/)).toBeTruthy();
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    await click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(callsTo('/api/v3/connectors/facebook?keepPhotos=true', 'DELETE')).toHaveLength(1));
  });
});
