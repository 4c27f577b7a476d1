import { IMPORT_LIMITS } from '@kinframe/contract';
import type { AppContext } from '../../context.ts';
import type { ImportRow } from '../../infra/db/schema.ts';
import type { ConnectionsService } from '../connectors/connections.service.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { DomainEventBus } from '../events.ts';
import type { IngestService } from '../library/ingest.service.ts';
import { accountSource } from './account-source.ts';
import { openArchiveSource } from './archive-source.ts';
import { createImportRun, type ImportRunDeps, RUN_LEASE_MS } from './import-run.ts';
import { createImportsRepo } from './imports.repo.ts';
import { createImportsService, importFolder } from './imports.service.ts';
import { createRunImportJob } from './run-import.job.ts';

/** Imports due a run, taken this many at a time by each worker's tick. */
const DUE_PER_TICK = 20;

/**
 * Imports, from export archives and from accounts at services: the person's routes
 * (imports.service) and the worker's runs (import-run), which read the archive from storage, or
 * the account through its connector, and take the photos through the library's ingest into albums
 * made for the source's albums.
 */
export function createImportsModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    ingest: Pick<IngestService, 'ingestOrFind'>;
    albums: {
      create(ownerId: number, name: string): Promise<{ id: number }>;
      addItems(albumId: number, ownerId: number, itemIds: number[]): Promise<number>;
    };
    describeItem: ImportRunDeps['describeItem'];
    publish: DomainEventBus['publish'];
    connections: Pick<
      ConnectionsService,
      'requireConnection' | 'findConnection' | 'accessToken' | 'isRevoked' | 'whilePersonWaits' | 'connectorOf'
    >;
  },
) {
  const { db, clock, queue, storage } = context;
  const repo = createImportsRepo(db);
  /** An account's import reads through the person's connection, its token fresh for each run. */
  async function openSource(row: ImportRow) {
    if (row.provider === null) return openArchiveSource(row, await repo.partsOf([row.id]), storage);
    const connection = await deps.connections.requireConnection(row.user_id, row.provider);
    const token = await deps.connections.accessToken(connection);
    return accountSource(row, deps.connections.connectorOf(row.provider), token);
  }
  async function isRevoked(row: ImportRow): Promise<boolean> {
    if (row.provider === null) return false;
    const connection = await deps.connections.findConnection(row.user_id, row.provider);
    return connection === undefined || (await deps.connections.isRevoked(connection));
  }
  const run = createImportRun({
    repo,
    openSource,
    isRevoked,
    ingest: deps.ingest,
    albums: deps.albums,
    describeItem: deps.describeItem,
    publish: deps.publish,
    clock,
  });
  const runJob = createRunImportJob({ run: () => run });
  const requestRun = async (importId: number) => {
    await queue.send(runJob, { importId }, { singletonKey: String(importId) });
  };
  const imports = createImportsService({ repo, storage, clock, requestRun, connections: deps.connections });

  /**
   * What every worker does every few seconds: sends the runs that are due (a run's time was up, a
   * worker died), and deletes the archives of imports that ended and of uploads left unfinished.
   */
  async function importsTick(): Promise<void> {
    const now = clock.now();
    for (const importId of await repo.claimDue(now, RUN_LEASE_MS, DUE_PER_TICK)) await requestRun(importId);
    const staleBefore = new Date(now.getTime() - IMPORT_LIMITS.uploadHours * 3_600_000).toISOString();
    for (const row of await repo.leftovers(staleBefore, DUE_PER_TICK)) {
      if (row.state === 'uploading') {
        await repo.updateImport(row.id, { state: 'cancelled', finished_at: now.toISOString() }, ['uploading']);
      }
      await storage.deletePrefix(importFolder(row.user_id, row.id));
      await repo.updateImport(row.id, { is_archive_deleted: 1 });
    }
  }

  // An account being erased: its imports stop, and their archives leave storage.
  deps.declareErasure({
    module: 'imports',
    phase: 'sources',
    erase: async (userId) => {
      await repo.cancelAll(userId, clock.now().toISOString());
      await storage.deletePrefix(`imports/${userId}/`);
    },
  });
  return {
    imports,
    importsTick,
    jobs: [runJob],
  };
}
