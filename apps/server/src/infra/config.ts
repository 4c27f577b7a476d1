import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's configuration, read once from the environment at start and validated, so a typo in
 * a variable stops the process with one clear line instead of failing later in a request.
 */

/** The repository root: `npm start` runs inside apps/server (npm -w), yet `./data` means the root's. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable with what it does and its default: README's configuration table is made from this. */
export const CONFIG_DOCS = [
  { name: 'PORT', default: '8080', description: 'TCP port of the HTTP server.' },
  {
    name: 'HOST',
    default: 'localhost',
    description: 'Interface to listen on; `0.0.0.0` to accept outside connections.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Folder for the SQLite file, media and the generated session secret. Relative paths are resolved from the folder the command was typed in; the default is `data/` at the repository root.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: SQLite at DATA_DIR/kinframe.db)',
    description: 'A `postgres://` URL to run on PostgreSQL instead of the embedded SQLite file.',
  },
  {
    name: 'APP_URL',
    default: 'http://localhost:PORT',
    description: 'The public URL of the web app, used in mailed links; `https://` turns on Secure cookies and HSTS.',
  },
  {
    name: 'MAIL_DOMAIN',
    default: 'kinframe.local',
    description: "The product's own mail domain: every user receives photos at <username>@MAIL_DOMAIN.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset: outbox)',
    description:
      'SMTP server for outgoing mail, e.g. `smtp://user:pass@mail.example.com:587`. Unset: mails are kept in the outbox table and shown at /dev/mailbox.',
  },
  { name: 'MAIL_FROM', default: 'Kinframe <no-reply@MAIL_DOMAIN>', description: 'Sender of outgoing mail.' },
  {
    name: 'CAPTCHA',
    default: 'altcha',
    description:
      'Sign-up captcha: `altcha` (self-hosted proof of work), `recaptcha` (Google reCAPTCHA v2) or `none` (development only).',
  },
  { name: 'RECAPTCHA_SITE_KEY', default: '', description: 'reCAPTCHA v2 site key; required when CAPTCHA=recaptcha.' },
  {
    name: 'RECAPTCHA_SECRET_KEY',
    default: '',
    description: 'reCAPTCHA v2 secret key; required when CAPTCHA=recaptcha.',
  },
  {
    name: 'ALTCHA_MAX_NUMBER',
    default: '50000',
    description: 'ALTCHA difficulty: the largest number the browser may have to try.',
  },
  {
    name: 'SESSION_SECRET',
    default: '(generated once into DATA_DIR/session-secret)',
    description:
      'Key that signs CSRF tokens and captcha challenges; set the same value on every process when scaled out.',
  },
  {
    name: 'RESET_TOKEN_TTL_MINUTES',
    default: '60',
    description: 'How long a password reset link stays valid.',
  },
  { name: 'TRUST_PROXY', default: 'false', description: 'Trust X-Forwarded-For (set `true` behind a load balancer).' },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: '`production` hides /dev/mailbox, refuses CAPTCHA=none and skips the demo account.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
] as const;

const optionalText = z.string().trim().optional();

const ConfigVariables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: optionalText.default('localhost'),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
    message: 'must be a postgres:// URL (leave it unset for SQLite)',
  }),
  APP_URL: optionalText.refine((url) => url === undefined || /^https?:\/\/[^/]+/.test(url), {
    message: 'must be an http:// or https:// URL',
  }),
  MAIL_DOMAIN: optionalText.default('kinframe.local').refine((domain) => /^[a-z0-9.-]+\.[a-z0-9-]+$/i.test(domain), {
    message: 'must be a domain name such as kinframe.local',
  }),
  SMTP_URL: optionalText.refine((url) => url === undefined || /^smtps?:\/\//.test(url), {
    message: 'must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optionalText,
  CAPTCHA: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  RECAPTCHA_SITE_KEY: optionalText,
  RECAPTCHA_SECRET_KEY: optionalText,
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  SESSION_SECRET: optionalText.refine((secret) => secret === undefined || secret.length >= 32, {
    message: 'must be at least 32 characters long',
  }),
  RESET_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  NODE_ENV: optionalText.default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

/** The names of the variables read, for the test that CONFIG_DOCS misses none. */
export const CONFIG_VARIABLE_NAMES = Object.keys(ConfigVariables.shape);

const ConfigEnv = ConfigVariables.superRefine((env, issues) => {
  if (env.CAPTCHA === 'recaptcha' && !(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)) {
    issues.addIssue({
      code: 'custom',
      path: ['CAPTCHA'],
      message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
    });
  }
  if (env.CAPTCHA === 'none' && env.NODE_ENV === 'production') {
    issues.addIssue({ code: 'custom', path: ['CAPTCHA'], message: 'none is refused in production' });
  }
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** null: the embedded SQLite file in dataDir. */
  databaseUrl: string | null;
  appUrl: string;
  isHttps: boolean;
  mailDomain: string;
  smtpUrl: string | null;
  mailFrom: string;
  captcha: { provider: CaptchaProvider; recaptchaSiteKey: string | null; recaptchaSecretKey: string | null };
  altchaMaxNumber: number;
  sessionSecret: string;
  resetTokenTtlMinutes: number;
  trustProxy: boolean;
  isProduction: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class ConfigError extends Error {}

/**
 * Environment -> Config. Pure but for the session secret, which is read from (or, the first time,
 * written to) DATA_DIR when it is not given, so sessions survive restarts without any setup.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means unset, as in a shell, rather than zero or the empty string.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = ConfigEnv.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const value = name === 'SESSION_SECRET' ? '(hidden)' : JSON.stringify(given[name] ?? '');
    throw new ConfigError(`Invalid configuration: ${name}=${value}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  // npm sets INIT_CWD to where the command was typed; `npm start` itself runs inside apps/server.
  const dataDir = e.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) : path.join(REPO_ROOT, 'data');
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    appUrl,
    isHttps: appUrl.startsWith('https://'),
    mailDomain: e.MAIL_DOMAIN.toLowerCase(),
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Kinframe <no-reply@${e.MAIL_DOMAIN.toLowerCase()}>`,
    captcha: {
      provider: e.CAPTCHA,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? null,
      recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY ?? null,
    },
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    resetTokenTtlMinutes: e.RESET_TOKEN_TTL_MINUTES,
    trustProxy: e.TRUST_PROXY === 'true',
    isProduction: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
  };
}

/** Like loadConfig, but a bad configuration ends the process with one line on stderr. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: when two processes start together, the first one's secret wins and both read it.
      writeFileSync(file, crypto.getRandomValues(Buffer.alloc(48)).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
