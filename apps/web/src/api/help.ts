// The help articles of the Hub's Learn tab, and the FAQ of the Support tab, in the interface's language.
import {
  type Article,
  type ArticleSearchResult,
  type ArticleSummary,
  type FaqEntry,
  HELP_SEARCH_QUERY,
  type Locale,
} from '@kinframe/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';
import { call } from './typed.ts';

const helpKeys = {
  all: ['help'] as const,
  list: (locale: Locale) => ['help', 'articles', locale] as const,
  article: (locale: Locale, slug: string) => ['help', 'article', locale, slug] as const,
  search: (locale: Locale, query: string) => ['help', 'search', locale, query] as const,
  faq: (locale: Locale) => ['help', 'faq', locale] as const,
};

/** Articles change only with a new release of the server: read once per visit. */
const ARTICLES_STALE_MS = 60 * 60_000;

/** The language the interface shows (re-renders when the person changes it). */
function useLocale(): Locale {
  useTranslation();
  return currentLocale();
}

async function listArticles(locale: Locale, signal?: AbortSignal): Promise<ArticleSummary[]> {
  return (await call('get', '/api/v3/help/articles', { query: { locale }, signal })).articles;
}

function getArticle(locale: Locale, slug: string, signal?: AbortSignal): Promise<Article> {
  return call('get', '/api/v3/help/articles/{slug}', { path: { slug }, query: { locale }, signal });
}

async function searchArticles(locale: Locale, query: string, signal?: AbortSignal): Promise<ArticleSearchResult[]> {
  return (await call('get', '/api/v3/help/search', { query: { q: query, locale }, signal })).results;
}

async function getFaq(locale: Locale, signal?: AbortSignal): Promise<FaqEntry[]> {
  return (await call('get', '/api/v3/help/faq', { query: { locale }, signal })).entries;
}

export function useArticlesQuery() {
  const locale = useLocale();
  return useQuery({
    queryKey: helpKeys.list(locale),
    queryFn: ({ signal }) => listArticles(locale, signal),
    staleTime: ARTICLES_STALE_MS,
  });
}

export function useArticleQuery(slug: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: helpKeys.article(locale, slug),
    queryFn: ({ signal }) => getArticle(locale, slug, signal),
    staleTime: ARTICLES_STALE_MS,
  });
}

/** Articles matching what was typed; the last answer stays while the next comes. */
export function useArticleSearchQuery(query: string) {
  const locale = useLocale();
  const trimmed = query.trim();
  return useQuery({
    queryKey: helpKeys.search(locale, trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchArticles(locale, trimmed, signal),
    enabled: trimmed.length >= HELP_SEARCH_QUERY.min && trimmed.length <= HELP_SEARCH_QUERY.max,
    staleTime: ARTICLES_STALE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useFaqQuery() {
  const locale = useLocale();
  return useQuery({
    queryKey: helpKeys.faq(locale),
    queryFn: ({ signal }) => getFaq(locale, signal),
    staleTime: ARTICLES_STALE_MS,
  });
}
