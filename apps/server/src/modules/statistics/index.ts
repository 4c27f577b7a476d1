import type { VideoStorage } from '@kinframe/contract';
import type { AppContext } from '../../context.ts';
import type { FrameRow } from '../../infra/db/schema.ts';
import { createItemUrls } from '../library/item-urls.ts';
import { createStatisticsRepo } from './statistics.repo.ts';
import { createStatisticsService } from './statistics.service.ts';

/** Create > Statistics, and the counting of what frames report in their heartbeats. */
export function createStatisticsModule(
  context: AppContext,
  deps: {
    videoStorage: (userId: number) => Promise<VideoStorage>;
    itemsOnFrame: (frame: FrameRow, ids: number[]) => Promise<Set<number>>;
  },
) {
  return createStatisticsService({
    itemsOnFrame: deps.itemsOnFrame,
    repo: createStatisticsRepo(context.db),
    clock: context.clock,
    transactions: context.transactions,
    urls: createItemUrls(context.storage, context.clock),
    videoStorage: deps.videoStorage,
  });
}
