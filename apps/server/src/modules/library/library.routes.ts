import {
  errorText,
  ZDownload,
  ZEditCopy,
  ZEditRecipe,
  ZFavouriteItems,
  ZFocusPoint,
  ZItemChanges,
  ZItemDetails,
  ZItemIds,
  ZLastModified,
  ZLatestExport,
  ZLibraryExport,
  ZLibraryItem,
  ZLibraryPage,
  ZLibraryQuery,
  ZLibrarySummary,
  ZPlaceLookupQuery,
  ZPlaceMatches,
  ZPlaces,
  ZPlacesMap,
  ZPlacesMapQuery,
  ZSummaryQuery,
  ZTag,
  ZTagName,
  ZTags,
  ZTrashIds,
  ZTrashPage,
  ZTrashQuery,
  ZUploadAnswer,
  ZVideoStorage,
} from '@kinframe/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, validationFailed } from '../../app-error.ts';
import { heldFile } from '../../http/multipart-file.ts';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { DownloadsService } from './downloads.service.ts';
import type { IngestService, UploadLimits } from './ingest.service.ts';
import type { LibraryService } from './library.service.ts';
import type { LibraryExportsService } from './library-exports.service.ts';
import type { PlacesService } from './places.service.ts';
import type { TagsService } from './tags.service.ts';

/** An id in the path: a number some row could have, anything else is refused before the database. */
const ZUploadQuery = z.object({ lastModified: ZLastModified.optional() });

/** A part of an export, numbered from 1 as its file name says. */
const ZExportPartParams = ZId.extend({
  part: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/)
    .transform(Number),
});

/** Text fields an upload may carry before its file (the app sends one: lastModified). */
const MAX_UPLOAD_FIELDS = 50;
/** What the multipart plugin is told, so that its own limit never trips before ours. */
const UNCOUNTED_FIELDS = 10_000;
/** The multipart framing and fields around the file: generous, a few kilobytes in practice. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
/** Uploads one person may have under way at once in a process (the web app sends three at a time). */
const MAX_UPLOADS_AT_ONCE = 8;

/**
 * A declared type that no photo or video has. Browsers send image/* or video/* for media and
 * application/octet-stream (or nothing) when they do not know; the bytes decide for those.
 */
function isDeclaredAsMedia(mimeType: string): boolean {
  const type = mimeType.toLowerCase();
  return type === '' || type.startsWith('image/') || type.startsWith('video/') || type === 'application/octet-stream';
}

function fieldRefused(field: string) {
  return validationFailed([{ id: field, code: 'validation_failed', message: errorText('validation_failed') }]);
}

/**
 * The library under /api/v3/library/: items, uploads, tags and video storage, for the signed-in user.
 * Without Plus (a plan that lapsed) a person's photos are still theirs: reading, the Trash's restore
 * and downloads stay open to Lite (`config: LITE`); changing and adding are Plus's.
 */
export function registerLibraryRoutes(
  app: ZodApp,
  deps: {
    library: LibraryService;
    places: PlacesService;
    ingest: IngestService;
    tags: TagsService;
    downloads: DownloadsService;
    libraryExports: LibraryExportsService;
    limits: UploadLimits;
  },
): void {
  const { library, ingest, tags, downloads, libraryExports } = deps;
  const uploadsUnderWay = new Map<number, number>();
  const schemaTags = ['library'];

  app.get(
    '/v3/library/items',
    { config: LITE, schema: { tags: schemaTags, querystring: ZLibraryQuery, response: { 200: ZLibraryPage } } },
    async (request) => library.listItems(requireUser(request).id, request.query),
  );

  app.get(
    '/v3/library/summary',
    { config: LITE, schema: { tags: schemaTags, querystring: ZSummaryQuery, response: { 200: ZLibrarySummary } } },
    async (request) => library.summary(requireUser(request).id, request.query),
  );

  // Places: the person's countries and cities, and the map's markers; their photos are the items
  // listing's with a place filter.
  app.get(
    '/v3/library/places',
    { config: LITE, schema: { tags: schemaTags, response: { 200: ZPlaces } } },
    async (request) => deps.places.listPlaces(requireUser(request).id),
  );

  app.get(
    '/v3/library/places/map',
    { config: LITE, schema: { tags: schemaTags, querystring: ZPlacesMapQuery, response: { 200: ZPlacesMap } } },
    async (request) => deps.places.mapClusters(requireUser(request).id, request.query),
  );

  app.get(
    '/v3/library/items/:id',
    { config: LITE, schema: { tags: schemaTags, params: ZId, response: { 200: ZLibraryItem } } },
    async (request) => library.getItem(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v3/library/items/:id/details',
    { config: LITE, schema: { tags: schemaTags, params: ZId, response: { 200: ZItemDetails } } },
    async (request) => library.getItemDetails(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/v3/library/items/:id',
    { schema: { tags: schemaTags, params: ZId, body: ZItemChanges, response: { 200: ZLibraryItem } } },
    async (request) => library.updateItem(requireUser(request).id, request.params.id, request.body),
  );

  // The place picker's typeahead, over the server's own gazetteer.
  app.get(
    '/v3/places/lookup',
    { schema: { tags: schemaTags, querystring: ZPlaceLookupQuery, response: { 200: ZPlaceMatches } } },
    async (request) => library.lookUpPlaces(requireUser(request).id, request.query.q),
  );

  // Edits: a recipe kept with the item (the original never changes); renditions are remade by a job.
  app.put(
    '/v3/library/items/:id/edit',
    { schema: { tags: schemaTags, params: ZId, body: ZEditRecipe, response: { 200: ZLibraryItem } } },
    async (request) => library.editItem(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/v3/library/items/:id/edit',
    { schema: { tags: schemaTags, params: ZId, response: { 200: ZLibraryItem } } },
    async (request) => library.revertItem(requireUser(request).id, request.params.id),
  );

  // The focus point: where frames keep the photo in view; deleting it goes back to automatic.
  app.put(
    '/v3/library/items/:id/focus',
    { schema: { tags: schemaTags, params: ZId, body: ZFocusPoint, response: { 200: ZLibraryItem } } },
    async (request) => library.setFocus(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/v3/library/items/:id/focus',
    { schema: { tags: schemaTags, params: ZId, response: { 200: ZLibraryItem } } },
    async (request) => library.setFocus(requireUser(request).id, request.params.id, null),
  );

  app.post(
    '/v3/library/items/:id/copy',
    { schema: { tags: schemaTags, params: ZId, body: ZEditCopy, response: { 200: ZLibraryItem } } },
    async (request) => library.copyWithEdit(requireUser(request).id, request.params.id, request.body.edit),
  );

  app.post(
    '/v3/library/items/favourite',
    {
      schema: { tags: schemaTags, body: ZFavouriteItems, response: { 200: z.object({ updated: z.number().int() }) } },
    },
    async (request) => ({
      updated: await library.setFavourite(requireUser(request).id, request.body.itemIds, request.body.isFavourite),
    }),
  );

  app.post(
    '/v3/library/items/delete',
    { schema: { tags: schemaTags, body: ZItemIds, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (request) => ({ deleted: await library.trashItems(requireUser(request).id, request.body.itemIds) }),
  );

  // The Trash: deleted items wait here, restorable, until deleted for good or TRASH_DAYS pass.
  app.get(
    '/v3/library/trash',
    { config: LITE, schema: { tags: schemaTags, querystring: ZTrashQuery, response: { 200: ZTrashPage } } },
    async (request) => library.listTrash(requireUser(request).id, request.query),
  );

  app.post(
    '/v3/library/trash/restore',
    {
      config: LITE,
      schema: { tags: schemaTags, body: ZTrashIds, response: { 200: z.object({ restored: z.number().int() }) } },
    },
    async (request) => ({ restored: await library.restoreItems(requireUser(request).id, request.body.ids) }),
  );

  app.post(
    '/v3/library/trash/delete',
    { schema: { tags: schemaTags, body: ZTrashIds, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (request) => ({ deleted: await library.deleteFromTrash(requireUser(request).id, request.body.ids) }),
  );

  app.delete(
    '/v3/library/trash',
    { schema: { tags: schemaTags, response: { 200: z.object({ deleted: z.number().int() }) } } },
    async (request) => ({ deleted: await library.emptyTrash(requireUser(request).id) }),
  );

  // One file per request, streamed to disk as it arrives: the browser shows each file's progress
  // and can cancel one without the others. `lastModified` may come as a field before the file or
  // in the query string.
  app.post(
    '/v3/library/uploads',
    {
      schema: {
        tags: schemaTags,
        consumes: ['multipart/form-data'],
        querystring: ZUploadQuery,
        response: { 201: ZUploadAnswer },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError('upload_failed');
      // What the request says of itself is checked before a byte is spooled: a body declared larger
      // than any file may be, or a file declared as something no photo or video is.
      const declaredBytes = Number(request.headers['content-length']);
      const largest = Math.max(deps.limits.maxPhotoBytes, deps.limits.maxVideoBytes);
      if (declaredBytes > largest + MULTIPART_OVERHEAD_BYTES) throw new AppError('file_too_large');
      const running = uploadsUnderWay.get(user.id) ?? 0;
      if (running >= MAX_UPLOADS_AT_ONCE) throw new AppError('uploads_busy', { max: MAX_UPLOADS_AT_ONCE });
      uploadsUnderWay.set(user.id, running + 1);
      try {
        return await receiveUpload(request, reply, {
          userId: user.id,
          declaredBytes,
          lastModified: request.query.lastModified,
        });
      } finally {
        const left = (uploadsUnderWay.get(user.id) ?? 1) - 1;
        if (left > 0) uploadsUnderWay.set(user.id, left);
        else uploadsUnderWay.delete(user.id);
      }
    },
  );

  /** The upload's parts: its fields (lastModified), then its one file, into the library. */
  async function receiveUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    upload: { userId: number; declaredBytes: number; lastModified: number | undefined },
  ) {
    const { userId, declaredBytes } = upload;
    // Fields are counted here, not by the multipart plugin: past its own field limit it stops
    // answering, and the upload would hang with its spool folder.
    const parts = request.parts({
      limits: {
        // A second file is ours to refuse (one_file_per_upload), before the plugin's own limit.
        files: 2,
        fields: UNCOUNTED_FIELDS,
        fileSize: Math.max(deps.limits.maxPhotoBytes, deps.limits.maxVideoBytes),
      },
    });
    let fields = 0;
    let lastModified = upload.lastModified;
    /** What may follow the file: fields (counted), never another file. */
    const readTheRest = async () => {
      for await (const part of parts) {
        if (part.type === 'file') {
          part.file.resume();
          throw new AppError('one_file_per_upload');
        }
        fields += 1;
        if (fields > MAX_UPLOAD_FIELDS) throw fieldRefused('file');
      }
    };
    for await (const part of parts) {
      if (part.type === 'field') {
        fields += 1;
        if (fields > MAX_UPLOAD_FIELDS) throw fieldRefused('file');
        if (part.fieldname === 'lastModified' && upload.lastModified === undefined) {
          const parsed = ZLastModified.safeParse(part.value);
          if (!parsed.success) throw fieldRefused('lastModified');
          lastModified = parsed.data;
        }
        continue;
      }
      if (!isDeclaredAsMedia(part.mimetype)) {
        part.file.resume();
        throw new AppError('file_format_not_supported');
      }
      if (part.mimetype.startsWith('image/') && declaredBytes > deps.limits.maxPhotoBytes + MULTIPART_OVERHEAD_BYTES) {
        part.file.resume();
        throw new AppError('file_too_large');
      }
      const item = await ingest.ingest(userId, {
        file: heldFile(part.file),
        fileName: part.filename,
        lastModified,
        isTruncated: () => part.file.truncated,
        afterSpool: readTheRest,
      });
      return reply.code(201).send({ item });
    }
    throw new AppError('upload_failed');
  }

  app.get(
    '/v3/library/video-storage',
    { config: LITE, schema: { tags: schemaTags, response: { 200: ZVideoStorage } } },
    async (request) => library.videoStorage(requireUser(request).id),
  );

  app.get(
    '/v3/library/tags',
    { config: LITE, schema: { tags: schemaTags, response: { 200: ZTags } } },
    async (request) => ({
      tags: await tags.list(requireUser(request).id),
    }),
  );

  app.post(
    '/v3/library/tags',
    { schema: { tags: schemaTags, body: ZTagName, response: { 200: ZTag } } },
    async (request) => tags.create(requireUser(request).id, request.body.name),
  );

  app.patch(
    '/v3/library/tags/:id',
    { schema: { tags: schemaTags, params: ZId, body: ZTagName, response: { 200: ZTag } } },
    async (request) => tags.rename(requireUser(request).id, request.params.id, request.body.name),
  );

  app.delete(
    '/v3/library/tags/:id',
    { schema: { tags: schemaTags, params: ZId, response: { 200: z.object({ success: z.literal(true) }) } } },
    async (request) => {
      await tags.remove(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/v3/library/tags/:id/items',
    { schema: { tags: schemaTags, params: ZId, body: ZItemIds, response: { 200: ZTag } } },
    async (request) => tags.tagItems(requireUser(request).id, request.params.id, request.body.itemIds),
  );

  app.post(
    '/v3/library/tags/:id/items/remove',
    { schema: { tags: schemaTags, params: ZId, body: ZItemIds, response: { 200: ZTag } } },
    async (request) => tags.untagItems(requireUser(request).id, request.params.id, request.body.itemIds),
  );

  app.post(
    '/v3/library/downloads',
    { config: LITE, schema: { tags: schemaTags, body: ZItemIds, response: { 200: ZDownload } } },
    async (request) => downloads.request(requireUser(request).id, request.body.itemIds),
  );

  app.get(
    '/v3/library/downloads/:id',
    { config: LITE, schema: { tags: schemaTags, params: ZId, response: { 200: ZDownload } } },
    async (request) => downloads.get(requireUser(request).id, request.params.id),
  );

  // The mailed link: a stable address that signs in first, then sends the browser to a fresh
  // signed link of the zip while the download lasts.
  app.get(
    '/v3/library/downloads/:id/file',
    { config: LITE, schema: { tags: schemaTags, params: ZId } },
    async (request, reply) => {
      const download = await downloads.get(requireUser(request).id, request.params.id);
      if (!download.url) throw new AppError('download_failed');
      return reply.redirect(download.url, 303);
    },
  );

  // "Export everything": open to Lite too, so that a person whose plan lapsed gets every photo out.
  app.post(
    '/v3/library/exports',
    { config: LITE, schema: { tags: schemaTags, response: { 200: ZLibraryExport } } },
    async (request) => libraryExports.start(requireUser(request).id),
  );

  app.get(
    '/v3/library/exports',
    { config: LITE, schema: { tags: schemaTags, response: { 200: ZLatestExport } } },
    async (request) => ({ export: await libraryExports.latest(requireUser(request).id) }),
  );

  app.get(
    '/v3/library/exports/:id',
    { config: LITE, schema: { tags: schemaTags, params: ZId, response: { 200: ZLibraryExport } } },
    async (request) => libraryExports.get(requireUser(request).id, request.params.id),
  );

  // A part's stable address: signs in first, then sends the browser to a fresh signed link of it.
  app.get(
    '/v3/library/exports/:id/parts/:part',
    { config: LITE, schema: { tags: schemaTags, params: ZExportPartParams } },
    async (request, reply) => {
      const url = await libraryExports.partUrl(requireUser(request).id, request.params.id, request.params.part - 1);
      return reply.redirect(url, 303);
    },
  );
}
