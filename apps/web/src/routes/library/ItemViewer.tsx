import type { LibraryItem } from '@kinframe/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeItemMutation, useLibraryItemQuery } from '../../api/library.ts';
import { Button } from '../../components/Button.tsx';
import { CaptionField } from '../../components/CaptionField.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { errorText, issueText } from '../../i18n/error-text.ts';
import { DeleteItemsDialog } from './DeleteItemsDialog.tsx';
import { formatDateTime } from './format.ts';
import styles from './Library.module.css';
import type { LibraryPageStore } from './page-store.ts';

interface ItemViewerProps {
  itemId: number;
  store: LibraryPageStore;
  onNavigate: (itemId: number) => void;
  onClose: () => void;
}

/** One item large: photo or playable video, next and previous across the loaded items, caption. */
export function ItemViewer({ itemId, store, onNavigate, onClose }: ItemViewerProps) {
  const { t, i18n } = useTranslation();
  const notify = useToast();
  useSyncExternalStore(store.subscribe, store.getVersion);
  const [isDeleting, setIsDeleting] = useState(false);
  const query = useLibraryItemQuery(itemId);
  // While the item itself is asked for, its copy from the grid shows at once.
  const index = store.indexOf(itemId);
  const shown: LibraryItem | undefined = query.data ?? (index >= 0 ? store.getItem(index) : undefined);
  const change = useChangeItemMutation();

  const previous = index > 0 ? store.getItem(index - 1) : undefined;
  const next = index >= 0 ? store.getItem(index + 1) : undefined;

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Arrows move between items, unless the caption is being edited.
    if (event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft' && previous) onNavigate(previous.id);
    if (event.key === 'ArrowRight' && next) onNavigate(next.id);
  };

  const handleFavourite = () => {
    if (!shown) return;
    change.mutate(
      { id: shown.id, changes: { isFavourite: !shown.isFavourite } },
      { onError: (error) => notify({ type: 'error', content: errorText(t, error) }) },
    );
  };

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.viewerOverlay} />
        <RadixDialog.Content className={styles.viewer} aria-describedby={undefined} onKeyDown={handleKeyDown}>
          <div className={styles.viewerTop}>
            <RadixDialog.Title className={styles.viewerTitle}>
              {shown?.name ?? t('library.viewer.title')}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="quiet">{t('common.close')}</Button>
            </RadixDialog.Close>
          </div>
          <div className={styles.viewerStage}>
            <Button
              variant="secondary"
              className={styles.viewerStep}
              disabled={!previous}
              onClick={() => previous && onNavigate(previous.id)}
            >
              {t('library.viewer.previous')}
            </Button>
            <div className={styles.viewerMedia}>
              {!shown ? (
                query.isError ? (
                  <p>{errorText(t, query.error)}</p>
                ) : (
                  <p>{t('library.viewer.loading')}</p>
                )
              ) : shown.status === 'failed' ? (
                <p className={styles.viewerFailed}>{issueText(t, { code: shown.failureCode ?? 'upload_failed' })}</p>
              ) : shown.status === 'processing' ? (
                <p>{t('library.viewer.processing')}</p>
              ) : shown.kind === 'video' && shown.urls.video ? (
                // biome-ignore lint/a11y/useMediaCaption: family videos come without caption tracks
                <video key={shown.id} src={shown.urls.video} poster={shown.urls.poster ?? undefined} controls />
              ) : (
                <img
                  key={shown.id}
                  src={shown.urls.preview ?? shown.urls.ratio ?? shown.urls.original}
                  alt={shown.caption || shown.name}
                />
              )}
            </div>
            <Button
              variant="secondary"
              className={styles.viewerStep}
              disabled={!next}
              onClick={() => next && onNavigate(next.id)}
            >
              {t('library.viewer.next')}
            </Button>
          </div>
          {shown ? (
            <div className={styles.viewerDetails}>
              <dl className={styles.viewerDates}>
                <div>
                  <dt>{t('library.viewer.created')}</dt>
                  <dd>{formatDateTime(shown.createdAt, i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t('library.viewer.uploaded')}</dt>
                  <dd>{formatDateTime(shown.uploadedAt, i18n.language)}</dd>
                </div>
              </dl>
              <CaptionField
                key={`${shown.id}:${shown.caption}`}
                initialCaption={shown.caption}
                isSaving={change.isPending}
                onSave={(caption) =>
                  change.mutate(
                    { id: shown.id, changes: { caption } },
                    {
                      onSuccess: () => notify({ type: 'success', content: t('library.viewer.captionSaved') }),
                      onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
                    },
                  )
                }
              />
              <div className={styles.viewerActions}>
                <Button variant="secondary" onClick={handleFavourite} disabled={change.isPending}>
                  {shown.isFavourite ? t('library.selection.unfavourite') : t('library.selection.favourite')}
                </Button>
                <Button variant="secondary" onClick={() => setIsDeleting(true)}>
                  {t('library.selection.delete')}
                </Button>
              </div>
            </div>
          ) : null}
          {isDeleting && shown ? (
            <DeleteItemsDialog
              itemIds={[shown.id]}
              onClose={() => setIsDeleting(false)}
              onDeleted={() => {
                setIsDeleting(false);
                onClose();
              }}
            />
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
