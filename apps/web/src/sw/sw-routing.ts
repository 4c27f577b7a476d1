/**
 * What the web app's service worker does with a request, decided from the request alone so it can
 * be tested without a browser:
 * - `share`: the phone's share sheet posting files to Kinframe (the manifest's share target);
 * - `page`: a navigation to one of the app's pages: the network first, the kept index.html offline;
 * - `shell`: a file of this version's shell (scripts, styles, icons): the kept copy, else the network;
 * - `pass`: everything else goes to the network untouched. The API above all: its answers hold
 *   private data and are never kept; and the frame player, which has a service worker of its own.
 */
export type ServiceWorkerRoute = 'share' | 'page' | 'shell' | 'pass';

export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode;
}

/** The address the manifest's share_target posts to. */
const SHARE_ACTION = '/share';

/** Paths the server answers itself, never the app's page: its API, the development mailbox, the player. */
const SERVER_PATHS = ['/api', '/dev', '/frame'];

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function routeRequest(
  request: RequestFacts,
  origin: string,
  shellFiles: ReadonlySet<string>,
): ServiceWorkerRoute {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'pass';
  if (request.method === 'POST' && url.pathname === SHARE_ACTION) return 'share';
  if (request.method !== 'GET') return 'pass';
  if (SERVER_PATHS.some((prefix) => isUnder(url.pathname, prefix))) return 'pass';
  if (request.mode === 'navigate') return 'page';
  return shellFiles.has(url.pathname) ? 'shell' : 'pass';
}
