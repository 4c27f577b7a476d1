import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables as Kysely sees them. Timestamps are ISO 8601 text in UTC (`Date.toISOString()`) on
 * both databases: the same fixed-width format sorts and compares correctly as text, and reads the
 * same in SQLite and PostgreSQL. Emails and usernames are stored lower-cased, so uniqueness and
 * look-ups are case-insensitive everywhere without dialect-specific collations.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  country: string;
  contact_email: string;
  language: string;
  password_hash: string;
  avatar_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie's token: a leaked table does not let anyone in. */
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** `account:<identifier>` or `ip:<address>`. */
  key: string;
  attempted_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_name: string;
  status: string;
  /** In cents, so money never goes through a float in the database. */
  price_cents: number;
  currency: string;
  frequency: string;
  trial_start_date: string | null;
  next_billing_date: string | null;
  /** Which billing provider manages it: `none` (the operator) now, `stripe` later. */
  provider: string;
  provider_ref: string | null;
  created_at: string;
  updated_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface CaptchaSolutionsTable {
  signature: string;
  expires_at: string;
}

export interface Schema {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  login_attempts: LoginAttemptsTable;
  subscriptions: SubscriptionsTable;
  outbox: OutboxTable;
  captcha_solutions: CaptchaSolutionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
