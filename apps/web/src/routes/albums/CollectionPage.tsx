import type { CollectionId, CollectionItem } from '@kinframe/contract';
import { type MouseEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCollectionItemsQuery, useCollectionsQuery } from '../../api/albums.ts';
import { pathOf } from '../../app/routes.tsx';
import { AddToAlbumDialog } from '../../components/albums/AddToAlbumDialog.tsx';
import { COLLECTION_TEXT, collectionNameKey } from '../../components/albums/collection-text.ts';
import { PhotoViewer } from '../../components/albums/PhotoViewer.tsx';
import { positiveIdOf } from '../../components/albums/positive-id.ts';
import { ShowOnFrames } from '../../components/albums/ShowOnFrames.tsx';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import {
  addRange,
  EMPTY_SELECTION,
  gestureOf,
  rangeOf,
  type Selection,
  toggleOne,
} from '../../components/selection.ts';
import { errorText } from '../../i18n/error-text.ts';
import styles from '../album-details/AlbumDetails.module.css';
import { AlbumItemsGrid } from '../album-details/AlbumItemsGrid.tsx';

const PAGE = 200;
const FRAMES_HEADING = 'collection-frames';
const NEVER = () => false;
const NOTHING = () => undefined;

/**
 * A built-in collection (favourites, emailed photos, NFT Art) as an album page: its name and count,
 * its photos in the album grid, each opening in the viewer, and the frames that show it. Favourites
 * and emailed photos are the person's own: a selection of them goes into an album.
 */
export function CollectionPage() {
  const { t } = useTranslation();
  const id = useParams().id as CollectionId; // the guard checked it
  const collections = useCollectionsQuery();
  const collection = collections.data?.find((entry) => entry.id === id);
  const itemsQuery = useCollectionItemsQuery(id, PAGE);
  const items = useMemo(() => itemsQuery.data?.pages.flatMap((page) => page.items) ?? [], [itemsQuery.data]);
  const isOwnLibrary = id !== 'nft-art';
  // Favourites and emailed photos are the person's own: a selection of them goes into an album.
  const canSelect = isOwnLibrary && items.length > 0;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [isAdding, setIsAdding] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const openItemId = positiveIdOf(searchParams.get('item'));

  const setItemParam = (itemId: number | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (itemId === undefined) next.delete('item');
        else next.set('item', String(itemId));
        return next;
      },
      { replace: itemId !== undefined && openItemId !== undefined },
    );

  const handleSelect = useCallback(
    (index: number, item: CollectionItem, event: MouseEvent) =>
      setSelection((current) => {
        const range = gestureOf(event) === 'range' ? rangeOf(current, index) : null;
        if (range)
          return addRange(
            current,
            items.slice(range[0], range[1] + 1).map((entry) => entry.id),
          );
        return toggleOne(current, item.id, index);
      }),
    [items],
  );

  const name = t(collectionNameKey(id));
  const count = collection?.itemCount ?? items.length;
  const showFramesPanel = () => {
    const heading = document.getElementById(FRAMES_HEADING);
    heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <>
      <Link to={pathOf('albums')} className={styles.back}>
        {t('albums.backToAlbums')}
      </Link>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1>{name}</h1>
          <span className={styles.meta}>
            {t('albums.itemCount', { count })} · {t('albums.details.collection')}
          </span>
          <p className={styles.caption}>{t(`albums.collections.${COLLECTION_TEXT[id]}.about`)}</p>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" className={styles.framesShortcut} onClick={showFramesPanel}>
            {t('albums.frames.show')}
          </Button>
          {id === 'favourites' ? (
            <ButtonLink variant="secondary" to={`${pathOf('library')}?favourites=true`}>
              {t('albums.collection.inLibrary')}
            </ButtonLink>
          ) : null}
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          {canSelect ? (
            <section className={styles.selectionBar} aria-label={t('library.selection.label')}>
              <span className={styles.count}>
                {selection.ids.size > 0
                  ? t('library.selection.count', { count: selection.ids.size })
                  : t('albums.collection.selectHint')}
              </span>
              <Button variant="quiet" disabled={selection.ids.size === 0} onClick={() => setSelection(EMPTY_SELECTION)}>
                {t('library.selection.deselect')}
              </Button>
              <Button variant="secondary" disabled={selection.ids.size === 0} onClick={() => setIsAdding(true)}>
                {t('albums.collection.addToAlbum')}
              </Button>
            </section>
          ) : null}
          {itemsQuery.isPending ? (
            <p className={styles.muted}>{t('albums.loading')}</p>
          ) : itemsQuery.isError && items.length === 0 ? (
            <EmptyState
              title={errorText(t, itemsQuery.error)}
              actions={
                <Button variant="secondary" onClick={() => void itemsQuery.refetch()}>
                  {t('common.tryAgain')}
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <EmptyState
              title={t('albums.collections.empty')}
              body={t(`albums.collection.emptyBody.${COLLECTION_TEXT[id]}`)}
              actions={<ButtonLink to={pathOf('library')}>{t('albums.collection.toLibrary')}</ButtonLink>}
            />
          ) : (
            <div className={isOwnLibrary ? undefined : styles.plainTiles}>
              <AlbumItemsGrid
                items={items}
                selectedIds={selection.ids}
                canReorder={false}
                canSetCover={false}
                canRemove={NEVER}
                onTileClick={(index, item, event) => {
                  if (isOwnLibrary && (selection.ids.size > 0 || gestureOf(event) !== 'replace'))
                    handleSelect(index, item, event);
                  else setItemParam(item.id);
                }}
                onCheckClick={isOwnLibrary ? handleSelect : NOTHING}
                onMove={NOTHING}
                onSetCover={NOTHING}
                onRemove={NOTHING}
              />
              {itemsQuery.hasNextPage ? (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    disabled={itemsQuery.isFetchingNextPage}
                    onClick={() => void itemsQuery.fetchNextPage()}
                  >
                    {t('albums.collections.more')}
                  </Button>
                </div>
              ) : null}
            </div>
          )}
        </div>
        <aside className={styles.aside}>
          <ShowOnFrames sourceId={id} headingId={FRAMES_HEADING} />
        </aside>
      </div>

      {openItemId !== undefined ? (
        <PhotoViewer
          items={items}
          itemId={openItemId}
          onNavigate={setItemParam}
          onClose={() => setItemParam(undefined)}
          detailOf={(item) => (item.art ? t('albums.viewer.artBy', item.art) : null)}
        />
      ) : null}
      {isAdding ? (
        <AddToAlbumDialog
          itemIds={[...selection.ids]}
          onClose={() => {
            setIsAdding(false);
            setSelection(EMPTY_SELECTION);
          }}
        />
      ) : null}
    </>
  );
}
