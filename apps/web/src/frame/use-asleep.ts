import type { SleepSchedule } from '@kinframe/contract';
import { useEffect, useState } from 'react';
import { isAsleep, msToNextMinute } from './sleep-schedule.ts';

const isAsleepNow = (schedule: SleepSchedule | null) => (schedule ? isAsleep(schedule, new Date()) : false);

/** Whether the sleep schedule has the screen off now, looked at again on every minute. */
export function useAsleep(schedule: SleepSchedule | null): boolean {
  const [asleep, setAsleep] = useState(() => isAsleepNow(schedule));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setAsleep(isAsleepNow(schedule));
      timer = setTimeout(tick, msToNextMinute(new Date()));
    };
    tick();
    return () => clearTimeout(timer);
  }, [schedule]);
  return asleep;
}
