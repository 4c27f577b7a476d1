import {
  ZSupportFollowUp,
  ZSupportRequest,
  ZSupportTicket,
  ZSupportTicketPage,
  ZSupportTicketQuery,
} from '@kinframe/contract';
import { ZId } from '../../http/params.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { SupportService } from './support.service.ts';

/**
 * Hub > Support under /api/v3/support/tickets: a person's requests to the operator, each mailed to
 * CONTACT_EMAIL, and the conversation the operator's replies (by mail) add to. Plus, like the Hub.
 */
export function registerSupportRoutes(app: ZodApp, deps: { support: SupportService }) {
  const { support } = deps;
  const tags = ['support'];

  app.post(
    '/v3/support/tickets',
    { schema: { tags, body: ZSupportRequest, response: { 200: ZSupportTicket } } },
    async (request) => support.create(requireUser(request).id, request.body),
  );

  app.get(
    '/v3/support/tickets',
    { schema: { tags, querystring: ZSupportTicketQuery, response: { 200: ZSupportTicketPage } } },
    async (request) => support.list(requireUser(request).id, request.query),
  );

  app.get(
    '/v3/support/tickets/:id',
    { schema: { tags, params: ZId, response: { 200: ZSupportTicket } } },
    async (request) => support.read(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/support/tickets/:id/messages',
    { schema: { tags, params: ZId, body: ZSupportFollowUp, response: { 200: ZSupportTicket } } },
    async (request) => support.addMessage(requireUser(request).id, request.params.id, request.body.message),
  );
}
