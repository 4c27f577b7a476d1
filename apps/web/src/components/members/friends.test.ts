import type { Friend } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { friendName, splitInvitees } from './friends.ts';

const friend: Friend = {
  id: 1,
  person: { id: 7, username: 'grandma', displayName: 'Ingrid Berg' },
  email: null,
  nickname: null,
  status: 'accepted',
  direction: 'sent',
  createdAt: '2026-11-24T10:00:00.000Z',
  acceptedAt: '2026-11-24T10:05:00.000Z',
  lastMessageAt: null,
  unreadMessages: 0,
};

describe('the invite box', () => {
  it('takes several emails or usernames, by comma, semicolon or line, without blanks', () => {
    expect(splitInvitees(' grandma, uncle@example.com;\n\n cousin ,')).toEqual([
      'grandma',
      'uncle@example.com',
      'cousin',
    ]);
  });

  it('leaves repeats for the server, which answers them in the spec’s words', () => {
    expect(splitInvitees('a@example.com, a@example.com')).toEqual(['a@example.com', 'a@example.com']);
  });
});

describe('the name a friend is shown by', () => {
  it('is the private nickname when there is one, else their own name', () => {
    expect(friendName(friend)).toBe('Ingrid Berg');
    expect(friendName({ ...friend, nickname: 'Oma' })).toBe('Oma');
  });

  it('is the address for a request mailed to someone without an account', () => {
    expect(friendName({ ...friend, person: null, email: 'new@example.com', status: 'pending' })).toBe(
      'new@example.com',
    );
  });
});
