import type { LibraryItem } from '@kinframe/contract';
import { type DragEvent, type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { getLibraryPage } from '../../api/calls.ts';
import {
  PROCESSING_POLL_MS,
  useFavouriteItemsMutation,
  useInvalidateLibrary,
  useLibrarySummaryQuery,
  useRequestDownloadMutation,
} from '../../api/library.ts';
import { uploadLibraryFile } from '../../api/upload.ts';
import { pathOf } from '../../app/routes.tsx';
import { AddToAlbumDialog } from '../../components/albums/AddToAlbumDialog.tsx';
import { NewAlbumDialog } from '../../components/albums/NewAlbumDialog.tsx';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { SendToFriendDialog } from '../../components/members/SendToFriendDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import {
  addRange,
  EMPTY_SELECTION,
  gestureOf,
  MAX_SELECTION,
  rangeOf,
  type Selection,
  selectAll,
  toggleOne,
} from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import { errorText } from '../../i18n/error-text.ts';
import { DeleteItemsDialog } from './DeleteItemsDialog.tsx';
import { DownloadDialog } from './DownloadDialog.tsx';
import { filesOfDrop } from './dropped-files.ts';
import { groupDays } from './grid-layout.ts';
import { ItemViewer } from './ItemViewer.tsx';
import styles from './Library.module.css';
import { LibraryGrid } from './LibraryGrid.tsx';
import { LibraryToolbar } from './LibraryToolbar.tsx';
import { collectIds, type FetchPage, LibraryPageStore } from './page-store.ts';
import { TagItemsDialog, TagSidebar } from './TagSidebar.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { createUploadQueue } from './upload-queue.ts';
import { useViewSettings } from './use-view-settings.ts';
import { VideoStoragePanel } from './VideoStoragePanel.tsx';
import { filtersOf } from './view-settings.ts';

/** While uploads arrive the library refreshes, but at most this often. */
const REFRESH_WHILE_UPLOADING_MS = 2000;

/** The library: the virtual grid of every item, its filters in the URL, uploads, tags, selection. */
export function LibraryPage() {
  const { t } = useTranslation();
  const notify = useToast();
  const [settings, changeSettings] = useViewSettings();
  const filters = useMemo(() => filtersOf(settings), [settings]);
  const filterKey = JSON.stringify(filters);
  const invalidateLibrary = useInvalidateLibrary();

  const fetchPage = useCallback<FetchPage>(
    (cursor, limit) => getLibraryPage(JSON.parse(filterKey), { cursor, limit }),
    [filterKey],
  );
  const store = useMemo(() => new LibraryPageStore(fetchPage), [fetchPage]);

  const [hasProcessing, setHasProcessing] = useState(false);
  const summary = useLibrarySummaryQuery(filters, {
    withShapes: settings.layout === 'ratio',
    refetchIntervalMs: hasProcessing ? PROCESSING_POLL_MS : undefined,
  });
  const summaryData = summary.data;

  // The summary is asked again after every change to the library (and while items process): the
  // loaded pages follow it; when its counts moved, so did every index.
  const previousSummary = useRef(summaryData);
  useEffect(() => {
    if (!summary.dataUpdatedAt) return;
    store.invalidate({ hasShapeChanged: previousSummary.current !== summaryData });
    previousSummary.current = summaryData;
  }, [store, summary.dataUpdatedAt, summaryData]);

  const groups = useMemo(() => groupDays(summaryData?.days ?? [], settings.group), [summaryData, settings.group]);
  // The justified layout needs every item's shape; the square grid needs only the counts.
  const shapes = useMemo(
    () =>
      summaryData?.days.every((day) => day.shapes !== undefined)
        ? summaryData.days.map((day) => day.shapes).join('')
        : null,
    [summaryData],
  );

  const handleVisibleItems = useCallback((items: LibraryItem[]) => {
    setHasProcessing(items.some((item) => item.status === 'processing'));
  }, []);

  // Selection
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  // Another listing: what was selected may not be in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters changing is the trigger
  useEffect(() => setSelection(EMPTY_SELECTION), [filterKey]);
  const selectedIds = useMemo(() => [...selection.ids], [selection]);

  const extendRange = useCallback(
    async (index: number, current: Selection) => {
      const range = rangeOf(current, index);
      if (!range) return;
      try {
        const ids = await store.idsInRange(range[0], range[1]);
        setSelection((latest) => addRange(latest, ids.slice(0, MAX_SELECTION)));
      } catch (error) {
        notify({ type: 'error', content: errorText(t, error) });
      }
    },
    [store, notify, t],
  );

  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const handleTileClick = useCallback(
    (index: number, item: LibraryItem, event: MouseEvent) => {
      const gesture = gestureOf(event);
      // A plain click opens the viewer; ctrl/cmd and shift select, as in a file manager.
      if (gesture === 'replace') {
        changeSettings({ item: item.id });
      } else if (gesture === 'range' && selectionRef.current.anchor !== null) {
        void extendRange(index, selectionRef.current);
      } else {
        setSelection((current) => toggleOne(current, item.id, index));
      }
    },
    [changeSettings, extendRange],
  );
  const handleCheckClick = useCallback(
    (index: number, item: LibraryItem, event: MouseEvent) => {
      if (event.shiftKey && selectionRef.current.anchor !== null) void extendRange(index, selectionRef.current);
      else setSelection((current) => toggleOne(current, item.id, index));
    },
    [extendRange],
  );

  const handleSelectAll = async () => {
    try {
      const { ids, isCapped } = await collectIds(fetchPage, MAX_SELECTION);
      setSelection(selectAll(ids));
      if (isCapped) notify({ type: 'info', content: t('library.selection.capped', { max: MAX_SELECTION }) });
    } catch (error) {
      notify({ type: 'error', content: errorText(t, error) });
    }
  };

  // Uploads: a queue for the life of the page; the library refreshes as items arrive.
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const lastRefresh = useRef(0);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // One queue for the life of the page: it must outlive re-renders (a new one would cancel the
  // uploads under way), so it reaches the latest refresh through a ref.
  const invalidateRef = useRef(invalidateLibrary);
  invalidateRef.current = invalidateLibrary;
  const [queue] = useState(() =>
    createUploadQueue({
      uploader: uploadLibraryFile,
      onUploaded: () => {
        const wait = Math.max(0, lastRefresh.current + REFRESH_WHILE_UPLOADING_MS - Date.now());
        clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => {
          lastRefresh.current = Date.now();
          void invalidateRef.current();
        }, wait);
      },
    }),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const handleFiles = useCallback(
    (files: File[]) => {
      if (files.length === 0) {
        notify({ type: 'error', content: t('library.uploadDialog.nothingAccepted') });
        return;
      }
      queue.add(files);
      setIsUploadOpen(true);
    },
    [queue, notify, t],
  );

  const [isDragging, setIsDragging] = useState(false);
  const handleDragOver = (event: DragEvent) => {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    setIsDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    void filesOfDrop(event.dataTransfer).then(handleFiles);
  };

  // Selection actions
  const favourite = useFavouriteItemsMutation();
  const download = useRequestDownloadMutation();
  const [downloadId, setDownloadId] = useState<number | undefined>();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isTagging, setIsTagging] = useState(false);
  const navigate = useNavigate();
  const [albumAction, setAlbumAction] = useState<'add' | 'share' | 'send' | null>(null);
  // The album actions and sending to a friend work on a selection: without one they say so (spec section 8).
  const startAlbumAction = (action: 'add' | 'share' | 'send') => {
    if (selectedIds.length === 0) notify({ type: 'error', content: t('errors.photo_selection_required') });
    else setAlbumAction(action);
  };
  const selectedLoaded = [...store.loaded()].filter(([, item]) => selection.ids.has(item.id)).map(([, item]) => item);
  const areAllFavourites = selectedLoaded.length > 0 && selectedLoaded.every((item) => item.isFavourite);
  const handleFavourite = () =>
    favourite.mutate(
      { itemIds: selectedIds, isFavourite: !areAllFavourites },
      { onError: (error) => notify({ type: 'error', content: errorText(t, error) }) },
    );

  const total = summaryData?.total;
  const isFiltered =
    settings.type !== 'all' || settings.ratio !== 'all' || settings.tag !== undefined || settings.favourites;

  return (
    // The whole page takes dropped files and folders; the Upload button is the keyboard's way in.
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop zone, not a control
    <div
      className={styles.page}
      onDragOver={handleDragOver}
      onDragLeave={(event) => {
        if (event.currentTarget === event.target) setIsDragging(false);
      }}
      onDrop={handleDrop}
    >
      <PageHeader
        description={t('library.description')}
        actions={
          <>
            <ButtonLink to={pathOf('albums')} variant="secondary">
              {t('nav.albums')}
            </ButtonLink>
            <Button onClick={() => setIsUploadOpen(true)}>{t('library.upload')}</Button>
          </>
        }
      />
      {total === 0 && !isFiltered ? (
        <EmptyState
          title={t('library.emptyTitle')}
          body={t('library.emptyBody')}
          actions={<Button onClick={() => setIsUploadOpen(true)}>{t('library.upload')}</Button>}
        />
      ) : (
        <div className={styles.layout}>
          <aside className={styles.side}>
            <TagSidebar activeTagId={settings.tag} onFilter={(tag) => changeSettings({ tag })} />
            <VideoStoragePanel />
          </aside>
          <div className={styles.main}>
            <LibraryToolbar settings={settings} onChange={changeSettings} />
            <section className={styles.selectionBar} aria-label={t('library.selection.label')}>
              <span className={styles.count}>
                {selection.ids.size > 0
                  ? t('library.selection.count', { count: selection.ids.size })
                  : total !== undefined
                    ? t('library.itemCount', { count: total })
                    : null}
              </span>
              <Button variant="quiet" onClick={handleSelectAll} disabled={!total}>
                {t('library.selection.selectAll')}
              </Button>
              <Button variant="quiet" onClick={() => setSelection(EMPTY_SELECTION)} disabled={selection.ids.size === 0}>
                {t('library.selection.deselect')}
              </Button>
              <Button variant="secondary" onClick={() => startAlbumAction('add')}>
                {t('library.selection.addToAlbum')}
              </Button>
              <Button variant="secondary" onClick={() => startAlbumAction('share')}>
                {t('library.selection.createSharedAlbum')}
              </Button>
              <Button variant="secondary" onClick={() => startAlbumAction('send')}>
                {t('library.selection.sendToFriend')}
              </Button>
              {selection.ids.size > 0 ? (
                <>
                  <Button variant="secondary" onClick={handleFavourite} disabled={favourite.isPending}>
                    {areAllFavourites ? t('library.selection.unfavourite') : t('library.selection.favourite')}
                  </Button>
                  <Button variant="secondary" onClick={() => setIsTagging(true)}>
                    {t('library.selection.tag')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={download.isPending}
                    onClick={() =>
                      download.mutate(selectedIds, {
                        onSuccess: (answer) => setDownloadId(answer.id),
                        onError: (error) => notify({ type: 'error', content: errorText(t, error) }),
                      })
                    }
                  >
                    {t('library.selection.download')}
                  </Button>
                  <Button variant="secondary" onClick={() => setIsDeleting(true)}>
                    {t('library.selection.delete')}
                  </Button>
                </>
              ) : null}
            </section>
            {summary.isError && !summaryData ? (
              <EmptyState
                title={errorText(t, summary.error)}
                actions={
                  <Button variant="secondary" onClick={() => void summary.refetch()}>
                    {t('common.tryAgain')}
                  </Button>
                }
              />
            ) : total === 0 ? (
              <EmptyState
                title={t('library.grid.noMatches')}
                actions={
                  <Button
                    variant="secondary"
                    onClick={() => changeSettings({ type: 'all', ratio: 'all', tag: undefined, favourites: false })}
                  >
                    {t('library.grid.clearFilters')}
                  </Button>
                }
              />
            ) : (
              <LibraryGrid
                store={store}
                groups={groups}
                shapes={settings.layout === 'ratio' ? shapes : null}
                layout={settings.layout}
                grouping={settings.group}
                selectedIds={selection.ids}
                onTileClick={handleTileClick}
                onCheckClick={handleCheckClick}
                onVisibleItemsChange={handleVisibleItems}
              />
            )}
          </div>
        </div>
      )}
      {isDragging ? (
        <div className={styles.dropOverlay} aria-hidden="true">
          {t('library.uploadDialog.dropHint')}
        </div>
      ) : null}
      <UploadDialog open={isUploadOpen} onOpenChange={setIsUploadOpen} queue={queue} onFiles={handleFiles} />
      {settings.item !== undefined ? (
        <ItemViewer
          itemId={settings.item}
          store={store}
          onNavigate={(item) => changeSettings({ item }, { replace: true })}
          onClose={() => changeSettings({ item: undefined })}
        />
      ) : null}
      {downloadId !== undefined ? (
        <DownloadDialog downloadId={downloadId} onClose={() => setDownloadId(undefined)} />
      ) : null}
      {isDeleting ? (
        <DeleteItemsDialog
          itemIds={selectedIds}
          onClose={() => setIsDeleting(false)}
          onDeleted={() => {
            setIsDeleting(false);
            setSelection(EMPTY_SELECTION);
          }}
        />
      ) : null}
      {albumAction === 'add' ? <AddToAlbumDialog itemIds={selectedIds} onClose={() => setAlbumAction(null)} /> : null}
      {albumAction === 'share' ? (
        <NewAlbumDialog
          isShared
          itemIds={selectedIds}
          onClose={() => setAlbumAction(null)}
          onCreated={(album) => navigate(`/family/library/albums/${album.id}`)}
        />
      ) : null}
      {albumAction === 'send' ? (
        <SendToFriendDialog itemIds={selectedIds} onClose={() => setAlbumAction(null)} />
      ) : null}
      {isTagging ? <TagItemsDialog itemIds={selectedIds} onClose={() => setIsTagging(false)} /> : null}
      <Outlet />
    </div>
  );
}
