import DOMPurify from 'dompurify';
import { ArrowLeft } from 'lucide-react';
import { type MouseEvent, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useArticleQuery } from '../../api/help.ts';
import noticeStyles from '../../components/Notice.module.css';
import { QueryState } from '../../components/QueryState.tsx';
import { currentLocale } from '../../i18n/i18n.ts';
import { nativeLanguageName } from '../../i18n/locale.ts';
import styles from './ArticlePage.module.css';

const LEARN_PREFIX = '/hub/learn/';

/**
 * The article's HTML as the browser may show it. The server renders Markdown without raw HTML; this
 * second pass keeps the page safe even if that ever changes. Links keep `target` for other sites.
 */
function purify(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] });
}

/** One help article: its sections listed at the side ("On this page"), links between articles in the app. */
export function ArticlePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const article = useArticleQuery(slug);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const locale = currentLocale();
  const titleId = useId();
  const html = useMemo(() => (article.data ? purify(article.data.html) : ''), [article.data]);

  // A link with `#anchor` opens at that section, once the article is there to scroll in.
  useEffect(() => {
    if (!html) return;
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
    else window.scrollTo({ top: 0 });
  }, [html, hash]);

  // The tab names the article once it is here, not only "Help article".
  const articleTitle = article.data?.title;
  useEffect(() => {
    if (articleTitle) document.title = `${articleTitle} · ${t('app.name')}`;
  }, [articleTitle, t]);

  // Links to other articles stay in the app (no reload); any other link behaves as a link does.
  const onArticleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith(LEARN_PREFIX)) return;
    event.preventDefault();
    navigate(href);
  };

  const back = (
    <Link to="/hub/learn" className={styles.back}>
      <ArrowLeft size={18} aria-hidden="true" />
      {t('learn.back')}
    </Link>
  );

  if (!article.data) {
    return (
      <div className={styles.page} aria-busy={article.isPending || undefined}>
        {back}
        <QueryState
          query={article}
          look="panel"
          failedTitle={t('learn.loadFailed')}
          loading={
            <>
              <div className={styles.loadingTitle} />
              <div className={styles.loadingLine} />
              <div className={styles.loadingLine} />
            </>
          }
        >
          {() => null}
        </QueryState>
      </div>
    );
  }

  const { title, summary, headings } = article.data;
  const isFallback = article.data.locale !== locale;
  return (
    <div className={styles.page}>
      {back}
      <div className={styles.layout} lang={isFallback ? 'en-US' : undefined}>
        <header className={styles.header}>
          <h1 id={titleId}>{title}</h1>
          <p className={styles.summary}>{summary}</p>
        </header>
        <article className={styles.article} aria-labelledby={titleId}>
          {isFallback ? (
            <div className={noticeStyles.notice} role="note" lang={locale === 'jp-JP' ? 'ja-JP' : locale}>
              <p>{t('learn.englishOnly', { language: nativeLanguageName(locale) })}</p>
            </div>
          ) : null}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the click lands on the links inside, which stay links */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this same click */}
          <div
            className={styles.body}
            onClick={onArticleClick}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: purified above (DOMPurify), from Markdown rendered without raw HTML
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </article>
        {headings.length > 0 ? (
          <nav className={styles.toc} aria-label={t('learn.onThisPage')}>
            <h2 className={styles.tocTitle}>{t('learn.onThisPage')}</h2>
            <ul>
              {headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${encodeURIComponent(heading.id)}`}>{heading.text}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
