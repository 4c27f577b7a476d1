import type { NotificationType } from '@kinframe/contract';
import type { QueryKey } from '@tanstack/react-query';
import { accountKeys } from '../../api/account.ts';
import { albumKeys } from '../../api/albums.ts';
import { communityKeys } from '../../api/community.ts';
import { competitionKeys } from '../../api/competitions.ts';
import { frameKeys } from '../../api/frames.ts';
import { importKeys } from '../../api/imports.ts';
import { libraryKeys } from '../../api/library.ts';
import { supportKeys } from '../../api/support.ts';

const MEMBERS: QueryKey = ['members'];

/**
 * What a notification says has changed on the server, as the queries an open tab should ask again:
 * a friend request answered shows on the members page, photos received or mailed in show in the
 * library and albums, a held sender in the settings, without a reload.
 */
export function staleQueriesOf(type: NotificationType): QueryKey[] {
  switch (type) {
    case 'friend_request':
    case 'friend_accepted':
    case 'friend_declined':
      return [MEMBERS];
    case 'photos_received':
      return [MEMBERS, libraryKeys.all, albumKeys.all];
    case 'album_invitation':
    case 'album_invitation_accepted':
    case 'album_invitation_declined':
    case 'album_items_added':
      return [albumKeys.all];
    case 'emailed_photos':
    case 'upload_finished':
    case 'upload_failed':
      return [libraryKeys.all, albumKeys.all];
    case 'sender_awaiting_approval':
    case 'mail_unproved':
      return [accountKeys.heldMails];
    case 'download_ready':
    case 'emailed_photos_known':
      return [];
    case 'frame_offline':
    case 'frame_back_online':
      return [frameKeys.all];
    case 'import_finished':
      return [importKeys.all, libraryKeys.all, albumKeys.all];
    case 'import_failed':
      return [importKeys.all];
    case 'community_reply':
      return [communityKeys.all];
    case 'support_answered':
      return [supportKeys.all];
    case 'competition_results':
      return [competitionKeys.all];
  }
}
