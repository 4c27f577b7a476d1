import type { AppContext } from './context.ts';
import { createAccountRepo } from './modules/account/account.repo.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAuthRepo } from './modules/auth/auth.repo.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createPasswordResetService } from './modules/auth/password-reset.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createBillingRepo } from './modules/billing/billing.repo.ts';
import { createBillingService } from './modules/billing/billing.service.ts';
import { createMailService } from './modules/mail/mail.service.ts';

/** Wires each module's service to its repository and to the services it may call. */
export function createServices(context: AppContext) {
  const { config, db, clock, mailer, captcha } = context;
  const accounts = createAccountService({ repo: createAccountRepo(db), clock, mailDomain: config.mailDomain });
  const billing = createBillingService({ repo: createBillingRepo(db), clock });
  const mail = createMailService({ mailer, db });
  const authRepo = createAuthRepo(db);
  const sessions = createSessionService({ repo: authRepo, clock });
  const auth = createAuthService({
    accounts,
    billing,
    sessions,
    throttle: createLoginThrottle({ repo: authRepo, clock }),
    captcha,
    mailDomain: config.mailDomain,
  });
  const passwordReset = createPasswordResetService({
    repo: authRepo,
    accounts,
    mail,
    clock,
    appUrl: config.appUrl,
    ttlMinutes: config.resetTokenTtlMinutes,
  });
  return { accounts, billing, mail, sessions, auth, passwordReset };
}

export type Services = ReturnType<typeof createServices>;
