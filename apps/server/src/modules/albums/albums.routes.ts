import {
  COLLECTION_IDS,
  ZAddedItems,
  ZAlbum,
  ZAlbumChanges,
  ZAlbumInvites,
  ZAlbumItemPage,
  ZAlbumItemQuery,
  ZAlbumMembers,
  ZAlbumPage,
  ZAlbumQuery,
  ZCollectionItemPage,
  ZCollections,
  ZCopiedItems,
  ZCopyItems,
  ZInvitees,
  ZInviteToken,
  ZItemIds,
  ZMoveItem,
  ZNewAlbum,
} from '@kinframe/contract';
import { z } from 'zod';
import { ZId, ZRowId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { AlbumsService } from './albums.service.ts';
import type { CollectionsService } from './collections.service.ts';

const ZMemberParams = z.object({
  id: ZRowId,
  memberId: ZRowId,
});
const ZCollectionParams = z.object({ id: z.enum(COLLECTION_IDS) });
const ZSuccess = z.object({ success: z.literal(true) });
const success = { success: true as const };

/** Albums, shared albums and their invitations, and the built-in collections, under /api/v3/. */
export function registerAlbumRoutes(app: ZodApp, deps: { albums: AlbumsService; collections: CollectionsService }) {
  const { albums, collections } = deps;
  const tags = ['albums'];

  app.get(
    '/v3/albums',
    { schema: { tags, querystring: ZAlbumQuery, response: { 200: ZAlbumPage } } },
    async (request) => albums.listAlbums(requireUser(request).id, request.query),
  );

  app.post('/v3/albums', { schema: { tags, body: ZNewAlbum, response: { 201: ZAlbum } } }, async (request, reply) =>
    reply.code(201).send(await albums.createAlbum(requireUser(request).id, request.body)),
  );

  app.get('/v3/albums/:id', { schema: { tags, params: ZId, response: { 200: ZAlbum } } }, async (request) =>
    albums.getAlbum(requireUser(request).id, request.params.id),
  );

  app.patch(
    '/v3/albums/:id',
    { schema: { tags, params: ZId, body: ZAlbumChanges, response: { 200: ZAlbum } } },
    async (request) => albums.updateAlbum(requireUser(request).id, request.params.id, request.body),
  );

  app.delete('/v3/albums/:id', { schema: { tags, params: ZId, response: { 200: ZSuccess } } }, async (request) => {
    await albums.deleteAlbum(requireUser(request).id, request.params.id);
    return success;
  });

  app.get(
    '/v3/albums/:id/items',
    { schema: { tags, params: ZId, querystring: ZAlbumItemQuery, response: { 200: ZAlbumItemPage } } },
    async (request) => albums.listItems(requireUser(request).id, request.params.id, request.query),
  );

  app.post(
    '/v3/albums/:id/items',
    { schema: { tags, params: ZId, body: ZItemIds, response: { 200: ZAddedItems } } },
    async (request) => albums.addItems(requireUser(request).id, request.params.id, request.body.itemIds),
  );

  app.post(
    '/v3/albums/:id/items/remove',
    { schema: { tags, params: ZId, body: ZItemIds, response: { 200: z.object({ removed: z.number().int() }) } } },
    async (request) => ({
      removed: await albums.removeItems(requireUser(request).id, request.params.id, request.body.itemIds),
    }),
  );

  app.post(
    '/v3/albums/:id/items/move',
    { schema: { tags, params: ZId, body: ZMoveItem, response: { 200: ZSuccess } } },
    async (request) => {
      const { itemId, beforeItemId } = request.body;
      await albums.moveItem(requireUser(request).id, request.params.id, itemId, beforeItemId);
      return success;
    },
  );

  app.post(
    '/v3/albums/:id/items/copy',
    { schema: { tags, params: ZId, body: ZCopyItems, response: { 200: ZCopiedItems } } },
    async (request) => albums.copyItems(requireUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/v3/albums/:id/members',
    { schema: { tags, params: ZId, response: { 200: ZAlbumMembers } } },
    async (request) => albums.listMembers(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/albums/:id/members',
    { schema: { tags, params: ZId, body: ZInvitees, response: { 200: ZAlbumMembers } } },
    async (request) => albums.invite(requireUser(request).id, request.params.id, request.body.invitees),
  );

  app.post(
    '/v3/albums/:id/members/:memberId/resend',
    { schema: { tags, params: ZMemberParams, response: { 200: ZSuccess } } },
    async (request) => {
      await albums.resendInvite(requireUser(request).id, request.params.id, request.params.memberId);
      return success;
    },
  );

  // Withdraws an invitation, or removes a member.
  app.delete(
    '/v3/albums/:id/members/:memberId',
    { schema: { tags, params: ZMemberParams, response: { 200: ZSuccess } } },
    async (request) => {
      await albums.removeMember(requireUser(request).id, request.params.id, request.params.memberId);
      return success;
    },
  );

  app.post('/v3/albums/:id/leave', { schema: { tags, params: ZId, response: { 200: ZSuccess } } }, async (request) => {
    await albums.leave(requireUser(request).id, request.params.id);
    return success;
  });

  app.get('/v3/album-invites', { schema: { tags, response: { 200: ZAlbumInvites } } }, async (request) =>
    albums.listInvites(requireUser(request).id),
  );

  app.post(
    '/v3/album-invites/claim',
    { config: LITE, schema: { tags, body: ZInviteToken, response: { 200: ZAlbumInvites } } },
    async (request) => albums.claimInvite(requireUser(request).id, request.body.token),
  );

  app.post(
    '/v3/album-invites/:id/accept',
    { schema: { tags, params: ZId, response: { 200: ZAlbum } } },
    async (request) => albums.acceptInvite(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/album-invites/:id/decline',
    { schema: { tags, params: ZId, response: { 200: ZSuccess } } },
    async (request) => {
      await albums.declineInvite(requireUser(request).id, request.params.id);
      return success;
    },
  );

  app.get('/v3/collections', { schema: { tags, response: { 200: ZCollections } } }, async (request) =>
    collections.listCollections(requireUser(request).id),
  );

  app.get(
    '/v3/collections/:id/items',
    {
      schema: { tags, params: ZCollectionParams, querystring: ZAlbumItemQuery, response: { 200: ZCollectionItemPage } },
    },
    async (request) => collections.listItems(requireUser(request).id, request.params.id, request.query),
  );
}
