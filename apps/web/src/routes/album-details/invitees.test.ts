import { LIMITS } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { parseInvitees } from './invitees.ts';

describe('invitee list', () => {
  it('splits on commas and lines and tells emails from usernames', () => {
    expect(parseInvitees('grandma@example.com, bob_smith\n  carol.k  ')).toEqual({
      invitees: [
        { kind: 'email', value: 'grandma@example.com' },
        { kind: 'username', value: 'bob_smith' },
        { kind: 'username', value: 'carol.k' },
      ],
      problem: null,
    });
  });

  it('drops repeats whatever their case', () => {
    const parsed = parseInvitees('Ann@Example.com\nann@example.com, bob_smith, BOB_SMITH');
    expect(parsed.invitees.map((invitee) => invitee.value)).toEqual(['ann@example.com', 'bob_smith']);
    expect(parsed.problem).toBeNull();
  });

  it('refuses an entry that is neither an email nor a username', () => {
    expect(parseInvitees('ann@example, bob').problem).toEqual({ kind: 'invalid', entry: 'ann@example' });
    expect(parseInvitees('bob smith').problem).toEqual({ kind: 'invalid', entry: 'bob smith' });
  });

  it('refuses someone already a member or invited', () => {
    expect(parseInvitees('bob_smith', { existing: ['Bob_Smith'] }).problem).toEqual({
      kind: 'alreadyInvited',
      entry: 'bob_smith',
    });
  });

  it('asks for at least one person', () => {
    expect(parseInvitees(' , \n').problem).toEqual({ kind: 'empty' });
  });

  it('holds the album to its member limit, counting those already there', () => {
    const names = (count: number, prefix = 'user') =>
      Array.from({ length: count }, (_, i) => `${prefix}${i + 1000}`).join(', ');
    expect(parseInvitees(names(LIMITS.sharedAlbumMembers)).problem).toBeNull();
    expect(parseInvitees(names(LIMITS.sharedAlbumMembers + 1)).problem).toEqual({
      kind: 'tooMany',
      max: LIMITS.sharedAlbumMembers,
    });
    expect(
      parseInvitees(names(2), { existing: names(LIMITS.sharedAlbumMembers - 1, 'old').split(', ') }).problem,
    ).toEqual({ kind: 'tooMany', max: LIMITS.sharedAlbumMembers });
  });
});
