import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_EDIT_ORIGINAL } from '@kinframe/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_MAX_PIXELS, renderPhotoEdit } from './photo-edit.ts';

describe('an edit of a very large photo', () => {
  let scratch = '';
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'kinframe-edit-size-'));
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('is rendered within EDIT_MAX_PIXELS, at the photo’s shape, straightened and cropped as asked', async () => {
    const file = path.join(scratch, 'large.jpg');
    await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#5a7d9a' } })
      .jpeg({ quality: 60 })
      .toFile(file);
    const picture = await renderPhotoEdit(
      file,
      { ...PHOTO_EDIT_ORIGINAL, straighten: 45, crop: { x: 0.1, y: 0.1, width: 0.8, height: 0.8 } },
      { photoMaxPixels: 100_000_000 },
    );
    expect(picture.width * picture.height).toBeLessThanOrEqual(EDIT_MAX_PIXELS);
    expect(picture.width / picture.height).toBeCloseTo(8000 / 6000, 1);
    expect(picture.data.length).toBe(picture.width * picture.height * 3);
  });
});
