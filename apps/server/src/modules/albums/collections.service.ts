import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Collection, CollectionId, CollectionItem, CollectionItemPage } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { MediaConfig } from '../../infra/config.ts';
import type { ArtItemRow } from '../../infra/db/schema.ts';
import { makePhotoRenditions, readPhotoInfo } from '../../infra/media/index.ts';
import { makeWorkDir } from '../../infra/storage/leftovers.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import type { Publish } from '../events.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { MediaStorage } from '../library/stored-media.ts';
import type { CollectionsRepo } from './collections.repo.ts';

const ART_EXTENSIONS: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };

/** Art lives apart from the users' content-addressed keys, so no library clean-up can touch it. */
export function artPrefix(contentHash: string): string {
  return `art/${contentHash.slice(0, 2)}/${contentHash}/`;
}

interface ArtMeta {
  title?: unknown;
  artist?: unknown;
}

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${path.basename(file)} is not valid JSON`);
  }
}

/**
 * The built-in collections: My Favourites and Emailed photos are live views of the person's
 * library; NFT Art is the operator's curated set, seen by every Plus member.
 */
export function createCollectionsService(deps: {
  repo: CollectionsRepo;
  library: LibraryService;
  urls: ItemUrls;
  storage: MediaStorage;
  clock: Clock;
  media: MediaConfig;
  spoolDir: string;
  hasPlus: (userId: number) => Promise<boolean>;
  /** `collection.art.imported`: frames showing NFT Art fetch again (modules/events.ts). */
  publish: Publish;
}) {
  const { repo, urls } = deps;

  async function squareUrlOfItem(itemId: number | null): Promise<string | null> {
    if (itemId === null) return null;
    const square = await repo.squareOf(itemId);
    return square ? urls.sign(square.key, square.mime_type) : null;
  }

  async function presentArt(rows: ArtItemRow[]): Promise<CollectionItem[]> {
    const renditions = await repo.artRenditionsOf(rows.map((row) => row.id));
    return Promise.all(
      rows.map(async (row) => {
        const urlOf = async (name: string) => {
          const rendition = renditions.find((r) => r.art_id === row.id && r.name === name);
          return rendition ? urls.sign(rendition.key, rendition.mime_type) : null;
        };
        return {
          id: row.id,
          kind: 'photo' as const,
          status: 'ready' as const,
          failureCode: null,
          name: row.name,
          width: row.width,
          height: row.height,
          orientation: row.orientation,
          durationSeconds: null,
          sizeBytes: Number(row.size_bytes),
          createdAt: row.created_at,
          uploadedAt: row.created_at,
          caption: `${row.title} · ${row.artist}`,
          isFavourite: false,
          tagIds: [],
          edit: null,
          editPending: false,
          focus: null,
          // Artworks, not photographs: no camera to name.
          camera: null,
          exposure: null,
          place: null,
          urls: {
            square: await urlOf('square'),
            ratio: await urlOf('ratio'),
            preview: await urlOf('preview'),
            poster: null,
            video: null,
            original: await urls.sign(row.original_key, row.mime_type, row.name),
            edited: null,
          },
          art: { title: row.title, artist: row.artist },
        };
      }),
    );
  }

  return {
    /**
     * The collections this person sees, with their counts and covers. NFT Art is Plus's, and shown
     * only once an operator imported some: an empty collection in every account would promise art
     * that is not there.
     */
    async listCollections(userId: number): Promise<{ collections: Collection[] }> {
      const collections: Collection[] = [];
      for (const id of ['favourites', 'emailed'] as const) {
        const summary = await repo.libraryCollectionSummary(userId, id);
        collections.push({ id, itemCount: summary.count, coverUrl: await squareUrlOfItem(summary.newestId) });
      }
      const art = await repo.artSummary();
      if (art.count > 0 && (await deps.hasPlus(userId))) {
        const [first] = art.firstId === null ? [] : await repo.listArt(art.firstId - 1, 1);
        const [cover] = first ? await presentArt([first]) : [];
        collections.push({ id: 'nft-art', itemCount: art.count, coverUrl: cover?.urls.square ?? null });
      }
      return { collections };
    },

    async listItems(
      userId: number,
      collection: CollectionId,
      query: { cursor?: string; limit: number },
    ): Promise<CollectionItemPage> {
      const after = decodeNumberCursor(query.cursor, 1)?.[0] ?? null;
      if (collection === 'nft-art') {
        if (!(await deps.hasPlus(userId))) throw new AppError('not_found');
        const rows = await repo.listArt(after, query.limit + 1);
        const page = rows.slice(0, query.limit);
        const last = page.at(-1);
        return {
          items: await presentArt(page),
          nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
        };
      }
      const rows = await repo.listLibraryItems(userId, collection, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const items = await deps.library.present(page, userId);
      return {
        items: items.map((item) => ({ ...item, art: null })),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.id]) : null,
      };
    },

    /**
     * The operator's import: every JPEG and PNG of a folder, with its title and artist from
     * `<name>.json` or from `art.json` ({ "<file name>": { title, artist } } or a list of
     * { file, title, artist }); without either, the file name is the title. Renditions are made
     * here and now, so the art is ready when the command ends. Art already imported is skipped.
     */
    async importArt(folder: string): Promise<{ imported: number; skipped: number; failed: string[] }> {
      await mkdir(deps.spoolDir, { recursive: true });
      const manifest = await readJson(path.join(folder, 'art.json'));
      const metaOf = new Map<string, ArtMeta>();
      if (Array.isArray(manifest)) {
        for (const entry of manifest as (ArtMeta & { file?: unknown })[]) {
          if (typeof entry?.file === 'string') metaOf.set(entry.file, entry);
        }
      } else if (manifest && typeof manifest === 'object') {
        for (const [file, entry] of Object.entries(manifest as Record<string, ArtMeta>)) metaOf.set(file, entry);
      }
      const files = (await readdir(folder)).filter((name) => ART_EXTENSIONS[path.extname(name).toLowerCase()]).sort();
      let imported = 0;
      let skipped = 0;
      const failed: string[] = [];
      for (const name of files) {
        const file = path.join(folder, name);
        const base = path.basename(name, path.extname(name));
        const own = (await readJson(path.join(folder, `${base}.json`))) as ArtMeta | undefined;
        const meta = { ...metaOf.get(name), ...own };
        const title = typeof meta.title === 'string' && meta.title.trim() ? meta.title.trim() : base;
        const artist = typeof meta.artist === 'string' && meta.artist.trim() ? meta.artist.trim() : 'Unknown artist';
        const contentHash = await hashFile(file);
        if (await repo.hasArt(contentHash)) {
          skipped += 1;
          continue;
        }
        const workDir = await makeWorkDir(deps.spoolDir, 'art');
        try {
          const info = await readPhotoInfo(file, deps.media);
          const mimeType = info.format === 'png' ? 'image/png' : 'image/jpeg';
          const originalKey = `${artPrefix(contentHash)}original${info.format === 'png' ? '.png' : '.jpg'}`;
          const renditions = await makePhotoRenditions(file, workDir, deps.media);
          await deps.storage.putFile(originalKey, file, { contentType: mimeType });
          const stored = [];
          for (const rendition of renditions) {
            const key = `${artPrefix(contentHash)}${rendition.name}.webp`;
            await deps.storage.putFile(key, rendition.path, { contentType: rendition.mimeType });
            stored.push({
              name: rendition.name,
              key,
              mime_type: rendition.mimeType,
              width: rendition.width,
              height: rendition.height,
              size_bytes: rendition.bytes,
            });
          }
          await repo.insertArt(
            {
              title,
              artist,
              content_hash: contentHash,
              original_key: originalKey,
              mime_type: mimeType,
              name,
              size_bytes: (await stat(file)).size,
              width: info.width,
              height: info.height,
              orientation: info.orientation,
              created_at: deps.clock.now().toISOString(),
            },
            stored,
          );
          imported += 1;
        } catch (error) {
          failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          await rm(workDir, { recursive: true, force: true });
        }
      }
      if (imported > 0) await deps.publish('collection.art.imported', { count: imported });
      return { imported, skipped, failed };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
