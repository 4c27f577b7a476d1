import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LIBRARY_SOURCES, pathOf } from '../../app/routes.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import styles from './LibraryPage.module.css';

/** The library (issue 3 brings uploads and the grid); its child dialogs open over it. */
export function LibraryPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        description={t('library.description')}
        actions={
          <ButtonLink to={pathOf('albums')} variant="secondary">
            {t('nav.albums')}
          </ButtonLink>
        }
      />
      <EmptyState title={t('library.emptyTitle')} body={t('library.emptyBody')} />
      <section className={styles.sources} aria-labelledby="library-sources">
        <h2 id="library-sources">{t('library.sourcesTitle')}</h2>
        <p className={styles.hint}>{t('library.sourcesHint')}</p>
        <ul className={styles.sourceList}>
          {LIBRARY_SOURCES.map((source) => (
            <li key={source}>
              <Link className={styles.source} to={pathOf(`library-${source}`)}>
                {t(`titles.library-${source}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Outlet />
    </>
  );
}
