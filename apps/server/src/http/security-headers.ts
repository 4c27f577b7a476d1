import type { FastifyInstance } from 'fastify';
import type { Config } from '../infra/config.ts';
import { tileOrigins } from '../infra/settings/map.settings.ts';
import { mediaOrigin } from '../infra/storage/index.ts';

/**
 * Headers for every answer, pages and API alike. The CSP allows our own origin only, plus what the
 * captcha needs: ALTCHA's widget solves in a Web Worker made from a blob: URL and injects its own
 * styles; reCAPTCHA loads scripts and an iframe from Google, allowed only when it is the provider.
 * Photos and videos come from the S3 bucket's origin when media is stored there; the Places view's
 * map tiles from the tile server's (MAP_TILE_URL), as images only.
 */
export function contentSecurityPolicy(config: Pick<Config, 'captcha' | 'storage' | 'mapTiles'>): string {
  const recaptcha = config.captcha.provider === 'recaptcha';
  const media = mediaOrigin(config);
  const mediaSources = media ? [media] : [];
  const tileSources = config.mapTiles ? tileOrigins(config.mapTiles.urlTemplate) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(recaptcha ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mediaSources, ...tileSources],
    'media-src': ["'self'", 'blob:', ...mediaSources],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mediaSources],
    'worker-src': ["'self'", 'blob:'],
    // The install manifest (the app's page links it) and the app's service worker are our own.
    'manifest-src': ["'self'"],
    'frame-src': recaptcha
      ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']
      : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (config.isHttps) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
