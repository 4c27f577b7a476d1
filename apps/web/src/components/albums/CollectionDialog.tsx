import type { CollectionId } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useCollectionItemsQuery } from '../../api/albums.ts';
import { errorText } from '../../i18n/error-text.ts';
import { Button } from '../Button.tsx';
import { Dialog } from '../Dialog.tsx';
import styles from './Albums.module.css';
import { COLLECTION_TEXT, collectionNameKey } from './collection-text.ts';

const PAGE = 60;

/** A built-in collection's photos (favourites, emailed, NFT Art), page by page, each opening full size. */
export function CollectionDialog({ id, onClose }: { id: CollectionId; onClose: () => void }) {
  const { t } = useTranslation();
  const items = useCollectionItemsQuery(id, PAGE);
  const list = items.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Dialog
      open
      size="wide"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(collectionNameKey(id))}
      description={t(`albums.collections.${COLLECTION_TEXT[id]}.about`)}
    >
      {items.isPending ? <p className={styles.muted}>{t('albums.loading')}</p> : null}
      {items.isError ? <p role="alert">{errorText(t, items.error)}</p> : null}
      {items.isSuccess && list.length === 0 ? <p className={styles.muted}>{t('albums.collections.empty')}</p> : null}
      <ul className={styles.collectionItems}>
        {list.map((item) => (
          <li key={item.id}>
            <a href={item.urls.preview ?? item.urls.original} target="_blank" rel="noreferrer">
              {item.urls.square ? (
                <img className={styles.collectionThumb} src={item.urls.square} alt={item.name} loading="lazy" />
              ) : (
                item.name
              )}
            </a>
          </li>
        ))}
      </ul>
      {items.hasNextPage ? (
        <Button variant="quiet" disabled={items.isFetchingNextPage} onClick={() => void items.fetchNextPage()}>
          {t('albums.collections.more')}
        </Button>
      ) : null}
    </Dialog>
  );
}
