import { execFile } from 'node:child_process';
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
