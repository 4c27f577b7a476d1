import type { AlbumAbilities } from '@kinframe/contract';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import menuStyles from '../../components/DropdownMenu.module.css';
import styles from './AlbumDetails.module.css';

export type AlbumMenuChoice = 'rename' | 'caption' | 'cover' | 'leave' | 'delete';

interface MenuEntry {
  choice: AlbumMenuChoice;
  labelKey: string;
  isShown: (controls: AlbumAbilities, hasItems: boolean) => boolean;
  isDestructive?: boolean;
}

/** The album's less frequent actions, as data: the menu and its tests read the same list. */
const ALBUM_MENU: readonly MenuEntry[] = [
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
  const entries = ALBUM_MENU.filter((entry) => entry.isShown(controls, hasItems));
  if (entries.length === 0) return null;
  const firstDestructive = entries.findIndex((entry) => entry.isDestructive);
  return (
    // Not modal: the page behind stays readable to assistive tech (no aria-hidden over focusable content).
    <Menu.Root modal={false}>
      <Menu.Trigger className={styles.moreButton} aria-label={t('albums.details.moreActions')}>
        <span aria-hidden="true">⋯</span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menuStyles.menu} align="end" sideOffset={6}>
          {entries.map((entry, index) => (
            <Fragment key={entry.choice}>
              {index === firstDestructive && index > 0 ? <Menu.Separator className={styles.menuSeparator} /> : null}
              <Menu.Item
                className={`${menuStyles.item} ${entry.isDestructive ? menuStyles.danger : ''}`}
                onSelect={() => onChoose(entry.choice)}
              >
                {t(entry.labelKey)}
              </Menu.Item>
            </Fragment>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
