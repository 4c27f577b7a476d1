// Hub > Community: members' tips and questions, replies, reactions, reports; operators' moderation.
import type {
  CommunityModeration,
  CommunityPostChanges,
  CommunityPostKind,
  CommunityReactionKind,
  CommunityTarget,
  NewCommunityPost,
  NewCommunityReport,
} from '@kinframe/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCursorPagesQuery } from './pages.ts';
import { call } from './typed.ts';

export const communityKeys = {
  all: ['community'] as const,
  me: ['community', 'me'] as const,
  feed: (kind: CommunityPostKind | undefined) => ['community', 'feed', kind ?? 'all'] as const,
  thread: (id: number) => ['community', 'thread', id] as const,
  replies: (id: number) => ['community', 'replies', id] as const,
  reports: ['community', 'reports'] as const,
  suspensions: ['community', 'suspensions'] as const,
};

const path = (id: number) => ({ id: String(id) });

export function useCommunityMeQuery() {
  return useQuery({
    queryKey: communityKeys.me,
    queryFn: ({ signal }) => call('get', '/api/v3/community/me', { signal }),
    staleTime: 60_000,
  });
}

export function useCommunityFeedQuery(kind: CommunityPostKind | undefined) {
  return useCursorPagesQuery(communityKeys.feed(kind), (cursor, signal) =>
    call('get', '/api/v3/community/posts', { query: { cursor, kind }, signal }),
  );
}

/** The post with the first page of its replies. */
export function useCommunityThreadQuery(id: number) {
  return useQuery({
    queryKey: communityKeys.thread(id),
    queryFn: ({ signal }) => call('get', '/api/v3/community/posts/{id}', { path: path(id), signal }),
  });
}

/** A post's replies, oldest first, page by page. */
export function useRepliesQuery(id: number) {
  return useCursorPagesQuery(communityKeys.replies(id), (cursor, signal) =>
    call('get', '/api/v3/community/posts/{id}/replies', { path: path(id), query: { cursor }, signal }),
  );
}

export function useCommunityReportsQuery() {
  return useCursorPagesQuery(communityKeys.reports, (cursor, signal) =>
    call('get', '/api/v3/community/moderation/reports', { query: { cursor }, signal }),
  );
}

/** Operators only: who may not post now. */
export function useSuspensionsQuery() {
  return useQuery({
    queryKey: communityKeys.suspensions,
    queryFn: ({ signal }) => call('get', '/api/v3/community/moderation/suspensions', { signal }),
  });
}

/** Everything the community shows may have changed: read it again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communityKeys.all });
}

export function useCommunityMutations() {
  const refresh = useRefresh();
  const onSuccess = () => refresh();
  // What a dialog sends (a post, a report, a suspension, a deletion) is refused in the dialog.
  const inPlace = { handlesErrorItself: true };
  return {
    createPost: useMutation({
      mutationFn: (post: NewCommunityPost) => call('post', '/api/v3/community/posts', { json: post }),
      onSuccess,
      meta: inPlace,
    }),
    editPost: useMutation({
      mutationFn: ({ id, changes }: { id: number; changes: CommunityPostChanges }) =>
        call('patch', '/api/v3/community/posts/{id}', { path: path(id), json: changes }),
      onSuccess,
      meta: inPlace,
    }),
    deletePost: useMutation({
      mutationFn: (id: number) => call('delete', '/api/v3/community/posts/{id}', { path: path(id) }),
      onSuccess,
      meta: inPlace,
    }),
    reply: useMutation({
      mutationFn: ({ postId, body }: { postId: number; body: string }) =>
        call('post', '/api/v3/community/posts/{id}/replies', { path: path(postId), json: { body } }),
      onSuccess,
    }),
    deleteReply: useMutation({
      mutationFn: (id: number) => call('delete', '/api/v3/community/replies/{id}', { path: path(id) }),
      onSuccess,
      meta: inPlace,
    }),
    react: useMutation({
      mutationFn: ({ target, id, kind }: { target: CommunityTarget; id: number; kind: CommunityReactionKind }) =>
        target === 'post'
          ? call('post', '/api/v3/community/posts/{id}/reactions', { path: path(id), json: { kind } })
          : call('post', '/api/v3/community/replies/{id}/reactions', { path: path(id), json: { kind } }),
      onSuccess,
    }),
    report: useMutation({
      mutationFn: (report: NewCommunityReport) => call('post', '/api/v3/community/reports', { json: report }),
      meta: inPlace,
    }),
    moderate: useMutation({
      mutationFn: ({ target, id, ...moderation }: { target: CommunityTarget; id: number } & CommunityModeration) =>
        target === 'post'
          ? call('patch', '/api/v3/community/moderation/posts/{id}', { path: path(id), json: moderation })
          : call('patch', '/api/v3/community/moderation/replies/{id}', { path: path(id), json: moderation }),
      onSuccess,
    }),
    suspend: useMutation({
      mutationFn: (input: { userId: number; until: string | null; reason: string }) =>
        call('post', '/api/v3/community/moderation/suspensions', { json: input }),
      onSuccess,
      meta: inPlace,
    }),
    unsuspend: useMutation({
      mutationFn: (userId: number) => call('post', '/api/v3/community/moderation/unsuspensions', { json: { userId } }),
      onSuccess,
    }),
  };
}
