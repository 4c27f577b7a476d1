import { z } from 'zod';
import { ConnectorError, type ImportingConnector, type SourceMedia } from './connector.ts';
import type { ConnectorsConfig } from './connectors.settings.ts';
import { postForm } from './http.ts';
import {
  createGraphClient,
  cursorOf,
  downloadFresh,
  fetchToken,
  graphId,
  httpUrl,
  isoTimeOf,
  longLivedEnd,
  read,
  tokenRefusalOf,
} from './meta-graph.ts';

/**
 * Instagram, for importing a professional account's posts once, through the Instagram API with
 * Instagram Login (developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login):
 * the consent page, the code exchanged on `apiUrl` for a short-lived token and that on `graphUrl`
 * for a long-lived one (60 days, refreshed on `graphUrl` once it is a day old), then `me/media` a
 * page of 100 at a time, a carousel's photos and videos in its `children`. Instagram has no albums
 * and no way to withdraw a grant from the app's side. Bytes come from its CDN, whose links expire.
 */

const TIMEOUT_MS = 30_000;
const SCOPE = 'instagram_business_basic';
const PAGE_LIMIT = '100';
const MEDIA_FIELDS = 'id,caption,media_type,media_url,timestamp,children{id,media_type,media_url}';

/** The code exchange answers flat, or (newer) inside `data`; `user_id` is a number too large for JSON's, so unread. */
const ZShortToken = z.object({
  access_token: z.string().min(1).max(4096),
  permissions: z.union([z.string(), z.array(z.string())]).optional(),
});
const ZCodeAnswer = z.union([ZShortToken, z.object({ data: z.array(ZShortToken).min(1) })]);

const ZAccount = z.object({
  user_id: z.union([graphId, z.number().int().positive()]),
  username: z.string().optional(),
});
const ZChild = z.object({ id: graphId, media_type: z.string(), media_url: httpUrl.optional() });
const ZMedia = z.object({
  id: graphId,
  caption: z.string().optional(),
  media_type: z.string(),
  media_url: httpUrl.optional(),
  timestamp: z.string().optional(),
  children: z.object({ data: z.array(z.unknown()).max(100) }).optional(),
});
const ZMediaUrl = z.object({ media_url: httpUrl.optional() });

export function createInstagram(
  options: NonNullable<ConnectorsConfig['instagram']> & { timeoutMs?: number },
): ImportingConnector {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const graphUrl = options.graphUrl.replace(/\/+$/, '');
  const graph = createGraphClient({ graphUrl, timeoutMs });

  function graphTokenUrl(path: string, params: Record<string, string>): URL {
    const url = new URL(`${graphUrl}/${path}`);
    url.search = new URLSearchParams(params).toString();
    return url;
  }

  return {
    provider: 'instagram',

    async startAuthorization({ state, redirectUri }) {
      // Instagram Login takes no PKCE: the state and the app secret at the exchange guard the code.
      const url = new URL(options.oauthUrl);
      url.search = new URLSearchParams({
        client_id: options.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state,
      }).toString();
      return { url: url.toString() };
    },

    async exchangeCode({ code, redirectUri }) {
      const what = 'Instagram token exchange';
      const answer = await postForm(
        `${options.apiUrl.replace(/\/+$/, '')}/oauth/access_token`,
        {
          client_id: options.appId,
          client_secret: options.appSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
        },
        { timeoutMs, maxBytes: 64 * 1024 },
      );
      if (answer.status !== 200) throw tokenRefusalOf(answer, what, 'code');
      const body = read(ZCodeAnswer, answer.json, what);
      const short = 'data' in body ? body.data[0] : body;
      if (!short) throw new ConnectorError('invalid', `${what}: no token`);
      const permissions = typeof short.permissions === 'string' ? short.permissions.split(',') : short.permissions;
      if (permissions && !permissions.map((permission) => permission.trim()).includes(SCOPE)) {
        throw new ConnectorError('invalid', `${what}: ${SCOPE} was not granted`);
      }
      const long = await fetchToken(
        graphTokenUrl('access_token', {
          grant_type: 'ig_exchange_token',
          client_secret: options.appSecret,
          access_token: short.access_token,
        }),
        'Instagram long-lived token',
        'code',
        timeoutMs,
      );
      const account = read(
        ZAccount,
        await graph.get('me', { fields: 'user_id,username' }, long.accessToken, 'Instagram me'),
        'Instagram me',
      );
      const accountId = String(account.user_id);
      const expiresAt = longLivedEnd(long);
      return {
        accessToken: long.accessToken,
        // The long-lived token refreshes itself: kept as the refresh token so the shared token code renews it.
        refreshToken: long.accessToken,
        expiresAt,
        accountId,
        accountLabel: (account.username || accountId).slice(0, 200),
      };
    },

    async refresh(refreshToken) {
      const fresh = await fetchToken(
        graphTokenUrl('refresh_access_token', { grant_type: 'ig_refresh_token', access_token: refreshToken }),
        'Instagram token refresh',
        'refresh',
        timeoutMs,
      );
      return { accessToken: fresh.accessToken, refreshToken: fresh.accessToken, expiresAt: longLivedEnd(fresh) };
    },

    async revoke() {
      // Instagram offers an app no call to withdraw a grant: the person removes the app in Instagram's settings.
    },

    async listAlbums() {
      return { albums: [], nextPageToken: null };
    },

    async listMedia(accessToken, albumId, pageToken) {
      const what = 'Instagram me/media';
      if (albumId !== null) throw new ConnectorError('not_found', `${what}: Instagram has no albums`);
      const after = pageToken === null ? null : cursorOf(pageToken, 'media');
      if (after === null && pageToken !== null)
        throw new ConnectorError('invalid', `${what}: not a page token of its own`);
      const page = await graph.page('me/media', { fields: MEDIA_FIELDS, limit: PAGE_LIMIT }, accessToken, after, what);
      return {
        media: page.items.flatMap(postOf),
        nextPageToken: page.after === null ? null : `media:${page.after}`,
      };
    },

    download(accessToken, media, signal) {
      const what = 'Instagram download';
      return downloadFresh({
        url: media.url,
        async freshUrl() {
          const ref = read(graphId, media.ref, what);
          const url = read(ZMediaUrl, await graph.get(ref, { fields: 'media_url' }, accessToken, what), what).media_url;
          if (!url) throw new ConnectorError('not_found', `${what}: no link to its bytes`);
          return url;
        },
        timeoutMs,
        signal,
        what,
      });
    },
  };
}

/** A post as SourceMedia: a carousel as its photos and videos, each with the post's caption and time. */
function postOf(item: unknown): SourceMedia[] {
  const post = ZMedia.safeParse(item);
  if (!post.success) return [];
  const { caption = '', timestamp } = post.data;
  const takenAt = isoTimeOf(timestamp);
  if (post.data.media_type !== 'CAROUSEL_ALBUM') return mediaOf(post.data, caption, takenAt);
  return (post.data.children?.data ?? []).flatMap((raw) => {
    const child = ZChild.safeParse(raw);
    return child.success ? mediaOf(child.data, caption, takenAt) : [];
  });
}

/** A photo or a video; anything else (or a video Instagram withholds the link of) is left out. */
function mediaOf(
  media: { id: string; media_type: string; media_url?: string | undefined },
  caption: string,
  takenAt: string | null,
): SourceMedia[] {
  const kind = media.media_type === 'IMAGE' ? 'photo' : media.media_type === 'VIDEO' ? 'video' : null;
  if (!kind || !media.media_url) return [];
  return [
    {
      ref: media.id,
      name: `${media.id}${kind === 'video' ? '.mp4' : '.jpg'}`,
      kind,
      takenAt,
      caption,
      url: media.media_url,
    },
  ];
}
