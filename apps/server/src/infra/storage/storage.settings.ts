import path from 'node:path';
import { z } from 'zod';
import {
  isHttpUrl,
  optionalText,
  optionalTextThat,
  type Settings,
  type SettingsCheck,
  type SettingValues,
} from '../settings/setting.ts';
import type { S3Settings } from './s3.ts';

const STORAGE_PROVIDERS = ['local', 's3'] as const;

/** Where media bytes live: a local folder, or an S3-compatible bucket. */
export const STORAGE_SETTINGS = {
  STORAGE: {
    schema: z.enum(STORAGE_PROVIDERS).default('local'),
    doc: 'Where media bytes live: `local` (the folder DATA_DIR/media, served by signed links at /api/media) or `s3` (an S3 or S3-compatible bucket, read through presigned URLs; the bucket stays private).',
  },
  S3_BUCKET: {
    schema: optionalText,
    doc: 'The bucket; required when STORAGE=s3.',
  },
  S3_ENDPOINT: {
    schema: optionalTextThat(isHttpUrl, 'must be an http:// or https:// URL'),
    defaultText: '(unset: AWS)',
    doc: 'URL of an S3-compatible service (MinIO, Cloudflare R2, Ceph ...); browsers must reach it too.',
  },
  S3_REGION: {
    schema: optionalText.default('us-east-1'),
    doc: 'Region of the bucket.',
  },
  S3_ACCESS_KEY_ID: {
    schema: optionalText,
    defaultText: "(unset: the SDK's default chain)",
    doc: 'Access key; set it together with S3_SECRET_ACCESS_KEY, or neither to use the environment or an instance role.',
  },
  S3_SECRET_ACCESS_KEY: {
    schema: optionalText,
    doc: 'Secret of S3_ACCESS_KEY_ID.',
    secret: true,
  },
  S3_FORCE_PATH_STYLE: {
    schema: z.enum(['true', 'false']).default('false'),
    doc: '`true` for services that want `endpoint/bucket/key` URLs instead of `bucket.endpoint/key` (MinIO, most self-hosted ones).',
  },
} satisfies Settings;

type StorageValues = SettingValues<typeof STORAGE_SETTINGS>;

export const checkStorageSettings: SettingsCheck<StorageValues> = (values, report) => {
  if (values.STORAGE === 's3' && !values.S3_BUCKET) report('STORAGE', 's3 needs S3_BUCKET');
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    report('S3_ACCESS_KEY_ID', 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither');
  }
};

export type StorageConfig = ReturnType<typeof readStorageConfig>;

/** Local media live in dataDir/media. */
export function readStorageConfig(values: StorageValues, dataDir: string) {
  if (values.STORAGE === 'local') return { provider: 'local' as const, directory: path.join(dataDir, 'media') };
  const s3: S3Settings = {
    bucket: values.S3_BUCKET ?? '',
    region: values.S3_REGION,
    endpoint: values.S3_ENDPOINT ?? null,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
  };
  return { provider: 's3' as const, ...s3 };
}
