import type { LibraryItem } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useHasPlus } from '../../../app/session.ts';
import { DropdownMenu } from '../../../components/DropdownMenu.tsx';
import { IconButton, IconDownload } from '../../../components/viewer/IconButton.tsx';
import { Icon } from '../../../components/viewer/icons.tsx';
import viewerStyles from '../../../components/viewer/Viewer.module.css';
import { type ItemActionId, viewerActions } from '../item-actions.ts';
import styles from './InfoPanel.module.css';

interface LibraryItemActionsProps {
  item: LibraryItem | undefined;
  isInfoOpen: boolean;
  isChanging: boolean;
  /** What the shared item actions do to this item (the download is a link of its own). */
  onAction: (action: ItemActionId) => void;
  onInfo: () => void;
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
  const hasPlus = useHasPlus();
  const { item } = props;
  const info = (
    <IconButton icon="info" label={t('library.viewer.info')} isPressed={props.isInfoOpen} onClick={props.onInfo} />
  );
  return (
    <>
      {item ? (
        <>
          {/* Editing, the focus and reverting change the item: Plus's, as the shared actions are. */}
          {hasPlus && item.status === 'ready' ? (
            <IconButton icon="edit" label={t('editor.open')} disabled={props.isChanging} onClick={props.onEdit} />
          ) : null}
          {hasPlus && item.status === 'ready' && item.kind === 'photo' && props.onFocus ? (
            <IconButton
              icon="focus"
              label={t('library.viewer.focus.open')}
              isPressed={props.isFocusMode ?? false}
              onClick={props.onFocus}
            />
          ) : null}
          {hasPlus && props.onRevert ? (
            <IconButton icon="revert" label={t('editor.revert')} disabled={props.isChanging} onClick={props.onRevert} />
          ) : null}
          {info}
          {viewerActions(hasPlus).map((action) => {
            if (action.id === 'download') {
              return item.urls.edited ? (
                <DownloadChoice key={action.id} item={item} edited={item.urls.edited} />
              ) : (
                <IconDownload
                  key={action.id}
                  href={item.urls.original}
                  fileName={item.name}
                  label={t('library.viewer.download')}
                />
              );
            }
            const target = { areAllFavourites: item.isFavourite };
            const isOn = action.isOn?.(target);
            return (
              <IconButton
                key={action.id}
                icon={action.viewerIcon(target)}
                label={t(action.labelKey(target))}
                isPressed={isOn}
                className={isOn ? styles.favouriteOn : undefined}
                // A change of the item on its way holds back another one.
                disabled={isOn === undefined ? undefined : props.isChanging}
                onClick={() => props.onAction(action.id)}
              />
            );
          })}
        </>
      ) : (
        info
      )}
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
