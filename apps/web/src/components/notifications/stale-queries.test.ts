import { NOTIFICATION_TYPES } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '../../api/account.ts';
import { albumKeys } from '../../api/albums.ts';
import { libraryKeys } from '../../api/library.ts';
import { staleQueriesOf } from './stale-queries.ts';

describe('what a notification makes an open tab ask again', () => {
  it('refreshes the members page on friend requests and their answers', () => {
    for (const type of ['friend_request', 'friend_accepted', 'friend_declined'] as const) {
      expect(staleQueriesOf(type)).toEqual([['members']]);
    }
  });

  it('refreshes the library and albums when photos arrive from a friend, by mail or by upload', () => {
    expect(staleQueriesOf('photos_received')).toEqual([['members'], libraryKeys.all, albumKeys.all]);
    expect(staleQueriesOf('emailed_photos')).toEqual([libraryKeys.all, albumKeys.all]);
    expect(staleQueriesOf('upload_finished')).toEqual([libraryKeys.all, albumKeys.all]);
  });

  it('refreshes the held mails when a new sender waits for approval', () => {
    expect(staleQueriesOf('sender_awaiting_approval')).toEqual([accountKeys.heldMails]);
  });

  it('answers for every type the server raises', () => {
    for (const type of NOTIFICATION_TYPES) expect(Array.isArray(staleQueriesOf(type))).toBe(true);
  });
});
