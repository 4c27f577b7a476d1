import type { LibraryItem } from '@kinframe/contract';
import { appPath, pathOf } from '@kinframe/contract';
import {
  type DragEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router';
import {
  getLibraryPage,
  isRendering,
  PROCESSING_POLL_MS,
  useFavouriteItemsMutation,
  useLibrarySummaryQuery,
  useRequestDownloadMutation,
} from '../../api/library.ts';
import { useHasPlus } from '../../app/session.ts';
import { AddToAlbumDialog } from '../../components/albums/AddToAlbumDialog.tsx';
import { NewAlbumDialog } from '../../components/albums/NewAlbumDialog.tsx';
import { Button } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ShowOnFrameDialog } from '../../components/frames/ShowOnFrameDialog.tsx';
import { SendToFriendDialog } from '../../components/members/SendToFriendDialog.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import {
  addRange,
  EMPTY_SELECTION,
  gestureOf,
  MAX_SELECTION,
  rangeOf,
  type Selection,
  selectAll,
  toggleGroup,
  toggleOne,
} from '../../components/selection.ts';
import { useToast } from '../../components/Toasts.tsx';
import { libraryUploads } from '../../components/uploads/library-uploads.ts';
import { usePhoneLayout } from '../../components/use-phone-layout.ts';
import { errorText } from '../../i18n/error-text.ts';
import { ArchiveOffer, type ArchiveRequest } from './ArchiveOffer.tsx';
import { DeleteItemsDialog } from './DeleteItemsDialog.tsx';
import { DownloadDialog } from './DownloadDialog.tsx';
import { archiveFormatOf, filesOfDrop, type PickedFiles } from './dropped-files.ts';
import { groupDays } from './grid-layout.ts';
import type { ItemActionId } from './item-actions.ts';
import styles from './Library.module.css';
import { LibraryGrid } from './LibraryGrid.tsx';
import { LibraryPanel } from './LibraryPanel.tsx';
import { LibraryToolbar, NO_FILTERS } from './LibraryToolbar.tsx';
import { LibraryViews } from './LibraryViews.tsx';
import { LiteNotice } from './LiteNotice.tsx';
import { collectIds, type FetchPage, LibraryPageStore } from './page-store.ts';
import { SelectionBar } from './SelectionBar.tsx';
import { TagItemsDialog } from './TagSidebar.tsx';
import { UploadDialog } from './UploadDialog.tsx';
import { useViewSettings } from './use-view-settings.ts';
import { filtersOf } from './view-settings.ts';
import { ItemViewer } from './viewer/ItemViewer.tsx';

/** Selection actions that open a dialog over the library. */
type SelectionDialog = 'addToAlbum' | 'createSharedAlbum' | 'sendToFriend' | 'showOnFrame' | 'tag' | 'delete';

/**
 * The library: the photos edge to edge in a virtual grid, a compact toolbar (its choices in the
 * URL) or, while something is selected, the selection's actions; uploads by button or drop; tags.
 * Without Plus it is read-only: browse, open, download; no upload and no change. With `search`, the
 * same page shows what those words find (routes/library-search), newest taken first.
 */
export function LibraryPage({ search }: { search?: string } = {}) {
  const { t } = useTranslation();
  const hasPlus = useHasPlus();
  const notify = useToast();
  const isPhone = usePhoneLayout();
  const [settings, changeSettings] = useViewSettings();
  const filters = useMemo(
    () =>
      search === undefined ? filtersOf(settings) : { ...filtersOf(settings), sort: 'created' as const, q: search },
    [settings, search],
  );
  const filterKey = JSON.stringify(filters);

  const fetchPage = useCallback<FetchPage>((request) => getLibraryPage(JSON.parse(filterKey), request), [filterKey]);
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
    store.setDays(summaryData?.days ?? []);
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
    setHasProcessing(items.some(isRendering));
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
      // A plain click opens the viewer, or, once something is selected, selects (as photo apps do);
      // ctrl/cmd toggles one and shift adds a range, as in a file manager.
      if (gesture === 'replace' && selectionRef.current.ids.size === 0) {
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

  const handleGroupCheck = useCallback(
    async (start: number, count: number) => {
      try {
        const ids = await store.idsInRange(start, start + count - 1);
        setSelection((latest) => toggleGroup(latest, ids.slice(0, MAX_SELECTION)));
      } catch (error) {
        notify({ type: 'error', content: errorText(t, error) });
      }
    },
    [store, notify, t],
  );

  const handleSelectAll = useCallback(async () => {
    try {
      const { ids, isCapped } = await collectIds(fetchPage, MAX_SELECTION);
      setSelection(selectAll(ids));
      if (isCapped) notify({ type: 'info', content: t('library.selection.capped', { max: MAX_SELECTION }) });
    } catch (error) {
      notify({ type: 'error', content: errorText(t, error) });
    }
  }, [fetchPage, notify, t]);

  // Ctrl/Cmd+A selects everything and Escape clears, as in a file manager; not while typing or
  // while a dialog (the viewer among them) has the keys.
  useEffect(() => {
    const handleKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable], [role="dialog"]')) return;
      if ((event.ctrlKey || event.metaKey) && event.key === 'a') {
        event.preventDefault();
        void handleSelectAll();
      } else if (event.key === 'Escape' && selectionRef.current.ids.size > 0) {
        setSelection(EMPTY_SELECTION);
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [handleSelectAll]);

  // Uploads go into the app's queue, shown in its panel (the layout's), so the library stays in
  // reach; archives among the files go to the archive import.
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [archive, setArchive] = useState<ArchiveRequest | null>(null);
  const handlePicked = useCallback(
    ({ media, archives, folder }: PickedFiles) => {
      if (media.length === 0 && archives.length === 0) {
        notify({ type: 'error', content: t('library.uploadDialog.nothingAccepted') });
        return;
      }
      if (media.length > 0) libraryUploads.add(media, { folder });
      if (archives.length > 0) {
        const formats = new Set(archives.map((file) => archiveFormatOf(file.name)));
        const [format = null] = formats.size === 1 ? formats : [];
        setArchive({ format, parts: archives });
      }
    },
    [notify, t],
  );

  const [isDragging, setIsDragging] = useState(false);
  const handleDragOver = (event: DragEvent) => {
    if (!hasPlus || search !== undefined || ![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    setIsDragging(true);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!hasPlus) return;
    void filesOfDrop(event.dataTransfer).then(handlePicked);
  };

  // Selection actions
  const favourite = useFavouriteItemsMutation();
  const download = useRequestDownloadMutation();
  const [downloadId, setDownloadId] = useState<number | undefined>();
  const [dialog, setDialog] = useState<SelectionDialog | null>(null);
  const closeDialog = () => setDialog(null);
  const navigate = useNavigate();
  // Whether the selection is all favourites, as far as its loaded items say (they reload after a change).
  const storeVersion = useSyncExternalStore(store.subscribe, store.getVersion);
  const areAllFavourites = useMemo(() => {
    void storeVersion;
    const selected = [...store.loaded()].filter(([, item]) => selection.ids.has(item.id));
    return selected.length > 0 && selected.every(([, item]) => item.isFavourite);
  }, [store, storeVersion, selection]);
  const busy = new Set<ItemActionId>([
    ...(favourite.isPending ? (['favourite'] as const) : []),
    ...(download.isPending ? (['download'] as const) : []),
  ]);
  const handleAction = (action: ItemActionId) => {
    if (action === 'favourite') favourite.mutate({ itemIds: selectedIds, isFavourite: !areAllFavourites });
    else if (action === 'download') download.mutate(selectedIds, { onSuccess: (answer) => setDownloadId(answer.id) });
    else setDialog(action);
  };
  const [isPanelOpen, setIsPanelOpen] = useState(false);

  const total = summaryData?.total;
  const isFiltered =
    settings.type !== 'all' ||
    settings.ratio !== 'all' ||
    settings.tag !== undefined ||
    settings.favourites ||
    settings.place !== undefined;

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
      {hasPlus ? null : <LiteNotice />}
      {isPhone && hasPlus ? (
        <div className={styles.phoneSearch}>
          <SearchBox />
        </div>
      ) : null}
      {total === 0 && !isFiltered && search === undefined ? (
        <>
          {/* The title stays as the toolbar had it, so the page keeps its heading and nothing jumps. */}
          <div className={styles.emptyViews}>
            <h1 className={styles.title}>{t('titles.library')}</h1>
            <LibraryViews current="library" />
          </div>
          <EmptyState
            title={t('library.emptyTitle')}
            body={hasPlus ? t('library.emptyBody') : undefined}
            actions={hasPlus ? <Button onClick={() => setIsUploadOpen(true)}>{t('library.upload')}</Button> : undefined}
          />
        </>
      ) : (
        <>
          <div className={styles.bar}>
            {selection.ids.size > 0 ? (
              <SelectionBar
                count={selection.ids.size}
                areAllFavourites={areAllFavourites}
                busy={busy}
                onAction={handleAction}
                onSelectAll={handleSelectAll}
                onClear={() => setSelection(EMPTY_SELECTION)}
              />
            ) : (
              <LibraryToolbar
                settings={settings}
                onChange={changeSettings}
                total={total}
                search={search}
                isTagPanelOpen={isPanelOpen}
                onToggleTagPanel={() => setIsPanelOpen((open) => !open)}
                onUpload={hasPlus && search === undefined ? () => setIsUploadOpen(true) : undefined}
              />
            )}
          </div>
          <QueryState
            query={summary}
            look="panel"
            loading={
              <Skeleton shape="tile" count={36} label={t('library.grid.loading')} className={styles.gridSkeleton} />
            }
            isEmpty={(data) => data.total === 0}
            empty={
              <EmptyState
                title={search === undefined ? t('library.grid.noMatches') : t('search.noResults', { words: search })}
                body={search === undefined ? undefined : t('search.noResultsHint')}
                actions={
                  <>
                    {isFiltered ? (
                      <Button variant="secondary" onClick={() => changeSettings(NO_FILTERS)}>
                        {t('library.grid.clearFilters')}
                      </Button>
                    ) : null}
                    {search === undefined ? null : (
                      <Link className={styles.emptyLink} to={pathOf('library')}>
                        {t('search.backToLibrary')}
                      </Link>
                    )}
                  </>
                }
              />
            }
          >
            {() => (
              <LibraryGrid
                store={store}
                groups={groups}
                shapes={settings.layout === 'ratio' ? shapes : null}
                layout={settings.layout}
                grouping={settings.group}
                selectedIds={selection.ids}
                isSelecting={selection.ids.size > 0}
                onTileClick={handleTileClick}
                onCheckClick={handleCheckClick}
                onGroupCheck={handleGroupCheck}
                onVisibleItemsChange={handleVisibleItems}
              />
            )}
          </QueryState>
          <LibraryPanel
            open={isPanelOpen}
            onOpenChange={setIsPanelOpen}
            activeTagId={settings.tag}
            onFilter={(tag) => changeSettings({ tag })}
          />
        </>
      )}
      {isDragging ? (
        <div className={styles.dropOverlay} aria-hidden="true">
          {t('library.uploadDialog.dropHint')}
        </div>
      ) : null}
      <UploadDialog
        open={isUploadOpen}
        onOpenChange={setIsUploadOpen}
        onPicked={handlePicked}
        onArchive={(format) => setArchive({ format, parts: [] })}
      />
      {archive ? <ArchiveOffer request={archive} onClose={() => setArchive(null)} /> : null}
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
      {dialog === 'delete' ? (
        <DeleteItemsDialog
          itemIds={selectedIds}
          onClose={closeDialog}
          onDeleted={() => {
            closeDialog();
            setSelection(EMPTY_SELECTION);
          }}
        />
      ) : null}
      {dialog === 'addToAlbum' ? <AddToAlbumDialog itemIds={selectedIds} onClose={closeDialog} /> : null}
      {dialog === 'createSharedAlbum' ? (
        <NewAlbumDialog
          isShared
          itemIds={selectedIds}
          onClose={closeDialog}
          onCreated={(album) => navigate(appPath('album-details', { id: album.id }))}
        />
      ) : null}
      {dialog === 'sendToFriend' ? <SendToFriendDialog itemIds={selectedIds} onClose={closeDialog} /> : null}
      {dialog === 'showOnFrame' ? <ShowOnFrameDialog itemIds={selectedIds} onClose={closeDialog} /> : null}
      {dialog === 'tag' ? <TagItemsDialog itemIds={selectedIds} onClose={closeDialog} /> : null}
      <Outlet />
    </div>
  );
}
