import type { Playlist } from '@kinframe/contract';

/** What the frame remembers across reloads, in this browser's local storage. */
const TOKEN_KEY = 'kinframe.frame.deviceToken';
const PLAYLIST_KEY = 'kinframe.frame.playlist';

export interface StoredPlaylist {
  playlist: Playlist;
  etag: string | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the frame still plays, it just starts over after a reload.
  }
}

export const readDeviceToken = () => read(TOKEN_KEY);
export const storeDeviceToken = (token: string) => write(TOKEN_KEY, token);

export function readPlaylist(): StoredPlaylist | null {
  const stored = read(PLAYLIST_KEY);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as StoredPlaylist;
  } catch {
    return null;
  }
}

export const storePlaylist = (stored: StoredPlaylist) => write(PLAYLIST_KEY, JSON.stringify(stored));

/** The next start fetches the playlist whole (the remote control's "clear cache"). */
export const forgetPlaylist = () => write(PLAYLIST_KEY, null);

/** A removed frame forgets whom it belonged to and what it showed. */
export function forgetFrame(): void {
  write(TOKEN_KEY, null);
  write(PLAYLIST_KEY, null);
}
