import {
  ZConsolePeoplePage,
  ZConsolePeopleQuery,
  ZConsolePerson,
  ZConsolePersonChange,
  ZConsolePersonDeletion,
  ZSuccess,
} from '@kinframe/contract';
import { ZId } from '../../../http/params.ts';
import { LITE } from '../../../http/plan-guard.ts';
import { requireUser } from '../../../http/session.ts';
import type { ZodApp } from '../../../http/zod-app.ts';
import type { PeopleService } from './people.service.ts';

/**
 * The console's People tab under /api/v3/console/people: owners and operators only (404 to everyone
 * else), on any plan, since running the server is not a Plus feature.
 */
export function registerPeopleRoutes(app: ZodApp, deps: { people: PeopleService }) {
  const { people } = deps;
  const tags = ['console'];
  const askerOf = (request: { ip: string }, userId: number) => ({ userId, ip: request.ip });

  app.get(
    '/v3/console/people',
    { config: LITE, schema: { tags, querystring: ZConsolePeopleQuery, response: { 200: ZConsolePeoplePage } } },
    async (request) => people.list(askerOf(request, requireUser(request).id), request.query),
  );

  app.patch(
    '/v3/console/people/:id',
    {
      config: LITE,
      schema: { tags, params: ZId, body: ZConsolePersonChange, response: { 200: ZConsolePerson } },
    },
    async (request) => people.change(askerOf(request, requireUser(request).id), request.params.id, request.body),
  );

  app.post(
    '/v3/console/people/:id/delete',
    { config: LITE, schema: { tags, params: ZId, body: ZConsolePersonDeletion, response: { 200: ZSuccess } } },
    async (request) => {
      await people.delete(askerOf(request, requireUser(request).id), request.params.id, request.body.password);
      return { success: true as const };
    },
  );
}
