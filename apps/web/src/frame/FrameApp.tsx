import type { RemovedReason } from '@kinframe/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DimOverlay } from './DimOverlay.tsx';
import { forgetFrame, readDeviceToken, storeDeviceToken } from './frame-store.ts';
import { clearRenditions } from './media-cache.ts';
import { PairingScreen } from './PairingScreen.tsx';
import { Player } from './Player.tsx';
import { RemovedScreen } from './RemovedScreen.tsx';
import { deviceTapActions } from './tap-panel.ts';
import { useBrightness } from './use-brightness.ts';
import { useHeartbeat } from './use-heartbeat.ts';
import { usePlaylist } from './use-playlist.ts';
import { useRemoteControl, useRemoteFollowsPlaylist } from './use-remote-control.ts';
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
  const remote = useRemoteControl();
  const { playlist, isOffline, refresh } = usePlaylist(token, onRevoked, remote.receive);
  useRemoteFollowsPlaylist(remote, playlist, refresh);
  const brightness = useBrightness(playlist?.settings ?? null);
  // At 0 the curve (or the sleep schedule, its simplest case) has the screen off: the asleep path.
  const isAsleep = brightness === 0;
  const showingItemId = useRef<number | null>(null);
  const tapActions = useMemo(() => deviceTapActions(token), [token]);
  const onHeartbeatRefused = useCallback(() => onRevoked('removed'), [onRevoked]);
  useHeartbeat(token, showingItemId, onHeartbeatRefused);
  // A slideshow stuck on one slide starts afresh: a new Player, with a new slideshow (use-watchdog.ts).
  const [restarts, setRestarts] = useState(0);
  const restartPlayer = useCallback(() => setRestarts((count) => count + 1), []);
  // Asleep, the lock is let go, so the device's own power saving may turn the screen off.
  useWakeLock(!isAsleep);
  useEffect(() => {
    // Asks the browser not to evict the cached photos under storage pressure.
    void navigator.storage?.persist?.().catch(() => false);
  }, []);
  return (
    <>
      <Player
        key={restarts}
        onStuck={restartPlayer}
        playlist={playlist}
        isOffline={isOffline}
        isAsleep={isAsleep}
        showingItemId={showingItemId}
        remote={remote.state}
        tapActions={tapActions}
      />
      <DimOverlay level={brightness} />
    </>
  );
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
