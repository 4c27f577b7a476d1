import type { Friend, NewMessage } from '@kinframe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  inviteFriends,
  removeFriend,
  renameFriend,
  resendFriendRequest,
  respondToFriendRequest,
  sendMessage,
} from '../../api/calls.ts';
import { memberKeys } from '../../api/members.ts';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';

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
