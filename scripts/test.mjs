// `npm test`: every test. Unit and integration tests first (on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set, the two side by side), then the browser flows in Chromium against a
// built web app, then the media tests and one browser flow again with only the tools npm installed
// (MEDIA_TOOLS=bundled, CHROMIUM_PATH=bundled) on SQLite, so the path of a machine with nothing
// but Node cannot rot.
// Each stage's JSON report stays in test-results/reports/ and its seconds in
// test-results/stages.jsonl (scripts/ci-report.mjs reads both). Ends with one plain line of
// totals, `N passed, N failed`, for CI to read.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { recordStage, reportFile } from './stages.mjs';

function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Runs vitest with its usual output plus a JSON report, and returns the exit code and counts. */
function vitest(name, args, env = process.env) {
  const report = reportFile(name);
  const status = recordStage(name, () =>
    run('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env),
  );
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
    return { status, passed: numPassedTests, failed: numFailedTests };
  } catch {
    return { status, passed: 0, failed: status === 0 ? 0 : 1 };
  }
}

const postgres = process.env.TEST_DATABASE_URL;
if (postgres) {
  console.log(`Database tests run on SQLite and on PostgreSQL (${new URL(postgres).host}).`);
} else {
  console.log('Database tests run on SQLite only: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL too.');
}

const unit = vitest('unit', [
  '--project',
  'contract',
  '--project',
  'server',
  ...(postgres ? ['--project', 'server-postgres'] : []),
  '--project',
  'web',
  '--project',
  'web-mocks',
]);
const build = recordStage('build', () => run('npm', ['run', '--silent', 'build']));
const e2e = build === 0 ? vitest('e2e', ['--project', 'e2e']) : { status: 1, passed: 0, failed: 1 };

console.log('\nAgain with only the tools npm installed: the media tests, the server start and the library flow.');
// On SQLite alone: what this stage proves is the tools, which the database does not change.
const bundledEnv = { ...process.env, MEDIA_TOOLS: 'bundled', CHROMIUM_PATH: 'bundled', TEST_DATABASE_URL: '' };
const bundled = vitest(
  'bundled',
  [
    '--project',
    'server',
    '--project',
    'e2e',
    'apps/server/src/infra/media/',
    'apps/server/test/main.test.ts',
    'apps/server/test/library-video.test.ts',
    'e2e/library.test.ts',
  ],
  bundledEnv,
);

const stages = [unit, e2e, bundled];
const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
if (stages.some((stage) => stage.status !== 0)) process.exit(1);
