import {
  type AddedItems,
  type Album,
  type AlbumChanges,
  type AlbumInvite,
  type AlbumItem,
  type AlbumItemPage,
  type AlbumMembers,
  type AlbumPage,
  type AlbumRole,
  type AlbumType,
  appPath,
  CONNECTOR_NAMES,
  type CopiedItems,
  type FieldError,
  LIMITS,
  type NewAlbum,
  toFieldError,
} from '@kinframe/contract';
import { AppError, validationFailed } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { AlbumsConfig } from '../../infra/config.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { AlbumMemberRow, AlbumRow } from '../../infra/db/schema.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import { randomToken, sha256 } from '../../infra/security/tokens.ts';
import type { Access, AlbumGrant } from '../access/access.ts';
import type { AlbumPermission } from '../access/permissions.ts';
import { addressRecipient, presentPerson, recipientOf } from '../account/account.presenters.ts';
import type { AccountService } from '../account/account.service.ts';
import { type Invitee, isIssue, resolveInvitee } from '../account/invitees.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { presentAlbum, presentMember } from './albums.presenters.ts';
import type { AlbumSummaryRow, AlbumsRepo } from './albums.repo.ts';

/** An album's page in the web app: where its notifications lead. */
export const albumLink = (albumId: number) => appPath('album-details', { id: albumId });

/**
 * Albums and shared albums. Every function starts by resolving how the asking person stands to the
 * album (owner, member, invitee) and refuses with 404, the same answer as a missing album, when
 * that standing does not allow the call: ids cannot be probed.
 *
 * - Invitees see the album's summary (GET albums/{id}, the invitation card), nothing else.
 * - Members see the items and the members, add their own items, remove what they added, copy
 *   their own uploads, and leave (their contributions leave the album with them).
 * - The owner does everything else: rename, caption, cover, reorder, invite, resend, withdraw,
 *   remove members, delete.
 */
export function createAlbumsService(deps: {
  repo: AlbumsRepo;
  /** Who may do what (modules/access): the first call of every function given an album's id. */
  access: Access;
  library: LibraryService;
  accounts: AccountService;
  mail: MailService;
  urls: ItemUrls;
  clock: Clock;
  appUrl: string;
  mailDomain: string;
  limits: AlbumsConfig;
  /** Albums changed, invitations sent and answered, new photos in a shared album (modules/events.ts). */
  publish: Publish;
  /** Runs a command as one transaction (infra/db/transactions.ts). */
  transactions: UnitOfWork;
}) {
  const { repo, clock, limits } = deps;
  const now = () => clock.now().toISOString();

  /** The album and the asker's standing in it, when `permission` allows the call; else 404. */
  async function access(userId: number, albumId: number, permission: AlbumPermission): Promise<AlbumGrant> {
    const [grant] = await deps.access.requireAccess(userId, permission, [albumId]);
    return grant as AlbumGrant;
  }

  async function coverUrls(coverIds: (number | null)[]): Promise<Map<number, string>> {
    const ids = [...new Set(coverIds.filter((id): id is number => id !== null))];
    const renditions = await repo.coverRenditions(ids);
    const urls = new Map<number, string>();
    for (const rendition of renditions) {
      urls.set(rendition.item_id, await deps.urls.sign(rendition.key, rendition.mime_type));
    }
    return urls;
  }

  const coverIdOf = (row: AlbumSummaryRow) => row.live_cover_item_id ?? row.newest_item_id;

  async function presentSummaries(rows: AlbumSummaryRow[], roleOf: (row: AlbumSummaryRow) => AlbumRole) {
    const urls = await coverUrls(rows.map(coverIdOf));
    return rows.map((row) => {
      const coverId = coverIdOf(row);
      return presentAlbum(row, {
        role: roleOf(row),
        maxItems: row.source === null ? limits.maxItems : limits.connectedMaxItems,
        coverUrl: coverId === null ? null : (urls.get(coverId) ?? null),
      });
    });
  }

  async function presentOne(albumId: number, role: AlbumRole): Promise<Album> {
    const row = await repo.findSummary(albumId);
    if (!row) throw new AppError('not_found');
    const [album] = await presentSummaries([row], () => role);
    return album as Album;
  }

  /** A connected album's photos come from its source: nobody adds, removes or orders them by hand. */
  function refuseConnected(album: AlbumRow): void {
    if (album.source !== null)
      throw new AppError('connected_album_read_only', { provider: CONNECTOR_NAMES[album.source] });
  }

  async function refuseBeyondSharedLimit(userId: number): Promise<void> {
    if (limits.sharedAlbumsLimit === null) return;
    if ((await repo.countSharedAlbums(userId)) >= limits.sharedAlbumsLimit) {
      throw new AppError('shared_albums_limit');
    }
  }

  /** The asker's own library items among `itemIds`, in the order given, each once; 404 for any other id. */
  const requireOwnItems = (userId: number, itemIds: number[]) =>
    deps.access.requireAccess(userId, 'item.edit', itemIds);

  /** A new album of `ownerId` named `name`, or `name (2)` and on when that is taken. */
  async function createNamed(ownerId: number, name: string, source: AlbumRow['source']): Promise<AlbumRow> {
    const base = name.slice(0, LIMITS.name.max - 5);
    for (let n = 1; ; n += 1) {
      try {
        return await deps.transactions.attempt(() =>
          repo.insertAlbum({
            owner_id: ownerId,
            name: n === 1 ? base : `${base} (${n})`,
            is_shared: 0,
            created_at: now(),
            source,
          }),
        );
      } catch (error) {
        if (!isUniqueViolation(error) || n >= 100) throw error;
      }
    }
  }

  async function addToAlbum(albumId: number, userId: number, itemIds: number[]): Promise<AddedItems> {
    const result = await repo.addItems(albumId, userId, itemIds, limits.maxItems, now());
    if (result.added > 0) {
      await deps.publish('album.changed', { albumId });
      await tellAlbumPeople(albumId, userId, result.added, itemIds);
    }
    const notice = result.notFitting === 0 ? null : result.added === 0 ? 'album_full' : 'album_partially_added';
    return { added: result.added, total: result.total, notice };
  }

  /** Everyone in a shared album but the one who added hears of new photos: one notification per run. */
  async function tellAlbumPeople(albumId: number, adderId: number, added: number, itemIds: number[]): Promise<void> {
    const album = await repo.findAlbum(albumId);
    if (!album || album.is_shared === 0) return;
    const members = (await repo.listMembers(albumId)).filter((row) => row.status === 'member');
    const people = [album.owner_id, ...members.flatMap((row) => (row.user_id === null ? [] : [row.user_id]))];
    await deps.publish('album.items.added', {
      albumId,
      albumName: album.name,
      adderId,
      count: added,
      itemIds,
      people: [...new Set(people)].filter((personId) => personId !== adderId),
    });
  }

  /** The owner hears how their invitation was answered. */
  async function tellInviteAnswer(invite: AlbumMemberRow, userId: number, accepted: boolean): Promise<void> {
    const album = await repo.findAlbum(invite.album_id);
    if (!album) return;
    await deps.publish('album.invitation.answered', {
      albumId: album.id,
      albumName: album.name,
      ownerId: album.owner_id,
      inviteeId: userId,
      isAccepted: accepted,
    });
  }

  async function rename(albumId: number, name: string) {
    try {
      await repo.updateAlbum(albumId, { name }, now());
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('album_name_taken');
      throw error;
    }
  }

  function inviteLink(member: AlbumMemberRow, token: string | null): string {
    return token === null
      ? `${deps.appUrl}/family/library/albums?invite=${member.id}`
      : `${deps.appUrl}/sign-up?invite=${encodeURIComponent(token)}`;
  }

  async function mailInvitation(album: AlbumRow, member: AlbumMemberRow, token: string | null): Promise<void> {
    const inviter = await deps.accounts.findById(album.owner_id);
    if (!inviter) return;
    const invited = member.user_id === null ? undefined : await deps.accounts.findById(member.user_id);
    const inviterName = presentPerson(inviter).displayName;
    const recipient = invited ? recipientOf(invited) : member.email ? addressRecipient(member.email, inviter) : null;
    if (!recipient) return;
    await deps.mail.sendAlbumInvitation(album.owner_id, recipient, {
      inviter: inviterName,
      album: album.name,
      link: inviteLink(member, invited ? null : token),
    });
  }

  async function listMembers(userId: number, albumId: number): Promise<AlbumMembers> {
    const { album, role } = await access(userId, albumId, 'album.read');
    const [owner, rows] = await Promise.all([deps.accounts.findById(album.owner_id), repo.listMembers(albumId)]);
    if (!owner) throw new AppError('not_found');
    return {
      owner: presentPerson(owner),
      members: rows.map((row) => presentMember(row, role === 'owner')),
    };
  }

  async function listInvites(userId: number): Promise<{ invites: AlbumInvite[] }> {
    const rows = await repo.invitesOf(userId);
    const counts = await Promise.all(rows.map((row) => repo.countItems(row.album_id)));
    const coverIds = await Promise.all(
      rows.map(async (row) => row.album_cover_item_id ?? (await repo.newestItemId(row.album_id))),
    );
    const urls = await coverUrls(coverIds);
    return {
      invites: rows.map((row, index) => {
        const coverId = coverIds[index] ?? null;
        return {
          id: row.id,
          album: {
            id: row.album_id,
            name: row.album_name,
            itemCount: counts[index] ?? 0,
            coverUrl: coverId === null ? null : (urls.get(coverId) ?? null),
          },
          invitedBy: presentPerson({
            id: row.invited_by,
            username: row.inviter_username,
            first_name: row.inviter_first_name,
            last_name: row.inviter_last_name,
          }),
          invitedAt: row.invited_at,
        };
      }),
    };
  }

  return {
    /**
     * The albums of the person's that hold one item of theirs, at most `limit`: for the library's
     * item details, which has checked the item is theirs.
     */

    /** How a person stands to an album, or null: for the frames module (assigning albums to frames). */
    async albumAccess(userId: number, albumId: number): Promise<AlbumRole | null> {
      try {
        return (await access(userId, albumId, 'album.read')).role;
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return null;
        throw error;
      }
    },

    /**
     * For a frame given as a gift: the recipient joins the giver's album as a member at once (the
     * accepted gift is their consent), an open invitation of theirs is accepted, and a Kinframe
     * album becomes shared. False when that cannot be: not the giver's album, no seat left, or
     * the giver at their shared-albums limit.
     */
    shareWithGiftRecipient: (ownerId: number, albumId: number, userId: number): Promise<boolean> =>
      deps.transactions.run(async () => {
        const album = await repo.findAlbum(albumId);
        if (!album || album.owner_id !== ownerId) return false;
        if (userId === ownerId) return true;
        const existing = await repo.findMemberRow(albumId, userId);
        if (existing?.status === 'member') return true;
        if (existing) {
          await repo.updateMember(existing.id, { status: 'member', joined_at: now(), token_hash: null });
          return true;
        }
        if ((await repo.listMembers(albumId)).length >= LIMITS.sharedAlbumMembers) return false;
        if (album.is_shared === 0) {
          if (
            limits.sharedAlbumsLimit !== null &&
            (await repo.countSharedAlbums(ownerId)) >= limits.sharedAlbumsLimit
          ) {
            return false;
          }
          await repo.updateAlbum(albumId, { is_shared: 1 }, now());
        }
        try {
          await deps.transactions.attempt(async () => {
            const member = await repo.insertMember({
              album_id: albumId,
              user_id: userId,
              email: null,
              invited_by: ownerId,
              token_hash: null,
              invited_at: now(),
            });
            await repo.updateMember(member.id, { status: 'member', joined_at: now() });
          });
        } catch (error) {
          // Joined meanwhile by another path (an invitation accepted at the same moment).
          if (!isUniqueViolation(error)) throw error;
        }
        return true;
      }),

    /** The album and its first items, all or nothing. */
    createAlbum: (userId: number, input: NewAlbum): Promise<Album> =>
      deps.transactions.run(async () => {
        if (input.isShared && input.itemIds.length === 0) throw new AppError('photo_selection_required');
        const itemIds = await requireOwnItems(userId, input.itemIds);
        if (input.isShared) await refuseBeyondSharedLimit(userId);
        let album: AlbumRow;
        try {
          album = await repo.insertAlbum({
            owner_id: userId,
            name: input.name.trim(),
            is_shared: input.isShared ? 1 : 0,
            created_at: now(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('album_name_taken');
          throw error;
        }
        if (itemIds.length > 0) await addToAlbum(album.id, userId, itemIds);
        return presentOne(album.id, 'owner');
      }),

    async listAlbums(userId: number, query: { type?: AlbumType; cursor?: string; limit: number }): Promise<AlbumPage> {
      const after = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      const rows = await repo.listSummaries(userId, query.type, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        albums: await presentSummaries(page, (row) => (row.owner_id === userId ? 'owner' : 'member')),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
      };
    },

    async getAlbum(userId: number, albumId: number): Promise<Album> {
      const { role } = await access(userId, albumId, 'album.see');
      return presentOne(albumId, role);
    },

    async updateAlbum(userId: number, albumId: number, changes: AlbumChanges): Promise<Album> {
      await access(userId, albumId, 'album.manage');
      if (changes.coverItemId !== undefined && changes.coverItemId !== null) {
        if (!(await repo.hasItem(albumId, changes.coverItemId))) throw new AppError('not_found');
      }
      if (changes.name !== undefined) await rename(albumId, changes.name.trim());
      if (changes.caption !== undefined || changes.coverItemId !== undefined) {
        await repo.updateAlbum(
          albumId,
          {
            ...(changes.caption !== undefined ? { caption: changes.caption } : {}),
            ...(changes.coverItemId !== undefined ? { cover_item_id: changes.coverItemId } : {}),
          },
          now(),
        );
      }
      if (changes.name !== undefined || changes.caption !== undefined) await deps.publish('album.changed', { albumId });
      return presentOne(albumId, 'owner');
    },

    /**
     * What the connectors do to the albums that follow a source: no person asks, so no access
     * check; the connectors module answers for whose album it is.
     */
    connected: {
      /** A new album following `source`, named `name` or, when that is taken, `name (2)` and on. */
      create: (ownerId: number, name: string, source: NonNullable<AlbumRow['source']>): Promise<AlbumRow> =>
        createNamed(ownerId, name.trim() || CONNECTOR_NAMES[source], source),

      /** Items at the end, as many as fit under the connected albums' limit. */
      async addItems(albumId: number, ownerId: number, itemIds: number[]): Promise<number> {
        const result = await repo.addItems(albumId, ownerId, itemIds, limits.connectedMaxItems, now());
        if (result.added > 0) await deps.publish('album.changed', { albumId });
        return result.added;
      },

      async removeItems(albumId: number, itemIds: number[]): Promise<number> {
        const removed = await repo.removeItems(albumId, itemIds, now());
        if (removed > 0) await deps.publish('album.changed', { albumId });
        return removed;
      },

      /** The album stops following its source: from now on it is an album of the person's own. */
      async release(albumId: number): Promise<void> {
        await repo.updateAlbum(albumId, { source: null }, now());
        await deps.publish('album.changed', { albumId });
      },

      async remove(albumId: number): Promise<void> {
        await deps.publish('album.changed', { albumId });
        await repo.deleteAlbum(albumId);
      },
    },

    /**
     * What an import does to the albums it makes for its source's albums: albums of the person's
     * own, made and filled for them (the imports module answers for whose they are).
     */
    exported: {
      /** The person's own albums with their items, for "Export everything" (the job checks the items are theirs). */
      albumsOf: (ownerId: number) => repo.ownAlbumsWithItems(ownerId),
    },

    imported: {
      /** A new album named `name` or, when that is taken, `name (2)` and on. */
      create: (ownerId: number, name: string): Promise<AlbumRow> => createNamed(ownerId, name.trim(), null),

      /** Items at the end, as many as fit under an album's limit. */
      async addItems(albumId: number, ownerId: number, itemIds: number[]): Promise<number> {
        const result = await repo.addItems(albumId, ownerId, itemIds, limits.maxItems, now());
        if (result.added > 0) await deps.publish('album.changed', { albumId });
        return result.added;
      },
    },

    /** The album and its rows go; the items stay in their owners' libraries. */
    deleteAlbum: (userId: number, albumId: number): Promise<void> =>
      deps.transactions.run(async () => {
        await access(userId, albumId, 'album.manage');
        // Told first, while the frames showing it can still be found; they hear of it once it is gone.
        await deps.publish('album.changed', { albumId });
        await repo.deleteAlbum(albumId);
      }),

    async listItems(
      userId: number,
      albumId: number,
      query: { cursor?: string; limit: number },
    ): Promise<AlbumItemPage> {
      await access(userId, albumId, 'album.read');
      const after = decodeNumberCursor(query.cursor, 2);
      const rows = await repo.listItems(
        albumId,
        after ? { position: after[0] ?? 0, id: after[1] ?? 0 } : null,
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const presented = await deps.library.present(page, userId);
      const items: AlbumItem[] = page.map((row, index) => {
        const item = presented[index];
        if (!item) throw new Error('presented items out of step');
        const isOwnUpload = row.owner_id === userId;
        return {
          ...item,
          // Tags and favourites are the item owner's own marks, not the album's.
          tagIds: isOwnUpload ? item.tagIds : [],
          isFavourite: isOwnUpload ? item.isFavourite : false,
          addedBy: presentPerson({
            id: row.added_by,
            username: row.adder_username,
            first_name: row.adder_first_name,
            last_name: row.adder_last_name,
          }),
          isOwnUpload,
        };
      });
      const last = page.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.position, last.id]) : null,
      };
    },

    /** Adds the asker's own items in the order given, as many as fit; none fitting is album_full. */
    addItems: (userId: number, albumId: number, itemIds: number[]): Promise<AddedItems> =>
      deps.transactions.run(async () => {
        refuseConnected((await access(userId, albumId, 'album.addItems')).album);
        const own = await requireOwnItems(userId, itemIds);
        const result = await addToAlbum(albumId, userId, own);
        if (result.notice === 'album_full') throw new AppError('album_full');
        return result;
      }),

    /** The owner removes any item; a member only what they added (others' items are left alone). */
    removeItems: (userId: number, albumId: number, itemIds: number[]): Promise<number> =>
      deps.transactions.run(async () => {
        const { album, role } = await access(userId, albumId, 'album.addItems');
        refuseConnected(album);
        const removed = await repo.removeItems(albumId, itemIds, now(), role === 'owner' ? undefined : userId);
        if (removed > 0) await deps.publish('album.changed', { albumId });
        return removed;
      }),

    async moveItem(userId: number, albumId: number, itemId: number, beforeItemId: number | null): Promise<void> {
      refuseConnected((await access(userId, albumId, 'album.manage')).album);
      if (!(await repo.moveItem(albumId, itemId, beforeItemId, now()))) throw new AppError('not_found');
      await deps.publish('album.changed', { albumId });
    },

    /**
     * Album items into the asker's library (a new row on the same stored bytes), and into one of
     * their albums when asked. A member copies only their own uploads; content already in the
     * asker's library is not copied again.
     */
    copyItems: (
      userId: number,
      albumId: number,
      input: { itemIds: number[]; albumId?: number },
    ): Promise<CopiedItems> =>
      deps.transactions.run(async () => {
        const { role } = await access(userId, albumId, 'album.read');
        if (input.albumId !== undefined) refuseConnected((await access(userId, input.albumId, 'album.addItems')).album);
        const wanted = [...new Set(input.itemIds)];
        const rows = await repo.itemsIn(albumId, wanted);
        if (rows.length !== wanted.length) throw new AppError('not_found');
        if (role === 'member' && rows.some((row) => row.owner_id !== userId)) throw new AppError('album_copy_own_only');
        const byId = new Map(rows.map((row) => [row.id, row]));
        let copied = 0;
        let skipped = 0;
        const libraryIds: number[] = [];
        for (const id of wanted) {
          const row = byId.get(id);
          if (!row) continue;
          const { item, isNew } =
            row.owner_id === userId ? { item: row, isNew: false } : await deps.library.copyItemTo(userId, row);
          if (isNew) copied += 1;
          else skipped += 1;
          libraryIds.push(item.id);
        }
        const album = input.albumId === undefined ? null : await addToAlbum(input.albumId, userId, libraryIds);
        return { copied, skipped, album };
      }),

    // Members and invitations.

    listMembers,

    /**
     * Invites by username, product address or email, several at once, up to the shared album's
     * seats (members and open invitations). People already in are skipped; an unknown username or
     * a malformed address refuses the whole call with the field it concerns. Inviting into a
     * Kinframe album makes it a shared album (and counts toward the shared-albums limit).
     */
    /** Every invitation of the call, its mails and notices, or none of them. */
    invite: (userId: number, albumId: number, invitees: string[]): Promise<AlbumMembers> =>
      deps.transactions.run(async () => {
        const { album } = await access(userId, albumId, 'album.manage');
        refuseConnected(album);
        const problems: FieldError[] = [];
        const resolved: Invitee[] = [];
        for (const [index, value] of invitees.entries()) {
          const result = await resolveInvitee(value, deps);
          if (isIssue(result)) problems.push(toFieldError(`invitees.${index}`, result));
          else resolved.push(result);
        }
        if (problems.length > 0) throw validationFailed(problems);

        const existing = await repo.listMembers(albumId);
        const seen = new Set<string>(existing.flatMap((row) => [`u${row.user_id}`, `e${row.email}`]));
        seen.add(`u${userId}`);
        const fresh = resolved.filter((invitee) => {
          const key = invitee.user ? `u${invitee.user.id}` : `e${invitee.email}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        if (existing.length + fresh.length > LIMITS.sharedAlbumMembers) {
          throw validationFailed([
            toFieldError('invitees', { code: 'album_members_limit', params: { max: LIMITS.sharedAlbumMembers } }),
          ]);
        }
        if (fresh.length > 0 && album.is_shared === 0) {
          await refuseBeyondSharedLimit(userId);
          await repo.updateAlbum(albumId, { is_shared: 1 }, now());
        }
        for (const invitee of fresh) {
          const token = invitee.user ? null : randomToken();
          const member = await repo.insertMember({
            album_id: albumId,
            user_id: invitee.user?.id ?? null,
            email: invitee.email,
            invited_by: userId,
            token_hash: token === null ? null : sha256(token),
            invited_at: now(),
          });
          await mailInvitation(album, member, token);
          if (invitee.user) {
            await deps.publish('album.invitation.sent', {
              memberId: member.id,
              albumId,
              albumName: album.name,
              inviterId: userId,
              inviteeId: invitee.user.id,
            });
          }
        }
        return listMembers(userId, albumId);
      }),

    /** Mails an open invitation again; it stays invited. */
    async resendInvite(userId: number, albumId: number, memberId: number): Promise<void> {
      const { album } = await access(userId, albumId, 'album.manage');
      const member = await repo.findMemberById(albumId, memberId);
      if (member?.status !== 'invited') throw new AppError('not_found');
      // Only the token's hash is kept, so a resent mail to someone without an account has a new one.
      const token = member.user_id === null ? randomToken() : null;
      await repo.updateMember(member.id, {
        invited_at: now(),
        ...(token !== null ? { token_hash: sha256(token) } : {}),
      });
      await mailInvitation(album, member, token);
    },

    /** Withdraws an invitation or removes a member; a removed member's contributions leave the album. */
    removeMember: (userId: number, albumId: number, memberId: number): Promise<void> =>
      deps.transactions.run(async () => {
        await access(userId, albumId, 'album.manage');
        const member = await repo.findMemberById(albumId, memberId);
        if (!member) throw new AppError('not_found');
        await repo.deleteMember(member.id);
        if (member.user_id !== null && member.status === 'member') {
          await repo.removeAddedBy(albumId, member.user_id, now());
          // Their contributions left, and their own frames stop showing the album.
          await deps.publish('album.changed', { albumId });
        }
      }),

    /** A member leaves; what they added leaves with them (it stays in their library). */
    leave: (userId: number, albumId: number): Promise<void> =>
      deps.transactions.run(async () => {
        const { memberId } = await access(userId, albumId, 'album.leave');
        if (memberId === null) throw new AppError('not_found');
        await repo.deleteMember(memberId);
        await repo.removeAddedBy(albumId, userId, now());
        await deps.publish('album.changed', { albumId });
      }),

    /**
     * An account being erased: the albums it owns are deleted (for their members too), and it
     * leaves the others' with what it added. Each pass starts again from the top: the albums just
     * handled are gone from the list.
     */
    async leaveAll(userId: number): Promise<void> {
      for (;;) {
        const { albums } = await this.listAlbums(userId, { limit: 100 });
        if (albums.length === 0) return;
        for (const album of albums) {
          if (album.role === 'owner') await this.deleteAlbum(userId, album.id);
          else await this.leave(userId, album.id);
        }
      }
    },

    listInvites,

    acceptInvite: (userId: number, inviteId: number): Promise<Album> =>
      deps.transactions.run(async () => {
        const invite = await repo.findInviteById(inviteId);
        if (!invite || invite.user_id !== userId || invite.status !== 'invited') throw new AppError('not_found');
        await repo.updateMember(invite.id, { status: 'member', joined_at: now(), token_hash: null });
        // A frame of theirs that kept the album from an earlier membership shows it again.
        await deps.publish('album.changed', { albumId: invite.album_id });
        await tellInviteAnswer(invite, userId, true);
        return presentOne(invite.album_id, 'member');
      }),

    declineInvite: (userId: number, inviteId: number): Promise<void> =>
      deps.transactions.run(async () => {
        const invite = await repo.findInviteById(inviteId);
        if (!invite || invite.user_id !== userId || invite.status !== 'invited') throw new AppError('not_found');
        await repo.deleteMember(invite.id);
        await tellInviteAnswer(invite, userId, false);
      }),

    /** A mailed invitation's token, for someone who signed up with another address than the one invited. */
    claimInvite: (userId: number, token: string): Promise<{ invites: AlbumInvite[] }> =>
      deps.transactions.run(async () => {
        const invite = await repo.findInviteByTokenHash(sha256(token));
        if (!invite || invite.user_id !== null) throw new AppError('not_found');
        await bindInvite(invite, userId);
        return listInvites(userId);
      }),

    /**
     * After an account is created: invitations mailed to its address before it existed become
     * its in-app invitations. Called by the auth service.
     */
    claimInvitesByEmail: (user: { id: number; email: string }): Promise<void> =>
      deps.transactions.run(async () => {
        for (const invite of await repo.pendingInvitesForEmail(user.email.toLowerCase())) {
          await bindInvite(invite, user.id);
        }
      }),
  };

  async function bindInvite(invite: AlbumMemberRow, userId: number): Promise<void> {
    const album = await repo.findAlbum(invite.album_id);
    const alreadyIn = album?.owner_id === userId || (await repo.findMemberRow(invite.album_id, userId));
    if (alreadyIn) {
      await repo.deleteMember(invite.id);
      return;
    }
    try {
      await deps.transactions.attempt(() => repo.updateMember(invite.id, { user_id: userId, token_hash: null }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await repo.deleteMember(invite.id);
    }
  }
}

export type AlbumsService = ReturnType<typeof createAlbumsService>;
