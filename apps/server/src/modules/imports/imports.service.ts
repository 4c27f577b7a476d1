import {
  type CreateAccountImport,
  type CreateImport,
  FINISHED_IMPORT_STATES,
  IMPORT_LIMITS,
  type Import,
  type ImportList,
  type ImportPartPolicy,
  type ImportProvider,
  type ImportRefusalPage,
  type SourceAlbumList,
  ZCreateImport,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { ImportRow } from '../../infra/db/schema.ts';
import type { Storage } from '../../infra/storage/index.ts';
import type { ConnectionsService } from '../connectors/connections.service.ts';
import { decodeNumberCursor, encodeCursor } from '../cursor.ts';
import { listSourceAlbums } from './account-source.ts';
import { presentImport } from './imports.presenters.ts';
import type { ImportsRepo } from './imports.repo.ts';

/** Where an import's parts are stored until it ends: one folder of keys per import. */
export const importFolder = (userId: number, importId: number) => `imports/${userId}/${importId}/`;

/**
 * The person's side of imports: an archive announced by its parts, each part's upload address, the
 * start once every part is in storage, the list with progress, a cancel, and the files refused.
 * Every call is for the person's own imports: another person's id is not found.
 */
export function createImportsService(deps: {
  repo: ImportsRepo;
  storage: Pick<Storage, 'createUploadPolicy' | 'stat'>;
  clock: Clock;
  /** Sends the import's next run at once (the worker's tick would, a few seconds later). */
  requestRun: (importId: number) => Promise<void>;
  connections: Pick<ConnectionsService, 'requireConnection' | 'whilePersonWaits' | 'connectorOf'>;
}) {
  const { repo, clock } = deps;
  const now = () => clock.now().toISOString();

  async function present(rows: ImportRow[]): Promise<Import[]> {
    const ids = rows.map((row) => row.id);
    const parts = await repo.partsOf(ids);
    const albumCounts = await repo.albumCounts(ids);
    return rows.map((row) =>
      presentImport(
        row,
        parts.filter((part) => part.import_id === row.id),
        albumCounts.get(row.id) ?? 0,
      ),
    );
  }

  async function requireRoom(userId: number): Promise<void> {
    if ((await repo.countUnfinished(userId)) >= IMPORT_LIMITS.unfinishedMax) {
      throw new AppError('imports_limit', { max: IMPORT_LIMITS.unfinishedMax });
    }
  }

  async function requireImport(userId: number, importId: number): Promise<ImportRow> {
    const row = await repo.findImport(userId, importId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  const getImport = async (userId: number, importId: number): Promise<Import> => {
    const [presented] = await present([await requireImport(userId, importId)]);
    if (!presented) throw new AppError('not_found');
    return presented;
  };

  return {
    getImport,

    async listImports(userId: number): Promise<ImportList> {
      return { imports: await present(await repo.listImports(userId, IMPORT_LIMITS.listedMax)) };
    },

    /** A new import waiting for its parts; at most a few under way per person (storage is not free). */
    async createImport(userId: number, input: CreateImport): Promise<Import> {
      const form = ZCreateImport.parse(input);
      await requireRoom(userId);
      const row = await repo.createImport(
        {
          user_id: userId,
          format: form.format,
          include_stories: form.includeStories ? 1 : 0,
          created_at: now(),
          state: 'uploading',
        },
        form.parts.map((part) => ({
          name: part.name,
          size_bytes: part.sizeBytes,
          storage_key: (importId, index) => `${importFolder(userId, importId)}part-${index}.zip`,
        })),
      );
      return getImport(userId, row.id);
    },

    /** The person's albums at the provider, to choose which to import. */
    async sourceAlbums(userId: number, provider: ImportProvider): Promise<SourceAlbumList> {
      const connection = await deps.connections.requireConnection(userId, provider);
      return deps.connections.whilePersonWaits(connection, (token) =>
        listSourceAlbums(deps.connections.connectorOf(provider), token),
      );
    },

    /** An import from the person's connected account: read and taken by the worker at once. */
    async createAccountImport(userId: number, input: CreateAccountImport): Promise<Import> {
      await deps.connections.requireConnection(userId, input.provider);
      await requireRoom(userId);
      const row = await repo.createImport(
        {
          user_id: userId,
          provider: input.provider,
          album_refs: input.albumIds === null ? null : JSON.stringify([...new Set(input.albumIds)]),
          include_stories: 0,
          created_at: now(),
          state: 'reading',
          run_at: now(),
        },
        [],
      );
      await deps.requestRun(row.id);
      return getImport(userId, row.id);
    },

    /**
     * Where the browser posts one part, good for an hour: asked just before each part goes, so a
     * long upload of many parts never meets an expired address. Storage refuses more bytes than
     * the part was announced with.
     */
    async partPolicy(userId: number, importId: number, index: number): Promise<ImportPartPolicy> {
      const row = await requireImport(userId, importId);
      const part = (await repo.partsOf([row.id])).find((candidate) => candidate.part === index);
      if (!part) throw new AppError('not_found');
      if (row.state !== 'uploading') throw new AppError('import_not_uploading');
      const uploadPolicy = await deps.storage.createUploadPolicy(part.storage_key, {
        maxBytes: Number(part.size_bytes),
        expiresInSeconds: IMPORT_LIMITS.policyTtlMinutes * 60,
        contentTypes: ['application/zip'],
      });
      return { uploadPolicy };
    },

    /** Every part is in storage: the worker reads the archive. Parts still missing are marked so. */
    async startImport(userId: number, importId: number): Promise<Import> {
      const row = await requireImport(userId, importId);
      if (row.state !== 'uploading') throw new AppError('import_not_uploading');
      let isComplete = true;
      for (const part of await repo.partsOf([row.id])) {
        const stored = await deps.storage.stat(part.storage_key);
        if (stored) await repo.markPartUploaded(row.id, part.part);
        else isComplete = false;
      }
      if (!isComplete) throw new AppError('import_parts_missing');
      if (await repo.updateImport(row.id, { state: 'reading', run_at: now() }, ['uploading'])) {
        await deps.requestRun(row.id);
      }
      return getImport(userId, importId);
    },

    /**
     * Stops an import where it is: what was imported stays, the rest is not taken, and the archive
     * is deleted (by the worker's tick). An import that already ended stays as it ended.
     */
    async cancelImport(userId: number, importId: number): Promise<Import> {
      const row = await requireImport(userId, importId);
      if (!FINISHED_IMPORT_STATES.includes(row.state)) {
        await repo.updateImport(row.id, { state: 'cancelled', run_at: null, current_album: null, finished_at: now() }, [
          'uploading',
          'reading',
          'importing',
        ]);
      }
      return getImport(userId, importId);
    },

    async refusedFiles(
      userId: number,
      importId: number,
      query: { cursor?: string; limit: number },
    ): Promise<ImportRefusalPage> {
      const row = await requireImport(userId, importId);
      const after = decodeNumberCursor(query.cursor, 1);
      const rows = await repo.refusedFiles(row.id, after?.[0] ?? null, query.limit + 1);
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      return {
        files: shown.map((file) => ({ name: file.name, path: file.path, code: file.refusal_code ?? 'import_failed' })),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.seq]) : null,
      };
    },
  };
}

export type ImportsService = ReturnType<typeof createImportsService>;
