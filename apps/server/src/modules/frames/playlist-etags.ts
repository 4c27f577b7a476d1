import type { Clock } from '../../infra/clock.ts';

interface Entry {
  /** The frame row and link window the ETag was made for (see the playlist service's `stateOf`). */
  state: string;
  etag: string;
  storedAtMs: number;
}

/**
 * The last ETag of each frame's playlist, so that a frame polling with it gets its 304 for the
 * price of the token look-up alone. An entry holds only for the frame row it was made from: the
 * frame signals move the row's `content_version` whenever something it shows changes, in the
 * database, so every process sees the change as soon as it is written. Entries also age out after
 * `maxAgeMs`: the bound on how long a change that no signal announced (a plan that ended) goes
 * unseen. Bounded: the least recently used entry goes first.
 */
export function createPlaylistEtags(deps: { clock: Clock; maxAgeMs: number; maxEntries: number }) {
  const entries = new Map<number, Entry>();

  return {
    /** The ETag made for this frame in this state, or null: then the playlist must be built. */
    lookup(frameId: number, state: string): string | null {
      const entry = entries.get(frameId);
      if (!entry || entry.state !== state) return null;
      if (deps.clock.now().getTime() - entry.storedAtMs > deps.maxAgeMs) return null;
      // Most recently used to the back: a Map iterates in insertion order.
      entries.delete(frameId);
      entries.set(frameId, entry);
      return entry.etag;
    },

    remember(frameId: number, state: string, etag: string): void {
      entries.delete(frameId);
      while (entries.size >= deps.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(frameId, { state, etag, storedAtMs: deps.clock.now().getTime() });
    },
  };
}

export type PlaylistEtags = ReturnType<typeof createPlaylistEtags>;
