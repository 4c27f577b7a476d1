import type { ArticleSlug } from '@kinframe/contract';
import { appPath } from '@kinframe/contract';
import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './LearnMoreLink.module.css';

/** The path of a help article, at one of its sections when `anchor` is given. */
export function articlePath(slug: ArticleSlug | string, anchor?: string): string {
  return `${appPath('hub-learn-article', { slug })}${anchor ? `#${encodeURIComponent(anchor)}` : ''}`;
}

/**
 * "Learn more": a small link from a screen (or dialog) to the help article that explains it. `label`
 * replaces the generic words where a screen has several such links.
 */
export function LearnMoreLink({ slug, anchor, label }: { slug: ArticleSlug; anchor?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={articlePath(slug, anchor)} className={styles.link} data-article={slug}>
      <BookOpen size={16} aria-hidden="true" />
      {label ?? t('learn.learnMore')}
    </Link>
  );
}
