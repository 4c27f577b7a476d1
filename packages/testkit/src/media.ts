// The tests' photos and videos, made here with sharp and ffmpeg instead of committing binary
// fixtures. HEIC photos are the exception: no encoder ships in npm, so three small ones are kept in
// packages/testkit/fixtures (beside the help articles the help tests read).
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { findMediaTools } from '../../../apps/server/src/infra/media/media-tools.ts';

const run = promisify(execFile);

/** MEDIA_TOOLS as the test run was given it, for the configs tests build (CI runs the media tests with `bundled`). */
export const TEST_MEDIA_ENV = process.env.MEDIA_TOOLS ? { MEDIA_TOOLS: process.env.MEDIA_TOOLS } : {};

/** The tools the server would use under the same environment. */
export const TEST_MEDIA_TOOLS = findMediaTools({
  choice: process.env.MEDIA_TOOLS === 'bundled' ? 'bundled' : 'auto',
  ffmpegPath: process.env.FFMPEG_PATH,
  ffprobePath: process.env.FFPROBE_PATH,
  heifDecoderPath: process.env.HEIF_DEC_PATH,
});

/** The files the kit keeps (the HEIC photos, help articles of the tests' own). */
export const FIXTURES_DIR = fileURLToPath(new URL('../fixtures/', import.meta.url));

export async function makeScratchDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'kinframe-media-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Noise rather than a flat colour, so the encoders and the decoders have real data to work on. */
function makeNoise(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
  });
}

export interface PhotoFixture {
  width: number;
  height: number;
  /** EXIF orientation tag (6: the camera was held upright, the pixels are stored sideways). */
  orientation?: number;
  /** EXIF DateTimeOriginal, `YYYY:MM:DD HH:MM:SS` as cameras write it. */
  takenAt?: string;
  takenAtOffset?: string;
  hasGps?: boolean;
  /** A whole GPS block: where the photo was taken, in degrees (negative: south, west) and metres. */
  position?: { latitude: number; longitude: number; altitude?: number };
  camera?: CameraFixture;
}

/** Degrees as EXIF writes them: three rationals, degrees, minutes, and seconds to the hundredth. */
function exifDegrees(value: number): string {
  const whole = Math.abs(value);
  const degrees = Math.floor(whole);
  const minutes = Math.floor((whole - degrees) * 60);
  const seconds = Math.round(((whole - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

function gpsOf(photo: PhotoFixture): Record<string, string> {
  if (photo.position) {
    const { latitude, longitude, altitude } = photo.position;
    return {
      GPSLatitudeRef: latitude < 0 ? 'S' : 'N',
      GPSLatitude: exifDegrees(latitude),
      GPSLongitudeRef: longitude < 0 ? 'W' : 'E',
      GPSLongitude: exifDegrees(longitude),
      ...(altitude === undefined ? {} : { GPSAltitude: `${Math.round(Math.abs(altitude) * 100)}/100` }),
    };
  }
  // A latitude alone: a GPS block that names no position.
  return photo.hasGps ? { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } : {};
}

/** What a camera writes of itself and the exposure, as EXIF holds it (rationals as `28/10`). */
export interface CameraFixture {
  make?: string;
  model?: string;
  lens?: string;
  fNumber?: string;
  exposureTime?: string;
  iso?: number;
  focalLength?: string;
}

/** A camera as a real one writes itself: what the tests and flows expect the info panel to name. */
export const EXAMPLE_CAMERA: CameraFixture = {
  make: 'Canon',
  model: 'Canon EOS R6',
  lens: 'RF24-105mm F4 L IS USM',
  fNumber: '4/1',
  exposureTime: '1/250',
  iso: 200,
  focalLength: '50/1',
};

/** The EXIF blocks sharp writes for a fixture: IFD0 the camera's make and model, IFD2 the shot's own tags. */
function exifOf(photo: PhotoFixture): { IFD0: Record<string, string>; IFD2: Record<string, string> } {
  const { camera = {} } = photo;
  const entries = (tags: Record<string, string | number | undefined>) =>
    Object.fromEntries(
      Object.entries(tags).flatMap(([tag, value]) => (value === undefined ? [] : [[tag, String(value)]])),
    );
  return {
    IFD0: entries({ Make: camera.make, Model: camera.model }),
    IFD2: entries({
      DateTimeOriginal: photo.takenAt,
      OffsetTimeOriginal: photo.takenAtOffset,
      LensModel: camera.lens,
      FNumber: camera.fNumber,
      ExposureTime: camera.exposureTime,
      ISOSpeedRatings: camera.iso,
      FocalLength: camera.focalLength,
    }),
  };
}

/**
 * A picture that reads as one in a screenshot (sky, sun, hills in the given colours) rather than
 * noise: for the flows whose screenshots people look at.
 */
export async function makeScene(
  path: string,
  photo: PhotoFixture & { sky: [string, string]; land: string; sun: string },
): Promise<void> {
  const { width, height, sky, land, sun } = photo;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * 0.68}" cy="${height * 0.38}" r="${Math.min(width, height) * 0.12}" fill="${sun}"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.52} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${land}"/>
  </svg>`;
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({ ...exifOf(photo), IFD3: gpsOf(photo) })
    .toFile(path);
}

export async function makeJpeg(path: string, photo: PhotoFixture): Promise<void> {
  await makeNoise(photo.width, photo.height)
    .jpeg({ quality: 85 })
    .withExif({ ...exifOf(photo), IFD3: gpsOf(photo) })
    // sharp writes the orientation tag itself; in withExif's IFD0 it would be overwritten with 1.
    .withMetadata({ orientation: photo.orientation ?? 1 })
    .toFile(path);
}

export async function makePng(path: string, width: number, height: number): Promise<void> {
  await makeNoise(width, height).png().toFile(path);
}

/** A few kilobytes whose header claims 30000x30000 pixels (2.7 GB once decoded): a decompression bomb. */
export async function makeBombPng(path: string): Promise<void> {
  const png = await makeNoise(16, 16).png().toBuffer();
  // IHDR is the first chunk: length (4), type (4), width (4), height (4) ... then its CRC over type+data.
  png.writeUInt32BE(30_000, 16);
  png.writeUInt32BE(30_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  await writeFile(path, png);
}

export type HeicFixtureSize = '64x64' | '320x240' | '400x300';

/** A HEIC as phones write them (libheif's encoder, one image item with its `ispe` size). */
export async function makeHeic(path: string, size: HeicFixtureSize): Promise<void> {
  await copyFile(join(FIXTURES_DIR, `photo-${size}.heic`), path);
}

/** A real HEIC whose header claims `width` x `height`: a decompression bomb that costs nothing to send. */
export async function makeHeicBomb(path: string, width: number, height: number): Promise<void> {
  const bytes = await readFile(join(FIXTURES_DIR, 'photo-64x64.heic'));
  for (let at = bytes.indexOf('ispe', 0, 'latin1'); at !== -1; at = bytes.indexOf('ispe', at + 4, 'latin1')) {
    bytes.writeUInt32BE(width, at + 8);
    bytes.writeUInt32BE(height, at + 12);
  }
  await writeFile(path, bytes);
}

/** The first `fraction` of a file, as an upload cut off half way leaves it. */
export async function truncateFile(source: string, target: string, fraction: number): Promise<void> {
  const bytes = await readFile(source);
  await writeFile(target, bytes.subarray(0, Math.floor(bytes.length * fraction)));
}

export interface VideoFixture {
  seconds: number;
  size: `${number}x${number}`;
  /** ffmpeg arguments for the codecs and container, after the inputs. */
  encode: string[];
  hasAudio?: boolean;
  rate?: number;
}

/** A test-pattern clip from ffmpeg's lavfi sources (with a 440 Hz tone when it has sound). */
export async function makeVideo(path: string, video: VideoFixture): Promise<void> {
  const picture = ['-f', 'lavfi', '-i', `testsrc=size=${video.size}:rate=${video.rate ?? 25}`];
  const sound = video.hasAudio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'] : [];
  const length = ['-t', String(video.seconds)];
  await run(TEST_MEDIA_TOOLS.ffmpegPath, ['-v', 'error', '-y', ...picture, ...sound, ...length, ...video.encode, path]);
}

/** The MP4 boxes at the top of a file, in order (`moov` before `mdat` means it streams). */
export async function readTopLevelBoxes(path: string): Promise<string[]> {
  const bytes = await readFile(path);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    let size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size === 1) size = Number(bytes.readBigUInt64BE(offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

/**
 * Marks an MP4's (only) track as recorded with the phone upright, the way iPhones do: the tkhd
 * display matrix of a quarter turn clockwise. Written by hand because Debian's ffmpeg 5.1 honours
 * `-metadata:s:v rotate=90` only sometimes.
 */
export async function markAsRecordedUpright(path: string): Promise<void> {
  const bytes = await readFile(path);
  const tkhd = bytes.indexOf('tkhd', 0, 'latin1');
  // After the box type: version+flags, times, track id, reserved, duration, reserved, layer, group,
  // volume, reserved (version 0: 40 bytes), then the matrix a, b, u, c, d, v, x, y, w in 16.16.
  const matrix = tkhd + 4 + 40;
  bytes.writeInt32BE(0, matrix);
  bytes.writeInt32BE(0x10000, matrix + 4);
  bytes.writeInt32BE(-0x10000, matrix + 12);
  bytes.writeInt32BE(0, matrix + 16);
  await writeFile(path, bytes);
}
