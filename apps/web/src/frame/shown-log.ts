import { type Heartbeat, MAX_SHOWN_PER_BEAT } from '@kinframe/contract';

/**
 * The slides shown since the last heartbeat that was answered, for the owner's statistics. Each is
 * kept with when it came up; a beat reports them as ages (`msAgo`), since the server dates them by
 * its own clock. Only the entries a beat carried are forgotten once it is answered: slides shown
 * while it was on its way go with the next one. Cut off for long, the player keeps the latest.
 */
interface ShownEntry {
  id: number;
  at: number;
}

let entries: ShownEntry[] = [];

/** A slide came up showing these playlist items (two photos side by side are two). */
export function noteShown(itemIds: readonly number[], now: number): void {
  for (const id of itemIds) entries.push({ id, at: now });
  if (entries.length > MAX_SHOWN_PER_BEAT) entries = entries.slice(-MAX_SHOWN_PER_BEAT);
}

/** The `shown` of the next heartbeat, and the entries it stands for (to acknowledge once answered). */
export function shownReport(now: number): { shown: NonNullable<Heartbeat['shown']>; sent: readonly object[] } {
  const sent = entries.slice();
  return { shown: sent.map((entry) => ({ id: entry.id, msAgo: Math.max(0, Math.round(now - entry.at)) })), sent };
}

/** The beat carrying `sent` was answered: those entries are counted. */
export function acknowledgeShown(sent: readonly object[]): void {
  const counted = new Set(sent);
  entries = entries.filter((entry) => !counted.has(entry));
}

/** For tests: nothing shown. */
export function resetShown(): void {
  entries = [];
}
