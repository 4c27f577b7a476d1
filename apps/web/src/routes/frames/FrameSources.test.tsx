import { type Album, albumAbilitiesOf, type Frame } from '@kinframe/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFramesQuery } from '../../api/frames.ts';
import { json } from '../../test/answers.ts';
import { frameFixture } from '../../test/frame-fixtures.ts';
import { renderWithApp } from '../../test/render.tsx';
import { FrameSources } from './FrameSources.tsx';

const person = { id: 1, username: 'ada', displayName: 'Ada Lindqvist' };
const album = (id: number, name: string, role: Album['role'] = 'owner'): Album => ({
  id,
  name,
  type: role === 'owner' ? 'kinframe' : 'shared',
  caption: '',
  itemCount: 3,
  maxItems: 2000,
  coverUrl: null,
  owner: role === 'owner' ? person : { id: 2, username: 'bo', displayName: 'Bo Berg' },
  role,
  abilities: albumAbilitiesOf(role, role === 'owner' ? 'kinframe' : 'shared'),
  memberCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

/** What the server holds: the tests answer from it, as the API would. */
let frame: Frame;
let refuseWrites: boolean;
let releaseWrite: (() => void) | undefined;
/** The collections the server lists: the operator's art only once some was imported. */
let listedCollections: string[];

const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  if (url.pathname === '/api/v3/albums') {
    return json(200, { albums: [album(5, 'Lake days'), album(6, 'Grandpa’s garden', 'member')], nextCursor: null });
  }
  if (url.pathname === '/api/v3/frames') return json(200, { frames: [frame], maxFrames: 10 });
  if (url.pathname === '/api/v3/collections') {
    return json(200, { collections: listedCollections.map((id) => ({ id, itemCount: 1, coverUrl: null })) });
  }
  const source = url.pathname.match(/^\/api\/v3\/frames\/1\/albums\/(.+)$/)?.[1];
  if (source !== undefined && (method === 'PUT' || method === 'DELETE')) {
    // Held until the test lets it go, so what shows meanwhile can be looked at.
    await new Promise<void>((resolve) => {
      releaseWrite = resolve;
    });
    if (refuseWrites) return json(500, { success: false, code: 'frame_assign_failed', message: 'failed' });
    const isShown = method === 'PUT';
    frame = /^\d+$/.test(source)
      ? {
          ...frame,
          albumIds: isShown
            ? [...frame.albumIds, Number(source)]
            : frame.albumIds.filter((id) => id !== Number(source)),
        }
      : {
          ...frame,
          collectionIds: isShown
            ? [...frame.collectionIds, source as Frame['collectionIds'][number]]
            : frame.collectionIds.filter((id) => id !== source),
        };
    return json(200, frame);
  }
  return json(404, { success: false, code: 'not_found', message: 'Not found' });
});

function OnlyFrame() {
  const frames = useFramesQuery();
  const first = frames.data?.frames[0];
  return first ? <FrameSources frame={first} /> : null;
}

beforeEach(() => {
  frame = frameFixture({ id: 1, online: true, lastSeenAt: '2026-01-01T00:00:00Z', collectionIds: ['favourites'] });
  refuseWrites = false;
  releaseWrite = undefined;
  listedCollections = ['favourites', 'emailed', 'nft-art'];
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const toggle = (name: string) => screen.findByRole('switch', { name }) as Promise<HTMLInputElement>;
const writes = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'DELETE')
    .map(([input, init]) => `${init?.method} ${new URL(String(input), 'http://localhost').pathname}`);

/** Lets the server answer the `count`th write, once the browser has sent it. */
async function answerWrite(count: number) {
  await waitFor(() => expect(writes()).toHaveLength(count));
  await act(async () => releaseWrite?.());
}

describe('the assign switches of a frame', () => {
  it('offers every album the person may show, own and shared, and the three collections', async () => {
    await renderWithApp(<OnlyFrame />);
    expect((await toggle('Lake days')).checked).toBe(false);
    expect((await toggle('Grandpa’s garden')).checked).toBe(false);
    expect(screen.getByText('Shared by Bo Berg')).toBeTruthy();
    expect((await toggle('My Favourites')).checked).toBe(true);
    expect((await toggle('Emailed photos')).checked).toBe(false);
    expect((await toggle('NFT Art')).checked).toBe(false);
  });

  it("offers the operator's art only where there is some, or while the frame still shows it", async () => {
    listedCollections = ['favourites', 'emailed'];
    const { unmount } = await renderWithApp(<OnlyFrame />);
    await toggle('Emailed photos');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('collections'))).toBe(true),
    );
    expect(screen.queryByRole('switch', { name: 'NFT Art' })).toBeNull();
    unmount();
    frame = { ...frame, collectionIds: ['nft-art'] };
    await renderWithApp(<OnlyFrame />);
    expect((await toggle('NFT Art')).checked).toBe(true);
  });

  it('assigns on toggling on: the switch moves at once and stays once the server agrees', async () => {
    await renderWithApp(<OnlyFrame />);
    const lake = await toggle('Lake days');
    fireEvent.click(lake);
    await waitFor(() => expect(lake.checked).toBe(true));
    await answerWrite(1);
    expect(writes()).toEqual(['PUT /api/v3/frames/1/albums/5']);
    await waitFor(() => expect(frame.albumIds).toEqual([5]));
    expect((await toggle('Lake days')).checked).toBe(true);
  });

  it('unassigns a collection on toggling off', async () => {
    await renderWithApp(<OnlyFrame />);
    const favourites = await toggle('My Favourites');
    fireEvent.click(favourites);
    await waitFor(() => expect(favourites.checked).toBe(false));
    await answerWrite(1);
    expect(writes()).toEqual(['DELETE /api/v3/frames/1/albums/favourites']);
    await waitFor(() => expect(frame.collectionIds).toEqual([]));
    expect((await toggle('My Favourites')).checked).toBe(false);
  });

  it('moves the switch back and says so in the spec’s words when the server refuses', async () => {
    refuseWrites = true;
    await renderWithApp(<OnlyFrame />);
    const lake = await toggle('Lake days');
    fireEvent.click(lake);
    await waitFor(() => expect(lake.checked).toBe(true));
    await answerWrite(1);
    await waitFor(() => expect(lake.checked).toBe(false));
    expect((await screen.findAllByText('Could not assign the album to the frame')).length).toBeGreaterThan(0);

    const favourites = await toggle('My Favourites');
    fireEvent.click(favourites);
    await waitFor(() => expect(favourites.checked).toBe(false));
    await answerWrite(2);
    await waitFor(() => expect(favourites.checked).toBe(true));
    expect((await screen.findAllByText('Could not unassign the album from the frame')).length).toBeGreaterThan(0);
  });
});
