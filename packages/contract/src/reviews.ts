import { z } from 'zod';
import { ZLibraryItem } from './library.ts';

/**
 * The library's two reviews: near-duplicates (GET library/duplicates) and what does not belong on a
 * frame (GET library/unfit). The server finds both by analysing each item's rendition once.
 */

/**
 * Why a photo is kept off frames: a phone's or computer's screenshot (a screen's size and no
 * camera), a document or receipt (mostly text on flat paper), blurred, or nearly black.
 */
export const UNFIT_REASONS = ['screenshot', 'document', 'blurred', 'dark'] as const;
export type UnfitReason = (typeof UNFIT_REASONS)[number];

/** The person's word on a flagged photo: agreed (it stays off frames) or overruled (it is fine for frames). */
export const UNFIT_VERDICTS = ['agreed', 'overruled'] as const;
export type UnfitVerdict = (typeof UNFIT_VERDICTS)[number];

/** Groups one answer of the duplicates review holds at most; the next come once these are settled. */
export const DUPLICATE_GROUPS_MAX = 50;
/** Items of one group shown at most (a long burst): the best is always among them. */
export const DUPLICATE_GROUP_ITEMS_MAX = 24;
/** Items one call of either review's actions takes at most. */
export const REVIEW_IDS_MAX = 500;

/** An item of a near-duplicate group: the library's item, and whether it is the one to keep. */
export const ZDuplicateItem = ZLibraryItem.extend({ isBest: z.boolean() });
export type DuplicateItem = z.infer<typeof ZDuplicateItem>;

export const ZDuplicateGroup = z.object({
  /** The best first (largest, then sharpest, then edited), the others by date taken. */
  items: z.array(ZDuplicateItem),
});
export type DuplicateGroup = z.infer<typeof ZDuplicateGroup>;

/** GET library/duplicates: the person's groups of near-duplicates, largest groups first. */
export const ZDuplicatesPage = z.object({
  groups: z.array(ZDuplicateGroup),
  /** More groups are waiting beyond these (DUPLICATE_GROUPS_MAX). */
  hasMore: z.boolean(),
  /** Items analysed so far, and items still waiting for it: the review says when it is not complete yet. */
  analysedCount: z.number().int(),
  waitingCount: z.number().int(),
});
export type DuplicatesPage = z.infer<typeof ZDuplicatesPage>;

const ZReviewIds = z.array(z.number().int().positive()).min(1).max(REVIEW_IDS_MAX);

/**
 * POST library/duplicates/keep: of a group, keep `keepId` and move `trashIds` to the Trash, in one
 * call. POST library/duplicates/keep-all: keep every one of `itemIds` and never ask about them
 * together again.
 */
export const ZKeepDuplicate = z
  .object({ keepId: z.number().int().positive(), trashIds: ZReviewIds })
  .refine((body) => !body.trashIds.includes(body.keepId), {
    message: 'The photo kept cannot also go to the Trash',
    path: ['trashIds'],
  });
export type KeepDuplicate = z.infer<typeof ZKeepDuplicate>;
export const ZKeepAllDuplicates = z.object({ itemIds: ZReviewIds.min(2) });
export type KeepAllDuplicates = z.infer<typeof ZKeepAllDuplicates>;

/** GET library/unfit: a page of photos flagged as not for frames, newest first; `reviewed` lists those agreed with. */
export const ZUnfitQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
  reviewed: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type UnfitQuery = z.infer<typeof ZUnfitQuery>;

export const ZUnfitItem = ZLibraryItem.extend({
  reasons: z.array(z.enum(UNFIT_REASONS)),
  verdict: z.enum(UNFIT_VERDICTS).nullable(),
});
export type UnfitItem = z.infer<typeof ZUnfitItem>;

export const ZUnfitPage = z.object({ items: z.array(ZUnfitItem), nextCursor: z.string().nullable() });
export type UnfitPage = z.infer<typeof ZUnfitPage>;

/** POST library/unfit/verdict: the person's word on these flagged photos, one or many at once. */
export const ZUnfitVerdict = z.object({ itemIds: ZReviewIds, verdict: z.enum(UNFIT_VERDICTS) });
export type UnfitVerdictBody = z.infer<typeof ZUnfitVerdict>;

/** GET library/reviews: how many wait in each review, for the library's way in. */
export const ZReviewCounts = z.object({ duplicateGroups: z.number().int(), unfit: z.number().int() });
export type ReviewCounts = z.infer<typeof ZReviewCounts>;
