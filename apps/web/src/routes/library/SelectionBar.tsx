import { CheckCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useHasPlus } from '../../app/session.ts';
import { type ItemActionId, selectionActions } from './item-actions.ts';
import styles from './Library.module.css';

interface SelectionBarProps {
  count: number;
  /** Every selected item that is loaded is a favourite: the action takes them out instead. */
  areAllFavourites: boolean;
  /** Actions waiting for an answer, shown as such. */
  busy: ReadonlySet<ItemActionId>;
  onAction: (action: ItemActionId) => void;
  onSelectAll: () => void;
  onClear: () => void;
}

/**
 * What a selection can do, in place of the toolbar while anything is selected: the count, select
 * all, clear, and every action on the selected items (each one call for all of them).
 */
export function SelectionBar({ count, areAllFavourites, busy, onAction, onSelectAll, onClear }: SelectionBarProps) {
  const { t } = useTranslation();
  const hasPlus = useHasPlus();
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
        {selectionActions(hasPlus).map((action) => {
          const label = t(action.labelKey({ areAllFavourites }));
          const ActionIcon = action.icon({ areAllFavourites });
          return (
            <button
              key={action.id}
              type="button"
              className={`${styles.toolButton} ${action.isDanger ? styles.dangerTool : ''}`}
              title={label}
              aria-label={label}
              disabled={busy.has(action.id)}
              onClick={() => onAction(action.id)}
            >
              <ActionIcon {...icon} />
              <span className={styles.actionText} aria-hidden="true">
                {label}
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
