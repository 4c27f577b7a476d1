import { z } from 'zod';
import { ZPerson } from './albums.ts';
import { plainString } from './plain-text.ts';

/**
 * Photo competitions, run by an operator (in the console, or `npm run admin -- competition:create`): a
 * theme, a window to enter photos from one's own library, then a window to vote, then the results.
 * Members see them under Create > Competitions, through /api/v3/competitions. The operator's, JSON
 * under /api/v3/console/competitions (404 to anyone else):
 * - GET                          → OperatedCompetitionList, every competition, listed or not
 * - POST                         NewCompetition → OperatedCompetition (201)
 * - POST {id}/advance            → OperatedCompetition, moved on to its next phase now
 * - POST {id}/unlist, {id}/list  → OperatedCompetition, hidden from members or shown again
 */
export const COMPETITION_PHASES = ['upcoming', 'entering', 'voting', 'finished'] as const;
export type CompetitionPhase = (typeof COMPETITION_PHASES)[number];

export const COMPETITION_LIMITS = {
  themeMax: 80,
  descriptionMax: 500,
  perPersonMin: 1,
  perPersonMax: 10,
  perPersonDefault: 3,
  /** The competitions a member's list shows: the newest listed ones. */
  listMax: 50,
  entriesPageMax: 100,
  /** The ranked entries a results page shows, from the first place down. */
  resultsMax: 100,
  /** Places on the podium. */
  winnerPlaces: 3,
} as const;

export interface CompetitionWindows {
  entriesOpenAt: string;
  entriesCloseAt: string;
  votingCloseAt: string;
}

/**
 * Where a competition stands at `now`: before its entries open, entering, voting (from the close of
 * entries to the close of voting), finished. Each window includes its start and excludes its end.
 */
export function competitionPhase(windows: CompetitionWindows, now: Date): CompetitionPhase {
  const at = now.getTime();
  if (at < Date.parse(windows.entriesOpenAt)) return 'upcoming';
  if (at < Date.parse(windows.entriesCloseAt)) return 'entering';
  if (at < Date.parse(windows.votingCloseAt)) return 'voting';
  return 'finished';
}

export const ZCompetition = z.object({
  id: z.number().int(),
  theme: z.string(),
  description: z.string(),
  phase: z.enum(COMPETITION_PHASES),
  entriesOpenAt: z.string(),
  entriesCloseAt: z.string(),
  votingCloseAt: z.string(),
  /** How many photos one person may enter. */
  perPerson: z.number().int(),
  entryCount: z.number().int(),
  entrantCount: z.number().int(),
  /** The reader's own entries. */
  myEntryCount: z.number().int(),
});
export type Competition = z.infer<typeof ZCompetition>;

export const ZCompetitionList = z.object({ competitions: z.array(ZCompetition) });
export type CompetitionList = z.infer<typeof ZCompetitionList>;

/** A competition as its operator sees it: members see only listed ones. */
export const ZOperatedCompetition = ZCompetition.extend({ isListed: z.boolean() });
export type OperatedCompetition = z.infer<typeof ZOperatedCompetition>;
export const ZOperatedCompetitionList = z.object({ competitions: z.array(ZOperatedCompetition) });

/**
 * POST console/competitions. The three moments are ISO 8601 (UTC unless a zone is given); the
 * server checks their order and answers field errors by name (theme, entries-open, entries-close,
 * voting-close, per-person), as the CLI's options are named.
 */
export const ZNewCompetition = z
  .object({
    theme: plainString().max(COMPETITION_LIMITS.themeMax * 2),
    description: plainString()
      .max(COMPETITION_LIMITS.descriptionMax * 2)
      .default(''),
    entriesOpenAt: z.string().max(40),
    entriesCloseAt: z.string().max(40),
    votingCloseAt: z.string().max(40),
    perPerson: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
export type NewCompetition = z.input<typeof ZNewCompetition>;

export const ZCompetitionEntry = z.object({
  id: z.number().int(),
  /** The entered photo's library item: the entrant's own id for it, useful to them only. */
  itemId: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  urls: z.object({ square: z.string().nullable(), ratio: z.string().nullable(), preview: z.string().nullable() }),
  isMine: z.boolean(),
  votedByMe: z.boolean(),
  createdAt: z.string(),
  /** Named once the results are out: votes are cast for the photo, not for the person. */
  entrant: ZPerson.nullable(),
  /** Once the results are out (null before, so nobody votes for the leader). */
  voteCount: z.number().int().nullable(),
  /** Once the results are out: 1 for the most votes; entries with as many votes share a place. */
  place: z.number().int().nullable(),
});
export type CompetitionEntry = z.infer<typeof ZCompetitionEntry>;

export const ZCompetitionEntryQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(COMPETITION_LIMITS.entriesPageMax).default(60),
  /** Only the reader's own entries (what they can withdraw while entries are open). */
  mine: z.enum(['true', 'false']).optional(),
});
export type CompetitionEntryQuery = z.input<typeof ZCompetitionEntryQuery>;

export const ZCompetitionEntryPage = z.object({
  entries: z.array(ZCompetitionEntry),
  nextCursor: z.string().nullable(),
});
export type CompetitionEntryPage = z.infer<typeof ZCompetitionEntryPage>;

/** POST competitions/:id/entries: a photo of one's own library. */
export const ZCreateCompetitionEntry = z.object({ itemId: z.number().int().positive().max(2_147_483_647) });

export const ZCompetitionResults = z.object({
  competition: ZCompetition,
  /** The entries of places 1 to 3 that got votes (more than three when some share a place). */
  winners: z.array(ZCompetitionEntry),
  /** Every entry from the first place down, at most COMPETITION_LIMITS.resultsMax. */
  ranked: z.array(ZCompetitionEntry),
  totalVotes: z.number().int(),
});
export type CompetitionResults = z.infer<typeof ZCompetitionResults>;

/** Places shared by equal vote counts (1, 2, 2, 4): `counts` sorted from the most votes down. */
export function competitionPlaces(counts: number[]): number[] {
  return counts.map((count, index) => {
    const firstEqual = counts.indexOf(count);
    return firstEqual === -1 ? index + 1 : firstEqual + 1;
  });
}
