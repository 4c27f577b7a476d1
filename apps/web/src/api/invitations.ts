// Invitations to sign up on this server: operators make, list and withdraw them; anyone holding a
// link reads what it offers before signing up with it.
import type { CreatedInvitation, Invitation, JoinPreview, NewInvitation } from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

export const invitationKeys = {
  all: ['invitations'] as const,
  list: ['invitations', 'list'] as const,
  preview: (token: string) => ['invitations', 'preview', token] as const,
};

export function useInvitationsQuery() {
  return useCursorPagesQuery(invitationKeys.list, (cursor, signal) =>
    call('get', '/api/v3/invitations', { query: { cursor }, signal }),
  );
}

export function createInvitation(invitation: NewInvitation): Promise<CreatedInvitation> {
  return call('post', '/api/v3/invitations', { json: invitation });
}

export function revokeInvitation(id: number): Promise<Invitation> {
  return call('post', '/api/v3/invitations/{id}/revoke', { path: { id: String(id) } });
}

export function getJoinPreview(token: string, signal?: AbortSignal): Promise<JoinPreview> {
  return call('post', '/api/v3/join', { json: { token }, signal });
}

/** What an invitation link offers; an unusable one answers invitation_invalid, which is not retried. */
export function useJoinPreviewQuery(token: string) {
  return useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) => getJoinPreview(token, signal),
    enabled: token !== '',
    retry: false,
  });
}

export function useInvitationMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: invitationKeys.list });
  return {
    create: useMutation({ mutationFn: createInvitation, onSuccess }),
    revoke: useMutation({ mutationFn: revokeInvitation, onSuccess }),
  };
}
