import { type Playlist, REMOVED_REASONS, type RemovedReason } from '@kinframe/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DeviceTokenInvalidError, fetchPlaylist } from './device-api.ts';
import { keepDeviceEventsOpen } from './event-stream.ts';
import { readPlaylist, type StoredPlaylist, storePlaylist } from './frame-store.ts';
import { renditionsOf, syncRenditions } from './media-cache.ts';

/** Even with no push, the playlist is asked for this often (an ETag makes the unchanged answer tiny). */
const CHECK_EVERY_MS = 5 * 60_000;
/** Signed URLs are renewed this long before they stop working. */
const RENEW_BEFORE_EXPIRY_MS = 15 * 60_000;
const SOONEST_CHECK_MS = 30_000;

/**
 * When to ask for the playlist next: every few minutes, in time to renew its signed URLs, and when
 * the server's cycle ends (its next order comes then).
 */
export function nextPlaylistCheckMs(expiresAt: string | null, now: number, cycleEndsAt?: string): number {
  const untilRenewal = expiresAt ? Date.parse(expiresAt) - RENEW_BEFORE_EXPIRY_MS - now : Number.NaN;
  const untilCycleEnd = cycleEndsAt ? Date.parse(cycleEndsAt) - now : Number.NaN;
  const waits = [CHECK_EVERY_MS, untilRenewal, untilCycleEnd].filter((wait) => !Number.isNaN(wait));
  return Math.max(SOONEST_CHECK_MS, Math.min(...waits));
}

export interface FramePlaylist {
  /** The last playlist received, kept across reloads; null until the first one arrives. */
  playlist: Playlist | null;
  /** The event stream is down or the browser says it has no network: the frame plays from its cache. */
  isOffline: boolean;
  /** Asks for the playlist now (the remote control's `show` of an item it does not hold yet). */
  refresh: () => void;
}

/**
 * The frame's playlist, kept current: fetched at start, on every `playlist` event, on each
 * (re)connection of the event stream (events may have been missed), and on a timer. A revoked token
 * (401 anywhere, or a `removed` event) ends it all and calls `onRevoked` (keep it stable: a new one restarts the stream).
 */
export function usePlaylist(
  token: string,
  onRevoked: (reason: RemovedReason) => void,
  /** The data of each `command` event (the remote control). */
  onCommand?: (data: string) => void,
): FramePlaylist {
  const [stored, setStored] = useState<StoredPlaylist | null>(readPlaylist);
  const commandHandler = useRef(onCommand);
  commandHandler.current = onCommand;
  const checkNow = useRef<() => void>(() => undefined);
  const [isStreamDown, setIsStreamDown] = useState(false);
  const isBrowserOffline = useBrowserOffline();

  useEffect(() => {
    let isDone = false;
    let latest = readPlaylist();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isChecking = false;
    let isCheckWanted = false;

    const revoke = (reason: RemovedReason) => {
      if (isDone) return;
      stop();
      onRevoked(reason);
    };

    async function check() {
      if (isChecking) {
        isCheckWanted = true;
        return;
      }
      isChecking = true;
      clearTimeout(timer);
      try {
        const answer = await fetchPlaylist(token, latest?.etag ?? null);
        if (answer.changed && !isDone) {
          latest = { playlist: answer.playlist, etag: answer.etag };
          storePlaylist(latest);
          setStored(latest);
        }
      } catch (error) {
        if (error instanceof DeviceTokenInvalidError) return revoke('removed');
        // No network or a server hiccup: play on from what we have; the timer tries again.
      } finally {
        isChecking = false;
      }
      if (isDone) return;
      if (isCheckWanted) {
        isCheckWanted = false;
        return check();
      }
      const playlist = latest?.playlist;
      timer = setTimeout(check, nextPlaylistCheckMs(playlist?.expiresAt ?? null, Date.now(), playlist?.order?.endsAt));
    }

    const closeEvents = keepDeviceEventsOpen(token, {
      onEvent({ event, data }) {
        if (event === 'removed') revoke(removedReasonOf(data));
        else if (event === 'hello' || event === 'playlist') void check();
        else if (event === 'command') commandHandler.current?.(data);
      },
      onConnection: (isConnected) => setIsStreamDown(!isConnected),
      onRevoked: () => revoke('removed'),
    });
    function stop() {
      isDone = true;
      clearTimeout(timer);
      closeEvents();
    }
    checkNow.current = () => void check();
    void check();
    return stop;
  }, [token, onRevoked]);
  const refresh = useCallback(() => checkNow.current(), []);

  const isOffline = isStreamDown || isBrowserOffline;
  useRenditionSync(stored?.playlist ?? null, isOffline);
  return { playlist: stored?.playlist ?? null, isOffline, refresh };
}

function useBrowserOffline(): boolean {
  const [isOffline, setIsOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    const update = () => setIsOffline(!navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return isOffline;
}

/**
 * Keeps every rendition of the playlist in the cache and nothing else: after each new playlist, and
 * again when the network returns (to fetch what could not be fetched without it).
 */
function useRenditionSync(playlist: Playlist | null, isOffline: boolean): void {
  useEffect(() => {
    if (!playlist || isOffline) return;
    const controller = new AbortController();
    void syncRenditions(
      playlist.items.flatMap((item) => renditionsOf(item)),
      controller.signal,
    ).catch(() => undefined);
    return () => controller.abort();
  }, [playlist, isOffline]);
}

/** Why the frame was let go, from the `removed` event's data; a server that says nothing removed it. */
function removedReasonOf(data: string): RemovedReason {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown }).reason;
    return REMOVED_REASONS.find((known) => known === reason) ?? 'removed';
  } catch {
    return 'removed';
  }
}
