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
 * Signed links that stay the same for a while: every link signed within one six-hour window
 * expires at the end of the next one, so a page reload asks the browser for the very same URLs
 * and its cache answers, while no link lives longer than twelve hours.
 */
export function createItemUrls(signer: UrlSigner, clock: Clock): ItemUrls {
  return {
    sign(key, contentType, downloadName) {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const expiresAt = (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
      return signer.signedUrl(key, { expiresInSeconds: expiresAt - nowSeconds, contentType, downloadName });
    },
  };
}
