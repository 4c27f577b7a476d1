import type { LibraryItem } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { IconButton, IconDownload } from '../../../components/viewer/IconButton.tsx';
import styles from './InfoPanel.module.css';

interface LibraryItemActionsProps {
  item: LibraryItem | undefined;
  isInfoOpen: boolean;
  isChanging: boolean;
  onFavourite: () => void;
  onAddToAlbum: () => void;
  onShowOnFrame: () => void;
  onInfo: () => void;
  onDelete: () => void;
  onEdit: () => void;
  /** Undefined when the item has no edit to take away. */
  onRevert: (() => void) | undefined;
}

/** What the bar over a library photo offers besides zooming: all a person can do with their own item. */
export function LibraryItemActions(props: LibraryItemActionsProps) {
  const { t } = useTranslation();
  const { item } = props;
  return (
    <>
      {item ? (
        <>
          {item.status === 'ready' ? (
            <IconButton icon="edit" label={t('editor.open')} disabled={props.isChanging} onClick={props.onEdit} />
          ) : null}
          {props.onRevert ? (
            <IconButton icon="revert" label={t('editor.revert')} disabled={props.isChanging} onClick={props.onRevert} />
          ) : null}
          <IconButton
            icon={item.isFavourite ? 'favourite' : 'favouriteOutline'}
            label={item.isFavourite ? t('library.selection.unfavourite') : t('library.selection.favourite')}
            isPressed={item.isFavourite}
            className={item.isFavourite ? styles.favouriteOn : undefined}
            disabled={props.isChanging}
            onClick={props.onFavourite}
          />
          <IconButton icon="addToAlbum" label={t('library.selection.addToAlbum')} onClick={props.onAddToAlbum} />
          <IconButton icon="showOnFrame" label={t('library.selection.showOnFrame')} onClick={props.onShowOnFrame} />
          <IconDownload href={item.urls.original} fileName={item.name} label={t('library.viewer.download')} />
        </>
      ) : null}
      <IconButton icon="info" label={t('library.viewer.info')} isPressed={props.isInfoOpen} onClick={props.onInfo} />
      {item ? <IconButton icon="delete" label={t('library.selection.delete')} onClick={props.onDelete} /> : null}
    </>
  );
}
