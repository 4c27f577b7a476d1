import type { Capabilities, ConnectorProvider } from '@kinframe/contract';
import { CONNECTED_ALBUM_PROVIDERS } from '@kinframe/contract';
import type { AppContext } from '../../context.ts';
import { createConnectors } from '../../infra/connectors/index.ts';
import type { AlbumRow } from '../../infra/db/schema.ts';
import { createTokenBox } from '../../infra/security/token-box.ts';
import type { DeclareErasure } from '../erasure.ts';
import type { IngestService } from '../library/ingest.service.ts';
import { createConnectedAlbumsService } from './connected-albums.service.ts';
import { createConnectionsService } from './connections.service.ts';
import { createConnectorsRepo } from './connectors.repo.ts';
import { createDropboxWatch } from './dropbox-watch.ts';
import { createSourceSync } from './source-sync.ts';
import { createSyncConnectedAlbumJob } from './sync-connected-album.job.ts';

/** Albums due a run are taken this many at a time by each worker's tick. */
const DUE_PER_TICK = 50;
/** A Dropbox folder nobody watches (more folders than the workers hold) is looked at this often. */
const UNWATCHED_EVERY_MS = 15 * 60_000;

/**
 * Connected albums: Dropbox folders kept in sync and Google Photos picks, behind the providers'
 * connectors (infra/connectors). It calls the library's ingest (every file goes in as an upload
 * does) and the albums module's connected-album commands; the worker runs its tick and its
 * Dropbox watch.
 */
export function createConnectorsModule(
  context: AppContext,
  deps: {
    /** Where it declares its step when an account is erased (modules/erasure.ts). */
    declareErasure: DeclareErasure;
    ingest: Pick<IngestService, 'ingestOrFind'>;
    deleteItems(userId: number, itemIds: number[]): Promise<number>;
    albums: {
      create(ownerId: number, name: string, source: ConnectorProvider): Promise<AlbumRow>;
      addItems(albumId: number, ownerId: number, itemIds: number[]): Promise<number>;
      removeItems(albumId: number, itemIds: number[]): Promise<number>;
      release(albumId: number): Promise<void>;
      remove(albumId: number): Promise<void>;
    };
  },
) {
  const { config, db, clock, queue } = context;
  const repo = createConnectorsRepo(db);
  const connectors = createConnectors(config.connectors);
  const syncJob = createSyncConnectedAlbumJob({ sync: () => sync });
  const requestSync = async (albumId: number) => {
    await queue.send(syncJob, { albumId }, { singletonKey: String(albumId) });
  };
  const connections = createConnectionsService({
    repo,
    connectors,
    box: createTokenBox(config.connectors.tokenKey),
    clock,
    appUrl: config.appUrl,
    onReconnected: (connection) => connectedAlbums.resume(connection),
  });
  const sync = createSourceSync({
    repo,
    connections,
    ingest: deps.ingest,
    albums: deps.albums,
    deleteItems: deps.deleteItems,
    clock,
    maxItems: config.albums.connectedMaxItems,
    maxBytes: Math.max(config.uploads.maxPhotoBytes, config.uploads.maxVideoBytes),
  });
  const connectedAlbums = createConnectedAlbumsService({
    repo,
    access: context.access,
    connections,
    sync,
    albums: deps.albums,
    deleteItems: deps.deleteItems,
    requestSync,
    clock,
    maxItems: config.albums.connectedMaxItems,
  });

  /**
   * What every worker does every few seconds: sends the runs that are due (picking sessions to
   * ask about, waits that are over, imports to carry on, folders nobody watches), and forgets
   * consents left unfinished. The claims in the database make each one happen once.
   */
  async function connectorsTick(): Promise<void> {
    const now = clock.now();
    for (const albumId of await repo.claimDue(now, 60_000, DUE_PER_TICK)) await requestSync(albumId);
    const before = new Date(now.getTime() - UNWATCHED_EVERY_MS).toISOString();
    for (const row of await repo.unwatchedSince(before, now.toISOString(), DUE_PER_TICK))
      await requestSync(row.album_id);
    await repo.deleteExpiredConnectRequests(now.toISOString());
  }

  deps.declareErasure({
    module: 'connectors',
    phase: 'sources',
    erase: (userId) => connectedAlbums.forgetAccount(userId),
  });
  const offeredProviders = CONNECTED_ALBUM_PROVIDERS.filter((provider) => connectors[provider] !== null);
  /** What screens may promise of connected albums: the providers set up here, and the most photos kept. */
  const connectedAlbumsOffer: Capabilities['connectedAlbums'] =
    offeredProviders.length > 0 ? { providers: offeredProviders, maxPhotos: config.albums.connectedMaxItems } : null;

  return {
    connections,
    connectedAlbums,
    connectedAlbumsOffer,
    connectorSync: sync,
    connectorsTick,
    /** The worker's Dropbox watch; null when Dropbox is not set up. */
    createDropboxWatch: (timing?: Parameters<typeof createDropboxWatch>[0]['timing']) =>
      connectors.dropbox
        ? createDropboxWatch({
            repo,
            dropbox: connectors.dropbox,
            clock,
            max: config.connectors.watchMax,
            requestSync,
            ...(timing ? { timing } : {}),
          })
        : null,
    jobs: [syncJob],
  };
}
