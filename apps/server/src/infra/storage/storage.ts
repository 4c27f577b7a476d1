import type { Readable } from 'node:stream';

/**
 * Where media bytes live: a local folder (embedded default) or an S3-compatible bucket. Keys are
 * chosen by callers and content-addressed (`originals/ab/<sha256>`), so an object, once written, is
 * never changed, only deleted; the database keeps everything else about it.
 *
 * A browser may also post a file straight to storage, with no credentials, through an upload policy
 * (`createUploadPolicy`): an S3 presigned POST, or for the local folder the same kind of form posted
 * to our own endpoint, which checks the policy itself (`receiveUpload`).
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
  /**
   * Where and how a browser posts one file to `key` (multipart: every field as given, then `file`),
   * with no credentials. Storage refuses the file once the policy has expired or when it is larger
   * than `maxBytes`; the local endpoint also refuses other types than `contentTypes` (by its bytes).
   */
  createUploadPolicy(key: string, options: UploadPolicyOptions): Promise<UploadPolicy>;
  /**
   * Only where policies point at our own endpoint (the local folder): checks the posted fields
   * against their policy, then stores the file at the policy's key. Throws UploadRefusedError.
   */
  receiveUpload?(fields: Record<string, string>, file: Readable): Promise<{ key: string }>;
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
  /** Counted from `signedAt`. */
  expiresInSeconds: number;
  /**
   * When the link counts as signed (default: now). Links signed at the same moment for the same
   * object are the same URL, so a caller that signs at the start of a time window hands out links
   * a browser's cache recognises.
   */
  signedAt?: Date;
  /** Served instead of the type given at `put`. */
  contentType?: string;
  /** When set, the browser saves the file under this name instead of showing it. */
  downloadName?: string;
}

export interface UploadPolicyOptions {
  maxBytes: number;
  expiresInSeconds: number;
  /** MIME types the file may be, judged by its bytes. */
  contentTypes: readonly string[];
}

/** The spec's `uploadPolicy`: the URL to post to (relative for our own endpoint) and its fields. */
export interface UploadPolicy {
  url: string;
  fields: Record<string, string>;
}

/** Why a posted upload was refused, as the contract's error codes. */
export type UploadRefusal =
  | 'upload_policy_invalid'
  | 'upload_policy_expired'
  | 'upload_file_required'
  | 'file_too_large'
  | 'file_format_not_supported';

export class UploadRefusedError extends Error {
  constructor(readonly code: UploadRefusal) {
    super(`Upload refused: ${code}`);
    this.name = 'UploadRefusedError';
  }
}

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}
