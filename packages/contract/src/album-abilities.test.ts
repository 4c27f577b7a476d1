import { describe, expect, it } from 'vitest';
import { albumAbilitiesOf } from './albums.ts';

describe('album abilities by role', () => {
  it('gives the owner of a Kinframe album everything but leaving and copying', () => {
    const controls = albumAbilitiesOf('owner', 'kinframe');
    expect(controls).toMatchObject({
      canRename: true,
      canDelete: true,
      canShare: true,
      canInvite: true,
      canManageMembers: true,
      canReorder: true,
      canSetCover: true,
      canAddItems: true,
      canRemoveAnyItem: true,
      canLeave: false,
      canCopy: false,
    });
  });

  it('does not offer to share an album that is shared already', () => {
    expect(albumAbilitiesOf('owner', 'shared')).toMatchObject({ canShare: false, canInvite: true });
  });

  it('lets a member contribute, copy, see the members and leave, and nothing of the owner', () => {
    expect(albumAbilitiesOf('member', 'shared')).toMatchObject({
      canAddItems: true,
      canRemoveOwnItems: true,
      canRemoveAnyItem: false,
      canCopy: true,
      canLeave: true,
      canSeeMembers: true,
      canRename: false,
      canDelete: false,
      canInvite: false,
      canManageMembers: false,
      canReorder: false,
      canSetCover: false,
      canEditCaption: false,
    });
  });

  it('lets an invitee only answer the invitation', () => {
    const controls = albumAbilitiesOf('invitee', 'shared');
    const offered = Object.entries(controls)
      .filter(([, isAllowed]) => isAllowed)
      .map(([name]) => name);
    expect(offered).toEqual(['canRespondToInvite']);
  });

  it('does not let anyone add to or reorder a connected album', () => {
    expect(albumAbilitiesOf('owner', 'google')).toMatchObject({
      canAddItems: false,
      canReorder: false,
      canRename: true,
    });
  });
});
