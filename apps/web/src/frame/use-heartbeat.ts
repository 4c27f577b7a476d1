import { type RefObject, useEffect } from 'react';
import { APP_VERSION, screenSize } from './device.ts';
import { DeviceTokenInvalidError, sendHeartbeat } from './device-api.ts';
import { acknowledgeShown, shownReport } from './shown-log.ts';
import { acknowledgeRecovery, healthReport, onHealthNews } from './watchdog.ts';

const HEARTBEAT_MS = 60_000;
/** News of the player (a new slide) is told no sooner than this after the last beat. */
const SOONEST_BEAT_MS = 10_000;

/** What the browser would still let this site store: the frames page shows it. */
async function freeStorageBytes(): Promise<number | null> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return null;
  return Math.max(0, estimate.quota - estimate.usage);
}

/**
 * Tells the server, every minute, that the frame is alive, what it shows and how it plays, and the
 * slides shown since (shown-log.ts, for the owner's statistics); the frames page shows it from this. A new slide, another play state or a recovery of the player's own
 * (watchdog.ts) is told soon, at most once per SOONEST_BEAT_MS, so the page's "now showing" is live
 * without a request per slide. A 401 means the frame was removed.
 */
export function useHeartbeat(token: string, showingItemId: RefObject<number | null>, onRevoked: () => void): void {
  useEffect(() => {
    let isDone = false;
    let lastBeatAt = 0;
    let soonTimer: ReturnType<typeof setTimeout> | undefined;
    const beat = async () => {
      clearTimeout(soonTimer);
      soonTimer = undefined;
      lastBeatAt = Date.now();
      const health = healthReport(lastBeatAt);
      const slides = shownReport(lastBeatAt);
      try {
        await sendHeartbeat(token, {
          showingItemId: showingItemId.current,
          appVersion: APP_VERSION,
          freeStorageBytes: await freeStorageBytes(),
          screen: screenSize(),
          ...health,
          shown: slides.shown,
        });
        acknowledgeRecovery(health.recovered, lastBeatAt);
        acknowledgeShown(slides.sent);
      } catch (error) {
        if (error instanceof DeviceTokenInvalidError && !isDone) onRevoked();
        // Offline: the next beat tells the same.
      }
    };
    // Never at once: the news comes from an effect that runs before the one that updates `showingItemId`.
    const beatSoon = () => {
      if (soonTimer === undefined && !isDone) {
        soonTimer = setTimeout(beat, Math.max(0, lastBeatAt + SOONEST_BEAT_MS - Date.now()));
      }
    };
    const stopListening = onHealthNews(beatSoon);
    void beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => {
      isDone = true;
      stopListening();
      clearInterval(timer);
      clearTimeout(soonTimer);
    };
  }, [token, showingItemId, onRevoked]);
}
