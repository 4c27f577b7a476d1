import { checkEmail, checkUsername, LIMITS } from '@kinframe/contract';

/**
 * The members dialog's one text box: several emails or usernames, separated by commas or one per
 * line. Anything with an @ is an email, the rest usernames (spec section 6: the owner invites by
 * either). Repeats are dropped (case does not matter); an album holds LIMITS.sharedAlbumMembers
 * people besides its owner, counting those already invited.
 */
export interface Invitee {
  kind: 'email' | 'username';
  value: string;
}

export type InviteeProblem =
  | { kind: 'empty' }
  | { kind: 'invalid'; entry: string }
  | { kind: 'alreadyInvited'; entry: string }
  | { kind: 'tooMany'; max: number };

export interface ParsedInvitees {
  invitees: Invitee[];
  problem: InviteeProblem | null;
}

const keyOf = (value: string) => value.toLowerCase();

export function parseInvitees(
  text: string,
  options: { existing?: readonly string[]; max?: number } = {},
): ParsedInvitees {
  const max = options.max ?? LIMITS.sharedAlbumMembers;
  const existing = new Set((options.existing ?? []).map(keyOf));
  const seen = new Set<string>();
  const invitees: Invitee[] = [];
  for (const raw of text.split(/[,;\n]/)) {
    const value = raw.trim();
    if (value === '' || seen.has(keyOf(value))) continue;
    seen.add(keyOf(value));
    const kind = value.includes('@') ? 'email' : 'username';
    // No product mail domain to refuse here: an invitation may go to any address.
    const issue = kind === 'email' ? checkEmail(value, '') : checkUsername(value);
    if (issue) return { invitees, problem: { kind: 'invalid', entry: value } };
    if (existing.has(keyOf(value))) return { invitees, problem: { kind: 'alreadyInvited', entry: value } };
    invitees.push({ kind, value: kind === 'email' ? value.toLowerCase() : value });
  }
  if (invitees.length === 0) return { invitees, problem: { kind: 'empty' } };
  if (existing.size + invitees.length > max) return { invitees, problem: { kind: 'tooMany', max } };
  return { invitees, problem: null };
}
