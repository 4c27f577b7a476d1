import {
  ARCHIVE_NAMES,
  CONNECT_RETURN_PATHS,
  CONNECTOR_NAMES,
  type ErrorCode,
  IMPORT_PAGE_PATHS,
  pathOf,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import { ArchiveError } from '../../infra/archives/zip-reader.ts';
import type { Clock } from '../../infra/clock.ts';
import { ConnectorError } from '../../infra/connectors/connector.ts';
import type { ImportFileRow, ImportRow } from '../../infra/db/schema.ts';
import type { DomainEventBus } from '../events.ts';
import type { IngestService } from '../library/ingest.service.ts';
import type { ImportSource } from './import-source.ts';
import type { ImportsRepo } from './imports.repo.ts';

/** Files taken between two looks at whether the import was cancelled, and a renewal of its lease. */
const BATCH = 10;
/** One run does this much, then hands over to the next (the tick sends it): jobs stay short. */
const RUN_BUDGET_MS = 4 * 60_000;
/** How long a run holds an import before another worker may take it up (renewed after each batch). */
export const RUN_LEASE_MS = 2 * 60_000;
/** Unexpected failures in a row before the import is given up: waits double from 30 s. */
const TRIES_MAX = 6;
const FIRST_WAIT_MS = 30_000;
/** The waits after a service asked to slow down, or could not be reached: doubling up to this. */
const LONGEST_WAIT_MS = 30 * 60_000;

/** How an import is named to its owner: the archive's brand name, or the service's. */
export function importName(row: Pick<ImportRow, 'format' | 'provider'>): string {
  if (row.format) return ARCHIVE_NAMES[row.format];
  return row.provider ? CONNECTOR_NAMES[row.provider] : '';
}

/** The item source of what an import brings: Takeout's photos are Google Photos'; Kinframe's were uploads. */
function itemSourceOf(row: ImportRow) {
  if (row.format === 'takeout') return 'google' as const;
  if (row.format === 'kinframe') return 'upload' as const;
  return row.format ?? row.provider ?? 'google';
}

/** The failures no retry mends: the import ends with the reason (null: try again). */
function finalReason(error: unknown): ErrorCode | null {
  if (error instanceof ArchiveError) {
    return error.code === 'archive_not_zip' || error.code === 'archive_too_many_entries' ? 'archive_not_zip' : null;
  }
  if (error instanceof AppError) {
    const final: ErrorCode[] = [
      'archive_empty',
      'import_parts_missing',
      'connector_not_configured',
      'connection_revoked',
      'connector_not_connected',
    ];
    return final.includes(error.code) ? error.code : null;
  }
  if (error instanceof ConnectorError && error.kind === 'revoked') return 'connection_revoked';
  return null;
}

/** The web app's page where the import's source shows its imports. */
function importPageOf(row: ImportRow): string {
  if (row.format) return IMPORT_PAGE_PATHS[row.format];
  return row.provider ? CONNECT_RETURN_PATHS[`library-${row.provider}`] : pathOf('library');
}

export interface ImportRunDeps {
  repo: ImportsRepo;
  /** Opens the import's source for one run: its archive in storage, or the account at its service. */
  openSource: (row: ImportRow) => Promise<ImportSource>;
  /**
   * An account's import whose service refused the token: whether the grant is really gone (the
   * connection is then marked so, for its owner to reconnect), or the token only needs renewing.
   */
  isRevoked: (row: ImportRow) => Promise<boolean>;
  ingest: Pick<IngestService, 'ingestOrFind'>;
  albums: {
    create(ownerId: number, name: string): Promise<{ id: number }>;
    addItems(albumId: number, ownerId: number, itemIds: number[]): Promise<number>;
  };
  /** What an archive says of an item beyond its date and caption (Kinframe's own export: tags, favourite). */
  describeItem: (userId: number, itemId: number, facts: { tags: string[]; isFavourite: boolean }) => Promise<void>;
  publish: DomainEventBus['publish'];
  clock: Clock;
}

/**
 * Carries an import on, one run at a time: reads its source (the archive's parts, or the account)
 * once into a plan (the files, their dates, captions and albums), then takes the planned files in
 * order through the library's ingest, as uploads go, and puts them in the albums made for the
 * source's albums. What each file
 * became is written as it goes, so a run that stops (its time is up, the worker died, the import
 * was cancelled) leaves the next one to start at the first file left.
 */
export function createImportRun(deps: ImportRunDeps) {
  const { repo, clock } = deps;
  const now = () => clock.now().toISOString();
  const lease = () => new Date(clock.now().getTime() + RUN_LEASE_MS).toISOString();

  async function read(row: ImportRow, source: ImportSource): Promise<void> {
    const plan = await source.plan();
    if (plan.files.length === 0) throw new AppError('archive_empty', { format: importName(row) });
    const albums = [...new Set(plan.files.flatMap((file) => file.albums))];
    let seq = 0;
    const rows = [
      ...plan.files.map((file) => ({
        seq: seq++,
        part: file.part,
        path: file.path,
        name: file.name,
        kind: file.kind,
        download_url: file.downloadUrl,
        taken_at: file.takenAt,
        caption: file.caption,
        albums: file.albums,
        tags: JSON.stringify(file.tags ?? []),
        is_favourite: file.isFavourite ? 1 : 0,
        latitude: file.position?.latitude ?? null,
        longitude: file.position?.longitude ?? null,
        altitude: file.position?.altitude ?? null,
        state: 'pending' as const,
        refusal_code: null,
      })),
      ...plan.refusals.map((refusal) => ({
        seq: seq++,
        part: refusal.part,
        path: refusal.path,
        name: refusal.name,
        kind: null,
        download_url: null,
        taken_at: null,
        caption: '',
        albums: [],
        tags: '[]',
        is_favourite: 0,
        state: 'refused' as const,
        refusal_code: refusal.code,
      })),
    ];
    await repo.savePlan(row.id, albums, rows);
    await repo.updateImport(
      row.id,
      { state: 'importing', total: rows.length, done: plan.refusals.length, refused: plan.refusals.length },
      ['reading'],
    );
  }

  /** One planned file into the library: what became of it. */
  async function take(row: ImportRow, source: ImportSource, file: ImportFileRow, signal?: AbortSignal) {
    const bytes = await source.open(file, signal);
    if (bytes === null) return { state: 'refused' as const, item_id: null, refusal_code: 'import_file_missing' };
    // A failure of the bytes half-way, told apart from a file the checks refuse: storage or the
    // service failing is tried again; a damaged entry is that file's refusal.
    let failure: unknown = null;
    bytes.once('error', (error) => {
      failure = error;
    });
    try {
      const { item, isNew } = await deps.ingest.ingestOrFind(row.user_id, {
        file: bytes,
        fileName: file.name,
        lastModified: file.taken_at === null ? undefined : Date.parse(file.taken_at),
        // The entry is read whole: the ingest's own checks refuse what is too large.
        isTruncated: () => false,
        source: itemSourceOf(row),
        caption: file.caption,
        position:
          file.latitude === null || file.longitude === null
            ? null
            : { latitude: file.latitude, longitude: file.longitude, altitude: file.altitude },
      });
      // Same bytes: the library had it before this import (a duplicate), this archive held it twice,
      // or an earlier run of this import made it and stopped before writing so.
      const state = isNew
        ? 'imported'
        : item.uploadedAt < row.created_at
          ? 'duplicate'
          : (await repo.hasImported(row.id, item.id))
            ? 'repeated'
            : 'imported';
      const tags = JSON.parse(file.tags) as string[];
      if (state === 'imported' && (tags.length > 0 || file.is_favourite === 1)) {
        await deps.describeItem(row.user_id, item.id, { tags, isFavourite: file.is_favourite === 1 });
      }
      return { state, item_id: item.id, refusal_code: null } as const;
    } catch (error) {
      if (failure !== null && !(failure instanceof ArchiveError)) throw failure;
      if (!(error instanceof AppError)) throw error;
      return { state: 'refused' as const, item_id: null, refusal_code: error.code };
    } finally {
      bytes.destroy();
    }
  }

  /**
   * The source's albums of the import, read once a run: each one's name, and the album made for it
   * (made the first time one of its photos goes in).
   */
  async function sourceAlbumsOf(row: ImportRow) {
    const byId = new Map((await repo.albumsOf(row.id)).map((album) => [album.id, album]));
    return {
      nameOf: (importAlbumId: number): string | null => byId.get(importAlbumId)?.name ?? null,
      async albumIdOf(importAlbumId: number): Promise<number | null> {
        const album = byId.get(importAlbumId);
        if (!album) return null;
        if (album.album_id === null) {
          album.album_id = (await deps.albums.create(row.user_id, album.name)).id;
          await repo.setAlbum(album.id, album.album_id);
        }
        return album.album_id;
      },
    };
  }

  async function writeCounts(importId: number, currentAlbum: string | null): Promise<void> {
    const counts = await repo.countFiles(importId);
    await repo.updateImport(
      importId,
      {
        done: counts.imported + counts.duplicate + counts.repeated + counts.refused,
        imported: counts.imported,
        duplicates: counts.duplicate,
        refused: counts.refused,
        current_album: currentAlbum,
        run_at: lease(),
      },
      ['importing'],
    );
  }

  /** Takes the pending files within the run's budget. True when none is left. */
  async function importFiles(row: ImportRow, source: ImportSource, deadline: number, signal?: AbortSignal) {
    const albums = await sourceAlbumsOf(row);
    for (;;) {
      const batch = await repo.pendingFiles(row.id, BATCH);
      if (batch.length === 0) return true;
      const current = await repo.findImportById(row.id);
      if (current?.state !== 'importing' || Date.now() > deadline || signal?.aborted) return false;
      const firstAlbum = batch[0]?.album_ids.split(',').filter(Boolean)[0];
      await writeCounts(row.id, firstAlbum ? albums.nameOf(Number(firstAlbum)) : null);
      const toAlbums = new Map<number, number[]>();
      for (const file of batch) {
        const outcome = await take(row, source, file, signal);
        await repo.settleFile(row.id, file.seq, outcome);
        if (outcome.item_id === null) continue;
        for (const importAlbumId of file.album_ids.split(',').filter(Boolean)) {
          const albumId = await albums.albumIdOf(Number(importAlbumId));
          if (albumId !== null) toAlbums.set(albumId, [...(toAlbums.get(albumId) ?? []), outcome.item_id]);
        }
      }
      for (const [albumId, itemIds] of toAlbums) await deps.albums.addItems(albumId, row.user_id, itemIds);
    }
  }

  async function finish(row: ImportRow): Promise<void> {
    await writeCounts(row.id, null);
    const isDone = await repo.updateImport(row.id, { state: 'done', run_at: null, finished_at: now() }, ['importing']);
    if (!isDone) return;
    const ended = await repo.findImportById(row.id);
    if (!ended) return;
    await deps.publish('import.finished', {
      userId: row.user_id,
      importId: row.id,
      name: importName(row),
      page: importPageOf(row),
      imported: ended.imported,
      duplicates: ended.duplicates,
      refused: ended.refused,
    });
  }

  /** What a failure makes of the import: a wait and another run, or the end, with the reason. */
  async function fail(row: ImportRow, error: unknown): Promise<void> {
    const current = await repo.findImportById(row.id);
    // Cancelled meanwhile (its parts may be gone already): nothing went wrong.
    if (!current || current.state === 'cancelled') return;
    const at = clock.now().getTime();
    const waitFor = (ms: number, tries: number) =>
      repo.updateImport(row.id, { tries, run_at: new Date(at + ms).toISOString() }, ['reading', 'importing']);
    let reason = finalReason(error);
    if (reason === 'connection_revoked' && error instanceof ConnectorError && !(await deps.isRevoked(row))) {
      reason = null;
    }
    if (reason === null) {
      if (error instanceof ConnectorError && error.kind === 'throttled') {
        return void (await waitFor(Math.max(1, error.retryAfterSeconds ?? 60) * 1000, current.tries));
      }
      if (current.tries + 1 < TRIES_MAX) {
        if (!(error instanceof ConnectorError)) console.error(`Import ${row.id} failed, trying again:`, error);
        return void (await waitFor(Math.min(FIRST_WAIT_MS * 2 ** current.tries, LONGEST_WAIT_MS), current.tries + 1));
      }
    }
    const code: ErrorCode = reason ?? (error instanceof ConnectorError ? 'connector_unavailable' : 'import_failed');
    const isFailed = await repo.updateImport(
      row.id,
      { state: 'failed', error_code: code, run_at: null, finished_at: now() },
      ['reading', 'importing'],
    );
    if (isFailed) {
      await deps.publish('import.failed', {
        userId: row.user_id,
        importId: row.id,
        name: importName(row),
        page: importPageOf(row),
        reason: code,
      });
    }
  }

  return {
    /** One run: read the archive if not yet read, import within the budget, end it or hand over. */
    async run(importId: number, signal?: AbortSignal): Promise<void> {
      const row = await repo.findImportById(importId);
      if (!row || (row.state !== 'reading' && row.state !== 'importing')) return;
      let source: ImportSource | null = null;
      try {
        source = await deps.openSource(row);
        if (row.state === 'reading') await read(row, source);
        const isDone = await importFiles(row, source, Date.now() + RUN_BUDGET_MS, signal);
        if (isDone) await finish(row);
        // More to take: the next run is sent by the tick at once.
        else await repo.updateImport(row.id, { run_at: now(), tries: 0 }, ['importing']);
      } catch (error) {
        await fail(row, error);
      } finally {
        source?.close();
      }
    },
  };
}

export type ImportRun = ReturnType<typeof createImportRun>;
