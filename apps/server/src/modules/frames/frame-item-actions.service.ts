import type { DeviceFavourite, FrameHiddenItems, FrameItemQuery } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import type { FrameRow } from '../../infra/db/schema.ts';
import type { RateLimits } from '../../infra/security/rate-limits.ts';
import type { Access } from '../access/access.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { FrameHiddenItemsRepo, HiddenItemRow } from './frame-hidden-items.repo.ts';
import type { FrameSignals } from './frames.service.ts';
import type { PlaylistService } from './playlist.service.ts';

/**
 * Taps on a frame's touch screen: at most this many favourites and hides per frame in the window.
 * Far above what a hand does (one tap every few seconds); it bounds a device gone wrong.
 */
export const FRAME_ACTION_RULE = { max: 60, windowMinutes: 10 } as const;

/**
 * What a person does to a photo from the frame showing it, and its undo from the frames page:
 * "Favourite" (into the frame owner's My Favourites) and "Hide from this frame" (left out of that
 * frame's playlist until shown again).
 *
 * The device side acts only on an item of the calling frame's own playlist: any other id is 404,
 * so a token cannot reach an item its frame does not show. Favourites stay what they are in the
 * library, the owner's marks on their own items: an item of a shared album cannot be favourited
 * from the frame either (404; the playlist says so with `isFavourite: null`). The owner side
 * resolves the frame through its owner first: another person's frame is 404, like a missing one.
 */
export function createFrameItemActionsService(deps: {
  repo: FrameHiddenItemsRepo;
  access: Access;
  playlist: Pick<PlaylistService, 'shownItem'>;
  /** Marks the owner's own item as a favourite or not (the library's rule and its frame signals). */
  setFavourite: (userId: number, itemIds: number[], isFavourite: boolean) => Promise<number>;
  signals: Pick<FrameSignals, 'changed'>;
  limits: Pick<RateLimits, 'take'>;
  urls: ItemUrls;
  clock: Clock;
}) {
  const { repo, signals } = deps;

  /** The item on this frame's playlist, after counting the tap against the frame's throttle. */
  async function requireShown(frame: FrameRow, itemId: number) {
    await deps.limits.take([{ key: `frame-action:${frame.id}`, ...FRAME_ACTION_RULE }]);
    const item = await deps.playlist.shownItem(frame, itemId);
    if (!item) throw new AppError('not_found');
    return item;
  }

  const requireOwnFrame = (userId: number, frameId: number) =>
    deps.access.requireAccess(userId, 'frame.control', [frameId]);

  async function present(row: HiddenItemRow) {
    const isSeen = Boolean(row.owner_sees);
    return {
      id: row.item_id,
      kind: row.kind,
      thumbnailUrl:
        isSeen && row.square_key && row.square_mime_type
          ? await deps.urls.sign(row.square_key, row.square_mime_type)
          : null,
      hiddenAt: row.hidden_at,
    };
  }

  return {
    /** From the frame: the owner's own item into (or out of) their My Favourites. */
    async favourite(frame: FrameRow, itemId: number, isFavourite: boolean): Promise<DeviceFavourite> {
      const item = await requireShown(frame, itemId);
      if (item.isFavourite === null || item.isFavourite === undefined) throw new AppError('not_found');
      await deps.setFavourite(frame.owner_id, [itemId], isFavourite);
      return { isFavourite };
    },

    /** From the frame: never shown on it again, until its owner shows it again. */
    async hide(frame: FrameRow, itemId: number): Promise<void> {
      await requireShown(frame, itemId);
      await repo.hide(frame.id, itemId, deps.clock.now().toISOString());
      await signals.changed(frame.id);
    },

    async listHidden(userId: number, frameId: number, query: FrameItemQuery): Promise<FrameHiddenItems> {
      await requireOwnFrame(userId, frameId);
      const after = decodeCursor(query.cursor, ['string', 'number']);
      const [rows, total] = await Promise.all([
        repo.page(
          frameId,
          query.limit + 1,
          after ? { hiddenAt: after[0] as string, itemId: after[1] as number } : null,
        ),
        repo.count(frameId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await Promise.all(page.map(present)),
        total,
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.hidden_at, last.item_id]) : null,
      };
    },

    /** The frames page's "Show again": the item is back on the frame's playlist. */
    async showAgain(userId: number, frameId: number, itemId: number): Promise<void> {
      await requireOwnFrame(userId, frameId);
      if (!(await repo.showAgain(frameId, itemId))) throw new AppError('not_found');
      await signals.changed(frameId);
    },
  };
}

export type FrameItemActionsService = ReturnType<typeof createFrameItemActionsService>;
