import type { AlbumRole } from '@kinframe/contract';

/**
 * Who may do what, in one list. An album's permissions follow the asking person's standing in it
 * (owner, member, invitee); an item's and a frame's are their owner's alone. The web app's album
 * controls (the contract's `albumAbilitiesOf`) say the same in the screen's words, and narrow them
 * further by the album's type.
 */
export const ALBUM_PERMISSIONS = {
  /** The album's summary: the card of an invitation, or an album of one's own or joined. */
  'album.see': ['owner', 'member', 'invitee'],
  /** Its items and its members. */
  'album.read': ['owner', 'member'],
  /** Adding one's own photos, and removing what one added. */
  'album.addItems': ['owner', 'member'],
  /** Leaving it (with what one added). */
  'album.leave': ['member'],
  /** Everything else: rename, caption, cover, order, invitations, members, deletion. */
  'album.manage': ['owner'],
} as const satisfies Record<string, readonly AlbumRole[]>;

export type AlbumPermission = keyof typeof ALBUM_PERMISSIONS;

/**
 * Acting on library items (edit, tag, send, download, put in an album or a post, delete): their
 * owner, while the item is in the library. Restoring or deleting for good: their owner, while it is
 * in the Trash.
 */
export type ItemPermission = 'item.edit' | 'item.restore';

/** Changing a frame, what it shows, or telling it what to do: its owner. */
export type FramePermission = 'frame.control';

export type Permission = AlbumPermission | ItemPermission | FramePermission;

/** How a person stands on the server as a whole: its owner is an operator too. */
export type ServerRole = 'owner' | 'operator';

/** What a person may do on the server as a whole, by their role on it. */
export const SERVER_PERMISSIONS = {
  /** Making, listing and withdrawing invitations to sign up. */
  'invitation.manage': ['owner', 'operator'],
  /** Making photo competitions, moving them on, hiding them from members. */
  'competition.manage': ['owner', 'operator'],
  /** The console's People tab: everyone's plan, role, sign-in and account. */
  'people.manage': ['owner', 'operator'],
  /** The console's Server tab: how the server runs, its job queue (retrying a failed job too), undelivered mail. */
  'server.see': ['owner', 'operator'],
} as const satisfies Record<string, readonly ServerRole[]>;

export type ServerPermission = keyof typeof SERVER_PERMISSIONS;

export const isAlbumPermission = (permission: Permission): permission is AlbumPermission =>
  permission in ALBUM_PERMISSIONS;
