import type { ImportProvider } from '@kinframe/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isImportFinished, useImportQuery } from '../../api/imports.ts';
import hiddenStyles from '../VisuallyHidden.module.css';
import { AccountImportChooser } from './AccountImportChooser.tsx';
import { FollowedImport } from './FollowedImport.tsx';
import styles from './Imports.module.css';
import { followedImportText } from './import-text.ts';
import { useStageFocus } from './use-stage-focus.ts';

/**
 * An import from a connected account, from start to end: choose what to import, follow the server
 * reading the account and importing it, and the summary at the end, as an archive's panel does
 * once its upload is done. Leaving the page stops nothing: the page's list of imports shows it.
 */
export function AccountImportPanel({ provider }: { provider: ImportProvider }) {
  const { t } = useTranslation();
  const [importId, setImportId] = useState<number | null>(null);
  const followed = useImportQuery(importId);
  const stage = importId === null ? 'choose' : followed.data && isImportFinished(followed.data) ? 'result' : 'follow';
  const { root, setFocusTarget } = useStageFocus(stage);
  return (
    <div ref={root} className={styles.panel}>
      <p className={hiddenStyles.hidden} aria-live="polite">
        {stage === 'choose' ? '' : followedImportText(t, followed.data)}
      </p>
      {stage === 'choose' ? (
        <AccountImportChooser provider={provider} focusRef={setFocusTarget} onStarted={setImportId} />
      ) : (
        <FollowedImport followed={followed} focusRef={setFocusTarget} onAnother={() => setImportId(null)} />
      )}
    </div>
  );
}
