import { find, setCache } from 'geo-tz/all';
import { LRUCache } from 'lru-cache';

/**
 * geo-tz reads the shapes of the zones around a position from its data file on first need and
 * keeps them; without a bound a long-running worker that meets the whole world would keep them all.
 * A few hundred areas hold a family's travels.
 */
const CACHED_AREAS = 256;
let isCacheBounded = false;

/**
 * The IANA time zone at a position, from the zones' shapes (timezone-boundary-builder, shipped in
 * the geo-tz package: the comprehensive set, right for dates before 1970 too); at sea an `Etc/GMT`
 * zone. Read from files on this machine, never the network.
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!isCacheBounded) {
    setCache({ store: new LRUCache<string, object>({ max: CACHED_AREAS }) });
    isCacheBounded = true;
  }
  return find(latitude, longitude)[0] ?? null;
}
