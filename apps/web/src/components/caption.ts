import { LIMITS } from '@kinframe/contract';

/** The caption counter (spec section 9: 160 characters), counted as the contract's check counts. */
export function captionCount(text: string): { count: number; max: number; isOver: boolean } {
  const max = LIMITS.caption.max;
  return { count: text.length, max, isOver: text.length > max };
}
