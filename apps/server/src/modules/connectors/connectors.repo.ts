import type { ConnectedAlbumProvider, ConnectorProvider } from '@kinframe/contract';
import { sql, type Updateable } from 'kysely';
import { claimDue } from '../../infra/db/claim-due.ts';
import type { Database } from '../../infra/db/database.ts';
import type {
  ConnectedAlbumRow,
  ConnectedAlbumsTable,
  ConnectionRow,
  ConnectionsTable,
  ConnectRequestsTable,
  SourceFileRow,
} from '../../infra/db/schema.ts';

/** A connected album with what every use of it needs: whose it is, its name, and its provider. */
export interface ConnectedAlbumInfo extends ConnectedAlbumRow {
  owner_id: number;
  name: string;
  provider: ConnectedAlbumProvider;
}

/** The counts a connected album's status shows, for its newest `max` files. */
export interface SourceCounts {
  /** Files kept (among the newest max, not refused) with their item. */
  done: number;
  /** Files kept, with or without their item yet. */
  wanted: number;
  refused: number;
  leftOut: number;
}

/** States in which a connected album has a next run to be taken. */
const SYNCING = ['picking', 'waiting', 'importing'] as const;

/** Rows per statement that names many files: under both databases' limits on bound parameters. */
const CHUNK = 500;

/** The connections, consents under way, connected albums and their sources' files. */
export function createConnectorsRepo(db: Database) {
  function albums() {
    return (
      db
        .selectFrom('connected_albums')
        .innerJoin('albums', 'albums.id', 'connected_albums.album_id')
        .innerJoin('connections', 'connections.id', 'connected_albums.connection_id')
        .selectAll('connected_albums')
        .select(['albums.owner_id', 'albums.name'])
        // Only Dropbox and Google connections have connected albums.
        .select((eb) => eb.ref('connections.provider').$castTo<ConnectedAlbumProvider>().as('provider'))
    );
  }

  /** The files an album keeps: the newest `max` that nothing refused. */
  function kept(albumId: number, max: number) {
    return db
      .selectFrom('source_files')
      .select('ref')
      .where('album_id', '=', albumId)
      .where('refusal_code', 'is', null)
      .orderBy('modified_at', 'desc')
      .orderBy('ref', 'desc')
      .limit(max);
  }

  return {
    // Connections.

    findConnection(userId: number, provider: ConnectorProvider): Promise<ConnectionRow | undefined> {
      return db
        .selectFrom('connections')
        .selectAll()
        .where('user_id', '=', userId)
        .where('provider', '=', provider)
        .executeTakeFirst();
    },

    findConnectionById(id: number): Promise<ConnectionRow | undefined> {
      return db.selectFrom('connections').selectAll().where('id', '=', id).executeTakeFirst();
    },

    connectionsOf(userId: number): Promise<ConnectionRow[]> {
      return db.selectFrom('connections').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    /** The person's connection to the provider, new or replacing the one they had (a reconnect). */
    async saveConnection(values: Omit<ConnectionRow, 'id'>): Promise<ConnectionRow> {
      return db
        .insertInto('connections')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['user_id', 'provider']).doUpdateSet({
            account_id: values.account_id,
            account_label: values.account_label,
            access_token: values.access_token,
            refresh_token: values.refresh_token,
            expires_at: values.expires_at,
            state: values.state,
            connected_at: values.connected_at,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateConnection(id: number, changes: Updateable<ConnectionsTable>): Promise<void> {
      await db.updateTable('connections').set(changes).where('id', '=', id).execute();
    },

    async deleteConnection(id: number): Promise<void> {
      await db.deleteFrom('connections').where('id', '=', id).execute();
    },

    // Consents under way.

    async insertConnectRequest(values: ConnectRequestsTable): Promise<void> {
      await db.insertInto('connect_requests').values(values).execute();
    },

    /** The consent of this state, taken once: a second callback with it finds nothing. */
    async takeConnectRequest(stateHash: string): Promise<ConnectRequestsTable | undefined> {
      return db.deleteFrom('connect_requests').where('state_hash', '=', stateHash).returningAll().executeTakeFirst();
    },

    async deleteExpiredConnectRequests(now: string): Promise<void> {
      await db.deleteFrom('connect_requests').where('expires_at', '<', now).execute();
    },

    async countConnectRequests(userId: number): Promise<number> {
      const row = await db
        .selectFrom('connect_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    // Connected albums.

    async insertConnectedAlbum(values: Omit<ConnectedAlbumRow, 'tries'>): Promise<void> {
      await db.insertInto('connected_albums').values(values).execute();
    },

    findConnectedAlbum(albumId: number): Promise<ConnectedAlbumInfo | undefined> {
      return albums().where('connected_albums.album_id', '=', albumId).executeTakeFirst();
    },

    /** A person's connected albums, newest first. */
    connectedAlbumsOf(userId: number, provider?: ConnectorProvider): Promise<ConnectedAlbumInfo[]> {
      return albums()
        .where('albums.owner_id', '=', userId)
        .$if(provider !== undefined, (query) => query.where('connections.provider', '=', provider ?? 'dropbox'))
        .orderBy('connected_albums.album_id', 'desc')
        .execute();
    },

    connectedAlbumsOfConnection(connectionId: number): Promise<ConnectedAlbumInfo[]> {
      return albums().where('connected_albums.connection_id', '=', connectionId).execute();
    },

    async countConnectedAlbums(userId: number): Promise<number> {
      const row = await db
        .selectFrom('connected_albums')
        .innerJoin('albums', 'albums.id', 'connected_albums.album_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('albums.owner_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    findFolderAlbum(connectionId: number, folderId: string): Promise<ConnectedAlbumRow | undefined> {
      return db
        .selectFrom('connected_albums')
        .selectAll()
        .where('connection_id', '=', connectionId)
        .where('folder_id', '=', folderId)
        .executeTakeFirst();
    },

    /** Changes the album's row; with `whileState`, only if it is still in that state. */
    async updateConnectedAlbum(
      albumId: number,
      changes: Updateable<ConnectedAlbumsTable>,
      whileState?: ConnectedAlbumRow['state'],
    ): Promise<void> {
      await db
        .updateTable('connected_albums')
        .set(changes)
        .where('album_id', '=', albumId)
        .$if(whileState !== undefined, (query) => query.where('state', '=', whileState ?? 'importing'))
        .execute();
    },

    async deleteConnectedAlbum(albumId: number): Promise<void> {
      await db.deleteFrom('connected_albums').where('album_id', '=', albumId).execute();
    },

    /**
     * Takes the albums whose next run is due (a Google picking session to ask about, a wait after a
     * failure that is over, an import carried on from the run before) for this process, moving each
     * one's time on by `nextInMs`: of two processes asking at once, each album goes to one.
     */
    claimDue(now: Date, nextInMs: number, limit: number): Promise<number[]> {
      return claimDue(
        db,
        { table: 'connected_albums', id: 'album_id', dueAt: 'retry_at', states: SYNCING },
        now,
        nextInMs,
        limit,
      );
    },

    /** Dropbox albums up to date and watched by nobody (or by a process gone quiet): to look at again. */
    unwatchedSince(before: string, now: string, limit: number): Promise<{ album_id: number }[]> {
      return db
        .selectFrom('connected_albums')
        .select('album_id')
        .where('state', '=', 'synced')
        .where('folder_id', 'is not', null)
        .where('synced_at', '<', before)
        .where((eb) => eb.or([eb('watch_until', 'is', null), eb('watch_until', '<', now)]))
        .limit(limit)
        .execute();
    },

    /**
     * Takes up to `limit` Dropbox folders nobody watches (or whose watcher went quiet) for `holder`
     * until `until`. A conditional update per folder, so each goes to one process.
     */
    async claimWatches(holder: string, now: string, until: string, limit: number): Promise<ConnectedAlbumInfo[]> {
      if (limit <= 0) return [];
      const free = await db
        .selectFrom('connected_albums')
        .select(['album_id', 'watch_until'])
        .where('folder_id', 'is not', null)
        .where('cursor', 'is not', null)
        .where('state', 'in', ['synced', 'importing'])
        .where((eb) => eb.or([eb('watch_until', 'is', null), eb('watch_until', '<', now)]))
        .orderBy('album_id')
        .limit(limit)
        .execute();
      const claimed: ConnectedAlbumInfo[] = [];
      for (const row of free) {
        const result = await db
          .updateTable('connected_albums')
          .set({ watch_holder: holder, watch_until: until })
          .where('album_id', '=', row.album_id)
          .where((eb) =>
            row.watch_until === null ? eb('watch_until', 'is', null) : eb('watch_until', '=', row.watch_until),
          )
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const album = await this.findConnectedAlbum(row.album_id);
        if (album) claimed.push(album);
      }
      return claimed;
    },

    /** Keeps the holder's folders; answers those it still holds (another may have taken one over). */
    async renewWatches(holder: string, albumIds: number[], until: string): Promise<number[]> {
      if (albumIds.length === 0) return [];
      await db
        .updateTable('connected_albums')
        .set({ watch_until: until })
        .where('watch_holder', '=', holder)
        .where('album_id', 'in', albumIds)
        .execute();
      const rows = await db
        .selectFrom('connected_albums')
        .select('album_id')
        .where('watch_holder', '=', holder)
        .where('album_id', 'in', albumIds)
        .execute();
      return rows.map((row) => row.album_id);
    },

    async releaseWatches(holder: string, albumIds: number[]): Promise<void> {
      if (albumIds.length === 0) return;
      await db
        .updateTable('connected_albums')
        .set({ watch_holder: null, watch_until: null })
        .where('watch_holder', '=', holder)
        .where('album_id', 'in', albumIds)
        .execute();
    },

    // The files of a source.

    /** A file as the source describes it now; a changed file loses its item (returned, to let go of). */
    async saveFile(
      albumId: number,
      file: Pick<
        SourceFileRow,
        'ref' | 'name' | 'path' | 'path_lower' | 'content_hash' | 'modified_at' | 'size_bytes' | 'kind' | 'download_url'
      >,
    ): Promise<{ item_id: number | null; is_own: number } | null> {
      const before = await db
        .selectFrom('source_files')
        .select(['content_hash', 'item_id', 'is_own'])
        .where('album_id', '=', albumId)
        .where('ref', '=', file.ref)
        .executeTakeFirst();
      if (!before) {
        await db
          .insertInto('source_files')
          .values({ album_id: albumId, ...file, item_id: null, refusal_code: null })
          .execute();
        return null;
      }
      const isChanged = before.content_hash !== file.content_hash;
      await db
        .updateTable('source_files')
        .set({ ...file, ...(isChanged ? { item_id: null, is_own: 0, refusal_code: null } : {}) })
        .where('album_id', '=', albumId)
        .where('ref', '=', file.ref)
        .execute();
      return isChanged && before.item_id !== null ? { item_id: before.item_id, is_own: before.is_own } : null;
    },

    /** Files at this path or below it leave; answers them with their items, to let go of (or keep, on a move). */
    async deleteFilesUnder(
      albumId: number,
      pathLower: string,
    ): Promise<Pick<SourceFileRow, 'ref' | 'content_hash' | 'item_id' | 'is_own'>[]> {
      const below = `${pathLower}/`;
      return db
        .deleteFrom('source_files')
        .where('album_id', '=', albumId)
        .where((eb) =>
          eb.or([
            eb('path_lower', '=', pathLower),
            // A prefix test both databases read alike (LIKE would need its wildcards escaped).
            eb(sql<string>`substr(path_lower, 1, ${below.length})`, '=', below),
          ]),
        )
        .returning(['ref', 'content_hash', 'item_id', 'is_own'])
        .execute();
    },

    /** Files whose refs are not among `refs` leave (a folder listed again from its start). */
    async deleteFilesNotIn(albumId: number, refs: Set<string>): Promise<{ item_id: number | null; is_own: number }[]> {
      const rows = await db.selectFrom('source_files').select('ref').where('album_id', '=', albumId).execute();
      const gone = rows.map((row) => row.ref).filter((ref) => !refs.has(ref));
      const removed: { item_id: number | null; is_own: number }[] = [];
      for (let start = 0; start < gone.length; start += CHUNK) {
        removed.push(
          ...(await db
            .deleteFrom('source_files')
            .where('album_id', '=', albumId)
            .where('ref', 'in', gone.slice(start, start + CHUNK))
            .returning(['item_id', 'is_own'])
            .execute()),
        );
      }
      return removed;
    },

    /** The next files to fetch: kept, without their item yet, newest first. */
    pendingFiles(albumId: number, max: number, limit: number): Promise<SourceFileRow[]> {
      return db
        .selectFrom('source_files')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('item_id', 'is', null)
        .where('refusal_code', 'is', null)
        .where('ref', 'in', kept(albumId, max))
        .orderBy('modified_at', 'desc')
        .orderBy('ref', 'desc')
        .limit(limit)
        .execute();
    },

    /** Files past the newest `max` that still have their item: the album lets go of them. */
    leftOutWithItems(albumId: number, max: number): Promise<SourceFileRow[]> {
      return db
        .selectFrom('source_files')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('item_id', 'is not', null)
        .where('ref', 'not in', kept(albumId, max))
        .execute();
    },

    async setFileItem(albumId: number, ref: string, itemId: number | null, isOwn: boolean): Promise<void> {
      await db
        .updateTable('source_files')
        .set({ item_id: itemId, is_own: isOwn ? 1 : 0 })
        .where('album_id', '=', albumId)
        .where('ref', '=', ref)
        .execute();
    },

    async refuseFile(albumId: number, ref: string, code: string): Promise<void> {
      await db
        .updateTable('source_files')
        .set({ refusal_code: code, item_id: null, is_own: 0 })
        .where('album_id', '=', albumId)
        .where('ref', '=', ref)
        .execute();
    },

    async counts(albumId: number, max: number): Promise<SourceCounts> {
      const row = await db
        .selectFrom('source_files')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.count(eb.case().when('refusal_code', 'is not', null).then(1).end()).as('refused'),
        ])
        .where('album_id', '=', albumId)
        .executeTakeFirstOrThrow();
      const keptRows = await db
        .selectFrom(kept(albumId, max).select('item_id').as('kept'))
        .select((eb) => [eb.fn.countAll().as('wanted'), eb.fn.count('kept.item_id').as('done')])
        .executeTakeFirstOrThrow();
      const total = Number(row.total);
      const refused = Number(row.refused);
      const wanted = Number(keptRows.wanted);
      return { done: Number(keptRows.done), wanted, refused, leftOut: total - refused - wanted };
    },

    /** The refused files of an album, by name, page by page. */
    refusedFiles(
      albumId: number,
      after: { name: string; ref: string } | null,
      limit: number,
    ): Promise<SourceFileRow[]> {
      return db
        .selectFrom('source_files')
        .selectAll()
        .where('album_id', '=', albumId)
        .where('refusal_code', 'is not', null)
        .$if(after !== null, (query) =>
          query.where((eb) =>
            eb.or([
              eb('name', '>', after?.name ?? ''),
              eb.and([eb('name', '=', after?.name ?? ''), eb('ref', '>', after?.ref ?? '')]),
            ]),
          ),
        )
        .orderBy('name')
        .orderBy('ref')
        .limit(limit)
        .execute();
    },

    /** Other albums (or a frame) that hold the item: it stays in the library when its file goes. */
    async isItemUsedElsewhere(itemId: number, albumId: number): Promise<boolean> {
      const inAlbum = await db
        .selectFrom('album_items')
        .select('album_id')
        .where('item_id', '=', itemId)
        .where('album_id', '!=', albumId)
        .executeTakeFirst();
      if (inAlbum) return true;
      const onFrame = await db
        .selectFrom('frame_items')
        .select('item_id')
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return onFrame !== undefined;
    },

    /** Items a connected album made (for "remove the photos too" on disconnect). */
    async ownItemsOf(albumId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('source_files')
        .select('item_id')
        .where('album_id', '=', albumId)
        .where('is_own', '=', 1)
        .where('item_id', 'is not', null)
        .execute();
      return rows.map((row) => row.item_id).filter((id): id is number => id !== null);
    },
  };
}

export type ConnectorsRepo = ReturnType<typeof createConnectorsRepo>;
