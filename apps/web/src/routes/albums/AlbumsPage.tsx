import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ALBUM_TYPES, pathOf } from '../../app/routes.tsx';
import { ButtonLink } from '../../components/Button.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import styles from './AlbumsPage.module.css';

const COLLECTIONS = ['favourites', 'emailed', 'nftArt'] as const;

/** The albums page's sections (spec section 2); issue 4 fills them with albums. */
export function AlbumsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        description={t('albums.description')}
        actions={
          <ButtonLink to={pathOf('library')} variant="secondary">
            {t('library.backToLibrary')}
          </ButtonLink>
        }
      />
      <div className={styles.sections}>
        {ALBUM_TYPES.map((type) => (
          <section key={type} className={styles.section} aria-labelledby={`albums-${type}`}>
            <div className={styles.sectionHead}>
              <h2 id={`albums-${type}`}>{t(`albums.sections.${type}.title`)}</h2>
              <Link to={`/family/library/albums/type/${type}`}>{t('albums.viewAll')}</Link>
            </div>
            <p className={styles.text}>{t(`albums.sections.${type}.emptyTitle`)}</p>
            {type === 'dropbox' ? (
              <ButtonLink to={pathOf('dropboxAlbumConnect')} variant="secondary">
                {t('albums.connectDropbox')}
              </ButtonLink>
            ) : null}
          </section>
        ))}
      </div>
      <section className={styles.collections} aria-labelledby="albums-collections">
        <h2 id="albums-collections">{t('albums.collections.title')}</h2>
        <ul className={styles.collectionList}>
          {COLLECTIONS.map((collection) => (
            <li key={collection} className={styles.collection}>
              <strong>{t(`albums.collections.${collection}.name`)}</strong>
              <span className={styles.text}>{t(`albums.collections.${collection}.about`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Outlet />
    </>
  );
}
