import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../clock.ts';
import { writeFileAtomically } from './atomic-file.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { ObjectNotFoundError, type Storage } from './storage.ts';
import { assertStorageKey } from './storage-key.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** null: AWS itself; otherwise an S3-compatible service (MinIO, R2, Ceph, s3rver in the tests). */
  endpoint: string | null;
  /** null: the SDK's own chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

// Multipart parts in flight at most: PART_SIZE × QUEUE_SIZE bytes of memory per upload, whatever its size.
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 4;
// DeleteObjects takes at most this many keys a call.
const DELETE_BATCH = 1000;

/**
 * An S3 bucket (or any S3-compatible one). The bucket stays private: browsers and frames read
 * through presigned GETs. The AWS SDK is loaded here, and only when this provider is chosen.
 */
export async function createS3Storage(settings: S3Settings, clock: Clock): Promise<Storage> {
  const {
    S3Client,
    AbortMultipartUploadCommand,
    GetObjectCommand,
    HeadObjectCommand,
    DeleteObjectsCommand,
    ListObjectsV2Command,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const { createPresignedPost } = await import('@aws-sdk/s3-presigned-post');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials ?? undefined,
    // Checksums only where S3 demands them: many S3-compatible services refuse the newer default
    // (aws-chunked trailers), and a presigned GET must not carry a checksum-mode header that a
    // browser will never send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  async function getObject(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertStorageKey(key);
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      // In Node the body is the HTTP response itself, a Readable.
      return answer.Body as Readable;
    } catch (error) {
      throw isNotFound(error) ? new ObjectNotFoundError(key) : error;
    }
  }

  const storage: Storage = {
    provider: 's3',

    async put(key, body, options) {
      assertStorageKey(key);
      // Multipart once the body outgrows one part, so memory stays bounded whatever the size.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        // The parts of a failed upload are aborted below rather than by the SDK, so the caller hears
        // why the upload failed and not why the clean-up did.
        leavePartsOnError: true,
      });
      try {
        await upload.done();
      } catch (error) {
        if (upload.uploadId) {
          // Best effort: a bucket lifecycle rule (abort incomplete multipart uploads) sweeps the rest.
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.uploadId }))
            .catch(() => {});
        }
        throw error;
      }
    },

    async putFile(key, localPath, options) {
      await storage.put(key, createReadStream(localPath), options);
    },

    read: getObject,

    async stat(key) {
      assertStorageKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: head.ContentLength ?? 0,
          contentType: head.ContentType ?? 'application/octet-stream',
          etag: head.ETag ?? `"${head.LastModified?.getTime() ?? 0}"`,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      for (const key of keys) assertStorageKey(key);
      for (let index = 0; index < keys.length; index += DELETE_BATCH) {
        const batch = keys.slice(index, index + DELETE_BATCH);
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failure = answer.Errors?.[0];
        if (failure) throw new Error(`S3 could not delete ${failure.Key}: ${failure.Code} ${failure.Message}`);
      }
    },

    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`A prefix to delete ends with a slash: ${prefix}`);
      assertStorageKey(prefix.slice(0, -1));
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length > 0) await this.delete(keys);
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async downloadToFile(key, localPath) {
      const body = await getObject(key);
      await writeFileAtomically(localPath, (tempFile) => pipeline(body, createWriteStream(tempFile, { flags: 'wx' })));
    },

    async signedUrl(key, { expiresInSeconds, signedAt, contentType, downloadName }) {
      assertStorageKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: downloadName ? attachmentDisposition(downloadName) : undefined,
      });
      // Signed at the clock's time (or the moment asked for), so expiry follows the same clock as every other rule.
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds, signingDate: signedAt ?? clock.now() });
    },

    async createUploadPolicy(key, { maxBytes, expiresInSeconds }) {
      assertStorageKey(key);
      // S3 enforces the key, the size and the expiry; a POST policy cannot list types, so the
      // service judges the file by its bytes before using it.
      return createPresignedPost(client, {
        Bucket,
        Key: key,
        Conditions: [['content-length-range', 1, maxBytes]],
        Expires: Math.max(1, Math.floor(expiresInSeconds)),
      });
    },

    async close() {
      client.destroy();
    },
  };
  return storage;
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}
