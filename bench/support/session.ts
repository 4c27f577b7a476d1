// Accounts and sessions for the benchmarks: a Plus member made with the operator CLI, signed in
// over HTTP as the web app does.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../e2e/support/server.ts';

export const BENCH_PERSON = { email: 'bench@example.com', username: 'bench', password: 'Bench-2026!' } as const;

/** `npm run admin -- user:create ... --plan plus` against the server's data; returns nothing. */
export function createMember(env: NodeJS.ProcessEnv, person = BENCH_PERSON): void {
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/admin.ts',
      'user:create',
      person.email,
      person.username,
      person.password,
      '--plan',
      'plus',
    ],
    { cwd: join(REPO_ROOT, 'apps/server'), env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/**
 * Signs a member in over HTTP, as the web app does, and returns the Cookie header. `headers` go
 * with both requests (an X-Forwarded-For for a server behind a proxy, say).
 */
export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const first = await fetch(`${baseUrl}/api/v3/is-logged-in`, { headers });
  await first.arrayBuffer();
  const csrf =
    first.headers
      .getSetCookie()
      .find((c) => c.startsWith('csrftoken='))
      ?.split(';')[0] ?? '';
  const form = new FormData();
  form.set('email', email);
  form.set('password', password);
  const login = await fetch(`${baseUrl}/api/www-login/`, {
    method: 'POST',
    body: form,
    headers: { ...headers, cookie: csrf, 'x-csrftoken': csrf.split('=')[1] ?? '', 'x-webapp-version': '2' },
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  await login.arrayBuffer();
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  return [csrf, ...session].join('; ');
}

/** The headers a signed-in POST needs: the cookies and the CSRF token echoed. */
export function authHeaders(cookie: string): Record<string, string> {
  const token = /(?:^|; )csrftoken=([^;]*)/.exec(cookie)?.[1] ?? '';
  return { cookie, 'x-csrftoken': token, 'x-webapp-version': '2' };
}
