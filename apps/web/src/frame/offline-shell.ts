/**
 * Registers the player's service worker (sw.ts) and hands it the files this page was built from,
 * so that the next start works with no network. Production builds only: the dev server's files are
 * neither fingerprinted nor the ones a frame runs.
 */
export async function keepShellForOffline(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/frame-sw.js', { scope: '/frame' });
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'keep-shell', urls: shellFiles() });
  } catch {
    // No service worker (a plain-http address, a private window): the player works, online only.
  }
}

/** The scripts, styles and language file this page loaded from our own origin. */
function shellFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === location.origin && (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg'),
    )
    .map((url) => url.pathname);
}
