import { BRIGHTNESS_PRESETS, DEFAULT_FRAME_SETTINGS, type FrameSettings } from '@kinframe/contract';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DimOverlay } from './DimOverlay.tsx';
import { useBrightness } from './use-brightness.ts';

const eveningDim: FrameSettings = { ...DEFAULT_FRAME_SETTINGS, brightness: { curve: BRIGHTNESS_PRESETS.eveningDim } };
const nightOff: FrameSettings = { ...DEFAULT_FRAME_SETTINGS, brightness: { curve: BRIGHTNESS_PRESETS.nightOff } };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // A Friday evening, in the frame's local time.
  vi.setSystemTime(new Date(2026, 2, 6, 18, 59, 30));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the brightness of the player', () => {
  it('follows the curve minute by minute as the evening goes on', () => {
    const { result } = renderHook(() => useBrightness(eveningDim));
    expect(result.current).toBe(100);
    // 20:00 is half way from 100 at 19:00 to 40 at 21:00.
    act(() => vi.advanceTimersByTime(61 * 60_000));
    expect(result.current).toBe(70);
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(result.current).toBe(40);
  });

  it('goes to 0 when the night-off curve turns the screen off, and back in the morning', () => {
    const { result } = renderHook(() => useBrightness(nightOff));
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(181 * 60_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(9 * 60 * 60_000));
    expect(result.current).toBe(100);
  });

  it('follows the sleep schedule alone without a curve, also from a playlist that has no brightness', () => {
    const sleep = { ...DEFAULT_FRAME_SETTINGS.sleep, enabled: true };
    const { result } = renderHook(() => useBrightness({ sleep }));
    expect(result.current).toBe(100);
    act(() => vi.advanceTimersByTime(181 * 60_000));
    expect(result.current).toBe(0);
  });

  it('is full before there is a playlist', () => {
    const { result } = renderHook(() => useBrightness(null));
    expect(result.current).toBe(100);
  });

  it('covers the player in black as dark as the brightness is low', () => {
    render(<DimOverlay level={40} />);
    const dim = screen.getByTestId('frame-dim');
    expect(dim.dataset.level).toBe('40');
    expect(Number(dim.style.opacity)).toBeCloseTo(0.6);
  });
});
