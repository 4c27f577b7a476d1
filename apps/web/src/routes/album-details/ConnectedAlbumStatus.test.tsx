import type { ConnectedAlbum } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { connectedAlbumFixture } from '../../test/connector-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ConnectedAlbumStatus } from './ConnectedAlbumStatus.tsx';

let album: ConnectedAlbum;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v3/connected-albums/42' && method === 'GET') return json(200, album);
  if (url.pathname === '/api/v3/connected-albums/42/sync' && method === 'POST') {
    album = { ...album, state: 'importing', errorCode: null, progress: { done: 0, total: 3 } };
    return json(200, album);
  }
  if (url.pathname === '/api/v3/connected-albums/42/pick' && method === 'POST') {
    album = { ...album, state: 'picking', pickerUri: 'https://photos.google.com/picker/abc' };
    return json(200, album);
  }
  if (url.pathname === '/api/v3/connected-albums/42/refused' && method === 'GET') {
    return json(200, {
      files: [
        { name: 'notes.txt', path: '/Photos/Trip/notes.txt', code: 'not_media_file' },
        { name: 'huge.mov', path: '/Photos/Trip/huge.mov', code: 'file_too_large' },
      ],
      nextCursor: null,
    });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

const render = () => renderWithApp(<ConnectedAlbumStatus albumId={42} />);
const panel = () => screen.findByRole('region', { name: /^Connection to / });
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([path]) => path);

beforeEach(() => {
  album = connectedAlbumFixture();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a connected album's state on its page", () => {
  it('is one quiet line while a Dropbox folder is in sync: the folder, when, and "Sync now"', async () => {
    await render();
    const region = await panel();
    expect(region.textContent).toContain('/Photos/Trip');
    expect(within(region).getByText('Synced 2 minutes ago')).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
    expect(within(region).queryByRole('progressbar')).toBeNull();
    await click(within(region).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(posts()).toEqual(['/api/v3/connected-albums/42/sync']));
  });

  it('shows how far an import has come, with a progress bar, and no button meanwhile', async () => {
    album = connectedAlbumFixture({ state: 'importing', progress: { done: 12, total: 40 }, syncedAt: null });
    await render();
    const region = await panel();
    expect(within(region).getByText('Adding photos: 12 of 40')).toBeTruthy();
    const bar = within(region).getByRole('progressbar', { name: 'Photos added from Dropbox' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['12', '40']);
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says why a folder is stuck, and tries again on request', async () => {
    album = connectedAlbumFixture({ state: 'waiting', errorCode: 'connector_unavailable' });
    await render();
    const region = await panel();
    expect(within(region).getByText('Dropbox could not be reached. Kinframe will try again.')).toBeTruthy();
    await click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts()).toEqual(['/api/v3/connected-albums/42/sync']));
    expect(await within(region).findByText('Adding photos: 0 of 3')).toBeTruthy();
  });

  it('offers to reconnect when Dropbox no longer lets Kinframe in', async () => {
    album = connectedAlbumFixture({ state: 'failed', errorCode: 'connection_revoked' });
    await render();
    const region = await panel();
    expect(within(region).getByText('Dropbox no longer lets Kinframe in. Reconnect to carry on.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says how many photos are left out past the maximum, and lists the files not taken with why', async () => {
    album = connectedAlbumFixture({ leftOutCount: 120, refusedCount: 2 });
    await render();
    const region = await panel();
    expect(
      within(region).getByText('Kinframe keeps the newest 2500 photos; 120 older ones are left out.'),
    ).toBeTruthy();
    await click(within(region).getByRole('button', { name: '2 files were not added: see why' }));
    const dialog = await screen.findByRole('dialog', { name: '2 files not added' });
    const files = await within(dialog).findByRole('list', { name: 'Files not added' });
    expect([...files.querySelectorAll('li')].map((row) => row.textContent)).toEqual([
      '/Photos/Trip/notes.txtNot a photo or video',
      expect.stringMatching(/^\/Photos\/Trip\/huge\.mov./),
    ]);
  });

  it('says plainly that a Google album does not follow Google Photos, and picks more in a new tab', async () => {
    album = connectedAlbumFixture({ provider: 'google', name: 'Picked', folderPath: null });
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    await render();
    const region = await panel();
    expect(region.textContent).not.toContain('Synced');
    expect(within(region).getByText('Photos added 2 minutes ago')).toBeTruthy();
    expect(
      within(region).getByText('Changes you make in Google Photos do not reach this album: pick more to add photos.'),
    ).toBeTruthy();

    await click(within(region).getByRole('button', { name: 'Pick more' }));
    // Opened in the click itself, before the answer, so no popup blocker stops it.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://photos.google.com/picker/abc/autoclose'));
    expect(tab.opener).toBeNull();
    expect(await within(region).findByText('Waiting for your pick in Google Photos')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Open Google Photos' }).getAttribute('href')).toBe(
      'https://photos.google.com/picker/abc',
    );
  });

  it('closes the blank tab when Google refuses a new pick', async () => {
    album = connectedAlbumFixture({
      provider: 'google',
      folderPath: null,
      state: 'failed',
      errorCode: 'picking_expired',
    });
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    fetchMock.mockImplementationOnce(async () => json(200, album));
    fetchMock.mockImplementationOnce(async () =>
      json(409, { success: false, code: 'connection_revoked', message: 'Google Photos no longer lets Kinframe in.' }),
    );
    await render();
    const region = await panel();
    expect(
      within(region).getByText('The time to pick in Google Photos ran out. Pick again to add photos.'),
    ).toBeTruthy();
    await click(within(region).getByRole('button', { name: 'Pick more' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(
      (await screen.findAllByText('Google Photos no longer lets Kinframe in. Reconnect to carry on.')).length,
    ).toBeGreaterThan(0);
  });
});
