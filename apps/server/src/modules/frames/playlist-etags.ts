import { LRUCache } from 'lru-cache';
import type { Clock } from '../../infra/clock.ts';

/**
 * The last ETag of each frame's playlist, so that a frame polling with it gets its 304 for the
 * price of the token look-up alone. An entry holds only for the frame row it was made from: the
 * frame signals move the row's `content_version` whenever something it shows changes, in the
 * database, so every process sees the change as soon as it is written. Entries also age out after
 * `maxAgeMs`: the bound on how long a change that no signal announced (a plan that ended) goes
 * unseen. Bounded: the least recently used entry goes first.
 */
export function createPlaylistEtags(deps: { clock: Clock; maxAgeMs: number; maxEntries: number }) {
  const entries = new LRUCache<number, { state: string; etag: string }>({
    max: deps.maxEntries,
    ttl: deps.maxAgeMs,
    perf: { now: () => deps.clock.now().getTime() },
  });

  return {
    /** The ETag made for this frame in this state (see the playlist service's `stateOf`), or null: then the playlist must be built. */
    lookup(frameId: number, state: string): string | null {
      const entry = entries.get(frameId);
      return entry && entry.state === state ? entry.etag : null;
    },

    remember(frameId: number, state: string, etag: string): void {
      entries.set(frameId, { state, etag });
    },
  };
}
