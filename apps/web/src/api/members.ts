// Friends and family, and the conversations with them: their queries and mutations.
import type { NewMessage } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/Toasts.tsx';
import { errorText } from '../i18n/error-text.ts';
import {
  getFriends,
  getMessages,
  inviteFriends,
  removeFriend,
  renameFriend,
  resendFriendRequest,
  respondToFriendRequest,
  saveMessagePhotos,
  sendMessage,
} from './calls.ts';
import { libraryKeys } from './library.ts';
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

/**
 * One change to the friends list: the list is asked again after, a refusal is told in the spec's
 * words (the server's code, translated), a success in ours.
 */
function useFriendChange<T>(change: (input: T) => Promise<unknown>, success?: (input: T) => string) {
  const { t } = useTranslation();
  const notify = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, input) => {
      if (success) notify({ type: 'success', content: success(input) });
    },
    onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.friends }),
  });
}

/** The invite dialog says itself how it went (a refusal under the field, in the spec's words). */
export function useInviteFriends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitees: string[]) => inviteFriends(invitees),
    onSuccess: (friends) => queryClient.setQueryData(memberKeys.friends, friends),
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
