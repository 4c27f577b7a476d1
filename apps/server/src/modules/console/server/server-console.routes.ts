import {
  ZFailedJobPage,
  ZFailedJobQuery,
  ZJobIdParams,
  ZJobKinds,
  ZRetriedJob,
  ZServerStatus,
  ZUndeliveredMailPage,
  ZUndeliveredMailQuery,
} from '@kinframe/contract';
import { LITE } from '../../../http/plan-guard.ts';
import { requireUser } from '../../../http/session.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { ServerConsoleService } from './server-console.service.ts';

/**
 * The console's Server tab under /api/v3/console/: owners and operators only (404 to everyone else),
 * on any plan: running the server is not a Plus feature.
 */
export function registerServerConsoleRoutes(app: ZodApp, deps: { serverConsole: ServerConsoleService }) {
  const { serverConsole } = deps;
  const tags = ['console'];

  app.get('/v3/console/server', { config: LITE, schema: { tags, response: { 200: ZServerStatus } } }, async (request) =>
    serverConsole.status(requireUser(request).id),
  );

  app.get('/v3/console/jobs', { config: LITE, schema: { tags, response: { 200: ZJobKinds } } }, async (request) =>
    serverConsole.jobKinds(requireUser(request).id),
  );

  app.get(
    '/v3/console/jobs/failed',
    { config: LITE, schema: { tags, querystring: ZFailedJobQuery, response: { 200: ZFailedJobPage } } },
    async (request) => serverConsole.failedJobs(requireUser(request).id, request.query.kind, request.query.cursor),
  );

  app.post(
    '/v3/console/jobs/:id/retry',
    { config: LITE, schema: { tags, params: ZJobIdParams, response: { 200: ZRetriedJob } } },
    async (request) => serverConsole.retryJob(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v3/console/mail/undelivered',
    { config: LITE, schema: { tags, querystring: ZUndeliveredMailQuery, response: { 200: ZUndeliveredMailPage } } },
    async (request) => serverConsole.undeliveredMail(requireUser(request).id, request.query.cursor),
  );
}
