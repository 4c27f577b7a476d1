import { z } from 'zod';
import { ConnectorError, type ImportingConnector, type SourceMedia } from './connector.ts';
import type { ConnectorsConfig } from './connectors.settings.ts';
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
} from './meta-graph.ts';

/**
 * Facebook, for importing a person's photos and videos once: Facebook Login's manual code flow
 * (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow) with PKCE, the code
 * exchanged on the Graph API for a short-lived token and that for a long-lived one (some 60 days,
 * with no refresh: the person logs in again after), then the Graph API's `me/albums`, an album's
 * `photos`, `me/photos?type=uploaded` and `me/videos?type=uploaded`, a page of 100 at a time.
 * Bytes come from Facebook's CDN, whose links expire: an expired one is asked for afresh by id.
 */

const TIMEOUT_MS = 30_000;
const SCOPES = 'public_profile,user_photos,user_videos';
const PAGE_LIMIT = '100';
const ALBUM_FIELDS = 'id,name,count';
const PHOTO_FIELDS = 'id,name,created_time,backdated_time,images';
const VIDEO_FIELDS = 'id,description,created_time,source';

const ZAccount = z.object({ id: graphId, name: z.string().optional() });
const ZAlbum = z.object({ id: graphId, name: z.string().optional(), count: z.number().int().nonnegative().optional() });
const ZImage = z.object({ source: httpUrl, width: z.number().nonnegative(), height: z.number().nonnegative() });
const ZPhoto = z.object({
  id: graphId,
  /** A photo's `name` is its caption. */
  name: z.string().optional(),
  created_time: z.string().optional(),
  backdated_time: z.string().optional(),
  images: z.array(z.unknown()).max(100).optional(),
});
const ZVideo = z.object({
  id: graphId,
  description: z.string().optional(),
  created_time: z.string().optional(),
  source: httpUrl.optional(),
});

/** Where a listing is: the person's photos, then (for everything uploaded) their videos, each by cursor. */
type Listing = { list: 'photos' | 'videos'; after: string | null };

export function createFacebook(
  options: NonNullable<ConnectorsConfig['facebook']> & { timeoutMs?: number },
): ImportingConnector {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const graphUrl = options.graphUrl.replace(/\/+$/, '');
  const graph = createGraphClient({ graphUrl, timeoutMs, appSecret: options.appSecret });
  const app = { client_id: options.appId, client_secret: options.appSecret };

  function tokenUrl(params: Record<string, string>): URL {
    const url = new URL(`${graphUrl}/oauth/access_token`);
    url.search = new URLSearchParams({ ...app, ...params }).toString();
    return url;
  }

  async function freshUrl(accessToken: string, media: { ref: string; kind: 'photo' | 'video' }): Promise<string> {
    const what = 'Facebook media link';
    const ref = read(graphId, media.ref, what);
    const json = await graph.get(ref, { fields: media.kind === 'video' ? 'source' : 'images' }, accessToken, what);
    const url =
      media.kind === 'video' ? read(ZVideo, json, what).source : largestImageOf(read(ZPhoto, json, what).images);
    if (!url) throw new ConnectorError('not_found', `${what}: no link to its bytes`);
    return url;
  }

  return {
    provider: 'facebook',

    async startAuthorization({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.oauthUrl);
      url.search = new URLSearchParams({
        client_id: options.appId,
        redirect_uri: redirectUri,
        state,
        response_type: 'code',
        scope: SCOPES,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString() };
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const what = 'Facebook token exchange';
      const short = await fetchToken(
        tokenUrl({ redirect_uri: redirectUri, code, code_verifier: codeVerifier }),
        what,
        'code',
        timeoutMs,
      );
      const long = await fetchToken(
        tokenUrl({ grant_type: 'fb_exchange_token', fb_exchange_token: short.accessToken }),
        'Facebook long-lived token',
        'code',
        timeoutMs,
      );
      const account = read(
        ZAccount,
        await graph.get('me', { fields: 'id,name' }, long.accessToken, 'Facebook me'),
        'Facebook me',
      );
      return {
        accessToken: long.accessToken,
        // Facebook has no refresh: once the long-lived token ends, the person logs in again.
        refreshToken: null,
        expiresAt: longLivedEnd(long),
        accountId: account.id,
        accountLabel: (account.name || account.id).slice(0, 200),
      };
    },

    async refresh() {
      throw new ConnectorError('revoked', 'Facebook has no refresh: the person logs in again');
    },

    async revoke({ accessToken }) {
      try {
        await graph.delete('me/permissions', accessToken, 'Facebook revoke');
      } catch (error) {
        if (!(error instanceof ConnectorError && error.kind === 'revoked')) throw error;
      }
    },

    async listAlbums(accessToken, pageToken) {
      const what = 'Facebook me/albums';
      const after = pageToken === null ? null : cursorOf(pageToken, 'albums');
      if (after === null && pageToken !== null)
        throw new ConnectorError('invalid', `${what}: not a page token of its own`);
      const page = await graph.page('me/albums', { fields: ALBUM_FIELDS, limit: PAGE_LIMIT }, accessToken, after, what);
      const albums = page.items.flatMap((item) => {
        const album = ZAlbum.safeParse(item);
        if (!album.success) return [];
        return [{ id: album.data.id, name: (album.data.name ?? '').slice(0, 200), count: album.data.count ?? null }];
      });
      return { albums, nextPageToken: page.after === null ? null : `albums:${page.after}` };
    },

    async listMedia(accessToken, albumId, pageToken) {
      const listing = listingOf(pageToken, albumId === null);
      if (listing.list === 'videos') {
        const what = 'Facebook me/videos';
        const params = { type: 'uploaded', fields: VIDEO_FIELDS, limit: PAGE_LIMIT };
        const page = await graph.page('me/videos', params, accessToken, listing.after, what);
        return {
          media: page.items.flatMap(videoOf),
          nextPageToken: page.after === null ? null : `videos:${page.after}`,
        };
      }
      const what = albumId === null ? 'Facebook me/photos' : 'Facebook album photos';
      const path = albumId === null ? 'me/photos' : `${read(graphId, albumId, what)}/photos`;
      const params = { ...(albumId === null ? { type: 'uploaded' } : {}), fields: PHOTO_FIELDS, limit: PAGE_LIMIT };
      const page = await graph.page(path, params, accessToken, listing.after, what);
      // Everything uploaded: the videos follow the photos (a list of their own at Facebook).
      const next = page.after !== null ? `photos:${page.after}` : albumId === null ? 'videos:' : null;
      return { media: page.items.flatMap(photoOf), nextPageToken: next };
    },

    download(accessToken, media, signal) {
      return downloadFresh({
        url: media.url,
        freshUrl: () => freshUrl(accessToken, media),
        timeoutMs,
        signal,
        what: 'Facebook download',
      });
    },
  };
}

function listingOf(pageToken: string | null, hasVideos: boolean): Listing {
  if (pageToken === null) return { list: 'photos', after: null };
  const photos = cursorOf(pageToken, 'photos');
  if (photos !== null) return { list: 'photos', after: photos || null };
  const videos = hasVideos ? cursorOf(pageToken, 'videos') : null;
  if (videos !== null) return { list: 'videos', after: videos || null };
  throw new ConnectorError('invalid', 'Facebook listing: not a page token of its own');
}

/** The link of the largest of a photo's renditions (Facebook lists several sizes, in no promised order). */
function largestImageOf(images: unknown[] | undefined): string | null {
  let best: z.infer<typeof ZImage> | null = null;
  for (const item of images ?? []) {
    const image = ZImage.safeParse(item);
    if (image.success && (!best || image.data.width * image.data.height > best.width * best.height)) best = image.data;
  }
  return best?.source ?? null;
}

/** A photo as a SourceMedia; one that cannot be read or has no rendition is left out. */
function photoOf(item: unknown): SourceMedia[] {
  const photo = ZPhoto.safeParse(item);
  if (!photo.success) return [];
  const url = largestImageOf(photo.data.images);
  if (!url) return [];
  return [
    {
      ref: photo.data.id,
      name: `${photo.data.id}.jpg`,
      kind: 'photo',
      // A backdated photo says when it was taken; created_time is when it was posted.
      takenAt: isoTimeOf(photo.data.backdated_time) ?? isoTimeOf(photo.data.created_time),
      caption: photo.data.name ?? '',
      url,
    },
  ];
}

function videoOf(item: unknown): SourceMedia[] {
  const video = ZVideo.safeParse(item);
  if (!video.success || !video.data.source) return [];
  return [
    {
      ref: video.data.id,
      name: `${video.data.id}.mp4`,
      kind: 'video',
      takenAt: isoTimeOf(video.data.created_time),
      caption: video.data.description ?? '',
      url: video.data.source,
    },
  ];
}
