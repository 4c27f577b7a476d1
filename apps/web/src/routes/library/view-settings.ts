import {
  GRID_LAYOUTS,
  type GridLayout,
  LIBRARY_GROUPINGS,
  LIBRARY_SORTS,
  type LibraryGrouping,
  type LibrarySort,
  type PlaceFilter,
  placeFilterProblem,
  RATIO_FILTERS,
  type RatioFilter,
  TYPE_FILTERS,
  type TypeFilter,
  ZPlaceFilter,
} from '@kinframe/contract';
import type { LibraryFilters } from '../../api/library.ts';

/**
 * How the library is shown, all of it kept in the URL (STYLE.md: a reload or a shared link keeps
 * it). Defaults are left out of the URL so the plain /family/library stays plain.
 */
export interface LibraryViewSettings {
  layout: GridLayout;
  type: TypeFilter;
  ratio: RatioFilter;
  group: LibraryGrouping;
  sort: LibrarySort;
  tag: number | undefined;
  favourites: boolean;
  /** Where the items were taken: a country, a city of it, or an area (from Places and its map). */
  place: PlaceFilter | undefined;
  /** The item open in the viewer. */
  item: number | undefined;
}

export const DEFAULT_VIEW_SETTINGS: LibraryViewSettings = {
  layout: 'square',
  type: 'all',
  ratio: 'all',
  group: 'month',
  sort: 'created',
  tag: undefined,
  favourites: false,
  place: undefined,
  item: undefined,
};

/** The URL's names of a place filter's parts, in the order they are written. */
const PLACE_PARAMS = ['country', 'city', 'west', 'south', 'east', 'north'] as const;

/** A whole place filter from the URL, or undefined: a part that is malformed drops the whole place. */
function placeOf(params: URLSearchParams): PlaceFilter | undefined {
  const given = PLACE_PARAMS.flatMap((name) => {
    const value = params.get(name);
    return value === null ? [] : [[name, value] as const];
  });
  if (given.length === 0) return undefined;
  const parsed = ZPlaceFilter.safeParse(Object.fromEntries(given));
  if (!parsed.success || placeFilterProblem(parsed.data) !== null) return undefined;
  return parsed.data;
}

function oneOf<T extends string>(choices: readonly T[], value: string | null, fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

function positiveId(value: string | null): number | undefined {
  if (value === null || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** Reads the settings; anything unknown or malformed falls back to its default, never an error. */
export function parseViewSettings(params: URLSearchParams): LibraryViewSettings {
  const d = DEFAULT_VIEW_SETTINGS;
  return {
    layout: oneOf(GRID_LAYOUTS, params.get('layout'), d.layout),
    type: oneOf(TYPE_FILTERS, params.get('type'), d.type),
    ratio: oneOf(RATIO_FILTERS, params.get('ratio'), d.ratio),
    group: oneOf(LIBRARY_GROUPINGS, params.get('group'), d.group),
    sort: oneOf(LIBRARY_SORTS, params.get('sort'), d.sort),
    tag: positiveId(params.get('tag')),
    favourites: params.get('favourites') === 'true' || params.get('favourites') === '1',
    place: placeOf(params),
    item: positiveId(params.get('item')),
  };
}

/** Writes the settings over `base` (other params survive), leaving defaults out. */
export function serializeViewSettings(
  settings: LibraryViewSettings,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const d = DEFAULT_VIEW_SETTINGS;
  const put = (name: string, value: string | undefined, fallback: string | undefined) => {
    if (value === undefined || value === fallback) params.delete(name);
    else params.set(name, value);
  };
  put('layout', settings.layout, d.layout);
  put('type', settings.type, d.type);
  put('ratio', settings.ratio, d.ratio);
  put('group', settings.group, d.group);
  put('sort', settings.sort, d.sort);
  put('tag', settings.tag?.toString(), undefined);
  put('favourites', settings.favourites ? 'true' : undefined, undefined);
  for (const name of PLACE_PARAMS) put(name, settings.place?.[name]?.toString(), undefined);
  put('item', settings.item?.toString(), undefined);
  return params;
}

/** The part of the settings the server filters by: a change here means another listing. */
export function filtersOf(settings: LibraryViewSettings): LibraryFilters {
  const filters: LibraryFilters = { type: settings.type, ratio: settings.ratio, sort: settings.sort };
  if (settings.tag !== undefined) filters.tag = settings.tag;
  if (settings.favourites) filters.favourites = true;
  if (settings.place) filters.place = settings.place;
  return filters;
}
