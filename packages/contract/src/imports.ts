import { z } from 'zod';
import { ZPageQuery } from './api.ts';
import { APP_PATHS } from './app-paths.ts';
import { IMPORT_PROVIDERS } from './connectors.ts';

/**
 * Imports (spec section 2, the upload dialog and the library's source pages): a lifetime of photos
 * brought in once from another service, with their dates, captions and albums. Either from the
 * export archive the service hands out (a zip, or several parts of one), uploaded by the browser
 * straight to storage; or from the person's account there (Facebook, Instagram, Flickr), connected
 * as connectors are. The server reads either in a job of its own, with progress, a cancel, and a
 * summary at the end. JSON under /api/v3/imports.
 */

/**
 * Export archives Kinframe reads: Google Takeout (Google Photos), Facebook's and Instagram's
 * "Download your information" (JSON), and Kinframe's own "Export everything".
 */
export const ARCHIVE_FORMATS = ['takeout', 'facebook', 'instagram', 'kinframe'] as const;
export type ArchiveFormat = (typeof ARCHIVE_FORMATS)[number];

/** How each archive is named on screen: brand names, the same in every language. */
export const ARCHIVE_NAMES: Record<ArchiveFormat, string> = {
  takeout: 'Google Takeout',
  facebook: 'Facebook',
  instagram: 'Instagram',
  kinframe: 'Kinframe',
};

/** The web app's page of each archive's source, where its imports are followed and summed up. */
export const IMPORT_PAGE_PATHS: Record<ArchiveFormat, string> = {
  takeout: APP_PATHS['library-google'],
  facebook: APP_PATHS['library-facebook'],
  instagram: APP_PATHS['library-instagram'],
  kinframe: APP_PATHS.library,
};

/**
 * uploading: the browser is posting the archive's parts; reading: the server lists what the parts
 * hold; importing: the photos go in (progress tells how far); done, cancelled and failed are the end
 * (what was imported stays in every case).
 */
export const IMPORT_STATES = ['uploading', 'reading', 'importing', 'done', 'cancelled', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const FINISHED_IMPORT_STATES: readonly ImportState[] = ['done', 'cancelled', 'failed'];

export const IMPORT_LIMITS = {
  /** Parts of one archive (Takeout splits at the size the person chose: 2 GB by default). */
  partsMax: 100,
  /** One part: what one browser POST to storage may carry (S3 takes up to 5 GB that way). */
  partMaxBytes: 4 * 1024 ** 3,
  /** Imports a person may have under way (not finished) at once. */
  unfinishedMax: 2,
  /** Imports listed, newest first. */
  listedMax: 20,
  /** A part's upload address is good this long; the browser asks for each part's just before it posts it. */
  policyTtlMinutes: 60,
  /** An import whose parts are not all uploaded by then is cancelled and its parts deleted. */
  uploadHours: 24,
} as const;

/** An archive's file names, as the person's computer gives them: shown, never used as paths. */
const ZPartName = z.string().trim().min(1).max(255);

/** POST imports: a new archive import, its parts named and sized before they are posted. */
export const ZCreateImport = z.object({
  format: z.enum(ARCHIVE_FORMATS),
  parts: z
    .array(z.object({ name: ZPartName, sizeBytes: z.number().int().positive().max(IMPORT_LIMITS.partMaxBytes) }))
    .min(1)
    .max(IMPORT_LIMITS.partsMax),
  /** Instagram: stories too (they are left out unless asked for). */
  includeStories: z.boolean().default(false),
});
export type CreateImport = z.input<typeof ZCreateImport>;

export const ZImportPart = z.object({
  index: z.number().int(),
  name: z.string(),
  sizeBytes: z.number().int(),
  isUploaded: z.boolean(),
});
export type ImportPart = z.infer<typeof ZImportPart>;

export const ZImport = z.object({
  id: z.number().int(),
  /** An archive's import: its format (else null). */
  format: z.enum(ARCHIVE_FORMATS).nullable(),
  /** An account's import: its provider (else null). */
  provider: z.enum(IMPORT_PROVIDERS).nullable(),
  state: z.enum(IMPORT_STATES),
  /** failed: an error code of the contract. */
  errorCode: z.string().nullable(),
  parts: z.array(ZImportPart),
  includeStories: z.boolean(),
  /** importing and after: how many of the archive's photos and videos are dealt with. */
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  /** importing: the album of the source whose photos are going in now (null: photos outside albums). */
  currentAlbum: z.string().nullable(),
  /** New photos and videos in the library. */
  importedCount: z.number().int(),
  /** Photos the library already had (same bytes): not imported twice. */
  duplicateCount: z.number().int(),
  /** Files not imported, each with its reason (GET imports/{id}/refused). */
  refusedCount: z.number().int(),
  /** Albums made for the source's albums. */
  albumCount: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Import = z.infer<typeof ZImport>;

export const ZImportList = z.object({ imports: z.array(ZImport).max(IMPORT_LIMITS.listedMax) });
export type ImportList = z.infer<typeof ZImportList>;

/**
 * POST imports/account: an import from the person's connected account at `provider`: the albums
 * chosen (each becomes an album), or with `albumIds` null, everything they uploaded, in albums where
 * the source has them.
 */
export const ZCreateAccountImport = z.object({
  provider: z.enum(IMPORT_PROVIDERS),
  albumIds: z.array(z.string().min(1).max(100)).min(1).max(1000).nullable(),
});
export type CreateAccountImport = z.infer<typeof ZCreateAccountImport>;

/** An album at the provider, to choose from (GET connectors/{provider}/albums). */
export const ZSourceAlbum = z.object({ id: z.string(), name: z.string(), count: z.number().int().nullable() });
export type SourceAlbum = z.infer<typeof ZSourceAlbum>;
/** The albums listed at most; a person with more imports everything, or the first ones. */
export const SOURCE_ALBUMS_MAX = 1000;
export const ZSourceAlbumList = z.object({
  albums: z.array(ZSourceAlbum).max(SOURCE_ALBUMS_MAX),
  isTruncated: z.boolean(),
});
export type SourceAlbumList = z.infer<typeof ZSourceAlbumList>;

/** GET imports/{id}/parts/{index}/upload-policy: where the browser posts that part (as the avatar's). */
export const ZImportPartPolicy = z.object({
  uploadPolicy: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});
export type ImportPartPolicy = z.infer<typeof ZImportPartPolicy>;

/** A file of the archive that is not in the library, and why (an error code of the contract). */
export const ZImportRefusal = z.object({ name: z.string(), path: z.string(), code: z.string() });
export type ImportRefusal = z.infer<typeof ZImportRefusal>;
/** GET imports/{id}/refused: page by page, in the archive's order. */
export const ZImportRefusalQuery = ZPageQuery;
export const ZImportRefusalPage = z.object({ files: z.array(ZImportRefusal), nextCursor: z.string().nullable() });
export type ImportRefusalPage = z.infer<typeof ZImportRefusalPage>;
