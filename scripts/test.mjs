// `npm test`: every test. Unit and integration tests first (on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser flows in Debian's Chromium against a built web app.
// Ends with one plain line of totals, `N passed, N failed`, for CI to read.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'kinframe-test-'));

function run(command, args) {
  return spawnSync(command, args, { stdio: 'inherit', env: process.env }).status ?? 1;
}

/** Runs vitest with its usual output plus a JSON report, and returns the exit code and counts. */
function vitest(name, args) {
  const report = join(reports, `${name}.json`);
  const status = run('npx', [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
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
rmSync(reports, { recursive: true, force: true });

console.log(`\n${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
if (unit.status !== 0 || e2e.status !== 0) process.exit(1);
