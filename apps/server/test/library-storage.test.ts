import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { LibraryItem } from '@kinframe/contract';
import { startTestS3, type TestS3 } from '@kinframe/testkit/standins/s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { deleteForGood, EMBEDDED_QUEUE, uploadFile, useLibraryFixtures } from './library-fixtures.ts';

interface FetchedMedia {
  status: number;
  contentType: string | undefined;
  bytes: Buffer;
}

const storageProviders = [{ name: 'local' as const }, { name: 's3' as const }];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The library's whole life of a file on each storage provider: what lands in the folder or the
 * bucket, the signed links that serve it, and what is left once it is deleted.
 */
describe.each(testDatabases())('library storage on $name', (database) => {
  describe.each(storageProviders)('with $name storage', ({ name: provider }) => {
    let s3: TestS3 | undefined;
    let s3Client: S3Client | undefined;
    beforeAll(async () => {
      if (provider !== 's3') return;
      s3 = await startTestS3();
      s3Client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '' },
      });
    });
    afterAll(async () => {
      s3Client?.destroy();
      await s3?.close();
    });

    const testApp = useTestApp(database, { env: () => ({ ...EMBEDDED_QUEUE, ...s3?.env }) });
    const files = useLibraryFixtures();
    let owner: TestClient;

    beforeAll(async () => {
      expect(testApp.context.storage.provider).toBe(provider);
      await testApp.context.queue.work(testApp.services.jobs, { concurrency: 2 });
      ({ client: owner } = await testApp.loggedInClient({ plan: 'plus' }));
    });

    /** Every key stored under `prefix`: files of DATA_DIR/media, or objects of the bucket. */
    async function storedKeys(prefix: string): Promise<string[]> {
      if (s3 && s3Client) {
        const answer = await s3Client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
        return (answer.Contents ?? []).map((object) => object.Key ?? '').sort();
      }
      const root = path.join(testApp.context.config.dataDir, 'media');
      try {
        return readdirSync(path.join(root, prefix), { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
      } catch {
        return [];
      }
    }

    /** A signed link opened as a browser would: our media route for local, s3rver itself for S3. */
    async function fetchMedia(url: string, headers: Record<string, string> = {}): Promise<FetchedMedia> {
      if (s3) {
        expect(new URL(url).origin).toBe(s3.endpoint);
        const answer = await fetch(url, { headers });
        return {
          status: answer.status,
          contentType: answer.headers.get('content-type') ?? undefined,
          bytes: Buffer.from(await answer.arrayBuffer()),
        };
      }
      expect(url.startsWith('/api/media/')).toBe(true);
      const answer = await testApp.app.inject({ url, headers });
      return {
        status: answer.statusCode,
        contentType: answer.headers['content-type'] as string | undefined,
        bytes: answer.rawPayload,
      };
    }

    const processJobs = () => testApp.context.queue.drain({ timeoutMs: 30_000 });

    it('stores an upload under its content key, serves its renditions by signed links, and removes every object once nobody holds the bytes', async () => {
      const bytes = await files.uniqueJpeg(1);
      const hash = sha256(bytes);
      const originalKey = `originals/${hash.slice(0, 2)}/${hash}.jpg`;
      const renditionsPrefix = `renditions/${hash.slice(0, 2)}/${hash}/`;

      const uploaded = await uploadFile(owner, 'garden.jpg', bytes);
      expect(uploaded.statusCode).toBe(201);
      const { item } = uploaded.json() as { item: LibraryItem };
      expect(item.status).toBe('processing');
      expect(await storedKeys('originals/')).toEqual([originalKey]);

      await processJobs();
      const ready = (await owner.get(`/api/v3/library/items/${item.id}`)).json() as LibraryItem;
      expect(ready.status).toBe('ready');
      expect(await storedKeys(renditionsPrefix)).toEqual(
        ['preview.webp', 'ratio.webp', 'square.webp'].map((name) => `${renditionsPrefix}${name}`),
      );

      for (const url of [ready.urls.square, ready.urls.ratio, ready.urls.preview]) {
        const rendition = await fetchMedia(url ?? '');
        expect(rendition.status).toBe(200);
        expect(rendition.contentType).toBe('image/webp');
        expect(rendition.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      const original = await fetchMedia(ready.urls.original);
      expect(original.status).toBe(200);
      expect(original.bytes.equals(bytes)).toBe(true);
      const firstBytes = await fetchMedia(ready.urls.original, { range: 'bytes=0-9' });
      expect(firstBytes.status).toBe(206);
      expect(firstBytes.bytes.equals(bytes.subarray(0, 10))).toBe(true);

      // Someone else holds the same bytes: the first delete leaves every object in place.
      const { client: other } = await testApp.loggedInClient({ plan: 'plus' });
      const theirs = (await uploadFile(other, 'garden-too.jpg', bytes)).json().item as LibraryItem;
      await processJobs();
      await deleteForGood(owner, [item.id]);
      expect(await storedKeys('originals/')).toEqual([originalKey]);
      expect((await storedKeys(renditionsPrefix)).length).toBe(3);
      expect((await fetchMedia(ready.urls.original)).status).toBe(200);

      // The last holder deletes it: the original and its renditions leave storage.
      await deleteForGood(other, [theirs.id]);
      expect(await storedKeys('originals/')).toEqual([]);
      expect(await storedKeys(renditionsPrefix)).toEqual([]);
      expect((await fetchMedia(ready.urls.original)).status).toBe(404);
      expect((await fetchMedia(ready.urls.square ?? '')).status).toBe(404);
    });

    it('stores nothing of a refused upload', async () => {
      await processJobs();
      const before = await storedKeys('');
      const refused = await uploadFile(owner, 'notes.jpg', Buffer.from('words, not a picture'));
      expect(refused.json()).toMatchObject({ code: 'file_format_not_supported' });
      expect(await storedKeys('')).toEqual(before);

      const bytes = await files.uniqueJpeg(2);
      expect((await uploadFile(owner, 'once.jpg', bytes)).statusCode).toBe(201);
      await processJobs();
      const withOne = await storedKeys('');
      expect((await uploadFile(owner, 'twice.jpg', bytes)).json()).toMatchObject({ code: 'file_already_uploaded' });
      expect(await storedKeys('')).toEqual(withOne);
    });
  });
});
