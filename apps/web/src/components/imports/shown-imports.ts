import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The imports a source's panels show in full (while one runs and once it ended), so that the list of
 * the source's imports below them leaves those out: an import's end is said once on the page, not
 * by the panel and again by its row.
 */
interface ShownImports {
  ids: ReadonlySet<number>;
  show(id: number): () => void;
}

const ShownImportsContext = createContext<ShownImports | null>(null);
export const ShownImportsProvider = ShownImportsContext.Provider;

/** The state behind a page's ShownImportsProvider. */
export function useShownImportsState(): ShownImports {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  // Stable, so that a panel's effect runs when its import changes, not each time the set does.
  const show = useCallback((id: number) => {
    setIds((current) => new Set(current).add(id));
    return () =>
      setIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
  }, []);
  return useMemo(() => ({ ids, show }), [ids, show]);
}

/** A panel shows this import in full for as long as it is mounted with it (none outside a source's page). */
export function useShowsImport(id: number | undefined): void {
  const show = useContext(ShownImportsContext)?.show;
  useEffect(() => (id === undefined || !show ? undefined : show(id)), [id, show]);
}

/** The ids a panel on this page shows already. */
export function useShownImportIds(): ReadonlySet<number> {
  return useContext(ShownImportsContext)?.ids ?? EMPTY;
}

const EMPTY: ReadonlySet<number> = new Set();
