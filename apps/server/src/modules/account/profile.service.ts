import {
  checkConfirmation,
  checkEmail,
  checkName,
  collectIssues,
  type Issue,
  type Profile,
  type ProfileEditForm,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import { checkCountry } from '../auth/auth.service.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import { presentProfile, productEmailOf } from './account.presenters.ts';
import type { AccountRepo } from './account.repo.ts';
import { normalizeIdentifier } from './account.service.ts';
import type { EmailConfirmationService } from './email-confirmation.service.ts';

type ProfileChanges = Partial<Pick<UserRow, 'first_name' | 'last_name' | 'country' | 'contact_email'>>;

const EMAIL_TAKEN: Issue = { code: 'already_associated', params: { fieldType: 'email' } };

/**
 * The profile of spec sections 2 and 3: read it, and change it behind the current password (checked
 * before anything else, so nobody without it learns which addresses are taken). Only the fields sent
 * change, all of them or none; the username, and with it the product email, stays. A new login
 * address waits for its mailed link (the email confirmation service) before it takes effect.
 */
export function createProfileService(deps: {
  repo: AccountRepo;
  currentPassword: CurrentPasswordCheck;
  avatarUrlOf: (key: string | null) => Promise<string | null>;
  videoStorageUsed: (userId: number) => Promise<number>;
  emailChange: Pick<EmailConfirmationService, 'requestChange'>;
  clock: Clock;
  mailDomain: string;
}) {
  const { repo, mailDomain } = deps;

  async function requireAccount(userId: number): Promise<UserRow> {
    const user = await repo.findById(userId);
    if (!user) throw new AppError('unauthorized');
    return user;
  }

  async function present(user: UserRow): Promise<Profile> {
    const [avatarUrl, videoStorageUsed] = await Promise.all([
      deps.avatarUrlOf(user.avatar_key),
      deps.videoStorageUsed(user.id),
    ]);
    return presentProfile(user, { mailDomain, videoStorageUsed, avatarUrl });
  }

  /** The checked changes, or the problems field by field. */
  async function readChanges(user: UserRow, form: ProfileEditForm) {
    const changes: ProfileChanges = {};
    let newEmail: string | undefined;
    const checks: Record<string, Issue | null> = {};
    if (form.first_name !== undefined) {
      checks.first_name = checkName('firstName', form.first_name);
      changes.first_name = form.first_name.trim();
    }
    if (form.last_name !== undefined) {
      checks.last_name = checkName('lastName', form.last_name);
      changes.last_name = form.last_name.trim();
    }
    if (form.country !== undefined) {
      checks.country = checkCountry(form.country);
      changes.country = form.country;
    }
    const email = form.email === undefined ? undefined : normalizeIdentifier(form.email);
    if (email !== undefined && email !== user.email) {
      const owner = await repo.findByEmail(email);
      checks.email = checkEmail(form.email?.trim() ?? '', mailDomain) ?? (owner ? EMAIL_TAKEN : null);
      checks.email_confirm = checkConfirmation(email, normalizeIdentifier(form.email_confirm ?? ''), 'emailConfirm');
      newEmail = email;
    }
    if (form.contact_email !== undefined) {
      checks.contact_email = checkEmail(form.contact_email.trim(), mailDomain);
      changes.contact_email = normalizeIdentifier(form.contact_email);
    }
    return { changes, newEmail, errors: collectIssues(checks) };
  }

  return {
    async getProfile(userId: number): Promise<Profile> {
      return present(await requireAccount(userId));
    },

    /** The person's own Kinframe address (the profile's product_email), where mailed photos arrive. */
    async mailAddress(userId: number): Promise<string> {
      return productEmailOf((await requireAccount(userId)).username, mailDomain);
    },

    async editProfile(userId: number, form: ProfileEditForm, client: { ip: string }): Promise<Profile> {
      const user = await requireAccount(userId);
      await deps.currentPassword.requireCurrentPassword(user, form.old_password, {
        field: 'old_password',
        ip: client.ip,
      });
      const { changes, newEmail, errors } = await readChanges(user, form);
      if (errors.length > 0) throw validationFailed(errors);
      if (Object.keys(changes).length > 0) {
        await repo.updateProfile(userId, changes, deps.clock.now().toISOString());
      }
      if (newEmail !== undefined) await deps.emailChange.requestChange(userId, newEmail);
      return present(await requireAccount(userId));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
