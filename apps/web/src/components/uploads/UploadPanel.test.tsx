import type { LibraryItem } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { renderWithApp } from '../../test/render.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { createUploadQueue } from './upload-queue.ts';

afterEach(cleanup);

/** A queue whose uploads end as the test says, file by file. */
function queueOf(outcomes: Record<string, () => Promise<LibraryItem>>) {
  return createUploadQueue({ uploader: (file) => outcomes[file.name]?.() ?? new Promise(() => {}) });
}
const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const item = (id: number) => async () => ({ id }) as LibraryItem;
const refused = (code: 'file_already_uploaded' | 'upload_failed', params?: Record<string, number>) => async () => {
  throw new ApiError({ status: 409, code, message: code, params });
};

describe('the upload panel', () => {
  it('is nothing until files go, then counts them in its corner without covering the page', async () => {
    const queue = queueOf({});
    await renderWithApp(<UploadPanel queue={queue} startsOpen />);
    expect(screen.queryByRole('region', { name: /Upload/ })).toBeNull();
    await act(async () => queue.add([file('a.jpg'), file('b.jpg')]));
    const panel = screen.getByRole('region', { name: 'Uploading 2 of 2' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Cancel all' })).toBeTruthy();
  });

  it('says a photo the library has already in a neutral tone, with the way to it, and lets a failed one be tried again', async () => {
    let failures = 0;
    const queue = queueOf({
      'new.jpg': item(7),
      'again.jpg': refused('file_already_uploaded', { itemId: 3 }),
      'broken.jpg': () => (failures++ === 0 ? refused('upload_failed')() : item(9)()),
    });
    await renderWithApp(<UploadPanel queue={queue} startsOpen />);
    await act(async () => queue.add([file('new.jpg'), file('again.jpg'), file('broken.jpg')]));
    const panel = screen.getByRole('region', { name: 'Upload finished' });
    expect(within(panel).getByText('1 uploaded · 1 already in your library · 1 failed')).toBeTruthy();
    const known = within(panel).getByText('again.jpg').closest('li');
    expect(known?.dataset.status).toBe('known');
    expect(within(known as HTMLElement).getByText('Already in your library')).toBeTruthy();
    expect(within(known as HTMLElement).getByRole('button', { name: 'Show again.jpg in your library' })).toBeTruthy();

    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Try broken.jpg again' })));
    expect(within(panel).getByText('2 uploaded · 1 already in your library')).toBeTruthy();
  });

  it('folds to its title line, and goes when closed', async () => {
    const queue = queueOf({ 'a.jpg': item(1) });
    await renderWithApp(<UploadPanel queue={queue} startsOpen />);
    await act(async () => queue.add([file('a.jpg')]));
    const panel = screen.getByRole('region', { name: 'Upload finished' });
    const fold = within(panel).getByRole('button', { name: 'Hide the list' });
    await act(async () => fireEvent.click(fold));
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).queryByRole('list')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('region', { name: /Upload/ })).toBeNull();
  });

  it('offers an album of the folder’s name once a folder is up, with what it brought', async () => {
    const queue = queueOf({ 'a.jpg': item(1), 'b.jpg': refused('file_already_uploaded', { itemId: 2 }) });
    await renderWithApp(<UploadPanel queue={queue} startsOpen />);
    await act(async () => queue.add([file('a.jpg'), file('b.jpg')], { folder: 'Summer 2024' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make an album “Summer 2024”' })));
    const dialog = screen.getByRole('dialog', { name: 'New album' });
    expect(within(dialog).getByText('The album starts with 2 photos and videos.')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Album name' }) as HTMLInputElement).value).toBe('Summer 2024');
  });
});

describe('its queue leaves with the person', () => {
  it('forgets everything on reset', () => {
    const queue = queueOf({});
    queue.add([file('a.jpg')]);
    queue.reset();
    expect(queue.getSnapshot().total).toBe(0);
    expect(vi.isMockFunction(queue.add)).toBe(false);
  });
});
