import type { LibraryItem } from '@kinframe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { networkError } from '../../api/error-mapping.ts';
import { createQueryClient } from '../../app/query-client.ts';
import { routeNamed } from '../../app/route-table.ts';
import { ToastProvider } from '../../components/Toasts.tsx';
import { initI18n } from '../../i18n/i18n.ts';
// For its set-up of jsdom (ResizeObserver, act) only: this page needs a data router of its own.
import '../../test/render.tsx';
import { SharedFilesPage } from './SharedFilesPage.tsx';

const kept = vi.hoisted(() => ({ files: [] as { key: string; file: File }[], forgotten: [] as string[] }));
vi.mock('./shared-files.ts', () => ({
  readSharedFiles: async () => [...kept.files],
  forgetSharedFile: async (key: string) => {
    kept.forgotten.push(key);
    kept.files = kept.files.filter((entry) => entry.key !== key);
  },
}));

/** Uploads that wait for the test to finish them, one by one. */
const uploads = vi.hoisted(
  () =>
    [] as {
      file: File;
      progress: (fraction: number) => void;
      finish: (id: number) => void;
      fail: (error: unknown) => void;
    }[],
);
vi.mock('../../api/upload.ts', () => ({
  uploadLibraryFile: (file: File, { onProgress }: { onProgress: (fraction: number) => void }) =>
    new Promise<LibraryItem>((resolve, reject) => {
      uploads.push({
        file,
        progress: onProgress,
        finish: (id) => resolve({ id, urls: { thumbnail: `/t/${id}` } } as unknown as LibraryItem),
        fail: reject,
      });
    }),
}));

async function openPage(url = '/family/library/shared') {
  const i18n = await initI18n('en-US');
  const router = createMemoryRouter(
    [{ path: '/family/library/shared', element: <SharedFilesPage />, handle: { route: routeNamed('library-shared') } }],
    { initialEntries: [url] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the shared-files page', () => {
  beforeEach(() => {
    kept.files = [];
    kept.forgotten = [];
    uploads.length = 0;
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uploads every kept file with its own progress, lets each go once in the library, then offers what next', async () => {
    kept.files = [
      { key: 'k1', file: new File(['a'], 'IMG_0001.jpg', { type: 'image/jpeg' }) },
      { key: 'k2', file: new File(['b'], 'beach.mov', { type: 'video/quicktime' }) },
    ];
    await openPage();
    expect(await screen.findByRole('heading', { name: 'Uploading 2 of 2' })).toBeTruthy();
    await act(async () => uploads[0]?.progress(0.5));
    expect(screen.getByRole('progressbar', { name: 'Upload of IMG_0001.jpg' }).getAttribute('value')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Add to album' })).toBeNull();

    await act(async () => uploads[0]?.finish(11));
    await act(async () => uploads[1]?.finish(12));
    expect(await screen.findByRole('heading', { name: 'Upload finished' })).toBeTruthy();
    expect(kept.forgotten).toEqual(['k1', 'k2']);
    const next = screen.getByRole('region', { name: '2 files added to your library' });
    for (const name of ['Add to album', 'Show on a frame', 'Send to friend', 'Open the library']) {
      expect(within(next).getByText(name)).toBeTruthy();
    }
  });

  it('says plainly when nothing is waiting', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { name: 'Nothing waiting to upload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the library' }).getAttribute('href')).toBe('/family/library');
  });

  it('says the files did not arrive when the share reached the server instead of the service worker', async () => {
    await openPage('/family/library/shared?status=missed');
    expect(await screen.findByRole('heading', { name: "Your files didn't reach Kinframe" })).toBeTruthy();
  });

  it('keeps a file that failed to upload, says why, and tries it again when asked', async () => {
    kept.files = [{ key: 'k1', file: new File(['a'], 'IMG_0001.jpg', { type: 'image/jpeg' }) }];
    await openPage();
    await screen.findByRole('heading', { name: 'Uploading 1 of 1' });
    await act(async () => uploads[0]?.fail(networkError()));
    expect(await screen.findByText('No internet')).toBeTruthy();
    expect(kept.forgotten).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Uploading 1 of 1' })).toBeTruthy();
    expect(uploads.map((upload) => upload.file.name)).toEqual(['IMG_0001.jpg', 'IMG_0001.jpg']);
  });
});
