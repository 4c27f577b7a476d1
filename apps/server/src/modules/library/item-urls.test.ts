import { describe, expect, it } from 'vitest';
import { createItemUrls, signingWindow, type UrlSigner } from './item-urls.ts';

/** A signer that says what it was asked, and counts how often. */
function countingSigner() {
  const calls: { key: string; signedAt: Date; expiresInSeconds: number }[] = [];
  const signer: UrlSigner = {
    async signedUrl(key, options) {
      calls.push({ key, signedAt: options.signedAt, expiresInSeconds: options.expiresInSeconds });
      return `https://bucket.example/${key}?signed=${options.signedAt.toISOString()}&n=${calls.length}`;
    },
  };
  return { signer, calls };
}

describe('item links', () => {
  it('signs a link once per window, as of the window’s start, until the end of the next window', async () => {
    let now = new Date('2026-11-26T13:05:00.000Z');
    const { signer, calls } = countingSigner();
    const urls = createItemUrls(signer, { now: () => now });

    const first = await urls.sign('renditions/ab/one/square.webp', 'image/webp');
    now = new Date('2026-11-26T17:59:59.000Z');
    expect(await urls.sign('renditions/ab/one/square.webp', 'image/webp')).toBe(first);
    expect(calls).toEqual([
      {
        key: 'renditions/ab/one/square.webp',
        signedAt: new Date('2026-11-26T12:00:00.000Z'),
        expiresInSeconds: 12 * 60 * 60,
      },
    ]);
    expect(signingWindow(now).expiresAt).toEqual(new Date('2026-11-27T00:00:00.000Z'));

    // Another name for the download is another link; the next window signs anew.
    expect(await urls.sign('renditions/ab/one/square.webp', 'image/webp', 'one.webp')).not.toBe(first);
    now = new Date('2026-11-26T18:00:00.000Z');
    const next = await urls.sign('renditions/ab/one/square.webp', 'image/webp');
    expect(next).not.toBe(first);
    expect(calls.at(-1)?.signedAt).toEqual(new Date('2026-11-26T18:00:00.000Z'));
  });

  it('does not keep a signing that failed', async () => {
    let fails = true;
    const urls = createItemUrls(
      {
        async signedUrl(key) {
          if (fails) throw new Error('no credentials');
          return `https://bucket.example/${key}`;
        },
      },
      { now: () => new Date('2026-11-26T13:05:00.000Z') },
    );
    await expect(urls.sign('originals/ab/one', 'image/jpeg')).rejects.toThrow('no credentials');
    fails = false;
    expect(await urls.sign('originals/ab/one', 'image/jpeg')).toBe('https://bucket.example/originals/ab/one');
  });
});
