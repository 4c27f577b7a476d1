import {
  type AccountSettings,
  type AccountSettingsChanges,
  type AlbumRole,
  collectIssues,
  type EmailSenderPage,
  type EmailShield,
  type EmailShieldForm,
  NO_EMAIL_ALBUM,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { MAX_ROW_ID } from '../../infra/db/row-id.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import { languageOf, presentEmailSender } from './account.presenters.ts';
import type { AccountRepo } from './account.repo.ts';
import type { SettingsRepo, SettingsValues } from './settings.repo.ts';

const SWITCH_VALUES: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  on: true,
  false: false,
  '0': false,
  off: false,
};

function fieldProblem(id: string, code: 'validation_failed' | 'required'): AppError {
  return validationFailed(collectIssues({ [id]: { code } }));
}

/** A page of rows by keyset on id (newest first): the rows, and the cursor of the next page. */
function pageOf<T extends { id: number }>(rows: T[], limit: number): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor([last.id]) : null };
}

/**
 * The settings screen (spec sections 2, 3, 4): language (also the language of every mail), the
 * album friends' photos are copied into, the email shield and where mailed photos go, auto-accept of
 * friend requests, the allow-list of senders and the connected apps. An album setting must name an
 * album the person owns or is a member of; one they lost since reads as none.
 */
export function createSettingsService(deps: {
  repo: SettingsRepo;
  accounts: AccountRepo;
  /** How the person stands to an album, or null: the albums module's rule. */
  albumAccess: (userId: number, albumId: number) => Promise<AlbumRole | null>;
  clock: Clock;
}) {
  const { repo, clock } = deps;

  async function canUseAlbum(userId: number, albumId: number): Promise<boolean> {
    if (!Number.isInteger(albumId) || albumId < 1 || albumId > MAX_ROW_ID) return false;
    const role = await deps.albumAccess(userId, albumId);
    return role === 'owner' || role === 'member';
  }

  /** The album id kept, or null when there is none or the person can no longer use it. */
  async function usableAlbum(userId: number, albumId: number | null): Promise<number | null> {
    return albumId !== null && (await canUseAlbum(userId, albumId)) ? albumId : null;
  }

  async function requireUsableAlbum(userId: number, albumId: number): Promise<void> {
    if (!(await canUseAlbum(userId, albumId))) throw new AppError('not_found');
  }

  async function emailShieldOf(userId: number, values?: SettingsValues): Promise<EmailShield> {
    const settings = values ?? (await repo.findSettings(userId));
    return {
      email_filter: settings.email_filter === 1,
      email_slideshow_id: (await usableAlbum(userId, settings.email_album_id)) ?? NO_EMAIL_ALBUM,
    };
  }

  async function getSettings(userId: number): Promise<AccountSettings> {
    const [user, settings] = await Promise.all([deps.accounts.findById(userId), repo.findSettings(userId)]);
    if (!user) throw new AppError('unauthorized');
    return {
      language: languageOf(user),
      defaultAlbumId: await usableAlbum(userId, settings.default_album_id),
      autoAcceptFriends: settings.auto_accept_friends === 1,
      emailShield: await emailShieldOf(userId, settings),
    };
  }

  return {
    getSettings,
    emailShieldOf: (userId: number) => emailShieldOf(userId),

    async updateSettings(userId: number, changes: AccountSettingsChanges): Promise<AccountSettings> {
      const now = clock.now().toISOString();
      if (changes.defaultAlbumId != null) await requireUsableAlbum(userId, changes.defaultAlbumId);
      if (changes.language) await deps.accounts.updateLanguage(userId, changes.language, now);
      await repo.saveSettings(
        userId,
        {
          ...(changes.defaultAlbumId !== undefined ? { default_album_id: changes.defaultAlbumId } : {}),
          ...(changes.autoAcceptFriends !== undefined
            ? { auto_accept_friends: changes.autoAcceptFriends ? 1 : 0 }
            : {}),
        },
        now,
      );
      return getSettings(userId);
    },

    /** POST user/email/allow_list/settings/ (form): either field, or both. */
    async updateEmailShield(userId: number, form: EmailShieldForm): Promise<EmailShield> {
      const changes: Partial<SettingsValues> = {};
      if (form.email_filter !== undefined) {
        const isOn = SWITCH_VALUES[form.email_filter.trim().toLowerCase()];
        if (isOn === undefined) throw fieldProblem('email_filter', 'validation_failed');
        changes.email_filter = isOn ? 1 : 0;
      }
      if (form.email_slideshow_id !== undefined) {
        const text = form.email_slideshow_id.trim();
        const albumId = /^-?\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
        if (Number.isNaN(albumId)) throw fieldProblem('email_slideshow_id', 'validation_failed');
        if (albumId !== NO_EMAIL_ALBUM) await requireUsableAlbum(userId, albumId);
        changes.email_album_id = albumId === NO_EMAIL_ALBUM ? null : albumId;
      }
      if (Object.keys(changes).length === 0) throw fieldProblem('email_filter', 'required');
      await repo.saveSettings(userId, changes, clock.now().toISOString());
      return emailShieldOf(userId);
    },

    async isAutoAcceptingFriends(userId: number): Promise<boolean> {
      return (await repo.findSettings(userId)).auto_accept_friends === 1;
    },

    /** Where a friend's photos are copied for this person, or null. */
    async defaultAlbumOf(userId: number): Promise<number | null> {
      return usableAlbum(userId, (await repo.findSettings(userId)).default_album_id);
    },

    async listEmailSenders(userId: number, query: { cursor?: string; limit: number }): Promise<EmailSenderPage> {
      const before = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const { page, nextCursor } = pageOf(await repo.listSenders(userId, before, query.limit + 1), query.limit);
      return { senders: page.map(presentEmailSender), nextCursor };
    },

    /** Where a sender of mailed photos stands with the person: approved, blocked, or new (null). */
    async senderStatus(userId: number, address: string): Promise<'approved' | 'blocked' | null> {
      return (await repo.findSender(userId, address.toLowerCase()))?.status ?? null;
    },

    saveSender: (userId: number, address: string, status: 'approved' | 'blocked') =>
      repo.saveSender(userId, address.toLowerCase(), status, clock.now().toISOString()),

    async removeEmailSender(userId: number, senderId: number): Promise<void> {
      if (!(await repo.deleteSender(userId, senderId))) throw new AppError('not_found');
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
