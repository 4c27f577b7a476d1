import { type RefObject, useEffect } from 'react';
import { APP_VERSION, screenSize } from './device.ts';
import { DeviceTokenInvalidError, sendHeartbeat } from './device-api.ts';

const HEARTBEAT_MS = 60_000;

/** What the browser would still let this site store: the frames page shows it. */
async function freeStorageBytes(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return null;
  return Math.max(0, estimate.quota - estimate.usage);
}

/**
 * Tells the server, every minute, that the frame is alive and what it shows; the frames page shows
 * it online from this. A 401 means the frame was removed.
 */
export function useHeartbeat(token: string, showingItemId: RefObject<number | null>, onRevoked: () => void): void {
  useEffect(() => {
    let isDone = false;
    const beat = async () => {
      try {
        await sendHeartbeat(token, {
          showingItemId: showingItemId.current,
          appVersion: APP_VERSION,
          freeStorageBytes: await freeStorageBytes(),
          screen: screenSize(),
        });
      } catch (error) {
        if (error instanceof DeviceTokenInvalidError && !isDone) onRevoked();
        // Offline: the next beat tells the same.
      }
    };
    void beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => {
      isDone = true;
      clearInterval(timer);
    };
  }, [token, showingItemId, onRevoked]);
}
