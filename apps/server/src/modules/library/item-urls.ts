import type { Clock } from '../../infra/clock.ts';

/** What the library needs of storage to hand out links: signing, nothing else. */
export interface UrlSigner {
  signedUrl(
    key: string,
    options: { expiresInSeconds: number; signedAt: Date; contentType?: string; downloadName?: string },
  ): Promise<string>;
}

export interface ItemUrls {
  sign(key: string, contentType: string, downloadName?: string): Promise<string>;
}

const WINDOW_SECONDS = 6 * 60 * 60;
/** Links kept per window: a few pages of every open library, far below a megabyte each thousand. */
const MAX_REMEMBERED_LINKS = 20_000;

/**
 * The window `now` falls in, and when every link signed in it expires (the end of the next one):
 * for a client that must know how long its links last (a frame's playlist).
 */
export function signingWindow(now: Date): { index: number; expiresAt: Date } {
  const index = Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);
  return { index, expiresAt: new Date((index + 2) * WINDOW_SECONDS * 1000) };
}

/**
 * Signed links that stay the same for a while: every link of one six-hour window is signed as of
 * the window's start and expires at the end of the next one, so a page reload asks the browser for
 * the very same URLs and its cache answers, while no link lives longer than twelve hours. The same
 * link is not signed twice in a window: an S3 signature costs a millisecond or two of CPU, and a page
 * of a hundred items asks for four hundred links.
 */
export function createItemUrls(signer: UrlSigner, clock: Clock): ItemUrls {
  let rememberedWindow = -1;
  const remembered = new Map<string, Promise<string>>();
  return {
    sign(key, contentType, downloadName) {
      const { index } = signingWindow(clock.now());
      if (index !== rememberedWindow) {
        remembered.clear();
        rememberedWindow = index;
      }
      const id = JSON.stringify([key, contentType, downloadName ?? null]);
      const known = remembered.get(id);
      if (known) return known;
      const link = signer.signedUrl(key, {
        signedAt: new Date(index * WINDOW_SECONDS * 1000),
        expiresInSeconds: 2 * WINDOW_SECONDS,
        contentType,
        downloadName,
      });
      // A failed signing is not remembered; the oldest link makes room when the memory is full.
      link.catch(() => remembered.delete(id));
      if (remembered.size >= MAX_REMEMBERED_LINKS) remembered.delete(remembered.keys().next().value as string);
      remembered.set(id, link);
      return link;
    },
  };
}
