// The server's own code, run in the test's process on a server's data (its environment: DATA_DIR,
// DATABASE_URL, ...), as the operator CLI runs it: starting a Node process with the TypeScript
// loader for each person or command would cost seconds apiece.
// The services reach routes typed through the multipart plugin's augmentation, which app.ts brings
// in; they are used here without app.ts, so this brings it in too.
import type {} from '@fastify/multipart';
import { runAdmin } from '../../../apps/server/src/cli/admin-commands.ts';
import { createContext } from '../../../apps/server/src/context.ts';
import { loadConfig } from '../../../apps/server/src/infra/config.ts';
import type { Database } from '../../../apps/server/src/infra/db/database.ts';
import { createServices, type Services } from '../../../apps/server/src/services.ts';

export type { Services };

/** Runs `work` on the services of the server whose environment is `env`, then lets go of its data. */
export async function withServices<T>(env: NodeJS.ProcessEnv, work: (services: Services) => Promise<T>): Promise<T> {
  const context = await createContext(loadConfig(env));
  try {
    return await work(createServices(context));
  } finally {
    await context.close();
  }
}

/**
 * Runs `work` on the database of the server whose environment is `env`: for what no service sets
 * yet and a flow needs as a fact (where a photo was taken, as its metadata would say).
 */
export async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Database) => Promise<T>): Promise<T> {
  const context = await createContext(loadConfig(env));
  try {
    return await work(context.db);
  } finally {
    await context.close();
  }
}

/** What an operator command answered: its exit code and what it printed on each stream. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** One operator command (`npm run admin -- <args>`) in this process, on the server of `env`. */
export async function runOperatorCommandLine(env: NodeJS.ProcessEnv, args: string[]): Promise<CommandRun> {
  const run = { code: 0, stdout: '', stderr: '' };
  run.code = await runAdmin(args, {
    openContext: () => createContext(loadConfig(env)),
    readConfig: () => loadConfig(env),
    print: (text) => {
      run.stdout += `${text}\n`;
    },
    printError: (text) => {
      run.stderr += `${text}\n`;
    },
  });
  return run;
}

/** The same, for setting a scene: answers what it printed, and throws with what it said on failure. */
export async function runOperatorCommand(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  const run = await runOperatorCommandLine(env, args);
  if (run.code !== 0) throw new Error(`admin ${args.join(' ')} exited with ${run.code}: ${run.stderr}`);
  return run.stdout;
}
