import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type LibraryViewSettings, parseViewSettings, serializeViewSettings } from './view-settings.ts';

export type ChangeViewSettings = (change: Partial<LibraryViewSettings>, options?: { replace?: boolean }) => void;

/** The view settings, read from and written to the URL search params. */
export function useViewSettings(): [LibraryViewSettings, ChangeViewSettings] {
  const [params, setParams] = useSearchParams();
  const settings = useMemo(() => parseViewSettings(params), [params]);
  const change = useCallback(
    (patch: Partial<LibraryViewSettings>, options: { replace?: boolean } = {}) => {
      setParams((current) => serializeViewSettings({ ...parseViewSettings(current), ...patch }, current), options);
    },
    [setParams],
  );
  return [settings, change];
}
