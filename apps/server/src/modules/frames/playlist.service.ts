import { createHash } from 'node:crypto';
import {
  type FrameSettings,
  type Playlist,
  type PlaylistItem,
  type PlaylistOrder,
  type PlaylistWeather,
  playlistPosition,
} from '@kinframe/contract';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../infra/clock.ts';
import type { ArtItemRow, FrameRow, LibraryItemRow } from '../../infra/db/schema.ts';
import { classifyOrientation, focusInFrameRendition } from '../../infra/media/index.ts';
import { presentPerson } from '../account/account.presenters.ts';
import { focusInShownPicture } from '../library/item-edits.ts';
import { type ItemUrls, signingWindow } from '../library/item-urls.ts';
import { settingsOf } from './frames.presenters.ts';
import type { FramesRepo } from './frames.repo.ts';
import type { PlaylistRepo } from './playlist.repo.ts';
import { createPlaylistEtags } from './playlist-etags.ts';
import { memoriesAround } from './playlist-memories.ts';
import { type OrderItem, orderCycle, pairsOnScreen, reviseOrder } from './playlist-order.ts';

/** A playlist holds at most this many items: the first ones sent, then album order, then collection order. */
export const MAX_PLAYLIST_ITEMS = 5000;
/** Frame renditions are at most 4K UHD along their long edge; a larger screen scales them up. */
export const MAX_FRAME_EDGE = 3840;
/** How long a remembered ETag is trusted without a signal: the bound on a change nobody announced. */
const ETAG_MAX_AGE_MS = 5 * 60_000;
const ETAGS_KEPT = 50_000;
/** Built item lists kept for frames that show the same thing (one per album group and screen size). */
const BUILT_KEPT = 500;
const DAY_MS = 86_400_000;

/** What a frame shows: a library item (album or collection), or a work of the NFT Art. */
export type PlaylistEntry = { source: 'library'; row: LibraryItemRow } | { source: 'art'; row: ArtItemRow };

/** A photo whose frame rendition is still to be made. */
export interface MissingRendition {
  source: 'library' | 'art';
  id: number;
  contentHash: string;
  originalKey: string;
  /**
   * An edited photo's full-size edited picture, which its frame renditions are cut from instead of
   * the original, and the edit version they belong to; null for the original.
   */
  edited: { key: string; version: number } | null;
}

export interface FrameRenditionSize {
  width: number;
  height: number;
  /** The row's name in `renditions` / `art_renditions`: `frame:<W>x<H>`. */
  name: string;
}

/**
 * The size a frame's renditions are cut to: its screen, turned by the orientation setting
 * (landscape: the long edge across; portrait: the long edge up; auto: as the device reports it),
 * scaled down to at most MAX_FRAME_EDGE. Frames of one size share their renditions.
 */
export function frameRenditionSize(frame: Pick<FrameRow, 'screen_width' | 'screen_height' | 'settings'>) {
  const long = Math.max(frame.screen_width, frame.screen_height);
  const short = Math.min(frame.screen_width, frame.screen_height);
  const orientation = settingsOf(frame).orientation;
  let [width, height] = [frame.screen_width, frame.screen_height];
  if (orientation === 'landscape') [width, height] = [long, short];
  if (orientation === 'portrait') [width, height] = [short, long];
  const scale = Math.min(1, MAX_FRAME_EDGE / long);
  width = Math.max(1, Math.round(width * scale));
  height = Math.max(1, Math.round(height * scale));
  return { width, height, name: `frame:${width}x${height}` } satisfies FrameRenditionSize;
}

/** Art has ids of its own: they go negative in a playlist, so they never meet a library item's. */
export const artPlaylistId = (artId: number) => -artId;

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** A frame's items, ready to send, and a digest of them with each link as the key it points to. */
interface BuiltItems {
  items: PlaylistItem[];
  /** When each item came into the library (art: into the collection), by id: the recency weight's age. */
  addedAt: Map<number, string>;
  fingerprint: string;
  isComplete: boolean;
}

type FrameSources = Awaited<ReturnType<FramesRepo['sourcesOf']>>;

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 32);

export type PlaylistPoll =
  | { status: 'not-modified'; etag: string }
  | { status: 'modified'; etag: string; playlist: Playlist };

/**
 * A frame's playlist: the ready items sent straight to it (newest sent first), then those of the
 * albums assigned to it that its owner can still see (owner or member), then those of its
 * collections, each once, at most MAX_PLAYLIST_ITEMS. Photos
 * come as the frame's own rendition (its size, attention-cropped), made by the frame-rendition
 * job; until it exists the preview stands in (`isInterim`) and the job is queued. Videos come as
 * their frame-friendly MP4 and poster. Links are signed in six-hour windows and made absolute.
 *
 * The ETag covers the whole body, with each link counted by what it points to rather than its
 * signature, so it holds within a window; the last one is remembered per frame (and forgotten by
 * the frame's signals), so a poll that matches costs the token look-up and nothing else.
 */
export function createPlaylistService(deps: {
  repo: PlaylistRepo;
  frames: Pick<FramesRepo, 'sourcesOf' | 'findFrame'>;
  urls: ItemUrls;
  clock: Clock;
  appUrl: string;
  hasPlus: (userId: number) => Promise<boolean>;
  /** Queues the frame-rendition job of this frame (a no-op while one is queued or running). */
  makeRenditions: (frameId: number) => Promise<void>;
  /** The weather module's latest report for the frame's weather setting; null when off or none yet. */
  weatherOf?: (settings: FrameSettings) => Promise<PlaylistWeather | null>;
  reportError?: (error: unknown) => void;
}) {
  const { repo } = deps;
  const etags = createPlaylistEtags({
    clock: deps.clock,
    maxAgeMs: ETAG_MAX_AGE_MS,
    maxEntries: ETAGS_KEPT,
  });
  // Aged out like the ETags: a change no signal announced (a plan that ended) shows within that bound.
  const built = new LRUCache<string, BuiltItems>({
    max: BUILT_KEPT,
    ttl: ETAG_MAX_AGE_MS,
    perf: { now: () => deps.clock.now().getTime() },
  });
  // When each frame's current cycle ends: a remembered ETag holds no longer than that.
  const cycleEnds = new LRUCache<number, number>({ max: ETAGS_KEPT });
  const reportError =
    deps.reportError ??
    ((error: unknown) => process.stderr.write(`Playlist: ${error instanceof Error ? error.message : String(error)}\n`));

  /**
   * What the body depends on that the token look-up already read: the frame row (the content
   * version included, which the signals move) and the link window.
   */
  function stateOf(frame: FrameRow, windowIndex: number): string {
    return JSON.stringify([
      frame.content_version ?? 0,
      frame.owner_id,
      frame.name,
      frame.settings,
      frame.screen_width,
      frame.screen_height,
      windowIndex,
      // The memories offered move on with the (UTC) date.
      Math.floor(deps.clock.now().getTime() / DAY_MS),
    ]);
  }

  /** The items sent straight to the frame that it may show, newest sent first (they come before its albums). */
  const sentItemsOf = (frame: FrameRow) => repo.sentItems(frame.id, frame.owner_id, MAX_PLAYLIST_ITEMS);

  async function entriesOf(
    frame: FrameRow,
    sources?: FrameSources,
    sent?: LibraryItemRow[],
    hidden?: Set<number>,
  ): Promise<PlaylistEntry[]> {
    sources ??= await deps.frames.sourcesOf([frame.id]);
    sent ??= await sentItemsOf(frame);
    // Photos sent by hand were chosen for this frame: shown whatever the analysis thought of them.
    const fitOnly = !settingsOf(frame).showUnfit;
    // Items hidden from this frame by a tap on it count as seen: never added.
    const seen = new Set<number>(hidden ?? (await repo.hiddenItemIds(frame.id)));
    const entries: PlaylistEntry[] = [];
    const room = () => MAX_PLAYLIST_ITEMS - entries.length;
    const addLibrary = (rows: LibraryItemRow[]) => {
      for (const row of rows) {
        if (seen.has(row.id) || room() <= 0) continue;
        seen.add(row.id);
        entries.push({ source: 'library', row });
      }
    };
    addLibrary(sent);
    for (const { album_id } of sources.albums) {
      if (room() <= 0) break;
      addLibrary(await repo.albumItems(album_id, room(), fitOnly));
    }
    for (const { collection_id } of sources.collections) {
      if (room() <= 0) break;
      if (collection_id === 'favourites' || collection_id === 'emailed') {
        addLibrary(await repo.collectionItems(frame.owner_id, collection_id, room(), fitOnly));
      } else if (collection_id === 'nft-art' && (await deps.hasPlus(frame.owner_id))) {
        for (const row of await repo.art(room())) entries.push({ source: 'art', row });
      }
    }
    return entries;
  }

  /** Renditions by item (or art) id, then by name: the frame's own, the preview, and a video's. */
  async function renditionsFor(entries: PlaylistEntry[], frameName: string) {
    const idsOf = (source: PlaylistEntry['source']) => entries.filter((e) => e.source === source).map((e) => e.row.id);
    const [library, art] = await Promise.all([
      repo.renditionsOf(idsOf('library'), ['preview', 'poster', 'video', 'edited', frameName]),
      repo.artRenditionsOf(idsOf('art'), ['preview', frameName]),
    ]);
    const index = (
      rows: { id: number; name: string; key: string; mime_type: string; width: number; height: number }[],
    ) => {
      const byId = new Map<number, Map<string, (typeof rows)[number]>>();
      for (const row of rows) {
        const names = byId.get(row.id) ?? new Map<string, (typeof rows)[number]>();
        names.set(row.name, row);
        byId.set(row.id, names);
      }
      return byId;
    };
    return {
      library: index(library.map((row) => ({ ...row, id: row.item_id }))),
      art: index(art.map((row) => ({ ...row, id: row.art_id }))),
    };
  }

  const absolute = (url: string) => (url.startsWith('/') ? `${deps.appUrl}${url}` : url);
  const sign = async (rendition: { key: string; mime_type: string }) =>
    absolute(await deps.urls.sign(rendition.key, rendition.mime_type));

  /**
   * The items a frame shows, built once for every frame with the same sources, owner, size, link
   * window and content version: frames told by one change share their version (frame-signals), so
   * a change that reaches a thousand frames of ten albums builds ten lists, not a thousand.
   */
  async function shownItems(frame: FrameRow, now: Date): Promise<BuiltItems> {
    const size = frameRenditionSize(frame);
    const [sources, sent, hidden] = await Promise.all([
      deps.frames.sourcesOf([frame.id]),
      sentItemsOf(frame),
      repo.hiddenItemIds(frame.id),
    ]);
    const key = JSON.stringify([
      // Photos sent to this frame, or hidden from it, are its own: its list is then shared with no other frame.
      sent.length > 0 || hidden.size > 0 ? frame.id : null,
      sources.albums.map((source) => source.album_id),
      sources.collections.map((source) => source.collection_id),
      frame.owner_id,
      size.name,
      settingsOf(frame).showUnfit,
      signingWindow(now).index,
      frame.content_version ?? 0,
      // Plus ending is told to no frame: the NFT Art goes with it at the next fetch all the same.
      sources.collections.some((source) => source.collection_id === 'nft-art') && (await deps.hasPlus(frame.owner_id)),
    ]);
    const known = built.get(key);
    if (known) return known;
    const fresh = await buildItems(await entriesOf(frame, sources, sent, hidden), size, frame.owner_id);
    built.set(key, fresh);
    return fresh;
  }

  /** The names of the people, other than the frame's owner, whose photos of shared albums it shows. */
  async function sharersOf(entries: PlaylistEntry[], ownerId: number): Promise<Map<number, string>> {
    const ids = new Set<number>();
    for (const entry of entries) {
      if (entry.source === 'library' && entry.row.owner_id !== ownerId) ids.add(entry.row.owner_id);
    }
    const people = ids.size > 0 ? await repo.peopleOf([...ids]) : [];
    return new Map(people.map((person) => [person.id, presentPerson(person).displayName]));
  }

  /**
   * Where a photo's focus point lies in the picture the frame is sent: the interim preview is the
   * whole (edited) picture; the frame's own is cut around the point. An edited photo's cut was made
   * from the edited picture, whose size is not at hand here: the middle, which the cut centred on
   * the point as far as the edges let it.
   */
  function focusOnScreen(row: LibraryItemRow, frameRendition: { width: number; height: number } | undefined) {
    const isEdited = row.edit !== null;
    const focus = focusInShownPicture(row, isEdited);
    if (!focus || !frameRendition) return focus;
    if (isEdited || row.width === null || row.height === null) return null;
    return focusInFrameRendition({ width: row.width, height: row.height }, frameRendition, focus);
  }

  async function buildItems(entries: PlaylistEntry[], size: FrameRenditionSize, ownerId: number): Promise<BuiltItems> {
    const [renditions, sharers] = await Promise.all([renditionsFor(entries, size.name), sharersOf(entries, ownerId)]);
    const items: PlaylistItem[] = [];
    // The items with each link as the key it points to: what the ETag is made of.
    const fingerprint: unknown[] = [];
    const addedAt = new Map<number, string>();
    let isComplete = true;
    for (const entry of entries) {
      const { row } = entry;
      const own = (entry.source === 'library' ? renditions.library : renditions.art).get(row.id);
      const isVideo = entry.source === 'library' && entry.row.kind === 'video';
      const frameRendition = isVideo ? undefined : own?.get(size.name);
      const shown = isVideo ? own?.get('video') : (frameRendition ?? own?.get('preview'));
      // Not playable yet (a rendition lost): left out rather than shown broken.
      if (!shown) continue;
      const poster = isVideo ? own?.get('poster') : undefined;
      const isInterim = !isVideo && !frameRendition;
      if (isInterim) isComplete = false;
      const item: PlaylistItem = {
        id: entry.source === 'art' ? artPlaylistId(row.id) : row.id,
        kind: isVideo ? 'video' : 'photo',
        url: await sign(shown),
        width: shown.width,
        height: shown.height,
        orientation: row.orientation ?? classifyOrientation(row.width ?? shown.width, row.height ?? shown.height),
        posterUrl: poster ? await sign(poster) : null,
        durationMs: entry.source === 'library' && isVideo ? entry.row.duration_ms : null,
        caption: entry.source === 'art' ? `${entry.row.title} · ${entry.row.artist}` : entry.row.caption,
        takenAt: row.created_at,
        isInterim,
        sharedBy: entry.source === 'library' ? (sharers.get(entry.row.owner_id) ?? null) : null,
        // Favourites are the owner's marks on their own items (as in the library): none on another's.
        isFavourite: entry.source === 'library' && entry.row.owner_id === ownerId ? entry.row.is_favourite === 1 : null,
        focus: entry.source === 'library' && !isVideo ? focusOnScreen(entry.row, frameRendition) : null,
      };
      items.push(item);
      addedAt.set(item.id, entry.source === 'library' ? entry.row.uploaded_at : entry.row.created_at);
      fingerprint.push({ ...item, url: shown.key, posterUrl: poster?.key ?? null });
    }
    return { items, addedAt, fingerprint: digest(fingerprint), isComplete };
  }

  /**
   * A shuffled frame's current cycle (playlist-order.ts), kept in `frame_cycles`: begun at the
   * first playlist, revised as items come and go, and followed by the next once each item has had
   * its interval. A frame not heard from for longer than a whole cycle starts the next one afresh
   * rather than in the past. The recency weights are taken at the cycle's start, so the order is a
   * function of what is stored.
   */
  async function cycleOf(frame: FrameRow, settings: FrameSettings, built: BuiltItems, now: Date) {
    const size = frameRenditionSize(frame);
    const screen = size.width >= size.height ? 'landscape' : 'portrait';
    const items: OrderItem[] = built.items.map((item) => ({
      id: item.id,
      addedAt: built.addedAt.get(item.id) ?? item.takenAt,
      pairs: pairsOnScreen(item, screen, settings.fill),
    }));
    const intervalMs = settings.intervalSeconds * 1000;
    const input = (cycle: number, startedAt: string) => ({
      frameId: frame.id,
      cycle,
      items,
      recency: settings.recency,
      now: new Date(startedAt),
    });
    const stored = await repo.cycleOf(frame.id);
    let cycle = stored?.cycle ?? 0;
    let startedAt = stored?.started_at ?? now.toISOString();
    let ids: readonly number[] = stored ? idsOf(stored.item_ids) : [];
    let isChanged = !stored;
    if (ids.length === 0) {
      ids = orderCycle(input(cycle, startedAt));
      isChanged = true;
    } else {
      const at = playlistPosition(
        orderAt(startedAt, ids.length, intervalMs),
        ids.length,
        settings.intervalSeconds,
        now.getTime(),
      );
      const revised = reviseOrder(ids, at, input(cycle, startedAt));
      isChanged = revised !== ids;
      ids = revised;
      const endsAt = Date.parse(startedAt) + ids.length * intervalMs;
      if (now.getTime() >= endsAt) {
        const nextStart = now.getTime() - endsAt < items.length * intervalMs ? new Date(endsAt) : now;
        startedAt = nextStart.toISOString();
        cycle += 1;
        ids = orderCycle({ ...input(cycle, startedAt), previousLastId: ids.at(-1) ?? null });
        isChanged = true;
      }
    }
    if (isChanged) {
      await repo.saveCycle({ frame_id: frame.id, cycle, started_at: startedAt, item_ids: JSON.stringify(ids) });
    }
    return { ids, order: orderAt(startedAt, ids.length, intervalMs, cycle) };
  }

  async function build(frame: FrameRow, now: Date) {
    const built = await shownItems(frame, now);
    const { fingerprint, isComplete } = built;
    const settings = settingsOf(frame);
    let items = built.items;
    let order: PlaylistOrder | undefined;
    if (settings.shuffle && items.length > 0) {
      const cycle = await cycleOf(frame, settings, built, now);
      const byId = new Map(items.map((item) => [item.id, item]));
      items = cycle.ids.flatMap((id) => byId.get(id) ?? []);
      order = cycle.order;
      cycleEnds.set(frame.id, Date.parse(order.endsAt));
    } else {
      cycleEnds.delete(frame.id);
    }
    // Library items only: the date of a work of art is when it was imported.
    const memories = settings.memories
      ? memoriesAround(
          items.filter((item) => item.id > 0),
          now,
        )
      : [];
    // A report that lands tells the frames of its place, which moves their version: no new state here.
    const weather = settings.weather?.enabled ? await deps.weatherOf?.(settings).catch(reportError) : null;
    const playlist: Playlist = {
      frameId: frame.id,
      name: frame.name,
      settings,
      items,
      expiresAt: signingWindow(now).expiresAt.toISOString(),
      ...(order ? { order } : {}),
      ...(memories.length > 0 ? { memories } : {}),
      ...(weather ? { weather } : {}),
    };
    // The links are made absolute with APP_URL: a new one is a new playlist, not a 304 on old links.
    const etag = `"${digest({
      ...playlist,
      items: fingerprint,
      itemOrder: items.map((item) => item.id),
      appUrl: deps.appUrl,
    })}"`;
    return { playlist, etag, isComplete };
  }

  return {
    /** The playlist, or `not-modified` when If-None-Match names the current one. */
    async poll(frame: FrameRow, ifNoneMatch: string | undefined): Promise<PlaylistPoll> {
      const now = deps.clock.now();
      const state = stateOf(frame, signingWindow(now).index);
      const known = etags.lookup(frame.id, state);
      const isCycleOver = now.getTime() >= (cycleEnds.get(frame.id) ?? Number.POSITIVE_INFINITY);
      if (known && !isCycleOver && matchesIfNoneMatch(ifNoneMatch, known))
        return { status: 'not-modified', etag: known };

      // Content changed after the row was read is in the body but not in `state`: harmless, the
      // change moved the version, so the next poll builds again and finds the same ETag.
      const { playlist, etag, isComplete } = await build(frame, now);
      etags.remember(frame.id, state, etag);
      if (!isComplete) {
        await deps.makeRenditions(frame.id).catch(reportError);
      }
      if (matchesIfNoneMatch(ifNoneMatch, etag)) return { status: 'not-modified', etag };
      return { status: 'modified', etag, playlist };
    },

    /** The item as the frame's current playlist has it, or null when the frame does not show it. */
    /** Of `ids`, the library items the frame's sources hold now: what its heartbeats may say it showed. */
    async itemsOnFrame(frame: FrameRow, ids: number[]): Promise<Set<number>> {
      const sources = await deps.frames.sourcesOf([frame.id]);
      return repo.itemsInSources(
        { id: frame.id, ownerId: frame.owner_id },
        {
          albumIds: sources.albums.map((source) => source.album_id),
          collections: sources.collections.map((source) => source.collection_id),
        },
        ids,
      );
    },

    async shownItem(frame: FrameRow, itemId: number): Promise<PlaylistItem | null> {
      const { items } = await shownItems(frame, deps.clock.now());
      return items.find((item) => item.id === itemId) ?? null;
    },

    /** For the frame-rendition job: the frame's size and the photos it shows that lack it. */
    async missingRenditions(frameId: number): Promise<{ size: FrameRenditionSize; items: MissingRendition[] } | null> {
      const frame = await deps.frames.findFrame(frameId);
      if (!frame) return null;
      const size = frameRenditionSize(frame);
      const entries = await entriesOf(frame);
      const renditions = await renditionsFor(entries, size.name);
      const items: MissingRendition[] = [];
      for (const entry of entries) {
        if (entry.source === 'library' && entry.row.kind !== 'photo') continue;
        const own = (entry.source === 'library' ? renditions.library : renditions.art).get(entry.row.id);
        if (own?.has(size.name)) continue;
        const edited = entry.source === 'library' ? own?.get('edited') : undefined;
        items.push({
          source: entry.source,
          id: entry.row.id,
          contentHash: entry.row.content_hash,
          originalKey: entry.row.original_key,
          edited:
            edited && entry.source === 'library' ? { key: edited.key, version: entry.row.rendered_version } : null,
        });
      }
      return { size, items };
    },
  };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;

/** A cycle as the playlist tells it: its number, start, and end once each item has had its interval. */
function orderAt(startedAt: string, itemCount: number, intervalMs: number, cycle = 0): PlaylistOrder {
  return { cycle, startedAt, endsAt: new Date(Date.parse(startedAt) + itemCount * intervalMs).toISOString() };
}

function idsOf(json: string): number[] {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
