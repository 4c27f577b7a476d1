import { useEffect, useState } from 'react';

/** A screen's clock: "synced 5 minutes ago" moves on even when nothing else has changed. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
