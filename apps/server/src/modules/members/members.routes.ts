import {
  ZFriend,
  ZFriendChanges,
  ZFriendInvitees,
  ZFriendResponse,
  ZFriends,
  ZInviteToken,
  ZMessage,
  ZMessagePage,
  ZMessageQuery,
  ZNewMessage,
  ZSavedMessageItems,
  ZSaveMessageItems,
  ZSuccess,
} from '@kinframe/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { ZId, ZRowId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { FriendsService } from './friends.service.ts';
import type { MessagesService } from './messages.service.ts';

const success = { success: true as const };
/** Ids in the path: numbers some row could have, anything else is refused before the database. */
const ZMessageParams = z.object({ id: ZRowId, messageId: ZRowId });

/**
 * A call that broke for a reason of the server's own answers with its spec text ('Could not send
 * photos'); what broke goes to the log, which the error handler does not see behind that text.
 */
async function logCause(request: FastifyRequest, _reply: FastifyReply, error: FastifyError): Promise<void> {
  if (error instanceof AppError && error.cause !== undefined) {
    request.log.error({ err: error.cause }, `${error.code}: the cause`);
  }
}

/** Friends and family, and the private photo messages between two of them, under /api/v3/friends. */
export function registerMembersRoutes(app: ZodApp, deps: { friends: FriendsService; messages: MessagesService }) {
  const { friends, messages } = deps;
  const tags = ['members'];
  const onError = logCause;

  app.get('/v3/friends', { schema: { tags, response: { 200: ZFriends } } }, async (request) =>
    friends.listFriends(requireUser(request).id),
  );

  app.post(
    '/v3/friends/invitations',
    { schema: { tags, body: ZFriendInvitees, response: { 200: ZFriends } } },
    async (request) => friends.invite(requireUser(request).id, request.body.invitees),
  );

  // After signing up from a mailed request with another address than the one it went to.
  app.post(
    '/v3/friends/claim',
    { config: LITE, schema: { tags, body: ZInviteToken, response: { 200: ZFriends } } },
    async (request) => friends.claimRequest(requireUser(request).id, request.body.token),
  );

  app.patch(
    '/v3/friends/:id',
    { onError, schema: { tags, params: ZId, body: ZFriendChanges, response: { 200: ZFriend } } },
    async (request) => friends.rename(requireUser(request).id, request.params.id, request.body.nickname),
  );

  // Removes a friend, withdraws a request sent, or declines one received.
  app.delete(
    '/v3/friends/:id',
    { onError, schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await friends.remove(requireUser(request).id, request.params.id);
      return success;
    },
  );

  app.post(
    '/v3/friends/:id/resend',
    { onError, schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await friends.resend(requireUser(request).id, request.params.id);
      return success;
    },
  );

  app.post(
    '/v3/friends/:id/respond',
    { onError, schema: { tags, params: ZId, body: ZFriendResponse, response: { 200: ZFriends } } },
    async (request) => friends.respond(requireUser(request).id, request.params.id, request.body.accept),
  );

  app.get(
    '/v3/friends/:id/messages',
    { schema: { tags, params: ZId, querystring: ZMessageQuery, response: { 200: ZMessagePage } } },
    async (request) => messages.listMessages(requireUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/v3/friends/:id/messages',
    { onError, schema: { tags, params: ZId, body: ZNewMessage, response: { 201: ZMessage } } },
    async (request, reply) =>
      reply.code(201).send(await messages.send(requireUser(request).id, request.params.id, request.body)),
  );

  // Photos a friend sent, into the receiver's own library.
  app.post(
    '/v3/friends/:id/messages/:messageId/save',
    { schema: { tags, params: ZMessageParams, body: ZSaveMessageItems, response: { 200: ZSavedMessageItems } } },
    async (request) =>
      messages.saveReceived(requireUser(request).id, request.params.id, request.params.messageId, request.body),
  );
}
