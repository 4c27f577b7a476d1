import type { Clock } from '../../infra/clock.ts';

/**
 * A bounded map of what was worked out lately: an entry is forgotten `maxAgeMs` after it was stored,
 * and when full the least recently used entry goes first (a Map iterates in insertion order, so the
 * most recently used is moved to the back).
 */
export function createRecentMap<K, V>(deps: { clock: Clock; maxAgeMs: number; maxEntries: number }) {
  const entries = new Map<K, { value: V; storedAtMs: number }>();
  const nowMs = () => deps.clock.now().getTime();

  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (nowMs() - entry.storedAtMs > deps.maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },

    set(key: K, value: V): void {
      entries.delete(key);
      while (entries.size >= deps.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { value, storedAtMs: nowMs() });
    },
  };
}
