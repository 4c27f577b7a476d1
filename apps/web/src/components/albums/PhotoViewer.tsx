import type { LibraryItem } from '@kinframe/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type KeyboardEvent, type ReactNode, type TouchEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n/error-text.ts';
import { Button } from '../Button.tsx';
import styles from './PhotoViewer.module.css';

/** How far a finger moves sideways before it counts as a swipe. */
const SWIPE_PX = 50;

interface PhotoViewerProps<T extends LibraryItem> {
  items: readonly T[];
  itemId: number;
  onNavigate: (itemId: number) => void;
  onClose: () => void;
  /** A line under the photo (an artwork's artist, who added it to the album). */
  detailOf?: (item: T) => ReactNode;
}

/**
 * One item of an album or a collection large, on a dark stage: photo or playable video, its
 * caption, the previous and next item (buttons and arrow keys). Items of other people's albums
 * are shown from the album's own links, so this never asks the library for them.
 */
export function PhotoViewer<T extends LibraryItem>({
  items,
  itemId,
  onNavigate,
  onClose,
  detailOf,
}: PhotoViewerProps<T>) {
  const { t } = useTranslation();
  const index = items.findIndex((item) => item.id === itemId);
  const shown = index >= 0 ? items[index] : undefined;
  const previous = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;

  // A sideways swipe on a touch screen steps, as in every photo app.
  const swipeStart = useRef<number | null>(null);
  const handleTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    const target = end < start ? next : previous;
    if (target) onNavigate(target.id);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && previous) onNavigate(previous.id);
    if (event.key === 'ArrowRight' && next) onNavigate(next.id);
  };

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.viewer} aria-describedby={undefined} onKeyDown={handleKeyDown}>
          <div className={styles.top}>
            <RadixDialog.Title className={styles.title}>{shown?.name ?? t('library.viewer.title')}</RadixDialog.Title>
            {shown ? (
              <span className={styles.position}>
                {t('albums.viewer.position', { position: index + 1, total: items.length })}
              </span>
            ) : null}
            <RadixDialog.Close asChild>
              <Button variant="secondary">{t('common.close')}</Button>
            </RadixDialog.Close>
          </div>
          <div
            className={styles.stage}
            onTouchStart={(event) => {
              swipeStart.current = event.touches.length === 1 ? (event.touches[0]?.clientX ?? null) : null;
            }}
            onTouchEnd={handleTouchEnd}
          >
            {!shown ? (
              <p>{t('albums.viewer.gone')}</p>
            ) : shown.status === 'failed' ? (
              <p>{issueText(t, { code: shown.failureCode ?? 'upload_failed' })}</p>
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
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              disabled={!previous}
              aria-label={t('library.viewer.previous')}
              onClick={() => previous && onNavigate(previous.id)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              disabled={!next}
              aria-label={t('library.viewer.next')}
              onClick={() => next && onNavigate(next.id)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          {shown && (shown.caption || detailOf) ? (
            <div className={styles.details}>
              {shown.caption ? <p className={styles.caption}>{shown.caption}</p> : null}
              {detailOf ? <p className={styles.detail}>{detailOf(shown)}</p> : null}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
