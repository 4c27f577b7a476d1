// Test support only: export archives made on the fly, as Google, Facebook and Instagram write them,
// for the archive tests, the import's integration tests and the import bench. Nothing binary is
// committed: zips are written with yazl (or, inline, by zipBuffer), JPEGs with sharp.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import yazl from 'yazl';
import type { ArchivePart } from '../../../apps/server/src/infra/archives/plan-types.ts';
import {
  ArchiveError,
  localFileSource,
  openZip,
  type RangeSource,
  type ZipArchive,
} from '../../../apps/server/src/infra/archives/zip-reader.ts';

/** An archive's files by path ('/'-separated); strings are written as UTF-8. */
export type ArchiveEntries = Record<string, Buffer | string>;

/** An entry yazl reads from a file on disk as it writes it: a large archive never sits in memory. */
export interface FileOnDisk {
  fromFile: string;
}

/** What writeZip and makeZipBuffer take: bytes, text, or files on disk. */
export type ZipEntries = Record<string, Buffer | string | FileOnDisk>;

export interface WriteZipOptions {
  /** Deflate the entries (yazl's default); false stores them. */
  compress?: boolean;
  /** Zip64 records even for a small archive, as an archive over 4 GB has them. */
  forceZip64?: boolean;
}

function toBuffer(content: Buffer | string): Buffer {
  return typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
}

function makeZip(entries: ZipEntries, options: WriteZipOptions): yazl.ZipFile {
  const zip = new yazl.ZipFile();
  const entryOptions = {
    mtime: new Date('2024-01-01T00:00:00Z'),
    compress: options.compress ?? true,
    forceZip64Format: options.forceZip64 ?? false,
  };
  for (const [path, content] of Object.entries(entries)) {
    if (typeof content === 'string' || Buffer.isBuffer(content)) zip.addBuffer(toBuffer(content), path, entryOptions);
    else zip.addFile(content.fromFile, path, entryOptions);
  }
  zip.end({ forceZip64Format: options.forceZip64 ?? false, comment: '' });
  return zip;
}

/** Writes a zip of `entries` at `path`, streaming files on disk into it one at a time. */
export async function writeZip(path: string, entries: ZipEntries, options: WriteZipOptions = {}): Promise<void> {
  await pipeline(makeZip(entries, options).outputStream, createWriteStream(path));
}

/** The bytes of a zip of `entries`, for tests that then damage them. */
export async function makeZipBuffer(entries: ZipEntries, options: WriteZipOptions = {}): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of makeZip(entries, options).outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ZipBufferOptions {
  /** Deflate the entries (the default); false stores them. */
  compress?: boolean;
  /** Entries whose "encrypted" flag is set (their bytes are not really encrypted): readers must skip them. */
  encrypted?: readonly string[];
  /** false: UTF-8 names without the flag that says so, as macOS's Archive Utility and many phones write them. */
  flagsUtf8?: boolean;
}

const DOS_DATE_2024_01_01 = ((2024 - 1980) << 9) | (1 << 5) | 1;

/**
 * The bytes of a zip of `entries`, made at once (no stream to wait for) so a test can write its
 * archive inline. Names are written as given, UTF-8 flagged and unchecked, so an archive may hold
 * what no honest tool writes (`../evil.jpg`). No Zip64: use makeZipBuffer for that.
 */
export function zipBuffer(
  entries: ArchiveEntries | Array<[path: string, content: string | Buffer]>,
  options: ZipBufferOptions = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  // A list where a zip names one path twice; each name's bytes as given (a NUL among them).
  for (const [path, content] of Array.isArray(entries) ? entries : Object.entries(entries)) {
    const name = Buffer.from(path, 'utf8');
    const data = toBuffer(content);
    const isCompressed = options.compress ?? true;
    const stored = isCompressed ? deflateRawSync(data) : data;
    const flags = (options.flagsUtf8 === false ? 0 : 0x800) | (options.encrypted?.includes(path) ? 0x1 : 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(isCompressed ? 8 : 0, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE_2024_01_01, 12);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    // From "version needed" to the extra field's length, as in the local header; no comment, disk 0.
    local.copy(central, 6, 4, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, stored);
    centrals.push(central, name);
    offset += local.length + name.length + stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Opens zips written on this machine as the parts of one archive; close them with closeArchives. */
export async function openZipFiles(paths: readonly string[]): Promise<ZipArchive[]> {
  const archives: ZipArchive[] = [];
  for (const path of paths) archives.push(await openZip(localFileSource(path)));
  return archives;
}

export function closeArchives(archives: readonly ZipArchive[]): void {
  for (const archive of archives) archive.close();
}

/** A part kept in memory, no zip at all: for planner tests that need not read one. */
export function memoryArchivePart(entries: ArchiveEntries): ArchivePart {
  const byPath = new Map(Object.entries(entries).map(([path, content]) => [path.normalize('NFC'), toBuffer(content)]));
  return {
    entries: [...byPath].map(([path, bytes]) => ({ path, sizeBytes: bytes.length })),
    async readText(path, maxBytes) {
      const bytes = byPath.get(path.normalize('NFC'));
      if (bytes === undefined) throw new ArchiveError('archive_entry_missing', path);
      if (bytes.length > maxBytes) throw new ArchiveError('archive_entry_too_large', path);
      return bytes.toString('utf8');
    },
  };
}

/** A RangeSource over bytes in memory, counting the ranges asked of it (as requests to storage would be). */
export function memoryRangeSource(bytes: Buffer): RangeSource & { ranges: Array<[number, number]> } {
  const ranges: Array<[number, number]> = [];
  return {
    size: bytes.length,
    ranges,
    async read(start, endInclusive) {
      ranges.push([start, endInclusive]);
      return Readable.from([bytes.subarray(start, endInclusive + 1)]);
    },
  };
}

export async function makeScratchDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'kinframe-archive-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A real JPEG of a few hundred bytes; `seed` changes its colour, hence its bytes. */
export async function makeTinyJpeg(seed = 0): Promise<Buffer> {
  const shade = (seed * 37) % 256;
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: shade, g: 128, b: 255 - shade } } })
    .jpeg()
    .toBuffer();
}

/** Bytes that stand in for a photo or video where nothing decodes them; distinct per `label`. */
export function fakeMedia(label: string, sizeBytes = 64): Buffer {
  return Buffer.from(label.padEnd(sizeBytes, '.').slice(0, Math.max(sizeBytes, label.length)), 'utf8');
}

/** A time as Unix seconds: from a Date, ISO 8601 text, or seconds already. */
export function toUnixSeconds(time: Date | string | number): number {
  if (typeof time === 'number') return time;
  return Math.floor((typeof time === 'string' ? new Date(time) : time).getTime() / 1000);
}

export interface TakeoutSidecarFields {
  /** Where Google Photos places it (0, 0: nowhere, as Takeout writes it then). */
  geoData?: { latitude: number; longitude: number; altitude: number };
  /** Where the file's own EXIF placed it. */
  geoDataExif?: { latitude: number; longitude: number; altitude: number };
  /** The name the file was uploaded with. */
  title: string;
  description?: string;
  /** photoTakenTime; null leaves it out. */
  takenAt?: Date | string | number | null;
  /** creationTime (when it was uploaded); by default the taken time. */
  createdAt?: Date | string | number;
}

function takeoutTime(time: Date | string | number) {
  const seconds = toUnixSeconds(time);
  return { timestamp: String(seconds), formatted: new Date(seconds * 1000).toUTCString() };
}

/** A Takeout sidecar (`IMG.jpg.json`, `IMG.jpg.supplemental-metadata.json`) as Google writes it. */
export function takeoutSidecar(fields: TakeoutSidecarFields): string {
  const created = fields.createdAt ?? fields.takenAt ?? '2024-01-01T00:00:00Z';
  return JSON.stringify({
    title: fields.title,
    description: fields.description ?? '',
    imageViews: '0',
    creationTime: takeoutTime(created),
    ...(fields.takenAt == null ? {} : { photoTakenTime: takeoutTime(fields.takenAt) }),
    geoData: { latitude: 0, longitude: 0, altitude: 0, latitudeSpan: 0, longitudeSpan: 0, ...fields.geoData },
    ...(fields.geoDataExif ? { geoDataExif: { latitudeSpan: 0, longitudeSpan: 0, ...fields.geoDataExif } } : {}),
    url: 'https://photos.google.com/photo/fixture',
  });
}

/** An album folder's `metadata.json`. */
export function takeoutAlbumMetadata(title: string, description = ''): string {
  return JSON.stringify({ title, description, access: 'protected', date: takeoutTime('2024-01-01T00:00:00Z') });
}

/**
 * Takeout's cut of a sidecar name: what stands before `.json` (and before a `(1)`) is kept to 46
 * characters, counted as code points.
 */
export function takeoutSidecarName(stem: string, index = ''): string {
  return `${Array.from(stem).slice(0, 46).join('')}${index}.json`;
}

/** Text as Meta's JSON carries it: each UTF-8 byte as one character ("été" -> "Ã©tÃ©"). */
export function mojibake(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** JSON as Meta writes it: every string mangled by `mojibake`, and written as \u00XX escapes. */
export function metaJson(value: unknown): string {
  const mangled = JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? mojibake(item) : item));
  return mangled.replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface MetaMediaFields {
  uri: string;
  takenAt?: Date | string | number;
  /** Facebook: the caption; Instagram stories: the caption. */
  description?: string;
  /** Facebook: the album Facebook filed it in; Instagram: the caption of a single photo. */
  title?: string;
}

function metaMedia(media: MetaMediaFields) {
  return {
    uri: media.uri,
    creation_timestamp: toUnixSeconds(media.takenAt ?? '2024-01-01T00:00:00Z'),
    ...(media.description === undefined ? {} : { description: media.description }),
    title: media.title ?? '',
  };
}

/** A Facebook album file (`…/album/0.json`). */
export function facebookAlbum(name: string, photos: readonly MetaMediaFields[], description = ''): string {
  const listed = photos.map(metaMedia);
  return metaJson({
    name,
    photos: listed,
    cover_photo: listed[0],
    last_modified_timestamp: 1_700_000_000,
    description,
  });
}

export interface FacebookPostFields {
  text?: string;
  media: readonly MetaMediaFields[];
  takenAt?: Date | string | number;
}

/** A Facebook posts file (`your_posts__check_ins__photos_and_videos_1.json`). */
export function facebookPosts(posts: readonly FacebookPostFields[]): string {
  return metaJson(
    posts.map((post) => ({
      timestamp: toUnixSeconds(post.takenAt ?? '2024-01-01T00:00:00Z'),
      attachments: [{ data: post.media.map((media) => ({ media: metaMedia(media) })) }],
      data: post.text === undefined ? [] : [{ post: post.text }],
      title: 'Someone added a new photo.',
    })),
  );
}

/** Facebook's `your_videos.json`. */
export function facebookVideos(videos: readonly MetaMediaFields[]): string {
  return metaJson({
    videos_v2: videos.map((video) => ({ ...metaMedia(video), thumbnail: { uri: `${video.uri}.thumbnail.jpg` } })),
  });
}

export interface InstagramPostFields {
  /** The post's caption (a carousel's). */
  title?: string;
  takenAt?: Date | string | number;
  media: readonly MetaMediaFields[];
}

/** Instagram's `posts_1.json`: the posts, a carousel being one with several media. */
export function instagramPosts(posts: readonly InstagramPostFields[]): string {
  return metaJson(
    posts.map((post) => ({
      media: post.media.map(metaMedia),
      ...(post.title === undefined ? {} : { title: post.title }),
      ...(post.takenAt === undefined ? {} : { creation_timestamp: toUnixSeconds(post.takenAt) }),
    })),
  );
}

/** Instagram's `stories.json`. */
export function instagramStories(stories: readonly MetaMediaFields[]): string {
  return metaJson({ ig_stories: stories.map(metaMedia) });
}

/** Instagram's `reels.json`. */
export function instagramReels(reels: readonly InstagramPostFields[]): string {
  return metaJson({ ig_reels_media: reels.map((reel) => ({ media: reel.media.map(metaMedia) })) });
}
