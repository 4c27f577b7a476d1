import { type Readable, Transform } from 'node:stream';
import type { ErrorCode } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { ConnectorError, type SourceFile } from '../../infra/connectors/connector.ts';
import type { ConnectionRow, SourceFileRow } from '../../infra/db/schema.ts';
import type { IngestService, Upload } from '../library/ingest.service.ts';
import type { ConnectionsService } from './connections.service.ts';
import type { ConnectedAlbumInfo, ConnectorsRepo } from './connectors.repo.ts';

/** The file names a Dropbox folder holds that are worth fetching; anything else is skipped unread. */
const MEDIA_EXTENSIONS = new Set(
  'jpg jpeg jpe png gif webp heic heif avif tif tiff bmp dng mp4 m4v mov 3gp 3g2 webm mkv avi mts m2ts'.split(' '),
);

/** Files fetched between two looks at whether the album is still there and the run still has time. */
const BATCH = 10;
/** One run does this much, then hands over to the next (the tick sends it): jobs stay short. */
const RUN_BUDGET_MS = 4 * 60_000;
/** A listing this long is a loop, not a folder. */
const MAX_PAGES = 10_000;
/** Waits after a provider failure: doubling from 30 s, at most 30 minutes. */
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 30 * 60_000;

function isMediaName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && MEDIA_EXTENSIONS.has(name.slice(dot + 1).toLowerCase());
}

function fileRow(file: SourceFile, extra: { kind: string | null; download_url: string | null }) {
  return {
    ref: file.ref,
    name: file.name.slice(0, 255),
    path: file.path,
    path_lower: file.pathLower,
    content_hash: file.contentHash,
    modified_at: file.modifiedAt,
    size_bytes: file.sizeBytes,
    ...extra,
  };
}

/**
 * The bytes of a download as an upload: cut at `maxBytes` (marked truncated, so the ingest refuses
 * it as too large without reading the rest), and a provider failure half-way kept, so it is told
 * apart from a file the checks refuse.
 */
function asUpload(bytes: Readable, maxBytes: number) {
  let size = 0;
  let isTruncated = false;
  let failure: unknown = null;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        isTruncated = true;
        bytes.destroy();
        callback(null, null);
        return;
      }
      callback(null, chunk);
    },
  });
  bytes.once('error', (error) => {
    failure = error;
    meter.destroy(error);
  });
  bytes.pipe(meter);
  return { file: meter as Readable, isTruncated: () => isTruncated, failure: () => failure };
}

export interface SourceSyncDeps {
  repo: ConnectorsRepo;
  connections: ConnectionsService;
  ingest: Pick<IngestService, 'ingestOrFind'>;
  albums: {
    addItems(albumId: number, ownerId: number, itemIds: number[]): Promise<number>;
    removeItems(albumId: number, itemIds: number[]): Promise<number>;
  };
  deleteItems(userId: number, itemIds: number[]): Promise<number>;
  clock: Clock;
  maxItems: number;
  maxBytes: number;
}

/**
 * Brings a connected album in line with its source, one run at a time: what changed at the source
 * is recorded file by file (Dropbox: its folder listing from the saved cursor; Google: the items a
 * finished picking session holds), then the newest `maxItems` files are fetched and taken in through
 * the same ingest as an upload (photos the library already has are reused), and files gone or past
 * the newest let go of their items. Whatever the provider does is a state of the album (waiting
 * with a time to try again, failed with a reason), never a job left failing.
 */
export function createSourceSync(deps: SourceSyncDeps) {
  const { repo, clock } = deps;
  const now = () => clock.now().toISOString();

  /** Items of files gone from the album: out of it, and out of the library when the album made them and nothing else holds them. */
  async function letGo(album: ConnectedAlbumInfo, files: { item_id: number | null; is_own: number }[]) {
    const itemIds = [...new Set(files.map((file) => file.item_id).filter((id): id is number => id !== null))];
    if (itemIds.length === 0) return;
    await deps.albums.removeItems(album.album_id, itemIds);
    const own = new Set(files.filter((file) => file.is_own === 1).map((file) => file.item_id));
    const deletable: number[] = [];
    for (const itemId of itemIds) {
      if (own.has(itemId) && !(await repo.isItemUsedElsewhere(itemId, album.album_id))) deletable.push(itemId);
    }
    if (deletable.length > 0) await deps.deleteItems(album.owner_id, deletable);
  }

  /** Dropbox: the folder's changes since the cursor (everything, the first time), in order. */
  async function readFolder(album: ConnectedAlbumInfo, token: string): Promise<void> {
    const dropbox = deps.connections.connectorOf('dropbox');
    const folder = (album.folder_path ?? '').toLowerCase();
    let cursor = album.cursor;
    // Listed from the start, what the listing does not name is gone.
    let seen = cursor === null ? new Set<string>() : null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      let result: Awaited<ReturnType<typeof dropbox.listChanges>>;
      try {
        result = await dropbox.listChanges(token, { path: album.folder_path ?? '', cursor });
      } catch (error) {
        // An expired cursor: list again from the start (a folder that is gone fails again there).
        if (!(error instanceof ConnectorError && error.kind === 'not_found' && cursor !== null)) throw error;
        cursor = null;
        seen = new Set();
        continue;
      }
      const gone: { ref?: string; content_hash?: string | null; item_id: number | null; is_own: number }[] = [];
      for (const change of result.changes) {
        if (change.type === 'deleted') {
          // The folder itself (or one it is in) went: that is for the person to see, not to mirror.
          if (folder === change.pathLower || folder.startsWith(`${change.pathLower}/`)) {
            throw new ConnectorError('not_found', 'The folder was deleted');
          }
          gone.push(...(await repo.deleteFilesUnder(album.album_id, change.pathLower)));
          continue;
        }
        seen?.add(change.file.ref);
        const isMedia = isMediaName(change.file.name);
        const changed = await repo.saveFile(album.album_id, fileRow(change.file, { kind: null, download_url: null }));
        if (changed) gone.push(changed);
        // A move is the file deleted at its old path, then the same file (same id, same bytes) at its
        // new one: it keeps its item rather than being let go of and fetched again. (Within one page:
        // a move that straddles two pages is fetched again, as the first page's deletions are applied
        // before the cursor moves on.)
        const moved = gone.findIndex(
          (row) => row.ref === change.file.ref && row.content_hash === change.file.contentHash,
        );
        const movedFile = gone[moved];
        if (movedFile) {
          gone.splice(moved, 1);
          if (movedFile.item_id !== null) {
            await repo.setFileItem(album.album_id, change.file.ref, movedFile.item_id, movedFile.is_own === 1);
          }
        }
        if (!isMedia) await repo.refuseFile(album.album_id, change.file.ref, 'not_media_file');
      }
      await letGo(album, gone);
      cursor = result.cursor;
      if (seen === null) await repo.updateConnectedAlbum(album.album_id, { cursor });
      if (!result.hasMore) break;
    }
    if (seen !== null) await letGo(album, await repo.deleteFilesNotIn(album.album_id, seen));
    await repo.updateConnectedAlbum(album.album_id, { cursor });
  }

  /**
   * Google: a picking session's state. Still open: ask again when Google says (false). Done: its
   * items are recorded, again on every run until they are fetched (true).
   */
  async function readPicks(album: ConnectedAlbumInfo, token: string): Promise<boolean> {
    const sessionId = album.picker_session_id;
    if (sessionId === null) return true;
    const google = deps.connections.connectorOf('google');
    // A session whose items were read keeps only its picker page's address forgotten (below).
    const isRead = album.picker_uri === null;
    let session: Awaited<ReturnType<typeof google.getSession>>;
    try {
      session = await google.getSession(token, sessionId);
    } catch (error) {
      if (!(isRead && error instanceof ConnectorError && error.kind === 'not_found')) throw error;
      // Gone since it was read: its items are recorded, with the links they had.
      await repo.updateConnectedAlbum(album.album_id, { picker_session_id: null, picker_expires_at: null });
      return true;
    }
    if (!session.mediaItemsSet) {
      const expiresAt = album.picker_expires_at === null ? null : Date.parse(album.picker_expires_at);
      if (expiresAt !== null && expiresAt <= clock.now().getTime()) {
        throw new ConnectorError('not_found', 'The picking session expired');
      }
      const wait = Math.min(Math.max(session.pollIntervalMs ?? 5000, 1000), 60_000);
      await repo.updateConnectedAlbum(album.album_id, {
        state: 'picking',
        retry_at: new Date(clock.now().getTime() + wait).toISOString(),
      });
      return false;
    }
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const result = await google.listPicked(token, sessionId, pageToken);
      for (const picked of result.items) {
        await repo.saveFile(album.album_id, fileRow(picked.file, { kind: picked.kind, download_url: picked.baseUrl }));
      }
      pageToken = result.nextPageToken;
      if (pageToken === null) break;
    }
    // Read. The session stays until its photos are fetched: each run lists it again, so the
    // download links (good for an hour) are fresh however long an import waits.
    await repo.updateConnectedAlbum(album.album_id, { picker_uri: null });
    return true;
  }

  /** Google: the photos of a read session are all fetched; the session goes. */
  async function closePicks(albumId: number, token: string): Promise<void> {
    const album = await repo.findConnectedAlbum(albumId);
    // Not while "Pick more" opened another one meanwhile.
    if (!album?.picker_session_id || album.picker_uri !== null || album.state !== 'importing') return;
    try {
      await deps.connections.connectorOf('google').deleteSession(token, album.picker_session_id);
    } catch {
      // Google ends it by itself; what was picked is copied.
    }
    await repo.updateConnectedAlbum(albumId, { picker_session_id: null, picker_expires_at: null }, 'importing');
  }

  function download(album: ConnectedAlbumInfo, token: string, file: SourceFileRow): Promise<Readable> {
    if (album.provider === 'dropbox') return deps.connections.connectorOf('dropbox').download(token, file.ref);
    return deps.connections.connectorOf('google').download(token, {
      file: {
        ref: file.ref,
        name: file.name,
        path: null,
        pathLower: null,
        contentHash: null,
        modifiedAt: file.modified_at,
        sizeBytes: null,
      },
      kind: file.kind === 'video' ? 'video' : 'photo',
      mimeType: null,
      baseUrl: file.download_url ?? '',
    });
  }

  /** One file into the library: its item id, or null when it was refused or is gone. */
  async function takeFile(album: ConnectedAlbumInfo, token: string, file: SourceFileRow): Promise<number | null> {
    let bytes: Readable;
    try {
      bytes = await download(album, token, file);
    } catch (error) {
      if (!(error instanceof ConnectorError)) throw error;
      if (error.kind === 'not_found') {
        await letGo(album, await repo.deleteFilesUnder(album.album_id, file.path_lower ?? `\u0000${file.ref}`));
        return null;
      }
      if (error.kind === 'invalid') {
        await repo.refuseFile(album.album_id, file.ref, 'upload_failed');
        return null;
      }
      throw error;
    }
    const upload = asUpload(bytes, deps.maxBytes);
    const source: Upload['source'] = album.provider;
    try {
      const { item, isNew } = await deps.ingest.ingestOrFind(album.owner_id, {
        file: upload.file,
        fileName: file.name,
        lastModified: Date.parse(file.modified_at),
        isTruncated: upload.isTruncated,
        source,
      });
      await repo.setFileItem(album.album_id, file.ref, item.id, isNew);
      return item.id;
    } catch (error) {
      // The download broke off: the provider's failure, not the file's.
      const failure = upload.failure();
      if (failure instanceof ConnectorError) throw failure;
      if (failure !== null) throw new ConnectorError('unavailable', 'The download broke off');
      if (!(error instanceof AppError)) throw error;
      await repo.refuseFile(album.album_id, file.ref, error.code);
      return null;
    } finally {
      bytes.destroy();
    }
  }

  /**
   * Fetches the album's missing files, newest first, within the run's budget. True when nothing
   * is left to fetch.
   */
  async function fill(album: ConnectedAlbumInfo, token: string, deadline: number, signal?: AbortSignal) {
    const leftOut = await repo.leftOutWithItems(album.album_id, deps.maxItems);
    await letGo(album, leftOut);
    for (const file of leftOut) await repo.setFileItem(album.album_id, file.ref, null, false);
    for (;;) {
      const batch = await repo.pendingFiles(album.album_id, deps.maxItems, BATCH);
      if (batch.length === 0) return true;
      if (Date.now() > deadline || signal?.aborted) return false;
      // Deleted meanwhile (by its owner, or with their account): nothing more to do for it.
      if (!(await repo.findConnectedAlbum(album.album_id))) return true;
      const taken: number[] = [];
      for (const file of batch) {
        const itemId = await takeFile(album, token, file);
        if (itemId !== null) taken.push(itemId);
      }
      if (taken.length > 0) await deps.albums.addItems(album.album_id, album.owner_id, taken);
    }
  }

  /** What a provider failure makes of the album: a wait and a retry, or a reason for its owner. */
  async function fail(album: ConnectedAlbumInfo, connection: ConnectionRow | undefined, error: unknown) {
    const at = clock.now().getTime();
    const waitFor = (ms: number, code: ErrorCode) =>
      repo.updateConnectedAlbum(album.album_id, {
        state: 'waiting',
        error_code: code,
        retry_at: new Date(at + ms).toISOString(),
        tries: album.tries + 1,
      });
    const failWith = (code: ErrorCode) =>
      repo.updateConnectedAlbum(album.album_id, { state: 'failed', error_code: code, retry_at: null });
    if (!(error instanceof ConnectorError)) {
      console.error(`Syncing connected album ${album.album_id} failed:`, error);
      await waitFor(Math.min(FIRST_WAIT_MS * 2 ** album.tries, LONGEST_WAIT_MS), 'connector_unavailable');
      return;
    }
    switch (error.kind) {
      case 'revoked':
        // A provider may drop an access token before its time: only a refused refresh is the end.
        if (connection && !(await deps.connections.isRevoked(connection))) {
          return waitFor(FIRST_WAIT_MS, 'connector_unavailable');
        }
        return failWith('connection_revoked');
      case 'not_found':
        return failWith(album.provider === 'dropbox' ? 'dropbox_folder_gone' : 'picking_expired');
      case 'throttled':
        return waitFor(Math.max(1, error.retryAfterSeconds ?? 60) * 1000, 'connector_throttled');
      default:
        return waitFor(Math.min(FIRST_WAIT_MS * 2 ** album.tries, LONGEST_WAIT_MS), 'connector_unavailable');
    }
  }

  return {
    letGo,

    /** One run for the album: read the source's changes, fetch what is missing, say where it stands. */
    async sync(albumId: number, signal?: AbortSignal): Promise<void> {
      const album = await repo.findConnectedAlbum(albumId);
      if (!album || album.state === 'failed') return;
      const connection = await repo.findConnectionById(album.connection_id);
      try {
        if (!connection) throw new ConnectorError('revoked', 'The connection is gone');
        const token = await deps.connections.accessToken(connection);
        if (album.provider === 'dropbox') await readFolder(album, token);
        else if (!(await readPicks(album, token))) return;
        await repo.updateConnectedAlbum(albumId, { state: 'importing', error_code: null, retry_at: null });
        const isDone = await fill(album, token, Date.now() + RUN_BUDGET_MS, signal);
        if (isDone && album.provider === 'google') await closePicks(albumId, token);
        // Only if still importing: "Pick more" may have opened a session meanwhile, to be asked about.
        await repo.updateConnectedAlbum(
          albumId,
          isDone
            ? { state: 'synced', error_code: null, retry_at: null, tries: 0, synced_at: now() }
            : // More to fetch: the next run is sent by the tick at once.
              { retry_at: now(), tries: 0 },
          'importing',
        );
      } catch (error) {
        await fail({ ...album, ...((await repo.findConnectedAlbum(albumId)) ?? {}) }, connection, error);
      }
    },
  };
}

export type SourceSync = ReturnType<typeof createSourceSync>;
