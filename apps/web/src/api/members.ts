// Friends and family, and the conversations with them: their queries.
import { useQuery } from '@tanstack/react-query';
import { getFriends, getMessages } from './calls.ts';
import { useCursorPagesQuery } from './pages.ts';

/** Friends and family and their conversations, as TanStack Query keys. */
export const memberKeys = {
  friends: ['members', 'friends'] as const,
  messages: (friendId: number) => ['members', 'messages', friendId] as const,
};

export function useFriendsQuery() {
  return useQuery({ queryKey: memberKeys.friends, queryFn: getFriends });
}

/** A conversation, newest first, page by page. */
export function useMessagesQuery(friendId: number) {
  return useCursorPagesQuery(memberKeys.messages(friendId), (cursor) => getMessages(friendId, cursor));
}
