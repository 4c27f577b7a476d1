/**
 * The web app's service worker (built to /sw.js, scope /). It keeps this version's shell (index.html
 * and the files it loads) so that the app opens with no network, and it receives files shared to
 * Kinframe from the phone's share sheet. API answers are never kept: they hold private data, and
 * the app says plainly when it cannot reach the server.
 *
 * Updates: the build writes the shell's file list and a digest of it into this file, so every
 * deploy changes the worker's bytes and the browser installs the new one. It takes over at once and
 * drops the previous version's files; pages are always asked of the network first, so an online
 * load gets the new index.html, and a tab still running the old version that asks for a file gone
 * with it reloads (app/chunk-reload.ts).
 *
 * A classic script: it imports only modules the app itself never imports, so the build inlines
 * them and this file stays one script (the build checks it).
 */
import { keepSharedFiles } from './keep-shared-files.ts';
import { routeRequest } from './sw-routing.ts';
import type { AppShell, WorkerScope } from './worker-scope.ts';

declare const __KINFRAME_APP_SHELL__: AppShell;

const worker = globalThis as unknown as WorkerScope;
const shell = __KINFRAME_APP_SHELL__;
const SHELL_CACHE_PREFIX = 'kinframe-app-';
const shellCache = `${SHELL_CACHE_PREFIX}${shell.version}`;
const shellFiles = new Set(shell.files);
const INDEX_PAGE = '/index.html';
/** Where a share lands: the page that uploads the kept files. */
const SHARED_FILES_PAGE = '/family/library/shared';
/** A network this slow is taken as none: the kept shell opens rather than a blank screen. */
const PAGE_TIMEOUT_MS = 4000;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      // Fingerprinted files may come from the HTTP cache (a deploy fetches only what changed);
      // index.html, the manifest and the icons are not fingerprinted, so they come from the server.
      const requestOf = (file: string) =>
        new Request(file, { cache: file.startsWith('/assets/') ? 'default' : 'reload' });
      await cache.addAll(shell.files.map(requestOf));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== shellCache) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (routeRequest(request, worker.location.origin, shellFiles)) {
    case 'share':
      return event.respondWith(receiveShare(request));
    case 'page':
      return event.respondWith(openPage(request));
    case 'shell':
      return event.respondWith(shellFile(request));
    case 'pass':
      return;
  }
});

async function receiveShare(request: Request): Promise<Response> {
  const landing = new URL(SHARED_FILES_PAGE, worker.location.origin);
  try {
    const form = await request.formData();
    const files = form.getAll('files').filter((value): value is File => value instanceof File && value.size > 0);
    await keepSharedFiles(files, caches);
  } catch {
    // Too big to keep, or storage refused: the page says the files did not arrive.
    landing.searchParams.set('status', 'missed');
  }
  // 303: the share sheet's POST becomes a GET of the page, and a reload does not post again.
  return Response.redirect(landing.href, 303);
}

async function openPage(request: Request): Promise<Response> {
  const network = fetch(request);
  // Answered by the kept page after the timeout, the network's late failure is nobody's business.
  network.catch(() => undefined);
  const kept = caches.match(INDEX_PAGE, { cacheName: shellCache });
  const slow = new Promise<Response | undefined>((resolve) =>
    setTimeout(() => void kept.then(resolve, () => resolve(undefined)), PAGE_TIMEOUT_MS),
  );
  try {
    const answer = await Promise.race([network, slow]);
    if (answer) return answer;
    return await network;
  } catch (error) {
    const page = await kept;
    if (page) return page;
    throw error;
  }
}

async function shellFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: shellCache })) ?? fetch(request);
}
