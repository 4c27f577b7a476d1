import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { pathOf } from '@kinframe/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** apps/web/dist, found from this package so it works whatever the working directory. */
export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kinframe: web app not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>The web app is not built yet</h1>
<p>The API is running, but there is no <code>apps/web/dist</code> to serve. From the repository root, run:</p>
<pre style="background:#f3f3f3;padding:1rem">npm run build</pre>
<p>then restart the server (or simply use <code>npm start</code>, which builds first).</p>
</body></html>`;

/**
 * The built single-page app: hashed files under /assets are cached for good, index.html never, and
 * any other page path answers index.html so the app's router can show it (SPA fallback). The frame
 * player is a page of its own (frame.html, with its service worker /frame-sw.js beside it), answered
 * at /frame and every path under it. The app's own service worker (/sw.js) and its install manifest
 * (/manifest.webmanifest) are plain files of the build, asked again each time (no-cache).
 * Returns the handler for paths that match no file and no route.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string },
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined> {
  const isBuilt = existsSync(path.join(options.distDir, 'index.html'));
  registerShareFallback(app);
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      // `/` is the app's page like any other; folders are never listed.
      index: 'index.html',
      wildcard: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return (request, reply) => {
    if (!wantsPage(request)) return undefined;
    if (!isBuilt)
      return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE);
    return reply.header('cache-control', 'no-cache').sendFile(pageFor(request));
  };
}

/** Where the phone's share sheet lands without a service worker: the app's page for shared files. */
export const SHARE_MISSED_PAGE = `${pathOf('library-shared')}?status=missed`;

/**
 * POST /share is the install manifest's share target. The app's service worker answers it in the
 * browser, keeping the files; it reaches the server only when no worker runs yet (the first visit,
 * a private window). The files cannot be kept here for a page to pick up, so the browser is sent
 * to the page that says so and offers the library's upload instead, rather than shown an error.
 * The body is never read. No CSRF check: nothing changes, whoever posts.
 */
function registerShareFallback(app: FastifyInstance): void {
  // Hidden from the OpenAPI document: a browser's form post, not a call of the API.
  app.post('/share', { config: { csrf: false }, schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').redirect(SHARE_MISSED_PAGE, 303),
  );
}

/** The HTML file of a page path: the frame player's own under /frame, the web app's everywhere else. */
function pageFor(request: FastifyRequest): string {
  const pathname = request.url.split('?')[0] ?? '/';
  return pathname === '/frame' || pathname.startsWith('/frame/') ? 'frame.html' : 'index.html';
}

/**
 * A browser navigating to an app route (`/family/library`), as opposed to a missing script or
 * image (`/assets/x.js`), which must get a 404 rather than HTML. Navigations accept text/html;
 * tools like curl accept anything, so an extension-less path counts as a page too.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/dev' || pathname.startsWith('/dev/')) {
    return false;
  }
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || !path.posix.basename(pathname).includes('.');
}
