import type { Readable } from 'node:stream';

/**
 * Where media bytes live: a local folder (embedded default) or an S3-compatible bucket. Keys are
 * chosen by callers and content-addressed (`originals/ab/<sha256>`), so an object, once written, is
 * never changed, only deleted; the database keeps everything else about it.
 *
 * Presigned uploads (the avatar upload policy, issue 6) will join this interface as
 * `createUploadPolicy(...)`, with a local endpoint that checks the same policy.
 */
export interface Storage {
  readonly provider: 'local' | 's3';
  /**
   * Streams `body` into `key`. Nobody sees the object until it is complete, and a source that
   * fails leaves nothing behind; a key written twice holds the last complete write.
   */
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void>;
  /** `put` from a file on this machine (a finished upload, a rendition a tool wrote). */
  putFile(key: string, localPath: string, options: PutOptions): Promise<void>;
  /** The bytes of `key`, or of `range` of it; ObjectNotFoundError when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** What is known of `key` without reading it, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes every key given; keys that are already gone are fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a folder of keys, ending in `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Copies `key` to a file on this machine, for tools that need a path (ffmpeg, sharp on HEIC). */
  downloadToFile(key: string, localPath: string): Promise<void>;
  /** A URL that a browser or a frame can GET without cookies until it expires. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Releases connections (S3); nothing to do for the local folder. */
  close?(): Promise<void>;
}

export interface PutOptions {
  contentType: string;
}

/** Inclusive byte offsets, as in HTTP ranges: `{ start: 0, end: 9 }` is the first ten bytes. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  contentType: string;
  /** A quoted entity tag that changes whenever the object does. */
  etag: string;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
  /** Served instead of the type given at `put`. */
  contentType?: string;
  /** When set, the browser saves the file under this name instead of showing it. */
  downloadName?: string;
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}
