// The scaled-out topology on one machine, as production runs it: PostgreSQL, an S3 store (s3rver),
// nginx balancing round robin over 2 web processes, 1 worker and 1 SMTP receiver, all on 127.0.0.1
// on free ports, with fresh data that is removed at the end (also on failure, Ctrl-C or SIGTERM).
// The topology itself is scripts/cluster/topology.mjs, which the tests of cluster/ start too.
//
//   node scripts/cluster.mjs              starts it and keeps it up until Ctrl-C
//   node scripts/cluster.mjs --e2e [args] runs the browser flows that cross processes (CROSS_PROCESS_FLOWS)
//                                         against nginx (npm run test:cluster); name files to run others,
//                                         or `--all` for every flow of e2e/
//
// CLUSTER_POSTGRES_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// NGINX_PATH: the nginx binary (default /usr/sbin/nginx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCluster, REPO_ROOT, startParts, stopChild } from './cluster/topology.mjs';

/**
 * The browser flows whose work crosses the cluster's processes, each for what it proves there. The
 * other flows (one web process's screens, a private server of their own) prove nothing more on the
 * cluster than in `npm test`; cluster/across-processes.test.ts proves the same parts by HTTP.
 */
const CROSS_PROCESS_FLOWS = [
  // Sessions, CSRF and the login throttle on two web processes; a mailed reset link; the CLI's plan change.
  'e2e/getting-in.test.ts',
  // Uploads to S3 through either web process, renditions on the worker, a prepared download mailed.
  'e2e/library.test.ts',
  // SMTP process -> worker -> the open tab told through the realtime bus.
  'e2e/mail-in.test.ts',
  // A frame's event stream on one web process hearing changes made through the other.
  'e2e/frames.test.ts',
  'e2e/frame-remote.test.ts',
  // The connectors' watch leases and sync jobs on the worker, against the Dropbox stand-in process.
  'e2e/connected-albums.test.ts',
  // Archives read from S3 by byte ranges on the worker; a Flickr import through its stand-in.
  'e2e/imports.test.ts',
  // A friend request heard live by the other person's tab, whichever process served it.
  'e2e/notifications.test.ts',
  // A request mailed to the operator and their answer through the SMTP process into the open ticket.
  'e2e/support.test.ts',
];

const args = process.argv.slice(2);
const runE2e = args[0] === '--e2e';
const e2eArgs = runE2e ? args.slice(1) : [];
const namesFiles = e2eArgs.some((arg) => arg === '--all' || arg.endsWith('.test.ts'));
const vitestArgs = [...e2eArgs.filter((arg) => arg !== '--all'), ...(namesFiles ? [] : CROSS_PROCESS_FLOWS)];

function log(message) {
  process.stdout.write(`[cluster] ${message}\n`);
}

const cluster = createCluster({ e2e: runE2e, log });
/** The e2e run, stopped (with its browsers) before the topology goes. */
let vitest = null;

async function stopAll() {
  if (vitest) await stopChild(vitest, 'SIGTERM', true);
  await cluster.stop();
}

function buildWebIfMissing() {
  if (existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) return;
  log('apps/web/dist is missing: building the web app');
  const status = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' }).status;
  if (status !== 0) throw new Error('the web app did not build');
}

function runVitest(started) {
  return new Promise((resolve) => {
    // In a process group of its own, so a stop reaches its workers and their browsers too.
    const entry = join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
    vitest = spawn(process.execPath, [entry, 'run', '--project', 'e2e', ...vitestArgs], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        E2E_SERVER_URL: started.url,
        // The operator CLI (e2e/support/app.ts admin) works on the cluster's data from a folder of its own.
        E2E_SERVER_ENV: JSON.stringify({ ...started.env, DATA_DIR: join(started.workDir, 'cli') }),
      },
    });
    vitest.once('exit', (code) => {
      resolve(code ?? 1);
    });
  });
}

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      log(`${signal}: stopping`);
      void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  if (runE2e) buildWebIfMissing();
  // A failed start rejects only once the start has given up too, so stopAll on the way out leaves
  // nothing starting.
  const started = await startParts(cluster);
  if (!runE2e) {
    log(`running until Ctrl-C; the web app: ${started.url}`);
    await cluster.died;
  }
  const began = Date.now();
  const status = await Promise.race([runVitest(started), cluster.died]);
  log(`browser flows against the cluster ended with ${status} after ${((Date.now() - began) / 1000).toFixed(0)} s`);
  return status;
}

main()
  .then(async (status) => {
    await stopAll();
    process.exit(status);
  })
  .catch(async (error) => {
    process.stderr.write(`[cluster] ${error instanceof Error ? error.message : String(error)}\n`);
    cluster.printLogs();
    await stopAll();
    process.exit(1);
  });
