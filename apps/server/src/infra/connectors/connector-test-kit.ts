import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import { ConnectorError } from './connector.ts';

/** For the connectors' tests: the ConnectorError a call ends with (it must end with one). */
export async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

/** For the connectors' tests: a download's bytes, whole. */
export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
