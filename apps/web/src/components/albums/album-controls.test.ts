import { describe, expect, it } from 'vitest';
import { controlsFor } from './album-controls.ts';

describe('album controls by role', () => {
  it('gives the owner of a Kinframe album everything but leaving and copying', () => {
    const controls = controlsFor('owner', 'kinframe');
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
    expect(controlsFor('owner', 'shared')).toMatchObject({ canShare: false, canInvite: true });
  });

  it('lets a member contribute, copy, see the members and leave, and nothing of the owner', () => {
    expect(controlsFor('member', 'shared')).toMatchObject({
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
    const controls = controlsFor('invitee', 'shared');
    const offered = Object.entries(controls)
      .filter(([, isAllowed]) => isAllowed)
      .map(([name]) => name);
    expect(offered).toEqual(['canRespondToInvite']);
  });

  it('does not let anyone add to or reorder a connected album', () => {
    expect(controlsFor('owner', 'google')).toMatchObject({ canAddItems: false, canReorder: false, canRename: true });
  });
});
