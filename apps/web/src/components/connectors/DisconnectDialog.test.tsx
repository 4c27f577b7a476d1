import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { CONNECTION } from '../../test/connector-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DisconnectDialog } from './DisconnectDialog.tsx';

const fetchMock = vi.fn<typeof fetch>(async () => json(200, { success: true }));
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([path]) => path);

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function render() {
  const handleClose = vi.fn();
  await renderWithApp(<DisconnectDialog provider="dropbox" connection={CONNECTION} onClose={handleClose} />);
  return handleClose;
}

describe('disconnecting an account', () => {
  it('asks what becomes of the photos, keeping them unless told otherwise', async () => {
    const handleClose = await render();
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Dropbox?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/ada@example\.com/)).toBeTruthy();
    const group = screen.getByRole('group', { name: 'And the photos it brought?' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^Keep them/ }) as HTMLInputElement).checked).toBe(true);

    await click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(deletes()).toEqual(['/api/v3/connectors/dropbox?keepPhotos=true']);
    expect((await screen.findAllByText('Dropbox is disconnected.')).length).toBeGreaterThan(0);
  });

  it('removes the photos too when that is the choice', async () => {
    const handleClose = await render();
    await click(screen.getByRole('radio', { name: /^Remove them too/ }));
    await click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(deletes()).toEqual(['/api/v3/connectors/dropbox?keepPhotos=false']);
  });

  it('stays open and says why when the server refuses', async () => {
    fetchMock.mockImplementationOnce(async () =>
      json(502, { success: false, code: 'connector_unavailable', message: 'Dropbox could not be reached.' }),
    );
    const handleClose = await render();
    await click(screen.getByRole('button', { name: 'Disconnect' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dropbox could not be reached. Kinframe will try again.',
    );
    expect(handleClose).not.toHaveBeenCalled();
  });

  it('asks nothing about the photos of an account imported from: they are the library’s own', async () => {
    const handleClose = vi.fn();
    await renderWithApp(<DisconnectDialog provider="flickr" connection={CONNECTION} onClose={handleClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Flickr?' });
    expect(dialog.textContent).toContain('What you imported from it stays in your library.');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(handleClose).toHaveBeenCalled());
    expect(deletes()).toEqual(['/api/v3/connectors/flickr?keepPhotos=true']);
  });
});
