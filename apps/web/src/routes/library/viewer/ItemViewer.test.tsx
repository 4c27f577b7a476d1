import { type ItemDetails, type LibraryItem, PHOTO_EDIT_ORIGINAL, type Tag } from '@kinframe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/answers.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { LibraryPageStore } from '../page-store.ts';
import { ItemViewer } from './ItemViewer.tsx';

const itemOf = (id: number, changes: Partial<LibraryItem> = {}): LibraryItem => ({
  id,
  kind: 'photo',
  status: 'ready',
  failureCode: null,
  name: `photo-${id}.jpg`,
  width: 4032,
  height: 3024,
  orientation: 'landscape',
  durationSeconds: null,
  sizeBytes: 3_565_158, // 3.4 MB, counted in 1024s
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
    square: `/media/${id}/square.webp`,
    ratio: `/media/${id}/ratio.webp`,
    preview: `/media/${id}/preview.webp`,
    poster: null,
    video: null,
    original: `/media/${id}/original.jpg`,
    edited: null,
  },
  ...changes,
});

/**
 * Whether the window is a phone's. The app asks matchMedia once and keeps its answer object, so the
 * stand-in is there from the first test and reads this flag each time.
 */
let isPhone = false;
const matchMediaStandIn = (query: string) => ({
  get matches() {
    return isPhone && query.includes('max-width: 600px');
  },
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

/** The gazetteer's towns the lookup answers. */
const TOWNS = [
  { city: 'Hamburg', region: 'Hamburg', country: 'DE', latitude: 53.55073, longitude: 9.99302 },
  { city: 'Hamburg', region: 'New York', country: 'US', latitude: 42.71589, longitude: -78.82948 },
];

/** The server's state: items 1, 2 and 3, and the person's tags. */
let items: Map<number, LibraryItem>;
let tags: Tag[];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  const path = url.pathname;
  if (path === '/api/v3/places/lookup') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return json(200, { places: TOWNS.filter((town) => town.city.toLowerCase().startsWith(q)) });
  }
  let match = path.match(/^\/api\/v3\/library\/items\/(\d+)$/);
  if (match) {
    const item = items.get(Number(match[1])) as LibraryItem;
    // The server names the place of the position it is given.
    const place =
      body?.place === undefined
        ? item.place
        : body.place && (TOWNS.find((town) => town.latitude === body.place.latitude) ?? null);
    if (method === 'PATCH') items.set(item.id, { ...item, ...body, place });
    return json(200, items.get(item.id));
  }
  match = path.match(/^\/api\/v3\/library\/items\/(\d+)\/focus$/);
  if (match) {
    const item = items.get(Number(match[1])) as LibraryItem;
    items.set(item.id, { ...item, focus: method === 'PUT' ? body : null });
    return json(200, items.get(item.id));
  }
  if (/^\/api\/v3\/library\/items\/\d+\/details$/.test(path)) {
    const details: ItemDetails = {
      albums: [{ id: 7, name: 'Summer 2024' }],
      source: 'email',
      copiedFrom: null,
      sender: 'grandma@example.com',
    };
    return json(200, details);
  }
  if (path === '/api/v3/library/tags' && method === 'GET') return json(200, { tags });
  if (path === '/api/v3/library/tags' && method === 'POST') {
    const tag = { id: 12, name: body.name, itemCount: 0 };
    tags = [...tags, tag];
    return json(200, tag);
  }
  match = path.match(/^\/api\/v3\/library\/tags\/(\d+)\/items(\/remove)?$/);
  if (match) {
    const tagId = Number(match[1]);
    for (const id of body.itemIds as number[]) {
      const item = items.get(id) as LibraryItem;
      const tagIds = match[2] ? item.tagIds.filter((other) => other !== tagId) : [...item.tagIds, tagId];
      items.set(id, { ...item, tagIds });
    }
    return json(
      200,
      tags.find((tag) => tag.id === tagId),
    );
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

/** A grid's store holding items 1 to 3, loaded. */
async function loadedStore() {
  const store = new LibraryPageStore(async () => ({ items: [...items.values()], nextCursor: null }), 10);
  store.setWanted(0, 3);
  await waitFor(() => expect(store.indexOf(3)).toBe(2));
  return store;
}

async function openViewer(itemId = 2, plan: 'plus' | 'lite' = 'plus') {
  const onNavigate = vi.fn();
  const onClose = vi.fn();
  const store = await loadedStore();
  await renderWithApp(<ItemViewer itemId={itemId} store={store} onNavigate={onNavigate} onClose={onClose} />, {
    plan,
  });
  const viewer = await screen.findByRole('dialog', { name: `photo-${itemId}.jpg` });
  return { viewer, onNavigate, onClose };
}

const press = (target: Element, key: string) => fireEvent.keyDown(target, { key });

const calls = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  items = new Map([1, 2, 3].map((id) => [id, itemOf(id)]));
  items.set(2, itemOf(2, { tagIds: [10] }));
  tags = [
    { id: 10, name: 'Beach', itemCount: 1 },
    { id: 11, name: 'Garden', itemCount: 4 },
  ];
  window.localStorage.clear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('matchMedia', matchMediaStandIn);
  isPhone = false;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  isPhone = false;
});

describe('the item viewer’s keys', () => {
  it('moves to the previous and next item with the arrows, but not while typing', async () => {
    const { viewer, onNavigate } = await openViewer();
    press(viewer, 'ArrowLeft');
    expect(onNavigate).toHaveBeenLastCalledWith(1);
    press(viewer, 'ArrowRight');
    expect(onNavigate).toHaveBeenLastCalledWith(3);

    press(viewer, 'i');
    press(await screen.findByRole('textbox', { name: 'Caption' }), 'ArrowRight');
    press(screen.getByRole('combobox', { name: 'Add a tag' }), 'f');
    expect(onNavigate).toHaveBeenCalledTimes(2);
    expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([]);
  });

  it('toggles the favourite with F and shows it filled in the bar', async () => {
    const { viewer } = await openViewer();
    press(viewer, 'F');
    await waitFor(() => expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([{ isFavourite: true }]));
    const button = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows and hides the info panel with I, and remembers the choice', async () => {
    const { viewer } = await openViewer();
    expect(screen.queryByRole('complementary', { name: 'Info' })).toBeNull();
    press(viewer, 'I');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(window.localStorage.getItem('kinframe.viewer.infoPanel')).toBe('open');
    expect(await within(panel).findByText('Emailed to you by grandma@example.com')).toBeTruthy();
    expect(within(panel).getByText('4,032 × 3,024 · 12.2 MP')).toBeTruthy();
    expect(within(panel).getByText('3.4 MB')).toBeTruthy();
    expect((await within(panel).findByRole('link', { name: 'Summer 2024' })).getAttribute('href')).toBe(
      '/family/library/albums/7',
    );
    press(viewer, 'i');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Info' })).toBeNull());
    expect(window.localStorage.getItem('kinframe.viewer.infoPanel')).toBe('closed');
  });

  it('asks before deleting with Delete, and closes with Escape', async () => {
    const { viewer, onClose } = await openViewer();
    press(viewer, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Move to the Trash?' });
    expect(within(confirm).getByRole('button', { name: 'Move to Trash' })).toBeTruthy();
    // Escape closes the question first, then the viewer.
    press(confirm, 'Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Move to the Trash?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    press(viewer, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lets the person choose the edited version or the original once the item is edited', async () => {
    const unedited = itemOf(2);
    items.set(2, { ...unedited, urls: { ...unedited.urls, edited: '/media/2/edits/1/edited.jpg' } });
    await openViewer();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Download' }), { key: 'Enter' });
    const edited = await screen.findByRole('menuitem', { name: 'Download the edited version' });
    expect(edited.getAttribute('href')).toBe('/media/2/edits/1/edited.jpg');
    const original = screen.getByRole('menuitem', { name: 'Download the original' });
    expect(original.getAttribute('href')).toBe('/media/2/original.jpg');
    expect(original.getAttribute('download')).toBe('photo-2.jpg');
  });

  it('offers the download of the original as a plain link', async () => {
    await openViewer();
    const link = screen.getByRole('link', { name: 'Download the original' });
    expect(link.getAttribute('href')).toBe('/media/2/original.jpg');
    expect(link.getAttribute('download')).toBe('photo-2.jpg');
  });
});

describe('the viewer of an account without Plus', () => {
  it('shows the photo read-only: download and info, and no way to change it', async () => {
    items.set(2, itemOf(2, { tagIds: [10], caption: 'At the beach' }));
    const { viewer } = await openViewer(2, 'lite');
    expect(screen.getByRole('link', { name: 'Download the original' })).toBeTruthy();
    for (const name of ['Edit', 'Add to favourites', 'Add to album', 'Show on a frame', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    // Its keys change nothing either.
    press(viewer, 'F');
    press(viewer, 'Delete');
    expect(screen.queryByRole('dialog', { name: 'Move to the Trash?' })).toBeNull();
    press(viewer, 'I');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).getByText('At the beach')).toBeTruthy();
    expect(await within(panel).findByText('Beach')).toBeTruthy();
    expect(within(panel).queryByRole('textbox', { name: 'Caption' })).toBeNull();
    expect(within(panel).queryByRole('combobox', { name: 'Add a tag' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Remove the tag Beach' })).toBeNull();
    expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([]);
  });
});

describe('the info panel’s tags', () => {
  beforeEach(() => window.localStorage.setItem('kinframe.viewer.infoPanel', 'open'));

  it('removes a tag with its chip’s ×', async () => {
    await openViewer();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove the tag Beach' }));
    await waitFor(() => expect(calls('POST', '/api/v3/library/tags/10/items/remove')).toEqual([{ itemIds: [2] }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the tag Beach' })).toBeNull());
  });

  it('adds a known tag from the suggestions, and creates a new one in place', async () => {
    await openViewer();
    const field = await screen.findByRole('combobox', { name: 'Add a tag' });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'gar' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Garden' }));
    await waitFor(() => expect(calls('POST', '/api/v3/library/tags/11/items')).toEqual([{ itemIds: [2] }]));
    expect(await screen.findByRole('button', { name: 'Remove the tag Garden' })).toBeTruthy();

    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    fireEvent.change(field, { target: { value: 'Picnic' } });
    expect(screen.getByRole('option', { name: 'Create the tag “Picnic”' })).toBeTruthy();
    press(field, 'Enter');
    await waitFor(() => expect(calls('POST', '/api/v3/library/tags')).toEqual([{ name: 'Picnic' }]));
    await waitFor(() => expect(calls('POST', '/api/v3/library/tags/12/items')).toEqual([{ itemIds: [2] }]));
    expect(await screen.findByRole('button', { name: 'Remove the tag Picnic' })).toBeTruthy();
  });
});

describe('the focus point', () => {
  const focusCalls = (method: string) => calls(method, '/api/v3/library/items/2/focus');
  const markerAt = () => {
    const marker = screen.getByTestId('focus-marker');
    return { left: Number.parseFloat(marker.style.left), top: Number.parseFloat(marker.style.top) };
  };

  it('sets the point where the photo is clicked, shows it as a marker, and resets to automatic', async () => {
    const { viewer } = await openViewer();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Focus point' }));
    const area = await screen.findByRole('button', { name: 'Photo: choose the focus point' });
    expect(screen.getByTestId('focus-marker').dataset.automatic).toBe('true');
    area.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect;

    fireEvent.click(area, { clientX: 200, clientY: 275, detail: 1 });
    await waitFor(() => expect(focusCalls('PUT')).toEqual([{ x: 0.25, y: 0.75 }]));
    expect(markerAt()).toEqual({ left: 25, top: 75 });
    await waitFor(() => expect(screen.getByTestId('focus-marker').dataset.automatic).toBe('false'));

    fireEvent.click(screen.getByRole('button', { name: 'Reset to automatic' }));
    await waitFor(() => expect(focusCalls('DELETE')).toHaveLength(1));
    await waitFor(() => expect(markerAt()).toEqual({ left: 50, top: 50 }));
  });

  it('moves the marker with the arrow keys, sets it with Enter and leaves with Escape, the viewer staying open', async () => {
    const { viewer, onNavigate, onClose } = await openViewer();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Focus point' }));
    const area = await screen.findByRole('button', { name: 'Photo: choose the focus point' });
    await waitFor(() => expect(document.activeElement).toBe(area));

    press(area, 'ArrowLeft');
    press(area, 'ArrowLeft');
    fireEvent.keyDown(area, { key: 'ArrowUp', shiftKey: true });
    expect(markerAt().left).toBeCloseTo(48, 5);
    expect(markerAt().top).toBeCloseTo(40, 5);
    // The arrows move the marker, not to the next photo.
    expect(onNavigate).not.toHaveBeenCalled();
    expect(focusCalls('PUT')).toEqual([]);

    press(area, 'Enter');
    await waitFor(() => expect(focusCalls('PUT')).toHaveLength(1));
    const [sent] = focusCalls('PUT') as [{ x: number; y: number }];
    expect(sent.x).toBeCloseTo(0.48, 5);
    expect(sent.y).toBeCloseTo(0.4, 5);

    press(area, 'Escape');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Photo: choose the focus point' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('places the marker on the edited picture: a point on the original moves with the edit’s crop', async () => {
    items.set(
      2,
      itemOf(2, {
        focus: { x: 0.75, y: 0.5 },
        edit: { ...PHOTO_EDIT_ORIGINAL, crop: { x: 0.5, y: 0, width: 0.5, height: 1 } },
      }),
    );
    const { viewer } = await openViewer();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Focus point' }));
    await screen.findByRole('button', { name: 'Photo: choose the focus point' });
    await waitFor(() => expect(markerAt()).toEqual({ left: 50, top: 50 }));
    expect(screen.getByTestId('focus-marker').dataset.automatic).toBe('false');
  });

  it('offers no focus point for a video', async () => {
    items.set(2, itemOf(2, { kind: 'video', urls: { ...itemOf(2).urls, video: '/media/2/video.mp4' } }));
    const { viewer } = await openViewer();
    await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Info' })).toBeTruthy());
    expect(within(viewer).queryByRole('button', { name: 'Focus point' })).toBeNull();
  });
});

describe('the info panel’s camera and date taken', () => {
  it('names the camera, the lens and the exposure when the photo gave them', async () => {
    items.set(
      2,
      itemOf(2, {
        camera: { make: 'Canon', model: 'Canon EOS R6', lens: 'RF24-105mm F4 L IS USM' },
        exposure: { fNumber: 4, exposureTime: 0.004, iso: 200, focalLength: 50 },
      }),
    );
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).getByText('Canon EOS R6')).toBeTruthy();
    expect(within(panel).getByText('RF24-105mm F4 L IS USM')).toBeTruthy();
    for (const figure of ['ƒ/4', '1/250 s', '50 mm', 'ISO 200']) expect(within(panel).getByText(figure)).toBeTruthy();
  });

  it('shows no camera rows for a photo that names none', async () => {
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).queryByText('Camera')).toBeNull();
    expect(within(panel).queryByText('Exposure')).toBeNull();
  });

  it('shows the date in the zone it was taken in, and corrects its day, time and zone', async () => {
    items.set(2, itemOf(2, { createdAt: '2024-05-01T10:00:00+02:00' }));
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).getByText(/May 1, 2024 at 10:00/)).toBeTruthy();
    expect(within(panel).getByText('UTC+02:00')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Edit the date' }));
    const date = within(panel).getByLabelText('Date') as HTMLInputElement;
    expect(date.value).toBe('2024-05-01');
    expect((within(panel).getByLabelText('Time') as HTMLInputElement).value).toBe('10:00:00');
    fireEvent.change(date, { target: { value: '2023-12-31' } });
    fireEvent.change(within(panel).getByLabelText('Time zone'), { target: { value: '-05:00' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save date' }));
    await waitFor(() =>
      expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([{ createdAt: '2023-12-31T10:00:00-05:00' }]),
    );
    // The form closes once saved, the date shown in its new zone.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Save date' })).toBeNull());
    expect(within(panel).getByText('UTC-05:00')).toBeTruthy();
    expect(within(panel).getByText(/December 31, 2023 at 10:00/)).toBeTruthy();
  });

  it('says so and sends nothing when the date is left empty', async () => {
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit the date' }));
    fireEvent.change(within(panel).getByLabelText('Date'), { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save date' }));
    expect(await within(panel).findByText('Enter a date and a time that exist.')).toBeTruthy();
    expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([]);
  });
});

describe('the info panel’s place', () => {
  it('names the place with the country in the reader’s language, and changes it through the picker', async () => {
    items.set(
      2,
      itemOf(2, { place: { city: 'Tokyo', region: 'Tokyo', country: 'JP', latitude: 35.69, longitude: 139.69 } }),
    );
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).getByText('Place')).toBeTruthy();
    expect(within(panel).getByText('Tokyo, Japan')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Change the place' }));
    const search = within(panel).getByRole('combobox', { name: 'Town or city' });
    fireEvent.change(search, { target: { value: 'Ham' } });
    const options = await within(panel).findAllByRole('option', {}, { timeout: 3000 });
    expect(options.map((option) => option.textContent)).toEqual([
      'Hamburg, Germany',
      'Hamburg, New York, United States',
    ]);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([
        { place: { latitude: 53.55073, longitude: 9.99302 } },
      ]),
    );
    expect(await within(panel).findByText('Hamburg, Germany')).toBeTruthy();
    await waitFor(() => expect(within(panel).queryByRole('combobox', { name: 'Town or city' })).toBeNull());
  });

  it('removes the place', async () => {
    items.set(
      2,
      itemOf(2, { place: { city: 'Tokyo', region: 'Tokyo', country: 'JP', latitude: 35.69, longitude: 139.69 } }),
    );
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change the place' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove the place' }));
    await waitFor(() => expect(calls('PATCH', '/api/v3/library/items/2')).toEqual([{ place: null }]));
    expect(await within(panel).findByText('Not known')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Add a place' })).toBeTruthy();
  });

  it('shows the position where no town is near', async () => {
    items.set(2, itemOf(2, { place: { city: null, region: null, country: null, latitude: 12.5, longitude: -30.25 } }));
    const { viewer } = await openViewer();
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).getByText('12.5°, -30.25°')).toBeTruthy();
  });

  it('shows no place row to a reader who can neither see nor set one', async () => {
    const { viewer } = await openViewer(2, 'lite');
    press(viewer, 'i');
    const panel = await screen.findByRole('complementary', { name: 'Info' });
    expect(within(panel).queryByText('Place')).toBeNull();
  });
});

describe('the viewer on a phone', () => {
  beforeEach(() => {
    isPhone = true;
  });

  it('keeps the main actions on the bar and the rest under More options', async () => {
    await openViewer();
    for (const name of ['Back to library', 'Show on a frame', 'Add to favourites', 'Info', 'Delete']) {
      expect(screen.getByRole('button', { name }), name).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Add to album' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'More options' }), { key: 'Enter' });
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Add to album' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Download the original' }).getAttribute('href')).toBe(
      '/media/2/original.jpg',
    );
  });
});
