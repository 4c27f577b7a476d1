import type { PairingStarted } from '@kinframe/contract';
import { expect } from 'vitest';
import { openEvents } from '../../apps/server/test/event-stream-reader.ts';
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
