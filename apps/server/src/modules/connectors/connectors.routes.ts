import {
  CONNECTOR_PROVIDERS,
  ZConnectCallbackQuery,
  ZConnectDropboxFolder,
  ZConnectedAlbum,
  ZConnectedAlbumList,
  ZConnectedAlbumQuery,
  ZConnectGooglePhotos,
  ZConnectorList,
  ZConnectStart,
  ZConnectStarted,
  ZDisconnectQuery,
  ZDropboxFolderList,
  ZDropboxFolderQuery,
  ZRefusedFilePage,
  ZRefusedFileQuery,
  ZSuccess,
} from '@kinframe/contract';
import { z } from 'zod';
import { ZId } from '../../http/params.ts';
import { LITE } from '../../http/plan-guard.ts';
import { requireUser } from '../../http/session.ts';
import type { ZodApp } from '../../http/zod-app.ts';
import type { ConnectedAlbumsService } from './connected-albums.service.ts';
import type { ConnectionsService } from './connections.service.ts';

const ZProvider = z.object({ provider: z.enum(CONNECTOR_PROVIDERS) });

/**
 * Connectors and connected albums. Seeing one's connections and letting go of one stay open to
 * Lite (a lapsed membership must not keep anyone's grant alive); connecting and albums need Plus.
 * The consent callback is a browser's page visit: it answers with a redirect, never JSON.
 */
export function registerConnectorRoutes(
  app: ZodApp,
  deps: { connections: ConnectionsService; connectedAlbums: ConnectedAlbumsService },
): void {
  const { connections, connectedAlbums } = deps;
  const tags = ['connectors'];

  app.get('/v3/connectors', { config: LITE, schema: { tags, response: { 200: ZConnectorList } } }, async (request) =>
    connections.listConnectors(requireUser(request).id),
  );

  app.post(
    '/v3/connectors/:provider/connect',
    { schema: { tags, params: ZProvider, body: ZConnectStart, response: { 200: ZConnectStarted } } },
    async (request) =>
      connections.startConnect(requireUser(request).id, request.params.provider, request.body.returnTo),
  );

  app.get(
    '/v3/connectors/:provider/callback',
    { config: LITE, schema: { tags, params: ZProvider, querystring: ZConnectCallbackQuery, hide: true } },
    async (request, reply) => {
      // Signed out meanwhile (or another browser): sign in, then connect again from the app.
      if (!request.user) return reply.redirect('/login', 303);
      const { oauth_token: requestToken, oauth_verifier: verifier, ...query } = request.query;
      // OAuth 1.0a (Flickr) names the request token and a verifier; one refused brings no verifier.
      const callback =
        requestToken === undefined
          ? query
          : { state: requestToken, ...(verifier ? { code: verifier } : { error: 'access_denied' }) };
      const location = await connections.finishConnect(request.user.id, request.params.provider, callback);
      return reply.redirect(location, 303);
    },
  );

  app.delete(
    '/v3/connectors/:provider',
    { config: LITE, schema: { tags, params: ZProvider, querystring: ZDisconnectQuery, response: { 200: ZSuccess } } },
    async (request) => {
      await connectedAlbums.disconnect(requireUser(request).id, request.params.provider, request.query.keepPhotos);
      return { success: true as const };
    },
  );

  app.get(
    '/v3/connectors/dropbox/folders',
    { schema: { tags, querystring: ZDropboxFolderQuery, response: { 200: ZDropboxFolderList } } },
    async (request) => connectedAlbums.dropboxFolders(requireUser(request).id, request.query.path),
  );

  app.get(
    '/v3/connected-albums',
    { schema: { tags, querystring: ZConnectedAlbumQuery, response: { 200: ZConnectedAlbumList } } },
    async (request) => connectedAlbums.list(requireUser(request).id, request.query.provider),
  );

  app.post(
    '/v3/connected-albums/dropbox',
    { schema: { tags, body: ZConnectDropboxFolder, response: { 201: ZConnectedAlbum } } },
    async (request, reply) =>
      reply.code(201).send(await connectedAlbums.connectDropboxFolder(requireUser(request).id, request.body.path)),
  );

  app.post(
    '/v3/connected-albums/google',
    { schema: { tags, body: ZConnectGooglePhotos.nullish(), response: { 201: ZConnectedAlbum } } },
    async (request, reply) => reply.code(201).send(await connectedAlbums.connectGooglePhotos(requireUser(request).id)),
  );

  app.get(
    '/v3/connected-albums/:id',
    { schema: { tags, params: ZId, response: { 200: ZConnectedAlbum } } },
    async (request) => connectedAlbums.get(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/connected-albums/:id/pick',
    { schema: { tags, params: ZId, response: { 200: ZConnectedAlbum } } },
    async (request) => connectedAlbums.pickMore(requireUser(request).id, request.params.id),
  );

  app.post(
    '/v3/connected-albums/:id/sync',
    { schema: { tags, params: ZId, response: { 200: ZConnectedAlbum } } },
    async (request) => connectedAlbums.syncNow(requireUser(request).id, request.params.id),
  );

  app.get(
    '/v3/connected-albums/:id/refused',
    { schema: { tags, params: ZId, querystring: ZRefusedFileQuery, response: { 200: ZRefusedFilePage } } },
    async (request) => connectedAlbums.refusedFiles(requireUser(request).id, request.params.id, request.query),
  );
}
