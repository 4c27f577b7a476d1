import { pathOf, SEARCH_QUERY } from '@kinframe/contract';
import { Navigate, useSearchParams } from 'react-router';
import { LibraryPage } from '../library/LibraryPage.tsx';

/** The words of the address, as the server takes them: trimmed, and no longer than a query may be. */
export function searchWordsOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_QUERY.max);
}

/**
 * What a search finds (`/family/library/search?q=`), shown as the library is: its grid, filters,
 * selection and viewer. With no words there is nothing to look for: back to the library.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const words = searchWordsOf(params);
  if (words === '') return <Navigate to={pathOf('library')} replace />;
  return <LibraryPage search={words} />;
}
