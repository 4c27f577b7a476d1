import { type Album, type AlbumMember, type AlbumRole, albumAbilitiesOf } from '@kinframe/contract';
import type { AlbumMemberRow } from '../../infra/db/schema.ts';
import { presentPerson } from '../account/account.presenters.ts';
import type { AlbumSummaryRow } from './albums.repo.ts';

export function presentAlbum(
  row: AlbumSummaryRow,
  details: { role: AlbumRole; maxItems: number; coverUrl: string | null },
): Album {
  const type = row.source ?? (row.is_shared === 1 ? 'shared' : 'kinframe');
  return {
    id: row.id,
    name: row.name,
    type,
    caption: row.caption,
    itemCount: Number(row.item_count),
    maxItems: details.maxItems,
    coverUrl: details.coverUrl,
    owner: presentPerson({
      id: row.owner_id,
      username: row.owner_username,
      first_name: row.owner_first_name,
      last_name: row.owner_last_name,
    }),
    role: details.role,
    abilities: albumAbilitiesOf(details.role, type),
    memberCount: Number(row.member_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A member row; the address an invitation went to is shown to the owner only. */
export function presentMember(
  row: AlbumMemberRow & { username: string | null; first_name: string | null; last_name: string | null },
  isOwnerAsking: boolean,
): AlbumMember {
  return {
    id: row.id,
    person:
      row.user_id !== null && row.username !== null
        ? presentPerson({
            id: row.user_id,
            username: row.username,
            first_name: row.first_name ?? '',
            last_name: row.last_name ?? '',
          })
        : null,
    email: isOwnerAsking ? row.email : null,
    status: row.status,
    invitedAt: row.invited_at,
  };
}
