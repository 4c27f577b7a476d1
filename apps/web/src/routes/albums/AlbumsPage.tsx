import { type AlbumType, appPath, type CollectionId } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router';
import { useAlbumsQuery, useCollectionsQuery } from '../../api/albums.ts';
import { useConnectorsQuery } from '../../api/connectors.ts';
import { ALBUM_TYPES } from '../../app/route-table.ts';
import { AlbumCard, AlbumCardList, AlbumCardListSkeleton } from '../../components/albums/AlbumCard.tsx';
import { COLLECTION_TEXT, shownCollectionIds } from '../../components/albums/collection-text.ts';
import { NewAlbumDialog } from '../../components/albums/NewAlbumDialog.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { AddConnectedAlbum, useHowItWorks } from '../../components/connectors/AddConnectedAlbum.tsx';
import { useConnectReturn } from '../../components/connectors/use-connect-return.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { LibraryViews } from '../library/LibraryViews.tsx';
import { AlbumInvites } from './AlbumInvites.tsx';
import styles from './AlbumsPage.module.css';

/** A section's row shows this many albums; "View all" has the rest. */
const ROW_SIZE = 6;

export function albumPath(id: number): string {
  return appPath('album-details', { id: id });
}

function collectionPath(id: CollectionId): string {
  return appPath('collection', { id: id });
}

/**
 * The albums page (spec section 2): invitations, the four kinds of album, the built-in collections.
 * A provider's consent page comes back here (or to its Dropbox folder dialog) to say how it went.
 */
export function AlbumsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useConnectReturn();
  const invite = Number(searchParams.get('invite'));
  const [isCreating, setIsCreating] = useState(false);
  return (
    <>
      <PageHeader
        description={t('albums.description')}
        actions={
          <>
            <LibraryViews current="albums" />
            <Button onClick={() => setIsCreating(true)}>{t('albums.newAlbum.title')}</Button>
          </>
        }
      />
      <AlbumInvites highlightId={Number.isInteger(invite) && invite > 0 ? invite : undefined} />
      <div className={styles.sections}>
        {ALBUM_TYPES.map((type) => (
          <AlbumSection key={type} type={type} />
        ))}
      </div>
      <Collections />
      {isCreating ? (
        <NewAlbumDialog onClose={() => setIsCreating(false)} onCreated={(album) => navigate(albumPath(album.id))} />
      ) : null}
      <Outlet />
    </>
  );
}

function AlbumSection({ type }: { type: AlbumType }) {
  const { t } = useTranslation();
  const albums = useAlbumsQuery(type, ROW_SIZE);
  const list = albums.data?.albums ?? [];
  const provider = type === 'google' || type === 'dropbox' ? type : null;
  const howItWorks = useHowItWorks(provider);
  const connectors = useConnectorsQuery();
  const isOffered = connectors.data?.connectors.some((entry) => entry.provider === provider && entry.isAvailable);
  // A provider this server does not offer, with no album of it left: nothing to show or to do here.
  if (provider && connectors.isSuccess && !isOffered && albums.isSuccess && list.length === 0) return null;
  return (
    <Card as="section" className={styles.section} aria-labelledby={`albums-${type}`}>
      <div className={styles.sectionHead}>
        <h2 id={`albums-${type}`}>{t(`albums.sections.${type}.title`)}</h2>
        <Link
          to={appPath('albums-view-all', { type: type })}
          aria-label={t('albums.viewAllOf', { name: t(`albums.sections.${type}.title`) })}
        >
          {t('albums.viewAll')}
        </Link>
      </div>
      <QueryState
        query={albums}
        loading={<AlbumCardListSkeleton label={t('albums.loading')} />}
        className={styles.text}
        isEmpty={() => list.length === 0}
        empty={
          <>
            <p className={styles.text}>{t(`albums.sections.${type}.emptyTitle`)}</p>
            {howItWorks ? <p className={styles.text}>{howItWorks}</p> : null}
          </>
        }
      >
        {() => <AlbumCardList albums={list} pathOf={albumPath} />}
      </QueryState>
      {provider ? <AddConnectedAlbum provider={provider} returnTo="albums" /> : null}
    </Card>
  );
}

function Collections() {
  const { t } = useTranslation();
  const collections = useCollectionsQuery();
  const byId = new Map((collections.data ?? []).map((collection) => [collection.id, collection]));
  return (
    <section className={styles.collections} aria-labelledby="albums-collections">
      <h2 id="albums-collections">{t('albums.collections.title')}</h2>
      {/* Only why the counts are missing: the collections are there, and open, whatever their counts. */}
      <QueryState query={collections}>{() => null}</QueryState>
      <ul className={styles.collectionList}>
        {shownCollectionIds(collections.data).map((id) => {
          const collection = byId.get(id);
          const key = COLLECTION_TEXT[id];
          return (
            <li key={id} className={styles.collection}>
              <AlbumCard
                name={t(`albums.collections.${key}.name`)}
                itemCount={collection?.itemCount ?? 0}
                coverUrl={collection?.coverUrl ?? null}
                to={collectionPath(id)}
              />
              <span className={styles.text}>{t(`albums.collections.${key}.about`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
