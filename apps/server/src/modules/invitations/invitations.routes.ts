import {
  ZCreatedInvitation,
  ZInvitation,
  ZInvitationPage,
  ZInvitationQuery,
  ZJoinPreview,
  ZJoinRequest,
  ZNewInvitation,
} from '@kinframe/contract';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { InvitationsService } from './invitations.service.ts';

/**
 * Invitations under /api/v3/invitations, operators only (404 to everyone else), whatever their own
 * plan; POST /api/v3/join
 * tells anyone holding a link what it offers, signed in or not.
 */
export function registerInvitationRoutes(app: ZodApp, deps: { invitations: InvitationsService }) {
  const { invitations } = deps;
  const tags = ['invitations'];

  app.get(
    '/v3/invitations',
    { config: LITE, schema: { tags, querystring: ZInvitationQuery, response: { 200: ZInvitationPage } } },
    async (request) => invitations.list(requireUser(request).id, request.query.cursor),
  );

  app.post(
    '/v3/invitations',
    { config: LITE, schema: { tags, body: ZNewInvitation, response: { 201: ZCreatedInvitation } } },
    async (request, reply) => reply.code(201).send(await invitations.create(requireUser(request).id, request.body)),
  );

  app.post(
    '/v3/invitations/:id/revoke',
    { config: LITE, schema: { tags, params: ZId, response: { 200: ZInvitation } } },
    async (request) => invitations.revoke(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/join',
    { config: LITE, schema: { tags, body: ZJoinRequest, response: { 200: ZJoinPreview } } },
    async (request) => invitations.preview(request.body.token, request.ip),
  );
}
