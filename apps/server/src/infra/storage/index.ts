import type { Clock } from '../clock.ts';
import { createLocalStorage } from './local.ts';
import { createMediaUrls as createSignedMediaUrls, type MediaUrls } from './media-url.ts';
import { createS3Storage } from './s3.ts';
import type { StorageConfig } from './storage.settings.ts';
import type { Storage } from './storage.ts';
import { UPLOAD_ROUTE_PATH } from './upload.routes.ts';
import { createUploadPolicies } from './upload-policy.ts';

export { registerMediaRoutes } from './media.routes.ts';
export type { MediaUrls } from './media-url.ts';
export type { Storage } from './storage.ts';
export { ObjectNotFoundError } from './storage.ts';
export { StorageKeyError } from './storage-key.ts';
export { registerUploadRoute } from './upload.routes.ts';

const API_PREFIX = '/api';

/** Where the local media route answers, under APP_URL: signed links point here. */
export const MEDIA_ROUTE_PREFIX = `${API_PREFIX}/media`;

/**
 * The signed links of the local media route, keyed by SESSION_SECRET so every process accepts them.
 * Relative to the site, so they work under whatever host name the page was opened with; a device
 * that needs an absolute link puts APP_URL in front.
 */
export function createMediaUrls(config: { sessionSecret: string }, clock: Clock): MediaUrls {
  return createSignedMediaUrls({
    secret: config.sessionSecret,
    baseUrl: MEDIA_ROUTE_PREFIX,
    clock,
  });
}

/** The local folder (DATA_DIR/media) unless STORAGE=s3; the AWS SDK is loaded only for s3. */
export function createStorage(
  config: { storage: StorageConfig; sessionSecret: string },
  dependencies: { clock: Clock; mediaUrls: MediaUrls },
): Promise<Storage> | Storage {
  const settings = config.storage;
  if (settings.provider === 's3') return createS3Storage(settings, dependencies.clock);
  return createLocalStorage({
    directory: settings.directory,
    mediaUrls: dependencies.mediaUrls,
    // Relative, like the media links: the browser posts to whatever host it opened the site with.
    uploadPolicies: createUploadPolicies({
      secret: config.sessionSecret,
      url: `${API_PREFIX}${UPLOAD_ROUTE_PATH}`,
      clock: dependencies.clock,
    }),
  });
}

/**
 * The origin signed media links point at when it is not our own (S3), for the page's CSP; null when
 * media is served by this server.
 */
export function mediaOrigin(config: { storage: StorageConfig }): string | null {
  const settings = config.storage;
  if (settings.provider !== 's3') return null;
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
  }
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}
