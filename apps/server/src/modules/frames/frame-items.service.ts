import type { FrameItemIds, FrameItemQuery, FrameItems, FrameItemsRemoved, FrameItemsSent } from '@kinframe/contract';
import type { Clock } from '../../infra/clock.ts';
import type { UnitOfWork } from '../../infra/db/transactions.ts';
import type { Access } from '../access/access.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import type { ItemUrls } from '../library/item-urls.ts';
import type { FrameItemsRepo, SentItemRow } from './frame-items.repo.ts';
import type { FrameSignals } from './frames.service.ts';

/**
 * "Show on a frame": photos and videos of a person's own library sent straight to one of their
 * frames, no album needed. The playlist shows them first, newest sent first (playlist.service).
 *
 * The frame is resolved through its owner first: another person's frame is 404, like a missing
 * one. Items must all be the person's own; any other id refuses the whole call with 404, as adding
 * to an album does, so ids cannot be probed. Sending an item again only brings it first again.
 */
export function createFrameItemsService(deps: {
  repo: FrameItemsRepo;
  access: Access;
  signals: Pick<FrameSignals, 'changed'>;
  urls: ItemUrls;
  clock: Clock;
  transactions: UnitOfWork;
}) {
  const { repo, signals } = deps;

  const requireOwnFrame = (userId: number, frameId: number) =>
    deps.access.requireAccess(userId, 'frame.control', [frameId]);

  async function present(row: SentItemRow) {
    return {
      id: row.item_id,
      kind: row.kind,
      thumbnailUrl:
        row.square_key && row.square_mime_type ? await deps.urls.sign(row.square_key, row.square_mime_type) : null,
      sentAt: row.sent_at,
    };
  }

  return {
    send: (userId: number, frameId: number, input: FrameItemIds): Promise<FrameItemsSent> =>
      deps.transactions.run(async () => {
        await requireOwnFrame(userId, frameId);
        const itemIds = await deps.access.requireAccess(userId, 'item.edit', input.itemIds);
        await repo.send(frameId, itemIds, deps.clock.now().toISOString());
        await signals.changed(frameId);
        return { added: itemIds.length };
      }),

    async list(userId: number, frameId: number, query: FrameItemQuery): Promise<FrameItems> {
      await requireOwnFrame(userId, frameId);
      const after = decodeCursor(query.cursor, ['string', 'number']);
      const [rows, total] = await Promise.all([
        repo.page(frameId, query.limit + 1, after ? { sentAt: after[0] as string, itemId: after[1] as number } : null),
        repo.count(frameId),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await Promise.all(page.map(present)),
        total,
        nextCursor: rows.length > query.limit && last ? encodeCursor([last.sent_at, last.item_id]) : null,
      };
    },

    /** Takes items off the frame (they stay in the library); ids not on it are passed over. */
    remove: (userId: number, frameId: number, input: FrameItemIds): Promise<FrameItemsRemoved> =>
      deps.transactions.run(async () => {
        await requireOwnFrame(userId, frameId);
        const removed = await repo.remove(frameId, [...new Set(input.itemIds)]);
        if (removed > 0) await signals.changed(frameId);
        return { removed };
      }),

    /** Every sent item off the frame at once (the frames page's Clear). */
    clear: (userId: number, frameId: number): Promise<FrameItemsRemoved> =>
      deps.transactions.run(async () => {
        await requireOwnFrame(userId, frameId);
        const removed = await repo.clear(frameId);
        if (removed > 0) await signals.changed(frameId);
        return { removed };
      }),
  };
}

export type FrameItemsService = ReturnType<typeof createFrameItemsService>;
