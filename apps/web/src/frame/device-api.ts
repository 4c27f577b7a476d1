import type {
  DeviceFavourite,
  Heartbeat,
  PairingRequest,
  PairingStarted,
  PairingStatus,
  Playlist,
} from '@kinframe/contract';

/** The device API (docs/frame-protocol.md): no cookies, no CSRF; the frame's token says who calls. */
export const DEVICE_API = '/api/device/v1';

/** The frame's token was revoked (its frame removed) or never existed: forget it and pair again. */
export class DeviceTokenInvalidError extends Error {
  constructor() {
    super('device_token_invalid');
    this.name = 'DeviceTokenInvalidError';
  }
}

/** The server answered, but not with what the call needs (a failed network call throws TypeError). */
export class DeviceApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
  ) {
    super(`Device API answered ${status}${code ? ` ${code}` : ''}`);
    this.name = 'DeviceApiError';
  }
}

export function authorization(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === 'string' ? body.code : null;
  return response.status === 401 ? new DeviceTokenInvalidError() : new DeviceApiError(response.status, code);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${DEVICE_API}${path}`, { cache: 'no-store', credentials: 'omit', ...init });
  if (!response.ok && response.status !== 304) throw await failure(response);
  return response;
}

function postJson(path: string, payload: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return send(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

/**
 * Asks for a pairing code. `expiresInMs` is measured against the server's own clock (its Date
 * header), so a frame whose clock is off still counts down the right time.
 */
export async function startPairing(request: PairingRequest): Promise<PairingStarted & { expiresInMs: number }> {
  const response = await postJson('/pairing', request);
  const started = (await response.json()) as PairingStarted;
  const serverNow = Date.parse(response.headers.get('date') ?? '');
  const expiresInMs = Date.parse(started.expiresAt) - (Number.isNaN(serverNow) ? Date.now() : serverNow);
  return { ...started, expiresInMs };
}

/** Whether the code was claimed yet; 'expired' when it ran out (or is gone) and a new one is needed. */
export async function checkPairing(pairingId: string): Promise<PairingStatus | { status: 'expired' }> {
  try {
    const response = await send(`/pairing/${encodeURIComponent(pairingId)}`, {});
    return (await response.json()) as PairingStatus;
  } catch (error) {
    if (error instanceof DeviceApiError && (error.status === 410 || error.status === 404)) return { status: 'expired' };
    throw error;
  }
}

export type PlaylistAnswer = { changed: true; playlist: Playlist; etag: string | null } | { changed: false };

/** Where this server hands out its own media: signed links under this path (local storage). */
const OWN_MEDIA_PATH = '/api/media/';

/**
 * The server writes its own media links with its configured address (APP_URL), but this page may
 * have been opened by another name for the same server (an IP address, a LAN name): the browser
 * would refuse those links as another site's. They are this server's, so they are asked of it by
 * the name the page was opened with. Links to a bucket are left as they are.
 */
export function onThisServer(url: string): string {
  const parsed = new URL(url, location.origin);
  if (parsed.origin === location.origin || !parsed.pathname.startsWith(OWN_MEDIA_PATH)) return url;
  return `${location.origin}${parsed.pathname}${parsed.search}`;
}

function withLinksOnThisServer(playlist: Playlist): Playlist {
  return {
    ...playlist,
    items: playlist.items.map((item) => ({
      ...item,
      url: onThisServer(item.url),
      posterUrl: item.posterUrl === null ? null : onThisServer(item.posterUrl),
    })),
  };
}

export async function fetchPlaylist(token: string, etag: string | null): Promise<PlaylistAnswer> {
  const response = await send('/playlist', {
    headers: { ...authorization(token), ...(etag ? { 'if-none-match': etag } : {}) },
  });
  if (response.status === 304) return { changed: false };
  const playlist = withLinksOnThisServer((await response.json()) as Playlist);
  return { changed: true, playlist, etag: response.headers.get('etag') };
}

export async function sendHeartbeat(token: string, heartbeat: Heartbeat): Promise<void> {
  await postJson('/heartbeat', heartbeat, authorization(token));
}

/** A tap on the frame: the owner's own photo into (or out of) their favourites; answers its state now. */
export async function favouriteItem(token: string, itemId: number, isFavourite: boolean): Promise<DeviceFavourite> {
  const response = await send(`/items/${itemId}/favourite`, {
    method: isFavourite ? 'POST' : 'DELETE',
    headers: authorization(token),
  });
  return (await response.json()) as DeviceFavourite;
}

/** A tap on the frame: the photo is never shown on this frame again (its owner can undo it in Kinframe). */
export async function hideItem(token: string, itemId: number): Promise<void> {
  await send(`/items/${itemId}/hide`, { method: 'POST', headers: authorization(token) });
}
