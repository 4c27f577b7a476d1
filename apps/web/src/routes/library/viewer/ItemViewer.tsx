import type { LibraryItem } from '@kinframe/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeItemMutation, useLibraryItemQuery } from '../../../api/library.ts';
import { AddToAlbumDialog } from '../../../components/albums/AddToAlbumDialog.tsx';
import { ShowOnFrameDialog } from '../../../components/frames/ShowOnFrameDialog.tsx';
import { useToast } from '../../../components/Toasts.tsx';
import { errorText, issueText } from '../../../i18n/error-text.ts';
import { DeleteItemsDialog } from '../DeleteItemsDialog.tsx';
import type { LibraryPageStore } from '../page-store.ts';
import { InfoPanel } from './InfoPanel.tsx';
import { Icon } from './icons.tsx';
import { readInfoPanelOpen, saveInfoPanelOpen } from './info-panel-preference.ts';
import { useIdle } from './use-idle.ts';
import { usePhotoZoom } from './use-photo-zoom.ts';
import styles from './Viewer.module.css';
import { ViewerStage } from './ViewerStage.tsx';
import { ViewerTopBar } from './ViewerTopBar.tsx';
import { type ViewerCommand, viewerCommandFor } from './viewer-keys.ts';
import { ZoomablePhoto } from './ZoomablePhoto.tsx';
import type { Size } from './zoom.ts';

interface ItemViewerProps {
  itemId: number;
  store: LibraryPageStore;
  onNavigate: (itemId: number) => void;
  onClose: () => void;
}

/** The controls fade after this long without a pointer move or a key. */
const IDLE_MS = 3000;

type OpenDialog = 'delete' | 'album' | 'frame' | null;

/**
 * One item as large as the screen allows, on a black stage: a photo to zoom and pan, or a video to
 * play; the previous and next of the loaded items by arrows, keys and swipes; a bar of what can be
 * done with it; and the info panel beside it (below it on a phone).
 */
export function ItemViewer({ itemId, store, onNavigate, onClose }: ItemViewerProps) {
  const { t } = useTranslation();
  const notify = useToast();
  useSyncExternalStore(store.subscribe, store.getVersion);
  const query = useLibraryItemQuery(itemId);
  const change = useChangeItemMutation();
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [isInfoOpen, setIsInfoOpen] = useState(readInfoPanelOpen);
  const [swipeOffset, setSwipeOffset] = useState(0);
  const [previewSize, setPreviewSize] = useState<{ itemId: number; size: Size } | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const { isIdle, wake } = useIdle(IDLE_MS);

  // While the item itself is asked for, its copy from the grid shows at once.
  const index = store.indexOf(itemId);
  const shown: LibraryItem | undefined = query.data ?? (index >= 0 ? store.getItem(index) : undefined);
  const previous = index > 0 ? store.getItem(index - 1) : undefined;
  const next = index >= 0 ? store.getItem(index + 1) : undefined;

  const isReady = shown?.status === 'ready';
  const isVideo = shown?.kind === 'video' && shown.urls.video !== null;
  const isPhoto = shown !== undefined && isReady && !isVideo;
  const natural: Size | null =
    shown?.width && shown.height
      ? { width: shown.width, height: shown.height }
      : previewSize?.itemId === itemId
        ? previewSize.size
        : null;
  const zoom = usePhotoZoom(itemId, natural);

  const toggleInfo = () => {
    setIsInfoOpen((open) => {
      saveInfoPanelOpen(!open);
      return !open;
    });
  };

  const toggleFavourite = () => {
    if (!shown) return;
    change.mutate(
      { id: shown.id, changes: { isFavourite: !shown.isFavourite } },
      { onError: (error) => notify({ type: 'error', content: errorText(t, error) }) },
    );
  };

  const step = (direction: 1 | -1) => {
    const target = direction === 1 ? next : previous;
    if (target) onNavigate(target.id);
  };

  const perform: Record<ViewerCommand, () => void> = {
    previous: () => step(-1),
    next: () => step(1),
    favourite: toggleFavourite,
    info: toggleInfo,
    delete: () => shown && setOpenDialog('delete'),
    zoomIn: () => isPhoto && zoom.zoomIn(),
    zoomOut: () => isPhoto && zoom.zoomOut(),
  };

  const handleKeyDown = (event: React.KeyboardEvent) => {
    wake();
    // Keys of a dialog opened over the viewer reach here through React's tree, not the page's.
    if (openDialog !== null || !contentRef.current?.contains(event.target as Node)) return;
    const command = viewerCommandFor(event);
    if (!command) return;
    event.preventDefault();
    perform[command]();
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
        <RadixDialog.Content
          ref={contentRef}
          className={styles.viewer}
          data-item-viewer=""
          data-info-open={isInfoOpen}
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
            // Escape in the tag field closes its suggestions first.
            if (event.target instanceof HTMLElement && event.target.getAttribute('aria-expanded') === 'true') {
              event.preventDefault();
            }
          }}
        >
          <div className={styles.main}>
            <ViewerStage zoom={zoom} isZoomable={isPhoto} isIdle={isIdle} onSwipe={step} onSwipeOffset={setSwipeOffset}>
              {!shown ? (
                <p className={styles.status}>
                  {query.isError ? errorText(t, query.error) : t('library.viewer.loading')}
                </p>
              ) : shown.status === 'failed' ? (
                <p className={`${styles.status} ${styles.failed}`}>
                  {issueText(t, { code: shown.failureCode ?? 'upload_failed' })}
                </p>
              ) : shown.status === 'processing' ? (
                <p className={styles.status}>{t('library.viewer.processing')}</p>
              ) : isVideo ? (
                // biome-ignore lint/a11y/useMediaCaption: family videos come without caption tracks
                <video
                  key={shown.id}
                  className={styles.video}
                  src={shown.urls.video ?? undefined}
                  poster={shown.urls.poster ?? undefined}
                  controls
                  playsInline
                />
              ) : (
                <ZoomablePhoto
                  key={shown.id}
                  previewUrl={shown.urls.preview ?? shown.urls.ratio ?? shown.urls.original}
                  originalUrl={shown.urls.original}
                  originalWidth={shown.width}
                  alt={shown.caption || shown.name}
                  fitted={zoom.fitted}
                  zoom={zoom.zoom}
                  swipeOffset={swipeOffset}
                  onPreviewSize={(size) => setPreviewSize({ itemId: shown.id, size })}
                />
              )}
            </ViewerStage>

            <div className={styles.controls}>
              <ViewerTopBar
                item={shown}
                title={shown?.name ?? t('library.viewer.title')}
                isPhoto={isPhoto}
                isInfoOpen={isInfoOpen}
                isChanging={change.isPending}
                onZoomIn={zoom.zoomIn}
                onZoomOut={zoom.zoomOut}
                onFavourite={toggleFavourite}
                onAddToAlbum={() => setOpenDialog('album')}
                onShowOnFrame={() => setOpenDialog('frame')}
                onInfo={toggleInfo}
                onDelete={() => setOpenDialog('delete')}
              />
              {previous ? (
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
              {next ? (
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
            </div>
          </div>

          {isInfoOpen && shown ? <InfoPanel item={shown} onClose={toggleInfo} /> : null}

          {openDialog === 'delete' && shown ? (
            <DeleteItemsDialog
              itemIds={[shown.id]}
              onClose={() => setOpenDialog(null)}
              onDeleted={() => {
                setOpenDialog(null);
                // The neighbour takes the deleted item's place, as in a photo app; the grid when none is left.
                const neighbour = next ?? previous;
                if (neighbour) onNavigate(neighbour.id);
                else onClose();
              }}
            />
          ) : null}
          {openDialog === 'album' && shown ? (
            <AddToAlbumDialog itemIds={[shown.id]} onClose={() => setOpenDialog(null)} />
          ) : null}
          {openDialog === 'frame' && shown ? (
            <ShowOnFrameDialog itemIds={[shown.id]} onClose={() => setOpenDialog(null)} />
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
