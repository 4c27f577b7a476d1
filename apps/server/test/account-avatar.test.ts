import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { AvatarUploadPolicy } from '@kinframe/contract';
import { startTestS3, type TestS3 } from '@kinframe/testkit/standins/s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { useLibraryFixtures } from './library-fixtures.ts';

const MiB = 1024 * 1024;

async function getPolicy(client: TestClient): Promise<AvatarUploadPolicy> {
  const response = await client.get('/api/v3/avatar/upload-policy');
  expect(response.statusCode).toBe(200);
  return response.json() as AvatarUploadPolicy;
}

/** The browser's own POST to the policy's URL: a fresh client, so no cookie and no CSRF header. */
function postToPolicy(t: TestApp, policy: AvatarUploadPolicy['uploadPolicy'], file: { name: string; bytes: Buffer }) {
  return t.client().uploadFile(policy.url, file, policy.fields, { csrf: false });
}

/** The stored keys under `prefix` in the local media folder (not the content-type side files). */
function storedKeys(t: TestApp, prefix: string): string[] {
  const root = path.join(t.context.config.dataDir, 'media');
  try {
    return readdirSync(path.join(root, prefix), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

describe.each(testDatabases())('profile picture on $name', (database) => {
  const t = useTestApp(database);
  const files = useLibraryFixtures();

  async function uploadAvatar(client: TestClient, file: { name: string; bytes: Buffer }) {
    const { uploadId, uploadPolicy } = await getPolicy(client);
    const posted = await postToPolicy(t, uploadPolicy, file);
    expect(posted.statusCode).toBe(204);
    return client.postJson('/api/v3/avatar/activate', { uploadId });
  }

  async function fetchAvatar(url: string) {
    expect(url.startsWith('/api/media/avatars/')).toBe(true);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  }

  it('takes a photo by the three steps, crops it to a 512-pixel square and keeps no metadata', async () => {
    const { client, user } = await t.loggedInClient();
    expect((await client.get('/api/v3/avatar')).json()).toEqual({ url: null });

    const { uploadId, uploadPolicy } = await getPolicy(client);
    expect(uploadPolicy.url).toBe('/api/storage/uploads');
    expect(Object.keys(uploadPolicy.fields).sort()).toEqual(['key', 'policy', 'signature']);
    // The portrait fixture carries EXIF (orientation 6, a date): none of it may reach the picture.
    expect((await sharp(files.portraitJpeg).metadata()).exif).toBeDefined();
    const posted = await postToPolicy(t, uploadPolicy, { name: 'me.jpg', bytes: files.portraitJpeg });
    expect(posted.statusCode).toBe(204);
    expect(storedKeys(t, 'avatar-uploads')).toEqual([`avatar-uploads/${uploadId}`]);

    const activated = await client.postJson('/api/v3/avatar/activate', { uploadId });
    expect(activated.statusCode).toBe(200);
    const { url } = activated.json() as { url: string };
    const picture = await sharp(await fetchAvatar(url)).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(picture.exif).toBeUndefined();
    expect(picture.orientation).toBeUndefined();

    expect((await client.get('/api/v3/avatar')).json()).toEqual({ url });
    expect((await client.get('/api/user/profile/edit/')).json().avatar).toBe(url);
    // The upload itself is gone; the picture is the one object of the user.
    expect(storedKeys(t, 'avatar-uploads')).toEqual([]);
    expect(storedKeys(t, `avatars/${user.id}`)).toHaveLength(1);
  });

  it('takes PNG and HEIC too, and a new picture replaces the old one in storage', async () => {
    const { client, user } = await t.loggedInClient();
    const png = await uploadAvatar(client, { name: 'me.png', bytes: files.png });
    expect(png.statusCode).toBe(200);
    const [first] = storedKeys(t, `avatars/${user.id}`);
    const heic = await uploadAvatar(client, { name: 'me.heic', bytes: files.heic });
    expect(heic.statusCode).toBe(200);
    const keys = storedKeys(t, `avatars/${user.id}`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(first);
    expect(await sharp(await fetchAvatar(heic.json().url)).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('deletes the picture, in storage too', async () => {
    const { client, user } = await t.loggedInClient();
    await uploadAvatar(client, { name: 'me.jpg', bytes: files.jpeg });
    const response = await client.delete('/api/v3/avatar');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: null });
    expect((await client.get('/api/v3/avatar')).json()).toEqual({ url: null });
    expect(storedKeys(t, `avatars/${user.id}`)).toEqual([]);
  });

  it('refuses a forged policy and stores nothing', async () => {
    const { client } = await t.loggedInClient();
    const { uploadPolicy } = await getPolicy(client);
    const other = await getPolicy(client);
    const policy = JSON.parse(Buffer.from(uploadPolicy.fields.policy ?? '', 'base64url').toString('utf8'));
    const bigger = Buffer.from(JSON.stringify({ ...policy, maxBytes: 1024 * MiB })).toString('base64url');
    const forgeries = [
      { ...uploadPolicy.fields, signature: `${uploadPolicy.fields.signature?.slice(0, -2)}xx` },
      { ...uploadPolicy.fields, policy: bigger },
      // A real policy and signature, but for another key.
      { ...uploadPolicy.fields, key: other.uploadPolicy.fields.key ?? '' },
      { key: uploadPolicy.fields.key ?? '' },
    ];
    for (const fields of forgeries) {
      const response = await t.client().uploadFile(uploadPolicy.url, { name: 'me.jpg', bytes: files.jpeg }, fields, {
        csrf: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'upload_policy_invalid',
        message: 'This upload link is not valid',
      });
    }
    expect(storedKeys(t, 'avatar-uploads')).toEqual([]);
  });

  it('refuses a policy past its expiry, by the clock', async () => {
    const { client } = await t.loggedInClient();
    const { uploadId, uploadPolicy } = await getPolicy(client);
    t.clock.advanceMinutes(11);
    const response = await postToPolicy(t, uploadPolicy, { name: 'me.jpg', bytes: files.jpeg });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('upload_policy_expired');
    expect(storedKeys(t, 'avatar-uploads')).toEqual([]);
    expect((await client.postJson('/api/v3/avatar/activate', { uploadId })).json().code).toBe('avatar_upload_missing');
    t.clock.advanceMinutes(10);
    expect((await client.postJson('/api/v3/avatar/activate', { uploadId })).json().code).toBe('upload_policy_expired');
  });

  it('refuses a file over 10 MB while it streams in, and stores nothing', async () => {
    const { client } = await t.loggedInClient();
    const { uploadPolicy } = await getPolicy(client);
    const tooBig = Buffer.concat([files.jpeg, Buffer.alloc(10 * MiB)]);
    const response = await postToPolicy(t, uploadPolicy, { name: 'big.jpg', bytes: tooBig });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'file_too_large', message: 'File size too large' });
    expect(storedKeys(t, 'avatar-uploads')).toEqual([]);
  });

  it('refuses a text file named .jpg, and an empty post', async () => {
    const { client } = await t.loggedInClient();
    const { uploadId, uploadPolicy } = await getPolicy(client);
    const text = Buffer.from('I am not a photo, whatever my name says.\n'.repeat(20));
    const response = await postToPolicy(t, uploadPolicy, { name: 'photo.jpg', bytes: text });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'file_format_not_supported',
      message: 'File format not supported. Please upload only JPEG, HEIC or PNG files.',
    });
    const empty = await postToPolicy(t, uploadPolicy, { name: 'photo.jpg', bytes: Buffer.alloc(0) });
    expect(empty.json().code).toBe('upload_file_required');
    expect(storedKeys(t, 'avatar-uploads')).toEqual([]);
    expect((await client.postJson('/api/v3/avatar/activate', { uploadId })).json().code).toBe('avatar_upload_missing');
    expect((await client.get('/api/v3/avatar')).json()).toEqual({ url: null });
  });

  it('uses an upload id once', async () => {
    const { client } = await t.loggedInClient();
    const { uploadId, uploadPolicy } = await getPolicy(client);
    await postToPolicy(t, uploadPolicy, { name: 'me.jpg', bytes: files.jpeg });
    const first = await client.postJson('/api/v3/avatar/activate', { uploadId });
    expect(first.statusCode).toBe(200);
    const again = await client.postJson('/api/v3/avatar/activate', { uploadId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'avatar_upload_used' });
    expect((await client.get('/api/v3/avatar')).json()).toEqual(first.json());
  });

  it("answers someone else's upload id like a made-up one and changes nothing for either", async () => {
    const owner = await t.loggedInClient();
    const thief = await t.loggedInClient();
    await uploadAvatar(thief.client, { name: 'mine.png', bytes: files.png });
    const thiefBefore = (await thief.client.get('/api/v3/avatar')).json();

    const { uploadId, uploadPolicy } = await getPolicy(owner.client);
    await postToPolicy(t, uploadPolicy, { name: 'me.jpg', bytes: files.jpeg });
    for (const id of [uploadId, 'made-up-id']) {
      const stolen = await thief.client.postJson('/api/v3/avatar/activate', { uploadId: id });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
    }
    expect((await thief.client.get('/api/v3/avatar')).json()).toEqual(thiefBefore);
    expect((await owner.client.get('/api/v3/avatar')).json()).toEqual({ url: null });
    // The owner's upload is still theirs to use.
    expect((await owner.client.postJson('/api/v3/avatar/activate', { uploadId })).statusCode).toBe(200);
  });

  it('answers 401 to someone not logged in', async () => {
    for (const response of [
      await t.client().get('/api/v3/avatar'),
      await t.client().get('/api/v3/avatar/upload-policy'),
      await t.client().postJson('/api/v3/avatar/activate', { uploadId: 'x' }),
      await t.client().delete('/api/v3/avatar'),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });
});

/** The same three steps on S3: a real presigned POST, posted by the browser straight to the bucket. */
describe.each(testDatabases())('profile picture through S3 on $name', (database) => {
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp(database, { env: () => ({ ...s3?.env }) });
  const files = useLibraryFixtures();

  it('hands out a presigned POST to the bucket, and activates what was posted there', async () => {
    expect(t.context.storage.provider).toBe('s3');
    const { client } = await t.loggedInClient();
    const { uploadId, uploadPolicy } = await getPolicy(client);
    expect(uploadPolicy.url).toBe(`${s3?.endpoint}/${s3?.bucket}`);
    expect(uploadPolicy.fields).toMatchObject({
      key: `avatar-uploads/${uploadId}`,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    const policy = JSON.parse(Buffer.from(uploadPolicy.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * MiB]);

    // As the browser does it: multipart, the fields first, the file last, no credentials.
    const form = new FormData();
    for (const [name, value] of Object.entries(uploadPolicy.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(files.png)], { type: 'image/png' }), 'me.png');
    const posted = await fetch(uploadPolicy.url, { method: 'POST', body: form });
    expect(posted.status).toBe(204);

    const activated = await client.postJson('/api/v3/avatar/activate', { uploadId });
    expect(activated.statusCode).toBe(200);
    const picture = await fetch(activated.json().url);
    expect(picture.status).toBe(200);
    expect(await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).toMatchObject({ width: 512, height: 512 });

    const bucket = new S3Client({
      region: 'us-east-1',
      endpoint: s3?.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3?.env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: s3?.env.S3_SECRET_ACCESS_KEY ?? '' },
    });
    const uploads = await bucket.send(new ListObjectsV2Command({ Bucket: s3?.bucket, Prefix: 'avatar-uploads/' }));
    expect(uploads.Contents ?? []).toEqual([]);
    bucket.destroy();
  });

  it('judges what reached the bucket by its bytes: a text file is refused at activation', async () => {
    const { client } = await t.loggedInClient();
    const { uploadId, uploadPolicy } = await getPolicy(client);
    const form = new FormData();
    for (const [name, value] of Object.entries(uploadPolicy.fields)) form.append(name, value);
    form.append('file', new Blob(['not a photo'], { type: 'image/jpeg' }), 'photo.jpg');
    expect((await fetch(uploadPolicy.url, { method: 'POST', body: form })).status).toBe(204);
    const refused = await client.postJson('/api/v3/avatar/activate', { uploadId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('file_format_not_supported');
    expect((await client.get('/api/v3/avatar')).json()).toEqual({ url: null });
  });
});
