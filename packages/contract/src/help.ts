import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * The Hub's Learn tab: help articles written in Markdown in the repository, one file per article and
 * language. The server renders them once at start; the web app shows the HTML it sends (purified
 * again before it is shown) and links each screen to the article that explains it.
 */

/** Every article, in the order the Learn tab lists them. */
export const ARTICLE_SLUGS = [
  'getting-started',
  'pairing-a-frame',
  'frames-as-gifts',
  'photos-by-mail',
  'sharing-albums',
  'friends-and-private-photos',
  'connected-albums-and-imports',
  'frames-offline-and-brightness',
  'privacy-and-deleting-data',
  'self-hosting',
] as const;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

export function isArticleSlug(value: unknown): value is ArticleSlug {
  return typeof value === 'string' && (ARTICLE_SLUGS as readonly string[]).includes(value);
}

export const ZArticleSlug = z.enum(ARTICLE_SLUGS);

/** `?locale=`: the language to read in; left out, the person's own. */
export const ZHelpLocaleQuery = z.object({ locale: z.enum(LOCALES).optional() });
export type HelpLocaleQuery = z.infer<typeof ZHelpLocaleQuery>;

export const ZArticleSummary = z.object({
  slug: ZArticleSlug,
  title: z.string(),
  summary: z.string(),
  /** The language the article is written in: English where it has no translation yet. */
  locale: z.enum(LOCALES),
});
export type ArticleSummary = z.infer<typeof ZArticleSummary>;
export const ZArticleList = z.object({ articles: z.array(ZArticleSummary).max(ARTICLE_SLUGS.length) });
export type ArticleList = z.infer<typeof ZArticleList>;

export const ZArticleHeading = z.object({ id: z.string(), text: z.string() });
export type ArticleHeading = z.infer<typeof ZArticleHeading>;

export const ZArticle = z.object({
  slug: ZArticleSlug,
  title: z.string(),
  summary: z.string(),
  /** Rendered from Markdown without raw HTML; internal links are `/hub/learn/<slug>`. */
  html: z.string(),
  locale: z.enum(LOCALES),
  /** The article's sections (its `##` headings), for "On this page"; `id` is the anchor. */
  headings: z.array(ZArticleHeading),
});
export type Article = z.infer<typeof ZArticle>;

export const HELP_SEARCH_QUERY = { min: 1, max: 100 } as const;
/** At most this many articles answer one search. */
export const MAX_HELP_SEARCH_RESULTS = 20;
export const ZHelpSearchQuery = ZHelpLocaleQuery.extend({
  q: z.string().trim().min(HELP_SEARCH_QUERY.min).max(HELP_SEARCH_QUERY.max),
});
export type HelpSearchQuery = z.infer<typeof ZHelpSearchQuery>;

export const ZArticleSearchResult = z.object({
  slug: ZArticleSlug,
  title: z.string(),
  summary: z.string(),
  /** Plain text around the first place the words were found (not HTML). */
  snippet: z.string(),
});
export type ArticleSearchResult = z.infer<typeof ZArticleSearchResult>;
export const ZHelpSearchResults = z.object({
  results: z.array(ZArticleSearchResult).max(MAX_HELP_SEARCH_RESULTS),
});
export type HelpSearchResults = z.infer<typeof ZHelpSearchResults>;

/** One question of an article's "Questions" section, shown in the Support tab's FAQ. */
export const ZFaqEntry = z.object({
  slug: ZArticleSlug,
  question: z.string(),
  answerHtml: z.string(),
  /** The question's heading id in its article: link to `/hub/learn/<slug>#<anchor>`. */
  anchor: z.string(),
});
export type FaqEntry = z.infer<typeof ZFaqEntry>;
export const ZFaq = z.object({ entries: z.array(ZFaqEntry) });
export type Faq = z.infer<typeof ZFaq>;
