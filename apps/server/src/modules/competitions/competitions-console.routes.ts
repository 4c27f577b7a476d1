import { ZNewCompetition, ZOperatedCompetition, ZOperatedCompetitionList } from '@kinframe/contract';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CompetitionsConsole } from './competitions-console.ts';

/**
 * The console's competitions under /api/v3/console/competitions: operators only (404 to anyone
 * else), whatever their own plan, since running the server is not a Plus feature.
 */
export function registerCompetitionsConsoleRoutes(app: ZodApp, deps: { competitionsConsole: CompetitionsConsole }) {
  const { competitionsConsole } = deps;
  const tags = ['console'];

  app.get(
    '/v3/console/competitions',
    { config: LITE, schema: { tags, response: { 200: ZOperatedCompetitionList } } },
    async (request) => ({ competitions: await competitionsConsole.list(requireUser(request).id) }),
  );

  app.post(
    '/v3/console/competitions',
    { config: LITE, schema: { tags, body: ZNewCompetition, response: { 201: ZOperatedCompetition } } },
    async (request, reply) =>
      reply.code(201).send(await competitionsConsole.create(requireUser(request).id, request.body)),
  );

  app.post(
    '/v3/console/competitions/:id/advance',
    { config: LITE, schema: { tags, params: ZId, response: { 200: ZOperatedCompetition } } },
    async (request) => (await competitionsConsole.advance(requireUser(request).id, request.params.id)).competition,
  );

  for (const [action, isListed] of [
    ['list', true],
    ['unlist', false],
  ] as const) {
    app.post(
      `/v3/console/competitions/:id/${action}`,
      { config: LITE, schema: { tags, params: ZId, response: { 200: ZOperatedCompetition } } },
      async (request) => competitionsConsole.setListed(requireUser(request).id, request.params.id, isListed),
    );
  }
}
