import type { AppContext } from '../../context.ts';
import type { LibraryService } from '../library/library.service.ts';
import { createSearchRepo } from './search.repo.ts';
import { createSearchService } from './search.service.ts';

/**
 * Search: it owns no table of its own (the words live in library_items' generated column and its
 * index, kept by the database), reads what the person may see through the access module's
 * predicate, and presents items as the library does.
 */
export function createSearchModule(context: AppContext, deps: { library: Pick<LibraryService, 'present'> }) {
  const search = createSearchService({
    repo: createSearchRepo(context.db),
    present: deps.library.present,
    limits: context.rateLimits,
  });
  return { search };
}
