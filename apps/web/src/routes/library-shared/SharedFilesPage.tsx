import type { LibraryItem } from '@kinframe/contract';
import { pathOf } from '@kinframe/contract';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvalidateLibrary } from '../../api/library.ts';
import { uploadLibraryFile } from '../../api/upload.ts';
import { AddToAlbumDialog } from '../../components/albums/AddToAlbumDialog.tsx';
import { Button, ButtonLink } from '../../components/Button.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ShowOnFrameDialog } from '../../components/frames/ShowOnFrameDialog.tsx';
import { SendToFriendDialog } from '../../components/members/SendToFriendDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { createUploadQueue } from '../../components/uploads/upload-queue.ts';
import styles from './SharedFiles.module.css';
import { SharedUploadList } from './SharedUploadList.tsx';
import { forgetSharedFile, readSharedFiles } from './shared-files.ts';

type NextStep = 'album' | 'frame' | 'friend';

/**
 * Where a share from the phone's gallery lands (the service worker keeps the files and sends the
 * browser here): the files go to the library at once, each with its progress, and what was uploaded
 * can then go into an album, onto a frame or to a friend. A person signed out logs in first and
 * comes back here; the files wait in the meantime.
 */
export function SharedFilesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const invalidateLibrary = useInvalidateLibrary();
  const [kept, setKept] = useState<'reading' | 'none' | 'some'>('reading');
  const [uploaded, setUploaded] = useState<LibraryItem[]>([]);
  const [nextStep, setNextStep] = useState<NextStep | null>(null);
  // Which kept entry each file came from, to let it go once it is in the library.
  const keys = useRef(new WeakMap<File, string>());
  const invalidateRef = useRef(invalidateLibrary);
  invalidateRef.current = invalidateLibrary;
  // One queue for the life of the page: a new one would lose the uploads under way.
  const [queue] = useState(() =>
    createUploadQueue({
      uploader: async (file, options) => {
        const item = await uploadLibraryFile(file, options);
        const key = keys.current.get(file);
        if (key) await forgetSharedFile(key).catch(() => undefined);
        return item;
      },
      onUploaded: (item) => {
        setUploaded((items) => [...items, item]);
        void invalidateRef.current();
      },
    }),
  );
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  useEffect(() => () => queue.cancelAll(), [queue]);

  const queueKeptFiles = async (isCurrent: () => boolean) => {
    const files = await readSharedFiles().catch(() => []);
    if (!isCurrent()) return;
    for (const { key, file } of files) keys.current.set(file, key);
    setKept(files.length > 0 ? 'some' : 'none');
    queue.add(files.map(({ file }) => file));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the kept files are read once, when the page opens
  useEffect(() => {
    let isCurrent = true;
    void queueKeptFiles(() => isCurrent);
    return () => {
      isCurrent = false;
    };
  }, []);

  const handleTryAgain = () => {
    // What failed is still kept: read it again, and show only this round.
    queue.clearFinished();
    void queueKeptFiles(() => true);
  };
  const handleLetGo = async () => {
    const files = await readSharedFiles().catch(() => []);
    await Promise.all(files.map(({ key }) => forgetSharedFile(key).catch(() => undefined)));
    queue.clearFinished();
    setKept(uploaded.length > 0 ? 'some' : 'none');
  };

  const libraryLink = (
    <ButtonLink to={pathOf('library')} variant={uploaded.length > 0 ? 'secondary' : 'primary'}>
      {t('sharedFiles.openLibrary')}
    </ButtonLink>
  );

  if (searchParams.get('status') === 'missed' && kept !== 'some') {
    return (
      <>
        <PageHeader />
        <EmptyState title={t('sharedFiles.missedTitle')} body={t('sharedFiles.missedBody')} actions={libraryLink} />
      </>
    );
  }
  if (kept === 'reading') {
    return (
      <>
        <PageHeader />
        <p className={styles.reading} aria-busy="true">
          {t('sharedFiles.reading')}
        </p>
      </>
    );
  }
  if (kept === 'none' && snapshot.total === 0 && uploaded.length === 0) {
    return (
      <>
        <PageHeader />
        <EmptyState title={t('sharedFiles.emptyTitle')} body={t('sharedFiles.emptyBody')} actions={libraryLink} />
      </>
    );
  }

  const hasLeftovers = snapshot.isDone && snapshot.counts.successful < snapshot.total;
  const itemIds = uploaded.map((item) => item.id);
  return (
    <>
      <PageHeader description={t('sharedFiles.intro')} />
      {snapshot.total > 0 ? (
        <section className={styles.queue} aria-live="polite">
          <h2 className={styles.queueTitle}>
            {snapshot.isDone
              ? t('library.uploadDialog.finished')
              : t('library.uploadDialog.uploading', { n: snapshot.current, total: snapshot.total })}
          </h2>
          <SharedUploadList entries={snapshot.entries} onCancel={(id) => queue.cancel(id)} />
          {hasLeftovers ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={handleTryAgain}>
                {t('common.tryAgain')}
              </Button>
              <Button variant="quiet" onClick={() => void handleLetGo()}>
                {t('sharedFiles.letGo')}
              </Button>
            </div>
          ) : null}
        </section>
      ) : null}

      {uploaded.length > 0 ? (
        <section className={styles.next} aria-labelledby="shared-next">
          <h2 id="shared-next" className={styles.nextTitle}>
            {t('sharedFiles.inLibrary', { count: uploaded.length })}
          </h2>
          <div className={styles.actions}>
            <Button onClick={() => setNextStep('album')}>{t('library.selection.addToAlbum')}</Button>
            <Button variant="secondary" onClick={() => setNextStep('frame')}>
              {t('library.selection.showOnFrame')}
            </Button>
            <Button variant="secondary" onClick={() => setNextStep('friend')}>
              {t('library.selection.sendToFriend')}
            </Button>
            {libraryLink}
          </div>
        </section>
      ) : null}

      {nextStep === 'album' ? <AddToAlbumDialog itemIds={itemIds} onClose={() => setNextStep(null)} /> : null}
      {nextStep === 'frame' ? <ShowOnFrameDialog itemIds={itemIds} onClose={() => setNextStep(null)} /> : null}
      {nextStep === 'friend' ? (
        <SendToFriendDialog itemIds={itemIds} items={uploaded} onClose={() => setNextStep(null)} />
      ) : null}
    </>
  );
}
