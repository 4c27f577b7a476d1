import type { FramePlayState, Playlist } from '@kinframe/contract';
import { useEffect, useRef } from 'react';
import { noteShown } from './shown-log.ts';
import type { ShownSlide } from './slideshow.ts';
import { lastSlideAt, notePlayState, noteRecovery, noteRestart, noteSlide, watchdogVerdict } from './watchdog.ts';

/** How often the watchdog looks. */
const CHECK_EVERY_MS = 5_000;

export interface WatchedSlideshow {
  playlist: Playlist | null;
  /** The slide on screen (SlideshowView's current): a new one is a slide change, its items shown. */
  shown: Pick<ShownSlide, 'slide'> | null;
  /** How many slides the deck holds: one, or none, is not meant to change. */
  slideCount: number;
  isAsleep: boolean;
  /** Held on its slide (the remote control, a panel open). */
  isPaused: boolean;
  /** Starts the slideshow afresh (a new player, given the playlist again). */
  onStuck: () => void;
}

const longestVideoMs = (playlist: Playlist | null) =>
  Math.max(0, ...(playlist?.items ?? []).map((item) => (item.kind === 'video' ? (item.durationMs ?? 0) : 0)));

/**
 * Watches the slideshow and tells the heartbeat what it does: each new slide, and whether it plays,
 * sleeps, is paused or has one slide only. A slideshow stuck on one slide is started afresh, then,
 * if still stuck, the page reloads (watchdog.ts). What it remembers lives in watchdog.ts, so a
 * player started afresh still knows it was.
 */
export function useSlideshowWatchdog(watched: WatchedSlideshow): void {
  const { shown, isAsleep, isPaused, slideCount, playlist, onStuck } = watched;
  const state: FramePlayState = isAsleep ? 'asleep' : isPaused ? 'paused' : slideCount > 1 ? 'playing' : 'still';
  const latest = useRef({ state, playlist, onStuck });
  latest.current = { state, playlist, onStuck };

  useEffect(() => {
    if (!shown) return;
    const now = Date.now();
    noteSlide(now);
    noteShown(
      shown.slide.items.map((item) => item.id),
      now,
    );
  }, [shown]);

  useEffect(() => notePlayState(state, Date.now()), [state]);

  useEffect(() => {
    const timer = setInterval(() => {
      const { state: current, playlist: watchedPlaylist, onStuck: restart } = latest.current;
      const at = Date.now();
      const verdict = watchdogVerdict({
        isMoving: current === 'playing',
        intervalSeconds: watchedPlaylist?.settings.intervalSeconds ?? 15,
        longestVideoMs: longestVideoMs(watchedPlaylist),
        ...lastSlideAt(),
        now: at,
      });
      if (verdict === 'fine') return;
      noteRecovery('stalled', at);
      if (verdict === 'restart') {
        noteRestart(at);
        restart();
      } else {
        location.reload();
      }
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
}
