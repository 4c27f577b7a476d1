import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where the e2e server mails the contact-us form (CONTACT_EMAIL). */
export const OPERATOR_EMAIL = 'operator@kinframe.test';
const SERVER_DIR = join(REPO_ROOT, 'apps/server');

/** A port the kernel just handed out, so parallel runs never collide. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  /** Where its SMTP receiver of photos by mail listens (on 127.0.0.1). */
  smtpPort: number;
  env: NodeJS.ProcessEnv;
  /** The server process's id (the benchmarks read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the real server (as `npm start` does, minus the build) on a fresh data folder. */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const smtpPort = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kinframe-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    CAPTCHA: 'altcha',
    // A light proof of work: the widget solves it for real, in well under a second.
    ALTCHA_MAX_NUMBER: '2000',
    LOG_LEVEL: 'warn',
    // Pages made by newAppPage say which home they come from (X-Forwarded-For), so the login limit
    // per address holds per home, as behind a load balancer, and not for the whole suite at once.
    TRUST_PROXY: 'true',
    SMTP_INBOUND_PORT: String(smtpPort),
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env });
  await waitForListening(child, url);
  return {
    url,
    smtpPort,
    env,
    pid: child.pid ?? 0,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Kinframe listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server at ${url} exited with ${code}:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
