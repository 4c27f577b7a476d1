import type { LibraryItem } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { useHasPlus } from '../../../app/session.ts';
import { DropdownMenu } from '../../../components/DropdownMenu.tsx';
import { usePhoneLayout } from '../../../components/use-phone-layout.ts';
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
  /** false: someone else's item (found through a shared album), seen but not changed. */
  canChange?: boolean;
}

/** On a phone's narrow bar these stay in sight (with the info button); the rest go under "More". */
const PHONE_BAR_ACTIONS: readonly ItemActionId[] = ['showOnFrame', 'favourite', 'delete'];

/**
 * What the bar over a library photo offers besides zooming: all a person can do with their own item.
 * A phone's bar holds the main ones and a menu with the rest, so none falls off its edge.
 */
export function LibraryItemActions(props: LibraryItemActionsProps) {
  const { t } = useTranslation();
  const hasPlus = useHasPlus();
  const isPhone = usePhoneLayout();
  const { item } = props;
  const info = (
    <IconButton icon="info" label={t('library.viewer.info')} isPressed={props.isInfoOpen} onClick={props.onInfo} />
  );
  if (!item) return info;

  // Editing, the focus and reverting change the item: Plus's, as the shared actions are, and the owner's.
  const mayChange = hasPlus && (props.canChange ?? true);
  const canEdit = mayChange && item.status === 'ready';
  const canFocus = canEdit && item.kind === 'photo' && props.onFocus !== undefined;
  const canRevert = mayChange && props.onRevert !== undefined;
  const actions = viewerActions(mayChange);

  const actionButton = (action: (typeof actions)[number]) => {
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
  };

  if (isPhone) {
    const onBar = (id: ItemActionId) => actions.filter((action) => action.id === id).map(actionButton);
    return (
      <>
        {onBar('showOnFrame')}
        {onBar('favourite')}
        {info}
        {onBar('delete')}
        <DropdownMenu
          label={t('library.viewer.more')}
          hasTooltip
          triggerClassName={viewerStyles.iconButton}
          trigger={<Icon name="more" />}
          className={viewerStyles.menu}
          isModal={false}
          entries={[
            {
              key: 'edit',
              label: t('editor.open'),
              icon: <Icon name="edit" size={20} />,
              isHidden: !canEdit,
              isDisabled: props.isChanging,
              onSelect: props.onEdit,
            },
            {
              key: 'focus',
              label: t('library.viewer.focus.open'),
              icon: <Icon name="focus" size={20} />,
              isHidden: !canFocus,
              onSelect: () => props.onFocus?.(),
            },
            {
              key: 'revert',
              label: t('editor.revert'),
              icon: <Icon name="revert" size={20} />,
              isHidden: !canRevert,
              isDisabled: props.isChanging,
              onSelect: () => props.onRevert?.(),
            },
            ...actions
              .filter((action) => !PHONE_BAR_ACTIONS.includes(action.id) && action.id !== 'download')
              .map((action) => ({
                key: action.id,
                label: t(action.labelKey({ areAllFavourites: item.isFavourite })),
                icon: <Icon name={action.viewerIcon({ areAllFavourites: item.isFavourite })} size={20} />,
                onSelect: () => props.onAction(action.id),
              })),
            // The server names the edited file: "<name> (edited).jpg".
            {
              kind: 'link',
              key: 'downloadEdited',
              label: t('library.viewer.downloadEdited'),
              href: item.urls.edited ?? undefined,
              download: true,
              isHidden: !item.urls.edited || !actions.some((action) => action.id === 'download'),
            },
            {
              kind: 'link',
              key: 'download',
              label: t('library.viewer.download'),
              href: item.urls.original,
              download: item.name,
              isHidden: !actions.some((action) => action.id === 'download'),
            },
          ]}
        />
      </>
    );
  }

  return (
    <>
      {canEdit ? (
        <IconButton icon="edit" label={t('editor.open')} disabled={props.isChanging} onClick={props.onEdit} />
      ) : null}
      {canFocus ? (
        <IconButton
          icon="focus"
          label={t('library.viewer.focus.open')}
          isPressed={props.isFocusMode ?? false}
          onClick={props.onFocus}
        />
      ) : null}
      {canRevert ? (
        <IconButton icon="revert" label={t('editor.revert')} disabled={props.isChanging} onClick={props.onRevert} />
      ) : null}
      {info}
      {actions.map(actionButton)}
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
