import { ZDeviceFavourite, ZFrameHiddenItems, ZFrameItemQuery, ZSuccess } from '@kinframe/contract';
import { z } from 'zod';
import { ZId, ZRowId } from '../../http/params.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { DeviceAuth } from './device-auth.ts';
import type { FrameItemActionsService } from './frame-item-actions.service.ts';

const ZHiddenParams = z.object({ id: ZRowId, itemId: ZRowId });

/**
 * A photo acted on from the frame showing it: favourite and hide, by the frame's bearer token under
 * /api/device/v1/ (docs/frame-protocol.md); and the owner's list of what is hidden from each frame,
 * with its undo, under /api/v3/frames/{id}/hidden.
 */
export function registerFrameItemActionRoutes(
  app: ZodApp,
  deps: { frameItemActions: FrameItemActionsService; deviceAuth: DeviceAuth },
) {
  const { frameItemActions: actions, deviceAuth } = deps;
  const device = { tags: ['device'], security: [{ device: [] }] };
  const config = { csrf: false, session: false };
  const favourite = { config, schema: { ...device, params: ZId, response: { 200: ZDeviceFavourite } } };

  app.post('/device/v1/items/:id/favourite', favourite, async (request) =>
    actions.favourite(await deviceAuth.authenticate(request), request.params.id, true),
  );

  app.delete('/device/v1/items/:id/favourite', favourite, async (request) =>
    actions.favourite(await deviceAuth.authenticate(request), request.params.id, false),
  );

  app.post(
    '/device/v1/items/:id/hide',
    { config, schema: { ...device, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await actions.hide(await deviceAuth.authenticate(request), request.params.id);
      return { success: true as const };
    },
  );

  const tags = ['frames'];

  app.get(
    '/v3/frames/:id/hidden',
    { schema: { tags, params: ZId, querystring: ZFrameItemQuery, response: { 200: ZFrameHiddenItems } } },
    async (request) => actions.listHidden(requireUser(request).id, request.params.id, request.query),
  );

  app.delete(
    '/v3/frames/:id/hidden/:itemId',
    { schema: { tags, params: ZHiddenParams, response: { 200: ZSuccess } } },
    async (request) => {
      await actions.showAgain(requireUser(request).id, request.params.id, request.params.itemId);
      return { success: true as const };
    },
  );
}
