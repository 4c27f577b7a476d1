import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, ConfigError, loadConfig, REPO_ROOT } from './config.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('configuration', () => {
  it('has working defaults: port 8080, SQLite under ./data at the repository root, ALTCHA, outbox', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: null,
      appUrl: 'http://localhost:8080',
      isHttps: false,
      mailDomain: 'kinframe.local',
      smtpUrl: null,
      mailFrom: 'Kinframe <no-reply@kinframe.local>',
      captcha: { provider: 'altcha' },
      altchaMaxNumber: 50_000,
      resetTokenTtlMinutes: 60,
      isProduction: false,
    });
  });

  it('resolves a relative DATA_DIR from where the command was typed (npm INIT_CWD)', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, DATA_DIR: 'mine', INIT_CWD: '/srv/kinframe' }).dataDir).toBe(
      '/srv/kinframe/mine',
    );
  });

  it('follows APP_URL to https for secure cookies', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, APP_URL: 'https://photos.example.org/' });
    expect(config.appUrl).toBe('https://photos.example.org');
    expect(config.isHttps).toBe(true);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET, PORT: '' }).port).toBe(8080);
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT="eighty": /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT="70000": /],
    [{ DATABASE_URL: 'mysql://db' }, /DATABASE_URL="mysql:\/\/db": must be a postgres:\/\/ URL/],
    [{ CAPTCHA: 'hcaptcha' }, /^Invalid configuration: CAPTCHA="hcaptcha": /],
    [{ CAPTCHA: 'recaptcha' }, /recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY/],
    [{ CAPTCHA: 'none', NODE_ENV: 'production' }, /none is refused in production/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET=\(hidden\): must be at least 32 characters long/],
    [{ APP_URL: 'photos.example.org' }, /APP_URL="photos.example.org": must be an http/],
    [{ ALTCHA_MAX_NUMBER: '0' }, /ALTCHA_MAX_NUMBER/],
    [{ BILLING_PROVIDER: 'stripe' }, /stripe needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID/],
    [{ BILLING_PROVIDER: 'paypal' }, /^Invalid configuration: BILLING_PROVIDER="paypal": /],
    [{ CONTACT_EMAIL: 'operator' }, /CONTACT_EMAIL="operator": must be an email address/],
    [{ INBOUND_MAIL_SECRET: 'short' }, /INBOUND_MAIL_SECRET=\(hidden\): must be at least 16 characters/],
    [
      { DATABASE_URL: 'mysql://kinframe:hunter2@db/kinframe' },
      /DATABASE_URL="mysql:\/\/kinframe:\(hidden\)@db\/kinframe"/,
    ],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig({ SESSION_SECRET: SECRET, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: SECRET, ...env })).toThrow(message);
  });

  it('takes no payment and has no contact form unless told; Stripe with its keys', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET })).toMatchObject({ billing: { provider: 'none' }, contactEmail: null });
    const stripe = loadConfig({
      SESSION_SECRET: SECRET,
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
      CONTACT_EMAIL: 'hello@example.org',
    });
    expect(stripe).toMatchObject({
      billing: { provider: 'stripe', secretKey: 'sk_test_1', priceId: 'price_1', apiBase: 'https://api.stripe.com' },
      contactEmail: 'hello@example.org',
    });
  });

  it('opens sign-up with Plus on a server of this machine alone, by invitation when others reach it', () => {
    expect(loadConfig({ SESSION_SECRET: SECRET }).signUp).toEqual({ policy: 'open', newAccountPlan: 'plus' });
    expect(loadConfig({ SESSION_SECRET: SECRET, HOST: '127.0.0.1' }).signUp.policy).toBe('open');
    expect(loadConfig({ SESSION_SECRET: SECRET, HOST: '::1' }).signUp.policy).toBe('open');
    expect(loadConfig({ SESSION_SECRET: SECRET, HOST: '0.0.0.0' }).signUp).toEqual({
      policy: 'invite',
      newAccountPlan: 'plus',
    });
    expect(loadConfig({ SESSION_SECRET: SECRET, HOST: 'photos.example.org' }).signUp.policy).toBe('invite');
  });

  it('keeps the paid flow when Plus is sold online: anyone signs up, on Lite', () => {
    const stripe = {
      SESSION_SECRET: SECRET,
      HOST: '0.0.0.0',
      BILLING_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_ID: 'price_1',
    };
    expect(loadConfig(stripe).signUp).toEqual({ policy: 'open', newAccountPlan: 'lite' });
    expect(loadConfig({ ...stripe, SIGNUP: 'closed', NEW_ACCOUNT_PLAN: 'plus' }).signUp).toEqual({
      policy: 'closed',
      newAccountPlan: 'plus',
    });
    expect(() => loadConfig({ SESSION_SECRET: SECRET, SIGNUP: 'anyone' })).toThrow(
      /^Invalid configuration: SIGNUP="anyone": /,
    );
    expect(() => loadConfig({ SESSION_SECRET: SECRET, NEW_ACCOUNT_PLAN: 'gold' })).toThrow(
      /^Invalid configuration: NEW_ACCOUNT_PLAN="gold": /,
    );
  });

  it('documents every variable it reads, each in words (README holds them: config-docs.test.ts)', () => {
    expect(CONFIG_DOCS.filter((doc) => doc.description.trim().length < 10).map((doc) => doc.name)).toEqual([]);
  });

  it('marks every key and secret as secret, so no printout of configuration shows one', () => {
    const secretByName = CONFIG_DOCS.filter((doc) => /SECRET|PASSWORD|TOKEN_KEY/.test(doc.name));
    expect(secretByName.filter((doc) => doc.secret !== true).map((doc) => doc.name)).toEqual([]);
  });
});
