import type { AccountDeletionForm } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import { type ErasureStep, inErasureOrder } from '../erasure.ts';
import { recipientOf } from './account.presenters.ts';
import type { AccountRepo } from './account.repo.ts';

/** What deleting an account asks of the other modules: their declared steps (modules/erasure.ts). */
export interface AccountDeletionDeps {
  repo: AccountRepo;
  currentPassword: CurrentPasswordCheck;
  steps: readonly ErasureStep[];
  storage: { delete(keys: readonly string[]): Promise<void> };
  mail: { sendAccountDeleted(recipient: ReturnType<typeof recipientOf>, username: string): Promise<void> };
  /** Every process forgets the sessions it held of the account, and its open streams close. */
  sessions: { announceEnded(userId: number): Promise<void> };
}

/**
 * Deleting an account (spec section 2, confirmed with the password): nothing of it stays readable.
 * First each module undoes what others see of it, by its own rules, in the order of
 * modules/erasure.ts: the paid subscription ends, the frames are told to forget their tokens, the
 * grants to photo providers are revoked there, albums it owned are deleted (for their members too)
 * and it leaves the albums of others with what it added, its library goes with the bytes nobody
 * else holds. Then the account row goes, and every remaining row of it with its foreign keys
 * (sessions, settings, invitations, subscriptions...), so its session cookie and its frames' tokens
 * find nothing; then the objects only it pointed at; then a mail to the address it had. A step that
 * fails stops the deletion with the account still there, signed in, to try again: every step
 * before it is done for good and simply finds nothing the second time.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const steps = inErasureOrder(deps.steps);

  /** The erasure itself, once whoever asked has proved it with a password. */
  async function erase(user: UserRow): Promise<void> {
    const recipient = recipientOf(user);
    for (const step of steps) await step.erase?.(user.id);
    const keys: string[] = [];
    for (const step of steps) keys.push(...((await step.storedKeysOf?.(user.id)) ?? []));
    await deps.repo.deleteUser(user.id);
    await deps.sessions.announceEnded(user.id);
    await deps.storage.delete(keys);
    await deps.mail.sendAccountDeleted(recipient, user.username);
  }

  return {
    async deleteAccount(userId: number, form: AccountDeletionForm, client: { ip: string }): Promise<void> {
      const user = await deps.repo.findById(userId);
      if (!user) throw new AppError('unauthorized');
      await deps.currentPassword.requireCurrentPassword(user, form.password, { field: 'password', ip: client.ip });
      await erase(user);
    },

    /**
     * The same erasure of another person's account, for the console and the CLI: their callers
     * check who asks (an operator's password, or the trusted terminal) before calling it.
     */
    eraseAccount: erase,
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
