import type { LibraryItem } from '@kinframe/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n/error-text.ts';
import { IconButton } from './IconButton.tsx';
import { Icon } from './icons.tsx';
import { dismissOpacityOf } from './swipe.ts';
import { useIdle } from './use-idle.ts';
import { usePhotoZoom } from './use-photo-zoom.ts';
import styles from './Viewer.module.css';
import { ViewerStage } from './ViewerStage.tsx';
import { type ViewerCommand, viewerCommandFor } from './viewer-keys.ts';
import { ZoomablePhoto } from './ZoomablePhoto.tsx';
import type { Point, Size } from './zoom.ts';

/** The controls fade after this long without a pointer move or a key. */
const IDLE_MS = 3000;

interface MediaViewerProps {
  itemId: number;
  /** The item shown; undefined while it loads or when it is gone. */
  item: LibraryItem | undefined;
  /** What the stage says while there is no item (loading, an error, gone): words, or a whole state with its actions. */
  absent: ReactNode;
  /** The dialog's name: the item's name. */
  title: string;
  /** Beside the title: where the item stands among the others. */
  titleDetail?: ReactNode;
  /** The name of the bar's leftmost button, which closes the viewer. */
  closeLabel: string;
  previousId: number | undefined;
  nextId: number | undefined;
  onNavigate: (itemId: number) => void;
  onClose: () => void;
  /** The bar's buttons after zooming: what can be done with the item here. */
  actions?: ReactNode;
  /** Keys beyond stepping and zooming (favourite, info, delete). */
  commands?: Partial<Record<ViewerCommand, () => void>>;
  /** While a dialog is open over the viewer its keys are that dialog's. */
  areKeysPaused?: boolean;
  /** Over the stage's foot, fading with the controls: the item's caption and a line about it. */
  caption?: string;
  detail?: ReactNode;
  /** Over the stage, under the bar: a mode that takes the stage for itself (the focus point's). */
  stageOverlay?: ReactNode;
  /** After the stage: a panel beside it, dialogs over it. */
  children?: ReactNode;
  /** Whether a panel sits beside the stage (the toasts make room for it). */
  hasSidePanel?: boolean;
}

/**
 * One item as large as the screen allows, on a black stage: a photo to zoom and pan, or a video to
 * play; the previous and next item by arrows, keys and swipes; a bar with a way back, the item's
 * name and what can be done with it. The library and the album pages fill the bar their own way.
 */
export function MediaViewer({
  itemId,
  item,
  absent,
  title,
  titleDetail,
  closeLabel,
  previousId,
  nextId,
  onNavigate,
  onClose,
  actions,
  commands,
  areKeysPaused = false,
  caption,
  detail,
  children,
  stageOverlay,
  hasSidePanel = false,
}: MediaViewerProps) {
  const { t } = useTranslation();
  const [swipeOffset, setSwipeOffset] = useState<Point>({ x: 0, y: 0 });
  const [previewSize, setPreviewSize] = useState<{ itemId: number; size: Size } | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { isIdle, wake } = useIdle(IDLE_MS);

  const isReady = item?.status === 'ready';
  const isVideo = item?.kind === 'video' && item.urls.video !== null;
  const isPhoto = item !== undefined && isReady && !isVideo;
  const natural: Size | null =
    item?.width && item.height
      ? { width: item.width, height: item.height }
      : previewSize?.itemId === itemId
        ? previewSize.size
        : null;
  const zoom = usePhotoZoom(itemId, natural);
  // Pulled down to close: the black thins as the photo goes, as in a phone's photo app.
  // One layer shades (the viewer's); the overlay under it steps aside so the library shows through.
  const isPulledDown = swipeOffset.y > 0;
  const shade = isPulledDown
    ? { backgroundColor: `rgb(0 0 0 / ${dismissOpacityOf(swipeOffset.y, zoom.stage.height)})` }
    : undefined;

  const step = (direction: 1 | -1) => {
    const target = direction === 1 ? nextId : previousId;
    if (target !== undefined) onNavigate(target);
  };

  const perform: Partial<Record<ViewerCommand, () => void>> = {
    previous: () => step(-1),
    next: () => step(1),
    zoomIn: () => isPhoto && zoom.zoomIn(),
    zoomOut: () => isPhoto && zoom.zoomOut(),
    ...commands,
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    wake();
    // Keys of a dialog opened over the viewer reach here through React's tree, not the page's.
    if (areKeysPaused || !contentRef.current?.contains(event.target as Node)) return;
    const command = viewerCommandFor(event);
    const action = command ? perform[command] : undefined;
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <RadixDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={styles.overlay}
          style={isPulledDown ? { backgroundColor: 'transparent' } : undefined}
        />
        <RadixDialog.Content
          ref={contentRef}
          className={styles.viewer}
          style={shade}
          data-item-viewer=""
          data-info-open={hasSidePanel}
          data-idle={isIdle}
          aria-describedby={undefined}
          onKeyDown={handleKeyDown}
          onPointerMove={wake}
          onPointerDown={wake}
          // The viewer itself takes the focus, so no button shows a focus ring before a key is used.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            contentRef.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in a field with suggestions (the tags) closes those first.
            // A mode over the stage takes Escape to leave itself, not the viewer.
            if (event.target instanceof HTMLElement && event.target.closest('[data-keeps-escape]')) {
              event.preventDefault();
              return;
            }
            if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') {
              event.preventDefault();
            }
          }}
        >
          <div className={styles.main}>
            <ViewerStage
              zoom={zoom}
              isZoomable={isPhoto}
              isIdle={isIdle}
              onSwipe={step}
              onSwipeDown={onClose}
              onSwipeOffset={setSwipeOffset}
            >
              {!item ? (
                typeof absent === 'string' ? (
                  <p className={styles.status}>{absent}</p>
                ) : (
                  <div className={styles.status}>{absent}</div>
                )
              ) : item.status === 'failed' ? (
                <p className={`${styles.status} ${styles.failed}`}>
                  {issueText(t, { code: item.failureCode ?? 'upload_failed' })}
                </p>
              ) : item.status === 'processing' ? (
                <p className={styles.status}>{t('library.viewer.processing')}</p>
              ) : isVideo ? (
                // biome-ignore lint/a11y/useMediaCaption: family videos come without caption tracks
                <video
                  key={item.id}
                  className={styles.video}
                  src={item.urls.video ?? undefined}
                  poster={item.urls.poster ?? undefined}
                  controls
                  playsInline
                />
              ) : (
                <ZoomablePhoto
                  key={item.id}
                  previewUrl={item.urls.preview ?? item.urls.ratio ?? item.urls.original}
                  originalUrl={item.urls.original}
                  originalWidth={item.width}
                  alt={item.caption || item.name}
                  fitted={zoom.fitted}
                  zoom={zoom.zoom}
                  swipeOffset={swipeOffset}
                  onPreviewSize={(size) => setPreviewSize({ itemId: item.id, size })}
                />
              )}
            </ViewerStage>
            {stageOverlay}
            {item?.editPending ? (
              <p className={styles.notice} role="status" data-edit-pending="">
                {t('library.viewer.editPending')}
              </p>
            ) : null}

            <div className={styles.controls}>
              <div className={styles.topBar}>
                <RadixDialog.Close asChild>
                  <button type="button" className={styles.iconButton} aria-label={closeLabel} title={closeLabel}>
                    <Icon name="back" />
                  </button>
                </RadixDialog.Close>
                <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                {titleDetail ? <span className={styles.titleDetail}>{titleDetail}</span> : null}
                <div className={styles.actions}>
                  {isPhoto ? (
                    <>
                      <IconButton
                        icon="zoomOut"
                        label={t('library.viewer.zoomOut')}
                        onClick={zoom.zoomOut}
                        className={styles.zoomButton}
                      />
                      <IconButton
                        icon="zoomIn"
                        label={t('library.viewer.zoomIn')}
                        onClick={zoom.zoomIn}
                        className={styles.zoomButton}
                      />
                    </>
                  ) : null}
                  {actions}
                </div>
              </div>
              {previousId !== undefined ? (
                <button
                  type="button"
                  className={`${styles.stepButton} ${styles.stepPrevious}`}
                  aria-label={t('library.viewer.previous')}
                  title={t('library.viewer.previous')}
                  onClick={() => step(-1)}
                >
                  <Icon name="previous" size={32} />
                </button>
              ) : null}
              {nextId !== undefined ? (
                <button
                  type="button"
                  className={`${styles.stepButton} ${styles.stepNext}`}
                  aria-label={t('library.viewer.next')}
                  title={t('library.viewer.next')}
                  onClick={() => step(1)}
                >
                  <Icon name="next" size={32} />
                </button>
              ) : null}
              {caption || detail ? (
                <div className={styles.footer}>
                  {caption ? <p className={styles.caption}>{caption}</p> : null}
                  {detail ? <p className={styles.detail}>{detail}</p> : null}
                </div>
              ) : null}
            </div>
          </div>

          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
