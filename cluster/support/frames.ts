import { setTimeout as delay } from 'node:timers/promises';
import type { Album, PairingStarted } from '@kinframe/contract';
import { expect } from 'vitest';
import { openEvents } from '../../apps/server/test/event-stream-reader.ts';
import type { Cluster } from '../../scripts/cluster/topology.mjs';
import { ClusterClient } from './client.ts';

export const DEVICE = '/api/device/v1';

export interface PairedFrame {
  frameId: number;
  token: string;
}

/** A device paired to `owner`'s account the whole way (code, claim, token collected), as docs/frame-protocol.md says. */
export async function pairFrame(baseUrl: string, owner: ClusterClient): Promise<PairedFrame> {
  // A device of its own address (pairings are limited per address), with no cookies: no session, no CSRF.
  const device = new ClusterClient(baseUrl);
  const started = await device.send('POST', `${DEVICE}/pairing`, {
    csrf: false,
    body: JSON.stringify({
      deviceName: 'Kinframe player on Chrome',
      appVersion: '1.0.0',
      screen: { width: 1920, height: 1080 },
    }),
    headers: { 'content-type': 'application/json' },
  });
  expect(started.status, started.body).toBe(201);
  const pairing = started.json<PairingStarted>();
  const claimed = await owner.postJson('/api/v3/frames/claim', { code: pairing.code });
  expect(claimed.status, claimed.body).toBe(201);
  const status = await device.get(`${DEVICE}/pairing/${encodeURIComponent(pairing.pairingId)}`);
  expect(status.status, status.body).toBe(200);
  const { deviceToken, frameId } = status.json<{ deviceToken: string; frameId: number }>();
  return { frameId, token: deviceToken };
}

/** The frame's event stream, held by the web process at `webUrl` itself (not through nginx). */
export async function openFrameEvents(webUrl: string, frame: PairedFrame) {
  const events = await openEvents(`${webUrl}${DEVICE}/events`, {
    authorization: `Bearer ${frame.token}`,
    accept: 'text/event-stream',
  });
  expect((await events.next(10_000)).event).toBe('hello');
  return events;
}

type FrameEvents = Awaited<ReturnType<typeof openFrameEvents>>;

/**
 * A frame paired to `owner` whose event stream is held by web1, with web2 to make changes through:
 * what reaches the stream then has crossed from one web process to the other. The caller closes
 * `events`.
 */
export async function pairFrameStreamingFromWeb1(cluster: Cluster, owner: ClusterClient) {
  const frame = await pairFrame(cluster.url, owner);
  const [web1, web2] = cluster.web;
  if (!web1 || !web2) throw new Error('two web processes expected');
  const events = await openFrameEvents(web1.url, frame);
  return { frame, events, web2 };
}

/**
 * Puts a new album on `frame` through the web process at `webUrl` and expects the frame's stream to
 * say `playlist`. The stream must stay quiet for 1.5 s before the change, so the event can only be
 * the change's; one read stays pending throughout: it is the one the change must answer.
 */
export async function expectAlbumChangeHeard(
  owner: ClusterClient,
  frame: PairedFrame,
  events: FrameEvents,
  webUrl: string,
  albumName: string,
): Promise<void> {
  const next = events.next(30_000);
  const early = await Promise.race([next.then(() => 'an event'), delay(1500).then(() => 'quiet')]);
  expect(early).toBe('quiet');
  const created = await owner.postJson('/api/v3/albums', { name: albumName }, { via: webUrl });
  expect(created.status, created.body).toBe(201);
  const album = created.json<Album>();
  const assigned = await owner.putJson(`/api/v3/frames/${frame.frameId}/albums/${album.id}`, {}, { via: webUrl });
  expect(assigned.status, assigned.body).toBe(200);
  expect((await next).event).toBe('playlist');
}
