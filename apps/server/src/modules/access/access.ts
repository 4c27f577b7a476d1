import type { AlbumRole } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Database } from '../../infra/db/database.ts';
import { MAX_ROW_ID } from '../../infra/db/row-id.ts';
import type { AlbumRow } from '../../infra/db/schema.ts';
import { type AlbumStandingRow, createAccessRepo } from './access.repo.ts';
import {
  ALBUM_PERMISSIONS,
  type AlbumPermission,
  isAlbumPermission,
  type Permission,
  SERVER_PERMISSIONS,
  type ServerPermission,
  type ServerRole,
} from './permissions.ts';

/** What an album permission grants: the album, how the person stands in it, and their membership's id. */
export interface AlbumGrant {
  album: AlbumRow;
  role: AlbumRole;
  /** Their row in album_members (a member's or an invitee's); null for the owner. */
  memberId: number | null;
}

/** An album permission answers each album's grant; the others the ids, each once, in the order asked. */
export type GrantOf<P extends Permission> = P extends AlbumPermission ? AlbumGrant : number;

export interface Access {
  /**
   * The first line of every service function that takes an id: refuses with 404 (the answer for an
   * id that does not exist, so none can be probed) unless `userId` has `permission` on every one of
   * `ids`, asked in one query however many.
   */
  requireAccess<P extends Permission>(userId: number, permission: P, ids: readonly number[]): Promise<GrantOf<P>[]>;
  /** Which of the albums `userId` sees hold this item (the first `limit` by name): the viewer's info panel. */
  albumsHoldingItem(userId: number, itemId: number, limit: number): Promise<{ id: number; name: string }[]>;
  /**
   * Which of `itemIds` `userId` may see, in the order asked; the others are left out, not refused:
   * for what pictures news of items (a notification), where an item gone from sight just goes unshown.
   */
  visibleItems(userId: number, itemIds: readonly number[]): Promise<number[]>;
  /**
   * The first line of a service function about the server as a whole (its invitations, its
   * competitions): refuses with 404 unless `by`'s role on the server grants `permission`, so its
   * routes do not announce themselves to anyone else. The operator's terminal (the admin CLI, run by
   * whoever runs the server) may do all of it.
   */
  requireServerPermission(by: ServerActor, permission: ServerPermission): Promise<void>;
}

/** Who acts on the server as a whole: an account (by id), or the operator's terminal. */
export type ServerActor = number | 'terminal';

function roleIn(row: AlbumStandingRow, userId: number): AlbumRole | null {
  if (row.owner_id === userId) return 'owner';
  if (row.member_status === 'member') return 'member';
  return row.member_status === 'invited' ? 'invitee' : null;
}

/** Ids no row can have (not whole, out of range) are refused before any query. */
const isPossibleId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID;

export function createAccess(db: Database): Access {
  const repo = createAccessRepo(db);

  async function albumGrants(userId: number, permission: AlbumPermission, ids: number[]): Promise<AlbumGrant[]> {
    const allowed: readonly AlbumRole[] = ALBUM_PERMISSIONS[permission];
    const grants = new Map<number, AlbumGrant>();
    for (const row of await repo.albumStandings(userId, ids)) {
      const role = roleIn(row, userId);
      if (role === null || !allowed.includes(role)) continue;
      const { member_id: memberId, member_status: _status, ...album } = row;
      grants.set(row.id, { album, role, memberId: role === 'owner' ? null : memberId });
    }
    return ids.map((id) => grants.get(id) ?? refuse());
  }

  async function ownedIds(userId: number, permission: Exclude<Permission, AlbumPermission>, ids: number[]) {
    const owned = new Set(
      permission === 'frame.control'
        ? await repo.ownedFrames(userId, ids)
        : await repo.ownedItems(userId, ids, permission === 'item.restore' ? 'trash' : 'library'),
    );
    return ids.map((id) => (owned.has(id) ? id : refuse()));
  }

  return {
    async requireServerPermission(by, permission) {
      if (by === 'terminal') return;
      const standing = await repo.serverStanding(by);
      const roles: ServerRole[] = [];
      if (standing?.is_owner === 1) roles.push('owner');
      if (standing?.is_operator === 1) roles.push('operator');
      const allowed: readonly ServerRole[] = SERVER_PERMISSIONS[permission];
      if (!roles.some((role) => allowed.includes(role))) refuse();
    },

    async requireAccess(userId, permission, ids) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      if (!unique.every(isPossibleId)) refuse();
      const grants = isAlbumPermission(permission)
        ? await albumGrants(userId, permission, unique)
        : await ownedIds(userId, permission as Exclude<Permission, AlbumPermission>, unique);
      return grants as GrantOf<typeof permission>[];
    },

    albumsHoldingItem: (userId, itemId, limit) => repo.albumsHoldingItem(userId, itemId, limit),

    async visibleItems(userId, itemIds) {
      const possible = [...new Set(itemIds)].filter(isPossibleId);
      if (possible.length === 0) return [];
      const visible = new Set(await repo.visibleItems(userId, possible));
      return possible.filter((id) => visible.has(id));
    },
  };
}

function refuse(): never {
  throw new AppError('not_found');
}
