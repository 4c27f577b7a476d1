import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks every signature against them, as S3 would. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  bucket: string;
  endpoint: string;
  /** The environment that points the server at this bucket (STORAGE=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3 API (s3rver) on 127.0.0.1 with one empty bucket, in a temporary folder, for tests that
 * run against the S3 storage. Close it in afterAll; it never outlives the test process.
 */
export async function startTestS3(bucket = 'kinframe-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'kinframe-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
