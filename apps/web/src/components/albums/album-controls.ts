import type { AlbumRole, AlbumType } from '@kinframe/contract';

/**
 * Which controls an album shows to the asking person (spec section 6). The server decides every
 * call; this only keeps a person from being offered what they may not do.
 */
export interface AlbumControls {
  canRename: boolean;
  canDelete: boolean;
  canEditCaption: boolean;
  /** Share a Kinframe album: invite people into it. */
  canShare: boolean;
  canInvite: boolean;
  /** Resend or withdraw invitations, remove members. */
  canManageMembers: boolean;
  canSeeMembers: boolean;
  canLeave: boolean;
  canAddItems: boolean;
  canRemoveAnyItem: boolean;
  /** A member takes back what they added themselves. */
  canRemoveOwnItems: boolean;
  canReorder: boolean;
  canSetCover: boolean;
  /** Copy items into one's own library: a member, and only their own uploads. */
  canCopy: boolean;
  canRespondToInvite: boolean;
}

const NONE: AlbumControls = {
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

export function controlsFor(role: AlbumRole, type: AlbumType): AlbumControls {
  // Connected albums mirror Google or Dropbox: their content comes from there.
  const isOwnContent = type === 'kinframe' || type === 'shared';
  if (role === 'owner') {
    return {
      ...NONE,
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
      ...NONE,
      canSeeMembers: true,
      canLeave: true,
      canAddItems: isOwnContent,
      canRemoveOwnItems: isOwnContent,
      canCopy: true,
    };
  }
  return { ...NONE, canRespondToInvite: true };
}
