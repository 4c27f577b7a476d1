import {
  checkEmail,
  checkName,
  checkPassword,
  checkRequired,
  checkUsername,
  collectIssues,
  DEFAULT_LOCALE,
  type ExistsAnswer,
  type FieldError,
  type Issue,
  isCountryCode,
  type LoginForm,
  type SignUpForm,
  type SignUpPolicy,
  type Tier,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Captcha } from '../../infra/captcha/index.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../infra/security/passwords.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import { type AccountService, normalizeIdentifier } from '../account/account.service.ts';
import type { EmailConfirmationService } from '../account/email-confirmation.service.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { InvitationsService } from '../invitations/invitations.service.ts';
import type { LoginThrottle } from './login-throttle.ts';

/**
 * The existence check answers whether an address or username has an account: bounded per client
 * address, under one key with the SMTP receiver's unknown recipients (which tell the same).
 */
export const EXISTENCE_CHECKS_PER_ADDRESS = { max: 60, windowMinutes: 10 };
export const existenceKey = (clientAddress: string) => `exists-ip:${clientAddress}`;

import type { SessionService } from './session.service.ts';

function refusalOf(policy: Exclude<SignUpPolicy, 'open'>) {
  return policy === 'closed' ? ('sign_up_closed' as const) : ('sign_up_invitation_only' as const);
}

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

export interface Credentials {
  email: string;
  username: string;
  password: string;
}

/** The rules every new account meets, whether it signs up on the web or the operator creates it. */
function checkCredentials(credentials: Credentials, mailDomain: string): FieldError[] {
  return collectIssues({
    username: checkUsername(credentials.username),
    password: checkPassword(credentials.password, credentials.username),
    email: checkEmail(credentials.email.trim(), mailDomain),
  });
}

/**
 * Sign-up sends the username as the product address (`anna@kinframe.local`); the account is
 * `anna`. Null when the value does not end with our domain.
 */
export function usernameFromProductEmail(value: string, mailDomain: string): string | null {
  const suffix = `@${mailDomain}`;
  return value.toLowerCase().endsWith(suffix) ? value.slice(0, -suffix.length) : null;
}

export function checkCountry(country: string): Issue | null {
  // An unknown code is no more a country than an empty one.
  return checkRequired('country', country) ?? (isCountryCode(country) ? null : checkRequired('country', ''));
}

/** The sign-up username must be the product address; anything else is not the spec's payload. */
function checkProductAddress(value: string, mailDomain: string): Issue | null {
  if (usernameFromProductEmail(value, mailDomain) !== null) return null;
  return checkRequired('username', value) ?? { code: 'validation_failed' };
}

function checkSignUp(form: SignUpForm, mailDomain: string): { username: string; errors: FieldError[] } {
  const username = usernameFromProductEmail(form.username, mailDomain) ?? form.username;
  const errors = collectIssues({
    username: checkProductAddress(form.username, mailDomain) ?? checkUsername(username),
    password: checkPassword(form.password, username),
    firstName: checkName('firstName', form.firstName),
    lastName: checkName('lastName', form.lastName),
    country: checkCountry(form.country),
    email: checkEmail(form.email.trim(), mailDomain),
  });
  return { username, errors };
}

/** How a new account gets in: the plan it starts on, and what it takes when it is not the first. */
interface Admission {
  plan: Tier;
  /** An invitation link's token: counted with the account, and its plan wins. */
  invitation?: string;
  /** Without an invitation, only the first account (the owner) may be made: else this refusal. */
  refusalUnlessFirst?: 'sign_up_closed' | 'sign_up_invitation_only';
}

/** Getting in: sign-up, login, sign-out and the existence check before sign-up. */
export function createAuthService(deps: {
  accounts: AccountService;
  billing: BillingService;
  sessions: SessionService;
  throttle: LoginThrottle;
  limits: RateLimits;
  captcha: Captcha;
  mailDomain: string;
  emailConfirmation: Pick<EmailConfirmationService, 'sendLink' | 'confirmCurrent'>;
  invitations: Pick<InvitationsService, 'check' | 'redeem'>;
  transactions: UnitOfWork;
  /** SIGNUP and NEW_ACCOUNT_PLAN. */
  signUp: { policy: SignUpPolicy; newAccountPlan: Tier };
}) {
  const { accounts, billing, sessions, throttle, captcha, mailDomain } = deps;

  async function refuseTaken(email: string, username: string): Promise<void> {
    if (await accounts.isEmailTaken(email)) throw new AppError('email_taken');
    if (await accounts.isUsernameTaken(username)) throw new AppError('username_taken');
  }

  /**
   * Makes an account. Sign-up, the operator's CLI and the demo account all come through here, so
   * none of them can make an account that breaks the rules. The first account of the server becomes
   * its owner (an operator, with Plus), decided in the same transaction as the account, so of two
   * first accounts made at once only one is. The slow password hash comes before the transaction.
   */
  async function makeAccount(
    account: Credentials & Partial<Pick<SignUpForm, 'firstName' | 'lastName' | 'country' | 'language'>>,
    admission: Admission,
  ) {
    const errors = checkCredentials(account, mailDomain);
    if (errors.length > 0) throw validationFailed(errors);
    await refuseTaken(account.email, account.username);
    const passwordHash = await hashPassword(account.password);
    return deps.transactions.run(async () => {
      const user = await accounts.createAccount({
        username: account.username,
        email: account.email,
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        country: account.country ?? '',
        language: account.language ?? DEFAULT_LOCALE,
        passwordHash,
      });
      const isOwner = await accounts.claimOwnership(user.id);
      let plan = admission.plan;
      let isAddressProved = false;
      if (isOwner) plan = 'plus';
      else if (admission.invitation) {
        ({ plan, provesAddress: isAddressProved } = await deps.invitations.redeem(admission.invitation, user.email));
      } else if (admission.refusalUnlessFirst) throw new AppError(admission.refusalUnlessFirst);
      await billing.setPlan(user.id, plan);
      return { ...user, is_owner: isOwner ? 1 : 0, is_operator: isOwner ? 1 : user.is_operator, isAddressProved };
    });
  }

  /**
   * Who may sign up now: SIGNUP, except that a server without accounts is open to its first one.
   * A refusal, or null when this sign-up may go on.
   */
  async function signUpRefusal(invitation: string | undefined) {
    const { policy } = deps.signUp;
    if (policy === 'open' || !(await accounts.hasAnyAccount())) return null;
    return policy === 'invite' && invitation ? null : refusalOf(policy);
  }

  return {
    /** An account the operator (or a test, or the demo) makes: on `plan`, or Plus when it is the first. */
    createAccount: (
      account: Credentials & Partial<Pick<SignUpForm, 'firstName' | 'lastName' | 'country' | 'language'>>,
      plan: Tier = 'lite',
    ) => makeAccount(account, { plan }),

    /** SIGNUP as it stands now: `open` while the server has no account. */
    async signUpPolicyNow(): Promise<SignUpPolicy> {
      return (await signUpRefusal(undefined)) ? deps.signUp.policy : 'open';
    },

    async signUp(form: SignUpForm, client: Client) {
      const { username, errors } = checkSignUp(form, mailDomain);
      if (errors.length > 0) throw validationFailed(errors);
      const email = form.email.trim();
      // Refused before the captcha is spent, and before the slow work.
      const refusal = await signUpRefusal(form.invitation);
      if (refusal) throw new AppError(refusal);
      if (form.invitation) await deps.invitations.check(form.invitation, email);
      if (!(await captcha.verify(form.token, client.ip))) throw new AppError('captcha_failed');
      const user = await makeAccount(
        { ...form, email, username },
        {
          plan: deps.signUp.newAccountPlan,
          invitation: form.invitation,
          // The check above ran before the account existed: a first sign-up beaten by another
          // first one must not slip in past SIGNUP.
          refusalUnlessFirst: deps.signUp.policy === 'open' ? undefined : refusalOf(deps.signUp.policy),
        },
      );
      const session = await sessions.startSession(user.id, client);
      // An invitation mailed to this address alone proved it: no link to open, no notice to read.
      if (user.isAddressProved) await deps.emailConfirmation.confirmCurrent(user.id);
      // The account works without it; a link that could not go out is sent again from the app.
      else await deps.emailConfirmation.sendLink(user.id).catch(() => undefined);
      return session;
    },

    async login(form: LoginForm, client: Client) {
      const identifier = normalizeIdentifier(form.email);
      const user = identifier ? await accounts.findByLogin(identifier) : undefined;
      // Counted per account, not per spelling: guesses by email and by username share one budget.
      const isPasswordRight = await throttle.attempt(user?.email ?? identifier, client.ip, () =>
        user ? verifyPassword(user.password_hash, form.password) : verifyDecoyPassword(form.password),
      );
      if (!user || !isPasswordRight) throw new AppError('invalid_credentials');
      // Told only to whoever knows the password, so it says nothing to a guesser.
      if (user.sign_in_disabled_at !== null) throw new AppError('sign_in_disabled');
      return sessions.startSession(user.id, client);
    },

    /** One key per field asked, true when taken. */
    async exists(form: { email?: string; username?: string }, client: Client): Promise<ExistsAnswer> {
      await deps.limits.take([{ key: existenceKey(client.ip), ...EXISTENCE_CHECKS_PER_ADDRESS }]);
      const answer: ExistsAnswer = {};
      if (form.email !== undefined) answer.email = await accounts.isEmailTaken(form.email);
      if (form.username !== undefined) {
        const username = usernameFromProductEmail(form.username, mailDomain) ?? form.username;
        answer.username = await accounts.isUsernameTaken(username);
      }
      return answer;
    },
  };
}
