import type { Readable } from 'node:stream';
import {
  LIMITS,
  ZHeldMailQuery,
  ZHeldMails,
  ZInboundMailAnswer,
  ZInboundMailQuery,
  ZSuccess,
} from '@kinframe/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error.ts';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { safeEqual } from '../../infra/security/tokens.ts';
import { InboundMailRefusal, type InboundMailService, messageTooLarge } from './inbound-mail.service.ts';

/** The HTTP status of each SMTP refusal, for the webhook. */
const HTTP_STATUS_OF: Record<number, 404 | 413 | 429> = { 450: 429, 550: 404, 552: 413 };

/**
 * Held mails (the email shield's waiting senders) under /api/v3/held-mails, and, when the operator
 * set INBOUND_MAIL_SECRET (404 otherwise), POST /api/inbound-mail: a raw MIME message from a mail provider's
 * webhook, received by the same rules as over SMTP.
 */
export function registerInboundMailRoutes(
  app: ZodApp,
  deps: { inboundMail: InboundMailService; inboundMailSecret: string | null },
): void {
  const { inboundMail } = deps;
  const tags = ['photos by mail'];
  const HeldMailParams = ZId;

  app.get(
    '/v3/held-mails',
    { config: LITE, schema: { tags, querystring: ZHeldMailQuery, response: { 200: ZHeldMails } } },
    async (request) => inboundMail.listHeld(requireUser(request).id, request.query),
  );

  app.post(
    '/v3/held-mails/:id/approve',
    { config: LITE, schema: { tags, params: HeldMailParams, response: { 200: ZSuccess } } },
    async (request) => {
      await inboundMail.approve(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/v3/held-mails/:id/deny',
    { config: LITE, schema: { tags, params: HeldMailParams, response: { 200: ZSuccess } } },
    async (request) => {
      await inboundMail.deny(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  const secret = deps.inboundMailSecret;
  // The body is the message itself, streamed to the spool as it arrives (never parsed as JSON or
  // held whole in memory); the route authenticates by the shared secret, not by session or CSRF.
  app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(
      '/inbound-mail',
      {
        schema: {
          tags,
          querystring: ZInboundMailQuery,
          response: {
            200: ZInboundMailAnswer,
            404: ZInboundMailAnswer,
            413: ZInboundMailAnswer,
            429: ZInboundMailAnswer,
          },
        },
        config: { csrf: false, session: false },
      },
      async (request, reply) => {
        const raw = request.body as Readable;
        const authorization = request.headers.authorization ?? '';
        if (secret === null) {
          raw.resume();
          return reply.code(404).send({ accepted: false, reason: 'Mail by webhook is not set up here' });
        }
        if (!safeEqual(authorization, `Bearer ${secret}`)) {
          raw.resume();
          throw new AppError('unauthorized');
        }
        try {
          if (Number(request.headers['content-length'] ?? 0) > LIMITS.inboundMail.maxMessageBytes) {
            throw messageTooLarge();
          }
          const recipients = await inboundMail.receive({
            sender: request.query.from ?? '',
            recipients: request.query.to,
            raw,
            readsToEnd: false,
          });
          return { accepted: true, recipients };
        } catch (error) {
          if (!(error instanceof InboundMailRefusal)) throw error;
          // What is left of the body is not read: the connection ends with this answer.
          return reply
            .code(HTTP_STATUS_OF[error.responseCode] ?? 413)
            .header('connection', 'close')
            .send({ accepted: false, reason: error.message });
        }
      },
    );
  });
}
