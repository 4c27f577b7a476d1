import type { ConnectorList } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { CONNECTION, connectedAlbumFixture, connectorList } from '../../test/connector-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { AddConnectedAlbum, useHowItWorks } from './AddConnectedAlbum.tsx';

let connectors: ConnectorList;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const path = String(input);
  const method = init?.method ?? 'GET';
  if (path === '/api/v3/connectors' && method === 'GET') return json(200, connectors);
  if (path === '/api/v3/connected-albums/google' && method === 'POST') {
    return json(
      201,
      connectedAlbumFixture({
        albumId: 51,
        provider: 'google',
        folderPath: null,
        state: 'picking',
        pickerUri: 'https://photos.google.com/picker/xyz',
      }),
    );
  }
  if (path === '/api/v3/connectors/google/connect' && method === 'POST') {
    // A hash of this page stands for Google's consent page: jsdom follows only those.
    return json(200, { url: '#google-consent' });
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  connectors = connectorList();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('the way to a new connected album', () => {
  it.each([
    ['dropbox', 'The operator of this server has not set up Dropbox.'],
    ['google', 'The operator of this server has not set up Google Photos.'],
  ] as const)('is one sentence, and no button, when this server does not offer %s', async (provider, sentence) => {
    connectors = connectorList({ provider, isAvailable: false });
    await renderWithApp(<AddConnectedAlbum provider={provider} returnTo="albums" />);
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('leads to the Dropbox folder browser', async () => {
    await renderWithApp(<AddConnectedAlbum provider="dropbox" returnTo="albums" />);
    const link = await screen.findByRole('link', { name: 'Connect a Dropbox folder' });
    expect(link.getAttribute('href')).toBe('/family/library/albums/dropbox-connect');
  });

  it('connects Google Photos first, coming back to the screen it started from', async () => {
    await renderWithApp(<AddConnectedAlbum provider="google" returnTo="albums" />);
    await click(await screen.findByRole('button', { name: 'Add from Google Photos' }));
    await waitFor(() => expect(window.location.hash).toBe('#google-consent'));
    // Kept for the way back, which names an error but not the provider.
    const [[path, init]] = posts() as [[string, RequestInit]];
    expect(path).toBe('/api/v3/connectors/google/connect');
    expect(JSON.parse(String(init.body))).toEqual({ returnTo: 'albums' });
  });

  it('opens the Google picker in a new tab and shows the new album', async () => {
    connectors = connectorList({ provider: 'google', connection: CONNECTION });
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    await renderWithApp(
      <>
        <AddConnectedAlbum provider="google" returnTo="albums" />
        <Location />
      </>,
    );
    await click(await screen.findByRole('button', { name: 'Add from Google Photos' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('https://photos.google.com/picker/xyz/autoclose'));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/family/library/albums/51');
  });

  it('offers to reconnect when the provider no longer lets Kinframe in', async () => {
    connectors = connectorList({ provider: 'google', connection: { ...CONNECTION, state: 'revoked' } });
    await renderWithApp(<AddConnectedAlbum provider="google" returnTo="albums" />);
    expect(await screen.findByText('Google Photos no longer lets Kinframe in. Reconnect to carry on.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
  });

  it('says how connected albums work only where this server offers the provider', async () => {
    connectors = connectorList({ provider: 'google', isAvailable: false });
    function Sections() {
      return (
        <>
          <p>dropbox: {useHowItWorks('dropbox')}</p>
          <p>google: {useHowItWorks('google')}</p>
        </>
      );
    }
    await renderWithApp(<Sections />);
    expect(await screen.findByText(/^dropbox: Choose a Dropbox folder/)).toBeTruthy();
    expect(screen.getByText('google:')).toBeTruthy();
  });
});
