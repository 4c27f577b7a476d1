import type { CollectionId } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCollectionItemsQuery, useCollectionsQuery } from '../../api/albums.ts';
import { AddToAlbumDialog } from '../../components/albums/AddToAlbumDialog.tsx';
import { AlbumItemViewer } from '../../components/albums/AlbumItemViewer.tsx';
import { COLLECTION_TEXT, collectionNameKey } from '../../components/albums/collection-text.ts';
import { ShowOnFrames, showFramesPanel } from '../../components/albums/ShowOnFrames.tsx';
import { useOpenItem } from '../../components/albums/use-open-item.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { EMPTY_SELECTION, gestureOf } from '../../components/selection.ts';
import styles from '../album-details/AlbumDetails.module.css';
import { AlbumItemsGrid } from '../album-details/AlbumItemsGrid.tsx';
import { useItemSelection } from '../album-details/use-item-selection.ts';

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
  const { selection, setSelection, handleSelect } = useItemSelection(items);
  const [isAdding, setIsAdding] = useState(false);
  const { openItemId, openItem, closeItem } = useOpenItem();

  const name = t(collectionNameKey(id));
  const count = collection?.itemCount ?? items.length;

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
          <Button variant="secondary" className={styles.framesShortcut} onClick={() => showFramesPanel(FRAMES_HEADING)}>
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
          <QueryState
            query={itemsQuery}
            loading={t('albums.loading')}
            look="panel"
            className={styles.muted}
            isEmpty={() => items.length === 0}
            empty={
              <EmptyState
                title={t('albums.collections.empty')}
                body={t(`albums.collection.emptyBody.${COLLECTION_TEXT[id]}`)}
                actions={<ButtonLink to={pathOf('library')}>{t('albums.collection.toLibrary')}</ButtonLink>}
              />
            }
          >
            {() => (
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
                    else openItem(item.id);
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
          </QueryState>
        </div>
        <aside className={styles.aside}>
          <ShowOnFrames sourceId={id} headingId={FRAMES_HEADING} />
        </aside>
      </div>

      {openItemId !== undefined ? (
        <AlbumItemViewer
          items={items}
          itemId={openItemId}
          onNavigate={openItem}
          onClose={closeItem}
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
