import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../infra/db/schema.ts';
import { createPlaces } from '../../infra/places/index.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { BillingService } from '../billing/billing.service.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { Publish } from '../events.ts';
import { createAnalyseItemJobs } from './analyse-item.job.ts';
import { createAnalysisRepo } from './analysis.repo.ts';
import { createDownloadsRepo } from './downloads.repo.ts';
import { createDownloadsService } from './downloads.service.ts';
import { createIngestService } from './ingest.service.ts';
import { FACTS_VERSION } from './item-facts.ts';
import { createItemUrls } from './item-urls.ts';
import { createLibraryRepo } from './library.repo.ts';
import { createLibraryService } from './library.service.ts';
import { createLibraryExportsService } from './library-exports.service.ts';
import { createMediaProbe } from './media-probe.ts';
import { createPlacesRepo } from './places.repo.ts';
import { createPlacesService } from './places.service.ts';
import { createPrepareDownloadJob } from './prepare-download.job.ts';
import { type AlbumsToExport, createPrepareExportJob } from './prepare-export.job.ts';
import { createProcessItemJob } from './process-item.job.ts';
import { createReadItemFactsJob, READ_ITEM_FACTS_KEY } from './read-item-facts.job.ts';
import { createReviewsService } from './reviews.service.ts';
import { createStoredMedia } from './stored-media.ts';
import { createTagsRepo } from './tags.repo.ts';
import { createTagsService } from './tags.service.ts';

/**
 * The library: items, uploads, tags, downloads and exports, and the jobs that make renditions and zips. What
 * other modules should hear of (an item ready or failed, items changed, a zip ready) it publishes
 * as domain events; it calls no other module but billing, for a person's video allowance.
 */
export function createLibraryModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    billing: BillingService;
    publish: Publish;
    /** Who a copied item came from (the account service). */
    findPerson: (userId: number) => Promise<UserRow | undefined>;
    limits: Pick<RateLimits, 'take'>;
    /** The person's own albums and their items, for an export's folders (the albums module, built later). */
    albumsToExport: AlbumsToExport;
  },
) {
  const { config, db, clock, storage, queue } = context;
  const { publish } = deps;
  const spoolDir = path.join(config.dataDir, 'tmp');
  const repo = createLibraryRepo(db);
  const urls = createItemUrls(storage, clock);
  const storedMedia = createStoredMedia({ storage, repo });
  const downloadsRepo = createDownloadsRepo(db);
  const prepareDownload = createPrepareDownloadJob({
    downloads: downloadsRepo,
    library: repo,
    storage,
    clock,
    spoolDir,
    ttlHours: config.downloadTtlHours,
    publish,
  });
  const downloads = createDownloadsService({
    repo: downloadsRepo,
    access: context.access,
    urls,
    clock,
    storage,
    startPreparing: async (download) => {
      await queue.send(prepareDownload, { downloadId: download.id }, { singletonKey: String(download.id) });
    },
  });
  const tagsRepo = createTagsRepo(db);
  const prepareExport = createPrepareExportJob({
    downloads: downloadsRepo,
    library: repo,
    tags: tagsRepo,
    albumsOf: deps.albumsToExport,
    storage,
    clock,
    spoolDir,
    ttlHours: config.downloadTtlHours,
    partBytes: () => config.exportPartBytes,
    publish,
  });
  const libraryExports = createLibraryExportsService({
    repo: downloadsRepo,
    library: repo,
    urls,
    clock,
    limits: deps.limits,
    storage,
    startPreparing: async (row) => {
      await queue.send(prepareExport, { exportId: row.id }, { singletonKey: `export:${row.id}` });
    },
  });
  const analysisRepo = createAnalysisRepo(db);
  const analysis = createAnalyseItemJobs({ repo, analysis: analysisRepo, storage, spoolDir, publish, queue });
  const processItem = createProcessItemJob({
    repo,
    storage,
    media: config.media,
    spoolDir,
    publish,
    startAnalysis: analysis.startAnalysis,
  });
  // One per module: the gazetteer and the zones' shapes behind it load once per process, when first asked.
  const gazetteer = createPlaces();
  const readItemFacts = createReadItemFactsJob({
    repo,
    storage,
    places: gazetteer,
    media: config.media,
    spoolDir,
    clock,
  });
  const library = createLibraryService({
    repo,
    access: context.access,
    urls,
    media: storedMedia,
    videoAllowanceGb: async (userId) => (await deps.billing.getFeatures(userId)).config.video_storage_base,
    publish,
    onDeleted: (userId, itemIds) => downloads.forgetItems(userId, itemIds),
    trashDays: config.trashDays,
    findPerson: deps.findPerson,
    limits: deps.limits,
    clock,
    transactions: context.transactions,
    startEditing: async (item, previousEdit) => {
      await queue.send(
        processItem,
        {
          itemId: item.id,
          contentHash: item.content_hash,
          edit: { version: item.edit_version, previous: previousEdit },
        },
        { singletonKey: `${item.id}:edit:${item.edit_version}` },
      );
    },
    places: gazetteer,
  });
  const places = createPlacesService({
    repo: createPlacesRepo(db),
    squareUrlsOf: library.squareUrlsOf,
    limits: deps.limits,
  });
  const ingest = createIngestService({
    repo,
    library,
    storage,
    probe: createMediaProbe(config.media),
    clock,
    spoolDir,
    limits: config.uploads,
    media: storedMedia,
    places: gazetteer,
    startProcessing: async (item) => {
      await queue.send(
        processItem,
        { itemId: item.id, contentHash: item.content_hash },
        { singletonKey: `${item.id}:${item.content_hash}` },
      );
    },
  });
  const tags = createTagsService({
    tags: tagsRepo,
    access: context.access,
    clock,
    transactions: context.transactions,
  });
  deps.declareErasure({
    module: 'library',
    phase: 'content',
    erase: async (userId) => {
      await library.deleteAllItems(userId);
      await downloads.deleteAllOf(userId);
    },
  });
  /** An imported item's tags and favourite, as the archive it came from says them. */
  async function describeImported(userId: number, itemId: number, facts: { tags: string[]; isFavourite: boolean }) {
    if (facts.isFavourite) await library.setFavourite(userId, [itemId], true);
    await tags.tagByNames(userId, itemId, facts.tags);
  }
  return {
    library,
    places,
    ingest,
    tags,
    downloads,
    libraryExports,
    describeImported,
    jobs: [processItem, prepareDownload, prepareExport, readItemFacts, ...analysis.jobs],
    /**
     * The worker asks at start and at every sweep: the catch-up runs, one at a time, while items
     * from before the library read what it reads now are left.
     */
    requestFactsCatchUp: async () => {
      if (await repo.hasItemsBehindFacts(FACTS_VERSION)) {
        await queue.send(readItemFacts, {}, { singletonKey: READ_ITEM_FACTS_KEY });
      }
    },
    reviews: createReviewsService({
      analysis: analysisRepo,
      library,
      access: context.access,
      transactions: context.transactions,
      clock,
      publish,
    }),
    startAnalysisCatchUp: analysis.startCatchUp,
  };
}

export type LibraryModule = ReturnType<typeof createLibraryModule>;
