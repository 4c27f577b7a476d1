import { isUtf8 } from 'node:buffer';
import { createReadStream, statSync } from 'node:fs';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Random access to the bytes of one stored archive part: `storage.read(key, { start, end })` in
 * production, a local file in tests and benches. `endInclusive` is the last byte wanted, as in HTTP
 * ranges and storage's ByteRange.
 */
export interface RangeSource {
  size: number;
  read(start: number, endInclusive: number): Promise<Readable>;
}

export interface ZipEntryInfo {
  /** As in the zip: '/'-separated, decoded (UTF-8, or CP437 for old tools), NFC-normalized. */
  path: string;
  /** Uncompressed. */
  sizeBytes: number;
}

/** A file of the zip that is not read, and why: the person is told of each. */
export interface SkippedEntry {
  /** As the zip names it, made printable (a NUL shown as U+FFFD). */
  path: string;
  reason: 'archive_entry_unsafe_name' | 'archive_entry_duplicate';
}

export interface ZipArchive {
  /** Files only, each path once; directories, encrypted entries and unsafe paths are left out. */
  entries: ZipEntryInfo[];
  /** Files left out for their name: unsafe (absolute, climbing out with `..`, a NUL), or a path seen before. */
  skipped: SkippedEntry[];
  /** The decompressed bytes of `path`; ArchiveError archive_entry_missing when the zip has no such file. */
  openEntry(path: string): Promise<Readable>;
  /** A small entry (JSON) as text; ArchiveError archive_entry_too_large past `maxBytes`. */
  readText(path: string, maxBytes: number): Promise<string>;
  close(): void;
}

export type ArchiveErrorCode =
  /** Not a zip, or one whose table of contents cannot be read (a truncated upload, say). */
  | 'archive_not_zip'
  /** More entries in one part than anyone's export holds: refused before it costs memory. */
  | 'archive_too_many_entries'
  | 'archive_entry_missing'
  | 'archive_entry_too_large'
  /** The entry's bytes are damaged (bad deflate data, wrong size): that file only. */
  | 'archive_entry_unreadable';

/**
 * What is wrong with the archive itself. Failures to reach storage are NOT turned into this: they
 * reach the caller as they were thrown by the RangeSource, so a job can tell "retry later" from
 * "this file is broken".
 */
export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveErrorCode,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ? `${code}: ${message}` : code, options);
    this.name = 'ArchiveError';
  }
}

/** One part holds at most this many entries (about 16 KB each on average in a 4 GB part). */
const MAX_ENTRIES = 250_000;
/**
 * Small reads (yauzl reads the table of contents one header at a time) are served from blocks read
 * ahead of them: 4 KB for a lone read (a local file header), doubling while the reads go on in
 * order, so listing a part costs tens of requests to storage instead of two per entry.
 */
const MIN_READ_AHEAD = 4 * 1024;
const MAX_READ_AHEAD = 1024 * 1024;
const KEPT_BLOCKS = 4;
const UTF8_FLAG = 0x800;

/** Errors thrown by the RangeSource, remembered so they are passed on untouched. */
const sourceErrors = new WeakSet<object>();

function markSourceError(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) sourceErrors.add(error);
  return error;
}

function toArchiveError(error: unknown, code: ArchiveErrorCode, detail: string): unknown {
  if (error instanceof ArchiveError) return error;
  if (typeof error === 'object' && error !== null && sourceErrors.has(error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ArchiveError(code, `${detail}: ${reason}`, { cause: error });
}

interface Block {
  start: number;
  bytes: Buffer;
}

class RangeSourceReader extends yauzl.RandomAccessReader {
  private blocks: Block[] = [];
  private readAhead = MIN_READ_AHEAD;

  constructor(private readonly source: RangeSource) {
    super();
  }

  /** yauzl's `end` is exclusive; the source's is inclusive. */
  override _readStreamForRange(start: number, end: number): Readable {
    const output = new PassThrough();
    this.source.read(start, end - 1).then(
      (input) => {
        input.on('error', markSourceError);
        if (output.destroyed) {
          input.destroy();
          return;
        }
        // Ends the storage request too when the reader of the entry gives up half way.
        pipeline(input, output, () => {});
      },
      (error: unknown) => output.destroy(markSourceError(error) as Error),
    );
    return output;
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    this.readBytes(position, length).then(
      (bytes) => {
        bytes.copy(buffer, offset);
        callback(null);
      },
      (error: Error) => callback(error),
    );
  }

  private async readBytes(position: number, length: number): Promise<Buffer> {
    const held = this.blocks.find(
      (block) => position >= block.start && position + length <= block.start + block.bytes.length,
    );
    if (held) return held.bytes.subarray(position - held.start, position - held.start + length);

    const last = this.blocks.at(-1);
    const isInOrder = last !== undefined && position >= last.start && position <= last.start + last.bytes.length;
    this.readAhead = isInOrder ? Math.min(this.readAhead * 2, MAX_READ_AHEAD) : MIN_READ_AHEAD;
    const wanted = Math.min(Math.max(length, this.readAhead), this.source.size - position);
    if (wanted < length) throw new Error(`unexpected end of archive at ${position + length} > ${this.source.size}`);

    const bytes = await this.fetch(position, wanted);
    this.blocks.push({ start: position, bytes });
    if (this.blocks.length > KEPT_BLOCKS) this.blocks.shift();
    return bytes.subarray(0, length);
  }

  private async fetch(start: number, length: number): Promise<Buffer> {
    if (length === 0) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      const input = await this.source.read(start, start + length - 1);
      for await (const chunk of input) {
        chunks.push(chunk as Buffer);
        received += (chunk as Buffer).length;
      }
    } catch (error) {
      throw markSourceError(error);
    }
    if (received < length) throw new Error(`archive part ended early: ${received} of ${length} bytes at ${start}`);
    return Buffer.concat(chunks, received).subarray(0, length);
  }
}

/** Longest name a skipped entry is listed by. */
const MAX_LISTED_NAME = 300;

/**
 * The entry's path; 'directory' for a folder, 'unsafe' for one that must not be read: absolute,
 * climbing out with `..`, or with a NUL. Names without the UTF-8 flag are still UTF-8 when they
 * decode as such (macOS and many phones write them that way); only the rest are old CP437.
 */
function readEntryPath(
  entry: yauzl.Entry,
): { path: string } | { skip: 'directory' } | { skip: 'unsafe'; name: string } {
  const raw = entry.fileNameRaw;
  const flags = isUtf8(raw) ? entry.generalPurposeBitFlag | UTF8_FLAG : entry.generalPurposeBitFlag;
  const name = yauzl.getFileNameLowLevel(flags, raw, entry.extraFields, false);
  const unsafe = { skip: 'unsafe' as const, name };
  if (name.includes('\0')) return unsafe;
  if (name.endsWith('/')) return { skip: 'directory' };
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return unsafe;
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..')) return unsafe;
  return { path: segments.join('/').normalize('NFC') };
}

const printable = (name: string) => name.replaceAll('\0', '\uFFFD').slice(0, MAX_LISTED_NAME);

async function listEntries(
  zipfile: yauzl.ZipFile,
): Promise<{ byPath: Map<string, yauzl.Entry>; skipped: SkippedEntry[] }> {
  if (zipfile.entryCount > MAX_ENTRIES) {
    throw new ArchiveError('archive_too_many_entries', `${zipfile.entryCount} entries`);
  }
  const byPath = new Map<string, yauzl.Entry>();
  const skipped: SkippedEntry[] = [];
  for await (const entry of zipfile.eachEntry()) {
    // Encrypted entries and unknown compression methods cannot be read: skipped like directories.
    if (!entry.canDecodeFileData()) continue;
    const read = readEntryPath(entry);
    if ('path' in read) {
      if (byPath.has(read.path)) skipped.push({ path: printable(read.path), reason: 'archive_entry_duplicate' });
      else byPath.set(read.path, entry);
    } else if (read.skip === 'unsafe') {
      skipped.push({ path: printable(read.name), reason: 'archive_entry_unsafe_name' });
    }
  }
  return { byPath, skipped };
}

/** Ends `output` with an ArchiveError when the entry's bytes turn out damaged half way. */
function relabelErrors(input: Readable, path: string): Readable {
  const output = new PassThrough();
  input.on('error', (error) => output.destroy(toArchiveError(error, 'archive_entry_unreadable', path) as Error));
  output.on('close', () => input.destroy());
  input.pipe(output);
  return output;
}

/**
 * Reads one zip through its RangeSource: the table of contents at once, each entry when asked.
 * Zip64 parts (over 4 GB, or over 65,535 entries) work like any other.
 */
export async function openZip(source: RangeSource): Promise<ZipArchive> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await yauzl.fromRandomAccessReaderPromise(new RangeSourceReader(source), source.size, {
      lazyEntries: true,
      autoClose: false,
      // Names are decoded here, so a bad name skips its entry instead of failing the archive.
      decodeStrings: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw toArchiveError(error, 'archive_not_zip', 'no zip directory');
  }

  let byPath: Map<string, yauzl.Entry>;
  let skipped: SkippedEntry[];
  try {
    ({ byPath, skipped } = await listEntries(zipfile));
  } catch (error) {
    zipfile.close();
    throw toArchiveError(error, 'archive_not_zip', 'unreadable zip directory');
  }

  function findEntry(path: string): yauzl.Entry {
    const entry = byPath.get(path.normalize('NFC'));
    if (!entry) throw new ArchiveError('archive_entry_missing', path);
    return entry;
  }

  async function openEntry(path: string): Promise<Readable> {
    const entry = findEntry(path);
    try {
      return relabelErrors(await zipfile.openReadStreamPromise(entry), path);
    } catch (error) {
      throw toArchiveError(error, 'archive_entry_unreadable', path);
    }
  }

  async function readText(path: string, maxBytes: number): Promise<string> {
    const entry = findEntry(path);
    if (entry.uncompressedSize > maxBytes) {
      throw new ArchiveError('archive_entry_too_large', `${path}: ${entry.uncompressedSize} > ${maxBytes} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await openEntry(path)) {
      size += (chunk as Buffer).length;
      // The size in the directory is checked as the bytes come, but only against itself.
      if (size > maxBytes) throw new ArchiveError('archive_entry_too_large', `${path}: over ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
    return new TextDecoder('utf-8').decode(Buffer.concat(chunks, size));
  }

  return {
    entries: [...byPath].map(([path, entry]) => ({ path, sizeBytes: entry.uncompressedSize })),
    skipped,
    openEntry,
    readText,
    close: () => zipfile.close(),
  };
}

/** A file on this machine as a RangeSource: for tests and benches. */
export function localFileSource(path: string): RangeSource {
  const { size } = statSync(path);
  return { size, read: async (start, endInclusive) => createReadStream(path, { start, end: endInclusive }) };
}
