import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { QueryState } from './QueryState.tsx';
import styles from './RefusedFilesDialog.module.css';

/** The pages of refused files as a cursor query gives them; an archive's import and a connected album both page this way. */
interface RefusedFilePages<File> {
  data: { pages: readonly { files: readonly File[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => unknown;
}

/** Files that did not reach the library (or the album), each with why, a page at a time. */
export function RefusedFilesDialog<File>({
  refused,
  title,
  description,
  listLabel,
  fileName,
  reason,
  onClose,
}: {
  refused: RefusedFilePages<File>;
  title: ReactNode;
  description: ReactNode;
  listLabel: string;
  fileName: (file: File) => string;
  reason: (file: File) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const files = refused.data?.pages.flatMap((page) => page.files) ?? [];
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={description}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <QueryState query={refused} loading={t('albums.loading')} className={styles.muted}>
        {() => (
          <ul className={styles.list} aria-label={listLabel}>
            {files.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: files may share a path (parts of one archive) or have none and share a name (Google); the list only grows at its end.
              <li key={index} className={styles.file}>
                <span className={styles.name}>{fileName(file)}</span>
                <span className={styles.muted}>{reason(file)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {refused.hasNextPage ? (
        <Button variant="quiet" disabled={refused.isFetchingNextPage} onClick={() => void refused.fetchNextPage()}>
          {t('albums.loadMore')}
        </Button>
      ) : null}
    </Dialog>
  );
}
