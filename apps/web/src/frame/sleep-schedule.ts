// The schedule's rule lives in the contract, beside the brightness curve it is the simplest case of.
export { isAsleep } from '@kinframe/contract';

/** Milliseconds until the next whole minute: sleep starts and ends on the minute. */
export function msToNextMinute(now: Date): number {
  return (60 - now.getSeconds()) * 1000 - now.getMilliseconds();
}
