// Many Plus members at once, for the benchmarks that need a crowd (a thousand frames take a hundred
// accounts: ten frames each). Made through the server's own services in this process, exactly as
// `npm run admin -- user:create ... --plan plus` makes one, on the server's database: starting the
// CLI a hundred times would take minutes on a small machine.
import { peopleOf } from '@kinframe/testkit/people';
import { withServices } from '@kinframe/testkit/server';
import { runPool } from './stats.ts';

export interface Person {
  email: string;
  username: string;
  password: string;
}

/** `count` people named `<prefix>001`, `<prefix>002`, ... with one shared password. */
export function benchPeople(prefix: string, count: number): Person[] {
  return Array.from({ length: count }, (_, index) => {
    const username = `${prefix}${String(index + 1).padStart(3, '0')}`;
    return { email: `${username}@example.com`, username, password: 'Bench-2026!' };
  });
}

/** Creates every person as a Plus member, a few at once (each hashes its password with argon2). */
export async function createMembers(env: NodeJS.ProcessEnv, people: readonly Person[]): Promise<void> {
  await withServices(env, async (services) => {
    const made = peopleOf(services);
    await runPool(people, 4, async (person) => {
      await made.add(person, { plan: 'plus' });
    });
  });
}
