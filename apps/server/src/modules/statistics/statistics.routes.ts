import { ZStatistics, ZStatisticsQuery } from '@kinframe/contract';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { StatisticsService } from './statistics.service.ts';

/** GET /api/v3/statistics: the signed-in person's own numbers (frameId: one of their frames, else 404). */
export function registerStatisticsRoutes(app: ZodApp, deps: { statistics: StatisticsService }) {
  app.get(
    '/v3/statistics',
    { schema: { tags: ['statistics'], querystring: ZStatisticsQuery, response: { 200: ZStatistics } } },
    async (request) => deps.statistics.statisticsOf(requireUser(request).id, request.query.frameId),
  );
}
