import { LIMITS, type MessageParams, PLUS_PRICE } from '@kinframe/contract';

/** The Plus benefits of spec section 1, in its order; numbers come from the contract's limits. */
export const PLUS_BENEFITS: readonly { key: string; params?: MessageParams }[] = [
  { key: 'trial', params: { days: LIMITS.trialDays } },
  { key: 'videoClips', params: { minutes: LIMITS.videoClipSeconds / 60 } },
  { key: 'videoStorage', params: { gb: LIMITS.videoStorageGb.plus } },
  { key: 'photoStorage' },
  { key: 'albums' },
  { key: 'connectedSync', params: { photos: LIMITS.connectedAlbumPhotos } },
  { key: 'frames', params: { count: LIMITS.framesPerAccount } },
  { key: 'warranty' },
  { key: 'editing' },
  { key: 'launches' },
  { key: 'frameDiscount' },
  { key: 'prints' },
];

/** The day the paid plan would begin if a trial started today (spec section 4: 7 days free). */
export function paidPlanStart(today: Date = new Date()): Date {
  const start = new Date(today);
  start.setDate(start.getDate() + LIMITS.trialDays);
  return start;
}

export function formatPlusPrice(languageTag: string): string {
  // The currency's code, not its sign: "$" alone would leave readers outside the US guessing.
  return new Intl.NumberFormat(languageTag, {
    style: 'currency',
    currency: PLUS_PRICE.currency,
    currencyDisplay: 'code',
  }).format(PLUS_PRICE.amount);
}
