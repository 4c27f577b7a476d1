import {
  ZLibrarySummary,
  ZSearchPage,
  ZSearchQuery,
  ZSearchSummaryQuery,
  ZSuggestions,
  ZSuggestionsQuery,
} from '@kinframe/contract';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { SearchService } from './search.service.ts';

/**
 * GET /api/v3/search: a page of the items the person may find, shaped as library/items; its days
 * (search/summary, as library/summary), and search/suggestions as they type. Plus only: it reaches shared albums, which Lite does not open.
 */
export function registerSearchRoutes(app: ZodApp, deps: { search: SearchService }) {
  const schemaTags = ['library'];
  app.get(
    '/v3/search',
    { schema: { tags: schemaTags, querystring: ZSearchQuery, response: { 200: ZSearchPage } } },
    async (request) => deps.search.search(requireUser(request).id, request.query),
  );
  app.get(
    '/v3/search/summary',
    { schema: { tags: schemaTags, querystring: ZSearchSummaryQuery, response: { 200: ZLibrarySummary } } },
    async (request) => deps.search.summary(requireUser(request).id, request.query),
  );
  app.get(
    '/v3/search/suggestions',
    { schema: { tags: schemaTags, querystring: ZSuggestionsQuery, response: { 200: ZSuggestions } } },
    async (request) => deps.search.suggest(requireUser(request).id, request.query.q),
  );
}
