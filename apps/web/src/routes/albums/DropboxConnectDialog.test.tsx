import type { ConnectorList } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { CONNECTION, connectedAlbumFixture, connectorList } from '../../test/connector-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DropboxConnectDialog } from './DropboxConnectDialog.tsx';

/** The folders of the person's Dropbox, by the folder that holds them. */
const DROPBOX: Record<string, string[]> = {
  '': ['/Photos', '/Work'],
  '/Photos': ['/Photos/Trip', '/Photos/Garden'],
  '/Photos/Trip': [],
};

let connectors: ConnectorList;
let isTruncated: boolean;
let creating: (path: string) => Response;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v3/connectors' && method === 'GET') return json(200, connectors);
  if (url.pathname === '/api/v3/connectors/dropbox/folders' && method === 'GET') {
    const path = url.searchParams.get('path') ?? '';
    const folders = (DROPBOX[path] ?? []).map((folder) => ({ name: folder.split('/').pop(), path: folder }));
    return json(200, { path, folders, isTruncated });
  }
  if (url.pathname === '/api/v3/connected-albums/dropbox' && method === 'POST') {
    return creating(JSON.parse(String(init?.body)).path);
  }
  if (url.pathname === '/api/v3/connectors/dropbox/connect' && method === 'POST') {
    // A hash of this page stands for Dropbox's consent page: jsdom follows only those.
    return json(200, { url: '#dropbox-consent' });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const render = () =>
  renderWithApp(
    <>
      <DropboxConnectDialog />
      <Location />
    </>,
  );
// The page behind a dialog is hidden from assistive technology, the address with it.
const location = () => screen.getByRole('status', { name: 'location', hidden: true }).textContent;
const dialog = () => screen.getByRole('dialog', { name: 'Connect a Dropbox album' });
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  connectors = connectorList({ provider: 'dropbox', connection: CONNECTION });
  isTruncated = false;
  creating = (path) => json(201, connectedAlbumFixture({ albumId: 42, folderPath: path, state: 'importing' }));
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('connecting a Dropbox folder', () => {
  it('walks the folders from the root and makes the open folder an album, then shows its page', async () => {
    await render();
    const folders = await screen.findByRole('list', { name: 'Folders here' });
    expect(
      within(folders)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Photos', 'Work']);
    expect(within(dialog()).getByText('Connected as ada@example.com.')).toBeTruthy();
    // The root itself is no album: a folder has to be open.
    expect((screen.getByRole('button', { name: 'Use this folder' }) as HTMLButtonElement).disabled).toBe(true);

    await click(within(folders).getByRole('button', { name: 'Photos' }));
    await click(await screen.findByRole('button', { name: 'Trip' }));
    const where = screen.getByRole('navigation', { name: 'Where you are in your Dropbox' });
    await waitFor(() => expect(where.textContent).toBe('DropboxPhotosTrip'));
    expect(within(where).getByText('Trip').getAttribute('aria-current')).toBe('location');
    expect(await screen.findByText('No folders in here.')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Use this folder' }));
    await waitFor(() => expect(location()).toBe('/family/library/albums/42'));
    const [[path, init]] = posts() as [[string, RequestInit]];
    expect(path).toBe('/api/v3/connected-albums/dropbox');
    expect(JSON.parse(String(init.body))).toEqual({ path: '/Photos/Trip' });
  });

  it('goes back up through the path, to the root', async () => {
    await render();
    await click(await screen.findByRole('button', { name: 'Photos' }));
    expect(await screen.findByRole('button', { name: 'Garden' })).toBeTruthy();
    await click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Dropbox' }));
    expect(await screen.findByRole('button', { name: 'Work' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Use this folder' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says in place why a folder could not become an album, and stays open', async () => {
    creating = () =>
      json(409, {
        success: false,
        code: 'connected_album_exists',
        message: 'This folder is already a connected album.',
      });
    await render();
    await click(await screen.findByRole('button', { name: 'Work' }));
    await click(screen.getByRole('button', { name: 'Use this folder' }));
    expect(await within(dialog()).findByRole('alert')).toHaveProperty(
      'textContent',
      'This folder is already a connected album.',
    );
    expect(location()).toBe('/');
  });

  it('says when a folder holds more folders than are listed', async () => {
    isTruncated = true;
    await render();
    expect(await screen.findByText('Only the first 500 folders are listed, by name.')).toBeTruthy();
  });

  it('asks to connect Dropbox first, and sends the browser to its consent page', async () => {
    connectors = connectorList();
    await render();
    expect(await within(dialog()).findByText(/Choose a folder in your Dropbox/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Connect Dropbox' }));
    await waitFor(() => expect(window.location.hash).toBe('#dropbox-consent'));
    const [[path, init]] = posts() as [[string, RequestInit]];
    expect(path).toBe('/api/v3/connectors/dropbox/connect');
    expect(JSON.parse(String(init.body))).toEqual({ returnTo: 'dropbox-connect' });
    expect(screen.queryByRole('list', { name: 'Folders here' })).toBeNull();
  });

  it('offers to reconnect when Dropbox no longer lets Kinframe in', async () => {
    connectors = connectorList({ provider: 'dropbox', connection: { ...CONNECTION, state: 'revoked' } });
    await render();
    expect(await screen.findByText('Dropbox no longer lets Kinframe in. Reconnect to carry on.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect Dropbox' })).toBeTruthy();
  });

  it('says in one sentence that this server does not offer Dropbox, with no way to connect', async () => {
    connectors = connectorList({ provider: 'dropbox', isAvailable: false });
    await render();
    expect(await screen.findByText('The operator of this server has not set up Dropbox.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull();
  });
});
