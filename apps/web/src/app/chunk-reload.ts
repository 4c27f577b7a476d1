/**
 * A screen's code is loaded when it is first opened. After a deploy, a tab opened before it asks
 * for files that no longer exist: the browser says so in words that differ by engine.
 */
export function isChunkLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );
}

const RELOADED_KEY = 'kinframe.reloadedFor';
/** A reload longer ago than this was for another deploy: this failure gets its own. */
const RELOAD_MEMORY_MS = 60_000;

/**
 * Reloads the page once for a failed chunk: the new deploy's index brings files that exist. True
 * when it reloads; false when this page was already reloaded for it a moment ago, so the screen
 * must say what is wrong instead of reloading forever.
 */
export function reloadOnceFor(path: string, now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === path && now - last.at < RELOAD_MEMORY_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Without session storage there is no way to tell a second failure from the first: ask.
    return false;
  }
  window.location.reload();
  return true;
}
