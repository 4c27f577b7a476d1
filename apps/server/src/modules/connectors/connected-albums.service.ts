import {
  CONNECTED_ALBUMS_MAX,
  type ConnectedAlbum,
  type ConnectedAlbumList,
  type ConnectorProvider,
  DROPBOX_FOLDERS_MAX,
  type DropboxFolderList,
  type RefusedFilePage,
} from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { AlbumRow, ConnectedAlbumRow, ConnectionRow } from '../../infra/db/schema.ts';
import type { Access } from '../access/access.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { ConnectionsService } from './connections.service.ts';
import type { ConnectedAlbumInfo, ConnectorsRepo } from './connectors.repo.ts';
import type { SourceSync } from './source-sync.ts';

/** Until Google says how often to ask, ask again after this long. */
const FIRST_PICKING_POLL_MS = 5000;

/**
 * Connected albums as their owner sees and asks for them: the Dropbox folders to choose from, a
 * folder made an album, a Google picking session opened (again), the status of each, the files not
 * taken, "sync now", and letting go of a provider. Another person's album answers 404.
 */
export function createConnectedAlbumsService(deps: {
  repo: ConnectorsRepo;
  access: Access;
  connections: ConnectionsService;
  sync: SourceSync;
  albums: {
    create(ownerId: number, name: string, source: ConnectorProvider): Promise<AlbumRow>;
    release(albumId: number): Promise<void>;
    remove(albumId: number): Promise<void>;
  };
  deleteItems(userId: number, itemIds: number[]): Promise<number>;
  /** Sends the album's sync job (once while one is queued). */
  requestSync(albumId: number): Promise<void>;
  clock: Clock;
  maxItems: number;
}) {
  const { repo, connections, clock } = deps;

  /** A provider's call while the person waits (a folder that is gone reads as such). */
  const asked = <T>(connection: ConnectionRow, work: (token: string) => Promise<T>): Promise<T> =>
    connections.whilePersonWaits(connection, work, 'dropbox_folder_gone');

  async function present(album: ConnectedAlbumInfo): Promise<ConnectedAlbum> {
    const counts = await repo.counts(album.album_id, deps.maxItems);
    return {
      albumId: album.album_id,
      name: album.name,
      provider: album.provider,
      folderPath: album.folder_path,
      state: album.state,
      errorCode: album.error_code,
      syncedAt: album.synced_at,
      itemCount: counts.done,
      progress: album.state === 'importing' ? { done: counts.done, total: counts.wanted } : null,
      refusedCount: counts.refused,
      leftOutCount: counts.leftOut,
      maxItems: deps.maxItems,
      pickerUri: album.state === 'picking' ? album.picker_uri : null,
    };
  }

  async function ownAlbum(userId: number, albumId: number): Promise<ConnectedAlbumInfo> {
    await deps.access.requireAccess(userId, 'album.manage', [albumId]);
    const album = await repo.findConnectedAlbum(albumId);
    if (!album) throw new AppError('not_found');
    return album;
  }

  async function refuseBeyondLimit(userId: number): Promise<void> {
    if ((await repo.countConnectedAlbums(userId)) >= CONNECTED_ALBUMS_MAX) {
      throw new AppError('connected_albums_limit', { max: CONNECTED_ALBUMS_MAX });
    }
  }

  /** Whether the album waits for picks in a session Google still holds open. */
  function isPickingOpen(album: ConnectedAlbumInfo): boolean {
    return (
      album.state === 'picking' &&
      album.picker_session_id !== null &&
      (album.picker_expires_at === null || album.picker_expires_at > clock.now().toISOString())
    );
  }

  /** A Google picking session for the album: its page is where the person picks. */
  async function openPicking(connection: ConnectionRow, albumId: number): Promise<void> {
    const session = await asked(connection, (token) => connections.connectorOf('google').createSession(token));
    await repo.updateConnectedAlbum(albumId, {
      state: 'picking',
      error_code: null,
      picker_session_id: session.id,
      picker_uri: session.pickerUri,
      picker_expires_at: session.expiresAt?.toISOString() ?? null,
      retry_at: new Date(clock.now().getTime() + (session.pollIntervalMs ?? FIRST_PICKING_POLL_MS)).toISOString(),
      tries: 0,
    });
  }

  /** A connected album's first row: nothing read from its source yet. */
  function newConnectedAlbum(
    albumId: number,
    connectionId: number,
    source: Pick<ConnectedAlbumRow, 'state'> & Partial<Pick<ConnectedAlbumRow, 'folder_id' | 'folder_path'>>,
  ): Omit<ConnectedAlbumRow, 'tries'> {
    return {
      album_id: albumId,
      connection_id: connectionId,
      folder_id: null,
      folder_path: null,
      cursor: null,
      error_code: null,
      retry_at: null,
      synced_at: null,
      picker_session_id: null,
      picker_uri: null,
      picker_expires_at: null,
      watch_holder: null,
      watch_until: null,
      created_at: clock.now().toISOString(),
      ...source,
    };
  }

  async function presentOwn(userId: number, albumId: number): Promise<ConnectedAlbum> {
    return present(await ownAlbum(userId, albumId));
  }

  return {
    async list(userId: number, provider?: ConnectorProvider): Promise<ConnectedAlbumList> {
      const albums = await repo.connectedAlbumsOf(userId, provider);
      return { albums: await Promise.all(albums.slice(0, CONNECTED_ALBUMS_MAX).map(present)) };
    },

    get: presentOwn,

    async dropboxFolders(userId: number, path: string): Promise<DropboxFolderList> {
      const connection = await connections.requireConnection(userId, 'dropbox');
      const listed = await asked(connection, (token) =>
        connections.connectorOf('dropbox').listFolders(token, path, DROPBOX_FOLDERS_MAX),
      );
      return { path, ...listed };
    },

    /** The folder becomes an album named after it, and starts filling. */
    async connectDropboxFolder(userId: number, path: string): Promise<ConnectedAlbum> {
      const connection = await connections.requireConnection(userId, 'dropbox');
      await refuseBeyondLimit(userId);
      const folder = await asked(connection, (token) => connections.connectorOf('dropbox').folderInfo(token, path));
      if (await repo.findFolderAlbum(connection.id, folder.id)) throw new AppError('connected_album_exists');
      const album = await deps.albums.create(userId, folder.name, 'dropbox');
      try {
        await repo.insertConnectedAlbum(
          newConnectedAlbum(album.id, connection.id, {
            folder_id: folder.id,
            folder_path: folder.pathDisplay,
            state: 'importing',
          }),
        );
      } catch (error) {
        await deps.albums.remove(album.id);
        // The same folder, chosen twice at once.
        if (isUniqueViolation(error)) throw new AppError('connected_album_exists');
        throw error;
      }
      await deps.requestSync(album.id);
      return presentOwn(userId, album.id);
    },

    /**
     * A new Google album, waiting for the person to pick in the picker's tab. While one still waits
     * with its session open, that one is answered again: one open picking session per person,
     * however often the button is pressed (each would be a session at Google).
     */
    async connectGooglePhotos(userId: number): Promise<ConnectedAlbum> {
      const connection = await connections.requireConnection(userId, 'google');
      const waiting = (await repo.connectedAlbumsOf(userId, 'google')).find((album) => isPickingOpen(album));
      if (waiting) return present(waiting);
      await refuseBeyondLimit(userId);
      const album = await deps.albums.create(userId, 'Google Photos', 'google');
      await repo.insertConnectedAlbum(newConnectedAlbum(album.id, connection.id, { state: 'picking' }));
      try {
        await openPicking(connection, album.id);
      } catch (error) {
        await deps.albums.remove(album.id);
        throw error;
      }
      return presentOwn(userId, album.id);
    },

    /** "Pick more": the open session again while it lasts, else a new one. */
    async pickMore(userId: number, albumId: number): Promise<ConnectedAlbum> {
      const album = await ownAlbum(userId, albumId);
      if (album.provider !== 'google') throw new AppError('not_found');
      if (!isPickingOpen(album)) await openPicking(await connections.requireConnection(userId, 'google'), albumId);
      return presentOwn(userId, albumId);
    },

    /** "Sync now" / "Try again": at once, whatever the album was waiting for. */
    async syncNow(userId: number, albumId: number): Promise<ConnectedAlbum> {
      const album = await ownAlbum(userId, albumId);
      await connections.requireConnection(userId, album.provider);
      if (album.state !== 'picking' && album.state !== 'importing') {
        await repo.updateConnectedAlbum(albumId, { state: 'waiting', retry_at: null, tries: 0 });
        await deps.requestSync(albumId);
      }
      return presentOwn(userId, albumId);
    },

    async refusedFiles(
      userId: number,
      albumId: number,
      query: { cursor?: string; limit: number },
    ): Promise<RefusedFilePage> {
      await ownAlbum(userId, albumId);
      const after = decodeCursor(query.cursor, ['string', 'string']) as [string, string] | null;
      const rows = await repo.refusedFiles(albumId, after && { name: after[0], ref: after[1] }, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        files: page.map((row) => ({ name: row.name, path: row.path, code: row.refusal_code ?? 'upload_failed' })),
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.name, last.ref]) : null,
      };
    },

    /**
     * Lets go of a provider: its albums stay as the person's own (with their photos), or go with
     * the photos they brought in (those nothing else holds); then the grant is revoked there.
     */
    async disconnect(userId: number, provider: ConnectorProvider, keepPhotos: boolean): Promise<void> {
      const connection = await repo.findConnection(userId, provider);
      if (!connection) throw new AppError('not_found');
      for (const album of await repo.connectedAlbumsOfConnection(connection.id)) {
        if (keepPhotos) {
          await deps.albums.release(album.album_id);
          continue;
        }
        const itemIds: number[] = [];
        for (const itemId of await repo.ownItemsOf(album.album_id)) {
          if (!(await repo.isItemUsedElsewhere(itemId, album.album_id))) itemIds.push(itemId);
        }
        await deps.albums.remove(album.album_id);
        for (let start = 0; start < itemIds.length; start += 500) {
          await deps.deleteItems(userId, itemIds.slice(start, start + 500));
        }
      }
      await connections.forget(connection);
    },

    /** An account being deleted: every grant revoked at its provider (the rows go with the account). */
    async forgetAccount(userId: number): Promise<void> {
      for (const connection of await repo.connectionsOf(userId)) await connections.forget(connection);
    },

    /** A reconnect: albums that stopped for the revoked grant carry on. */
    async resume(connection: ConnectionRow): Promise<void> {
      for (const album of await repo.connectedAlbumsOfConnection(connection.id)) {
        if (album.state === 'failed' && album.error_code === 'connection_revoked') {
          await repo.updateConnectedAlbum(album.album_id, {
            state: 'waiting',
            error_code: null,
            retry_at: null,
            tries: 0,
          });
          await deps.requestSync(album.album_id);
        }
      }
    },
  };
}

export type ConnectedAlbumsService = ReturnType<typeof createConnectedAlbumsService>;
