import type { Import } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ImportSource, isImportFinished, isImportUnderWay, useImportsQuery } from '../../api/imports.ts';
import { formatBytes, formatDateTime } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { QueryState } from '../QueryState.tsx';
import { useArchiveUpload } from './archive-uploads.ts';
import { CancelImportButton } from './CancelImportButton.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import { ImportSummary } from './ImportSummary.tsx';
import styles from './Imports.module.css';
import { importCodeText, importSourceName, importStateText } from './import-text.ts';
import { useShownImportIds } from './shown-imports.ts';

/**
 * The person's imports from one source (its archive's and its account's alike), newest first: when,
 * where each stands, and what it brought. An import a card above shows in full is not listed again.
 */
export function ImportHistory({ source, headingId }: { source: ImportSource; headingId: string }) {
  const { t } = useTranslation();
  const imports = useImportsQuery(source);
  const upload = useArchiveUpload(source.format);
  const shownAbove = useShownImportIds();
  const name = importSourceName(source);
  // This tab's own upload is cancelled from its panel; one left behind (a closed tab) only from here.
  const sendingId = upload?.phase === 'uploading' || upload?.phase === 'starting' ? upload.importId : null;
  // Nothing to add to what the cards above show: no heading over an empty list.
  const list = imports.data;
  if (list && list.length > 0 && list.every((entry) => shownAbove.has(entry.id))) return null;
  return (
    <section className={styles.history} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('imports.history.title', { format: name })}</h2>
      <QueryState
        query={imports}
        loading={t('albums.loading')}
        className={styles.muted}
        isEmpty={(list) => list.length === 0}
        empty={t('imports.history.empty', { format: name })}
      >
        {(list) => (
          <ul className={styles.rows}>
            {list
              .filter((entry) => !shownAbove.has(entry.id))
              .map((entry) => (
                <ImportRow key={entry.id} entry={entry} isSentHere={entry.id === sendingId} />
              ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

/** How the import came: the archive's parts and size, or the account. */
function importOriginText(t: TFunction, entry: Import): string[] {
  if (entry.provider) return [t('imports.history.fromAccount')];
  const size = formatBytes(
    entry.parts.reduce((sum, part) => sum + part.sizeBytes, 0),
    currentLocale(),
  );
  return [
    t('imports.history.parts', { count: entry.parts.length, size }),
    ...(entry.format === 'instagram' && entry.includeStories ? [t('imports.history.withStories')] : []),
  ];
}

function ImportRow({ entry, isSentHere }: { entry: Import; isSentHere: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <div className={styles.rowHead}>
        <h3 className={styles.rowTitle}>{formatDateTime(entry.createdAt, currentLocale())}</h3>
        <span className={styles.muted}>{importOriginText(t, entry).join(' · ')}</span>
      </div>
      {isImportUnderWay(entry) ? (
        <>
          <ImportProgress entry={entry} />
          <div className={styles.actions}>
            <CancelImportButton entry={entry} />
          </div>
        </>
      ) : (
        <p className={`${entry.state === 'failed' ? styles.problem : styles.muted} ${styles.howTo}`}>
          {entry.state === 'failed'
            ? importCodeText(t, entry.errorCode, importSourceName(entry))
            : importStateText(t, entry)}
        </p>
      )}
      {entry.state === 'uploading' && !isSentHere ? (
        <div className={styles.actions}>
          <CancelImportButton entry={entry} />
        </div>
      ) : null}
      {isImportFinished(entry) ? <ImportSummary entry={entry} /> : null}
    </li>
  );
}
