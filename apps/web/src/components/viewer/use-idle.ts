import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Idle after `ms` without a call to `wake` (a pointer move, a key): the viewer's controls fade then
 * and come back on the next one.
 */
export function useIdle(ms: number): { isIdle: boolean; wake: () => void } {
  const [isIdle, setIsIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wake = useCallback(() => {
    setIsIdle(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsIdle(true), ms);
  }, [ms]);
  useEffect(() => {
    wake();
    return () => clearTimeout(timer.current);
  }, [wake]);
  return { isIdle, wake };
}
