import { existsSync } from 'node:fs';
import path from 'node:path';
import { runOperatorCommandLine } from '@kinframe/testkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../src/context.ts';
import { loadConfig } from '../src/infra/config.ts';
import { createServices } from '../src/services.ts';
import { createScratchDatabase, testDatabases } from './harness.ts';
import { runEntry } from './process.ts';

// The commands run in this process, on a database of their own, exactly as the entry point runs
// them; the entry point itself (src/cli/admin.ts as `npm run admin` starts it) is proved by a few
// real starts at the end.
describe.each(testDatabases())('the operator CLI on $name', { timeout: 60_000 }, (database) => {
  let env: Record<string, string> = {};
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const scratch = await createScratchDatabase(database);
    drop = scratch.drop;
    env = { DATA_DIR: scratch.dataDir, ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}) };
  });
  afterAll(() => drop());

  const admin = (...args: string[]) => runOperatorCommandLine(env, args);

  it('prints its help with --help', async () => {
    const run = await runEntry('src/cli/admin.ts', ['--help'], env);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('user:create <email> <username> <password> [--plan plus]');
    expect(run.stdout).toContain('plan:set <email> <lite|plus>');
    expect(run.stdout).toContain('user:list');
    expect(run.stdout).toContain('operator:grant <email>');
  });

  it('creates accounts, sets plans and lists them; the accounts log in', async () => {
    // Started as `npm run admin` starts it: the entry point, its environment and its exit code.
    const created = await runEntry(
      'src/cli/admin.ts',
      ['user:create', 'Grandma@Example.com', 'grandma', 'Photo-Frame9', '--plan', 'plus'],
      env,
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    // The server's first account: its owner, an operator with Plus, whatever plan was asked.
    expect(created.stdout).toContain(
      "Created grandma (grandma@example.com) on the plus annual plan: the first account, so this server's owner and an operator.",
    );
    expect((await admin('user:create', 'kiddo@example.com', 'kiddo', 'Photo-Frame9')).stdout).toContain('lite plan');

    const changed = await admin('plan:set', 'kiddo@example.com', 'plus');
    expect(changed.code).toBe(0);
    expect(changed.stdout).toContain('kiddo (kiddo@example.com) is now on the plus annual plan.');
    expect((await admin('plan:set', 'grandma@example.com', 'lite')).code).toBe(0);

    const list = await admin('user:list');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^ID\s+EMAIL\s+USERNAME\s+PLAN\s+ROLE\s+PHOTOS\s+VIDEOS\s+FRAMES\s+LAST ACTIVE\s+SIGN-IN\s+CREATED$/,
    );
    expect(lines.find((line) => line.includes('grandma@example.com'))).toMatch(
      /grandma\s+lite\s+owner\s+0 \(0\.0 MiB\)\s+0 \(0\.0 MiB\)\s+0\s+never\s+yes\s/,
    );
    expect(lines.find((line) => line.includes('kiddo@example.com'))).toMatch(/kiddo\s+plus\s+-\s/);
    expect(lines.at(-1)).toBe('2 accounts');

    // A session secret was generated into DATA_DIR, as the server would, and the data is the server's.
    expect(existsSync(path.join(env.DATA_DIR ?? '', 'session-secret'))).toBe(true);
    const context = await createContext(loadConfig(env));
    try {
      const services = createServices(context);
      const session = await services.auth.login(
        { email: 'KIDDO', password: 'Photo-Frame9' },
        { ip: '127.0.0.1', userAgent: undefined },
      );
      expect(session.token).toBeTruthy();
      const kiddo = await services.accounts.findByEmail('kiddo@example.com');
      expect(await services.billing.tierOfUser(kiddo?.id ?? 0)).toBe('plus');
      expect(await services.operators.isOperator(kiddo?.id ?? 0)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('grants and revokes the operator role, and logs both', async () => {
    await admin('user:create', 'moderator@example.com', 'moderator', 'Photo-Frame9', '--plan', 'plus');
    const granted = await admin('operator:grant', 'MODERATOR@example.com');
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toContain('moderator (moderator@example.com) is now an operator.');
    // Beside the owner (grandma, the first account, made by the test before).
    expect((await admin('operator:list')).stdout).toMatch(/moderator@example\.com\s+moderator\n2 operators$/m);
    expect((await admin('operator:revoke', 'moderator@example.com')).stdout).toContain('is no longer an operator.');
    expect((await admin('operator:list')).stdout).toMatch(/grandma@example\.com\s+grandma\n1 operator$/m);
    expect((await admin('operator:grant')).stderr).toContain('operator:grant needs exactly <email>.');
    expect((await admin('operator:list', '--plan', 'x')).code).toBe(2);
    const context = await createContext(loadConfig(env));
    try {
      const services = createServices(context);
      const actions = await services.operators.listActions(10);
      expect(actions.map((action) => action.action)).toEqual(['operator_revoked', 'operator_granted']);
    } finally {
      await context.close();
    }
  });

  it('turns sign-in off and on, deletes accounts but the owner, and logs each', async () => {
    await admin('user:create', 'cousin@example.com', 'cousin', 'Photo-Frame9');
    const disabled = await admin('user:disable', 'Cousin@example.com');
    expect(disabled.stdout).toContain('cousin (cousin@example.com) can no longer sign in.');
    expect((await admin('user:list')).stdout).toMatch(/cousin\s+lite\s+-\s.*\sdisabled\s/);
    const context = await createContext(loadConfig(env));
    try {
      const services = createServices(context);
      const login = () =>
        services.auth.login({ email: 'cousin', password: 'Photo-Frame9' }, { ip: '127.0.0.1', userAgent: undefined });
      await expect(login()).rejects.toMatchObject({ code: 'sign_in_disabled' });
      expect((await admin('user:enable', 'cousin@example.com')).stdout).toContain('can sign in again.');
      expect((await login()).token).toBeTruthy();

      const owner = await admin('user:delete', 'grandma@example.com');
      expect(owner.code).toBe(1);
      expect(owner.stderr).toContain("The owner's role, sign-in and account cannot be changed.");
      expect((await admin('user:delete', 'cousin@example.com')).stdout).toContain(
        'Deleted cousin (cousin@example.com) and everything of the account.',
      );
      expect(await services.accounts.findByEmail('cousin@example.com')).toBeUndefined();
      expect((await admin('user:delete', 'cousin@example.com')).stderr).toContain('User not found: cousin@example.com');
      expect((await admin('user:disable')).code).toBe(2);
      const actions = await services.operators.listActions(3);
      expect(actions.map((action) => [action.action, action.operator_id])).toEqual([
        ['account_deleted', null],
        ['sign_in_enabled', null],
        ['sign_in_disabled', null],
      ]);
    } finally {
      await context.close();
    }
  });

  it('applies the sign-up rules and refuses taken names', async () => {
    const weak = await admin('user:create', 'weak@example.com', 'weakling', 'password');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: Password must contain at least 1 uppercase letter');
    const badEmail = await admin('user:create', 'not-an-email', 'someone', 'Photo-Frame9');
    expect(badEmail.stderr).toContain('email: Enter a valid email address');
    const taken = await admin('user:create', 'GRANDMA@example.com', 'other', 'Photo-Frame9');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('This email is already used');
    const takenName = await admin('user:create', 'new@example.com', 'Grandma', 'Photo-Frame9');
    expect(takenName.stderr).toContain('This username is already taken');
  });

  it('explains bad input and exits non-zero', async () => {
    const missing = await admin('user:create', 'only@example.com');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('user:create needs exactly <email> <username> <password>.');
    const badPlan = await admin('plan:set', 'grandma@example.com', 'gold');
    expect(badPlan.code).toBe(2);
    expect(badPlan.stderr).toContain('The plan must be lite or plus, not "gold".');
    const unknownUser = await admin('plan:set', 'nobody@example.com', 'plus');
    expect(unknownUser.code).toBe(1);
    expect(unknownUser.stderr).toContain('User not found: nobody@example.com');
    const unknownCommand = await runEntry('src/cli/admin.ts', ['user:erase'], env);
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('Unknown command "user:erase"');
  });
});
