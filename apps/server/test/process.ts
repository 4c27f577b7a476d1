import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs one of the server's entry points (`src/main.ts`, `src/cli/admin.ts`) as npm scripts do. */
export function runEntry(entry: string, args: string[], env: Record<string, string>, timeoutMs = 20_000): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      { cwd: SERVER_DIR, env: { PATH: process.env.PATH ?? '', ...env }, timeout: timeoutMs },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * Signs in over real HTTP as the web app does (CSRF cookie first, then the multipart login), for
 * tests of a server started as a process. The headers every later call needs, or null when refused.
 */
export async function signInOverHttp(
  url: string,
  login: string,
  password: string,
): Promise<{ cookie: string; 'x-csrftoken': string } | null> {
  const csrf = (await fetch(`${url}/api/v3/is-logged-in`)).headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const form = new FormData();
  form.set('email', login);
  form.set('password', password);
  const answer = await fetch(`${url}/api/www-login/`, {
    method: 'POST',
    body: form,
    headers: { cookie: csrf, 'x-csrftoken': csrf.split('=')[1] ?? '', 'x-webapp-version': '2' },
  });
  if (answer.status !== 200) return null;
  // The login sets the session and a fresh CSRF token, which replace what came before.
  const cookies = new Map<string, string>();
  for (const cookie of [csrf, ...answer.headers.getSetCookie().map((set) => set.split(';')[0] ?? '')]) {
    const [name, value] = cookie.split('=');
    if (name && value) cookies.set(name, value);
  }
  return {
    cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    'x-csrftoken': cookies.get('csrftoken') ?? '',
  };
}

/** The server started as a process (`src/main.ts`, every role in one), as tests of real crashes need it. */
export interface RunningServer {
  child: ChildProcess;
  url: string;
  stdout: () => string;
}

/** Starts the server on a free port of 127.0.0.1 with `env` (DATA_DIR at least); resolves once it listens. */
export function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SMTP_INBOUND_PORT: '0',
      ...(process.env.MEDIA_TOOLS ? { MEDIA_TOOLS: process.env.MEDIA_TOOLS } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.resume();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start: ${stdout}`)), 30_000);
    const look = () => {
      const match = stdout.match(/Kinframe listening on (http:\/\/\S+)/);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', look);
      resolve({ child, url: match[1], stdout: () => stdout });
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${stdout}`)));
  });
}

/** SIGKILL: no handler runs, nothing is flushed; resolves once the process is gone. */
export function killHard(running: RunningServer): Promise<void> {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode !== null) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}
