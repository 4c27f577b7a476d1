import type { Invitation, InvitationState, Person } from '@kinframe/contract';
import { presentPerson } from '../account/account.presenters.ts';
import type { InvitationWithCreator } from './invitations.repo.ts';

export function invitationStateOf(
  row: Pick<InvitationWithCreator, 'revoked_at' | 'use_count' | 'max_uses' | 'expires_at'>,
  now: Date,
): InvitationState {
  if (row.revoked_at !== null) return 'revoked';
  if (row.use_count >= row.max_uses) return 'used';
  return row.expires_at <= now.toISOString() ? 'expired' : 'open';
}

/** The operator who made an invitation, as people are shown; null once their account is gone. */
export function creatorOf(row: InvitationWithCreator): Person | null {
  if (row.created_by === null || row.creator_username === null) return null;
  return presentPerson({
    id: row.created_by,
    username: row.creator_username,
    first_name: row.creator_first_name ?? '',
    last_name: row.creator_last_name ?? '',
  });
}

/** Exactly the fields of ZInvitation: never the token's hash. */
export function presentInvitation(row: InvitationWithCreator, now: Date): Invitation {
  const creator = creatorOf(row);
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    note: row.note,
    maxUses: row.max_uses,
    useCount: row.use_count,
    state: invitationStateOf(row, now),
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
    createdBy: creator ? { username: creator.username, displayName: creator.displayName } : null,
  };
}
