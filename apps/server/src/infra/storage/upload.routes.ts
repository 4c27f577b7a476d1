import { AppError } from '../../app-error.ts';
import { heldFile } from '../../http/multipart-file.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import { type Storage, UploadRefusedError } from './storage.ts';

/** Under /api: where the local storage's upload policies point. */
export const UPLOAD_ROUTE_PATH = '/storage/uploads';

/**
 * POST /storage/uploads (under /api): the local storage's stand-in for S3's POST Object. Multipart,
 * the policy's fields first and then `file`, with no cookie and no CSRF header: like S3, it trusts the
 * signed policy and nothing else. 204 on success, as S3 answers by default. Storage that hands out
 * its own presigned POSTs (S3) has no such endpoint here: 404.
 */
export function registerUploadRoute(app: ZodApp, { storage }: { storage: Storage }): void {
  app.post(
    UPLOAD_ROUTE_PATH,
    { schema: { hide: true, consumes: ['multipart/form-data'] }, config: { csrf: false, session: false } },
    async (request, reply) => {
      if (!storage.receiveUpload) throw new AppError('not_found');
      if (!request.isMultipart()) throw new AppError('upload_file_required');
      // The policy's own limit is counted by the receiver; busboy's would cut the file short silently.
      const part = await request.file({ limits: { files: 1, fileSize: Number.POSITIVE_INFINITY } });
      if (!part) throw new AppError('upload_file_required');
      const fields: Record<string, string> = {};
      for (const [name, field] of Object.entries(part.fields)) {
        if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
      }
      try {
        await storage.receiveUpload(fields, heldFile(part.file));
      } catch (error) {
        if (error instanceof UploadRefusedError) throw new AppError(error.code);
        throw error;
      }
      return reply.code(204).send();
    },
  );
}
