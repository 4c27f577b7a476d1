import type { LibraryItem } from '@kinframe/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons.tsx';
import styles from './Viewer.module.css';

interface IconButtonProps {
  icon: IconName;
  label: string;
  onClick?: () => void;
  isPressed?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A round icon button of the bar: its name is its label, said by screen readers and shown as a tooltip. */
export function IconButton({ icon, label, onClick, isPressed, disabled, className }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${className ?? ''}`}
      aria-label={label}
      title={label}
      aria-pressed={isPressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

interface ViewerTopBarProps {
  item: LibraryItem | undefined;
  title: ReactNode;
  isPhoto: boolean;
  isInfoOpen: boolean;
  isChanging: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFavourite: () => void;
  onAddToAlbum: () => void;
  onShowOnFrame: () => void;
  onInfo: () => void;
  onDelete: () => void;
}

/** The bar over the photo: back on the left, what can be done with the item on the right. */
export function ViewerTopBar(props: ViewerTopBarProps) {
  const { t } = useTranslation();
  const { item, isPhoto } = props;
  return (
    <div className={styles.topBar}>
      <RadixDialog.Close asChild>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('library.backToLibrary')}
          title={t('library.backToLibrary')}
        >
          <Icon name="back" />
        </button>
      </RadixDialog.Close>
      <RadixDialog.Title className={styles.title}>{props.title}</RadixDialog.Title>
      <div className={styles.actions}>
        {isPhoto ? (
          <>
            <IconButton
              icon="zoomOut"
              label={t('library.viewer.zoomOut')}
              onClick={props.onZoomOut}
              className={styles.zoomButton}
            />
            <IconButton
              icon="zoomIn"
              label={t('library.viewer.zoomIn')}
              onClick={props.onZoomIn}
              className={styles.zoomButton}
            />
          </>
        ) : null}
        {item ? (
          <>
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
            <a
              className={styles.iconButton}
              href={item.urls.original}
              download={item.name}
              aria-label={t('library.viewer.download')}
              title={t('library.viewer.download')}
            >
              <Icon name="download" />
            </a>
          </>
        ) : null}
        <IconButton icon="info" label={t('library.viewer.info')} isPressed={props.isInfoOpen} onClick={props.onInfo} />
        {item ? <IconButton icon="delete" label={t('library.selection.delete')} onClick={props.onDelete} /> : null}
      </div>
    </div>
  );
}
