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
