import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ARTICLE_SLUGS,
  type Article,
  type ArticleSearchResult,
  type ArticleSlug,
  type ArticleSummary,
  DEFAULT_LOCALE,
  type FaqEntry,
  isArticleSlug,
  isLocale,
  LOCALES,
  type Locale,
  MAX_HELP_SEARCH_RESULTS,
  toLanguageTag,
} from '@kinframe/contract';
import type MiniSearch from 'minisearch';
import { AppError } from '../../app-error.ts';

/** Where the articles are: `<locale>/<slug>.md`, inside src so the image (which copies src) has them. */
export const HELP_ARTICLES_DIR = fileURLToPath(new URL('./articles', import.meta.url));

interface LoadedArticle extends Article {
  text: string;
  faq: FaqEntry[];
}

interface SearchDocument {
  id: ArticleSlug;
  title: string;
  summary: string;
  headings: string;
  text: string;
}

const SNIPPET_LENGTH = 160;

/**
 * Where an article names the reader's own Kinframe address (the one mail brings photos in at): the
 * article is the same for everyone, the address is each reader's, put in when it is read.
 */
export const MAIL_ADDRESS_MARK = '{{mail-address}}';

/** `text` with the reader's address where the article names it; escaped, as it lands in HTML. */
function withAddress(text: string, address: string): string {
  return text.replaceAll(MAIL_ADDRESS_MARK, escapeHtml(address));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Reads every `<locale>/<slug>.md` of `dir`: files of other names or languages are left out. */
async function loadArticles(dir: string): Promise<Map<Locale, Map<ArticleSlug, LoadedArticle>>> {
  const { parseFrontMatter, renderArticle } = await import('./help.render.ts');
  const byLocale = new Map<Locale, Map<ArticleSlug, LoadedArticle>>(LOCALES.map((locale) => [locale, new Map()]));
  let folders: string[];
  try {
    folders = readdirSync(dir);
  } catch {
    return byLocale;
  }
  for (const locale of folders) {
    if (!isLocale(locale)) continue;
    for (const file of readdirSync(path.join(dir, locale))) {
      const slug = file.replace(/\.md$/, '');
      if (!file.endsWith('.md') || !isArticleSlug(slug)) continue;
      const source = readFileSync(path.join(dir, locale, file), 'utf8');
      const front = parseFrontMatter(source);
      if (!front) throw new Error(`Help article ${locale}/${file}: no title and summary at its top`);
      const rendered = renderArticle(front.body);
      byLocale.get(locale)?.set(slug, {
        slug,
        locale,
        title: front.title,
        summary: front.summary,
        html: rendered.html,
        headings: rendered.headings,
        text: rendered.text,
        faq: rendered.faq.map((entry) => ({ slug, ...entry })),
      });
    }
  }
  return byLocale;
}

/** Words as the language writes them (Intl.Segmenter), so Japanese, written without spaces, splits too. */
function tokenizerFor(locale: Locale) {
  const segmenter = new Intl.Segmenter(toLanguageTag(locale), { granularity: 'word' });
  return (text: string) =>
    Array.from(segmenter.segment(text))
      .filter((segment) => segment.isWordLike)
      .map((segment) => segment.segment);
}

const normalizeTerm = (term: string) => term.normalize('NFKC').toLowerCase();

/** Plain text around the first of `terms` found in `text`, cut at spaces where there are any. */
function snippetOf(text: string, terms: readonly string[]): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const lower = normalizeTerm(flat);
  const positions = terms.map((term) => lower.indexOf(term)).filter((at) => at >= 0);
  const at = positions.length > 0 ? Math.min(...positions) : 0;
  let start = Math.max(0, at - SNIPPET_LENGTH / 3);
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    if (space >= 0 && space < at) start = space + 1;
  }
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

/**
 * The help articles, read and rendered once when the server starts, with one search index per
 * language. A language without an article of its own reads (and searches) the English one.
 */
interface ArticleLibrary {
  /** Each slug's article in `locale`, else in English; slugs with neither are left out. */
  articlesIn(locale: Locale): LoadedArticle[];
  indexes: Map<Locale, MiniSearch<SearchDocument>>;
}

async function loadLibrary(dir: string): Promise<ArticleLibrary> {
  const [loaded, { default: MiniSearchIndex }] = await Promise.all([loadArticles(dir), import('minisearch')]);
  const articlesIn = (locale: Locale): LoadedArticle[] =>
    ARTICLE_SLUGS.flatMap((slug) => {
      const article = loaded.get(locale)?.get(slug) ?? loaded.get(DEFAULT_LOCALE)?.get(slug);
      return article ? [article] : [];
    });
  const indexes = new Map(
    LOCALES.map((locale) => {
      const index = new MiniSearchIndex<SearchDocument>({
        fields: ['title', 'summary', 'headings', 'text'],
        storeFields: [],
        tokenize: tokenizerFor(locale),
        processTerm: normalizeTerm,
      });
      index.addAll(
        articlesIn(locale).map((article) => ({
          id: article.slug,
          title: article.title,
          summary: article.summary,
          headings: article.headings.map((heading) => heading.text).join('\n'),
          text: article.text,
        })),
      );
      return [locale, index] as const;
    }),
  );
  return { articlesIn, indexes };
}

export function createHelpService(deps: {
  dir: string;
  languageOf: (userId: number) => Promise<Locale | null>;
  /** The person's own Kinframe address, which mail brings photos in at. */
  mailAddressOf: (userId: number) => Promise<string>;
}) {
  /**
   * The articles and their search indexes, made on the first question: every process builds the
   * services, and only a web process that is asked about help pays for Markdown and MiniSearch.
   */
  let library: Promise<ArticleLibrary> | undefined;
  const articles = () => {
    library ??= loadLibrary(deps.dir);
    return library;
  };

  async function localeFor(userId: number, asked: Locale | undefined): Promise<Locale> {
    return asked ?? (await deps.languageOf(userId)) ?? DEFAULT_LOCALE;
  }

  const summaryOf = (article: LoadedArticle): ArticleSummary => ({
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    locale: article.locale,
  });

  return {
    async list(userId: number, asked?: Locale): Promise<ArticleSummary[]> {
      const locale = await localeFor(userId, asked);
      return (await articles()).articlesIn(locale).map(summaryOf);
    },

    async article(userId: number, slug: string, asked?: Locale): Promise<Article> {
      const locale = await localeFor(userId, asked);
      const found = (await articles()).articlesIn(locale).find((article) => article.slug === slug);
      if (!found) throw new AppError('not_found');
      const { text: _text, faq: _faq, ...article } = found;
      if (!article.html.includes(MAIL_ADDRESS_MARK)) return article;
      return { ...article, html: withAddress(article.html, await deps.mailAddressOf(userId)) };
    },

    async search(userId: number, query: string, asked?: Locale): Promise<ArticleSearchResult[]> {
      const locale = await localeFor(userId, asked);
      const { articlesIn, indexes } = await articles();
      const index = indexes.get(locale);
      if (!index) return [];
      const options = { prefix: true, fuzzy: 0.2, boost: { title: 3, summary: 2 } };
      // Every word where possible; any of them when no article has all.
      let hits = index.search(query, { ...options, combineWith: 'AND' });
      if (hits.length === 0) hits = index.search(query, options);
      const bySlug = new Map(articlesIn(locale).map((article) => [article.slug, article]));
      const results = hits.slice(0, MAX_HELP_SEARCH_RESULTS).flatMap((hit) => {
        const article = bySlug.get(hit.id as ArticleSlug);
        if (!article) return [];
        const { slug, title, summary } = article;
        return [{ slug, title, summary, snippet: snippetOf(article.text, hit.terms) }];
      });
      if (!results.some((result) => result.snippet.includes(MAIL_ADDRESS_MARK))) return results;
      // Snippets are plain text: the address goes in as it is.
      const address = await deps.mailAddressOf(userId);
      return results.map((result) => ({ ...result, snippet: result.snippet.replaceAll(MAIL_ADDRESS_MARK, address) }));
    },

    /** Every question of every article's "Questions" section, in the articles' order. */
    async faq(userId: number, asked?: Locale): Promise<FaqEntry[]> {
      const locale = await localeFor(userId, asked);
      const entries = (await articles()).articlesIn(locale).flatMap((article) => article.faq);
      if (!entries.some((entry) => entry.answerHtml.includes(MAIL_ADDRESS_MARK))) return entries;
      const address = await deps.mailAddressOf(userId);
      return entries.map((entry) => ({ ...entry, answerHtml: withAddress(entry.answerHtml, address) }));
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
