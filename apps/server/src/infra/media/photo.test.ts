import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  makeBombPng,
  makeHeic,
  makeHeicBomb,
  makeJpeg,
  makePng,
  makeScene,
  makeScratchDir,
  TEST_MEDIA_ENV,
  TEST_MEDIA_TOOLS,
  truncateFile,
} from '@kinframe/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { convertHeicToJpeg } from './heic.ts';
import { MediaError } from './media-error.ts';
import { decodedBytes, LARGE_DECODE_BYTES, withinDecodeBudget } from './open-photo.ts';
import { readPhotoFacts, readPhotoInfo } from './photo-info.ts';
import { makeFrameRendition, makePhotoRenditions } from './photo-renditions.ts';

const config = loadConfig({ SESSION_SECRET: 's'.repeat(32), ...TEST_MEDIA_ENV }).media;

let dir: string;
let removeDir: () => Promise<void>;
beforeAll(async () => {
  ({ dir, remove: removeDir } = await makeScratchDir());
});
afterAll(() => removeDir());

async function expectMediaError(promise: Promise<unknown>, code: MediaError['code']): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect((error as MediaError).code).toBe(code);
}

describe('readPhotoInfo', () => {
  it('gives the size as shown: a photo stored sideways with EXIF orientation 6 is portrait', async () => {
    const path = join(dir, 'upright.jpg');
    await makeJpeg(path, { width: 600, height: 400, orientation: 6, takenAt: '2023:07:14 18:30:05' });
    expect(await readPhotoInfo(path, config)).toEqual({
      format: 'jpeg',
      width: 400,
      height: 600,
      orientation: 'portrait',
      takenAt: '2023-07-14T18:30:05',
      camera: null,
      exposure: null,
      position: null,
    });
  });

  it('reads the camera, the lens and the exposure from EXIF', async () => {
    const path = join(dir, 'camera.jpg');
    await makeScene(path, {
      width: 300,
      height: 200,
      sky: ['#7fb2e5', '#d8e9f7'],
      land: '#4f7d3a',
      sun: '#ffd45c',
      camera: {
        // Padded with spaces and a NUL, as some cameras write their names.
        make: 'FUJIFILM  ',
        model: 'X-T5\u0000',
        lens: 'XF16-55mmF2.8 R LM WR',
        fNumber: '28/10',
        exposureTime: '1/250',
        iso: 400,
        focalLength: '231/10',
      },
    });
    expect(await readPhotoInfo(path, config)).toMatchObject({
      camera: { make: 'FUJIFILM', model: 'X-T5', lens: 'XF16-55mmF2.8 R LM WR' },
      exposure: { fNumber: 2.8, exposureTime: 0.004, iso: 400, focalLength: 23.1 },
    });
  });

  it('keeps what a photo gives of its camera and leaves the rest null', async () => {
    const path = join(dir, 'phone.jpg');
    await makeJpeg(path, { width: 300, height: 200, camera: { make: 'Apple', model: 'iPhone 15', iso: 64 } });
    expect(await readPhotoInfo(path, config)).toMatchObject({
      camera: { make: 'Apple', model: 'iPhone 15', lens: null },
      exposure: { fNumber: null, exposureTime: null, iso: 64, focalLength: null },
    });
  });

  it('reads where it was taken from the GPS block, south and west negative, with the altitude', async () => {
    const hamburg = join(dir, 'hamburg.jpg');
    await makeJpeg(hamburg, {
      width: 300,
      height: 200,
      position: { latitude: 53.5503, longitude: 9.993, altitude: 12.5 },
    });
    const info = await readPhotoInfo(hamburg, config);
    expect(info.position?.latitude).toBeCloseTo(53.5503, 4);
    expect(info.position?.longitude).toBeCloseTo(9.993, 4);
    expect(info.position?.altitude).toBe(12.5);
    const santiago = join(dir, 'santiago.jpg');
    await makeJpeg(santiago, { width: 300, height: 200, position: { latitude: -33.4489, longitude: -70.6693 } });
    expect((await readPhotoInfo(santiago, config)).position).toMatchObject({ altitude: null });
    expect((await readPhotoInfo(santiago, config)).position?.longitude).toBeCloseTo(-70.6693, 4);
  });

  it('ignores a GPS block at (0, 0), one without a longitude, and one out of range', async () => {
    for (const [name, fixture] of [
      ['null-island.jpg', { position: { latitude: 0, longitude: 0 } }],
      ['latitude-only.jpg', { hasGps: true }],
      ['out-of-range.jpg', { position: { latitude: 95, longitude: 10 } }],
    ] as const) {
      await makeJpeg(join(dir, name), { width: 300, height: 200, ...fixture });
      expect((await readPhotoInfo(join(dir, name), config)).position, name).toBeNull();
    }
  });

  it("reads a photo's EXIF from the first bytes of its file alone", async () => {
    const path = join(dir, 'head.jpg');
    await makeJpeg(path, {
      width: 1200,
      height: 900,
      takenAt: '2024:05:01 10:00:00',
      position: { latitude: 48.8566, longitude: 2.3522 },
      camera: { make: 'Canon' },
    });
    const facts = await readPhotoFacts((await readFile(path)).subarray(0, 4096));
    expect(facts).toMatchObject({ takenAt: '2024-05-01T10:00:00', camera: { make: 'Canon' } });
    expect(facts.position?.latitude).toBeCloseTo(48.8566, 4);
    expect(await readPhotoFacts(Buffer.from('not a photo'))).toMatchObject({ takenAt: null, position: null });
  });

  it("keeps the camera's UTC offset with the taken date", async () => {
    const path = join(dir, 'offset.jpg');
    await makeJpeg(path, { width: 300, height: 200, takenAt: '2024:02:29 07:05:00', takenAtOffset: '-05:00' });
    const info = await readPhotoInfo(path, config);
    expect(info.takenAt).toBe('2024-02-29T07:05:00-05:00');
    expect(info.orientation).toBe('landscape');
  });

  it('reads a PNG without EXIF: no taken date; within 1% of 1:1 is square', async () => {
    const path = join(dir, 'almost-square.png');
    await makePng(path, 1000, 995);
    expect(await readPhotoInfo(path, config)).toMatchObject({
      format: 'png',
      orientation: 'square',
      takenAt: null,
      camera: null,
      exposure: null,
    });
  });

  it('refuses a truncated JPEG', async () => {
    const whole = join(dir, 'whole.jpg');
    const cut = join(dir, 'cut.jpg');
    await makeJpeg(whole, { width: 800, height: 600 });
    await truncateFile(whole, cut, 0.5);
    await expectMediaError(readPhotoInfo(cut, config), 'upload_failed');
  });

  it('refuses a PNG whose image data is corrupt', async () => {
    const path = join(dir, 'corrupt.png');
    await makePng(path, 200, 200);
    const bytes = await readFile(path);
    bytes.fill(0x5a, 100, bytes.length - 20);
    await writeFile(path, bytes);
    await expectMediaError(readPhotoInfo(path, config), 'upload_failed');
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const path = join(dir, 'bomb.png');
    await makeBombPng(path);
    await expectMediaError(readPhotoInfo(path, config), 'file_too_large');
    await expectMediaError(makePhotoRenditions(path, join(dir, 'bomb'), config), 'file_too_large');
  });

  it('refuses a sliver no tile or frame can show, and keeps a wide panorama', async () => {
    const sliver = join(dir, 'sliver.png');
    await sharp({ create: { width: 1, height: 4000, channels: 3, background: '#fff' } })
      .png()
      .toFile(sliver);
    await expectMediaError(readPhotoInfo(sliver, config), 'photo_too_narrow');
    const panorama = join(dir, 'panorama.jpg');
    await makeJpeg(panorama, { width: 2000, height: 200 });
    expect(await readPhotoInfo(panorama, config)).toMatchObject({ width: 2000, height: 200 });
  });

  it('refuses a HEIC, which must be converted first, as not supported', async () => {
    const path = join(dir, 'unconverted.heic');
    await makeHeic(path, '64x64');
    await expectMediaError(readPhotoInfo(path, config), 'file_format_not_supported');
  });
});

/** The system's libheif when this machine has it (and MEDIA_TOOLS is not `bundled`), and always the WebAssembly one. */
const systemHeifDecoder = TEST_MEDIA_TOOLS.heifDecoderPath;
const HEIC_DECODERS: [string, string | null][] = [
  ...(systemHeifDecoder ? [["libheif's command line", systemHeifDecoder] as [string, string]] : []),
  ['libheif in WebAssembly', null],
];

describe.each(HEIC_DECODERS)('convertHeicToJpeg with %s', (_decoder, heifDecoderPath) => {
  const heicConfig = { ...config, heifDecoderPath };

  it('turns a HEIC into a JPEG of the same size', async () => {
    const heic = join(dir, 'phone.heic');
    const jpeg = join(dir, `phone-${heicConfig.heifDecoderPath ? 'cli' : 'wasm'}.jpg`);
    await makeHeic(heic, '320x240');
    await convertHeicToJpeg(heic, jpeg, heicConfig);
    expect(await readPhotoInfo(jpeg, heicConfig)).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('fails with heic_conversion_failed on a corrupt HEIC', async () => {
    const heic = join(dir, 'whole.heic');
    const corrupt = join(dir, 'corrupt.heic');
    await makeHeic(heic, '320x240');
    await truncateFile(heic, corrupt, 0.3);
    await expectMediaError(convertHeicToJpeg(corrupt, join(dir, 'corrupt.jpg'), heicConfig), 'heic_conversion_failed');
  });

  it('refuses a HEIC whose header claims more pixels than the limit, before decoding it', async () => {
    const bomb = join(dir, 'bomb.heic');
    await makeHeicBomb(bomb, 12_000, 12_000);
    await expectMediaError(convertHeicToJpeg(bomb, join(dir, 'bomb.jpg'), heicConfig), 'file_too_large');
  });
});

describe('convertHeicToJpeg', () => {
  it('fails with heic_conversion_failed when the configured decoder is missing', async () => {
    const heic = join(dir, 'any.heic');
    await makeHeic(heic, '64x64');
    const missing = { ...config, heifDecoderPath: join(dir, 'no-such-heif-dec') };
    await expectMediaError(convertHeicToJpeg(heic, join(dir, 'any.jpg'), missing), 'heic_conversion_failed');
  });

  it.skipIf(!systemHeifDecoder)('gives both decoders the same picture', async () => {
    const heic = join(dir, 'compare.heic');
    await makeHeic(heic, '400x300');
    const decoded: Buffer[] = [];
    for (const heifDecoderPath of [systemHeifDecoder, null]) {
      const jpeg = join(dir, `compare-${heifDecoderPath ? 'cli' : 'wasm'}.jpg`);
      await convertHeicToJpeg(heic, jpeg, { ...config, heifDecoderPath });
      decoded.push(await sharp(jpeg).raw().toBuffer());
    }
    const [first = Buffer.alloc(0), second = Buffer.alloc(0)] = decoded;
    let difference = 0;
    for (let index = 0; index < first.length; index += 1)
      difference += Math.abs((first[index] ?? 0) - (second[index] ?? 0));
    // Both are libheif (different versions) and then a JPEG encoder: the same picture within rounding.
    expect(difference / first.length).toBeLessThan(3);
  });
});

describe('makePhotoRenditions', () => {
  it('makes upright WebP renditions for the square grid, the ratio grid and the viewer, without GPS', async () => {
    const path = join(dir, 'camera.jpg');
    await makeJpeg(path, { width: 3000, height: 2000, orientation: 6, takenAt: '2023:07:14 18:30:05', hasGps: true });
    const renditions = await makePhotoRenditions(path, join(dir, 'camera'), config);

    expect(renditions.map(({ name, width, height, mimeType }) => ({ name, width, height, mimeType }))).toEqual([
      { name: 'square', width: 400, height: 400, mimeType: 'image/webp' },
      { name: 'ratio', width: 267, height: 400, mimeType: 'image/webp' },
      { name: 'preview', width: 1365, height: 2048, mimeType: 'image/webp' },
    ]);
    for (const rendition of renditions) {
      const written = await sharp(rendition.path).metadata();
      expect(written).toMatchObject({ format: 'webp', width: rendition.width, height: rendition.height });
      expect(written.exif).toBeUndefined();
      expect(rendition.bytes).toBeGreaterThan(0);
    }
  });

  it('enlarges a small photo only for the square grid', async () => {
    const path = join(dir, 'small.png');
    await makePng(path, 300, 200);
    const renditions = await makePhotoRenditions(path, join(dir, 'small'), config);
    expect(renditions.map(({ width, height }) => [width, height])).toEqual([
      [400, 400],
      [300, 200],
      [300, 200],
    ]);
  });

  it('cuts the renditions of a picture too large to decode thrice from one decode, to the same sizes', async () => {
    // 7,200 x 7,100 RGBA: 204 MB decoded, over the budget; a single colour, so quick to write.
    const path = join(dir, 'large.png');
    await sharp({ create: { width: 7200, height: 7100, channels: 4, background: '#3a6ea5' } })
      .png({ compressionLevel: 1 })
      .toFile(path);
    const metadata = await sharp(path).metadata();
    expect(decodedBytes(metadata)).toBeGreaterThan(LARGE_DECODE_BYTES);
    const renditions = await makePhotoRenditions(path, join(dir, 'large'), config);
    expect(renditions.map(({ name, width, height }) => [name, width, height])).toEqual([
      ['square', 400, 400],
      ['ratio', 406, 400],
      ['preview', 2048, 2020],
    ]);
  });

  it('refuses a truncated JPEG', async () => {
    const whole = join(dir, 'whole-for-renditions.jpg');
    const cut = join(dir, 'cut-for-renditions.jpg');
    await makeJpeg(whole, { width: 800, height: 600 });
    await truncateFile(whole, cut, 0.6);
    await expectMediaError(makePhotoRenditions(cut, join(dir, 'cut'), config), 'upload_failed');
  });
});

describe('withinDecodeBudget', () => {
  const large = { width: 10_000, height: 9_980, channels: 4, depth: 'ushort' } as const;
  const small = { width: 4000, height: 3000, channels: 3, depth: 'uchar' } as const;

  it('decodes one large picture at a time per process, in the order they came, and small ones beside it', async () => {
    expect(decodedBytes(large)).toBe(798_400_000);
    const order: string[] = [];
    const ends = new Map<string, () => void>();
    const decode = (name: string) => () =>
      new Promise<void>((resolve) => {
        order.push(`${name} starts`);
        ends.set(name, () => {
          order.push(`${name} ends`);
          resolve();
        });
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    const first = withinDecodeBudget(large, decode('first'));
    const second = withinDecodeBudget(large, decode('second'));
    const third = withinDecodeBudget(large, decode('third'));
    const beside = withinDecodeBudget(small, decode('small'));
    await settle();
    expect(order).toEqual(['first starts', 'small starts']);
    ends.get('small')?.();
    ends.get('first')?.();
    await settle();
    ends.get('second')?.();
    await settle();
    ends.get('third')?.();
    await Promise.all([first, second, third, beside]);
    expect(order).toEqual([
      'first starts',
      'small starts',
      'small ends',
      'first ends',
      'second starts',
      'second ends',
      'third starts',
      'third ends',
    ]);
  });

  it('frees the slot when a decode fails', async () => {
    await expect(withinDecodeBudget(large, () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await withinDecodeBudget(large, async () => 'decoded')).toBe('decoded');
  });
});

describe('makeFrameRendition', () => {
  it("fills the frame's exact resolution as an upright JPEG", async () => {
    const path = join(dir, 'for-frame.jpg');
    await makeJpeg(path, { width: 1600, height: 1200, orientation: 6 });
    const out = join(dir, 'frame-800x1280.jpg');
    const rendition = await makeFrameRendition(path, out, { width: 800, height: 1280 }, config);
    expect(rendition).toMatchObject({ path: out, width: 800, height: 1280, mimeType: 'image/jpeg' });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 1280 });
  });

  it('gives a photo of the other shape half the screen, so the player can show two of them together', async () => {
    const path = join(dir, 'landscape-for-portrait.jpg');
    await makeJpeg(path, { width: 1600, height: 1200 });
    const out = join(dir, 'frame-800x1280-half.jpg');
    const rendition = await makeFrameRendition(path, out, { width: 800, height: 1280 }, config);
    expect(rendition).toMatchObject({ width: 800, height: 640 });
  });
});
