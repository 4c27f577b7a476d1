import { z } from 'zod';
import { ZLibraryItem } from './library.ts';
import { LIMITS } from './limits.ts';
import { plainString } from './plain-text.ts';

/**
 * Albums, built-in collections and shared albums (spec sections 2, 3, 4, 6, 8). JSON under
 * /api/v3/: albums, albums/{id}/items, albums/{id}/members, albums/{id}/leave, album-invites,
 * collections.
 */
export const ALBUM_TYPES = ['kinframe', 'shared', 'google', 'dropbox'] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

/** How the asking person stands to an album: the rules of spec section 6 follow from it. */
export const ALBUM_ROLES = ['owner', 'member', 'invitee'] as const;
export type AlbumRole = (typeof ALBUM_ROLES)[number];

export const ALBUM_MEMBER_STATUSES = ['invited', 'member'] as const;
export type AlbumMemberStatus = (typeof ALBUM_MEMBER_STATUSES)[number];

/** The built-in collections: each can be shown on frames like an album. */
export const COLLECTION_IDS = ['favourites', 'emailed', 'nft-art'] as const;
export type CollectionId = (typeof COLLECTION_IDS)[number];

export const ZPerson = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
});
export type Person = z.infer<typeof ZPerson>;

/**
 * What the asking person may do with an album (spec section 6), told with every album so the web
 * app offers only that and restates no role rules. The server's services decide every call.
 */
export const ZAlbumAbilities = z.object({
  canRename: z.boolean(),
  canDelete: z.boolean(),
  canEditCaption: z.boolean(),
  /** Share a Kinframe album: invite people into it. */
  canShare: z.boolean(),
  canInvite: z.boolean(),
  /** Resend or withdraw invitations, remove members. */
  canManageMembers: z.boolean(),
  canSeeMembers: z.boolean(),
  canLeave: z.boolean(),
  canAddItems: z.boolean(),
  canRemoveAnyItem: z.boolean(),
  /** A member takes back what they added themselves. */
  canRemoveOwnItems: z.boolean(),
  canReorder: z.boolean(),
  canSetCover: z.boolean(),
  /** Copy items into one's own library: a member, and only their own uploads. */
  canCopy: z.boolean(),
  canRespondToInvite: z.boolean(),
});
export type AlbumAbilities = z.infer<typeof ZAlbumAbilities>;

const NO_ABILITIES: AlbumAbilities = {
  canRename: false,
  canDelete: false,
  canEditCaption: false,
  canShare: false,
  canInvite: false,
  canManageMembers: false,
  canSeeMembers: false,
  canLeave: false,
  canAddItems: false,
  canRemoveAnyItem: false,
  canRemoveOwnItems: false,
  canReorder: false,
  canSetCover: false,
  canCopy: false,
  canRespondToInvite: false,
};

export function albumAbilitiesOf(role: AlbumRole, type: AlbumType): AlbumAbilities {
  // Connected albums mirror Google or Dropbox: their content comes from there.
  const isOwnContent = type === 'kinframe' || type === 'shared';
  if (role === 'owner') {
    return {
      ...NO_ABILITIES,
      canRename: true,
      canDelete: true,
      canEditCaption: true,
      canShare: type === 'kinframe',
      canInvite: isOwnContent,
      canManageMembers: isOwnContent,
      canSeeMembers: isOwnContent,
      canAddItems: isOwnContent,
      canRemoveAnyItem: isOwnContent,
      canRemoveOwnItems: isOwnContent,
      canReorder: isOwnContent,
      canSetCover: true,
    };
  }
  if (role === 'member') {
    return {
      ...NO_ABILITIES,
      canSeeMembers: true,
      canLeave: true,
      canAddItems: isOwnContent,
      canRemoveOwnItems: isOwnContent,
      canCopy: true,
    };
  }
  return { ...NO_ABILITIES, canRespondToInvite: true };
}

export const ZAlbum = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ALBUM_TYPES),
  caption: z.string(),
  itemCount: z.number().int(),
  /** The most the server lets this album hold (ALBUM_MAX_ITEMS). */
  maxItems: z.number().int(),
  coverUrl: z.string().nullable(),
  owner: ZPerson,
  role: z.enum(ALBUM_ROLES),
  /** What the asking person may do with it: albumAbilitiesOf(role, type). */
  abilities: ZAlbumAbilities,
  /** Accepted members, the owner not counted. */
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof ZAlbum>;

export const ZAlbumQuery = z.object({
  type: z.enum(ALBUM_TYPES).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZAlbumPage = z.object({ albums: z.array(ZAlbum), nextCursor: z.string().nullable() });
export type AlbumPage = z.infer<typeof ZAlbumPage>;

const albumName = plainString().trim().min(1).max(100);

/** POST albums: a Kinframe album, or a shared one made from at least one selected item. */
export const ZNewAlbum = z.object({
  name: albumName,
  isShared: z.boolean().default(false),
  itemIds: z.array(z.number().int()).max(10_000).default([]),
});
export type NewAlbum = z.infer<typeof ZNewAlbum>;

export const ZAlbumChanges = z.object({
  name: albumName.optional(),
  caption: z.string().max(LIMITS.caption.max).optional(),
  coverItemId: z.number().int().nullable().optional(),
});
export type AlbumChanges = z.infer<typeof ZAlbumChanges>;

/** An item as an album shows it: who added it, and whether it is the asking person's own upload. */
export const ZAlbumItem = ZLibraryItem.extend({
  addedBy: ZPerson,
  isOwnUpload: z.boolean(),
});
export type AlbumItem = z.infer<typeof ZAlbumItem>;
export const ZAlbumItemPage = z.object({ items: z.array(ZAlbumItem), nextCursor: z.string().nullable() });
export type AlbumItemPage = z.infer<typeof ZAlbumItemPage>;

/** POST albums/{id}/items: adds in the order given, as many as fit. */
export const ZAddedItems = z.object({
  added: z.number().int(),
  /** Items the album now holds. */
  total: z.number().int(),
  /** Set when not all fitted: the code album_partially_added or album_full, for the spec's texts. */
  notice: z.enum(['album_partially_added', 'album_full']).nullable(),
});
export type AddedItems = z.infer<typeof ZAddedItems>;

/** POST albums/{id}/items/move: puts one item right before another (null: at the end). */
export const ZMoveItem = z.object({ itemId: z.number().int(), beforeItemId: z.number().int().nullable() });

export const ZAlbumMember = z.object({
  id: z.number().int(),
  /** null while an invitation waits for someone without an account. */
  person: ZPerson.nullable(),
  /** The address an invitation went to (shown to the owner only). */
  email: z.string().nullable(),
  status: z.enum(ALBUM_MEMBER_STATUSES),
  invitedAt: z.string(),
});
export type AlbumMember = z.infer<typeof ZAlbumMember>;
export const ZAlbumMembers = z.object({ owner: ZPerson, members: z.array(ZAlbumMember) });
export type AlbumMembers = z.infer<typeof ZAlbumMembers>;

/** POST albums/{id}/members: invite by email or username, several at once. */
export const ZInvitees = z.object({
  invitees: z.array(z.string().trim().min(1).max(240)).min(1).max(LIMITS.sharedAlbumMembers),
});

export const ZAlbumInvite = z.object({
  id: z.number().int(),
  album: z.object({
    id: z.number().int(),
    name: z.string(),
    itemCount: z.number().int(),
    coverUrl: z.string().nullable(),
  }),
  invitedBy: ZPerson,
  invitedAt: z.string(),
});
export type AlbumInvite = z.infer<typeof ZAlbumInvite>;
export const ZAlbumInvites = z.object({ invites: z.array(ZAlbumInvite) });

export const ZCollection = z.object({
  id: z.enum(COLLECTION_IDS),
  itemCount: z.number().int(),
  coverUrl: z.string().nullable(),
});
export type Collection = z.infer<typeof ZCollection>;
export const ZCollections = z.object({ collections: z.array(ZCollection) });

/** Album size state for the warning and the reached-limit state (spec section 4, album fill). */
export function albumFill(itemCount: number, maxItems: number): 'ok' | 'near-limit' | 'full' {
  if (itemCount >= maxItems) return 'full';
  return itemCount >= Math.floor(maxItems * 0.9) ? 'near-limit' : 'ok';
}

/** GET albums/{id}/items: one page in the album's order, by keyset cursor. */
export const ZAlbumItemQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** POST albums/{id}/items/copy: album items into the asker's own library, and optionally one of their albums. */
export const ZCopyItems = z.object({
  itemIds: z.array(z.number().int()).min(1).max(10_000),
  albumId: z.number().int().optional(),
});
export const ZCopiedItems = z.object({
  /** New items in the asker's library. */
  copied: z.number().int(),
  /** Items whose content the asker's library already held (not copied again). */
  skipped: z.number().int(),
  /** When albumId was given: what adding to that album did (the copies and the already-held items). */
  album: ZAddedItems.nullable(),
});
export type CopiedItems = z.infer<typeof ZCopiedItems>;

/** POST album-invites/claim: the token of a mailed invitation, for someone who signed up with another address. */
export const ZInviteToken = z.object({ token: z.string().min(1).max(200) });

/** An item of a built-in collection; NFT Art pieces carry their title and artist. */
export const ZCollectionItem = ZLibraryItem.extend({
  art: z.object({ title: z.string(), artist: z.string() }).nullable(),
});
export type CollectionItem = z.infer<typeof ZCollectionItem>;
export const ZCollectionItemPage = z.object({ items: z.array(ZCollectionItem), nextCursor: z.string().nullable() });
export type CollectionItemPage = z.infer<typeof ZCollectionItemPage>;
