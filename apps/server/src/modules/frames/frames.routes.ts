import {
  ZFrame,
  ZFrameChanges,
  ZFrameClaim,
  ZFrameGift,
  ZFrameItemIds,
  ZFrameItemQuery,
  ZFrameItems,
  ZFrameItemsRemoved,
  ZFrameItemsSent,
  ZFrameReconnect,
  ZFrameSourceId,
  ZFrames,
  ZNewFrameGift,
  ZSuccess,
} from '@kinframe/contract';
import { z } from 'zod';
import { ZId, ZRowId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { FrameGiftsService } from './frame-gifts.service.ts';
import type { FrameItemsService } from './frame-items.service.ts';
import type { FramesService } from './frames.service.ts';

const ZSourceParams = z.object({ id: ZRowId, albumId: ZFrameSourceId });
const ZGiftToken = z.object({ token: z.string().min(1).max(200) });

/** The owner's side of frames, under /api/v3/: claim by code, settings, what each shows, gifts. */
export function registerFrameRoutes(
  app: ZodApp,
  deps: { frames: FramesService; frameGifts: FrameGiftsService; frameItems: FrameItemsService },
) {
  const { frames, frameGifts, frameItems } = deps;
  const tags = ['frames'];

  app.get('/v3/frames', { config: LITE, schema: { tags, response: { 200: ZFrames } } }, async (request) =>
    frames.list(requireUser(request).id),
  );

  app.post(
    '/v3/frames/claim',
    { schema: { tags, body: ZFrameClaim, response: { 201: ZFrame } } },
    async (request, reply) =>
      reply.code(201).send(await frames.claim(requireUser(request).id, request.body, request.ip)),
  );

  app.post(
    '/v3/frames/:id/reconnect',
    { config: LITE, schema: { tags, params: ZId, body: ZFrameReconnect, response: { 200: ZFrame } } },
    async (request) => frames.reconnect(requireUser(request).id, request.params.id, request.body.code, request.ip),
  );

  app.get('/v3/frames/:id', { schema: { tags, params: ZId, response: { 200: ZFrame } } }, async (request) =>
    frames.get(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/v3/frames/:id',
    { schema: { tags, params: ZId, body: ZFrameChanges, response: { 200: ZFrame } } },
    async (request) => frames.update(requireUser(request).id, request.params.id, request.body),
  );

  // The frame's token stops working; the frame hears `removed` if it is listening.
  // A Lite owner's frames go on showing what they showed; the owner may still take one away.
  app.delete(
    '/v3/frames/:id',
    { config: LITE, schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await frames.remove(requireUser(request).id, request.params.id);
      return { success: true as const };
    },
  );

  // `albumId` is an album's number or a collection's id (favourites, emailed, nft-art).
  app.put(
    '/v3/frames/:id/albums/:albumId',
    { schema: { tags, params: ZSourceParams, response: { 200: ZFrame } } },
    async (request) => frames.assign(requireUser(request).id, request.params.id, request.params.albumId),
  );

  app.delete(
    '/v3/frames/:id/albums/:albumId',
    { schema: { tags, params: ZSourceParams, response: { 200: ZFrame } } },
    async (request) => frames.unassign(requireUser(request).id, request.params.id, request.params.albumId),
  );

  // Photos sent straight to the frame ("show on a frame"): first in its playlist, no album needed.
  app.post(
    '/v3/frames/:id/items',
    { schema: { tags, params: ZId, body: ZFrameItemIds, response: { 200: ZFrameItemsSent } } },
    async (request) => frameItems.send(requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/v3/frames/:id/items',
    { schema: { tags, params: ZId, querystring: ZFrameItemQuery, response: { 200: ZFrameItems } } },
    async (request) => frameItems.list(requireUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/v3/frames/:id/items/remove',
    { schema: { tags, params: ZId, body: ZFrameItemIds, response: { 200: ZFrameItemsRemoved } } },
    async (request) => frameItems.remove(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/v3/frames/:id/items',
    { schema: { tags, params: ZId, response: { 200: ZFrameItemsRemoved } } },
    async (request) => frameItems.clear(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/frame-gifts',
    { schema: { tags, body: ZNewFrameGift, response: { 201: ZFrame } } },
    async (request, reply) =>
      reply.code(201).send(await frameGifts.createGift(requireUser(request).id, request.body, request.ip)),
  );

  // Signed in, any plan: the recipient may still be deciding whether to subscribe.
  app.get(
    '/v3/frame-gifts/:token',
    { config: LITE, schema: { tags, params: ZGiftToken, response: { 200: ZFrameGift } } },
    async (request) => {
      requireUser(request);
      return frameGifts.getGift(request.params.token);
    },
  );

  app.post(
    '/v3/frame-gifts/:token/accept',
    { config: LITE, schema: { tags, params: ZGiftToken, response: { 200: ZFrame } } },
    async (request) => frameGifts.acceptGift(requireUser(request).id, request.params.token),
  );
}
