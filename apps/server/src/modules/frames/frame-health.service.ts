import type { Clock } from '../../infra/clock.ts';
import type { FrameRow } from '../../infra/db/schema.ts';
import type { Transactions } from '../../infra/db/transactions.ts';
import type { Publish } from '../events.ts';
import type { FrameHealthRepo } from './frame-health.repo.ts';
import { frameStateOf, mayBeStalled, OFFLINE_NOTICE_AFTER_MS } from './frame-health.ts';
import { isOnline, settingsOf } from './frames.presenters.ts';

/** Frames told about per run of the sweep; the next run takes the rest. */
const OFFLINE_NOTICES_PER_SWEEP = 200;

/**
 * A frame's health beyond its heartbeat: whether what its owner sees of it changed (so their open
 * tabs read it again), and the notices of a frame offline for a day and back again. Each notice is
 * taken by one conditional update in the command that raises it, so with several processes, or a
 * sweep run twice, the owner hears it once.
 */
export function createFrameHealthService(deps: {
  repo: FrameHealthRepo;
  clock: Clock;
  publish: Publish;
  transactions: Pick<Transactions, 'run'>;
}) {
  const { repo, clock, publish, transactions } = deps;

  type StateRow = Pick<
    FrameRow,
    'id' | 'settings' | 'last_seen_at' | 'left_at' | 'play_state' | 'last_slide_at' | 'recovered_at' | 'recovery_reason'
  >;

  /** The state the owner would see now; the video on screen is read only when it could matter. */
  async function stateOf(row: StateRow, now: Date) {
    const { intervalSeconds } = settingsOf(row);
    const videoMs = mayBeStalled(row, { now, intervalSeconds })
      ? ((await repo.showingVideoMsOf([row.id])).get(row.id) ?? 0)
      : 0;
    return frameStateOf(row, { now, isOnline: isOnline(row, now), intervalSeconds, videoMs });
  }

  return {
    showingVideoMsOf: repo.showingVideoMsOf,

    /**
     * Whether a heartbeat changed what the owner sees of the frame: what it shows, what it is doing,
     * a restart of itself, or its state (it came back, or stalled).
     */
    async isNewsToOwner(before: FrameRow, after: FrameRow): Promise<boolean> {
      if (
        before.showing_item_id !== after.showing_item_id ||
        before.play_state !== after.play_state ||
        before.recovered_at !== after.recovered_at
      ) {
        return true;
      }
      const now = clock.now();
      return (await stateOf(before, now)) !== (await stateOf(after, now));
    },

    /** The frame was heard from: if its owner was told it is offline, they hear it is back, once. */
    async heardFrom(frame: Pick<FrameRow, 'id' | 'owner_id' | 'name' | 'offline_notified_at'>): Promise<void> {
      if (frame.offline_notified_at === null) return;
      await transactions.run(async () => {
        if (!(await repo.releaseOfflineNotice(frame.id))) return;
        await publish('frame.back.online', { frameId: frame.id, ownerId: frame.owner_id, name: frame.name });
      });
    },

    /** Tells the owner of every frame unheard for a day, once; run by the worker's offline-sweep job. */
    async sweepOffline(): Promise<number> {
      const now = clock.now();
      const before = new Date(now.getTime() - OFFLINE_NOTICE_AFTER_MS).toISOString();
      let told = 0;
      for (const frame of await repo.findOfflineUnnotified(before, OFFLINE_NOTICES_PER_SWEEP)) {
        await transactions.run(async () => {
          if (!(await repo.takeOfflineNotice(frame.id, before, now.toISOString()))) return;
          await publish('frame.offline', {
            frameId: frame.id,
            ownerId: frame.owner_id,
            name: frame.name,
            since: frame.last_seen_at,
          });
          told += 1;
        });
      }
      return told;
    },
  };
}

export type FrameHealthService = ReturnType<typeof createFrameHealthService>;
