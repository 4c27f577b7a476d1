import { COMPETITION_LIMITS, type CompetitionPhase } from '@kinframe/contract';
import { type Command, CommandError, exactly, plural, table, UsageError } from './command.ts';

/** A positive whole number typed as an argument, else a usage error naming it. */
function wholeNumber(value: unknown, name: string): number {
  const text = String(value ?? '');
  if (!/^[0-9]{1,9}$/.test(text)) throw new UsageError(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}

function requiredOption(values: Record<string, unknown>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`competition:create needs --${name} <date>.`);
  return value;
}

/** How the CLI says each phase a competition has moved into. */
const PHASE_WORDS: Record<CompetitionPhase, string> = {
  upcoming: 'coming up',
  entering: 'open for entries',
  voting: 'open for voting',
  finished: 'finished (results go out within a minute)',
};

const CREATE_USAGE =
  'competition:create <theme> --entries-open <ISO date> --entries-close <date> --voting-close <date> [--per-person 3] [--description text]';

/** The operator's commands for photo competitions: rows of the CLI's COMMANDS table. */
export const COMPETITION_COMMANDS: Record<string, Command> = {
  'competition:create': {
    usage: CREATE_USAGE,
    help: `open a photo competition: members enter photos of their library until entries close, then vote until voting closes (dates ISO 8601, UTC unless a zone is given; ${COMPETITION_LIMITS.perPersonMin} to ${COMPETITION_LIMITS.perPersonMax} photos per person, ${COMPETITION_LIMITS.perPersonDefault} unless given)`,
    options: {
      'entries-open': { type: 'string' },
      'entries-close': { type: 'string' },
      'voting-close': { type: 'string' },
      'per-person': { type: 'string' },
      description: { type: 'string' },
    },
    async run(services, { positional, values }) {
      const [theme = ''] = exactly(positional, 1, 'competition:create <theme>');
      const competition = await services.competitions.createCompetition({
        theme,
        description: typeof values.description === 'string' ? values.description : '',
        entriesOpenAt: requiredOption(values, 'entries-open'),
        entriesCloseAt: requiredOption(values, 'entries-close'),
        votingCloseAt: requiredOption(values, 'voting-close'),
        perPerson: values['per-person'] === undefined ? undefined : wholeNumber(values['per-person'], '--per-person'),
      });
      await services.operators.record({
        operatorId: null,
        action: 'competition_created',
        subjectKind: 'competition',
        subjectId: competition.id,
        details: competition.theme,
      });
      return [
        `Created competition ${competition.id}: "${competition.theme}"`,
        `  entries open   ${competition.entries_open_at}`,
        `  entries close  ${competition.entries_close_at}`,
        `  voting closes  ${competition.voting_close_at}`,
        `  ${competition.per_person} ${competition.per_person === 1 ? 'photo' : 'photos'} per person`,
      ].join('\n');
    },
  },
  'competition:list': {
    usage: 'competition:list',
    help: 'list the competitions, listed or not, with their phase and entries',
    async run(services, { positional }) {
      exactly(positional, 0, 'competition:list');
      const competitions = await services.competitions.listAll();
      const rows = [
        ['ID', 'THEME', 'PHASE', 'LISTED', 'ENTRIES', 'VOTING CLOSES'],
        ...competitions.map((competition) => [
          String(competition.id),
          competition.theme,
          competition.phase,
          competition.isListed ? 'yes' : 'no',
          String(competition.entryCount),
          competition.votingCloseAt,
        ]),
      ];
      return [...table(rows), plural(competitions.length, 'competition')].join('\n');
    },
  },
  'competition:advance': {
    usage: 'competition:advance <id>',
    help: 'move a competition on now: open its entries, close them (voting opens), or close voting (results go out)',
    async run(services, { positional }) {
      const [idText = ''] = exactly(positional, 1, 'competition:advance <id>');
      const id = wholeNumber(idText, 'The id');
      const moved = await services.competitions.advance(id).catch(() => {
        throw new CommandError(`No competition ${id}.`);
      });
      if (!moved) throw new CommandError(`Competition ${id} has finished: there is no phase after it.`);
      await services.operators.record({
        operatorId: null,
        action: 'competition_advanced',
        subjectKind: 'competition',
        subjectId: moved.competition.id,
        details: `${moved.competition.theme}: ${moved.phase}`,
      });
      return `Competition ${moved.competition.id} ("${moved.competition.theme}") is now ${PHASE_WORDS[moved.phase]}.`;
    },
  },
  'competition:unlist': {
    usage: 'competition:unlist <id>',
    help: 'hide a competition from members, and its entries with it',
    async run(services, { positional }) {
      const [idText = ''] = exactly(positional, 1, 'competition:unlist <id>');
      const id = wholeNumber(idText, 'The id');
      const competition = await services.competitions.unlist(id).catch(() => {
        throw new CommandError(`No competition ${id}.`);
      });
      await services.operators.record({
        operatorId: null,
        action: 'competition_unlisted',
        subjectKind: 'competition',
        subjectId: competition.id,
        details: competition.theme,
      });
      return `Competition ${competition.id} ("${competition.theme}") is no longer listed.`;
    },
  },
};
