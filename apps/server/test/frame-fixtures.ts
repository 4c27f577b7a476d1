import type { Album, AlbumInvite, PairingStarted } from '@kinframe/contract';
import { expect } from 'vitest';
import type { TestClient } from './client.ts';
import type { TestApp, TestUser } from './harness.ts';

/** Frames through the API as a device and its owner use it: pairing, claiming, heartbeats. */

export const DEVICE = '/api/device/v1';
export const FRAMES = '/api/v3/frames';

export interface Person {
  client: TestClient;
  user: TestUser;
}

export interface PairedFrame {
  frameId: number;
  token: string;
}

let deviceCounter = 0;

/** A device of its own address (pairings are limited per address), with no cookies: no session, no CSRF. */
export function device(t: TestApp, ip?: string): TestClient {
  deviceCounter += 1;
  return t.client(ip ?? `10.77.${Math.floor(deviceCounter / 250) % 250}.${deviceCounter % 250}`);
}

export async function startPairing(t: TestApp, client = device(t)): Promise<PairingStarted> {
  const response = await client.postJson(
    `${DEVICE}/pairing`,
    { deviceName: 'Kinframe player on Chrome', appVersion: '1.0.0', screen: { width: 1920, height: 1080 } },
    { csrf: false },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PairingStarted;
}

export function pollPairing(t: TestApp, pairingId: string) {
  return device(t).get(`${DEVICE}/pairing/${encodeURIComponent(pairingId)}`);
}

export function heartbeat(t: TestApp, token: string, body: unknown = {}) {
  return device(t).postJson(`${DEVICE}/heartbeat`, body, {
    csrf: false,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** A device paired to `owner`'s account the whole way: code, claim, token collected. */
export async function pairFrame(t: TestApp, owner: TestClient, name?: string): Promise<PairedFrame> {
  const pairing = await startPairing(t);
  const claimed = await owner.postJson(`${FRAMES}/claim`, { code: pairing.code, ...(name ? { name } : {}) });
  expect(claimed.statusCode, claimed.body).toBe(201);
  const status = await pollPairing(t, pairing.pairingId);
  expect(status.statusCode, status.body).toBe(200);
  const { deviceToken, frameId } = status.json() as { deviceToken: string; frameId: number };
  return { frameId, token: deviceToken };
}

export async function createAlbum(
  client: TestClient,
  name: string,
  album: { isShared?: boolean; itemIds?: number[] } = {},
): Promise<Album> {
  const response = await client.postJson('/api/v3/albums', { name, ...album });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Album;
}

/** `member` invited by username to `owner`'s album; accepted unless told otherwise. */
export async function invite(owner: Person, member: Person, albumId: number, accept = true): Promise<void> {
  const invited = await owner.client.postJson(`/api/v3/albums/${albumId}/members`, {
    invitees: [member.user.username],
  });
  expect(invited.statusCode, invited.body).toBe(200);
  if (!accept) return;
  const { invites } = (await member.client.get('/api/v3/album-invites')).json() as { invites: AlbumInvite[] };
  const open = invites.find((candidate) => candidate.album.id === albumId);
  expect((await member.client.postJson(`/api/v3/album-invites/${open?.id}/accept`, {})).statusCode).toBe(200);
}
