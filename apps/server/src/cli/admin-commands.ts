import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PLAN_NAMES, type Tier } from '@kinframe/contract';
import { AppError } from '../app-error.ts';
import type { AppContext } from '../context.ts';
import type { Config } from '../infra/config.ts';
import { createServices } from '../services.ts';
import { BACKUP_COMMANDS } from './backup-commands.ts';
import { type Command, CommandError, exactly, type OfflineCommand, plural, table, UsageError } from './command.ts';
import { COMPETITION_COMMANDS } from './competition-commands.ts';
import { INVITATION_COMMANDS } from './invitation-commands.ts';
import { PEOPLE_COMMANDS, personByEmail } from './people-commands.ts';
import { SERVER_COMMANDS } from './server-commands.ts';

/**
 * The operator's commands (`npm run admin -- <command> [arguments] [--options]`, through admin.ts),
 * each a row of COMMANDS. runAdmin runs one as the CLI does, on any context: the tests run them in
 * process, the entry point on a context of the server's environment.
 */
const TIERS: readonly Tier[] = ['lite', 'plus'];

function parseTier(value: unknown): Tier {
  if (value === 'lite' || value === 'plus') return value;
  throw new UsageError(`The plan must be ${TIERS.join(' or ')}, not "${String(value ?? '')}".`);
}

const COMMANDS: Record<string, Command | OfflineCommand> = {
  'user:create': {
    usage: 'user:create <email> <username> <password> [--plan plus]',
    help: 'create an account (Lite unless --plan plus)',
    options: { plan: { type: 'string' } },
    async run(services, { positional, values }) {
      const [email = '', username = '', password = ''] = exactly(
        positional,
        3,
        'user:create <email> <username> <password>',
      );
      const tier = values.plan === undefined ? 'lite' : parseTier(values.plan);
      const user = await services.auth.createAccount({ email, username, password }, tier);
      if (user.is_owner === 1) {
        return `Created ${user.username} (${user.email}) on the ${PLAN_NAMES.plus} plan: the first account, so this server's owner and an operator.`;
      }
      return `Created ${user.username} (${user.email}) on the ${PLAN_NAMES[tier]} plan.`;
    },
  },
  'plan:set': {
    usage: 'plan:set <email> <lite|plus>',
    help: 'put an account on a plan',
    async run(services, { positional }) {
      const [email = '', planArg] = exactly(positional, 2, 'plan:set <email> <lite|plus>');
      const tier = parseTier(planArg);
      const user = await personByEmail(services, email);
      // The provider goes on charging, and its next webhook would put the plan back: change it there.
      const paid = await services.billing.liveProviderSubscription(user.id);
      if (paid) {
        throw new CommandError(
          `${user.username} pays through ${paid.provider} (subscription ${paid.id}): change or cancel it there, not with plan:set.`,
        );
      }
      await services.billing.setPlan(user.id, tier);
      return `${user.username} (${user.email}) is now on the ${PLAN_NAMES[tier]} plan.`;
    },
  },
  'operator:grant': {
    usage: 'operator:grant <email>',
    help: 'make an account an operator: it moderates the community and runs competitions',
    async run(services, { positional }) {
      const [email = ''] = exactly(positional, 1, 'operator:grant <email>');
      const user = await personByEmail(services, email);
      await services.operators.setOperator(user.id, true);
      await services.operators.record({
        operatorId: null,
        action: 'operator_granted',
        subjectKind: 'account',
        subjectId: user.id,
      });
      return `${user.username} (${user.email}) is now an operator.`;
    },
  },
  'operator:revoke': {
    usage: 'operator:revoke <email>',
    help: 'take the operator role back',
    async run(services, { positional }) {
      const [email = ''] = exactly(positional, 1, 'operator:revoke <email>');
      const user = await personByEmail(services, email);
      await services.operators.setOperator(user.id, false);
      await services.operators.record({
        operatorId: null,
        action: 'operator_revoked',
        subjectKind: 'account',
        subjectId: user.id,
      });
      return `${user.username} (${user.email}) is no longer an operator.`;
    },
  },
  'operator:list': {
    usage: 'operator:list',
    help: 'list the operators',
    async run(services, { positional }) {
      exactly(positional, 0, 'operator:list');
      const operators = await services.operators.listOperators();
      const rows = [['ID', 'EMAIL', 'USERNAME'], ...operators.map((op) => [String(op.id), op.email, op.username])];
      return [...table(rows), plural(operators.length, 'operator')].join('\n');
    },
  },
  'art:import': {
    usage: 'art:import <folder>',
    help: 'load the NFT Art collection: every JPEG and PNG of the folder, with title and artist from <name>.json or art.json (else the file name)',
    async run(services, { positional }) {
      const [folder = ''] = exactly(positional, 1, 'art:import <folder>');
      const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
      if (!existsSync(resolved)) throw new CommandError(`No such folder: ${resolved}`);
      const result = await services.collections.importArt(resolved);
      const lines = [`Imported ${plural(result.imported, 'artwork')}, skipped ${result.skipped} already there.`];
      for (const failure of result.failed) lines.push(`Failed: ${failure}`);
      if (result.failed.length > 0) throw new CommandError(lines.join('\n'));
      return lines.join('\n');
    },
  },
  ...PEOPLE_COMMANDS,
  ...COMPETITION_COMMANDS,
  ...INVITATION_COMMANDS,
  ...BACKUP_COMMANDS,
  ...SERVER_COMMANDS,
};

const USAGE = [
  'Kinframe operator commands',
  '',
  'Usage: npm run admin -- <command>',
  '',
  ...Object.values(COMMANDS).flatMap((command) =>
    command.usage.length < 28
      ? [`  ${command.usage.padEnd(28)}${command.help}`]
      : [`  ${command.usage}`, `  ${''.padEnd(28)}${command.help}`],
  ),
  `  ${'--help'.padEnd(28)}show this help`,
  '',
  'The commands use the same environment as the server (DATA_DIR, DATABASE_URL, MAIL_DOMAIN, ...).',
].join('\n');

/** The command's arguments read by its options; an unknown option is a usage error. */
function readArgs(command: Command | OfflineCommand, args: string[]) {
  try {
    const { positionals, values } = parseArgs({
      args,
      options: command.options ?? {},
      allowPositionals: true,
      strict: true,
    });
    return { positional: positionals, values: values as Record<string, unknown> };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Where a command's answer goes, and the context it works on (opened only once the input is good). */
export interface AdminIo {
  openContext(): Promise<AppContext>;
  /** The configuration alone, for the commands that open no context (restore). */
  readConfig(): Config;
  print(text: string): void;
  printError(text: string): void;
}

/** Runs one command line; answers the exit code (0 done, 1 refused, 2 a usage mistake). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.print(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.printError(`Unknown command "${name}".\n\n${USAGE}`);
    return 2;
  }
  let input: ReturnType<typeof readArgs>;
  try {
    input = readArgs(command, args);
  } catch (error) {
    io.printError(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  try {
    if ('runOffline' in command) {
      io.print(await command.runOffline(io.readConfig(), input));
    } else {
      const context = await io.openContext();
      try {
        io.print(await command.run(createServices(context), input));
      } finally {
        await context.close();
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.printError(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AppError && error.fieldErrors) {
      io.printError(error.fieldErrors.map((problem) => `${problem.id}: ${problem.message}`).join('\n'));
      return 1;
    }
    if (error instanceof AppError || error instanceof CommandError) {
      io.printError(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
