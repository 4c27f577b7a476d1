import {
  ZCompetition,
  ZCompetitionEntry,
  ZCompetitionEntryPage,
  ZCompetitionEntryQuery,
  ZCompetitionList,
  ZCompetitionResults,
  ZCreateCompetitionEntry,
  ZSuccess,
} from '@kinframe/contract';
import { z } from 'zod';
import { ZId, ZRowId } from '../../http/params.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { CompetitionsService } from './competitions.service.ts';

const SUCCESS = { success: true } as const;
const ZEntryParams = z.object({ id: ZRowId, entryId: ZRowId });

/** Photo competitions under /api/v3/competitions: Plus's, like the library the photos come from. */
export function registerCompetitionRoutes(app: ZodApp, deps: { competitions: CompetitionsService }): void {
  const { competitions } = deps;
  const tags = ['competitions'];

  app.get('/v3/competitions', { schema: { tags, response: { 200: ZCompetitionList } } }, async (request) =>
    competitions.list(requireUser(request).id),
  );

  app.get('/v3/competitions/:id', { schema: { tags, params: ZId, response: { 200: ZCompetition } } }, async (request) =>
    competitions.read(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v3/competitions/:id/entries',
    { schema: { tags, params: ZId, querystring: ZCompetitionEntryQuery, response: { 200: ZCompetitionEntryPage } } },
    async (request) => competitions.entries(requireUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/v3/competitions/:id/entries',
    { schema: { tags, params: ZId, body: ZCreateCompetitionEntry, response: { 201: ZCompetitionEntry } } },
    async (request, reply) =>
      reply.code(201).send(await competitions.enter(requireUser(request).id, request.params.id, request.body.itemId)),
  );

  app.delete(
    '/v3/competitions/:id/entries/:entryId',
    { schema: { tags, params: ZEntryParams, response: { 200: ZSuccess } } },
    async (request) => {
      await competitions.withdraw(requireUser(request).id, request.params.id, request.params.entryId);
      return SUCCESS;
    },
  );

  app.put(
    '/v3/competitions/:id/entries/:entryId/vote',
    { schema: { tags, params: ZEntryParams, response: { 200: ZSuccess } } },
    async (request) => {
      await competitions.vote(requireUser(request).id, request.params.id, request.params.entryId);
      return SUCCESS;
    },
  );

  app.delete(
    '/v3/competitions/:id/entries/:entryId/vote',
    { schema: { tags, params: ZEntryParams, response: { 200: ZSuccess } } },
    async (request) => {
      await competitions.unvote(requireUser(request).id, request.params.id, request.params.entryId);
      return SUCCESS;
    },
  );

  app.get(
    '/v3/competitions/:id/results',
    { schema: { tags, params: ZId, response: { 200: ZCompetitionResults } } },
    async (request) => competitions.results(requireUser(request).id, request.params.id),
  );
}
