import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One runner for every kind of test; `npm test` runs the unit and integration projects first,
// then builds the web app and runs the browser flows of `e2e`.

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * The server's test files that open a database of a kind the run chooses (they call
 * `testDatabases()` or `queueVariants()`, or ask for PostgreSQL by name): these run once per
 * database, the others once.
 */
function databaseTestFiles(): string[] {
  const found: string[] = [];
  for (const root of ['apps/server/src', 'apps/server/test']) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.test.ts')) continue;
      const file = path.join(root, entry);
      if (/testDatabases\(|queueVariants\(|postgresUnderTest\(/.test(readFileSync(file, 'utf8'))) found.push(file);
    }
  }
  return found;
}

/** The web app's test files that replace a module of the app (vi.mock), relative to apps/web. */
const WEB_MOCKING_FILES = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((entry) => /\.test\.tsx?$/.test(entry))
  .filter((entry) => readFileSync(path.join('apps/web/src', entry), 'utf8').includes('vi.mock('))
  .map((entry) => `src/${entry}`);

const webProject = (name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) =>
  ({
    extends: 'apps/web/vite.config.ts',
    // A jsdom render of a whole screen takes seconds while the server's tests share both cores: the
    // default 5 s limit failed tests that were only slow.
    test: { name, root: 'apps/web', environment: 'jsdom', testTimeout: 20_000, ...test },
  }) satisfies TestProjectInlineConfiguration;

/** Files with nothing to test on SQLite: only the PostgreSQL half runs them. */
const POSTGRES_ONLY = ['apps/server/test/library-pgboss.test.ts', 'apps/server/src/infra/queue/pg-boss-lease.test.ts'];

const serverProject = (name: string, database: 'sqlite' | 'postgres', include: string[], exclude: string[] = []) =>
  ({
    test: {
      name,
      include,
      exclude,
      environment: 'node',
      env: { TEST_DATABASES: database },
      globalSetup: ['apps/server/test/global-setup.ts'],
      // The server's modules are loaded once per worker, not once per file (every file builds its
      // own app over its own database; nothing of a file outlives it but caches of the tools found).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }) satisfies TestProjectInlineConfiguration;

// With PostgreSQL configured the server's tests are two projects, one per database, which the two
// workers run side by side; without it, SQLite alone.
const serverProjects = process.env.TEST_DATABASE_URL
  ? [
      serverProject('server', 'sqlite', SERVER_TESTS, POSTGRES_ONLY),
      serverProject('server-postgres', 'postgres', databaseTestFiles()),
    ]
  : [serverProject('server', 'sqlite', SERVER_TESTS)];

export default defineConfig({
  test: {
    // Two workers on a two-core machine: Vitest's default (cores - 1) leaves one of them idle while
    // the tests mostly wait on databases, media tools and sockets.
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...serverProjects,
      // The web app's tests share their worker's modules too, but for the few that replace a module
      // (vi.mock): a module another file loaded first would not be replaced, so those run isolated.
      webProject('web', { include: ['src/**/*.test.{ts,tsx}'], exclude: WEB_MOCKING_FILES, isolate: false }),
      webProject('web-mocks', { include: WEB_MOCKING_FILES, isolate: true }),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // Two flows at a time against the one server: each waits on the browser and the server's
          // work about half the time, so two keep both cores busy. Each flow makes its own people.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
          // The operator's commands load the server's modules in the flow's process: once a worker.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A flow's polls wait on a browser and a server shared with another flow: Vitest's default
          // second is less than a page's reload takes when both cores are busy.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // Properties across processes and faults, each file against a topology of its own
        // (scripts/cluster/topology.mjs): run by `npm run test:cluster`, never by `npm test`.
        test: {
          name: 'cluster',
          include: ['cluster/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
