import type { Locale } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { AccountRepo } from './account.repo.ts';

/** A person's record: who they are, how they are reached, their language. */
export interface NewAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: Locale;
  passwordHash: string;
}

/** Emails and usernames are compared without case: `Anna@Example.com` is `anna@example.com`. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase();
}

export function createAccountService(deps: { repo: AccountRepo; clock: Clock; transactions: UnitOfWork }) {
  const { repo, clock } = deps;

  return {
    findById: (userId: number) => repo.findById(userId),
    /** The operator role (users.is_operator): the operators module asks and grants it through here. */
    isOperator: repo.isOperator,
    setOperator: repo.setOperator,
    listOperators: repo.listOperators,
    findByEmail: (email: string) => repo.findByEmail(normalizeIdentifier(email)),
    findByUsername: (username: string) => repo.findByUsername(normalizeIdentifier(username)),
    findByLogin: (identifier: string) => repo.findByEmailOrUsername(normalizeIdentifier(identifier)),

    async isEmailTaken(email: string): Promise<boolean> {
      return (await repo.findByEmail(normalizeIdentifier(email))) !== undefined;
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      return (await repo.findByUsername(normalizeIdentifier(username))) !== undefined;
    },

    /** Throws email_taken or username_taken, also when another request won a race for the name. */
    async createAccount(account: NewAccount): Promise<UserRow> {
      const email = normalizeIdentifier(account.email);
      const username = normalizeIdentifier(account.username);
      const now = clock.now().toISOString();
      try {
        return await deps.transactions.attempt(() =>
          repo.insert({
            username,
            email,
            first_name: account.firstName.trim(),
            last_name: account.lastName.trim(),
            country: account.country,
            contact_email: email,
            language: account.language,
            password_hash: account.passwordHash,
            avatar_key: null,
            email_confirmed_at: null,
            pending_email: null,
            created_at: now,
            updated_at: now,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (await repo.findByEmail(email)) throw new AppError('email_taken');
        throw new AppError('username_taken');
      }
    },

    /**
     * The first account of a server becomes its owner: true when `userId` just did. Run in the
     * command that made the account; a race with another first account is lost quietly.
     */
    async claimOwnership(userId: number): Promise<boolean> {
      try {
        return await deps.transactions.attempt(() => repo.claimOwnership(userId));
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** The server's owner, if there still is one (the account may have been deleted). */
    findOwner: () => repo.findOwner(),

    hasAnyAccount: async () => (await repo.count()) > 0,
    listAccounts: (limit: number) => repo.list({ limit }),
    /** The console's list of people (search, order, keyset); the console's service holds its rules. */
    listPeople: repo.listPeople,
    setSignInDisabled: repo.setSignInDisabled,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
