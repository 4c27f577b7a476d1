import {
  ZDuplicatesPage,
  ZKeepAllDuplicates,
  ZKeepDuplicate,
  ZReviewCounts,
  ZUnfitPage,
  ZUnfitQuery,
  ZUnfitVerdict,
} from '@kinframe/contract';
import { z } from 'zod';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ReviewsService } from './reviews.service.ts';

/**
 * The library's reviews under /api/v3/library/: near-duplicates (keep the best, or keep all) and
 * photos flagged as not for frames (agree or overrule). Plus only: a review changes the library.
 */
export function registerReviewRoutes(app: ZodApp, deps: { reviews: ReviewsService }): void {
  const { reviews } = deps;
  const schemaTags = ['library'];

  app.get('/v3/library/reviews', { schema: { tags: schemaTags, response: { 200: ZReviewCounts } } }, async (request) =>
    reviews.counts(requireUser(request).id),
  );

  app.get(
    '/v3/library/duplicates',
    { schema: { tags: schemaTags, response: { 200: ZDuplicatesPage } } },
    async (request) => reviews.duplicates(requireUser(request).id),
  );

  app.post(
    '/v3/library/duplicates/keep',
    { schema: { tags: schemaTags, body: ZKeepDuplicate, response: { 200: z.object({ trashed: z.number().int() }) } } },
    async (request) => reviews.keepOne(requireUser(request).id, request.body),
  );

  app.post(
    '/v3/library/duplicates/keep-all',
    { schema: { tags: schemaTags, body: ZKeepAllDuplicates, response: { 200: z.object({ kept: z.number().int() }) } } },
    async (request) => reviews.keepAll(requireUser(request).id, request.body),
  );

  app.get(
    '/v3/library/unfit',
    { schema: { tags: schemaTags, querystring: ZUnfitQuery, response: { 200: ZUnfitPage } } },
    async (request) => reviews.unfit(requireUser(request).id, request.query),
  );

  app.post(
    '/v3/library/unfit/verdict',
    { schema: { tags: schemaTags, body: ZUnfitVerdict, response: { 200: z.object({ updated: z.number().int() }) } } },
    async (request) => reviews.setVerdict(requireUser(request).id, request.body),
  );
}
