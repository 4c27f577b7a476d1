import type { ConnectedAlbum, ConnectorProvider } from '@kinframe/contract';
import { expect } from 'vitest';
import type { TestClient } from './client.ts';
import type { TestApp } from './harness.ts';

export const CONNECTORS = '/api/v3/connectors';
export const CONNECTED_ALBUMS = '/api/v3/connected-albums';

/** Where a consent page sends the browser: the app's callback, as a path and query. */
export type Consent = (authorizationUrl: string) => Promise<string>;

/**
 * Connects the client's account to a provider as a browser would: the connect call, the
 * provider's consent page (answered by `consent`), then the app's callback. Answers where the
 * callback sent the browser.
 */
export async function connectAccount(client: TestClient, provider: ConnectorProvider, consent: Consent) {
  const started = await client.postJson(`${CONNECTORS}/${provider}/connect`, { returnTo: 'albums' });
  expect(started.statusCode, started.body).toBe(200);
  const callback = new URL(await consent(started.json().url as string));
  const landed = await client.get(`${callback.pathname}${callback.search}`);
  expect(landed.statusCode, landed.body).toBe(303);
  return String(landed.headers.location);
}

/** Polls the album's status (running the ticks a worker would) until `isDone` says so. */
export async function waitForAlbum(
  t: TestApp,
  client: TestClient,
  albumId: number,
  isDone: (album: ConnectedAlbum) => boolean,
  timeoutMs = 30_000,
): Promise<ConnectedAlbum> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.services.connectorsTick();
    await t.context.queue.drain({ timeoutMs });
    const album = (await client.get(`${CONNECTED_ALBUMS}/${albumId}`)).json() as ConnectedAlbum;
    if (isDone(album)) return album;
    if (Date.now() > deadline) throw new Error(`The album did not get there: ${JSON.stringify(album)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
