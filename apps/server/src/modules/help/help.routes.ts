import {
  ZArticle,
  ZArticleList,
  ZFaq,
  ZHelpLocaleQuery,
  ZHelpSearchQuery,
  ZHelpSearchResults,
} from '@kinframe/contract';
import { z } from 'zod';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { HelpService } from './help.service.ts';

/** The Learn tab's articles, their search, and the FAQ the Support tab shows. */
export function registerHelpRoutes(app: ZodApp, deps: { help: HelpService }) {
  app.get(
    '/v3/help/articles',
    { schema: { tags: ['help'], querystring: ZHelpLocaleQuery, response: { 200: ZArticleList } } },
    async (request) => ({ articles: await deps.help.list(requireUser(request).id, request.query.locale) }),
  );
  app.get(
    '/v3/help/articles/:slug',
    {
      schema: {
        tags: ['help'],
        // Any short name: one that is no article answers 404, as a missing page does.
        params: z.object({ slug: z.string().max(100) }),
        querystring: ZHelpLocaleQuery,
        response: { 200: ZArticle },
      },
    },
    async (request) => deps.help.article(requireUser(request).id, request.params.slug, request.query.locale),
  );
  app.get(
    '/v3/help/search',
    { schema: { tags: ['help'], querystring: ZHelpSearchQuery, response: { 200: ZHelpSearchResults } } },
    async (request) => ({
      results: await deps.help.search(requireUser(request).id, request.query.q, request.query.locale),
    }),
  );
  app.get(
    '/v3/help/faq',
    { schema: { tags: ['help'], querystring: ZHelpLocaleQuery, response: { 200: ZFaq } } },
    async (request) => ({ entries: await deps.help.faq(requireUser(request).id, request.query.locale) }),
  );
}
