import {
  ZCommunityMe,
  ZCommunityModeration,
  ZCommunityPage,
  ZCommunityPost,
  ZCommunityPostChanges,
  ZCommunityPostPage,
  ZCommunityPostQuery,
  ZCommunityReactionResult,
  ZCommunityReactionToggle,
  ZCommunityReply,
  ZCommunityReplyPage,
  ZCommunityReportPage,
  ZCommunitySuspendedList,
  ZCommunitySuspension,
  ZCommunityThread,
  ZCommunityUnsuspension,
  ZNewCommunityPost,
  ZNewCommunityReply,
  ZNewCommunityReport,
  ZSuccess,
} from '@kinframe/contract';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CommunityService } from './community.service.ts';

const success = { success: true as const };

/** Hub > Community under /api/v3/community; the moderation routes answer 404 to all but operators. */
export function registerCommunityRoutes(app: ZodApp, deps: { community: CommunityService }) {
  const { community } = deps;
  const tags = ['community'];

  app.get('/v3/community/me', { schema: { tags, response: { 200: ZCommunityMe } } }, async (request) =>
    community.me(requireUser(request).id),
  );

  app.get(
    '/v3/community/posts',
    { schema: { tags, querystring: ZCommunityPostQuery, response: { 200: ZCommunityPostPage } } },
    async (request) => community.listPosts(requireUser(request).id, request.query),
  );

  app.post(
    '/v3/community/posts',
    { schema: { tags, body: ZNewCommunityPost, response: { 201: ZCommunityPost } } },
    async (request, reply) => reply.code(201).send(await community.createPost(requireUser(request).id, request.body)),
  );

  app.get(
    '/v3/community/posts/:id',
    { schema: { tags, params: ZId, response: { 200: ZCommunityThread } } },
    async (request) => community.readThread(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/v3/community/posts/:id',
    { schema: { tags, params: ZId, body: ZCommunityPostChanges, response: { 200: ZCommunityPost } } },
    async (request) => community.editPost(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/v3/community/posts/:id',
    { schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await community.deletePost(requireUser(request).id, request.params.id);
      return success;
    },
  );

  app.get(
    '/v3/community/posts/:id/replies',
    { schema: { tags, params: ZId, querystring: ZCommunityPage, response: { 200: ZCommunityReplyPage } } },
    async (request) => community.listReplies(requireUser(request).id, request.params.id, request.query.cursor),
  );

  app.post(
    '/v3/community/posts/:id/replies',
    { schema: { tags, params: ZId, body: ZNewCommunityReply, response: { 201: ZCommunityReply } } },
    async (request, reply) =>
      reply.code(201).send(await community.reply(requireUser(request).id, request.params.id, request.body)),
  );

  app.post(
    '/v3/community/posts/:id/reactions',
    { schema: { tags, params: ZId, body: ZCommunityReactionToggle, response: { 200: ZCommunityReactionResult } } },
    async (request) => community.toggleReaction(requireUser(request).id, 'post', request.params.id, request.body.kind),
  );

  app.patch(
    '/v3/community/replies/:id',
    { schema: { tags, params: ZId, body: ZNewCommunityReply, response: { 200: ZCommunityReply } } },
    async (request) => community.editReply(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/v3/community/replies/:id',
    { schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await community.deleteReply(requireUser(request).id, request.params.id);
      return success;
    },
  );

  app.post(
    '/v3/community/replies/:id/reactions',
    { schema: { tags, params: ZId, body: ZCommunityReactionToggle, response: { 200: ZCommunityReactionResult } } },
    async (request) => community.toggleReaction(requireUser(request).id, 'reply', request.params.id, request.body.kind),
  );

  app.post(
    '/v3/community/reports',
    { schema: { tags, body: ZNewCommunityReport, response: { 201: ZSuccess } } },
    async (request, reply) => {
      await community.report(requireUser(request).id, request.body);
      return reply.code(201).send(success);
    },
  );

  app.get(
    '/v3/community/moderation/reports',
    { config: LITE, schema: { tags, querystring: ZCommunityPage, response: { 200: ZCommunityReportPage } } },
    async (request) => community.listReports(requireUser(request).id, request.query.cursor),
  );

  app.patch(
    '/v3/community/moderation/posts/:id',
    { config: LITE, schema: { tags, params: ZId, body: ZCommunityModeration, response: { 200: ZSuccess } } },
    async (request) => {
      await community.moderate(requireUser(request).id, 'post', request.params.id, request.body);
      return success;
    },
  );

  app.patch(
    '/v3/community/moderation/replies/:id',
    { config: LITE, schema: { tags, params: ZId, body: ZCommunityModeration, response: { 200: ZSuccess } } },
    async (request) => {
      await community.moderate(requireUser(request).id, 'reply', request.params.id, request.body);
      return success;
    },
  );

  app.get(
    '/v3/community/moderation/suspensions',
    { config: LITE, schema: { tags, response: { 200: ZCommunitySuspendedList } } },
    async (request) => community.listSuspensions(requireUser(request).id),
  );

  app.post(
    '/v3/community/moderation/suspensions',
    { config: LITE, schema: { tags, body: ZCommunitySuspension, response: { 200: ZCommunityMe } } },
    async (request) => community.suspend(requireUser(request).id, request.body),
  );

  app.post(
    '/v3/community/moderation/unsuspensions',
    { config: LITE, schema: { tags, body: ZCommunityUnsuspension, response: { 200: ZSuccess } } },
    async (request) => {
      await community.unsuspend(requireUser(request).id, request.body.userId);
      return success;
    },
  );
}
