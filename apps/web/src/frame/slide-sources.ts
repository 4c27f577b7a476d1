import { readRendition, renditionsOf } from './media-cache.ts';
import type { Slide } from './slides.ts';
import type { ItemSources, SlideSources } from './slideshow.ts';

async function decodeImage(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  await image.decode();
}

/**
 * A slide's files as object URLs of the cached copies, so it shows the same with or without a
 * network. Photos are decoded before their turn, so a transition never reveals a half-drawn image.
 */
export async function prepareSlide(slide: Slide): Promise<SlideSources> {
  const made: string[] = [];
  const objectUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    made.push(url);
    return url;
  };
  // Settled, not raced: a failing photo must not leave its partner's object URL behind.
  const results = await Promise.allSettled(
    slide.items.map(async (item) => {
      const [media, poster] = renditionsOf(item);
      if (!media) throw new Error(`Item ${item.id} has no rendition`);
      // Not cached and not fetchable (offline, or a bucket that refuses cross-origin reads): the
      // browser may still load it itself; when it cannot either, decoding fails and the slide is skipped.
      const src = await readRendition(media).then(objectUrl, () => media.url);
      if (item.kind === 'photo') await decodeImage(src);
      const posterBlob = poster ? await readRendition(poster).catch(() => null) : null;
      return [item.id, { src, poster: posterBlob ? objectUrl(posterBlob) : null }] as const;
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    for (const url of made) URL.revokeObjectURL(url);
    throw failure.reason;
  }
  return new Map(results.map((result) => (result as PromiseFulfilledResult<readonly [number, ItemSources]>).value));
}

export function releaseSlide(sources: SlideSources): void {
  for (const { src, poster } of sources.values()) {
    URL.revokeObjectURL(src);
    if (poster) URL.revokeObjectURL(poster);
  }
}
