import path from 'node:path';
import {
  makeBlurredPhoto,
  makeDarkPhoto,
  makeDocumentPhoto,
  makeFramePhoto,
  makeReceiptPhoto,
  makeScreenshot,
} from '@kinframe/testkit/frame-unfit-samples';
import { makeScratchDir } from '@kinframe/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unfitReasonsOf } from '../../modules/library/frame-fitness.ts';
import { hashDistance, NEAR_DUPLICATE_DISTANCE } from '../../modules/library/near-duplicates.ts';
import { measurePicture } from './photo-analysis.ts';
import { makePhotoRenditions } from './photo-renditions.ts';

const CAMERA = { camera_make: 'Google', camera_model: 'Pixel 8' };
const NO_CAMERA = { camera_make: null, camera_model: null };

describe('the analysis of a rendition', () => {
  let dir = '';
  let remove: () => Promise<void> = async () => {};
  const file = (name: string) => path.join(dir, name);

  /** Measured as the job measures: on the library's ratio rendition of the upload. */
  async function measured(name: string) {
    const renditions = await makePhotoRenditions(file(name), file(`${name}-renditions`), { photoMaxPixels: 100e6 });
    const ratio = renditions.find((rendition) => rendition.name === 'ratio');
    return measurePicture(ratio?.path ?? '');
  }

  beforeAll(async () => {
    ({ dir, remove } = await makeScratchDir());
    await makeFramePhoto(file('photo.jpg'), { width: 1600, height: 1200, seed: 1 });
    await makeFramePhoto(file('other.jpg'), { width: 1600, height: 1200, seed: 2 });
    await makeFramePhoto(file('another.jpg'), { width: 1200, height: 1600, seed: 3 });
    const photo = sharp(file('photo.jpg'));
    await photo.clone().resize(400).jpeg({ quality: 50 }).toFile(file('small-recompressed.jpg'));
    await photo.clone().webp({ quality: 60 }).toFile(file('as-webp.webp'));
    await photo.clone().modulate({ brightness: 1.1 }).sharpen().jpeg().toFile(file('edited.jpg'));
    await photo.clone().extract({ left: 16, top: 12, width: 1568, height: 1176 }).jpeg().toFile(file('cropped.jpg'));
    await makeScreenshot(file('screenshot.png'));
    await makeDocumentPhoto(file('document.jpg'));
    await makeReceiptPhoto(file('receipt.jpg'));
    await makeBlurredPhoto(file('blurred.jpg'));
    await makeDarkPhoto(file('dark.jpg'));
  }, 120_000);
  afterAll(() => remove());

  it('hashes the same picture alike when resized, recompressed, re-encoded, lightly edited or trimmed', async () => {
    const original = (await measured('photo.jpg')).hash;
    expect(original).toMatch(/^[0-9a-f]{16}$/);
    for (const copy of ['small-recompressed.jpg', 'as-webp.webp', 'edited.jpg', 'cropped.jpg']) {
      expect(hashDistance(original, (await measured(copy)).hash), copy).toBeLessThanOrEqual(4);
    }
  });

  it('hashes different photos far apart', async () => {
    const hashes = await Promise.all(['photo.jpg', 'other.jpg', 'another.jpg', 'document.jpg'].map(measured));
    for (let a = 0; a < hashes.length; a += 1) {
      for (let b = a + 1; b < hashes.length; b += 1) {
        expect(hashDistance(hashes[a]?.hash ?? '', hashes[b]?.hash ?? '')).toBeGreaterThan(NEAR_DUPLICATE_DISTANCE * 2);
      }
    }
  });

  it('flags a screenshot, a document, a receipt, a blurred and a dark photo, and not a photo', async () => {
    const photo = { kind: 'photo' as const, width: 1600, height: 1200, ...CAMERA };
    expect(unfitReasonsOf(photo, await measured('photo.jpg'))).toEqual([]);
    expect(unfitReasonsOf({ ...photo, height: 1600, width: 1200 }, await measured('another.jpg'))).toEqual([]);
    const screenshot = { kind: 'photo' as const, width: 1179, height: 2556, ...NO_CAMERA };
    expect(unfitReasonsOf(screenshot, await measured('screenshot.png'))).toEqual(['screenshot']);
    // The same picture from a camera is no screenshot (though it is mostly text on white).
    expect(unfitReasonsOf({ ...screenshot, ...CAMERA }, await measured('screenshot.png'))).toEqual(['document']);
    expect(unfitReasonsOf(photo, await measured('document.jpg'))).toEqual(['document']);
    expect(unfitReasonsOf({ ...photo, width: 1200, height: 1600 }, await measured('receipt.jpg'))).toEqual([
      'document',
    ]);
    expect(unfitReasonsOf(photo, await measured('blurred.jpg'))).toEqual(['blurred']);
    expect(unfitReasonsOf(photo, await measured('dark.jpg'))).toEqual(['dark']);
    // A video's poster says nothing of the clip: no reasons.
    expect(unfitReasonsOf({ ...photo, kind: 'video' }, await measured('dark.jpg'))).toEqual([]);
  });

  it('judges sharpness by the edges alone: a crisp photo at any contrast is sharp, and a plain picture has no verdict', async () => {
    const sharpness = (await measured('photo.jpg')).sharpness ?? 0;
    await sharp(file('photo.jpg')).linear(0.4, 80).jpeg().toFile(file('flat.jpg'));
    expect(Math.abs(((await measured('flat.jpg')).sharpness ?? 0) - sharpness)).toBeLessThan(0.2);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toFile(file('plain.jpg'));
    expect((await measured('plain.jpg')).sharpness).toBeNull();
  });
});
