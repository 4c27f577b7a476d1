// bench/api-baseline: requests per second of GET /api/v3/is-logged-in on the real server (every
// hook on: session lookup in the database, CSRF cookie, security headers) against a bare Fastify
// route answering the same JSON, in one run, one after the other on the same machine.
// Usage: npm run bench:api-baseline [-- seconds per measurement, default 10]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT, startServer } from '../e2e/support/server.ts';
import { startBare } from './support/bare.ts';
import { measureGet, type Throughput } from './support/measure.ts';
import { signIn } from './support/session.ts';

const seconds = Number(process.argv[2] ?? 10);

function line(label: string, t: Throughput): string {
  return `${label.padEnd(30)} ${t.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${t.p50Ms} ms   p97.5 ${t.p97_5Ms} ms   errors ${t.errors}`;
}

const bare = await startBare();
const app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn' });
try {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/admin.ts',
      'user:create',
      'bench@example.com',
      'bench',
      'Bench-2026!',
      '--plan',
      'plus',
    ],
    {
      cwd: join(REPO_ROOT, 'apps/server'),
      env: app.env,
    },
  );
  const cookie = await signIn(app.url, 'bench@example.com', 'Bench-2026!');
  const path = '/api/v3/is-logged-in';
  // Warm both up so the JIT and the database caches are in the same state.
  await measureGet(bare.url + path, 2);
  await measureGet(app.url + path, 2, { cookie });
  const baseline = await measureGet(bare.url + path, seconds);
  const anonymous = await measureGet(app.url + path, seconds);
  const signedIn = await measureGet(app.url + path, seconds, { cookie });
  console.log(line('bare Fastify route', baseline));
  console.log(line('Kinframe, anonymous', anonymous));
  console.log(line('Kinframe, signed in', signedIn));
  console.log(`ratio anonymous / bare: ${(anonymous.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
  console.log(`ratio signed in / bare: ${(signedIn.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`);
} finally {
  bare.stop();
  await app.stop();
}
