import type { Clock } from '../../infra/clock.ts';

/** What the library needs of storage to hand out links: signing, nothing else. */
export interface UrlSigner {
  signedUrl(
    key: string,
    options: { expiresInSeconds: number; contentType?: string; downloadName?: string },
  ): Promise<string>;
}

export interface ItemUrls {
  sign(key: string, contentType: string, downloadName?: string): Promise<string>;
}

const WINDOW_SECONDS = 6 * 60 * 60;

/**
 * The window `now` falls in, and when every link signed in it expires (the end of the next one):
 * for a client that must know how long its links last (a frame's playlist).
 */
export function signingWindow(now: Date): { index: number; expiresAt: Date } {
  const index = Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);
  return { index, expiresAt: new Date((index + 2) * WINDOW_SECONDS * 1000) };
}

/**
 * Signed links that stay the same for a while: every link signed within one six-hour window
 * expires at the end of the next one, so a page reload asks the browser for the very same URLs
 * and its cache answers, while no link lives longer than twelve hours.
 */
export function createItemUrls(signer: UrlSigner, clock: Clock): ItemUrls {
  return {
    sign(key, contentType, downloadName) {
      const now = clock.now();
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const expiresAt = signingWindow(now).expiresAt.getTime() / 1000;
      return signer.signedUrl(key, { expiresInSeconds: expiresAt - nowSeconds, contentType, downloadName });
    },
  };
}
