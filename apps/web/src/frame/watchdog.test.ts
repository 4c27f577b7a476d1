import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgeRecovery,
  healthReport,
  notePlayState,
  noteRecovery,
  noteSlide,
  resetHealth,
  type SlideWatch,
  watchdogVerdict,
} from './watchdog.ts';

const watch = (changes: Partial<SlideWatch>): SlideWatch => ({
  isMoving: true,
  intervalSeconds: 10,
  longestVideoMs: 0,
  lastSlideAt: 0,
  restartedAt: null,
  now: 0,
  ...changes,
});
// Three intervals of 10 s and the 30 s grace.
const LIMIT = 60_000;

describe('the player’s watchdog', () => {
  afterEach(() => {
    resetHealth();
    localStorage.clear();
  });

  it('lets a moving slideshow be until a slide stays past three intervals, then starts it afresh, then reloads', () => {
    expect(watchdogVerdict(watch({ now: LIMIT }))).toBe('fine');
    expect(watchdogVerdict(watch({ now: LIMIT + 1 }))).toBe('restart');
    expect(watchdogVerdict(watch({ now: LIMIT + 1, restartedAt: LIMIT + 1 }))).toBe('fine');
    expect(watchdogVerdict(watch({ now: 2 * LIMIT + 2, restartedAt: LIMIT + 1 }))).toBe('reload');
    // The restarted player starts moving again later than the restart: still the same stall.
    expect(watchdogVerdict(watch({ now: 2 * LIMIT + 4, restartedAt: LIMIT + 1, lastSlideAt: LIMIT + 4 }))).toBe('fine');
    expect(watchdogVerdict(watch({ now: 2 * LIMIT + 5, restartedAt: LIMIT + 1, lastSlideAt: LIMIT + 3 }))).toBe(
      'reload',
    );
    // A slide after the restart (which forgets it): all is well again, and the next stall starts afresh first.
    expect(watchdogVerdict(watch({ now: 3 * LIMIT, lastSlideAt: LIMIT + 2 }))).toBe('restart');
  });

  it('waits for the longest video, and never acts on a slideshow not meant to move', () => {
    expect(watchdogVerdict(watch({ now: LIMIT + 60_000, longestVideoMs: 60_000 }))).toBe('fine');
    expect(watchdogVerdict(watch({ now: 10 * LIMIT, isMoving: false }))).toBe('fine');
  });

  it('reports the slide’s time on screen, not counting a pause, and a recovery until it was answered', () => {
    noteSlide(1_000);
    notePlayState('playing', 0);
    expect(healthReport(5_000)).toEqual({ state: 'playing', slideShownMs: 4_000, recovered: null });
    notePlayState('paused', 6_000);
    notePlayState('playing', 60_000);
    expect(healthReport(61_000).slideShownMs).toBe(1_000);

    noteRecovery('stalled', 70_000);
    const sent = healthReport(72_000);
    expect(sent.recovered).toEqual({ reason: 'stalled', msAgo: 2_000 });
    noteRecovery('stream-silent', 73_000);
    acknowledgeRecovery(sent.recovered, 72_000);
    // A newer recovery came meanwhile: it is still to be told.
    expect(healthReport(74_000).recovered).toEqual({ reason: 'stream-silent', msAgo: 1_000 });
    acknowledgeRecovery(healthReport(75_000).recovered, 75_000);
    expect(healthReport(76_000).recovered).toBeNull();
  });
});
