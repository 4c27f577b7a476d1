import type { Friend, LibraryItem, Message, MessageItem } from '@kinframe/contract';
import { presentPerson } from '../account/account.presenters.ts';
import type { FriendListRow } from './friends.repo.ts';
import type { MessageListRow } from './messages.repo.ts';

/**
 * A friendship as `viewerId` sees it: the other person, the viewer's own nickname for them (never
 * the other side's), and the address a request went to only for the one who sent it.
 */
export function presentFriend(row: FriendListRow, viewerId: number): Friend {
  const isRequester = row.requester_id === viewerId;
  const requester = presentPerson({
    id: row.requester_id,
    username: row.requester_username,
    first_name: row.requester_first_name,
    last_name: row.requester_last_name,
  });
  const addressee =
    row.addressee_id !== null && row.addressee_username !== null
      ? presentPerson({
          id: row.addressee_id,
          username: row.addressee_username,
          first_name: row.addressee_first_name ?? '',
          last_name: row.addressee_last_name ?? '',
        })
      : null;
  return {
    id: row.id,
    person: isRequester ? addressee : requester,
    email: isRequester ? row.email : null,
    nickname: isRequester ? row.requester_nickname : row.addressee_nickname,
    status: row.status,
    direction: isRequester ? 'sent' : 'received',
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    lastMessageAt: row.last_message_at,
    unreadMessages: Number(row.unread_messages),
  };
}

/** A message item: what the conversation shows of a library item, nothing of its owner's own marks. */
export function presentMessageItem(item: LibraryItem): MessageItem {
  return { id: item.id, kind: item.kind, width: item.width, height: item.height, urls: item.urls };
}

export function presentMessage(row: MessageListRow, items: MessageItem[]): Message {
  return {
    id: row.id,
    from: presentPerson({
      id: row.sender_id,
      username: row.sender_username,
      first_name: row.sender_first_name,
      last_name: row.sender_last_name,
    }),
    to: presentPerson({
      id: row.receiver_id,
      username: row.receiver_username,
      first_name: row.receiver_first_name,
      last_name: row.receiver_last_name,
    }),
    note: row.note,
    items,
    sentAt: row.sent_at,
    readAt: row.read_at,
  };
}
