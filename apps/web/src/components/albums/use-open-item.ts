import { useSearchParams } from 'react-router';

/** An id from the URL (?item=): a positive whole number, else undefined (never an error). */
function positiveIdOf(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * The item open in an album's or a collection's viewer. It lives in the URL (?item=), so a reload
 * or a shared link keeps it; stepping to another item replaces the entry, so Back closes the viewer.
 */
export function useOpenItem() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openItemId = positiveIdOf(searchParams.get('item'));
  const setItem = (itemId: number | undefined) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (itemId === undefined) next.delete('item');
        else next.set('item', String(itemId));
        return next;
      },
      { replace: itemId !== undefined && openItemId !== undefined },
    );
  return { openItemId, openItem: (itemId: number) => setItem(itemId), closeItem: () => setItem(undefined) };
}
