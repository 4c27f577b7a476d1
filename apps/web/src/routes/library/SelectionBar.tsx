import {
  CheckCheck,
  Download,
  FolderPlus,
  Heart,
  HeartOff,
  MonitorPlay,
  Send,
  Share2,
  Tag,
  Trash2,
  X,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Library.module.css';

export type SelectionAction =
  | 'addToAlbum'
  | 'createSharedAlbum'
  | 'sendToFriend'
  | 'showOnFrame'
  | 'tag'
  | 'favourite'
  | 'download'
  | 'delete';

interface SelectionBarProps {
  count: number;
  /** Every selected item that is loaded is a favourite: the action takes them out instead. */
  areAllFavourites: boolean;
  /** Actions waiting for an answer, shown as such. */
  busy: ReadonlySet<SelectionAction>;
  onAction: (action: SelectionAction) => void;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * What a selection can do, in place of the toolbar while anything is selected: the count, select
 * all, clear, and every action on the selected items (each one call for all of them).
 */
export function SelectionBar({ count, areAllFavourites, busy, onAction, onSelectAll, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  const action = (name: SelectionAction, label: string, icon: ReactNode, isDanger = false) => (
    <button
      type="button"
      className={`${styles.toolButton} ${isDanger ? styles.dangerTool : ''}`}
      title={label}
      aria-label={label}
      disabled={busy.has(name)}
      onClick={() => onAction(name)}
    >
      {icon}
      <span className={styles.actionText} aria-hidden="true">
        {label}
      </span>
    </button>
  );
  const icon = { size: 18, 'aria-hidden': true } as const;
  return (
    <section className={`${styles.toolbar} ${styles.selectionBar}`} aria-label={t('library.selection.label')}>
      <div className={styles.toolbarLead}>
        <button
          type="button"
          className={styles.iconTool}
          aria-label={t('library.selection.deselect')}
          title={t('library.selection.deselect')}
          onClick={onClear}
        >
          <X size={20} aria-hidden="true" />
        </button>
        <span className={styles.selectedCount} role="status">
          {t('library.selection.count', { count })}
        </span>
        <button type="button" className={styles.toolButton} onClick={onSelectAll}>
          <CheckCheck {...icon} />
          <span>{t('library.selection.selectAll')}</span>
        </button>
      </div>
      <div className={`${styles.toolbarActions} ${styles.selectionActions}`}>
        {action('addToAlbum', t('library.selection.addToAlbum'), <FolderPlus {...icon} />)}
        {action('createSharedAlbum', t('library.selection.createSharedAlbum'), <Share2 {...icon} />)}
        {action('sendToFriend', t('library.selection.sendToFriend'), <Send {...icon} />)}
        {action('showOnFrame', t('library.selection.showOnFrame'), <MonitorPlay {...icon} />)}
        {action('tag', t('library.selection.tag'), <Tag {...icon} />)}
        {action(
          'favourite',
          areAllFavourites ? t('library.selection.unfavourite') : t('library.selection.favourite'),
          areAllFavourites ? <HeartOff {...icon} /> : <Heart {...icon} />,
        )}
        {action('download', t('library.selection.download'), <Download {...icon} />)}
        {action('delete', t('library.selection.delete'), <Trash2 {...icon} />, true)}
      </div>
    </section>
  );
}
