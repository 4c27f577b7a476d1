import type { AlbumAbilities } from '@kinframe/contract';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type MenuAction } from '../../components/DropdownMenu.tsx';
import styles from './AlbumDetails.module.css';

export type AlbumMenuChoice = 'rename' | 'caption' | 'cover' | 'leave' | 'delete';

interface AlbumMenuEntry {
  choice: AlbumMenuChoice;
  labelKey: string;
  isShown: (controls: AlbumAbilities, hasItems: boolean) => boolean;
  isDestructive?: boolean;
}

/** The album's less frequent actions, as data: the menu and its tests read the same list. */
const ALBUM_MENU: readonly AlbumMenuEntry[] = [
  { choice: 'rename', labelKey: 'albums.rename.button', isShown: (c) => c.canRename },
  { choice: 'caption', labelKey: 'albums.caption.button', isShown: (c) => c.canEditCaption },
  { choice: 'cover', labelKey: 'albums.cover.button', isShown: (c, hasItems) => c.canSetCover && hasItems },
  { choice: 'leave', labelKey: 'albums.leave.button', isShown: (c) => c.canLeave, isDestructive: true },
  { choice: 'delete', labelKey: 'albums.delete.button', isShown: (c) => c.canDelete, isDestructive: true },
];

/** "More actions": rename, caption, cover, and (in red, each confirmed in its dialog) leave and delete. */
export function AlbumMenu({
  controls,
  hasItems,
  onChoose,
}: {
  controls: AlbumAbilities;
  hasItems: boolean;
  onChoose: (choice: AlbumMenuChoice) => void;
}) {
  const { t } = useTranslation();
  const itemOf = (entry: AlbumMenuEntry): MenuAction => ({
    key: entry.choice,
    label: t(entry.labelKey),
    isDanger: entry.isDestructive,
    isHidden: !entry.isShown(controls, hasItems),
    onSelect: () => onChoose(entry.choice),
  });
  return (
    <DropdownMenu
      label={t('albums.details.moreActions')}
      triggerClassName={styles.moreButton}
      trigger={<span aria-hidden="true">⋯</span>}
      // Not modal: the page behind stays readable to assistive tech (no aria-hidden over focusable content).
      isModal={false}
      entries={[
        ...ALBUM_MENU.filter((entry) => !entry.isDestructive).map(itemOf),
        // A line sets the red ones apart, when anything stands above them.
        { kind: 'separator', key: 'line' },
        ...ALBUM_MENU.filter((entry) => entry.isDestructive).map(itemOf),
      ]}
    />
  );
}
