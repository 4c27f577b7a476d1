/**
 * The frame player's service worker (built to /frame-sw.js, scope /frame): it lets a reload with no
 * network still start the player. It keeps only the player's own shell (its page, scripts and styles);
 * photos live in the player's media cache and the device API always goes to the network.
 *
 * The page sends the addresses of the files it was built from (`keep-shell`); they replace the
 * previous version's. Pages and files are fetched from the network first and answered from the
 * cache only when the network fails, so a new version is always picked up when online.
 *
 * A classic script with no imports (a module service worker is not yet supported everywhere), and
 * typed by hand, because the DOM typings the rest of the app uses lack the worker's.
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;
const SHELL_CACHE = 'kinframe-frame-shell';
/** The player's page, whatever path under /frame it was opened at. */
const PLAYER_PAGE = '/frame';

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; urls?: unknown } | null;
  if (message?.type !== 'keep-shell' || !Array.isArray(message.urls)) return;
  event.waitUntil(keepShell(message.urls.filter((url): url is string => typeof url === 'string')));
});

async function keepShell(urls: string[]): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  const page = new URL(PLAYER_PAGE, worker.location.origin).href;
  const files = new Set(urls.map((url) => new URL(url, worker.location.origin).href));
  for (const request of await cache.keys()) {
    if (request.url !== page && !files.has(request.url)) await cache.delete(request);
  }
  // Files are fingerprinted: one kept is good for ever. The page is not: it is fetched anew each start.
  for (const url of files) {
    if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
  }
  await cache.add(page).catch(() => undefined);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || url.pathname.startsWith('/api/')) return;
  const fallback = request.mode === 'navigate' ? PLAYER_PAGE : request;
  event.respondWith(
    fetch(request).catch(async (error: unknown) => {
      const cached = await caches.match(fallback, { cacheName: SHELL_CACHE });
      if (cached) return cached;
      throw error;
    }),
  );
});
