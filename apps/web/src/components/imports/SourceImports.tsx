import { type ReactNode, useId } from 'react';
import type { ImportSource } from '../../api/imports.ts';
import { ImportHistory } from './ImportHistory.tsx';
import styles from './Imports.module.css';
import { ShownImportsProvider, useShownImportsState } from './shown-imports.ts';

/**
 * A source's page's part for its imports: the ways in it offers (its account's card, its archive's
 * card), then the person's imports from that source, whichever way each came, but for those a card
 * shows in full already.
 */
export function SourceImports({ source, children }: { source: ImportSource; children: ReactNode }) {
  const historyHeadingId = useId();
  const shown = useShownImportsState();
  return (
    <ShownImportsProvider value={shown}>
      <div className={styles.section}>
        {children}
        <ImportHistory source={source} headingId={historyHeadingId} />
      </div>
    </ShownImportsProvider>
  );
}
