import type { Frame, LibraryItem } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/answers.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LibraryPageStore } from '../page-store.ts';
import { ItemViewer } from '../viewer/ItemViewer.tsx';

const photo = (changes: Partial<LibraryItem> = {}): LibraryItem => ({
  id: 5,
  kind: 'photo',
  status: 'ready',
  failureCode: null,
  name: 'harbour.jpg',
  width: 4000,
  height: 3000,
  orientation: 'landscape',
  durationSeconds: null,
  sizeBytes: 2_000_000,
  createdAt: '2024-07-14T18:30:05.000Z',
  uploadedAt: '2024-07-15T09:00:00.000Z',
  caption: '',
  isFavourite: false,
  tagIds: [],
  edit: null,
  editPending: false,
  focus: null,
  camera: null,
  exposure: null,
  place: null,
  urls: {
    square: '/media/5/square.webp',
    ratio: '/media/5/ratio.webp',
    preview: '/media/5/preview.webp',
    poster: null,
    video: null,
    original: '/media/5/original.jpg',
    edited: null,
  },
  ...changes,
});

const kitchenFrame = {
  id: 9,
  name: 'Kitchen',
  device: { name: 'Kinframe player', appVersion: null, screen: { width: 800, height: 1280 }, freeStorageBytes: null },
} as Frame;

let item: LibraryItem;

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  if (path === '/api/v3/library/items/5' && method === 'GET') return json(200, item);
  if (path === '/api/v3/library/items/5/edit' && method === 'PUT') {
    item = { ...item, edit: body };
    return json(200, item);
  }
  if (path === '/api/v3/library/items/5/edit' && method === 'DELETE') {
    item = { ...item, edit: null };
    return json(200, item);
  }
  if (path === '/api/v3/frames') return json(200, { frames: [kitchenFrame], maxFrames: 10 });
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

const bodiesOf = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

const clip = (changes: Partial<LibraryItem> = {}): LibraryItem =>
  photo({
    kind: 'video',
    name: 'harbour.jpg',
    width: 1920,
    height: 1080,
    durationSeconds: 8,
    urls: {
      ...photo().urls,
      poster: '/media/5/poster.jpg',
      video: '/media/5/video.mp4',
      original: '/media/5/original.mp4',
    },
    ...changes,
  });

async function openViewer() {
  const store = new LibraryPageStore(async () => ({ items: [item], nextCursor: null }), 10);
  store.setWanted(0, 1);
  await waitFor(() => expect(store.indexOf(5)).toBe(0));
  await renderWithApp(<ItemViewer itemId={5} store={store} onNavigate={vi.fn()} onClose={vi.fn()} />, { plan: 'plus' });
  return screen.findByRole('dialog', { name: 'harbour.jpg' });
}

beforeEach(() => {
  item = photo();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the editor', () => {
  it('opens from the viewer and saves the recipe made with its controls', async () => {
    await openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByRole('dialog', { name: 'Editing harbour.jpg' });
    expect(screen.queryByRole('button', { name: 'Revert to original' })).toBeNull();
    // It opens on Adjust, showing the viewer's rendition (in the browser's cache) until the live preview draws.
    expect(screen.getByRole('button', { name: 'Adjust', pressed: true })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Exposure' })).toBeTruthy();
    expect(editor.querySelector('img[data-editor-picture]')?.getAttribute('src')).toBe('/media/5/preview.webp');

    // The ratios are chips, the frames' among them by name.
    fireEvent.click(screen.getByRole('button', { name: 'Crop' }));
    const ratios = screen.getByRole('group', { name: 'Aspect ratio' });
    await within(ratios).findByRole('button', { name: 'Frame "Kitchen"' });
    expect(within(ratios).getByRole('button', { name: 'Free', pressed: true })).toBeTruthy();
    expect(
      within(ratios)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Free', 'Original', 'Square', '4:3', '3:2', '16:9', 'Frame "Kitchen"']);
    fireEvent.click(within(ratios).getByRole('button', { name: 'Square' }));
    expect(within(ratios).getByRole('button', { name: 'Square', pressed: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const exposure = screen.getByRole('slider', { name: 'Exposure' });
    fireEvent.change(exposure, { target: { value: '20' } });
    fireEvent.change(exposure, { target: { value: '40' } });
    fireEvent.keyUp(exposure, { key: 'ArrowRight' });

    // One undo takes back the whole slider move; redo brings it again.
    fireEvent.keyDown(editor, { key: 'z', ctrlKey: true });
    expect((exposure as HTMLInputElement).value).toBe('0');
    fireEvent.keyDown(editor, { key: 'z', ctrlKey: true, shiftKey: true });
    expect((exposure as HTMLInputElement).value).toBe('40');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('PUT', '/api/v3/library/items/5/edit')).toHaveLength(1));
    const [sent] = bodiesOf('PUT', '/api/v3/library/items/5/edit');
    expect(sent).toMatchObject({ kind: 'photo', version: 1, rotate: 90, adjust: { exposure: 40, contrast: 0 } });
    // A square crop of the 4000 x 3000 picture, turned with it: a square of the 3000 x 4000 one.
    expect(sent.crop.width * 3000).toBeCloseTo(sent.crop.height * 4000);
    expect(sent.crop.width).toBeCloseTo(1);
    await screen.findByRole('dialog', { name: 'harbour.jpg' });
    // The photo editor's many controls make every query by role slow in jsdom on a busy machine.
  }, 20_000);

  it('trims, mutes and turns a video, and saves the video recipe', async () => {
    item = clip();
    await openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Editing harbour.jpg' });
    const start = screen.getByRole('slider', { name: 'Start' });
    const end = screen.getByRole('slider', { name: 'End' });
    // The length comes from the clip itself once it is loaded.
    const video = document.querySelector('video') as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { value: 8, configurable: true });
    fireEvent.loadedMetadata(video);
    await waitFor(() => expect((start as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(start, { target: { value: '1.5' } });
    fireEvent.change(end, { target: { value: '6' } });
    fireEvent.keyUp(end, { key: 'ArrowLeft' });
    expect(screen.getByText('Plays from 0:01.5 to 0:06.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mute sound' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate right' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('PUT', '/api/v3/library/items/5/edit')).toHaveLength(1));
    expect(bodiesOf('PUT', '/api/v3/library/items/5/edit')[0]).toEqual({
      version: 1,
      kind: 'video',
      trimStart: 1.5,
      trimEnd: 6,
      mute: true,
      rotate: 90,
    });
  });

  it('asks before throwing changes away, and offers to revert an edited item', async () => {
    item = photo({ edit: { ...(await import('@kinframe/contract')).PHOTO_EDIT_ORIGINAL, rotate: 180 } });
    await openViewer();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Editing harbour.jpg' });
    fireEvent.click(screen.getByRole('button', { name: 'Crop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Flip horizontally' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await screen.findByRole('dialog', { name: 'harbour.jpg' });
    expect(bodiesOf('PUT', '/api/v3/library/items/5/edit')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Revert to original' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
  }, 20_000);
});
