import type { LibraryItem } from '@kinframe/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaViewer } from '../viewer/MediaViewer.tsx';

interface AlbumItemViewerProps<T extends LibraryItem> {
  items: readonly T[];
  itemId: number;
  onNavigate: (itemId: number) => void;
  onClose: () => void;
  /** A line under the caption (an artwork's artist, who added it to the album). */
  detailOf?: (item: T) => ReactNode;
}

/**
 * One item of an album or a collection in the viewer: where it stands among the others, its
 * caption, and the others by arrows, keys and swipes. Items of other people's albums are shown
 * from the album's own links, so this never asks the library for them.
 */
export function AlbumItemViewer<T extends LibraryItem>({
  items,
  itemId,
  onNavigate,
  onClose,
  detailOf,
}: AlbumItemViewerProps<T>) {
  const { t } = useTranslation();
  const index = items.findIndex((item) => item.id === itemId);
  const shown = index >= 0 ? items[index] : undefined;
  return (
    <MediaViewer
      itemId={itemId}
      item={shown}
      absent={t('albums.viewer.gone')}
      title={shown?.name ?? t('library.viewer.title')}
      titleDetail={shown ? t('albums.viewer.position', { position: index + 1, total: items.length }) : null}
      closeLabel={t('common.close')}
      previousId={index > 0 ? items[index - 1]?.id : undefined}
      nextId={index >= 0 ? items[index + 1]?.id : undefined}
      onNavigate={onNavigate}
      onClose={onClose}
      caption={shown?.caption}
      detail={shown && detailOf ? detailOf(shown) : null}
    />
  );
}
