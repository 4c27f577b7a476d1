import type { AccountDeletionForm, AlbumPage } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { CurrentPasswordCheck } from '../auth/current-password.ts';
import { recipientOf } from './account.presenters.ts';
import type { AccountRepo } from './account.repo.ts';

/** What deleting an account asks of the other modules, each through its own rules. */
export interface AccountDeletionDeps {
  repo: AccountRepo;
  currentPassword: CurrentPasswordCheck;
  /** Billing: stop the payment provider charging (refuses, and so stops the deletion, if it cannot). */
  endSubscription: (userId: number) => Promise<void>;
  /** Frames: each open frame is told its token is gone. */
  removeFrames: (userId: number) => Promise<void>;
  /** Connectors and imports: the grants to Dropbox and Google revoked there, the imports' archives deleted. */
  forgetSources: (userId: number) => Promise<void>;
  albums: {
    listAlbums(userId: number, query: { cursor?: string; limit: number }): Promise<AlbumPage>;
    deleteAlbum(userId: number, albumId: number): Promise<void>;
    leave(userId: number, albumId: number): Promise<void>;
  };
  /** Library: every item, and the stored bytes nobody else holds; prepared downloads. */
  deleteLibrary: (userId: number) => Promise<void>;
  /** Stored objects that only the account's own rows point at (profile picture, its uploads). */
  storedKeysOf: (userId: number) => Promise<string[]>;
  storage: { delete(keys: readonly string[]): Promise<void> };
  mail: { sendAccountDeleted(recipient: ReturnType<typeof recipientOf>, username: string): Promise<void> };
}

/**
 * Deleting an account (spec section 2, confirmed with the password): nothing of it stays readable.
 * First each module undoes what others see of it, by its own rules: the paid subscription ends, the
 * frames are told to forget their tokens, the grants to photo providers are revoked there, albums it owned are deleted (for their members too), it
 * leaves the albums of others with what it added, its library goes with the bytes nobody else holds.
 * Then the account row goes, and every remaining row of it with its foreign keys (sessions, settings,
 * invitations, subscriptions...), so its session cookie and its frames' tokens find nothing; then the
 * objects only it pointed at; then a mail to the address it had. A step that fails stops the
 * deletion with the account still there, signed in, to try again: every step before it is done for
 * good and simply finds nothing the second time.
 */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  async function leaveAllAlbums(userId: number): Promise<void> {
    // Each pass starts again from the top: the albums just handled are gone from the list.
    for (;;) {
      const { albums } = await deps.albums.listAlbums(userId, { limit: 100 });
      if (albums.length === 0) return;
      for (const album of albums) {
        if (album.role === 'owner') await deps.albums.deleteAlbum(userId, album.id);
        else await deps.albums.leave(userId, album.id);
      }
    }
  }

  return {
    async deleteAccount(userId: number, form: AccountDeletionForm, client: { ip: string }): Promise<void> {
      const user = await deps.repo.findById(userId);
      if (!user) throw new AppError('unauthorized');
      await deps.currentPassword.requireCurrentPassword(user, form.password, { field: 'password', ip: client.ip });
      const recipient = recipientOf(user);

      await deps.endSubscription(userId);
      await deps.removeFrames(userId);
      await deps.forgetSources(userId);
      await leaveAllAlbums(userId);
      await deps.deleteLibrary(userId);
      const keys = await deps.storedKeysOf(userId);
      await deps.repo.deleteUser(userId);
      await deps.storage.delete(keys);
      await deps.mail.sendAccountDeleted(recipient, user.username);
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
