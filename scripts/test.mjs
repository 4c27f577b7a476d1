// `npm test`: every test. Unit and integration tests first (on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set), then the browser flows in Debian's Chromium against a built web app.
import { spawnSync } from 'node:child_process';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

if (process.env.TEST_DATABASE_URL) {
  console.log(`Database tests run on SQLite and on PostgreSQL (${new URL(process.env.TEST_DATABASE_URL).host}).`);
} else {
  console.log('Database tests run on SQLite only: set TEST_DATABASE_URL=postgres://... to run them on PostgreSQL too.');
}

const unit = run('npx', ['vitest', 'run', '--project', 'contract', '--project', 'server', '--project', 'web']);
const e2e = run('npm', ['run', '--silent', 'test:e2e']);
if (unit !== 0 || e2e !== 0) {
  console.error(`Tests failed: ${unit !== 0 ? 'unit/integration ' : ''}${e2e !== 0 ? 'end-to-end' : ''}`);
  process.exit(1);
}
