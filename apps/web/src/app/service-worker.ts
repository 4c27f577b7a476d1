/**
 * Registers the web app's service worker (sw/app-sw.ts, built to /sw.js): the app opens with no
 * network, installs to a phone's home screen and receives files from its share sheet. Production
 * builds only: the dev server's files are neither fingerprinted nor listed in a worker.
 */
export function registerAppServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page's own loading, so the worker's downloads never compete with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No service worker (a plain-http address, a private window): the app works, online only.
    });
  });
}
