import { pathOf } from '@kinframe/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTrashMutations, useTrashQuery } from '../../api/trash.ts';
import { useHasPlus } from '../../app/session.ts';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { EMPTY_SELECTION } from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import styles from '../album-details/AlbumDetails.module.css';
import { AlbumItemsGrid } from '../album-details/AlbumItemsGrid.tsx';
import { useItemSelection } from '../album-details/use-item-selection.ts';

const PAGE = 200;
const NEVER = () => false;
const NOTHING = () => undefined;

/**
 * The Trash: what the person deleted, the latest first, for TRASH_DAYS. A tile selects; the
 * selection is restored (back to its albums and frames) or deleted for good; the whole Trash can be
 * emptied. Both deletions ask first: they cannot be undone.
 */
export function TrashPage() {
  const { t } = useTranslation();
  const notify = useToast();
  // Without Plus the Trash gives back (its photos are its own) but deletes nothing for good.
  const hasPlus = useHasPlus();
  const trashQuery = useTrashQuery(PAGE);
  const items = useMemo(() => trashQuery.data?.pages.flatMap((page) => page.items) ?? [], [trashQuery.data]);
  const keepDays = trashQuery.data?.pages[0]?.keepDays;
  const { selection, setSelection, handleSelect } = useItemSelection(items);
  const { restore, deleteForGood, empty } = useTrashMutations();
  const [confirming, setConfirming] = useState<'delete' | 'empty' | null>(null);
  const selected = [...selection.ids];

  const restoreSelected = () =>
    restore.mutate(selected, {
      onSuccess: (answer) => {
        notify({ type: 'success', content: t('library.trash.restored', { count: answer.restored }) });
        setSelection(EMPTY_SELECTION);
      },
    });

  return (
    <>
      <Link to={pathOf('library')} className={styles.back}>
        {t('library.backToLibrary')}
      </Link>
      <header className={styles.header}>
        <div className={styles.title}>
          <h1>{t('library.trash.title')}</h1>
          {keepDays !== undefined ? (
            <p className={styles.caption}>{t('library.trash.about', { count: keepDays })}</p>
          ) : null}
        </div>
        {hasPlus ? (
          <div className={styles.actions}>
            <Button
              variant="secondary"
              disabled={items.length === 0 || empty.isPending}
              onClick={() => setConfirming('empty')}
            >
              {t('library.trash.emptyTrash')}
            </Button>
          </div>
        ) : null}
      </header>

      <div className={styles.main}>
        {items.length > 0 ? (
          <section className={styles.selectionBar} aria-label={t('library.selection.label')}>
            <span className={styles.count}>
              {selection.ids.size > 0
                ? t('library.selection.count', { count: selection.ids.size })
                : t('library.trash.selectHint')}
            </span>
            <Button variant="quiet" disabled={selection.ids.size === 0} onClick={() => setSelection(EMPTY_SELECTION)}>
              {t('library.selection.deselect')}
            </Button>
            <Button
              variant="secondary"
              disabled={selection.ids.size === 0 || restore.isPending}
              onClick={restoreSelected}
            >
              {t('library.trash.restore')}
            </Button>
            {hasPlus ? (
              <Button
                variant="danger"
                disabled={selection.ids.size === 0 || deleteForGood.isPending}
                onClick={() => setConfirming('delete')}
              >
                {t('library.trash.deleteForGood')}
              </Button>
            ) : null}
          </section>
        ) : null}
        <QueryState
          query={trashQuery}
          loading={t('library.trash.loading')}
          look="panel"
          className={styles.muted}
          isEmpty={() => items.length === 0}
          empty={
            <EmptyState
              title={t('library.trash.emptyTitle')}
              body={t('library.trash.emptyBody')}
              actions={<ButtonLink to={pathOf('library')}>{t('library.backToLibrary')}</ButtonLink>}
            />
          }
        >
          {() => (
            <>
              <AlbumItemsGrid
                items={items}
                label={t('library.grid.label')}
                selectedIds={selection.ids}
                canReorder={false}
                canSetCover={false}
                canRemove={NEVER}
                onTileClick={handleSelect}
                onCheckClick={handleSelect}
                onMove={NOTHING}
                onSetCover={NOTHING}
                onRemove={NOTHING}
              />
              {trashQuery.hasNextPage ? (
                <div className={styles.more}>
                  <Button
                    variant="secondary"
                    disabled={trashQuery.isFetchingNextPage}
                    onClick={() => void trashQuery.fetchNextPage()}
                  >
                    {t('library.trash.more')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      </div>

      {confirming === 'delete' ? (
        <ConfirmDialog
          title={t('library.trash.deleteDialog.title')}
          body={t('library.trash.deleteDialog.body', { count: selected.length })}
          cancelLabel={t('library.deleteDialog.cancel')}
          confirmLabel={t('library.trash.deleteDialog.confirm')}
          onConfirm={() =>
            deleteForGood.mutateAsync(selected).then((answer) => {
              notify({ type: 'success', content: t('library.trash.deleted', { count: answer.deleted }) });
              setSelection(EMPTY_SELECTION);
              setConfirming(null);
            })
          }
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {confirming === 'empty' ? (
        <ConfirmDialog
          title={t('library.trash.emptyDialog.title')}
          body={t('library.trash.emptyDialog.body')}
          cancelLabel={t('library.deleteDialog.cancel')}
          confirmLabel={t('library.trash.emptyDialog.confirm')}
          onConfirm={() =>
            empty.mutateAsync().then((answer) => {
              notify({ type: 'success', content: t('library.trash.deleted', { count: answer.deleted }) });
              setSelection(EMPTY_SELECTION);
              setConfirming(null);
            })
          }
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
