import { DEFAULT_FRAME_SETTINGS, type Playlist, type PlaylistItem } from '@kinframe/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDeviceToken, readPlaylist, storeDeviceToken, storePlaylist } from './frame-store.ts';
import { useRemoteControl, useRemoteFollowsPlaylist } from './use-remote-control.ts';

const clearRenditions = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./media-cache.ts', () => ({ clearRenditions }));

const item = (id: number): PlaylistItem => ({
  id,
  kind: 'photo',
  url: `https://media.example/${id}.jpg`,
  width: 1920,
  height: 1080,
  orientation: 'landscape',
  posterUrl: null,
  durationMs: null,
  caption: '',
  takenAt: '2024-08-02T10:00:00.000Z',
  isInterim: false,
});

const playlistOf = (...ids: number[]): Playlist => ({
  frameId: 1,
  name: 'Hall',
  settings: DEFAULT_FRAME_SETTINGS,
  items: ids.map(item),
  expiresAt: '2099-01-01T00:00:00.000Z',
});

function remoteUnderTest(first: Playlist) {
  const refresh = vi.fn();
  const reloadPage = vi.fn();
  const hook = renderHook(
    ({ playlist }: { playlist: Playlist }) => {
      const remote = useRemoteControl();
      useRemoteFollowsPlaylist(remote, playlist, refresh, reloadPage);
      return remote;
    },
    { initialProps: { playlist: first } },
  );
  const receive = (data: object) => act(() => hook.result.current.receive(JSON.stringify(data)));
  return { hook, refresh, reloadPage, receive };
}

afterEach(() => {
  clearRenditions.mockClear();
  localStorage.clear();
});

describe("the player's remote control", () => {
  it('asks for the playlist when told to show an item it lacks, and shows it once it is there', () => {
    const { hook, refresh, receive } = remoteUnderTest(playlistOf(1, 2));
    receive({ id: 'a', command: 'show', itemId: 3 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(hook.result.current.state.move).toBeNull();
    hook.rerender({ playlist: playlistOf(3, 1, 2) });
    expect(hook.result.current.state.move).toMatchObject({ kind: 'show', itemId: 3 });
  });

  it('reloads the page when told to', async () => {
    const { reloadPage, receive } = remoteUnderTest(playlistOf(1));
    receive({ id: 'a', command: 'reload' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(clearRenditions).not.toHaveBeenCalled();
  });

  it('empties the cache and the stored playlist, keeping the token, before reloading', async () => {
    storeDeviceToken('device-token');
    storePlaylist({ playlist: playlistOf(1), etag: '"1"' });
    const { reloadPage, receive } = remoteUnderTest(playlistOf(1));
    receive({ id: 'a', command: 'clear-cache' });
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(clearRenditions).toHaveBeenCalledTimes(1);
    expect(readPlaylist()).toBeNull();
    expect(readDeviceToken()).toBe('device-token');
  });
});
