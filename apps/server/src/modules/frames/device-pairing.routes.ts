import { ZHeartbeat, ZPairingRequest, ZPairingStarted, ZPairingStatus, ZSuccess } from '@kinframe/contract';
import { z } from 'zod';
import type { ZodApp } from '../../http/zod-app.ts';
import type { DeviceAuth } from './device-auth.ts';
import type { FramesService } from './frames.service.ts';

const ZPairingParams = z.object({ pairingId: z.string().min(1).max(200) });

/**
 * The device's pairing and heartbeat, under /api/device/v1/. A device has no session and no CSRF
 * cookie: pairing is open (the pairing id is the secret), every other call carries its token.
 */
export function registerDevicePairingRoutes(app: ZodApp, deps: { frames: FramesService; deviceAuth: DeviceAuth }) {
  const { frames, deviceAuth } = deps;
  const tags = ['device'];
  const config = { csrf: false, session: false };

  app.post(
    '/device/v1/pairing',
    { config, schema: { tags, body: ZPairingRequest, response: { 201: ZPairingStarted } } },
    async (request, reply) => reply.code(201).send(await frames.startPairing(request.body, request.ip)),
  );

  // Answers `claimed` with the device token once; the pairing is gone afterwards (404).
  app.get(
    '/device/v1/pairing/:pairingId',
    { config, schema: { tags, params: ZPairingParams, response: { 200: ZPairingStatus } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return frames.pairingStatus(request.params.pairingId);
    },
  );

  app.post(
    '/device/v1/heartbeat',
    { config, schema: { tags, security: [{ device: [] }], body: ZHeartbeat, response: { 200: ZSuccess } } },
    async (request) => {
      await frames.heartbeat(await deviceAuth.authenticate(request), request.body);
      return { success: true as const };
    },
  );
}
