import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeHeic, makeJpeg, makePng, makeScratchDir, makeVideo } from '@kinframe/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectMediaType } from './detect-media-type.ts';

describe('detectMediaType', () => {
  let dir: string;
  let removeDir: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, remove: removeDir } = await makeScratchDir());
  });
  afterAll(() => removeDir());

  it('recognises a JPEG by its bytes even when it is named .png', async () => {
    const path = join(dir, 'holiday.png');
    await makeJpeg(path, { width: 64, height: 48 });
    expect(await detectMediaType(path)).toBe('jpeg');
  });

  it('recognises a PNG, from a path or from the first bytes of an upload', async () => {
    const path = join(dir, 'image.jpg');
    await makePng(path, 32, 32);
    expect(await detectMediaType(path)).toBe('png');
    expect(await detectMediaType((await readFile(path)).subarray(0, 4100))).toBe('png');
  });

  it('recognises a HEIC written by libheif', async () => {
    const path = join(dir, 'photo.jpeg');
    await makeHeic(path, '64x64');
    expect(await detectMediaType(path)).toBe('heic');
  });

  it.each([
    ['heic', 'heic'],
    ['heix', 'heic'],
    ['mif1', 'heic'],
    ['msf1', 'heic'],
    ['qt  ', 'mov'],
    ['isom', 'mp4'],
  ])('reads the ftyp brand %s as %s', async (brand, type) => {
    const box = Buffer.alloc(24);
    box.writeUInt32BE(24, 0);
    box.write(`ftyp${brand}`, 4, 'latin1');
    box.write(brand, 16, 'latin1');
    expect(await detectMediaType(box)).toBe(type);
  });

  it('recognises MP4 and MOV clips', async () => {
    const mp4 = join(dir, 'clip.mp4');
    const mov = join(dir, 'clip.mov');
    const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
    await makeVideo(mp4, { seconds: 0.2, size: '64x48', encode });
    await makeVideo(mov, { seconds: 0.2, size: '64x48', encode: [...encode, '-f', 'mov'] });
    expect(await detectMediaType(mp4)).toBe('mp4');
    expect(await detectMediaType(mov)).toBe('mov');
  });

  it('answers null for a text file named .jpg, an empty file and a GIF', async () => {
    const text = join(dir, 'notes.jpg');
    const empty = join(dir, 'empty.jpg');
    const gif = join(dir, 'anim.jpg');
    await writeFile(text, 'just some words, not a photo\n'.repeat(20));
    await writeFile(empty, '');
    await writeFile(gif, Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
    expect(await detectMediaType(text)).toBeNull();
    expect(await detectMediaType(empty)).toBeNull();
    expect(await detectMediaType(gif)).toBeNull();
    expect(await detectMediaType(new Uint8Array())).toBeNull();
  });
});
