import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locale, Tier } from '@kinframe/contract';
import { TEST_MEDIA_ENV } from '@kinframe/testkit/media';
import { peopleOf } from '@kinframe/testkit/people';
import { DnsStandIn } from '@kinframe/testkit/standins/dns';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type AppContext, createContext } from '../src/context.ts';
import type { Clock } from '../src/infra/clock.ts';
import { loadConfig } from '../src/infra/config.ts';
import type { Services } from '../src/services.ts';
import { TestClient } from './client.ts';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
}

/**
 * The databases of this run, for `describe.each`: the one the project names (TEST_DATABASES, set by
 * vitest.config.ts when the SQLite and PostgreSQL halves run side by side), else SQLite always and
 * PostgreSQL as well when TEST_DATABASE_URL is set.
 */
export function testDatabases(): TestDatabase[] {
  const named = process.env.TEST_DATABASES;
  if (named === 'sqlite' || named === 'postgres') {
    return named === 'postgres' && !process.env.TEST_DATABASE_URL ? [] : [{ name: named }];
  }
  return process.env.TEST_DATABASE_URL ? [{ name: 'sqlite' }, { name: 'postgres' }] : [{ name: 'sqlite' }];
}

/** Whether this run tests PostgreSQL (for files with PostgreSQL-only parts). */
export function postgresUnderTest(): boolean {
  return testDatabases().some((database) => database.name === 'postgres');
}

/** Whether this run tests SQLite: the half that also runs what needs no database. */
export function sqliteUnderTest(): boolean {
  return testDatabases().some((database) => database.name === 'sqlite');
}

export const TEST_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
export const GOOD_PASSWORD = 'Frame-Photos1';

/** A clock the tests move by hand: expiry and throttle windows without sleeping or mocking Date. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
  advanceDays(days: number): void {
    this.advanceMinutes(days * 24 * 60);
  }
}

/**
 * A scratch database for one test file: a temporary folder for SQLite, or a PostgreSQL database
 * `kinframe_test_<random>` on TEST_DATABASE_URL's server, dropped at the end. Both start as copies of
 * the migrated database global-setup.ts made once for the run (a copied file, `CREATE DATABASE ...
 * TEMPLATE`), so no test pays for the migrations again; outside the server project, or when asked
 * `isEmpty`, they start empty.
 */
export async function createScratchDatabase(database: TestDatabase, options: { isEmpty?: boolean } = {}) {
  // Empty: no database file, and a PostgreSQL database without a table (what a restore fills).
  const templates = options.isEmpty ? {} : migratedTemplates();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-test-'));
  if (database.name === 'sqlite') {
    if (templates.sqliteFile) copyFileSync(templates.sqliteFile, path.join(dataDir, 'kinframe.db'));
    return { dataDir, databaseUrl: undefined, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `kinframe_test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    templates.postgresDatabase
      ? `CREATE DATABASE ${name} TEMPLATE ${templates.postgresDatabase}`
      : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The migrated databases global-setup.ts provided, when the test runs in the server project. */
function migratedTemplates(): { sqliteFile?: string; postgresDatabase?: string } {
  try {
    return JSON.parse(inject('migratedTemplates') ?? '{}');
  } catch {
    return {};
  }
}

export interface TestUser {
  id: number;
  email: string;
  username: string;
  password: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly context: AppContext;
  readonly services: Services;
  readonly clock: TestClock;
  /** The DNS received mail is checked against; knows nothing until a test publishes records. */
  readonly dns: DnsStandIn;
  client(ip?: string): TestClient;
  /**
   * A new account with unique names, straight through the service (no captcha, no HTTP). Plus
   * unless `plan: 'lite'`: the server refuses a Lite account everything but getting in, the account
   * and subscribing (http/plan-guard.ts), so a test of the app needs Plus and a test of Lite says so.
   * Its address counts as proved (as if its confirmation link was opened) unless `emailConfirmed: false`.
   */
  createUser(options?: {
    plan?: Tier;
    language?: Locale;
    username?: string;
    emailConfirmed?: boolean;
  }): Promise<TestUser>;
  /**
   * The server's owner, its first account (an operator with Plus), made before any test's people so
   * theirs are ordinary accounts; undefined with `owner: false`.
   */
  readonly owner: TestUser | undefined;
  /** A client already logged in as a new user. */
  loggedInClient(options?: { plan?: Tier; emailConfirmed?: boolean }): Promise<{ client: TestClient; user: TestUser }>;
  uniqueName(prefix: string): string;
}

/**
 * Builds the app for the tests of one `describe` block against a fresh database, the way main.ts
 * does, with a hand-moved clock. `env` adds or overrides environment variables.
 */
export function useTestApp(
  database: TestDatabase,
  options: {
    /** Extra environment; a function when it depends on something started in an earlier beforeAll. */
    env?: Record<string, string> | (() => Record<string, string>);
    webDistDir?: string;
    /** The help articles' folder, when not the real one. */
    helpArticlesDir?: string;
    /** Adds routes of the test's own (before the app is ready), e.g. one that throws. */
    extendApp?: (app: FastifyInstance) => void;
    /** false: no owner is made, so the server starts without any account (tests of the first one). */
    owner?: boolean;
  } = {},
): TestApp {
  const dns = new DnsStandIn();
  let app: FastifyInstance | undefined;
  let context: AppContext | undefined;
  let drop: (() => Promise<void>) | undefined;
  let counter = 0;
  let owner: TestUser | undefined;
  const clock = new TestClock();

  beforeAll(async () => {
    const scratch = await createScratchDatabase(database);
    drop = scratch.drop;
    const config = loadConfig({
      DATA_DIR: scratch.dataDir,
      SESSION_SECRET: TEST_SECRET,
      CAPTCHA: 'none',
      NODE_ENV: 'test',
      ...TEST_MEDIA_ENV,
      ...(scratch.databaseUrl ? { DATABASE_URL: scratch.databaseUrl } : {}),
      ...(typeof options.env === 'function' ? options.env() : options.env),
    });
    context = await createContext(config, { clock, dnsResolver: dns.resolver });
    app = await buildApp(context, {
      logger: false,
      webDistDir: options.webDistDir ?? path.join(scratch.dataDir, 'no-web-build'),
      helpArticlesDir: options.helpArticlesDir,
    });
    options.extendApp?.(app);
    if (options.owner !== false) owner = await testApp.createUser({ username: testApp.uniqueName('owner') });
  });

  afterAll(async () => {
    await app?.close();
    await context?.close();
    await drop?.();
  });

  function ready<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('The test app is not built yet (use it inside a test).');
    return value;
  }

  const testApp: TestApp = {
    get app() {
      return ready(app);
    },
    get context() {
      return ready(context);
    },
    get services() {
      return ready(app).services;
    },
    clock,
    dns,
    get owner() {
      return owner;
    },
    client: (ip) => new TestClient(ready(app), ip),
    uniqueName(prefix) {
      counter += 1;
      return `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
    },
    async createUser(userOptions = {}) {
      const username = (userOptions.username ?? testApp.uniqueName('user')).toLowerCase();
      const person = await peopleOf(testApp.services).add(
        { username, password: GOOD_PASSWORD },
        {
          plan: userOptions.plan ?? 'plus',
          emailConfirmed: userOptions.emailConfirmed !== false,
          language: userOptions.language,
          firstName: 'Ada',
          lastName: 'Lovelace',
          country: 'GB',
        },
      );
      return { id: person.userId, email: person.email, username, password: GOOD_PASSWORD };
    },
    async loggedInClient(userOptions = {}) {
      const user = await testApp.createUser(userOptions);
      const client = testApp.client(`10.1.${counter % 250}.${(counter * 7) % 250}`);
      const response = await client.login(user.email, user.password);
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return { client, user };
    },
  };
  return testApp;
}
