import { COMPETITION_LIMITS, type CompetitionPhase } from '@kinframe/contract';
import { AppError } from '../app-error.ts';
import { type Command, CommandError, exactly, plural, table, UsageError, wholeNumber } from './command.ts';

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

/** Hides a competition from members, or shows it again. */
function listingCommand(name: string, isListed: boolean, help: string): Command {
  return {
    usage: `${name} <id>`,
    help,
    async run(services, { positional }) {
      const [idText = ''] = exactly(positional, 1, `${name} <id>`);
      const id = wholeNumber(idText, 'The id');
      const competition = await services.competitionsConsole.setListed('terminal', id, isListed).catch(() => {
        throw new CommandError(`No competition ${id}.`);
      });
      return `Competition ${competition.id} ("${competition.theme}") ${isListed ? 'is listed again' : 'is no longer listed'}.`;
    },
  };
}

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
      const competition = await services.competitionsConsole.create('terminal', {
        theme,
        description: typeof values.description === 'string' ? values.description : '',
        entriesOpenAt: requiredOption(values, 'entries-open'),
        entriesCloseAt: requiredOption(values, 'entries-close'),
        votingCloseAt: requiredOption(values, 'voting-close'),
        perPerson: values['per-person'] === undefined ? undefined : wholeNumber(values['per-person'], '--per-person'),
      });
      return [
        `Created competition ${competition.id}: "${competition.theme}"`,
        `  entries open   ${competition.entriesOpenAt}`,
        `  entries close  ${competition.entriesCloseAt}`,
        `  voting closes  ${competition.votingCloseAt}`,
        `  ${competition.perPerson} ${competition.perPerson === 1 ? 'photo' : 'photos'} per person`,
      ].join('\n');
    },
  },
  'competition:list': {
    usage: 'competition:list',
    help: 'list the competitions, listed or not, with their phase and entries',
    async run(services, { positional }) {
      exactly(positional, 0, 'competition:list');
      const competitions = await services.competitionsConsole.list('terminal');
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
      const moved = await services.competitionsConsole.advance('terminal', id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'competition_finished')
          throw new CommandError(`Competition ${id} has finished: there is no phase after it.`);
        throw new CommandError(`No competition ${id}.`);
      });
      return `Competition ${moved.competition.id} ("${moved.competition.theme}") is now ${PHASE_WORDS[moved.phase]}.`;
    },
  },
  'competition:unlist': listingCommand(
    'competition:unlist',
    false,
    'hide a competition from members, and its entries with it',
  ),
  'competition:relist': listingCommand('competition:relist', true, 'show an unlisted competition to members again'),
};
