import type { Friend } from '@kinframe/contract';

/** The name the asking person knows a friend by: their nickname, else the friend's own name. */
export function friendName(friend: Friend): string {
  return friend.nickname || friend.person?.displayName || friend.person?.username || friend.email || '';
}

/** Invitations as typed: several emails or usernames, separated by commas or one per line. */
export function splitInvitees(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
