import { type MapCluster, type PlaceEntry, type PlaceFilter, pathOf } from '@kinframe/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppConfigQuery } from '../../api/account.ts';
import { usePlacesQuery } from '../../api/library.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import libraryStyles from '../library/Library.module.css';
import { LibraryViews } from '../library/LibraryViews.tsx';
import { usePlaceName } from '../library/use-place-name.ts';
import { DEFAULT_VIEW_SETTINGS, serializeViewSettings } from '../library/view-settings.ts';
import styles from './Places.module.css';

// The map library is loaded only when a map is shown, so the library's own pages stay as light as they were.
const PlacesMap = lazy(() => import('./PlacesMap.tsx').then((module) => ({ default: module.PlacesMap })));

/** The library's grid of a place or an area, with `item` open in its viewer when it is one photo. */
function libraryPathOf(place: PlaceFilter, item?: number): string {
  const params = serializeViewSettings({ ...DEFAULT_VIEW_SETTINGS, place, item });
  return `${pathOf('library')}?${params}`;
}

/**
 * Places: where the person's photos and videos were taken, as a map of clustered thumbnails (when
 * the server has a tile server) and as their countries and cities, each with its newest photo and a
 * count. A tap opens those photos in the library's own grid, with its selection and viewer.
 */
export function PlacesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const places = usePlacesQuery();
  const tiles = useAppConfigQuery().data?.capabilities.map ?? null;

  const openCluster = (cluster: MapCluster) => navigate(libraryPathOf(cluster.bounds, cluster.itemId));

  return (
    <div className={libraryStyles.page}>
      <div className={libraryStyles.bar}>
        <section className={libraryStyles.toolbar} aria-label={t('library.places.title')}>
          <div className={libraryStyles.toolbarLead}>
            <h1 className={libraryStyles.title}>{t('library.places.title')}</h1>
            <LibraryViews current="library-places" />
          </div>
        </section>
      </div>
      <QueryState
        query={places}
        look="panel"
        isEmpty={(data) => data.countries.length === 0 && data.positioned === 0}
        empty={<EmptyState title={t('library.places.emptyTitle')} body={t('library.places.emptyBody')} />}
      >
        {(data) => (
          <>
            {tiles && data.positioned > 0 ? (
              <Suspense fallback={<div className={styles.map} />}>
                <PlacesMap tiles={tiles} onOpen={openCluster} />
              </Suspense>
            ) : null}
            <PlaceCards title={t('library.places.countries')} entries={data.countries} />
            <PlaceCards title={t('library.places.cities')} entries={data.cities} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** A row of places, each its cover, its name in the reader's language and its count. */
function PlaceCards({ title, entries }: { title: string; entries: PlaceEntry[] }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  if (entries.length === 0) return null;
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.cards}>
        {entries.map((entry) => {
          const place = entry.city === null ? { country: entry.country } : { country: entry.country, city: entry.city };
          const name = placeName(place);
          return (
            <li key={`${entry.country}/${entry.city ?? ''}`}>
              <Link className={styles.card} to={libraryPathOf(place)}>
                {entry.coverUrl ? (
                  <img className={styles.cover} src={entry.coverUrl} alt="" loading="lazy" />
                ) : (
                  <span className={styles.cover} />
                )}
                <span className={styles.name}>{entry.city ?? name}</span>
                <span className={styles.meta}>
                  {entry.city === null ? null : (
                    <span className={styles.country}>{placeName({ country: entry.country })}</span>
                  )}
                  <span>{t('library.itemCount', { count: entry.count })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
