// The scaled-out topology on one machine, as production runs it: PostgreSQL, an S3 store (s3rver),
// nginx balancing round robin over 2 web processes, 1 worker and 1 SMTP receiver, all on 127.0.0.1
// on free ports, with fresh data that is removed at the end (also on failure, Ctrl-C or SIGTERM).
// The topology itself is scripts/cluster/topology.mjs, which the tests of cluster/ start too.
//
//   node scripts/cluster.mjs              starts it and keeps it up until Ctrl-C
//   node scripts/cluster.mjs --e2e [args] runs the browser flows of e2e/ against nginx (npm run test:cluster)
//
// CLUSTER_POSTGRES_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// NGINX_PATH: the nginx binary (default /usr/sbin/nginx).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createCluster, REPO_ROOT, startParts, stopChild } from './cluster/topology.mjs';

const args = process.argv.slice(2);
const runE2e = args[0] === '--e2e';
const vitestArgs = runE2e ? args.slice(1) : [];

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
