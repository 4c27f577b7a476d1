import type { LibraryItem } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../components/DropdownMenu.tsx';
import { IconButton, IconDownload } from '../../../components/viewer/IconButton.tsx';
import { Icon } from '../../../components/viewer/icons.tsx';
import viewerStyles from '../../../components/viewer/Viewer.module.css';
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
  /** The focus mode, on or off: a ready photo only. */
  isFocusMode?: boolean;
  onFocus?: () => void;
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
          {item.status === 'ready' && item.kind === 'photo' && props.onFocus ? (
            <IconButton
              icon="focus"
              label={t('library.viewer.focus.open')}
              isPressed={props.isFocusMode ?? false}
              onClick={props.onFocus}
            />
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
          {item.urls.edited ? (
            <DownloadChoice item={item} edited={item.urls.edited} />
          ) : (
            <IconDownload href={item.urls.original} fileName={item.name} label={t('library.viewer.download')} />
          )}
        </>
      ) : null}
      <IconButton icon="info" label={t('library.viewer.info')} isPressed={props.isInfoOpen} onClick={props.onInfo} />
      {item ? <IconButton icon="delete" label={t('library.selection.delete')} onClick={props.onDelete} /> : null}
    </>
  );
}

/** An edited item downloads as edited or as it was uploaded: the person chooses. */
function DownloadChoice({ item, edited }: { item: LibraryItem; edited: string }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      label={t('library.viewer.downloadChoice')}
      hasTooltip
      triggerClassName={viewerStyles.iconButton}
      trigger={<Icon name="download" />}
      className={viewerStyles.menu}
      isModal={false}
      entries={[
        // The server names the file: "<name> (edited).jpg".
        { kind: 'link', key: 'edited', label: t('library.viewer.downloadEdited'), href: edited, download: true },
        {
          kind: 'link',
          key: 'original',
          label: t('library.viewer.download'),
          href: item.urls.original,
          download: item.name,
        },
      ]}
    />
  );
}
