// Many Plus members at once, for the benchmarks that need a crowd (a thousand frames take a hundred
// accounts: ten frames each). Made through the server's own services in this process, exactly as
// `npm run admin -- user:create ... --plan plus` makes one, on the server's database: starting the
// CLI a hundred times would take minutes on a small machine.
// The server's routes type request.file() through the multipart plugin's augmentation, which
// app.ts brings in; the services reach those routes without app.ts, so the bench brings it in too.
import type {} from '@fastify/multipart';
import { createContext } from '../../apps/server/src/context.ts';
import { loadConfig } from '../../apps/server/src/infra/config.ts';
import { createServices } from '../../apps/server/src/services.ts';
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
  const context = await createContext(loadConfig(env));
  try {
    const services = createServices(context);
    await runPool(people, 4, async (person) => {
      const user = await services.auth.createAccount(person);
      await services.billing.setPlan(user.id, 'plus');
    });
  } finally {
    await context.close();
  }
}
