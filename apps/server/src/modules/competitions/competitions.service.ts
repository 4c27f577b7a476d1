import {
  appPath,
  COMPETITION_LIMITS,
  type Competition,
  type CompetitionEntry,
  type CompetitionEntryPage,
  type CompetitionPhase,
  type CompetitionResults,
  competitionPhase,
  competitionPlaces,
  type FieldError,
  type LibraryItem,
  type NewCompetition,
  type OperatedCompetition,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { CompetitionRow, LibraryItemRow, UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { presentPerson } from '../account/account.presenters.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import { isOwnWork } from '../library/own-work.ts';
import type { CompetitionsRepo, EntryWithItem } from './competitions.repo.ts';

/** Where a competition's page is in the web app: the results notification leads there. */
export const competitionLink = (id: number) => appPath('create-competition-details', { id });

const RESULTS_PER_TICK = 20;

/** A date the operator typed: ISO 8601 (a date, or a date and time), read as UTC when no zone is given. */
function parseMoment(value: string, id: string, problems: FieldError[]): Date | null {
  const text = value.trim();
  const isIso = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text);
  const withZone = /T|\s/.test(text) && !/(Z|[+-]\d{2}:?\d{2})$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  const date = isIso ? new Date(withZone) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    problems.push({ id, code: 'validation_failed', message: `${id} must be an ISO date such as 2026-12-01T18:00Z` });
    return null;
  }
  return date;
}

/**
 * Photo competitions: operators create and unlist them (the CLI), members enter photos of their own
 * library while entries are open, vote for others' photos while voting is open, and read the results
 * after. A member sees only listed competitions; another member's entries only from the voting on.
 * Vote counts stay hidden until the results, so nobody votes for the leader.
 */
/** The moment that ends each phase: moving it to now moves the competition on. */
const MOMENT_ENDING: Record<CompetitionPhase, 'entries_open_at' | 'entries_close_at' | 'voting_close_at' | null> = {
  upcoming: 'entries_open_at',
  entering: 'entries_close_at',
  voting: 'voting_close_at',
  finished: null,
};

export function createCompetitionsService(deps: {
  repo: CompetitionsRepo;
  clock: Clock;
  transactions: UnitOfWork;
  /** The library's presenter: signed links to an item's renditions. */
  presentItems: (rows: LibraryItemRow[], viewerId: number) => Promise<LibraryItem[]>;
  findPerson: (userId: number) => Promise<UserRow | undefined>;
  /** Results out (modules/events.ts): every entrant hears of them. */
  publish: Publish;
}) {
  const { repo, clock } = deps;

  async function presentCompetitions(userId: number | null, rows: CompetitionRow[]): Promise<Competition[]> {
    const ids = rows.map((row) => row.id);
    const [counts, mine] = await Promise.all([
      repo.counts(ids),
      userId === null ? Promise.resolve(new Map<number, number>()) : repo.entryCountsOf(userId, ids),
    ]);
    const now = clock.now();
    return rows.map((row) => ({
      id: row.id,
      theme: row.theme,
      description: row.description,
      phase: phaseOf(row, now),
      entriesOpenAt: row.entries_open_at,
      entriesCloseAt: row.entries_close_at,
      votingCloseAt: row.voting_close_at,
      perPerson: row.per_person,
      entryCount: counts.get(row.id)?.entries ?? 0,
      entrantCount: counts.get(row.id)?.entrants ?? 0,
      myEntryCount: mine.get(row.id) ?? 0,
    }));
  }

  function phaseOf(row: CompetitionRow, now = clock.now()) {
    return competitionPhase(
      { entriesOpenAt: row.entries_open_at, entriesCloseAt: row.entries_close_at, votingCloseAt: row.voting_close_at },
      now,
    );
  }

  /** A listed competition, else not found (an unlisted one is hidden from members, as if gone). */
  async function requireListed(competitionId: number): Promise<CompetitionRow> {
    const row = await repo.find(competitionId);
    if (row?.is_listed !== 1) throw new AppError('not_found');
    return row;
  }

  async function presentEntries(
    userId: number,
    entries: EntryWithItem[],
    results?: Map<number, { votes: number; place: number }>,
  ): Promise<CompetitionEntry[]> {
    const [items, voted] = await Promise.all([
      deps.presentItems(
        entries.map((entry) => entry.item),
        userId,
      ),
      repo.votedBy(
        userId,
        entries.map((entry) => entry.entry_id),
      ),
    ]);
    const people = new Map<number, UserRow | undefined>();
    if (results) {
      for (const entry of entries) {
        if (!people.has(entry.entry_user_id))
          people.set(entry.entry_user_id, await deps.findPerson(entry.entry_user_id));
      }
    }
    return entries.map((entry, index) => {
      const item = items[index] as LibraryItem;
      const person = people.get(entry.entry_user_id);
      const result = results?.get(entry.entry_id);
      return {
        id: entry.entry_id,
        itemId: entry.item.id,
        width: item.width,
        height: item.height,
        urls: { square: item.urls.square, ratio: item.urls.ratio, preview: item.urls.preview },
        isMine: entry.entry_user_id === userId,
        votedByMe: voted.has(entry.entry_id),
        createdAt: entry.entry_created_at,
        entrant: person ? presentPerson(person) : null,
        voteCount: result?.votes ?? null,
        place: result?.place ?? null,
      };
    });
  }

  async function presentOperated(rows: CompetitionRow[]): Promise<OperatedCompetition[]> {
    const presented = await presentCompetitions(null, rows);
    return presented.map((competition, index) => ({ ...competition, isListed: rows[index]?.is_listed === 1 }));
  }

  async function requireVotableEntry(userId: number, competitionId: number, entryId: number) {
    const competition = await requireListed(competitionId);
    const entry = await repo.findEntry(competitionId, entryId);
    if (!entry) throw new AppError('not_found');
    if (phaseOf(competition) !== 'voting') throw new AppError('voting_not_open');
    if (entry.user_id === userId) throw new AppError('vote_own_entry');
    return entry;
  }

  return {
    /** The operator's: checks the theme, the order of the three moments and the entries per person. */
    async createCompetition(input: NewCompetition): Promise<CompetitionRow> {
      const problems: FieldError[] = [];
      const theme = input.theme.trim();
      const description = (input.description ?? '').trim();
      if (theme.length === 0 || theme.length > COMPETITION_LIMITS.themeMax) {
        problems.push({
          id: 'theme',
          code: 'validation_failed',
          message: `The theme must be 1 to ${COMPETITION_LIMITS.themeMax} characters`,
        });
      }
      if (description.length > COMPETITION_LIMITS.descriptionMax) {
        problems.push({
          id: 'description',
          code: 'validation_failed',
          message: `The description must be at most ${COMPETITION_LIMITS.descriptionMax} characters`,
        });
      }
      const perPerson = input.perPerson ?? COMPETITION_LIMITS.perPersonDefault;
      if (
        !Number.isInteger(perPerson) ||
        perPerson < COMPETITION_LIMITS.perPersonMin ||
        perPerson > COMPETITION_LIMITS.perPersonMax
      ) {
        problems.push({
          id: 'per-person',
          code: 'validation_failed',
          message: `Entries per person must be a whole number from ${COMPETITION_LIMITS.perPersonMin} to ${COMPETITION_LIMITS.perPersonMax}`,
        });
      }
      const open = parseMoment(input.entriesOpenAt, 'entries-open', problems);
      const close = parseMoment(input.entriesCloseAt, 'entries-close', problems);
      const votingClose = parseMoment(input.votingCloseAt, 'voting-close', problems);
      if (open && close && close <= open) {
        problems.push({
          id: 'entries-close',
          code: 'validation_failed',
          message: 'Entries must close after they open',
        });
      }
      if (close && votingClose && votingClose <= close) {
        problems.push({
          id: 'voting-close',
          code: 'validation_failed',
          message: 'Voting must close after entries close',
        });
      }
      if (problems.length > 0 || !open || !close || !votingClose) throw validationFailed(problems);
      return repo.create({
        theme,
        description,
        entries_open_at: open.toISOString(),
        entries_close_at: close.toISOString(),
        voting_close_at: votingClose.toISOString(),
        per_person: perPerson,
        created_at: clock.now().toISOString(),
      });
    },

    /** The operator's list: every competition, listed or not, with its counts. */
    async listAll(): Promise<OperatedCompetition[]> {
      return presentOperated(await repo.list(false, 1000));
    },

    /** One competition as its operator sees it, listed or not. */
    async readOperated(competitionId: number): Promise<OperatedCompetition> {
      const row = await repo.find(competitionId);
      if (!row) throw new AppError('not_found');
      const [competition] = await presentOperated([row]);
      if (!competition) throw new AppError('not_found');
      return competition;
    },

    /**
     * The operator's "now": opens entries, closes entries (voting opens) or closes voting of a
     * competition at once, whichever comes next, so a theme that drew its entries early need not
     * wait out its window. The moment moved is set to now, so the order of the three holds; results
     * go out on the worker's next round, as for a window that ran out. Null when it has finished.
     */
    async advance(competitionId: number): Promise<{ competition: CompetitionRow; phase: CompetitionPhase } | null> {
      return deps.transactions.run(async () => {
        const row = await repo.find(competitionId);
        if (!row) throw new AppError('not_found');
        const now = clock.now();
        const moment = MOMENT_ENDING[phaseOf(row, now)];
        if (!moment) return null;
        const competition = await repo.setMoment(competitionId, moment, now.toISOString());
        if (!competition) throw new AppError('not_found');
        return { competition, phase: phaseOf(competition, now) };
      });
    },

    /** Hides a competition from members, and its entries with it; or shows it again. */
    async setListed(competitionId: number, isListed: boolean): Promise<CompetitionRow> {
      const row = await repo.find(competitionId);
      if (!row) throw new AppError('not_found');
      await repo.setListed(competitionId, isListed);
      return row;
    },

    async list(userId: number): Promise<{ competitions: Competition[] }> {
      return { competitions: await presentCompetitions(userId, await repo.list(true, COMPETITION_LIMITS.listMax)) };
    },

    async read(userId: number, competitionId: number): Promise<Competition> {
      const [competition] = await presentCompetitions(userId, [await requireListed(competitionId)]);
      return competition as Competition;
    },

    /** Enters a ready photo of the person's own library (another's id is not found), within the limit. */
    async enter(userId: number, competitionId: number, itemId: number): Promise<CompetitionEntry> {
      const entryId = await deps.transactions.run(async () => {
        const competition = await requireListed(competitionId);
        const item = await repo.ownItem(userId, itemId);
        if (!item) throw new AppError('not_found');
        if (phaseOf(competition) !== 'entering') throw new AppError('competition_not_open');
        if (item.kind !== 'photo' || item.status !== 'ready') throw new AppError('competition_entry_photo');
        if (!isOwnWork(item, item.owner_email)) throw new AppError('not_own_photo');
        if (await repo.hasEntered(competitionId, itemId)) throw new AppError('competition_already_entered');
        const mine = (await repo.entryCountsOf(userId, [competitionId])).get(competitionId) ?? 0;
        if (mine >= competition.per_person) {
          throw new AppError('competition_entry_limit', { count: competition.per_person });
        }
        return repo.insertEntry({
          competition_id: competitionId,
          user_id: userId,
          item_id: itemId,
          created_at: clock.now().toISOString(),
        });
      });
      const [entry] = await presentEntries(userId, await repo.entriesWithItemsByIds([entryId]));
      return entry as CompetitionEntry;
    },

    /** Takes back one's own entry, while entries are open. */
    async withdraw(userId: number, competitionId: number, entryId: number): Promise<void> {
      await deps.transactions.run(async () => {
        const competition = await requireListed(competitionId);
        const entry = await repo.findEntry(competitionId, entryId);
        if (!entry || entry.user_id !== userId) throw new AppError('not_found');
        if (phaseOf(competition) !== 'entering') throw new AppError('competition_not_open');
        await repo.deleteEntry(entryId);
      });
    },

    /**
     * A page of the entries: the reader's own always; everyone's from the voting on (before, an
     * entrant would see what to compete with, and copy it).
     */
    async entries(
      userId: number,
      competitionId: number,
      query: { cursor?: string; limit: number; mine?: 'true' | 'false' },
    ): Promise<CompetitionEntryPage> {
      const competition = await requireListed(competitionId);
      const phase = phaseOf(competition);
      const onlyMine = query.mine === 'true' || phase === 'upcoming' || phase === 'entering';
      const afterId = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const rows = await repo.entriesPage(competitionId, {
        onlyUserId: onlyMine ? userId : null,
        afterId,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: await presentEntries(userId, page),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.entry_id]) : null,
      };
    },

    /** A vote for another's entry while voting is open; voting twice is one vote. */
    async vote(userId: number, competitionId: number, entryId: number): Promise<void> {
      await requireVotableEntry(userId, competitionId, entryId);
      await repo.vote(entryId, userId);
    },

    async unvote(userId: number, competitionId: number, entryId: number): Promise<void> {
      await requireVotableEntry(userId, competitionId, entryId);
      await repo.unvote(entryId, userId);
    },

    /** Once voting closed: the entries ranked by votes (equal counts share a place), the podium first. */
    async results(userId: number, competitionId: number): Promise<CompetitionResults> {
      const row = await requireListed(competitionId);
      if (phaseOf(row) !== 'finished') throw new AppError('competition_results_pending');
      const ranking = await repo.ranking(competitionId, COMPETITION_LIMITS.resultsMax);
      const places = competitionPlaces(ranking.map((entry) => entry.votes));
      const byEntry = new Map(
        ranking.map((entry, index) => [entry.entry_id, { votes: entry.votes, place: places[index] ?? index + 1 }]),
      );
      const rows = await repo.entriesWithItemsByIds(ranking.map((entry) => entry.entry_id));
      const rowsById = new Map(rows.map((entry) => [entry.entry_id, entry]));
      const ordered = ranking.flatMap((entry) => rowsById.get(entry.entry_id) ?? []);
      const ranked = await presentEntries(userId, ordered, byEntry);
      const [competition] = await presentCompetitions(userId, [row]);
      return {
        competition: competition as Competition,
        winners: ranked.filter(
          (entry) => (entry.voteCount ?? 0) > 0 && (entry.place ?? 0) <= COMPETITION_LIMITS.winnerPlaces,
        ),
        ranked,
        totalVotes: await repo.totalVotes(competitionId),
      };
    },

    /**
     * Tells the entrants of every competition whose voting closed that its results are out, once:
     * each competition is claimed before anyone is told, so two workers never both tell. An unlisted
     * competition is claimed and nobody is told.
     */
    async notifyResults(): Promise<number> {
      const now = clock.now().toISOString();
      let told = 0;
      for (const competition of await repo.dueForResults(now, RESULTS_PER_TICK)) {
        if (!(await repo.claimResults(competition.id, now))) continue;
        if (competition.is_listed !== 1) continue;
        const entrants = await repo.entrantsOf(competition.id);
        await deps.publish('competition.results.out', {
          competitionId: competition.id,
          theme: competition.theme,
          entrants,
        });
        told += entrants.length;
      }
      return told;
    },
  };
}

export type CompetitionsService = ReturnType<typeof createCompetitionsService>;
