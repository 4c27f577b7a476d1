import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import { ConnectorError, type ImportingConnector, type SourceMedia } from './connector.ts';

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

/** For the connectors' tests: every page of a listing, followed to its end (at most 50 pages, so a loop fails the test). */
export async function listAllMedia(connector: ImportingConnector, accessToken: string, albumId: string | null) {
  const pages: { media: SourceMedia[]; nextPageToken: string | null }[] = [];
  let pageToken: string | null = null;
  do {
    const page = await connector.listMedia(accessToken, albumId, pageToken);
    pages.push(page);
    pageToken = page.nextPageToken;
  } while (pageToken !== null && pages.length < 50);
  return { pages, media: pages.flatMap((page) => page.media) };
}
