import { type ConsolePerson, errorText } from '@kinframe/contract';
import { TERMINAL } from '../modules/console/people/people.service.ts';
import type { Services } from '../services.ts';
import { type Command, CommandError, exactly, plural, table } from './command.ts';

/** The most accounts user:list prints, page after page of the console's list. */
const LISTED_USERS = 10_000;

/** The account of an address typed on the command line, else the CLI's refusal naming it. */
export async function personByEmail(services: Services, email: string) {
  const user = await services.accounts.findByEmail(email);
  if (!user) throw new CommandError(`${errorText('user_not_found')}: ${email}`);
  return user;
}

const mebibytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;

/** A row of user:list: the console's columns, in the terminal's words. */
function rowOf(person: ConsolePerson): string[] {
  const { photos, videos } = person.storage;
  return [
    String(person.id),
    person.email,
    person.username,
    person.plan.paidThrough ? `${person.plan.tier} (${person.plan.paidThrough})` : person.plan.tier,
    person.serverRole ?? '-',
    `${photos.count} (${mebibytes(photos.bytes)})`,
    `${videos.count} (${mebibytes(videos.bytes)})`,
    String(person.frames),
    person.lastActiveAt ?? 'never',
    person.signInDisabled ? 'disabled' : 'yes',
    person.createdAt,
  ];
}

/**
 * The operator's commands about people: rows of the CLI's COMMANDS table, over the console's
 * People service. The terminal is trusted as for plan:set, so no password is asked; the owner
 * stays out of reach as in the console.
 */
export const PEOPLE_COMMANDS: Record<string, Command> = {
  'user:list': {
    usage: 'user:list',
    help: 'list the accounts, newest first: plan, role, storage (the Trash included), frames, last active, sign-in',
    async run(services, { positional }) {
      exactly(positional, 0, 'user:list');
      const people: ConsolePerson[] = [];
      let cursor: string | undefined;
      do {
        const page = await services.people.list(TERMINAL, { cursor });
        people.push(...page.people);
        cursor = page.nextCursor ?? undefined;
      } while (cursor && people.length < LISTED_USERS);
      const rows = [
        ['ID', 'EMAIL', 'USERNAME', 'PLAN', 'ROLE', 'PHOTOS', 'VIDEOS', 'FRAMES', 'LAST ACTIVE', 'SIGN-IN', 'CREATED'],
        ...people.map(rowOf),
      ];
      return [...table(rows), plural(people.length, 'account')].join('\n');
    },
  },
  'user:disable': {
    usage: 'user:disable <email>',
    help: 'turn off signing in to an account: its sessions end at once, its frames go on showing',
    async run(services, { positional }) {
      const [email = ''] = exactly(positional, 1, 'user:disable <email>');
      const user = await personByEmail(services, email);
      await services.people.change(TERMINAL, user.id, { signInDisabled: true });
      return `${user.username} (${user.email}) can no longer sign in.`;
    },
  },
  'user:enable': {
    usage: 'user:enable <email>',
    help: 'let an account sign in again',
    async run(services, { positional }) {
      const [email = ''] = exactly(positional, 1, 'user:enable <email>');
      const user = await personByEmail(services, email);
      await services.people.change(TERMINAL, user.id, { signInDisabled: false });
      return `${user.username} (${user.email}) can sign in again.`;
    },
  },
  'user:delete': {
    usage: 'user:delete <email>',
    help: 'delete an account and everything of it, as its own deletion does (not the owner)',
    async run(services, { positional }) {
      const [email = ''] = exactly(positional, 1, 'user:delete <email>');
      const user = await personByEmail(services, email);
      await services.people.delete(TERMINAL, user.id, null);
      return `Deleted ${user.username} (${user.email}) and everything of the account.`;
    },
  },
};
