// Friends and family, and the conversations with them: their calls, queries and mutations.
import type { Friend, Friends, Message, MessagePage, NewMessage, SavedMessageItems } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/Toasts.tsx';
import { libraryKeys } from './library.ts';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

// Friends and family, and private photo messages (spec sections 2, 3, 4, 8).

export function getFriends(): Promise<Friends> {
  return call('get', '/api/v3/friends');
}

/** By email or username, several at once; answers the whole list as it now stands. */
export function inviteFriends(invitees: string[]): Promise<Friends> {
  return call('post', '/api/v3/friends/invitations', { json: { invitees } });
}

/** A request mailed before the account existed, tied to it after sign-up. */
export function claimFriendRequest(token: string): Promise<Friends> {
  return call('post', '/api/v3/friends/claim', { json: { token } });
}

/** The private nickname only its owner sees; empty clears it. */
export function renameFriend(id: number, nickname: string): Promise<Friend> {
  return call('patch', '/api/v3/friends/{id}', { path: { id: String(id) }, json: { nickname } });
}

/** Removes a friend, or withdraws a request not yet answered. */
export function removeFriend(id: number): Promise<unknown> {
  return call('delete', '/api/v3/friends/{id}', { path: { id: String(id) } });
}

export function resendFriendRequest(id: number): Promise<unknown> {
  return call('post', '/api/v3/friends/{id}/resend', { path: { id: String(id) } });
}

export function respondToFriendRequest(id: number, accept: boolean): Promise<Friends> {
  return call('post', '/api/v3/friends/{id}/respond', { path: { id: String(id) }, json: { accept } });
}

export function getMessages(friendId: number, cursor?: string): Promise<MessagePage> {
  return call('get', '/api/v3/friends/{id}/messages', { path: { id: String(friendId) }, query: { cursor, limit: 30 } });
}

export function sendMessage(friendId: number, message: NewMessage): Promise<Message> {
  return call('post', '/api/v3/friends/{id}/messages', { path: { id: String(friendId) }, json: message });
}

/** Photos a friend sent into the person's own library: the ones given, or all of the message's. */
export function saveMessagePhotos(friendId: number, messageId: number, itemIds?: number[]): Promise<SavedMessageItems> {
  return call('post', '/api/v3/friends/{id}/messages/{messageId}/save', {
    path: { id: String(friendId), messageId: String(messageId) },
    json: itemIds ? { itemIds } : {},
  });
}

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

/**
 * One change to the friends list: the list is asked again after, a success is told in our words (a
 * refusal, as every mutation's, in the spec's).
 */
function useFriendChange<T>(change: (input: T) => Promise<unknown>, success?: (input: T) => string) {
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, input) => {
      if (success) notify({ type: 'success', content: success(input) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.friends }),
  });
}

/** The invite dialog says itself how it went (a refusal under the field, in the spec's words). */
export function useInviteFriends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitees: string[]) => inviteFriends(invitees),
    onSuccess: (friends) => queryClient.setQueryData(memberKeys.friends, friends),
    meta: { handlesErrorItself: true },
  });
}

export function useRespondToFriend() {
  const { t } = useTranslation();
  return useFriendChange(
    ({ id, accept }: { id: number; accept: boolean }) => respondToFriendRequest(id, accept),
    ({ accept }) => t(accept ? 'members.accepted' : 'members.declined'),
  );
}

export function useRenameFriend() {
  const { t } = useTranslation();
  return useFriendChange(
    ({ id, nickname }: { id: number; nickname: string }) => renameFriend(id, nickname),
    () => t('members.renamed'),
  );
}

/** Removing a friend, or withdrawing a request not yet answered: the same call. */
export function useRemoveFriend() {
  const { t } = useTranslation();
  return useFriendChange(
    ({ id }: { id: number; isWithdrawal: boolean }) => removeFriend(id),
    ({ isWithdrawal }) => t(isWithdrawal ? 'members.withdrawn' : 'members.removed'),
  );
}

export function useResendFriendRequest() {
  const { t } = useTranslation();
  return useFriendChange(
    (id: number) => resendFriendRequest(id),
    () => t('members.resent'),
  );
}

/** Sends photos to a friend; the conversation is asked again after. */
export function useSendPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ friendId, message }: { friendId: number; message: NewMessage }) => sendMessage(friendId, message),
    // The send dialog says a refusal under its note.
    meta: { handlesErrorItself: true },
    onSuccess: (_message, { friendId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.messages(friendId) }),
        queryClient.invalidateQueries({ queryKey: memberKeys.friends }),
      ]),
  });
}

/**
 * Photos a friend sent, saved into the person's own library (all of a message's without itemIds);
 * answers the library items that hold them. The library is asked again after.
 */
export function useSaveMessagePhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ friendId, messageId, itemIds }: { friendId: number; messageId: number; itemIds?: number[] }) =>
      saveMessagePhotos(friendId, messageId, itemIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}
