import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../../http/zod-app.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { parseRange } from './http-range.ts';
import type { MediaUrls } from './media-url.ts';
import { ObjectNotFoundError, type Storage } from './storage.ts';

/**
 * GET /media/<key>?exp=..&sig=.. (under /api): the local storage's signed links, for browsers and
 * frames alike, with no cookie. A link whose signature does not match answers 403 before storage is
 * asked anything, so a guessed key never tells whether it exists. A genuine link past its expiry
 * answers 410 Gone: the signature proves we made it, and a frame that sees 410 knows to fetch a fresh
 * playlist rather than give up. Range requests (206, 416) let videos seek.
 */
export function registerMediaRoutes(app: ZodApp, { storage, mediaUrls }: { storage: Storage; mediaUrls: MediaUrls }) {
  app.get('/media/*', { schema: { hide: true }, config: { csrf: false, session: false } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const link = mediaUrls.verify(key, request.query as Record<string, unknown>);
    if (link.status === 'forged') return refuse(reply, 403, 'This link is not valid.');
    if (link.status === 'expired') return refuse(reply, 410, 'This link has expired.');

    const object = await storage.stat(key);
    if (!object) return refuse(reply, 404, 'Not found.');
    reply.headers({
      'content-type': link.contentType ?? object.contentType,
      etag: object.etag,
      // Private: the link is someone's; no shared cache may keep it longer than the link lives.
      'cache-control': `private, max-age=${link.remainingSeconds}`,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    if (link.downloadName) reply.header('content-disposition', attachmentDisposition(link.downloadName));
    if (request.headers['if-none-match'] === object.etag) return reply.code(304).send();

    // If-Range: resume only a download of the same object, else send it whole.
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== object.etag ? null : parseRange(request.headers.range, object.size);
    if (range === 'unsatisfiable') {
      reply.removeHeader('content-disposition');
      return reply.code(416).header('content-range', `bytes */${object.size}`).send();
    }
    try {
      const body = await storage.read(key, range ?? undefined);
      if (!range) return reply.code(200).header('content-length', object.size).send(body);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(body);
    } catch (error) {
      // Deleted between stat and read.
      if (error instanceof ObjectNotFoundError) return refuse(reply, 404, 'Not found.');
      throw error;
    }
  });
}

function refuse(reply: FastifyReply, status: 403 | 404 | 410, text: string): FastifyReply {
  return reply
    .code(status)
    .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    .send(text);
}
