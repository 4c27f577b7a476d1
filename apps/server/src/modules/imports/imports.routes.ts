import {
  IMPORT_LIMITS,
  IMPORT_PROVIDERS,
  ZCreateAccountImport,
  ZCreateImport,
  ZImport,
  ZImportList,
  ZImportPartPolicy,
  ZImportRefusalPage,
  ZImportRefusalQuery,
  ZSourceAlbumList,
} from '@kinframe/contract';
import { z } from 'zod';
import { ZId, ZRowId } from '../../http/params.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ImportsService } from './imports.service.ts';

const ZPartParams = z.object({
  id: ZRowId,
  index: z
    .string()
    .regex(/^(0|[1-9][0-9]{0,2})$/)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .max(IMPORT_LIMITS.partsMax - 1),
    ),
});

const ZImportProvider = z.object({ provider: z.enum(IMPORT_PROVIDERS) });

/** Imports, under /api/v3/imports (and the albums to choose at a service): Plus's, like the rest of the library. */
export function registerImportRoutes(app: ZodApp, deps: { imports: ImportsService }): void {
  const { imports } = deps;
  const tags = ['imports'];

  app.get('/v3/imports', { schema: { tags, response: { 200: ZImportList } } }, async (request) =>
    imports.listImports(requireUser(request).id),
  );

  app.post('/v3/imports', { schema: { tags, body: ZCreateImport, response: { 200: ZImport } } }, async (request) =>
    imports.createImport(requireUser(request).id, request.body),
  );

  app.post(
    '/v3/imports/account',
    { schema: { tags, body: ZCreateAccountImport, response: { 200: ZImport } } },
    async (request) => imports.createAccountImport(requireUser(request).id, request.body),
  );

  app.get(
    '/v3/connectors/:provider/albums',
    { schema: { tags, params: ZImportProvider, response: { 200: ZSourceAlbumList } } },
    async (request) => imports.sourceAlbums(requireUser(request).id, request.params.provider),
  );

  app.get('/v3/imports/:id', { schema: { tags, params: ZId, response: { 200: ZImport } } }, async (request) =>
    imports.getImport(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v3/imports/:id/parts/:index/upload-policy',
    { schema: { tags, params: ZPartParams, response: { 200: ZImportPartPolicy } } },
    async (request) => imports.partPolicy(requireUser(request).id, request.params.id, request.params.index),
  );

  app.post('/v3/imports/:id/start', { schema: { tags, params: ZId, response: { 200: ZImport } } }, async (request) =>
    imports.startImport(requireUser(request).id, request.params.id),
  );

  app.post('/v3/imports/:id/cancel', { schema: { tags, params: ZId, response: { 200: ZImport } } }, async (request) =>
    imports.cancelImport(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v3/imports/:id/refused',
    { schema: { tags, params: ZId, querystring: ZImportRefusalQuery, response: { 200: ZImportRefusalPage } } },
    async (request) => imports.refusedFiles(requireUser(request).id, request.params.id, request.query),
  );
}
