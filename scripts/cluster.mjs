// The scaled-out topology on one machine, as production runs it: PostgreSQL, an S3 store (s3rver),
// nginx balancing round robin over 2 web processes, 1 worker and 1 SMTP receiver, all on 127.0.0.1
// on free ports, with fresh data that is removed at the end (also on failure, Ctrl-C or SIGTERM).
//
//   node scripts/cluster.mjs              starts it and keeps it up until Ctrl-C
//   node scripts/cluster.mjs --e2e [args] runs the browser flows of e2e/ against nginx (npm run test:cluster)
//
// CLUSTER_POSTGRES_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// NGINX_PATH: the nginx binary (default /usr/sbin/nginx).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIR = join(REPO_ROOT, 'apps/server');
const POSTGRES_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** s3rver checks every signature against its fixed key pair, as S3 would against real ones. */
const S3_KEY = 'S3RVER';
const BUCKET = 'kinframe-cluster';
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
/** Where the e2e flows mail the contact-us form; the same as e2e/support/server.ts. */
const OPERATOR_EMAIL = 'operator@kinframe.test';

const args = process.argv.slice(2);
const runE2e = args[0] === '--e2e';
const vitestArgs = runE2e ? args.slice(1) : [];

const workDir = mkdtempSync(join(tmpdir(), 'kinframe-cluster-'));
/** What to undo, newest first. */
const cleanups = [];
let isStopping = false;
/** Rejects when a part of the topology stops on its own: the run fails then rather than hang. */
let reportDeath;
const died = new Promise((_, reject) => {
  reportDeath = reject;
});
let hasDied = false;
died.catch(() => {
  hasDied = true;
});

function log(message) {
  process.stdout.write(`[cluster] ${message}\n`);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A child whose output goes to a log file (stderr also to ours, prefixed), stopped at the end. */
function startChild(name, command, commandArgs, options) {
  const logFile = join(workDir, `${name}.log`);
  const out = createWriteStream(logFile);
  const child = spawn(command, commandArgs, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  // A missing binary (nginx not installed) is reported by waitFor as an exit, not thrown here.
  child.once('error', (error) => {
    output += `${error.message}\n`;
    child.emit('exit', 127, null);
  });
  let output = '';
  const listeners = new Set();
  const onData = (chunk) => {
    const text = chunk.toString();
    output += text;
    out.write(chunk);
    for (const listener of listeners) listener(output);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', (chunk) => {
    onData(chunk);
    // The AWS SDK's notice about future Node versions says nothing about this run.
    if (chunk.toString().includes('NodeVersionSupportWarning')) return;
    for (const line of chunk.toString().split('\n').filter(Boolean)) process.stderr.write(`[${name}] ${line}\n`);
  });
  child.once('exit', (code, signal) => {
    out.end();
    if (!isStopping) reportDeath(new Error(`${name} exited (${signal ?? code}):\n${output.slice(-1500)}`));
  });
  cleanups.push(() => stopChild(child, name === 'nginx' ? 'SIGQUIT' : 'SIGTERM'));
  return {
    child,
    name,
    /** Resolves with the output once it contains `text`; rejects if the child exits first. */
    waitFor(text) {
      return withTimeout(
        new Promise((resolve, reject) => {
          died.catch(reject);
          const check = (all) => {
            if (!all.includes(text)) return false;
            listeners.delete(check);
            resolve(all);
            return true;
          };
          if (check(output)) return;
          listeners.add(check);
          child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output.slice(-2000)}`)));
        }),
        START_TIMEOUT_MS,
        `${name} (waiting for "${text}")`,
      );
    },
  };
}

function stopChild(child, signal = 'SIGTERM', wholeGroup = false) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const send = (name) => {
    try {
      if (wholeGroup) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      // Gone already.
    }
  };
  return new Promise((resolve) => {
    const killer = setTimeout(() => send('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    send(signal);
  });
}

/** The one cleanup; a signal and the end of the run may both ask for it, and both wait for it. */
let stopping;
function stopAll() {
  stopping ??= stopEverything();
  return stopping;
}

async function stopEverything() {
  isStopping = true;
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await withTimeout(Promise.resolve().then(cleanup), STOP_TIMEOUT_MS * 2, 'a cleanup');
    } catch (error) {
      process.stderr.write(`[cluster] cleanup: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
  rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
}

async function createDatabase() {
  const name = `kinframe_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startS3(appOrigin) {
  const directory = join(workDir, 's3');
  mkdirSync(directory);
  // Browsers upload to the bucket with a presigned POST and read it through presigned URLs.
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${appOrigin}</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
    </CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [cors] }],
  });
  const { port } = await server.run();
  cleanups.push(() => server.close());
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}

/** The local stand-in for Stripe that the e2e flows pay through; its webhooks go through nginx. */
async function startStripeStandin(appUrl) {
  const port = await freePort();
  const standin = startChild(
    'stripe',
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/test/stripe-standin.ts',
      '--port',
      String(port),
      '--webhook-url',
      `${appUrl}/api/billing/stripe/webhook`,
    ],
    { cwd: REPO_ROOT, env: process.env },
  );
  const output = await standin.waitFor('STRIPE_API_BASE=');
  const line = output.split('\n').find((text) => text.includes('STRIPE_API_BASE=')) ?? '';
  return Object.fromEntries(
    line
      .trim()
      .split(/\s+/)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}

function nginxConfig({ port, webPorts }) {
  const temp = (name) => join(workDir, 'nginx', name);
  const proxied = `
      proxy_pass http://kinframe_web;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection "";`;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstream '$upstream_addr $status $request_method $uri';
  access_log ${temp('access.log')} upstream;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # Round robin, no sticky sessions: any request may reach either web process.
  upstream kinframe_web {
${webPorts.map((webPort) => `    server 127.0.0.1:${webPort};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # Uploads stream through to the web process as they arrive; the server enforces its own limits.
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_read_timeout 300s;
    proxy_send_timeout 300s;
    # Event streams: every event reaches the browser or frame at once.
    location ~ ^/api/(v3|device/v1)/events {${proxied}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
    location / {${proxied}
    }
  }
}
`;
}

async function startNginx(webPorts) {
  const port = await freePort();
  mkdirSync(join(workDir, 'nginx'));
  const configFile = join(workDir, 'nginx', 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ port, webPorts }));
  const nginx = startChild(
    'nginx',
    NGINX,
    ['-p', join(workDir, 'nginx'), '-e', join(workDir, 'nginx', 'error.log'), '-c', configFile],
    {},
  );
  // Proof of the spread, read before the folder goes: how many requests each web process answered.
  cleanups.push(() => {
    if (!existsSync(join(workDir, 'nginx', 'access.log'))) return;
    const lines = readFileSync(join(workDir, 'nginx', 'access.log'), 'utf8')
      .split('\n')
      .filter(Boolean);
    const counts = webPorts.map((webPort) => lines.filter((line) => line.startsWith(`127.0.0.1:${webPort} `)).length);
    log(
      `nginx passed ${lines.length} requests: ${counts.map((count, index) => `web${index + 1} ${count}`).join(', ')}`,
    );
  });
  return { url: `http://127.0.0.1:${port}`, process: nginx };
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForHttp(url, what) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !hasDied) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

function tcpAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(2000);
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('220'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function startKinframe(name, services, env) {
  const dataDir = join(workDir, name);
  mkdirSync(dataDir);
  return startChild(name, process.execPath, ['--import', 'tsx', 'src/main.ts', `--services=${services}`], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, DATA_DIR: dataDir },
  });
}

async function startCluster() {
  const started = Date.now();
  const [webPorts, smtpPort] = await Promise.all([Promise.all([freePort(), freePort()]), freePort()]);
  // nginx first: its URL is APP_URL, and the S3 CORS rule and the Stripe webhooks need it.
  const nginx = await startNginx(webPorts);
  const [databaseUrl, s3, stripeEnv] = await Promise.all([
    createDatabase(),
    startS3(nginx.url),
    runE2e ? startStripeStandin(nginx.url) : Promise.resolve({}),
  ]);
  const env = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    APP_URL: nginx.url,
    DATABASE_URL: databaseUrl,
    QUEUE: 'pg-boss',
    ...s3.env,
    SESSION_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: 'true',
    SMTP_URL: '',
    SMTP_INBOUND_PORT: String(smtpPort),
    // Every request passes nginx, so the development mailbox must answer proxied requests too.
    DEV_MAILBOX: 'on',
    CAPTCHA: 'altcha',
    ALTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'warn',
    ...(runE2e ? { ALBUM_MAX_ITEMS: '4', CONTACT_EMAIL: OPERATOR_EMAIL, ...stripeEnv } : {}),
  };
  // All four start together, so their migrations race as they would in a rolling deploy.
  const web = webPorts.map((port, index) => ({
    port,
    process: startKinframe(`web${index + 1}`, 'web', { ...env, PORT: String(port) }),
  }));
  const worker = startKinframe('worker', 'worker', { ...env, PORT: '0' });
  const smtp = startKinframe('smtp', 'smtp', { ...env, PORT: '0' });
  await Promise.all([
    ...web.map((one) => one.process.waitFor('Kinframe listening on')),
    worker.waitFor('Kinframe worker running'),
    smtp.waitFor('Kinframe receiving photos by mail'),
  ]);
  await Promise.all(web.map((one) => waitForHttp(`http://127.0.0.1:${one.port}/api/health`, one.process.name)));
  // Twice through the balancer: round robin, so both web processes answer behind it.
  await waitForHttp(`${nginx.url}/api/health`, 'nginx');
  await waitForHttp(`${nginx.url}/api/health`, 'nginx');
  if (!(await tcpAnswers(smtpPort))) throw new Error(`the SMTP receiver does not greet on port ${smtpPort}`);
  log(
    `up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${nginx.url} -> web ${webPorts.join(', ')}; ` +
      `worker; smtp :${smtpPort}; ${s3.endpoint}/${BUCKET}; ${new URL(databaseUrl).pathname.slice(1)}`,
  );
  return { url: nginx.url, env };
}

function buildWebIfMissing() {
  if (existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) return;
  log('apps/web/dist is missing: building the web app');
  const status = spawnSync('npm', ['run', '--silent', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' }).status;
  if (status !== 0) throw new Error('the web app did not build');
}

function runVitest(cluster) {
  return new Promise((resolve) => {
    // In a process group of its own, so a stop reaches its workers and their browsers too.
    const vitest = join(REPO_ROOT, 'node_modules/vitest/vitest.mjs');
    const child = spawn(process.execPath, [vitest, 'run', '--project', 'e2e', ...vitestArgs], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        E2E_SERVER_URL: cluster.url,
        // The operator CLI (e2e/support/app.ts admin) works on the cluster's data from a folder of its own.
        E2E_SERVER_ENV: JSON.stringify({ ...cluster.env, DATA_DIR: join(workDir, 'cli') }),
      },
    });
    cleanups.push(() => stopChild(child, 'SIGTERM', true));
    child.once('exit', (code) => {
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
  const starting = startCluster();
  let cluster;
  try {
    cluster = await Promise.race([starting, died]);
  } catch (error) {
    // Let the start give up too (it does at once once a part died), so nothing starts after the cleanup.
    await withTimeout(
      starting.catch(() => {}),
      START_TIMEOUT_MS,
      'the start',
    ).catch(() => {});
    throw error;
  }
  if (!runE2e) {
    log(`running until Ctrl-C; the web app: ${cluster.url}`);
    await died;
  }
  const started = Date.now();
  const status = await Promise.race([runVitest(cluster), died]);
  log(`browser flows against the cluster ended with ${status} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return status;
}

main()
  .then(async (status) => {
    await stopAll();
    process.exit(status);
  })
  .catch(async (error) => {
    process.stderr.write(`[cluster] ${error instanceof Error ? error.message : String(error)}\n`);
    // The folder goes at the end: show the last words of every part first.
    for (const name of ['nginx', 'nginx/error', 'stripe', 'web1', 'web2', 'worker', 'smtp']) {
      const file = join(workDir, `${name}.log`);
      if (existsSync(file)) process.stderr.write(`--- ${name} ---\n${readFileSync(file, 'utf8').slice(-1500)}\n`);
    }
    await stopAll();
    process.exit(1);
  });
