import { brightnessAt, type FrameSettings } from '@kinframe/contract';
import { useEffect, useState } from 'react';
import { msToNextMinute } from './sleep-schedule.ts';

type BrightnessSettings = Pick<FrameSettings, 'sleep'> & Partial<Pick<FrameSettings, 'brightness'>>;

/** A playlist kept from an older server has no curve: its sleep schedule decides alone. */
const levelNow = (settings: BrightnessSettings | null) =>
  settings
    ? brightnessAt({ sleep: settings.sleep, brightness: settings.brightness ?? { curve: null } }, new Date())
    : 100;

/**
 * The frame's brightness now, 0–100 (0: the screen is off), from its curve or its sleep schedule,
 * looked at again on every minute: the curve's points and the schedule's times are whole minutes.
 */
export function useBrightness(settings: BrightnessSettings | null): number {
  const [level, setLevel] = useState(() => levelNow(settings));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setLevel(levelNow(settings));
      timer = setTimeout(tick, msToNextMinute(new Date()));
    };
    tick();
    return () => clearTimeout(timer);
  }, [settings]);
  return level;
}
