import { z } from 'zod';
import { type PhotoEdit, straightenedSize, turnedSize, ZEditRecipe } from './edits.ts';
import { LIMITS } from './limits.ts';
import { ZPlaceFilter } from './places.ts';
import { plainString } from './plain-text.ts';

/**
 * The library (spec sections 2, 3 and 4): items, the listing with its filters, grouping and sort,
 * tags, favourites, captions, downloads and video storage. JSON under /api/v3/library/.
 */
export const ITEM_KINDS = ['photo', 'video'] as const;
export const ITEM_STATUSES = ['processing', 'ready', 'failed'] as const;
export const ORIENTATIONS = ['landscape', 'portrait', 'square'] as const;

export const TYPE_FILTERS = ['all', 'photos', 'videos'] as const;
export const RATIO_FILTERS = ['all', ...ORIENTATIONS] as const;
export const LIBRARY_SORTS = ['created', 'uploaded'] as const;
export const LIBRARY_GROUPINGS = ['year', 'month', 'date'] as const;
export const GRID_LAYOUTS = ['square', 'ratio'] as const;

export type ItemKind = (typeof ITEM_KINDS)[number];
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export type Orientation = (typeof ORIENTATIONS)[number];
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export type RatioFilter = (typeof RATIO_FILTERS)[number];
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
export type LibraryGrouping = (typeof LIBRARY_GROUPINGS)[number];
export type GridLayout = (typeof GRID_LAYOUTS)[number];

/** Signed, expiring URLs to what the browser shows; null until the rendition exists. */
export const ZItemUrls = z.object({
  square: z.string().nullable(),
  ratio: z.string().nullable(),
  preview: z.string().nullable(),
  poster: z.string().nullable(),
  video: z.string().nullable(),
  original: z.string(),
  /** The edited picture at full size (JPEG) or the edited clip (MP4): "download edited"; null when not edited. */
  edited: z.string().nullable(),
});

/**
 * A photo's focus point: the spot every frame's crop keeps in view, in fractions (0..1) of the
 * original picture as it stands upright, whatever its edit. PUT library/items/{id}/focus.
 */
export const ZFocusPoint = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type FocusPoint = z.infer<typeof ZFocusPoint>;

/**
 * The camera a photo was taken with, as its EXIF names it (read at upload); each part null where the
 * photo does not say. Make and model are what a search by camera looks at.
 */
export const ZItemCamera = z.object({
  make: z.string().nullable(),
  model: z.string().nullable(),
  lens: z.string().nullable(),
});
export type ItemCamera = z.infer<typeof ZItemCamera>;

/** How a photo was exposed, from its EXIF: f-number, exposure time in seconds, ISO, focal length in mm. */
export const ZItemExposure = z.object({
  fNumber: z.number().nullable(),
  exposureTime: z.number().nullable(),
  iso: z.number().int().nullable(),
  focalLength: z.number().nullable(),
});
export type ItemExposure = z.infer<typeof ZItemExposure>;

/**
 * Where a photo or video was taken: the place from the server's offline gazetteer (city, region,
 * and country as its ISO 3166 alpha-2 code, which the web app names in the reader's language) and
 * the position in degrees. Any part null where unknown; a place a person set may have no position.
 */
export const ZItemPlace = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type ItemPlace = z.infer<typeof ZItemPlace>;

/** A position a person gives an item (PATCH library/items/{id} `place`): the server names its place. */
export const ZPlacePosition = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type PlacePosition = z.infer<typeof ZPlacePosition>;

/** GET places/lookup?q=: a name's beginning, as a person types it in the place picker. */
export const PLACE_LOOKUP_QUERY = { min: 1, max: 100 } as const;
export const ZPlaceLookupQuery = z.object({
  q: plainString().pipe(z.string().trim().min(PLACE_LOOKUP_QUERY.min).max(PLACE_LOOKUP_QUERY.max)),
});
/** At most this many places answer one lookup. */
export const MAX_PLACE_MATCHES = 10;
/** A town of the server's gazetteer: its name, region, country (ISO 3166 alpha-2) and position. */
export const ZPlaceMatch = z.object({
  city: z.string(),
  region: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceMatch = z.infer<typeof ZPlaceMatch>;
/** The towns whose names begin with the query, the most populous first. */
export const ZPlaceMatches = z.object({ places: z.array(ZPlaceMatch).max(MAX_PLACE_MATCHES) });
export type PlaceMatches = z.infer<typeof ZPlaceMatches>;

/** The earliest year a date taken may say: photography's own beginning, give or take. */
const TAKEN_AT_MIN_YEAR = 1800;

/**
 * A date taken as a person corrects it: the wall clock where the photo was taken and that place's
 * offset from UTC, `2024-05-01T10:00` or `2024-05-01T10:00:30`, then `+02:00` (`-03:30`, `+05:45`).
 * Offsets run from -12:00 to +14:00 in quarter hours, as the world's zones do.
 */
const TAKEN_AT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?([+-])(\d{2}):(\d{2})$/;

/** Whether `value` is a date taken that exists: a real calendar day and time, and an offset some zone has. */
export function isTakenAt(value: string): boolean {
  const match = TAKEN_AT_PATTERN.exec(value);
  if (!match) return false;
  const at = (group: number) => Number(match[group] ?? 0);
  const [year, month, day, hour, minute, second] = [at(1), at(2), at(3), at(4), at(5), at(6)];
  const offset = (match[7] === '-' ? -1 : 1) * (at(8) * 60 + at(9));
  // A day that does not exist (31 April) rolls over into the next month.
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= TAKEN_AT_MIN_YEAR &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    at(9) % 15 === 0 &&
    offset >= -12 * 60 &&
    offset <= 14 * 60
  );
}

export const ZLibraryItem = z.object({
  id: z.number().int(),
  kind: z.enum(ITEM_KINDS),
  status: z.enum(ITEM_STATUSES),
  /** Why processing failed: an error code of the contract (e.g. heic_conversion_failed). */
  failureCode: z.string().nullable(),
  name: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  orientation: z.enum(ORIENTATIONS).nullable(),
  durationSeconds: z.number().nullable(),
  sizeBytes: z.number().int(),
  /**
   * When the photo was taken (EXIF) or the video recorded, the upload time when unknown, or as the
   * owner corrected it. ISO 8601; with the offset of where it was taken when known
   * (`2024-05-01T10:00:00+02:00`), a bare wall clock when the camera gave none, UTC (`Z`) for an
   * upload time. The library's days and order read its date and time as written.
   */
  createdAt: z.string(),
  uploadedAt: z.string(),
  caption: z.string(),
  isFavourite: z.boolean(),
  tagIds: z.array(z.number().int()),
  /** The edit shown instead of the original (edits.ts); null: the original as uploaded. */
  edit: ZEditRecipe.nullable(),
  /** The edit's renditions are being made: until then the URLs show the picture before it. */
  editPending: z.boolean(),
  /** Where frames keep the photo in view (ZFocusPoint, on the original); null: automatic. */
  focus: ZFocusPoint.nullable(),
  /** The camera and lens from the photo's EXIF; null when it names none (and for items from before they were read). */
  camera: ZItemCamera.nullable(),
  /** The exposure from the photo's EXIF; null when it gives none. */
  exposure: ZItemExposure.nullable(),
  /** Where it was taken; null when its metadata gives no position and nobody set a place. */
  place: ZItemPlace.nullable(),
  urls: ZItemUrls,
});
export type LibraryItem = z.infer<typeof ZLibraryItem>;

const booleanParam = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The most items one GET library/items answers. */
export const MAX_LIBRARY_PAGE = 500;

/** GET library/items: one page, newest first, by keyset cursor (never an offset). */
export const ZLibraryQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIBRARY_PAGE).default(100),
  type: z.enum(TYPE_FILTERS).default('all'),
  ratio: z.enum(RATIO_FILTERS).default('all'),
  sort: z.enum(LIBRARY_SORTS).default('created'),
  tag: z.coerce.number().int().optional(),
  favourites: booleanParam.optional(),
  /**
   * A day (YYYY-MM-DD): the page starts with that day's newest item, or the newest before it, so
   * the grid's scrubber jumps to a year or month in one request. A cursor, when given, wins.
   */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  // Where the items were taken: a country, a city, or an area of the map (places.ts).
  ...ZPlaceFilter.shape,
});
export type LibraryQuery = z.infer<typeof ZLibraryQuery>;

export const ZLibraryPage = z.object({
  items: z.array(ZLibraryItem),
  nextCursor: z.string().nullable(),
});
export type LibraryPage = z.infer<typeof ZLibraryPage>;

/**
 * GET library/summary (same filters as items, no cursor): how many items fall on each day, newest
 * first, so the grid can lay out every group header and the full scroll height before it has
 * loaded the items themselves. With `shapes=true`, each day also carries its items' shapes, one
 * character each in the items' order (item-shapes.ts), for the grid that shows photos at their ratio.
 */
export const ZLibrarySummary = z.object({
  total: z.number().int(),
  days: z.array(z.object({ date: z.string(), count: z.number().int(), shapes: z.string().optional() })),
});

/** GET library/summary's query: the listing's filters, and whether to add the shapes. */
export const ZSummaryQuery = ZLibraryQuery.omit({ cursor: true, limit: true, from: true }).extend({
  shapes: booleanParam.optional(),
});
export type LibrarySummary = z.infer<typeof ZLibrarySummary>;

/** PATCH library/items/{id}. */
export const ZItemChanges = z
  .object({
    caption: plainString().max(LIMITS.caption.max).optional(),
    isFavourite: z.boolean().optional(),
    /** The date taken, corrected: the wall clock and offset of where it was taken (TAKEN_AT_PATTERN). */
    createdAt: z
      .string()
      .max(32)
      .refine(isTakenAt, { message: 'a date, time and UTC offset: 2024-05-01T10:00+02:00' })
      .optional(),
    /**
     * Where it was taken, as the owner sets it: a position, which the server names (city, region,
     * country) and gives its time zone; null removes the place and the position. Either way the
     * item's metadata is not read for a place again.
     */
    place: ZPlacePosition.nullable().optional(),
  })
  .refine(
    (changes) =>
      changes.caption !== undefined ||
      changes.isFavourite !== undefined ||
      changes.createdAt !== undefined ||
      changes.place !== undefined,
    { message: 'nothing to change' },
  );
export type ItemChanges = z.infer<typeof ZItemChanges>;

/** The latest moment a JavaScript date can hold (8.64e15 ms after 1970); past it, a date is no date. */
const MAX_DATE_MS = 8_640_000_000_000_000;
/** File.lastModified of an upload, in ms since 1970: the created date of a file without one of its own. */
export const ZLastModified = z
  .union([z.number(), z.string().regex(/^[0-9]{1,16}$/, 'lastModified must be milliseconds in decimal digits')])
  .pipe(z.coerce.number<string | number>().int().min(0).max(MAX_DATE_MS));

/** POST library/items/favourite: several items marked (or unmarked) in one call; answers how many. */
export const ZFavouriteItems = z.object({
  itemIds: z.array(z.number().int()).min(1).max(10_000),
  isFavourite: z.boolean(),
});
export type FavouriteItems = z.infer<typeof ZFavouriteItems>;

/** POST library/items/delete (to the Trash): several at once; answers how many went. */
export const ZItemIds = z.object({ itemIds: z.array(z.number().int()).min(1).max(10_000) });
export type ItemIds = z.infer<typeof ZItemIds>;

/** GET library/trash: a page of the Trash, the latest deleted first, by keyset cursor. */
export const ZTrashQuery = z.object({
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIBRARY_PAGE).default(100),
});
export type TrashQuery = z.infer<typeof ZTrashQuery>;

/** An item in the Trash: what the library shows of it, and when it was deleted. */
export const ZTrashedItem = ZLibraryItem.extend({ trashedAt: z.string() });
export type TrashedItem = z.infer<typeof ZTrashedItem>;

export const ZTrashPage = z.object({
  items: z.array(ZTrashedItem),
  nextCursor: z.string().nullable(),
  /** How many days an item stays in the Trash before it is deleted for good (TRASH_DAYS). */
  keepDays: z.number().int(),
});
export type TrashPage = z.infer<typeof ZTrashPage>;

/** POST library/trash/restore and library/trash/delete: items in the Trash, several at once. */
export const ZTrashIds = z.object({ ids: z.array(z.number().int()).min(1).max(10_000) });
export type TrashIds = z.infer<typeof ZTrashIds>;

/** POST library/items/{id}/copy: "Save as a copy", a new item of the same original with this edit. */
export const ZEditCopy = z.object({ edit: ZEditRecipe });
export type EditCopy = z.infer<typeof ZEditCopy>;

export const ZUploadAnswer = z.object({ item: ZLibraryItem });

/**
 * How an item came into the library: uploaded, mailed in, copied from someone's shared album, from a
 * connected album, or imported (a Takeout archive's photos are Google's, Facebook's and Instagram's
 * their own).
 */
export const ITEM_SOURCES = [
  'upload',
  'email',
  'copy',
  'dropbox',
  'google',
  'facebook',
  'instagram',
  'flickr',
] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number];
/** The albums the viewer's info panel lists at most. */
export const ITEM_DETAILS_MAX_ALBUMS = 100;

/** GET library/items/{id}/details: what the viewer's info panel adds to the item itself. */
export const ZItemDetails = z.object({
  /** The person's own albums and the shared ones they belong to that hold the item, by name. */
  albums: z.array(z.object({ id: z.number().int(), name: z.string() })).max(ITEM_DETAILS_MAX_ALBUMS),
  source: z.enum(ITEM_SOURCES),
  /** A copy: the name of the person it was copied from, when known and their account still exists. */
  copiedFrom: z.string().nullable(),
  /** Mailed in: the address that sent it, when known. */
  sender: z.string().nullable(),
});
export type ItemDetails = z.infer<typeof ZItemDetails>;

export const ZTag = z.object({ id: z.number().int(), name: z.string(), itemCount: z.number().int() });
export type Tag = z.infer<typeof ZTag>;
export const ZTagName = z.object({ name: plainString().trim().min(1).max(60) });
export const ZTags = z.object({ tags: z.array(ZTag) });

export const DOWNLOAD_STATUSES = ['preparing', 'ready', 'failed'] as const;
export const ZDownload = z.object({
  id: z.number().int(),
  status: z.enum(DOWNLOAD_STATUSES),
  itemCount: z.number().int(),
  /** Set once ready; the same link is mailed. */
  url: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type Download = z.infer<typeof ZDownload>;

/**
 * "Export everything": the whole library (Trash left out) in one archive, split into zip parts of
 * at most EXPORT_PART_GB; each original, the edited version when there is one, a folder per own
 * album, `Library/<year>/` for items in no album, and a JSON sidecar beside each file. Prepared by a
 * job whose progress the owner polls; the parts' links are mailed too and last DOWNLOAD_TTL_HOURS.
 */
export const ZLibraryExport = z.object({
  id: z.number().int(),
  status: z.enum(DOWNLOAD_STATUSES),
  /** Items written so far, of `itemsTotal`. */
  itemsDone: z.number().int(),
  itemsTotal: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** Once ready and until it expires: each zip part's signed link, in order. */
  parts: z.array(z.object({ name: z.string(), sizeBytes: z.number().int(), url: z.string() })),
});
export type LibraryExport = z.infer<typeof ZLibraryExport>;

/** GET library/exports: the person's latest export, if any (the app shows it, or a button to start one). */
export const ZLatestExport = z.object({ export: ZLibraryExport.nullable() });
export type LatestExport = z.infer<typeof ZLatestExport>;

/**
 * The sidecar (`<file>.json`) written beside each original of an export, and read back by the
 * archive import: what Kinframe knew of the item.
 */
export const ZExportSidecar = z.object({
  kinframe: z.literal(1),
  /** The item's id in the exported library: the copies of one item in several album folders share it. */
  id: z.number().int(),
  kind: z.enum(['photo', 'video']),
  originalName: z.string(),
  /** When it was taken (ISO 8601). */
  takenAt: z.string(),
  uploadedAt: z.string(),
  caption: z.string(),
  tags: z.array(z.string()),
  isFavourite: z.boolean(),
  /** Where it was taken; Kinframe keeps no place of its own yet, so null unless one is known. */
  place: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** The person's own albums it is in, by name. */
  albums: z.array(z.string()),
  /** The edited version's file name beside it, when the item has an edit. */
  edited: z.string().nullable(),
});
export type ExportSidecar = z.infer<typeof ZExportSidecar>;

/** GET library/video-storage. */
export const ZVideoStorage = z.object({
  usedBytes: z.number().int(),
  totalBytes: z.number().int(),
  percentage: z.number(),
  isFull: z.boolean(),
});
export type VideoStorage = z.infer<typeof ZVideoStorage>;

export const GIGABYTE = 1024 ** 3;

/** Spec section 4: used / total * 100, rounded to two decimals, capped at 100. */
export function videoStoragePercentage(usedBytes: number, totalBytes: number): number {
  if (totalBytes <= 0) return 100;
  return Math.min(100, Math.round((usedBytes / totalBytes) * 100 * 100) / 100);
}

/** What the upload dialog accepts (spec section 5 for photos; videos for Plus). */
export const UPLOAD_ACCEPT = {
  photos: ['image/jpeg', 'image/png', 'image/heic', 'image/heif'],
  videos: ['video/mp4', 'video/quicktime'],
  extensions: ['.jpg', '.jpeg', '.png', '.heic', '.heif', '.mp4', '.mov'],
} as const;

// ---------------------------------------------------------------------------------------------
// The focus point through an edit's geometry

const clampUnit = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Where a point of the upright original (fractions) lies in the edited picture (fractions), for an
 * original of `width` x `height`: the edit turns, then mirrors, then straightens about the centre
 * (keeping the centred straightened rectangle), then crops. A point the crop cuts away is moved
 * to the nearest edge, which is as close to it as any crop of the edited picture can come.
 */
export function focusInEdited(point: FocusPoint, edit: PhotoEdit, width: number, height: number): FocusPoint {
  let { x, y } = point;
  if (edit.rotate === 90) [x, y] = [1 - y, x];
  else if (edit.rotate === 180) [x, y] = [1 - x, 1 - y];
  else if (edit.rotate === 270) [x, y] = [y, 1 - x];
  if (edit.flipHorizontal) x = 1 - x;
  if (edit.flipVertical) y = 1 - y;
  const turned = turnedSize(width, height, edit.rotate);
  const straight = straightenedSize(turned.width, turned.height, edit.straighten);
  const angle = (edit.straighten * Math.PI) / 180;
  const dx = (x - 0.5) * turned.width;
  const dy = (y - 0.5) * turned.height;
  // Clockwise in picture coordinates (y down), as the straightening turns the picture.
  const sx = (dx * Math.cos(angle) - dy * Math.sin(angle)) / straight.width + 0.5;
  const sy = (dx * Math.sin(angle) + dy * Math.cos(angle)) / straight.height + 0.5;
  const crop = edit.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  return { x: clampUnit((sx - crop.x) / crop.width), y: clampUnit((sy - crop.y) / crop.height) };
}

/** The inverse of focusInEdited: a point of the edited picture (fractions) on the upright original. */
export function focusFromEdited(point: FocusPoint, edit: PhotoEdit, width: number, height: number): FocusPoint {
  const crop = edit.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const sx = crop.x + point.x * crop.width;
  const sy = crop.y + point.y * crop.height;
  const turned = turnedSize(width, height, edit.rotate);
  const straight = straightenedSize(turned.width, turned.height, edit.straighten);
  const angle = (-edit.straighten * Math.PI) / 180;
  const rx = (sx - 0.5) * straight.width;
  const ry = (sy - 0.5) * straight.height;
  let x = (rx * Math.cos(angle) - ry * Math.sin(angle)) / turned.width + 0.5;
  let y = (rx * Math.sin(angle) + ry * Math.cos(angle)) / turned.height + 0.5;
  if (edit.flipHorizontal) x = 1 - x;
  if (edit.flipVertical) y = 1 - y;
  if (edit.rotate === 90) [x, y] = [y, 1 - x];
  else if (edit.rotate === 180) [x, y] = [1 - x, 1 - y];
  else if (edit.rotate === 270) [x, y] = [1 - y, x];
  return { x: clampUnit(x), y: clampUnit(y) };
}
