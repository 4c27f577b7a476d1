import { useEffect } from 'react';

/**
 * Keeps the screen on while `isWanted` (Screen Wake Lock API, where the browser has it). The browser
 * drops the lock whenever the page is hidden, so it is asked for again each time the page shows.
 */
export function useWakeLock(isWanted: boolean): void {
  useEffect(() => {
    if (!isWanted || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let isDone = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await navigator.wakeLock.request('screen');
        if (isDone) await next.release();
        else sentinel = next;
      } catch {
        // Refused (battery saver, no user activation yet): the screen may dim; the frame plays on.
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      isDone = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [isWanted]);
}
