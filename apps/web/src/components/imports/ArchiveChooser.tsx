import { type ArchiveFormat, IMPORT_LIMITS } from '@kinframe/contract';
import { type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../format.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button } from '../Button.tsx';
import { FormAlert } from '../FormAlert.tsx';
import { Switch } from '../Switch.tsx';
import { addParts, type ChosenParts, type PartProblem, totalBytes } from './archive-parts.ts';
import styles from './Imports.module.css';

/** Where the archive is made, for the archive whose explanation names an address. */
const ARCHIVE_SITES: Partial<Record<ArchiveFormat, string>> = { takeout: 'https://takeout.google.com/' };

interface ArchiveChooserProps {
  format: ArchiveFormat;
  /** Said above the choice: how the last upload ended (failed, cancelled). */
  notice?: ReactNode;
  onImport: (parts: File[], options: { includeStories: boolean }) => void;
  /** Parts picked before the chooser opened (a .zip picked among photos in the library's upload). */
  initialParts?: readonly File[];
  /** Where focus goes when the panel comes back to choosing: the explanation, read first. */
  focusRef?: Ref<HTMLParagraphElement>;
}

/**
 * Choosing the archive: where to get it, its .zip parts (several choices add up, each part can be
 * taken off), Instagram's stories switch, and Import. Files that cannot be parts are named with why.
 */
export function ArchiveChooser({ format, notice, onImport, focusRef, initialParts = [] }: ArchiveChooserProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => addParts([], [...initialParts]));
  const [parts, setParts] = useState<File[]>(initial.parts);
  const [refused, setRefused] = useState<ChosenParts['refused']>(initial.refused);
  const [includeStories, setIncludeStories] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const chooseRow = useRef<HTMLDivElement>(null);
  const storiesHintId = useId();
  const site = ARCHIVE_SITES[format];

  const handleChosen = (element: HTMLInputElement) => {
    if (!element.files) return;
    const chosen = addParts(parts, [...element.files]);
    setParts(chosen.parts);
    setRefused(chosen.refused);
    element.value = '';
  };
  const handleRemove = (removed: File) => {
    setParts(parts.filter((part) => part !== removed));
    setRefused([]);
    // The removed part's button is gone: focus stays near, on the way to choose again.
    chooseRow.current?.querySelector('button')?.focus();
  };
  const problemText = (problem: PartProblem) =>
    t(`imports.partProblem.${problem}`, {
      max: problem === 'tooLarge' ? formatBytes(IMPORT_LIMITS.partMaxBytes, currentLocale()) : IMPORT_LIMITS.partsMax,
    });

  return (
    <div className={styles.panel}>
      <p ref={focusRef} tabIndex={-1} className={styles.howTo}>
        {t(`imports.formats.${format}.howTo`)}
        {site ? (
          <>
            {' '}
            <a href={site} target="_blank" rel="noopener noreferrer">
              {t(`imports.formats.${format}.open`)}
            </a>
          </>
        ) : null}
      </p>
      {notice}
      <div ref={chooseRow} className={styles.choose}>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {parts.length === 0 ? t('imports.choose.button') : t('imports.choose.more')}
        </Button>
        <span className={styles.small}>{t('imports.choose.severalParts')}</span>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          multiple
          hidden
          data-testid="archive-parts-input"
          onChange={(event) => handleChosen(event.currentTarget)}
        />
      </div>
      <FormAlert
        messages={refused.map((entry) => ({
          id: entry.name,
          message: t('imports.choose.refusedPart', { name: entry.name, reason: problemText(entry.problem) }),
        }))}
      />
      {parts.length > 0 ? (
        <>
          <ul className={styles.parts} aria-label={t('imports.choose.partsLabel')}>
            {parts.map((part) => (
              <li key={`${part.name}:${part.size}`} className={styles.part}>
                <span className={styles.partName}>{part.name}</span>
                <span className={styles.partSize}>{formatBytes(part.size, currentLocale())}</span>
                <Button
                  variant="quiet"
                  className={styles.remove}
                  aria-label={t('imports.choose.remove', { name: part.name })}
                  onClick={() => handleRemove(part)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
          <p className={`${styles.small} ${styles.howTo}`}>
            {t('imports.choose.total', { count: parts.length, size: formatBytes(totalBytes(parts), currentLocale()) })}
          </p>
        </>
      ) : null}
      {format === 'instagram' ? (
        <div>
          <Switch
            label={t('imports.choose.includeStories')}
            isOn={includeStories}
            onChange={setIncludeStories}
            describedBy={storiesHintId}
          />
          <p id={storiesHintId} className={styles.small}>
            {t('imports.choose.storiesHint')}
          </p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button disabled={parts.length === 0} onClick={() => onImport(parts, { includeStories })}>
          {t('imports.choose.import')}
        </Button>
      </div>
    </div>
  );
}
