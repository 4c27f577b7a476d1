import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { createAlbumsService } from '../albums/albums.service.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import type { PasswordChangeService } from '../auth/password-change.service.ts';
import type { createSessionService } from '../auth/session.service.ts';
import type { createPaymentsService } from '../billing/payments.service.ts';
import type { createFramesService } from '../frames/frames.service.ts';
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
    frames: ReturnType<typeof createFramesService>;
    payments: ReturnType<typeof createPaymentsService>;
    mail: ReturnType<typeof createMailService>;
    emailConfirmation: ReturnType<typeof createEmailConfirmationService>;
    /** Connectors: every grant of the account revoked at its provider. */
    forgetSources: (userId: number) => Promise<void>;
    /** The pictures of mails still held for approval: they go with the account. */
    heldPictureKeysOf: (userId: number) => Promise<string[]>;
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
  const accountDeletion = createAccountDeletionService({
    repo,
    currentPassword,
    endSubscription: deps.payments.endSubscriptionOf,
    removeFrames: deps.frames.removeFramesOf,
    forgetSources: deps.forgetSources,
    albums: deps.albums,
    deleteLibrary: async (userId) => {
      await deps.library.library.deleteAllItems(userId);
      await deps.library.downloads.deleteAllOf(userId);
    },
    // Profile pictures, and the pictures of mails still held for approval.
    storedKeysOf: async (userId) => [
      ...(await avatars.storedKeysOf(userId)),
      ...(await deps.heldPictureKeysOf(userId)),
    ],
    storage,
    mail: deps.mail,
  });
  return {
    profiles,
    emailConfirmation: deps.emailConfirmation,
    avatars,
    settings,
    passwordChange,
    accountDeletion,
  };
}
