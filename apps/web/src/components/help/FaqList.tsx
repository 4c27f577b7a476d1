import type { FaqEntry } from '@kinframe/contract';
import DOMPurify from 'dompurify';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFaqQuery } from '../../api/help.ts';
import { QueryState } from '../QueryState.tsx';
import hiddenStyles from '../VisuallyHidden.module.css';
import styles from './FaqList.module.css';
import { articlePath } from './LearnMoreLink.tsx';

/**
 * The questions of every help article (their "Questions" sections), each opening to its answer and
 * a link to the place in the article it comes from. For the Support tab.
 */
export function FaqList() {
  const { t } = useTranslation();
  const faq = useFaqQuery();
  return (
    <QueryState
      query={faq}
      loading={
        <div className={styles.loading} role="status">
          <span className={hiddenStyles.hidden}>{t('learn.faq.loading')}</span>
        </div>
      }
      isEmpty={(entries) => entries.length === 0}
      empty={null}
    >
      {(entries) => <FaqEntries entries={entries} />}
    </QueryState>
  );
}

function FaqEntries({ entries }: { entries: FaqEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={`${entry.slug}#${entry.anchor}`} className={styles.entry}>
          <details className={styles.details}>
            <summary className={styles.question}>
              <span>{entry.question}</span>
              <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
            </summary>
            <div className={styles.answer}>
              <div
                className={styles.answerText}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: purified (DOMPurify), from Markdown rendered without raw HTML
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(entry.answerHtml, { ADD_ATTR: ['target'] }) }}
              />
              <Link to={articlePath(entry.slug, entry.anchor)} className={styles.more}>
                {t('learn.faq.readInArticle')}
              </Link>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
