import { LIMITS } from '@kinframe/contract';
import { useEffect, useState } from 'react';

/**
 * Touch devices (spec section 2): a large screen held in portrait is asked to turn to landscape; a
 * smaller one is told the web app does not support it.
 */
export type TouchVerdict = 'supported' | 'flipToLandscape' | 'notSupported';

export interface ScreenFacts {
  isTouch: boolean;
  isPortrait: boolean;
  /** The screen's height held upright: its long side, whichever way it is turned now. */
  screenHeight: number;
}

export function touchVerdict({ isTouch, isPortrait, screenHeight }: ScreenFacts): TouchVerdict {
  if (!isTouch) return 'supported';
  if (screenHeight < LIMITS.touchScreenHeight) return 'notSupported';
  return isPortrait ? 'flipToLandscape' : 'supported';
}

function readScreen(): ScreenFacts {
  const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return {
    isTouch: matches('(pointer: coarse)'),
    isPortrait: matches('(orientation: portrait)'),
    // Some browsers report screen.height as it is held now; the long side is the same either way,
    // so a tablet is judged the same in both orientations.
    screenHeight: Math.max(window.screen.height, window.screen.width),
  };
}

export function useTouchVerdict(): TouchVerdict {
  const [verdict, setVerdict] = useState(() => touchVerdict(readScreen()));
  useEffect(() => {
    const update = () => setVerdict(touchVerdict(readScreen()));
    window.addEventListener('resize', update);
    window.addEventListener('orientationchange', update);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('orientationchange', update);
    };
  }, []);
  return verdict;
}
