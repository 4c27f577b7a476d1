import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { createAlbumsService } from '../albums/albums.service.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import type { PasswordChangeService } from '../auth/password-change.service.ts';
import type { createSessionService } from '../auth/session.service.ts';
import type { DeclareErasure, ErasureStep } from '../erasure.ts';
import type { LibraryModule } from '../library/index.ts';
import { createItemUrls } from '../library/item-urls.ts';
import type { createMailService } from '../mail/mail.service.ts';
import { createAccountRepo } from './account.repo.ts';
import type { createAccountService } from './account.service.ts';
import { createAccountDeletionService } from './account-deletion.service.ts';
import { createAvatarRepo } from './avatar.repo.ts';
import { createAvatarService } from './avatar.service.ts';
import type { createEmailConfirmationService } from './email-confirmation.service.ts';
import { createProfileService } from './profile.service.ts';
import { createSettingsRepo } from './settings.repo.ts';
import { createSettingsService } from './settings.service.ts';

/** The account section: profile, password, profile picture, settings, and deleting the account. */
export function createAccountModule(
  context: AppContext,
  deps: {
    accounts: ReturnType<typeof createAccountService>;
    sessions: ReturnType<typeof createSessionService>;
    library: LibraryModule;
    albums: ReturnType<typeof createAlbumsService>;
    emailConfirmation: ReturnType<typeof createEmailConfirmationService>;
    declareErasure: DeclareErasure;
    /** Auth's: asked before a change that needs the password, counted with the logins. */
    currentPassword: CurrentPasswordCheck;
    passwordChange: PasswordChangeService;
  },
) {
  const { config, db, clock, storage } = context;
  const repo = createAccountRepo(db);
  const { currentPassword, passwordChange } = deps;
  const avatars = createAvatarService({
    repo: createAvatarRepo(db),
    storage,
    urls: createItemUrls(storage, clock),
    clock,
    media: config.media,
    spoolDir: path.join(config.dataDir, 'tmp'),
  });
  deps.declareErasure({ module: 'account', phase: 'content', storedKeysOf: avatars.storedKeysOf });
  const profiles = createProfileService({
    repo,
    currentPassword,
    avatarUrlOf: avatars.avatarUrlOf,
    videoStorageUsed: async (userId) => (await deps.library.library.videoStorage(userId)).usedBytes,
    emailChange: deps.emailConfirmation,
    clock,
    mailDomain: config.mailDomain,
  });
  const settings = createSettingsService({
    repo: createSettingsRepo(db),
    accounts: repo,
    albumAccess: deps.albums.albumAccess,
    clock,
  });
  return {
    profiles,
    emailConfirmation: deps.emailConfirmation,
    avatars,
    settings,
    passwordChange,
  };
}

/**
 * Deleting an account, composed last: it runs every module's declared step (modules/erasure.ts),
 * so the account module needs none of them by name.
 */
export function createAccountErasure(
  context: AppContext,
  deps: {
    currentPassword: CurrentPasswordCheck;
    mail: ReturnType<typeof createMailService>;
    steps: readonly ErasureStep[];
    sessions: { announceEnded(userId: number): Promise<void> };
  },
) {
  return createAccountDeletionService({
    repo: createAccountRepo(context.db),
    currentPassword: deps.currentPassword,
    steps: deps.steps,
    storage: context.storage,
    mail: deps.mail,
    sessions: deps.sessions,
  });
}
