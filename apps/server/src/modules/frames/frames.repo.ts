import type { Transaction } from 'kysely';
import { type Database, dialectOf, isUniqueViolation } from '../../infra/db/database.ts';
import type { FrameGiftRow, FramePairingRow, FrameRow, FramesTable, Schema } from '../../infra/db/schema.ts';
import { albumsVisibleTo, frameOwnerSeesItem } from '../access/predicates.ts';

/**
 * What a new frame is made of, all but its owner and the pairing it comes from, and its health
 * (frame-health.ts), which its heartbeats fill in.
 */
export type NewFrame = Omit<
  FramesTable,
  'id' | 'owner_id' | 'play_state' | 'last_slide_at' | 'recovered_at' | 'recovery_reason' | 'offline_notified_at'
>;

/** A gift made with a new frame: the frame goes to whoever opens the mailed link. */
export interface NewGift {
  recipient_email: string;
  message: string;
  token_hash: string;
}

/** Why a frame could not be made or handed over. */
export type FrameRefusal = 'pairing_gone' | 'frame_limit' | 'gift_gone';

export interface FrameSourceRows {
  albums: { frame_id: number; album_id: number }[];
  collections: { frame_id: number; collection_id: string }[];
}

export interface GiftWithFrameRow extends FrameGiftRow {
  frame_name: string;
}

/**
 * The frame tables: frames, pairings waiting for a code to be claimed, what each frame shows
 * (albums and collections), and frames set up as gifts. The service decides who may do what; the
 * writes that must be all-or-nothing (making a frame from a code, handing a gift over) are one
 * transaction each, under a lock on the owner's row so two claims cannot pass the frame limit.
 */
export function createFramesRepo(db: Database) {
  const isPostgres = dialectOf(db) === 'postgres';

  /**
   * Frames of one owner are counted and added under this lock. SQLite runs one transaction at a
   * time on its single connection, so only PostgreSQL needs the row lock.
   */
  async function lockOwner(trx: Transaction<Schema>, ownerId: number): Promise<void> {
    await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', ownerId)
      .$if(isPostgres, (query) => query.forUpdate())
      .executeTakeFirst();
  }

  async function countFrames(trx: Transaction<Schema>, ownerId: number): Promise<number> {
    const row = await trx
      .selectFrom('frames')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    // ——— Pairings ———

    insertPairing(values: Omit<FramePairingRow, 'id' | 'frame_id'>): Promise<FramePairingRow> {
      return db
        .insertInto('frame_pairings')
        .values({ ...values, frame_id: null })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async isCodeInUse(code: string, now: string): Promise<boolean> {
      const row = await db
        .selectFrom('frame_pairings')
        .select('id')
        .where('code', '=', code)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** How many frames each of these people has: one query for many. */
    async frameCountsOf(ownerIds: readonly number[]): Promise<Map<number, number>> {
      if (ownerIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('frames')
        .select((eb) => ['owner_id', eb.fn.countAll<number | string>().as('count')])
        .where('owner_id', 'in', ownerIds)
        .groupBy('owner_id')
        .execute();
      return new Map(rows.map((row) => [row.owner_id, Number(row.count)]));
    },

    async countPairingsFrom(ip: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('frame_pairings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ip', '=', ip)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Forgets up to `limit` pairings that expired before `before`; a bounded chore per new pairing. */
    async deletePairingsExpiredBefore(before: string, limit: number): Promise<void> {
      await db
        .deleteFrom('frame_pairings')
        .where('id', 'in', (eb) =>
          eb.selectFrom('frame_pairings').select('id').where('expires_at', '<', before).limit(limit),
        )
        .execute();
    },

    findPairingByHash(pairingHash: string): Promise<FramePairingRow | undefined> {
      return db.selectFrom('frame_pairings').selectAll().where('pairing_hash', '=', pairingHash).executeTakeFirst();
    },

    /** The pairing showing this code that nobody has claimed yet and that has not expired. */
    findOpenPairingByCode(code: string, now: string): Promise<FramePairingRow | undefined> {
      return db
        .selectFrom('frame_pairings')
        .selectAll()
        .where('code', '=', code)
        .where('expires_at', '>', now)
        .where('frame_id', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    /** Hands a claimed pairing over exactly once: the one call that deletes the row gets its frame id. */
    async takeClaimedPairing(pairingId: number): Promise<number | null> {
      const row = await db
        .deleteFrom('frame_pairings')
        .where('id', '=', pairingId)
        .where('frame_id', 'is not', null)
        .returning('frame_id')
        .executeTakeFirst();
      return row?.frame_id ?? null;
    },

    // ——— Frames ———

    /** The frame a device token belongs to (the token's SHA-256 is stored, never the token). */
    findByTokenHash(tokenHash: string): Promise<FrameRow | undefined> {
      return db.selectFrom('frames').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    findFrame(id: number): Promise<FrameRow | undefined> {
      return db.selectFrom('frames').selectAll().where('id', '=', id).executeTakeFirst();
    },

    framesOf(ownerId: number): Promise<FrameRow[]> {
      return db.selectFrom('frames').selectAll().where('owner_id', '=', ownerId).orderBy('id', 'asc').execute();
    },

    /**
     * Makes the frame of a claimed pairing, with its albums and, for a gift, the gift: all or
     * nothing. The pairing is taken only while still open (unclaimed, unexpired), so of two people
     * claiming one code, one gets the frame and the other `pairing_gone`.
     */
    createFrame(input: {
      ownerId: number;
      pairingId: number;
      frame: NewFrame;
      maxFrames: number;
      albumIds?: number[];
      gift?: NewGift;
    }): Promise<FrameRow | FrameRefusal> {
      const { ownerId, frame: values } = input;
      return db
        .transaction()
        .execute(async (trx) => {
          // The pairing first: a second claim waits here, then finds it taken.
          const open = await trx
            .selectFrom('frame_pairings')
            .select('id')
            .where('id', '=', input.pairingId)
            .where('frame_id', 'is', null)
            .where('expires_at', '>', values.paired_at)
            .$if(isPostgres, (query) => query.forUpdate())
            .executeTakeFirst();
          if (!open) return 'pairing_gone' as const;
          await lockOwner(trx, ownerId);
          if ((await countFrames(trx, ownerId)) >= input.maxFrames) return 'frame_limit' as const;
          const frame = await trx
            .insertInto('frames')
            .values({ ...values, owner_id: ownerId })
            .returningAll()
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('frame_pairings')
            .set({ frame_id: frame.id })
            .where('id', '=', input.pairingId)
            .execute();
          if (input.albumIds && input.albumIds.length > 0) {
            await trx
              .insertInto('frame_albums')
              .values(
                input.albumIds.map((albumId) => ({
                  frame_id: frame.id,
                  album_id: albumId,
                  assigned_at: values.paired_at,
                })),
              )
              .execute();
          }
          if (input.gift) {
            await trx
              .insertInto('frame_gifts')
              .values({ ...input.gift, frame_id: frame.id, giver_id: ownerId, created_at: values.paired_at })
              .execute();
          }
          return frame;
        })
        .catch((error: unknown) => {
          // The token's hash is the pairing's: a second frame of one pairing cannot be written.
          if (isUniqueViolation(error)) return 'pairing_gone' as const;
          throw error;
        });
    },

    /**
     * Takes a heartbeat for counting: moves `last_beat_at` on from what the caller read. A beat that
     * lost the race to another one for the same frame counts nothing, so no gap counts twice.
     */
    async claimBeat(frameId: number, previous: string | null, now: string): Promise<boolean> {
      const result = await db
        .updateTable('frames')
        .set({ last_beat_at: now })
        .where('id', '=', frameId)
        .where((eb) => (previous === null ? eb('last_beat_at', 'is', null) : eb('last_beat_at', '=', previous)))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async updateFrame(
      id: number,
      changes: Partial<
        Pick<
          FrameRow,
          | 'name'
          | 'settings'
          | 'last_seen_at'
          | 'showing_item_id'
          | 'app_version'
          | 'free_storage_bytes'
          | 'screen_width'
          | 'screen_height'
          | 'play_state'
          | 'last_slide_at'
          | 'recovered_at'
          | 'recovery_reason'
        >
      >,
      now: string,
    ): Promise<void> {
      await db
        .updateTable('frames')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** The device was heard from (heartbeat, event stream): only `last_seen_at` moves. */
    async markSeen(id: number, now: string): Promise<void> {
      await db.updateTable('frames').set({ last_seen_at: now }).where('id', '=', id).execute();
    },

    /** Its event stream closed: seen until now, and gone since. */
    async markLeft(id: number, now: string): Promise<void> {
      await db.updateTable('frames').set({ last_seen_at: now, left_at: now }).where('id', '=', id).execute();
    },

    /** The row goes, and with it the token's hash, its assignments and any pending gift. */
    async deleteFrame(id: number): Promise<void> {
      await db.deleteFrom('frames').where('id', '=', id).execute();
    },

    // ——— What frames show ———

    /**
     * The albums and collections assigned to these frames. An album counts only while the frame's
     * owner can still see it (owns it or is a member): someone who left an album stops showing it.
     */
    async sourcesOf(frameIds: number[]): Promise<FrameSourceRows> {
      if (frameIds.length === 0) return { albums: [], collections: [] };
      const [albums, collections] = await Promise.all([
        db
          .selectFrom('frame_albums')
          .innerJoin('frames', 'frames.id', 'frame_albums.frame_id')
          .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
          .select(['frame_albums.frame_id', 'frame_albums.album_id'])
          .where('frame_albums.frame_id', 'in', frameIds)
          .where((eb) => albumsVisibleTo(eb, eb.ref('frames.owner_id')))
          .orderBy('frame_albums.assigned_at', 'asc')
          .orderBy('frame_albums.album_id', 'asc')
          .execute(),
        db
          .selectFrom('frame_collections')
          .select(['frame_id', 'collection_id'])
          .where('frame_id', 'in', frameIds)
          .orderBy('assigned_at', 'asc')
          .orderBy('collection_id', 'asc')
          .execute(),
      ]);
      return { albums, collections };
    },

    /**
     * The pictures of what each frame reported showing (its `ratio` rendition, 400 px high at the
     * item's own shape, and its square), when its owner may see that item: their
     * own, or an item of an album on that frame that they own or are a member of. Anything else
     * (an album they left, an id a device made up) gives no row, so no link to another's media.
     */
    async showingPicturesOf(
      frameIds: number[],
    ): Promise<{ frame_id: number; name: string; key: string; mime_type: string }[]> {
      if (frameIds.length === 0) return [];
      return db
        .selectFrom('frames')
        .innerJoin('library_items', 'library_items.id', 'frames.showing_item_id')
        .innerJoin('renditions', 'renditions.item_id', 'library_items.id')
        .select(['frames.id as frame_id', 'renditions.name', 'renditions.key', 'renditions.mime_type'])
        .where('frames.id', 'in', frameIds)
        .where('renditions.name', 'in', ['ratio', 'square'])
        .where(frameOwnerSeesItem)
        .execute();
    },

    /** Every album assigned to a frame, seen or not by its owner (a gift's albums before it is accepted). */
    async assignedAlbumIds(frameId: number): Promise<number[]> {
      const rows = await db.selectFrom('frame_albums').select('album_id').where('frame_id', '=', frameId).execute();
      return rows.map((row) => row.album_id);
    },

    /** The names of the albums on a frame, in the order they were put on it. */
    async albumNamesOf(frameId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('frame_albums')
        .innerJoin('albums', 'albums.id', 'frame_albums.album_id')
        .select('albums.name')
        .where('frame_albums.frame_id', '=', frameId)
        .orderBy('frame_albums.assigned_at', 'asc')
        .orderBy('frame_albums.album_id', 'asc')
        .execute();
      return rows.map((row) => row.name);
    },

    async assignAlbum(frameId: number, albumId: number, now: string): Promise<void> {
      await db
        .insertInto('frame_albums')
        .values({ frame_id: frameId, album_id: albumId, assigned_at: now })
        .onConflict((oc) => oc.columns(['frame_id', 'album_id']).doNothing())
        .execute();
    },

    async unassignAlbums(frameId: number, albumIds: number[]): Promise<void> {
      if (albumIds.length === 0) return;
      await db.deleteFrom('frame_albums').where('frame_id', '=', frameId).where('album_id', 'in', albumIds).execute();
    },

    async assignCollection(frameId: number, collectionId: string, now: string): Promise<void> {
      await db
        .insertInto('frame_collections')
        .values({ frame_id: frameId, collection_id: collectionId, assigned_at: now })
        .onConflict((oc) => oc.columns(['frame_id', 'collection_id']).doNothing())
        .execute();
    },

    async unassignCollection(frameId: number, collectionId: string): Promise<void> {
      await db
        .deleteFrom('frame_collections')
        .where('frame_id', '=', frameId)
        .where('collection_id', '=', collectionId)
        .execute();
    },

    // ——— Gifts ———

    /** Who each of these frames waits for, while it is a gift nobody has accepted yet. */
    async pendingGiftsOf(frameIds: number[]): Promise<Map<number, string>> {
      if (frameIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('frame_gifts')
        .select(['frame_id', 'recipient_email'])
        .where('frame_id', 'in', frameIds)
        .orderBy('id', 'asc')
        .execute();
      return new Map(rows.map((row) => [row.frame_id, row.recipient_email]));
    },

    findGiftByTokenHash(tokenHash: string): Promise<GiftWithFrameRow | undefined> {
      return db
        .selectFrom('frame_gifts')
        .innerJoin('frames', 'frames.id', 'frame_gifts.frame_id')
        .selectAll('frame_gifts')
        .select('frames.name as frame_name')
        .where('frame_gifts.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    /**
     * Hands a gift's frame to its recipient, under the recipient's frame limit. The gift row is
     * taken first, so of two people opening one link, one gets the frame and the other `gift_gone`.
     */
    acceptGift(input: {
      giftId: number;
      frameId: number;
      recipientId: number;
      maxFrames: number;
      now: string;
      handoverNonce: string;
    }) {
      return db.transaction().execute(async (trx): Promise<FrameRefusal | null> => {
        await lockOwner(trx, input.recipientId);
        if ((await countFrames(trx, input.recipientId)) >= input.maxFrames) return 'frame_limit';
        const taken = await trx.deleteFrom('frame_gifts').where('id', '=', input.giftId).executeTakeFirst();
        if (Number(taken.numDeletedRows) === 0) return 'gift_gone';
        // The device's token dies with the handover (the giver held it), and so does what the giver
        // chose beyond the gift's albums: collections and photos sent to it are their owner's.
        await trx
          .updateTable('frames')
          .set({
            owner_id: input.recipientId,
            token_hash: `${HANDOVER_PREFIX}${input.handoverNonce}`,
            showing_item_id: null,
            updated_at: input.now,
          })
          .where('id', '=', input.frameId)
          .execute();
        await trx.deleteFrom('frame_collections').where('frame_id', '=', input.frameId).execute();
        await trx.deleteFrom('frame_items').where('frame_id', '=', input.frameId).execute();
        // What the giver hid from the frame was their choice: the new owner's frame hides nothing.
        await trx.deleteFrom('frame_hidden_items').where('frame_id', '=', input.frameId).execute();
        // The new owner's frame starts its own cycles: the order kept holds the giver's item ids.
        await trx.deleteFrom('frame_cycles').where('frame_id', '=', input.frameId).execute();
        return null;
      });
    },

    /**
     * A frame waiting for its new owner takes the device of `pairingId`: its token, its screen. Null
     * when the pairing is gone or the frame is not that owner's or not waiting.
     */
    reconnectFrame(input: {
      frameId: number;
      ownerId: number;
      pairingId: number;
      device: Pick<
        NewFrame,
        'token_hash' | 'device_name' | 'app_version' | 'screen_width' | 'screen_height' | 'paired_at'
      >;
    }): Promise<FrameRow | null> {
      return db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('frame_pairings')
          .select('id')
          .where('id', '=', input.pairingId)
          .where('frame_id', 'is', null)
          .where('expires_at', '>', input.device.paired_at)
          .$if(isPostgres, (query) => query.forUpdate())
          .executeTakeFirst();
        if (!open) return null;
        const frame = await trx
          .updateTable('frames')
          .set({ ...input.device, last_seen_at: null, updated_at: input.device.paired_at })
          .where('id', '=', input.frameId)
          .where('owner_id', '=', input.ownerId)
          .where('token_hash', 'like', `${HANDOVER_PREFIX}%`)
          .returningAll()
          .executeTakeFirst();
        if (!frame) return null;
        await trx.updateTable('frame_pairings').set({ frame_id: frame.id }).where('id', '=', input.pairingId).execute();
        return frame;
      });
    },
  };
}

export type FramesRepo = ReturnType<typeof createFramesRepo>;

/**
 * The token hash of a frame handed to a new owner: no token hashes to it (hashes are hex), so the
 * device that held the old token is refused, until the new owner pairs the frame again.
 */
export const HANDOVER_PREFIX = 'handover:';
