// How long a server process takes from its start to listening: `node --import tsx src/main.ts`, as
// `npm start` runs it (minus the build), with each role of the scaled-out topology on its own
// (--services=web, worker, smtp) and all at once, on SQLite with a fresh data folder each start.
// With `--against <checkout>` the same starts of another checkout's server (one with its own
// node_modules, e.g. a `git worktree` of an earlier commit) take turns with this one's: the ratio of
// medians is the change.
//
//   npm run bench:server-start [-- --runs 7 --against ../base]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findFreePort } from '../e2e/support/server.ts';
import { fixed, percentile } from './support/stats.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '7' }, against: { type: 'string' } },
});
const RUNS = Number(values.runs);
const HERE = path.resolve(import.meta.dirname, '..');
const checkouts = [
  { name: 'this', root: HERE },
  ...(values.against ? [{ name: 'against', root: path.resolve(values.against) }] : []),
];

/** Each role and the line its process prints once it is ready. */
const ROLES = [
  { services: 'web,worker,smtp', ready: 'Kinframe listening on' },
  { services: 'web', ready: 'Kinframe listening on' },
  { services: 'worker', ready: 'Kinframe worker running' },
  { services: 'smtp', ready: 'Kinframe receiving photos by mail' },
];

/** One start: milliseconds from spawn to the ready line, then the process is stopped. */
async function timeStart(root: string, services: string, ready: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-start-'));
  const [port, smtpPort] = [await findFreePort(), await findFreePort()];
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', `--services=${services}`], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      SMTP_INBOUND_PORT: String(smtpPort),
      SMTP_INBOUND_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    return await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`no "${ready}" within 60 s:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(ready)) {
          clearTimeout(timer);
          resolve(performance.now() - began);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`exited with ${code} before "${ready}":\n${output}`)));
    });
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('close', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Server start to ready, median of ${RUNS} starts each (after one warm-up), on SQLite`);
for (const role of ROLES) {
  const times = new Map<string, number[]>(checkouts.map((checkout) => [checkout.name, []]));
  for (const checkout of checkouts) await timeStart(checkout.root, role.services, role.ready);
  for (let run = 0; run < RUNS; run += 1) {
    // Taking turns, so a machine that slows down slows both alike.
    for (const checkout of checkouts) {
      times.get(checkout.name)?.push(await timeStart(checkout.root, role.services, role.ready));
    }
  }
  const medians = checkouts.map((checkout) => percentile(times.get(checkout.name) ?? [], 50));
  const cells = checkouts.map(
    (checkout, index) => `${checkout.name} ${fixed(medians[index] ?? Number.NaN, 0).padStart(5)} ms`,
  );
  const ratio = medians.length === 2 ? `   this / against ${fixed((medians[0] ?? 0) / (medians[1] ?? 1), 2)}` : '';
  console.log(`  --services=${role.services.padEnd(16)} ${cells.join('   ')}${ratio}`);
}
