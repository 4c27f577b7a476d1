import type { RemovedReason } from '@kinframe/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetFrame, readDeviceToken, storeDeviceToken } from './frame-store.ts';
import { clearRenditions } from './media-cache.ts';
import { PairingScreen } from './PairingScreen.tsx';
import { Player } from './Player.tsx';
import { RemovedScreen } from './RemovedScreen.tsx';
import { useAsleep } from './use-asleep.ts';
import { useHeartbeat } from './use-heartbeat.ts';
import { usePlaylist } from './use-playlist.ts';
import { useWakeLock } from './use-wake-lock.ts';

type Phase = { name: 'pairing' } | { name: 'playing'; token: string } | { name: 'removed'; reason: RemovedReason };

/**
 * The frame player: pairs itself by code, then plays; when its owner removes it (or gives it to
 * someone), it says so, forgets everything and offers itself for pairing again.
 */
export function FrameApp() {
  const [phase, setPhase] = useState<Phase>(() => {
    const token = readDeviceToken();
    return token ? { name: 'playing', token } : { name: 'pairing' };
  });
  useFullScreenOnTap();

  const handlePaired = useCallback((token: string) => {
    // Whatever an earlier pairing left behind belongs to another frame.
    forgetFrame();
    storeDeviceToken(token);
    setPhase({ name: 'playing', token });
  }, []);
  const handleRevoked = useCallback((reason: RemovedReason) => {
    forgetFrame();
    void clearRenditions().catch(() => undefined);
    setPhase({ name: 'removed', reason });
  }, []);
  const handleRemovedShown = useCallback(() => setPhase({ name: 'pairing' }), []);

  if (phase.name === 'pairing') return <PairingScreen onPaired={handlePaired} />;
  if (phase.name === 'removed') return <RemovedScreen reason={phase.reason} onDone={handleRemovedShown} />;
  return <PlayingFrame key={phase.token} token={phase.token} onRevoked={handleRevoked} />;
}

function PlayingFrame({ token, onRevoked }: { token: string; onRevoked: (reason: RemovedReason) => void }) {
  const { playlist, isOffline } = usePlaylist(token, onRevoked);
  const isAsleep = useAsleep(playlist?.settings.sleep ?? null);
  const showingItemId = useRef<number | null>(null);
  const onHeartbeatRefused = useCallback(() => onRevoked('removed'), [onRevoked]);
  useHeartbeat(token, showingItemId, onHeartbeatRefused);
  // Asleep, the lock is let go, so the device's own power saving may turn the screen off.
  useWakeLock(!isAsleep);
  useEffect(() => {
    // Asks the browser not to evict the cached photos under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
  }, []);
  return <Player playlist={playlist} isOffline={isOffline} isAsleep={isAsleep} showingItemId={showingItemId} />;
}

/** Browsers grant full screen only in answer to a gesture: the first tap, click or key press. */
function useFullScreenOnTap(): void {
  useEffect(() => {
    const enter = () => {
      if (!document.fullscreenElement) document.documentElement.requestFullscreen?.().catch(() => undefined);
    };
    window.addEventListener('pointerdown', enter);
    window.addEventListener('keydown', enter);
    return () => {
      window.removeEventListener('pointerdown', enter);
      window.removeEventListener('keydown', enter);
    };
  }, []);
}
