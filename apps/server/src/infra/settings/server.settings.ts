import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isHttpUrl, optionalText, optionalTextThat, type Settings, type SettingValues } from './setting.ts';

/** The process itself: where it listens, where its data lives, how it logs. */

/** The repository root: `npm start` runs inside apps/server (npm -w), yet `./data` means the root's. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const SERVER_SETTINGS = {
  PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(8080),
    doc: 'TCP port of the HTTP server.',
  },
  HOST: {
    schema: optionalText.default('localhost'),
    doc: 'Interface to listen on; `0.0.0.0` to accept outside connections.',
  },
  DATA_DIR: {
    schema: optionalText,
    defaultText: './data',
    doc: 'Folder for the SQLite file, media and the generated session secret. Relative paths are resolved from the folder the command was typed in; the default is `data/` at the repository root.',
  },
  DATABASE_URL: {
    schema: optionalTextThat(
      (url) => /^postgres(ql)?:\/\//.test(url),
      'must be a postgres:// URL (leave it unset for SQLite)',
    ),
    defaultText: '(unset: SQLite at DATA_DIR/kinframe.db)',
    doc: 'A `postgres://` URL to run on PostgreSQL instead of the embedded SQLite file.',
    secret: 'url-password',
  },
  APP_URL: {
    schema: optionalTextThat(isHttpUrl, 'must be an http:// or https:// URL'),
    defaultText: 'http://localhost:PORT',
    doc: 'The public URL of the web app, used in mailed links; `https://` turns on Secure cookies and HSTS.',
  },
  HTTP_IDLE_TIMEOUT_SECONDS: {
    schema: z.coerce.number().int().min(1).max(3600).default(120),
    doc: 'A connection that sends nothing for this long is closed, so an upload that stalls half way frees its spool file; event streams ping well within it.',
  },
  TRUST_PROXY: {
    schema: z.enum(['true', 'false']).default('false'),
    doc: 'Trust X-Forwarded-For (set `true` behind a load balancer).',
  },
  NODE_ENV: {
    schema: optionalText.default('development'),
    doc: '`production` hides /dev/mailbox, refuses CAPTCHA=none and skips the demo account.',
  },
  LOG_LEVEL: {
    schema: z.enum(LOG_LEVELS).default('info'),
    doc: 'fatal, error, warn, info, debug, trace or silent. Each request is logged at `debug` (slow ones, over 1 s, at `warn`).',
  },
} satisfies Settings;

/** Whether HOST is this machine alone (localhost, 127.x, ::1), so no other machine can reach the server. */
export function isLoopbackOnly(host: string): boolean {
  const name = host.toLowerCase();
  return name === 'localhost' || name === '::1' || name.startsWith('127.');
}

/** `typedIn`: the folder the command was typed in, which a relative DATA_DIR is resolved from. */
export function readServerConfig(values: SettingValues<typeof SERVER_SETTINGS>, typedIn: string) {
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR ? path.resolve(typedIn, values.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    /** null: the embedded SQLite file in dataDir. */
    databaseUrl: values.DATABASE_URL ?? null,
    appUrl,
    isHttps: appUrl.startsWith('https://'),
    /** Seconds a connection may stay silent before it is closed. */
    httpIdleTimeoutSeconds: values.HTTP_IDLE_TIMEOUT_SECONDS,
    trustProxy: values.TRUST_PROXY === 'true',
    isProduction: values.NODE_ENV === 'production',
    logLevel: values.LOG_LEVEL,
  };
}
