import { type Album, appPath, pathOf } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInvalidateLibrary } from '../../api/library.ts';
import { NewAlbumDialog } from '../albums/NewAlbumDialog.tsx';
import { Button } from '../Button.tsx';
import { usePhoneLayout } from '../use-phone-layout.ts';
import { libraryUploads } from './library-uploads.ts';
import styles from './UploadPanel.module.css';
import { isUploadActive, UploadProgress, uploadStateText } from './UploadProgress.tsx';
import {
  canRetry,
  type UploadEntry,
  type UploadQueue,
  type UploadQueueSnapshot,
  type UploadStatus,
} from './upload-queue.ts';

/** While uploads arrive the library refreshes, but at most this often. */
const REFRESH_WHILE_UPLOADING_MS = 2000;

/** Long queues show the files still to go and the latest ended ones; the counts tell the rest. */
const SHOWN_ENTRIES = 200;

/** The counts a finished batch is summed up with, in this order; those at zero are not said. */
const SUMMED: readonly UploadStatus[] = ['successful', 'known', 'failed', 'cancelled'];

/**
 * The uploads on their way, in a small panel in the corner (above the tab bar on a phone), as in
 * Google Photos: the library stays in reach while they go. It can be folded to its title line; each
 * file shows its state, can be cancelled on its way or tried again after failing, and a photo the
 * library had already says so, with the way to it. Files picked as a folder are offered an album
 * of the folder's name when they are done.
 */
export function UploadPanel({ queue = libraryUploads, startsOpen }: { queue?: UploadQueue; startsOpen?: boolean }) {
  const { t } = useTranslation();
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const isPhone = usePhoneLayout();
  // Folded on a phone, where the list would cover half the photos.
  const [isOpen, setIsOpen] = useState(startsOpen ?? !isPhone);
  const listId = useId();
  const titleId = useId();
  useRefreshWhileUploading(snapshot.counts.successful);
  useWarnBeforeLeaving(!snapshot.isDone && snapshot.total > 0);

  if (snapshot.total === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {snapshot.isDone
            ? t('library.uploadDialog.finished')
            : t('library.uploadDialog.uploading', { n: snapshot.current, total: snapshot.total })}
        </h2>
        <Button
          variant="quiet"
          className={styles.iconButton}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-label={isOpen ? t('library.uploads.hideList') : t('library.uploads.showList')}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Chevron isOpen={isOpen} />
        </Button>
        {snapshot.isDone ? (
          <Button
            variant="quiet"
            className={styles.iconButton}
            aria-label={t('library.uploads.close')}
            onClick={() => queue.clearFinished()}
          >
            ×
          </Button>
        ) : (
          <Button variant="quiet" onClick={() => queue.cancelAll()}>
            {t('library.uploadDialog.cancelAll')}
          </Button>
        )}
      </header>
      {snapshot.isDone ? null : (
        <progress className={styles.overall} max={100} value={Math.round(overallProgress(snapshot) * 100)} />
      )}
      <div id={listId} hidden={!isOpen} className={styles.body}>
        {snapshot.isDone ? <p className={styles.summary}>{summaryText(t, snapshot)}</p> : null}
        {snapshot.isDone ? <FolderAlbumOffers entries={snapshot.entries} /> : null}
        <ul className={styles.list}>
          {(snapshot.entries.length > SHOWN_ENTRIES ? snapshot.entries.slice(-SHOWN_ENTRIES) : snapshot.entries).map(
            (entry) => (
              <UploadRow key={entry.id} entry={entry} queue={queue} />
            ),
          )}
        </ul>
      </div>
    </section>
  );
}

function UploadRow({ entry, queue }: { entry: UploadEntry; queue: UploadQueue }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li className={styles.row} data-status={entry.status}>
      <div className={styles.name}>
        <span>{entry.name}</span>
        <span className={styles.state}>{uploadStateText(t, entry)}</span>
      </div>
      {isUploadActive(entry) ? (
        <UploadProgress
          entry={entry}
          onCancel={(id) => queue.cancel(id)}
          progressClassName={styles.progress}
          cancelClassName={styles.cancel}
        />
      ) : null}
      {canRetry(entry) ? (
        <Button
          variant="quiet"
          className={styles.action}
          aria-label={t('library.uploads.retryFile', { name: entry.name })}
          onClick={() => queue.retry(entry.id)}
        >
          {t('library.uploads.retry')}
        </Button>
      ) : null}
      {(entry.status === 'known' || entry.status === 'successful') && entry.itemId !== undefined ? (
        <Button
          variant="quiet"
          className={styles.action}
          aria-label={t('library.uploads.showFile', { name: entry.name })}
          onClick={() => navigate(`${pathOf('library')}?item=${entry.itemId}`)}
        >
          {t('library.uploads.show')}
        </Button>
      ) : null}
    </li>
  );
}

/** For each folder uploaded whole, the offer of an album of its name holding what it brought. */
function FolderAlbumOffers({ entries }: { entries: readonly UploadEntry[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [making, setMaking] = useState<string | null>(null);
  const [made, setMade] = useState<ReadonlySet<string>>(new Set());
  const folders = new Map<string, number[]>();
  for (const entry of entries) {
    if (!entry.folder || entry.itemId === undefined || made.has(entry.folder)) continue;
    folders.set(entry.folder, [...(folders.get(entry.folder) ?? []), entry.itemId]);
  }
  if (folders.size === 0) return null;
  const itemIds = making ? (folders.get(making) ?? []) : [];
  return (
    <div className={styles.offers}>
      {[...folders.keys()].map((folder) => (
        <Button key={folder} variant="secondary" onClick={() => setMaking(folder)}>
          {t('library.uploads.makeAlbum', { folder })}
        </Button>
      ))}
      {making ? (
        <NewAlbumDialog
          initialName={making}
          itemIds={itemIds}
          onClose={() => setMaking(null)}
          onCreated={(album: Album) => {
            setMade((before) => new Set([...before, making]));
            setMaking(null);
            navigate(appPath('album-details', { id: album.id }));
          }}
        />
      ) : null}
    </div>
  );
}

function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className={isOpen ? '' : styles.flipped}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** How far the whole batch is: the ended files whole, the travelling ones as far as they are. */
export function overallProgress(snapshot: UploadQueueSnapshot): number {
  if (snapshot.total === 0) return 0;
  const travelled = snapshot.entries.reduce(
    (sum, entry) => sum + (entry.status === 'uploading' ? entry.progress : 0),
    0,
  );
  return Math.min(1, (snapshot.finished + travelled) / snapshot.total);
}

/** "3 uploaded · 1 already in your library · 1 failed": the ended batch's counts that are not zero. */
export function summaryText(t: TFunction, snapshot: UploadQueueSnapshot): string {
  return SUMMED.filter((status) => snapshot.counts[status] > 0)
    .map((status) => t(`library.uploads.count.${status}`, { count: snapshot.counts[status] }))
    .join(' · ');
}

/** New photos appear in the grid as they become ready: the library is asked again, at most every 2 s. */
function useRefreshWhileUploading(successful: number): void {
  const invalidateLibrary = useInvalidateLibrary();
  const invalidate = useRef(invalidateLibrary);
  invalidate.current = invalidateLibrary;
  const lastRefresh = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (successful === 0) return;
    const wait = Math.max(0, lastRefresh.current + REFRESH_WHILE_UPLOADING_MS - Date.now());
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      lastRefresh.current = Date.now();
      void invalidate.current();
    }, wait);
  }, [successful]);
  useEffect(() => () => clearTimeout(timer.current), []);
}

/** Closing the tab would stop the uploads: the browser asks first, while any are on their way. */
function useWarnBeforeLeaving(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isActive]);
}
