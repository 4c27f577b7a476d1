import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startTestS3, type TestS3 } from '@kinframe/testkit/standins/s3';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config.ts';
import {
  createMediaUrls,
  createStorage,
  ObjectNotFoundError,
  registerMediaRoutes,
  type Storage,
  StorageKeyError,
} from '../src/infra/storage/index.ts';
import { TEST_SECRET, TestClock } from './harness.ts';

const MiB = 1024 * 1024;

/** Each provider, started for real on 127.0.0.1, with what differs between them. */
interface StorageUnderTest {
  storage: Storage;
  /** Every file or object under `prefix`, temporary ones included. */
  listEverything(prefix: string): Promise<string[]>;
  /** A signed link as a browser on the site would resolve it: local links are relative to the site. */
  signedUrl(key: string, options: Parameters<Storage['signedUrl']>[1]): Promise<string>;
  close(): Promise<void>;
}

const providers = [
  {
    name: 'local',
    signatureParam: 'sig',
    expiredStatus: 410,
    checksSignatures: true,
    async start(clock: TestClock): Promise<StorageUnderTest> {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-storage-'));
      // The media route, as app.ts mounts it, on a port of its own so the signed URLs can be fetched.
      const server: FastifyInstance = Fastify();
      const routeConfig = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: TEST_SECRET });
      const routeUrls = createMediaUrls(routeConfig, clock);
      const routeStorage = await createStorage(routeConfig, { clock, mediaUrls: routeUrls });
      await server.register(async (api) => registerMediaRoutes(api, { storage: routeStorage, mediaUrls: routeUrls }), {
        prefix: '/api',
      });
      const address = await server.listen({ host: '127.0.0.1', port: 0 });
      // A second process sharing the data folder and the secret: its links work on the first.
      const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: TEST_SECRET, APP_URL: address });
      const storage = await createStorage(config, { clock, mediaUrls: createMediaUrls(config, clock) });
      return {
        storage,
        signedUrl: async (key, options) => new URL(await storage.signedUrl(key, options), address).toString(),
        async listEverything(prefix) {
          const folder = path.join(dataDir, 'media', prefix);
          // Files only: the shard folders stay, as other uploads share them.
          try {
            return readdirSync(folder, { recursive: true, withFileTypes: true })
              .filter((entry) => entry.isFile())
              .map((entry) => entry.name);
          } catch {
            return [];
          }
        },
        async close() {
          await server.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 's3',
    signatureParam: 'X-Amz-Signature',
    // S3 says AccessDenied ("Request has expired") for an expired presigned URL.
    expiredStatus: 403,
    // s3rver checks the expiry of a V4 presigned URL but not its signature ("Signature version 4
    // calculation is unimplemented" in its authentication middleware); on S3 that check is S3's.
    checksSignatures: false,
    async start(clock: TestClock): Promise<StorageUnderTest> {
      const s3: TestS3 = await startTestS3();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kinframe-storage-'));
      const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: TEST_SECRET, ...s3.env });
      const storage = await createStorage(config, { clock, mediaUrls: createMediaUrls(config, clock) });
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY ?? '' },
      });
      return {
        storage,
        signedUrl: (key, options) => storage.signedUrl(key, options),
        async listEverything(prefix) {
          const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
          return (answer.Contents ?? []).map((object) => object.Key ?? '');
        },
        async close() {
          client.destroy();
          await storage.close?.();
          await s3.close();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

/** `mebibytes` of random bytes, made one chunk at a time as they are read, and their SHA-256. */
function generatedStream(mebibytes: number, options: { failAfter?: number; pauseAfter?: Promise<void> } = {}) {
  const hash = createHash('sha256');
  let reachedPause: () => void = () => {};
  const paused = new Promise<void>((resolve) => {
    reachedPause = resolve;
  });
  async function* chunks() {
    for (let index = 0; index < mebibytes; index += 1) {
      if (index === options.failAfter) throw new Error('the uploader went away');
      if (index === Math.floor(mebibytes / 2) && options.pauseAfter) {
        reachedPause();
        await options.pauseAfter;
      }
      const chunk = randomBytes(MiB);
      hash.update(chunk);
      yield chunk;
    }
  }
  return { stream: Readable.from(chunks()), digest: () => hash.digest('hex'), paused };
}

function digest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe.each(providers)('$name storage', (provider) => {
  const clock = new TestClock();
  let subject: StorageUnderTest;
  let storage: Storage;
  const scratch = mkdtempSync(path.join(tmpdir(), 'kinframe-storage-files-'));

  beforeAll(async () => {
    subject = await provider.start(clock);
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('streams a multi-megabyte object in and out, then deletes it', async () => {
    const source = generatedStream(21);
    await storage.put('originals/ab/round-trip', source.stream, { contentType: 'video/mp4' });

    expect(await storage.stat('originals/ab/round-trip')).toMatchObject({ size: 21 * MiB, contentType: 'video/mp4' });
    expect(await sha256Of(await storage.read('originals/ab/round-trip'))).toBe(source.digest());

    await storage.delete(['originals/ab/round-trip', 'originals/ab/never-written']);
    expect(await storage.stat('originals/ab/round-trip')).toBeNull();
    await expect(storage.read('originals/ab/round-trip')).rejects.toThrow(ObjectNotFoundError);
  });

  it('deletes a folder of keys by its prefix, and nothing beside it', async () => {
    for (const name of ['square.webp', 'ratio.webp', 'preview.webp']) {
      await storage.put(`renditions/cd/item-1/${name}`, Buffer.from(name), { contentType: 'image/webp' });
    }
    await storage.put('renditions/cd/item-10/square.webp', Buffer.from('kept'), { contentType: 'image/webp' });

    await storage.deletePrefix('renditions/cd/item-1/');

    expect(await storage.stat('renditions/cd/item-1/square.webp')).toBeNull();
    expect(await storage.stat('renditions/cd/item-1/preview.webp')).toBeNull();
    expect(await storage.stat('renditions/cd/item-10/square.webp')).not.toBeNull();
    await expect(storage.deletePrefix('renditions/cd/item-1')).rejects.toThrow();
  });

  it('shows nobody an object until it is complete', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const source = generatedStream(20, { pauseAfter: gate });
    const putting = storage.put('originals/cd/half-written', source.stream, { contentType: 'image/jpeg' });
    await source.paused;
    expect(await storage.stat('originals/cd/half-written')).toBeNull();
    release();
    await putting;
    expect((await storage.stat('originals/cd/half-written'))?.size).toBe(20 * MiB);
  });

  it('leaves nothing behind when the source fails half way', async () => {
    const source = generatedStream(20, { failAfter: 10 });
    await expect(storage.put('failed/ef/cut-off', source.stream, { contentType: 'image/jpeg' })).rejects.toThrow(
      'the uploader went away',
    );
    expect(await storage.stat('failed/ef/cut-off')).toBeNull();
    expect(await subject.listEverything('failed/')).toEqual([]);
  });

  it('reads byte ranges, ends included', async () => {
    const bytes = randomBytes(1000);
    await storage.put('renditions/ranged', bytes, { contentType: 'application/octet-stream' });
    expect(await bytesOf(await storage.read('renditions/ranged', { start: 10, end: 19 }))).toEqual(
      bytes.subarray(10, 20),
    );
    expect(await bytesOf(await storage.read('renditions/ranged', { start: 990, end: 999 }))).toEqual(
      bytes.subarray(990),
    );
  });

  it('stores from a file and copies back to one, for tools that need a path', async () => {
    const bytes = randomBytes(3 * MiB + 7);
    const original = path.join(scratch, 'upload.bin');
    writeFileSync(original, bytes);
    await storage.putFile('originals/12/from-file', original, { contentType: 'image/heic' });
    expect(await storage.stat('originals/12/from-file')).toMatchObject({
      size: bytes.length,
      contentType: 'image/heic',
    });

    const copy = path.join(scratch, 'work', 'input.heic');
    await storage.downloadToFile('originals/12/from-file', copy);
    // Compared by digest: a deep equality of megabytes takes vitest many seconds.
    expect(digest(readFileSync(copy))).toBe(digest(bytes));
    await expect(storage.downloadToFile('originals/12/missing', path.join(scratch, 'none'))).rejects.toThrow(
      ObjectNotFoundError,
    );
  });

  it.each([
    '../escape',
    'originals/../../etc/passwd',
    '/etc/passwd',
    'originals//double',
    'originals/',
    'originals/.hidden',
    'Originals/upper',
    'originals/sp ace',
    'originals\\back',
    'originals/a..b',
    '',
    `x/${'a'.repeat(600)}`,
  ])('refuses the forged key %j everywhere', async (key) => {
    const refusals = [
      storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }),
      storage.putFile(key, path.join(scratch, 'upload.bin'), { contentType: 'text/plain' }),
      storage.read(key),
      storage.stat(key),
      storage.delete(['originals/fine', key]),
      storage.downloadToFile(key, path.join(scratch, 'forged')),
      subject.signedUrl(key, { expiresInSeconds: 60 }),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toThrow(StorageKeyError);
  });

  describe('signed URLs', () => {
    const photo = randomBytes(5000);
    beforeAll(async () => {
      await storage.put('photos/signed', photo, { contentType: 'image/jpeg' });
      await storage.put('photos/someone-else', randomBytes(10), { contentType: 'image/jpeg' });
    });

    it('serve the object without cookies, whole or by range', async () => {
      const url = await subject.signedUrl('photos/signed', { expiresInSeconds: 60 });
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(photo);

      const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(photo.subarray(100, 200));
    });

    it('carry a signed content type and download name', async () => {
      const url = await subject.signedUrl('photos/signed', {
        expiresInSeconds: 60,
        contentType: 'image/x-kinframe',
        downloadName: 'Grandma’s "garden".jpg',
      });
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/x-kinframe');
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="Grandma_s _garden_.jpg"; filename*=UTF-8''Grandma%E2%80%99s%20%22garden%22.jpg`,
      );
    });

    it('stop working once expired', async () => {
      clock.advanceMinutes(-2);
      const url = await subject.signedUrl('photos/signed', { expiresInSeconds: 60 });
      clock.advanceMinutes(2);
      expect((await fetch(url)).status).toBe(provider.expiredStatus);
    });

    it('need no header but Host, so a browser or a frame can use them as they are', async () => {
      const url = new URL(await subject.signedUrl('photos/signed', { expiresInSeconds: 60 }));
      const signedHeaders = url.searchParams.get('X-Amz-SignedHeaders');
      expect(signedHeaders === null || signedHeaders === 'host').toBe(true);
      expect(url.searchParams.has(provider.signatureParam)).toBe(true);
    });

    it.skipIf(!provider.checksSignatures)('are refused when anything in them is changed', async () => {
      const url = new URL(await subject.signedUrl('photos/signed', { expiresInSeconds: 60, downloadName: 'a.jpg' }));

      const otherKey = new URL(url);
      // Another object that exists: a link for one object must not open another.
      otherKey.pathname = otherKey.pathname.replace('photos/signed', 'photos/someone-else');
      const signature = url.searchParams.get(provider.signatureParam) ?? '';
      const otherSignature = new URL(url);
      otherSignature.searchParams.set(
        provider.signatureParam,
        signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0'),
      );
      const otherName = new URL(
        url.href.replace('a.jpg', 'b.jpg'), // the download name, inside whichever parameter carries it
      );
      for (const tampered of [otherKey, otherSignature, otherName]) {
        expect(tampered.href).not.toBe(url.href);
        expect((await fetch(tampered)).status).toBe(403);
      }
    });
  });
});
