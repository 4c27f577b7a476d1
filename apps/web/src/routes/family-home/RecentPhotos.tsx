import type { LibraryItem } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLibraryPagesQuery } from '../../api/library.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { DEFAULT_VIEW_SETTINGS, serializeViewSettings } from '../library/view-settings.ts';
import styles from './FamilyHomePage.module.css';

/** How many of the newest items the home page shows. */
const RECENT_COUNT = 12;

const NEWEST_UPLOADED = { type: 'all', ratio: 'all', sort: 'uploaded' } as const;

/** The newest uploads: one page of the library, newest first. */
export function useRecentItems() {
  const query = useLibraryPagesQuery(NEWEST_UPLOADED, RECENT_COUNT);
  const items: LibraryItem[] = query.data?.pages[0]?.items ?? [];
  return { query, isSuccess: query.isSuccess, items };
}

/** The library's viewer on this item, the library sorted as here (newest upload first). */
function viewerPath(itemId: number): string {
  const query = serializeViewSettings({ ...DEFAULT_VIEW_SETTINGS, sort: 'uploaded', item: itemId });
  return `${pathOf('library')}?${query}`;
}

/** The newest photos and videos as a grid of squares, each opening in the library's viewer. */
export function RecentPhotos({ recent }: { recent: ReturnType<typeof useRecentItems> }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-recent">
      <div className={styles.sectionHead}>
        <h2 id="home-recent">{t('familyHome.recent.title')}</h2>
        <Link to={pathOf('library')}>{t('familyHome.recent.seeAll')}</Link>
      </div>
      <QueryState
        query={recent.query}
        loading={<Skeleton shape="tile" count={8} label={t('albums.loading')} className={styles.recentGrid} />}
        className={styles.muted}
        isEmpty={() => recent.items.length === 0}
        empty={t('familyHome.recent.empty')}
      >
        {() => (
          <ul className={styles.recentGrid}>
            {recent.items.map((item) => (
              <li key={item.id}>
                <Link to={viewerPath(item.id)} className={styles.recentTile} aria-label={item.name}>
                  {item.urls.square ? (
                    <img src={item.urls.square} alt="" loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.recentPending}>
                      {item.status === 'failed' ? t('library.grid.failed') : t('library.grid.processing')}
                    </span>
                  )}
                  {item.kind === 'video' ? (
                    <span className={styles.videoBadge} aria-hidden="true">
                      ▶
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
