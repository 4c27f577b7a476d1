import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorText, PLAN_NAMES, type Tier } from '@kinframe/contract';
import { AppError } from '../app-error.ts';
import { createContext } from '../context.ts';
import { loadConfigOrExit } from '../infra/config.ts';
import { createServices, type Services } from '../services.ts';

/**
 * The operator's CLI, on the same environment as the server (DATA_DIR, DATABASE_URL, ...):
 *   npm run admin -- user:create <email> <username> <password> [--plan plus]
 *   npm run admin -- plan:set <email> <lite|plus>
 *   npm run admin -- user:list
 *   npm run admin -- art:import <folder>
 */
const USAGE = `Kinframe operator commands

Usage: npm run admin -- <command>

  user:create <email> <username> <password> [--plan plus]
                              create an account (Lite unless --plan plus)
  plan:set <email> <lite|plus>
                              put an account on a plan
  user:list                   list the accounts
  art:import <folder>         load the NFT Art collection: every JPEG and PNG of the folder, with
                              title and artist from <name>.json or art.json (else the file name)
  --help                      show this help

The commands use the same environment as the server (DATA_DIR, DATABASE_URL, MAIL_DOMAIN, ...).`;

const TIERS: readonly Tier[] = ['lite', 'plus'];
const LISTED_USERS = 10_000;

/** A mistake in how the command was typed: the message and the usage, then exit code 2. */
class UsageError extends Error {}
/** A command that cannot be done as asked (invalid email, unknown account): the message, exit 1. */
class CommandError extends Error {}

function parseTier(value: string | undefined): Tier {
  if (value === 'lite' || value === 'plus') return value;
  throw new UsageError(`The plan must be ${TIERS.join(' or ')}, not "${value ?? ''}".`);
}

/** Splits `--plan plus` / `--plan=plus` from the positional arguments. */
function parseArgs(args: string[]): { positional: string[]; plan: string | undefined } {
  const positional: string[] = [];
  let plan: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--plan') plan = args[++i];
    else if (arg.startsWith('--plan=')) plan = arg.slice('--plan='.length);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else positional.push(arg);
  }
  return { positional, plan };
}

async function createUser(services: Services, args: string[]): Promise<string> {
  const { positional, plan } = parseArgs(args);
  const [email, username, password, ...extra] = positional;
  if (email === undefined || username === undefined || password === undefined || extra.length > 0) {
    throw new UsageError('user:create needs exactly <email> <username> <password>.');
  }
  const tier = plan === undefined ? 'lite' : parseTier(plan);
  const user = await services.auth.createAccount({ email, username, password });
  if (tier === 'plus') await services.billing.setPlan(user.id, 'plus');
  return `Created ${user.username} (${user.email}) on the ${PLAN_NAMES[tier]} plan.`;
}

async function setPlan(services: Services, args: string[]): Promise<string> {
  const { positional } = parseArgs(args);
  const [email, planArg, ...extra] = positional;
  if (email === undefined || planArg === undefined || extra.length > 0) {
    throw new UsageError('plan:set needs exactly <email> <lite|plus>.');
  }
  const tier = parseTier(planArg);
  const user = await services.accounts.findByEmail(email);
  if (!user) throw new CommandError(`${errorText('user_not_found')}: ${email}`);
  // The provider goes on charging, and its next webhook would put the plan back: change it there.
  const paid = await services.billing.liveProviderSubscription(user.id);
  if (paid) {
    throw new CommandError(
      `${user.username} pays through ${paid.provider} (subscription ${paid.id}): change or cancel it there, not with plan:set.`,
    );
  }
  await services.billing.setPlan(user.id, tier);
  return `${user.username} (${user.email}) is now on the ${PLAN_NAMES[tier]} plan.`;
}

async function listUsers(services: Services): Promise<string> {
  const users = await services.accounts.listAccounts(LISTED_USERS);
  const plans = await services.billing.planNamesOf(users.map((user) => user.id));
  const rows = [
    ['ID', 'EMAIL', 'USERNAME', 'PLAN', 'CREATED'],
    ...users.map((user) => [
      String(user.id),
      user.email,
      user.username,
      plans.get(user.id) ?? PLAN_NAMES.lite,
      user.created_at,
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const table = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  return [...table, `${users.length} account${users.length === 1 ? '' : 's'}`].join('\n');
}

async function importArt(services: Services, args: string[]): Promise<string> {
  const { positional } = parseArgs(args);
  const [folder, ...extra] = positional;
  if (folder === undefined || extra.length > 0) throw new UsageError('art:import needs exactly <folder>.');
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  if (!existsSync(resolved)) throw new CommandError(`No such folder: ${resolved}`);
  const result = await services.collections.importArt(resolved);
  const lines = [
    `Imported ${result.imported} artwork${result.imported === 1 ? '' : 's'}, skipped ${result.skipped} already there.`,
  ];
  for (const failure of result.failed) lines.push(`Failed: ${failure}`);
  if (result.failed.length > 0) throw new CommandError(lines.join('\n'));
  return lines.join('\n');
}

async function run(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    console.log(USAGE);
    return command === undefined ? 2 : 0;
  }
  if (!['user:create', 'plan:set', 'user:list', 'art:import'].includes(command)) {
    console.error(`Unknown command "${command}".\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfigOrExit();
  const context = await createContext(config);
  try {
    const services = createServices(context);
    const output =
      command === 'user:create'
        ? await createUser(services, args)
        : command === 'plan:set'
          ? await setPlan(services, args)
          : command === 'art:import'
            ? await importArt(services, args)
            : await listUsers(services);
    console.log(output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AppError && error.fieldErrors) {
      console.error(error.fieldErrors.map((problem) => `${problem.id}: ${problem.message}`).join('\n'));
      return 1;
    }
    if (error instanceof AppError || error instanceof CommandError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await context.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
