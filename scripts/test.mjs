// `npm test`: every test. Unit and integration tests first (on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser flows in Chromium against a built web app, then the
// media tests and one browser flow again with only the tools npm installed (MEDIA_TOOLS=bundled,
// CHROMIUM_PATH=bundled), so the path of a machine with nothing but Node cannot rot.
// Ends with one plain line of totals, `N passed, N failed`, for CI to read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'kinframe-test-'));

function run(command, args, env = process.env) {
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Runs vitest with its usual output plus a JSON report, and returns the exit code and counts. */
function vitest(name, args, env = process.env) {
  const report = join(reports, `${name}.json`);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, 'utf8'));
    return { status, passed: numPassedTests, failed: numFailedTests };
  } catch {
    return { status, passed: 0, failed: status === 0 ? 0 : 1 };
  }
}

if (process.env.TEST_DATABASE_URL) {
  console.log(`Database tests run on SQLite and on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`);
} else {
  console.log('Database tests run on SQLite only: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL too.');
}

const unit = vitest('unit', ['--project', 'contract', '--project', 'server', '--project', 'web']);
const build = run('npm', ['run', '--silent', 'build']);
const e2e = build === 0 ? vitest('e2e', ['--project', 'e2e']) : { status: 1, passed: 0, failed: 1 };

console.log('\nAgain with only the tools npm installed: the media tests, the server start and the library flow.');
const bundledEnv = { ...process.env, MEDIA_TOOLS: 'bundled', CHROMIUM_PATH: 'bundled' };
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
rmSync(reports, { recursive: true, force: true });

const stages = [unit, e2e, bundled];
const passed = stages.reduce((sum, stage) => sum + stage.passed, 0);
const failed = stages.reduce((sum, stage) => sum + stage.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
if (stages.some((stage) => stage.status !== 0)) process.exit(1);
