import type { Clock } from '../clock.ts';
import { deriveKey, hmac, safeEqual } from '../security/tokens.ts';
import type { SignedUrlOptions } from './storage.ts';
import { assertStorageKey, isStorageKey } from './storage-key.ts';

/**
 * The signed, expiring links of the local storage: `<baseUrl>/<key>?exp=<unix>&sig=<hmac>` (plus
 * `type` and `name` when the link overrides the content type or asks for a download). The HMAC covers
 * every one of them, so none can be changed, and its key is derived from SESSION_SECRET for this use
 * alone. Every process that shares the secret accepts the links of the others.
 */
export interface MediaUrls {
  sign(key: string, options: SignedUrlOptions): string;
  /** Checks the query of a request for `key`: the signature first, then the expiry. */
  verify(key: string, query: Record<string, unknown>): MediaUrlCheck;
}

export type MediaUrlCheck =
  | { status: 'valid'; remainingSeconds: number; contentType: string | null; downloadName: string | null }
  | { status: 'forged' }
  | { status: 'expired' };

export function createMediaUrls(options: { secret: string; baseUrl: string; clock: Clock }): MediaUrls {
  const signingKey = deriveKey(options.secret, 'media-url');
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const nowInSeconds = () => Math.floor(options.clock.now().getTime() / 1000);
  // JSON keeps the fields apart: no name or type can be shifted into another field.
  const signature = (key: string, exp: string, type: string | null, name: string | null) =>
    hmac(signingKey, JSON.stringify([key, exp, type, name]));

  return {
    sign(key, { expiresInSeconds, signedAt, contentType, downloadName }) {
      assertStorageKey(key);
      const from = signedAt ? Math.floor(signedAt.getTime() / 1000) : nowInSeconds();
      const exp = String(from + Math.max(0, Math.floor(expiresInSeconds)));
      const query = new URLSearchParams({ exp });
      if (contentType) query.set('type', contentType);
      if (downloadName) query.set('name', downloadName);
      query.set('sig', signature(key, exp, contentType || null, downloadName || null));
      return `${baseUrl}/${key}?${query}`;
    },

    verify(key, query) {
      const { exp, sig } = query;
      const type = query.type ?? null;
      const name = query.name ?? null;
      const isWellFormed =
        isStorageKey(key) &&
        typeof exp === 'string' &&
        /^\d{1,12}$/.test(exp) &&
        typeof sig === 'string' &&
        (type === null || typeof type === 'string') &&
        (name === null || typeof name === 'string');
      if (!isWellFormed || !safeEqual(sig, signature(key, exp, type, name))) return { status: 'forged' };
      const remainingSeconds = Number(exp) - nowInSeconds();
      if (remainingSeconds <= 0) return { status: 'expired' };
      return { status: 'valid', remainingSeconds, contentType: type, downloadName: name };
    },
  };
}
