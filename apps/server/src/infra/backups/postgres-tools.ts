import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.ts';

/**
 * PostgreSQL's own client tools, run as child processes: pg_dump reads one consistent snapshot of
 * a live database; pg_restore brings its archive back. The password travels in PGPASSWORD, not on
 * the command line, where any user of the machine could read it.
 */

const INSTALL_ADVICE =
  "install PostgreSQL's client tools, of the server's major version or newer (Debian and Ubuntu: `apt-get install postgresql-client`), so that it is on PATH";

/** A custom-format archive of the whole database (every schema: the app's tables and pg-boss's). */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], databaseUrl);
}

/** The archive into an empty database, in one transaction: it all comes back, or none of it. */
export function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  return runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    databaseUrl,
  );
}

function runTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const { url, password } = withoutPassword(databaseUrl);
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not on PATH. On PostgreSQL, Kinframe backs up and restores with it: ${INSTALL_ADVICE}.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit code ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

function withoutPassword(databaseUrl: string): { url: string; password: string | null } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  return { url: url.toString(), password };
}
