import { isArticleSlug } from '@kinframe/contract';
import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useArticleSearchQuery, useArticlesQuery } from '../../api/help.ts';
import { ARTICLE_ICONS } from '../../components/help/article-icons.ts';
import { articlePath } from '../../components/help/LearnMoreLink.tsx';
import noticeStyles from '../../components/Notice.module.css';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { useDebounced } from '../../components/use-debounced.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { nativeLanguageName } from '../../i18n/locale.ts';
import styles from './LearnPage.module.css';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 200;

/**
 * The Hub's Learn tab: a search over every help article (results as one types, arrow keys and Enter
 * to open one), and the articles as cards. Articles not yet translated show in English, and say so.
 */
export function LearnPage() {
  const { t } = useTranslation();
  const articles = useArticlesQuery();
  const [query, setQuery] = useState('');
  const searched = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const search = useArticleSearchQuery(searched);
  const isSearching = query.trim().length > 0;
  const results = isSearching && searched ? (search.data ?? []) : [];
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const locale = currentLocale();

  const resultLinks = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  // Down from the field goes into the results; Enter opens the first; Escape empties the field.
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const [first] = results;
    if (event.key === 'ArrowDown' && first) {
      event.preventDefault();
      resultLinks()[0]?.focus();
    } else if (event.key === 'Enter' && first) {
      event.preventDefault();
      navigate(articlePath(first.slug));
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  // Arrows move between the results, and up from the first back to the field.
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = resultLinks();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && at >= 0) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? inputRef.current : links[at - 1])?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      inputRef.current?.focus();
    }
  };

  const list = articles.data ?? [];
  const untranslated = list.some((article) => article.locale !== locale);

  let status = '';
  if (isSearching && searched && search.data) {
    status =
      results.length === 0
        ? t('learn.search.none', { query: searched })
        : t('learn.search.found', { count: results.length });
  }

  return (
    <div className={styles.page}>
      <PageHeader description={t('screens.hub-learn.description')} />
      <search className={styles.searchBox}>
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          {t('learn.search.label')}
        </label>
        <Search className={styles.searchIcon} size={20} aria-hidden="true" />
        <input
          id={inputId}
          className={styles.searchInput}
          ref={inputRef}
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          placeholder={t('learn.search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        {query ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => setQuery('')}
            aria-label={t('learn.search.clear')}
          >
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </search>
      <p className={isSearching ? styles.searchStatus : styles.visuallyHidden} role="status">
        {status}
      </p>

      {isSearching ? (
        <section aria-label={t('learn.search.resultsLabel')} className={styles.results}>
          <ul ref={listRef} className={styles.resultList} onKeyDown={onListKeyDown}>
            {results.map((result) => {
              const Icon = isArticleSlug(result.slug) ? ARTICLE_ICONS[result.slug] : Search;
              return (
                <li key={result.slug} className={styles.result}>
                  <Link to={articlePath(result.slug)} className={styles.resultLink}>
                    <span className={styles.resultIcon} aria-hidden="true">
                      <Icon size={20} />
                    </span>
                    <span className={styles.resultText}>
                      <span className={styles.resultTitle}>{result.title}</span>
                      <span className={styles.resultSnippet}>{result.snippet}</span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {/* Only a failure: the results above are the answer, and the status line says how many. */}
          <QueryState query={search}>{() => null}</QueryState>
        </section>
      ) : null}

      <section aria-label={t('learn.articlesLabel')} hidden={isSearching}>
        {untranslated ? (
          <div className={noticeStyles.notice} role="note">
            <p>{t('learn.untranslated', { language: nativeLanguageName(locale) })}</p>
          </div>
        ) : null}
        <QueryState
          query={articles}
          loading={
            <ul className={styles.grid}>
              {Array.from({ length: 6 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders while the list loads
                <li key={index} className={`${styles.card} ${styles.cardLoading}`} aria-hidden="true" />
              ))}
            </ul>
          }
        >
          {(shown) => (
            <ul className={styles.grid}>
              {shown.map((article) => {
                const Icon = ARTICLE_ICONS[article.slug];
                return (
                  <li key={article.slug} className={styles.card} lang={article.locale === locale ? undefined : 'en-US'}>
                    <Link to={articlePath(article.slug)} className={styles.cardLink}>
                      <span className={styles.cardIcon} aria-hidden="true">
                        <Icon size={24} strokeWidth={1.75} />
                      </span>
                      <span className={styles.cardTitle}>{article.title}</span>
                      <span className={styles.cardSummary}>{article.summary}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
