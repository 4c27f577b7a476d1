/**
 * The "confirm your email" notice, once dismissed, stays away a day on this browser for that address
 * (a new address asks again): shown on every page load, it took a phone's first screen each time.
 */
const STORAGE_KEY = 'kinframe.emailNotice.dismissed';
const QUIET_MS = 24 * 60 * 60_000;

export function isEmailNoticeDismissed(address: string, now = Date.now()): boolean {
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as {
      address?: unknown;
      at?: unknown;
    } | null;
    return saved?.address === address && typeof saved.at === 'number' && now - saved.at < QUIET_MS;
  } catch {
    // Storage refused or its value unreadable: the notice shows, as on a first visit.
    return false;
  }
}

export function dismissEmailNotice(address: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ address, at: now }));
  } catch {
    // Not remembered: dismissed for this visit only.
  }
}
