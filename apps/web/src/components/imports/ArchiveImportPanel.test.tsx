import type { ArchiveFormat, Import } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/answers.ts';
import { renderWithApp } from '../../test/render.tsx';
import { ArchiveImportPanel } from './ArchiveImportPanel.tsx';
import { createArchiveUploads } from './archive-uploads.ts';
import { FakeStorageRequest, importFixture } from './import-fixtures.ts';

/** What the browser did, in order: API calls ("POST /api/v3/imports") and posts to storage ("storage <part>"). */
let log: string[];
/** The import as the server answers it once started (and when asked after). */
let started: Import;
let current: Import;
let createAnswer: () => Response;

const STORAGE_URL = 'https://storage.test/upload';

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const path = url.pathname;
  log.push(`${method} ${path}`);
  if (path === '/api/v3/imports' && method === 'POST') return createAnswer();
  const part = /^\/api\/v3\/imports\/7\/parts\/(\d+)\/upload-policy$/.exec(path);
  if (part) {
    return json(200, { uploadPolicy: { url: STORAGE_URL, fields: { key: `part-${part[1]}`, policy: 'signed' } } });
  }
  if (path === '/api/v3/imports/7/start' && method === 'POST') {
    current = started;
    return json(200, current);
  }
  if (path === '/api/v3/imports/7/cancel' && method === 'POST') {
    current = { ...current, state: 'cancelled', finishedAt: '2026-03-01T10:00:00Z' };
    return json(200, current);
  }
  if (path === '/api/v3/imports/7/refused') {
    return json(200, {
      files: [
        { name: 'IMG_1.HEIC', path: 'Takeout/Google Photos/Trip/IMG_1.HEIC', code: 'import_file_missing' },
        { name: 'notes.pdf', path: 'Takeout/Google Photos/Trip/notes.pdf', code: 'not_media_file' },
      ],
      nextCursor: null,
    });
  }
  if (path === '/api/v3/imports/7') return json(200, current);
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

class LoggedStorageRequest extends FakeStorageRequest {
  override send(body: FormData) {
    log.push(`storage ${(body.get('file') as File).name}`);
    super.send(body);
  }
}

/** Text shown on screen, apart from the live region that says it again to screen readers. */
const SHOWN = { ignore: '[aria-live], script, style' };
const liveRegion = () => document.querySelector('[aria-live="polite"]')?.textContent;

const zip = (name: string, size: number) => new File(['x'.repeat(size)], name, { type: 'application/zip' });
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return JSON.parse(String(call?.[1]?.body));
};

async function renderPanel(format: ArchiveFormat = 'takeout') {
  const view = await renderWithApp(<ArchiveImportPanel format={format} uploads={createArchiveUploads()} />);
  return view;
}

/** Chooses these files in the panel's file input, as the browser's file dialog hands them over. */
async function choose(...files: File[]) {
  const input = screen.getByTestId('archive-parts-input');
  await act(async () => fireEvent.change(input, { target: { files } }));
}

beforeEach(() => {
  log = [];
  current = importFixture();
  started = importFixture({ state: 'reading' });
  createAnswer = () => json(200, current);
  FakeStorageRequest.sent = [];
  FakeStorageRequest.isAutomatic = true;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', LoggedStorageRequest);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('importing an export archive', () => {
  it('posts each part in order, to the address asked for just before it, then starts the import', async () => {
    await renderPanel();
    expect(screen.getByText(/takeout\.google\.com/)).toBeTruthy();
    await choose(zip('takeout-002.zip', 1024), zip('takeout-001.zip', 2048));
    const parts = screen.getByRole('list', { name: 'Parts of the archive' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['takeout-001.zip', 'takeout-002.zip']);
    expect(screen.getByText('2 parts, 3 kB in all')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Reading the archive…', SHOWN)).toBeTruthy();
    expect(log.slice(0, 6)).toEqual([
      'POST /api/v3/imports',
      'GET /api/v3/imports/7/parts/0/upload-policy',
      'storage takeout-001.zip',
      'GET /api/v3/imports/7/parts/1/upload-policy',
      'storage takeout-002.zip',
      'POST /api/v3/imports/7/start',
    ]);
    expect(bodyOf('/api/v3/imports')).toEqual({
      format: 'takeout',
      parts: [
        { name: 'takeout-001.zip', sizeBytes: 2048 },
        { name: 'takeout-002.zip', sizeBytes: 1024 },
      ],
      includeStories: false,
    });
    // Straight to storage, without the session's cookie, the policy's fields before the file.
    for (const request of FakeStorageRequest.sent) {
      expect([request.method, request.url, request.withCredentials]).toEqual(['POST', STORAGE_URL, false]);
      expect(request.fieldNames()).toEqual(['key', 'policy', 'file']);
    }
    expect(FakeStorageRequest.sent.map((request) => request.body?.get('key'))).toEqual(['part-0', 'part-1']);
  });

  it("asks for Instagram's stories only when the switch is on", async () => {
    started = importFixture({ format: 'instagram', state: 'reading' });
    await renderPanel('instagram');
    await choose(zip('instagram-ada-2026.zip', 100));
    await click(screen.getByRole('switch', { name: 'Include stories' }));
    await click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(log).toContain('POST /api/v3/imports/7/start'));
    expect(bodyOf('/api/v3/imports')).toMatchObject({ format: 'instagram', includeStories: true });
  });

  it("shows the upload's progress part by part, then the import's, with the album going in", async () => {
    FakeStorageRequest.isAutomatic = false;
    started = importFixture({ state: 'importing', progress: { done: 3, total: 9 }, currentAlbum: 'Trip' });
    await renderPanel();
    await choose(zip('takeout-001.zip', 2048), zip('takeout-002.zip', 1024));
    await click(screen.getByRole('button', { name: 'Import' }));

    await waitFor(() => expect(FakeStorageRequest.sent).toHaveLength(1));
    expect(screen.getByText('Uploading part 1 of 2', SHOWN)).toBeTruthy();
    expect(liveRegion()).toBe('Uploading part 1 of 2');
    await act(async () => FakeStorageRequest.sent[0]?.progress(1024, 2048));
    const bar = screen.getByRole('progressbar', { name: 'Upload of the archive' });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1024', '3072']);
    expect(screen.getByText('1 kB of 3 kB')).toBeTruthy();

    await act(async () => FakeStorageRequest.sent[0]?.respond(204));
    await waitFor(() => expect(FakeStorageRequest.sent).toHaveLength(2));
    expect(screen.getByText('Uploading part 2 of 2', SHOWN)).toBeTruthy();
    await act(async () => FakeStorageRequest.sent[1]?.respond(204));

    expect(await screen.findByText('Importing: 3 of 9')).toBeTruthy();
    const imported = screen.getByRole('progressbar', { name: 'Photos and videos imported' });
    expect([imported.getAttribute('value'), imported.getAttribute('max')]).toEqual(['3', '9']);
    expect(screen.getByText('Album: Trip')).toBeTruthy();
    expect(liveRegion()).toBe('Importing…');
  });

  it('sums up a finished import, and lists the refused files with their reasons', async () => {
    started = importFixture({
      state: 'done',
      progress: { done: 9, total: 9 },
      importedCount: 5,
      duplicateCount: 1,
      refusedCount: 2,
      albumCount: 3,
      finishedAt: '2026-03-01T10:00:00Z',
    });
    await renderPanel();
    await choose(zip('takeout-001.zip', 10));
    await click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('Import finished', SHOWN)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Summary of the import' }).textContent).toBe(
      '5 photos and videos imported1 duplicate skipped (already in your library)2 files not imported · See the refused files3 albums made',
    );
    expect(screen.getByRole('link', { name: 'Open the library' }).getAttribute('href')).toBe('/family/library');

    await click(screen.getByRole('button', { name: 'See the refused files' }));
    const dialog = await screen.findByRole('dialog', { name: '2 files not imported' });
    const files = await within(dialog).findByRole('list', { name: 'Files not imported' });
    expect(
      within(files)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Takeout/Google Photos/Trip/IMG_1.HEICNamed in the archive, but not in it',
      'Takeout/Google Photos/Trip/notes.pdfNot a photo or video',
    ]);
  });

  it('stops an import on request, after asking, and keeps what was imported', async () => {
    started = importFixture({ state: 'importing', progress: { done: 3, total: 9 }, importedCount: 3 });
    await renderPanel();
    await choose(zip('takeout-001.zip', 10));
    await click(screen.getByRole('button', { name: 'Import' }));
    await screen.findByText('Importing: 3 of 9');

    await click(screen.getByRole('button', { name: 'Cancel import' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop this import?' });
    expect(log).not.toContain('POST /api/v3/imports/7/cancel');
    await click(within(dialog).getByRole('button', { name: 'Stop import' }));

    expect(await screen.findByText('Import stopped', SHOWN)).toBeTruthy();
    expect(log).toContain('POST /api/v3/imports/7/cancel');
    expect(screen.getByText('3 photos and videos imported')).toBeTruthy();
  });

  it("cancels an upload on its way, and lets the server's import go", async () => {
    FakeStorageRequest.isAutomatic = false;
    await renderPanel();
    await choose(zip('takeout-001.zip', 10));
    await click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(FakeStorageRequest.sent).toHaveLength(1));

    await click(screen.getByRole('button', { name: 'Cancel import' }));
    await click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop import' }));

    expect(await screen.findByText('Upload cancelled. Nothing was imported.')).toBeTruthy();
    expect(FakeStorageRequest.sent[0]?.isAborted).toBe(true);
    await waitFor(() => expect(log).toContain('POST /api/v3/imports/7/cancel'));
    expect(log).not.toContain('POST /api/v3/imports/7/start');
    expect(screen.getByRole('button', { name: 'Choose the .zip files' })).toBeTruthy();
  });

  it("says why an import cannot begin, in the contract's words", async () => {
    createAnswer = () =>
      json(409, {
        success: false,
        code: 'imports_limit',
        message: 'You can have up to 2 imports under way. Wait for one to finish.',
        params: { max: 2 },
      });
    await renderPanel();
    await choose(zip('takeout-001.zip', 10));
    await click(screen.getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can have up to 2 imports under way. Wait for one to finish.',
    );
    expect(FakeStorageRequest.sent).toHaveLength(0);
  });

  it('names the files that cannot be parts of an archive, and sends nothing', async () => {
    await renderPanel();
    await choose(zip('takeout-001.zip', 10), new File(['x'], 'beach.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert').textContent).toBe('beach.jpg: not a .zip file');
    expect(screen.getAllByRole('listitem').map((row) => row.firstChild?.textContent)).toContain('takeout-001.zip');
    await click(screen.getByRole('button', { name: 'Remove takeout-001.zip' }));
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(log).toEqual([]);
  });
});
