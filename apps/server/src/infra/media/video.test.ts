import { join } from 'node:path';
import {
  makeScratchDir,
  makeVideo,
  markAsRecordedUpright,
  readTopLevelBoxes,
  TEST_MEDIA_ENV,
} from '@kinframe/testkit/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { MediaError } from './media-error.ts';
import { makeVideoPoster } from './video-poster.ts';
import { probeVideo } from './video-probe.ts';
import { transcodeVideo } from './video-transcode.ts';

const config = loadConfig({ SESSION_SECRET: 's'.repeat(32), ...TEST_MEDIA_ENV }).media;
const H264_AAC = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'];

let dir: string;
let removeDir: () => Promise<void>;
/** A phone-like clip: H.264/AAC in MP4, with a capture date, index at the end as cameras write it. */
let phoneClip: string;
/** A clip frames cannot play: MPEG-4 Part 2 with PCM sound in a QuickTime MOV. */
let oldCameraClip: string;

beforeAll(async () => {
  ({ dir, remove: removeDir } = await makeScratchDir());
  phoneClip = join(dir, 'phone.mp4');
  oldCameraClip = join(dir, 'camera.mov');
  await makeVideo(phoneClip, {
    seconds: 3,
    size: '320x240',
    hasAudio: true,
    encode: [
      ...H264_AAC,
      '-metadata',
      'creation_time=2024-05-01T10:20:30.000000Z',
      '-metadata',
      'location=+48.8577+002.2950+035.000/',
    ],
  });
  await makeVideo(oldCameraClip, {
    seconds: 3,
    size: '352x288',
    hasAudio: true,
    encode: ['-c:v', 'mpeg4', '-c:a', 'pcm_s16le', '-shortest', '-f', 'mov'],
  });
});
afterAll(() => removeDir());

describe('probeVideo', () => {
  it('reads duration, size, codecs and the capture date', async () => {
    expect(await probeVideo(phoneClip, config)).toMatchObject({
      width: 320,
      height: 240,
      orientation: 'landscape',
      rotation: 0,
      videoCodec: 'h264',
      audioCodec: 'aac',
      takenAt: '2024-05-01T10:20:30Z',
    });
  });

  it('reads where it was recorded from the location tag, and nothing from a clip without one', async () => {
    expect((await probeVideo(phoneClip, config)).position).toEqual({
      latitude: 48.8577,
      longitude: 2.295,
      altitude: 35,
    });
    expect((await probeVideo(oldCameraClip, config)).position).toBeNull();
    const { durationSeconds } = await probeVideo(phoneClip, config);
    expect(durationSeconds).toBeCloseTo(3, 0);
  });

  it('gives the size as played for a clip recorded with the phone upright', async () => {
    const upright = join(dir, 'upright.mp4');
    const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
    await makeVideo(upright, { seconds: 0.5, size: '160x90', encode });
    await markAsRecordedUpright(upright);
    expect(await probeVideo(upright, config)).toMatchObject({
      width: 90,
      height: 160,
      orientation: 'portrait',
      rotation: 90,
    });
    const poster = join(dir, 'upright.jpg');
    await makeVideoPoster(upright, poster, 0.5, config);
    expect(await sharp(poster).metadata()).toMatchObject({ width: 90, height: 160 });
  });

  it('reads the duration of a clip over the 2-minute limit', async () => {
    const long = join(dir, 'long.mp4');
    const encode = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
    await makeVideo(long, { seconds: 150, size: '32x24', rate: 2, encode });
    const info = await probeVideo(long, config);
    expect(info.durationSeconds).toBeCloseTo(150, 0);
    expect(info.audioCodec).toBeNull();
  });

  it('fails with upload_failed on a file that is not a video', async () => {
    const notVideo = join(dir, 'not-a-video.mp4');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toFile(notVideo);
    const error = await probeVideo(join(dir, 'missing.mp4'), config).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe('upload_failed');
    await expect(probeVideo(notVideo, config)).rejects.toBeInstanceOf(MediaError);
  });
});

describe('makeVideoPoster', () => {
  it('takes the first frame of a clip that has only one', async () => {
    const single = join(dir, 'one-frame.mp4');
    await makeVideo(single, { seconds: 0.04, size: '160x120', encode: H264_AAC, rate: 25 });
    const poster = join(dir, 'one-frame.jpg');
    await makeVideoPoster(single, poster, 0.5, config);
    expect((await sharp(poster).metadata()).width).toBe(160);
  });

  it('writes a JPEG of one frame at the size of the video', async () => {
    const poster = join(dir, 'poster.jpg');
    await makeVideoPoster(phoneClip, poster, 3, config);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
  });

  it('writes a WebP when asked, also for a clip shorter than a second', async () => {
    const short = join(dir, 'short.mp4');
    await makeVideo(short, { seconds: 0.4, size: '160x120', encode: H264_AAC });
    const poster = join(dir, 'poster.webp');
    await makeVideoPoster(short, poster, 0.4, config);
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'webp', width: 160, height: 120 });
  });
});

describe('transcodeVideo', () => {
  it('only remuxes a clip frames can already play, moving its index to the front', async () => {
    expect((await readTopLevelBoxes(phoneClip)).indexOf('moov')).toBeGreaterThan(
      (await readTopLevelBoxes(phoneClip)).indexOf('mdat'),
    );
    const out = join(dir, 'phone-frame.mp4');
    expect(await transcodeVideo(phoneClip, out, config)).toMatchObject({ action: 'remuxed' });
    const boxes = await readTopLevelBoxes(out);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(await probeVideo(out, config)).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', takenAt: null });
  });

  it('re-encodes any other clip to a streaming H.264/AAC MP4', async () => {
    const out = join(dir, 'camera-frame.mp4');
    const result = await transcodeVideo(oldCameraClip, out, config);
    expect(result.action).toBe('transcoded');
    expect(result.bytes).toBeGreaterThan(0);
    const played = await probeVideo(out, config);
    expect(played).toMatchObject({
      width: 352,
      height: 288,
      videoCodec: 'h264',
      audioCodec: 'aac',
      pixelFormat: 'yuv420p',
      h264Profile: 'High',
    });
    expect(played.h264Level).toBeLessThanOrEqual(41);
    expect(played.durationSeconds).toBeCloseTo(3, 0);
    const boxes = await readTopLevelBoxes(out);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  });

  it('scales a clip larger than 1080p down to fit 1920x1080', async () => {
    const large = join(dir, 'large.mp4');
    await makeVideo(large, { seconds: 0.5, size: '2560x1440', rate: 10, encode: H264_AAC });
    const out = join(dir, 'large-frame.mp4');
    expect(await transcodeVideo(large, out, config)).toMatchObject({ action: 'transcoded' });
    expect(await probeVideo(out, config)).toMatchObject({ width: 1920, height: 1080 });
  });
});
