import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/infra/config.ts';
import { TEST_SECRET } from './harness.ts';

const base = { SESSION_SECRET: TEST_SECRET, DATA_DIR: '/srv/kinframe' };

describe('storage configuration', () => {
  it('keeps media in DATA_DIR/media by default', () => {
    expect(loadConfig(base).storage).toEqual({ provider: 'local', directory: path.join('/srv/kinframe', 'media') });
  });

  it('reads an S3-compatible bucket', () => {
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_BUCKET: 'family-photos',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'kinframe',
      S3_SECRET_ACCESS_KEY: 'very-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      provider: 's3',
      bucket: 'family-photos',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'kinframe', secretAccessKey: 'very-secret' },
      forcePathStyle: true,
    });
  });

  it("leaves AWS credentials to the SDK's own chain when no keys are given", () => {
    const config = loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'family-photos', S3_REGION: 'eu-west-1' });
    expect(config.storage).toMatchObject({
      region: 'eu-west-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ STORAGE: 'ftp' }, /^Invalid configuration: STORAGE="ftp": /],
    [{ STORAGE: 's3' }, /STORAGE="s3": s3 needs S3_BUCKET/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT="minio:9000": must be an http/],
    [{ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, /S3_ACCESS_KEY_ID="id": set S3_ACCESS_KEY_ID and/],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
