import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  makeBombPng,
  makeHeic,
  makeJpeg,
  makePng,
  makeScratchDir,
  makeVideo,
  truncateFile,
} from '../src/infra/media/media-fixtures.ts';

/** The files the library tests upload, made once per test file with sharp, libheif and ffmpeg. */
export interface LibraryFixtures {
  jpeg: Buffer;
  /** Taken upright (EXIF orientation 6) on 14 July 2023. */
  portraitJpeg: Buffer;
  png: Buffer;
  heic: Buffer;
  truncatedJpeg: Buffer;
  bombPng: Buffer;
  video: Buffer;
  longVideo: Buffer;
  /** A distinct small JPEG each call: for lists and pages. */
  uniqueJpeg(seed: number): Promise<Buffer>;
}

export function useLibraryFixtures(options: { withVideos?: boolean } = {}): LibraryFixtures {
  const fixtures = {} as LibraryFixtures;
  let remove: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const scratch = await makeScratchDir();
    remove = scratch.remove;
    const file = (name: string) => path.join(scratch.dir, name);
    await makeJpeg(file('photo.jpg'), { width: 640, height: 480 });
    await makeJpeg(file('portrait.jpg'), { width: 600, height: 400, orientation: 6, takenAt: '2023:07:14 18:30:05' });
    await makePng(file('photo.png'), 320, 320);
    await makeHeic(file('photo.heic'), scratch.dir, 400, 300);
    await truncateFile(file('photo.jpg'), file('truncated.jpg'), 0.5);
    await makeBombPng(file('bomb.png'));
    Object.assign(fixtures, {
      jpeg: await readFile(file('photo.jpg')),
      portraitJpeg: await readFile(file('portrait.jpg')),
      png: await readFile(file('photo.png')),
      heic: await readFile(file('photo.heic')),
      truncatedJpeg: await readFile(file('truncated.jpg')),
      bombPng: await readFile(file('bomb.png')),
    });
    if (options.withVideos) {
      const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
      await makeVideo(file('clip.mp4'), { seconds: 2, size: '160x120', encode: h264 });
      await makeVideo(file('long.mp4'), { seconds: 125, size: '32x24', rate: 1, encode: h264 });
      fixtures.video = await readFile(file('clip.mp4'));
      fixtures.longVideo = await readFile(file('long.mp4'));
    }
    fixtures.uniqueJpeg = async (seed: number) => {
      const target = file(`unique-${seed}.jpg`);
      await makeJpeg(target, { width: 64 + (seed % 7), height: 48 + (seed % 5) });
      return readFile(target);
    };
  }, 120_000);
  afterAll(async () => {
    await remove?.();
  });
  return fixtures;
}
