import type { ImportProvider } from '@kinframe/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAccountImportMutation } from '../../api/imports.ts';
import { Button } from '../Button.tsx';
import { providerName } from '../connectors/connector-text.ts';
import { FormAlert } from '../FormAlert.tsx';
import styles from './Imports.module.css';
import { importErrorText } from './import-text.ts';
import { SourceAlbumChecklist } from './SourceAlbumChecklist.tsx';

/** everything: every album and all the rest (albumIds null); albums: the ones ticked. */
type Scope = 'everything' | 'albums';
const SCOPES: readonly Scope[] = ['everything', 'albums'];

/** Instagram has no albums: everything posted is all there is to import. */
const HAS_ALBUMS: Record<ImportProvider, boolean> = { facebook: true, instagram: false, flickr: true };

interface AccountImportChooserProps {
  provider: ImportProvider;
  /** The new import, to follow. */
  onStarted: (importId: number) => void;
  /** Where focus goes when the panel comes back to choosing: the question, read first. */
  focusRef?: (element: HTMLElement | null) => void;
}

/** What to import from a connected account (everything, or the albums ticked), and Import. */
export function AccountImportChooser({ provider, onStarted, focusRef }: AccountImportChooserProps) {
  const { t } = useTranslation();
  const questionId = useId();
  const [scope, setScope] = useState<Scope>('everything');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const create = useCreateAccountImportMutation();
  const name = providerName(provider);
  const handleImport = () =>
    create.mutate(
      { provider, albumIds: scope === 'albums' ? [...chosen] : null },
      { onSuccess: (entry) => onStarted(entry.id) },
    );

  return (
    <div className={styles.panel}>
      {HAS_ALBUMS[provider] ? (
        <fieldset className={styles.scopes} aria-labelledby={questionId}>
          <p id={questionId} ref={focusRef} tabIndex={-1} className={`${styles.howTo} ${styles.question}`}>
            {t('imports.account.scope.question')}
          </p>
          {SCOPES.map((option) => (
            <label key={option} className={styles.scope}>
              <input
                type="radio"
                name={`${questionId}-scope`}
                value={option}
                checked={scope === option}
                onChange={() => setScope(option)}
              />
              <span className={styles.scopeText}>
                <strong>{t(`imports.account.scope.${option}.label`)}</strong>
                <span>{t(`imports.account.scope.${option}.detail`, { provider: name })}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p ref={focusRef} tabIndex={-1} className={styles.howTo}>
          {t('imports.account.allPosts', { provider: name })}
        </p>
      )}
      {scope === 'albums' ? <SourceAlbumChecklist provider={provider} chosen={chosen} onChange={setChosen} /> : null}
      {create.isError ? (
        <FormAlert messages={[{ id: 'import', message: importErrorText(t, create.error, name) }]} />
      ) : null}
      <div className={styles.actions}>
        <Button disabled={create.isPending || (scope === 'albums' && chosen.size === 0)} onClick={handleImport}>
          {t('imports.choose.import')}
        </Button>
      </div>
    </div>
  );
}
