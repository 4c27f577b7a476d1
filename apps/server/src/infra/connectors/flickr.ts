import type { Readable } from 'node:stream';
import { z } from 'zod';
import { type CallWindow, createCallWindow } from './call-window.ts';
import { ConnectorError, type ImportingConnector, type SourceAlbum, type SourceMedia } from './connector.ts';
import type { ConnectorsConfig } from './connectors.settings.ts';
import { errorOfStatus, requestJson, requestStream } from './http.ts';
import { type OAuthCredentials, signUrl } from './oauth1.ts';

/**
 * Flickr, through its OAuth 1.0a endpoints and REST API (flickr.com/services/api):
 * - the consent: a signed `GET {oauthUrl}/request_token` (with the callback), the person on
 *   `{oauthUrl}/authorize` (read permission), then a signed `GET {oauthUrl}/access_token` with the
 *   verifier the callback brought; both answer a form, not JSON;
 * - signed `GET {apiUrl}?method=flickr.…&format=json&nojsoncallback=1`, the OAuth parameters in the
 *   query: the person's photosets, the photos of one or of their whole photostream, a photo's sizes;
 * - the files themselves from the links those listings give, which need no signature.
 * Flickr answers an API error with HTTP 200 and `{ stat: 'fail', code, message }`: the code says
 * what went wrong, the message is never passed on. Every API call counts against the key's hourly
 * allowance, kept here by a sliding window of `callsPerHour` calls.
 *
 * The tokens never expire and there is no refresh token: the access token and its secret are kept
 * together as one opaque string, `token:secret`.
 */

const TIMEOUT_MS = 30_000;
/** The most photos or photosets Flickr gives in one page. */
const PAGE_SIZE = 500;
/** A page of 500 photos with their descriptions; everything else is a few kilobytes. */
const LISTING_MAX_BYTES = 8 * 1024 * 1024;
const ANSWER_MAX_BYTES = 256 * 1024;
const TOKEN_ANSWER_MAX_BYTES = 16 * 1024;
const HOUR_MS = 3_600_000;
/** A call waits this long at most for the hourly allowance; past it, it is a `throttled` error. */
const MAX_WAIT_MS = 2 * 60_000;
/** What a listing asks Flickr to say of each photo (`url_o`: the original file's link). */
const EXTRAS = 'url_o,original_format,date_taken,date_upload,media,description,o_dims';
/**
 * A link that no longer works: the photo's files moved (Flickr changes a secret when a photo is
 * replaced or rotated). A file host does not judge the tokens, so its 401 is the link's too.
 */
const STALE_STATUSES = new Set([401, 403, 404, 410]);

/** A number Flickr writes as a number in some answers and as a string in others. */
const ZCount = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);

const ZStatus = z.object({
  stat: z.enum(['ok', 'fail']),
  code: z.union([z.number(), z.string()]).transform(Number).optional(),
});

const ZRequestToken = z.object({
  oauth_callback_confirmed: z.literal('true'),
  oauth_token: z.string().min(1),
  oauth_token_secret: z.string().min(1),
});

const ZAccessToken = z.object({
  oauth_token: z.string().min(1),
  oauth_token_secret: z.string().min(1),
  user_nsid: z.string().min(1),
  username: z.string().optional(),
  fullname: z.string().optional(),
});

const ZContent = z.object({ _content: z.string() });

const ZPhotosets = z.object({
  photosets: z.object({
    page: ZCount,
    pages: ZCount,
    photoset: z.array(
      z.object({
        id: z.string().min(1),
        title: ZContent,
        photos: ZCount.optional(),
        videos: ZCount.optional(),
      }),
    ),
  }),
});

const ZPhoto = z.object({
  id: z.string().min(1),
  owner: z.string().optional(),
  title: z.string().optional(),
  description: ZContent.optional(),
  datetaken: z.string().optional(),
  datetakenunknown: z.union([z.string(), z.number()]).optional(),
  dateupload: ZCount.optional(),
  originalsecret: z.string().optional(),
  originalformat: z.string().optional(),
  media: z.string().optional(),
  url_o: z.string().optional(),
});
type FlickrPhoto = z.infer<typeof ZPhoto>;

const ZPhotoPage = z.object({
  page: ZCount,
  pages: ZCount,
  owner: z.string().optional(),
  photo: z.array(ZPhoto),
});

const ZSizes = z.object({
  sizes: z.object({
    size: z.array(
      z.object({
        label: z.string(),
        source: z.string().min(1),
        media: z.string().optional(),
        width: ZCount.nullish().catch(null),
        height: ZCount.nullish().catch(null),
      }),
    ),
  }),
});

export interface FlickrOptions extends NonNullable<ConnectorsConfig['flickr']> {
  timeoutMs?: number;
  /** Flickr's website, where a video's original is (default: the origin of `oauthUrl`). */
  webUrl?: string;
  /**
   * The hourly window's clock (milliseconds) and wait: tests pass fakes. Signatures keep the real
   * time, which Flickr checks against its own.
   */
  windowClock?: { now(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> };
}

export function createFlickr(options: FlickrOptions): ImportingConnector {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const webUrl = options.webUrl ?? new URL(options.oauthUrl).origin;
  const clock = options.windowClock;
  const window: CallWindow = createCallWindow({
    limit: options.callsPerHour,
    windowMs: HOUR_MS,
    maxWaitMs: MAX_WAIT_MS,
    what: 'Flickr',
    ...(clock ? { now: () => clock.now(), sleep: (ms: number, signal?: AbortSignal) => clock.sleep(ms, signal) } : {}),
  });

  function credentials(token?: string, tokenSecret?: string): OAuthCredentials {
    return {
      consumerKey: options.apiKey,
      consumerSecret: options.apiSecret,
      ...(token === undefined ? {} : { token, tokenSecret: tokenSecret ?? '' }),
    };
  }

  function read<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ConnectorError('invalid', `Flickr ${what}: answer of another shape`);
    return parsed.data;
  }

  /** A step of the OAuth dance: a signed GET whose answer is a form. */
  async function oauthStep(
    step: 'request_token' | 'access_token',
    token: OAuthCredentials,
    extra: Record<string, string>,
  ): Promise<Record<string, string>> {
    await window.take();
    const url = signUrl('GET', `${options.oauthUrl}/${step}`, token, extra);
    const answer = await requestStream(url, { timeoutMs });
    if (answer.status !== 200 || !answer.stream) {
      // 400/401 with `oauth_problem=…`: a bad signature, key, token or verifier, a used nonce.
      if (answer.status === 400 || answer.status === 401) {
        throw new ConnectorError('invalid', `Flickr ${step}: refused (${answer.status})`);
      }
      throw errorOfStatus(answer, `Flickr ${step}`);
    }
    return Object.fromEntries(new URLSearchParams(await readText(answer.stream, TOKEN_ANSWER_MAX_BYTES, step)));
  }

  /** A REST method: the JSON of an `ok` answer, else the ConnectorError its status or code means. */
  async function call(
    accessToken: string,
    method: string,
    parameters: Record<string, string>,
    request: { maxBytes?: number; signal?: AbortSignal } = {},
  ): Promise<unknown> {
    const { token, secret } = readAccessToken(accessToken);
    await window.take(request.signal);
    const url = new URL(options.apiUrl);
    for (const [name, value] of Object.entries({ method, format: 'json', nojsoncallback: '1', ...parameters })) {
      url.searchParams.set(name, value);
    }
    const answer = await requestJson(signUrl('GET', url, credentials(token, secret)), {
      timeoutMs,
      maxBytes: request.maxBytes ?? ANSWER_MAX_BYTES,
      signal: request.signal,
    });
    if (answer.status !== 200) throw errorOfStatus(answer, `Flickr ${method}`);
    const status = read(ZStatus, answer.json, method);
    if (status.stat === 'fail') throw errorOfCode(status.code ?? 0, method);
    return answer.json;
  }

  async function listPhotos(
    accessToken: string,
    method: 'flickr.photosets.getPhotos' | 'flickr.people.getPhotos',
    parameters: Record<string, string>,
    pageToken: string | null,
  ) {
    const page = pageOf(pageToken);
    const json = await call(
      accessToken,
      method,
      { ...parameters, extras: EXTRAS, per_page: String(PAGE_SIZE), page: String(page) },
      { maxBytes: LISTING_MAX_BYTES },
    );
    const listing =
      method === 'flickr.photosets.getPhotos'
        ? read(z.object({ photoset: ZPhotoPage }), json, method).photoset
        : read(z.object({ photos: ZPhotoPage }), json, method).photos;
    return {
      media: listing.photo.map((photo) => mediaOf(photo, photo.owner ?? listing.owner, webUrl)),
      nextPageToken: listing.page < listing.pages ? String(listing.page + 1) : null,
    };
  }

  /** A working link to the largest file of a photo (its original) or of a video, by its id. */
  async function freshUrl(accessToken: string, media: Pick<SourceMedia, 'ref' | 'kind'>, signal?: AbortSignal) {
    const method = 'flickr.photos.getSizes';
    const { sizes } = read(ZSizes, await call(accessToken, method, { photo_id: media.ref }, { signal }), method);
    const area = (size: (typeof sizes.size)[number]) => (size.width ?? 0) * (size.height ?? 0);
    // "Video Player" is the embeddable player, not a file.
    const files = sizes.size.filter((size) =>
      media.kind === 'video' ? size.media === 'video' && size.label !== 'Video Player' : size.media !== 'video',
    );
    const original = files.find((size) => size.label === (media.kind === 'video' ? 'Video Original' : 'Original'));
    const largest = original ?? files.sort((a, b) => area(b) - area(a))[0];
    if (!largest) throw new ConnectorError('not_found', `Flickr ${method}: no ${media.kind} file`);
    return largest.source;
  }

  async function fetchFile(url: string, signal?: AbortSignal) {
    // The files are on Flickr's static hosts: no signature, and no API call counted.
    return requestStream(url, { timeoutMs, signal });
  }

  return {
    provider: 'flickr',

    // OAuth 1.0a has no state nor PKCE: the request token plays both parts (the server keys the
    // consent by it and keeps its secret).
    async startAuthorization({ redirectUri }) {
      const answer = read(
        ZRequestToken,
        await oauthStep('request_token', credentials(), { oauth_callback: redirectUri }),
        'request_token',
      );
      const url = new URL(`${options.oauthUrl}/authorize`);
      url.search = new URLSearchParams({ oauth_token: answer.oauth_token, perms: 'read' }).toString();
      return { url: url.toString(), requestToken: { token: answer.oauth_token, secret: answer.oauth_token_secret } };
    },

    async exchangeCode({ code, codeVerifier, state }) {
      const answer = read(
        ZAccessToken,
        await oauthStep('access_token', credentials(state, codeVerifier), { oauth_verifier: code }),
        'access_token',
      );
      const label = answer.username || answer.fullname || answer.user_nsid;
      return {
        accessToken: `${answer.oauth_token}:${answer.oauth_token_secret}`,
        refreshToken: null,
        expiresAt: null,
        accountId: answer.user_nsid,
        accountLabel: label.slice(0, 200),
      };
    },

    async refresh() {
      // Flickr's tokens do not expire: a refresh is only asked for when one was refused, and then it is gone.
      throw new ConnectorError('revoked', 'Flickr tokens cannot be refreshed');
    },

    async revoke() {
      // Flickr has no API to withdraw a grant: the person removes Kinframe from the apps their
      // Flickr account allows. Forgetting the tokens here is all that can be done.
    },

    async listAlbums(accessToken, pageToken) {
      const method = 'flickr.photosets.getList';
      const page = pageOf(pageToken);
      const json = await call(
        accessToken,
        method,
        { per_page: String(PAGE_SIZE), page: String(page) },
        { maxBytes: LISTING_MAX_BYTES },
      );
      const { photosets } = read(ZPhotosets, json, method);
      const albums = photosets.photoset.map(
        (set): SourceAlbum => ({
          id: set.id,
          name: set.title._content,
          count: set.photos === undefined && set.videos === undefined ? null : (set.photos ?? 0) + (set.videos ?? 0),
        }),
      );
      return { albums, nextPageToken: photosets.page < photosets.pages ? String(photosets.page + 1) : null };
    },

    listMedia(accessToken, albumId, pageToken) {
      return albumId === null
        ? listPhotos(accessToken, 'flickr.people.getPhotos', { user_id: 'me' }, pageToken)
        : listPhotos(accessToken, 'flickr.photosets.getPhotos', { photoset_id: albumId, media: 'all' }, pageToken);
    },

    async download(accessToken, media, signal): Promise<Readable> {
      if (media.url) {
        const answer = await fetchFile(media.url, signal);
        if (answer.status === 200 && answer.stream) return answer.stream;
        if (!STALE_STATUSES.has(answer.status)) throw errorOfStatus(answer, 'Flickr file');
      }
      const fresh = await fetchFile(await freshUrl(accessToken, media, signal), signal);
      if (fresh.status === 200 && fresh.stream) return fresh.stream;
      if (STALE_STATUSES.has(fresh.status))
        throw new ConnectorError('not_found', `Flickr file: gone (${fresh.status})`);
      throw errorOfStatus(fresh, 'Flickr file');
    },
  };
}

/** The token and its secret, as `exchangeCode` put them together. */
function readAccessToken(accessToken: string): { token: string; secret: string } {
  const colon = accessToken.indexOf(':');
  if (colon <= 0 || colon === accessToken.length - 1) {
    // Not what this connector stored: the person connects again.
    throw new ConnectorError('revoked', 'Flickr: the stored token is not a token and secret');
  }
  return { token: accessToken.slice(0, colon), secret: accessToken.slice(colon + 1) };
}

/** A page token is the next page's number. */
function pageOf(pageToken: string | null): number {
  if (pageToken === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(pageToken)) throw new ConnectorError('invalid', 'Flickr: not a page token');
  return Number(pageToken);
}

/**
 * What a `stat: fail` code means (flickr.com/services/api, each method's "Error Codes"): 98 a token
 * no longer valid, 99 a grant without the permission; 96/97 a signature refused or missing, 100
 * the key refused, 116 a URL Flickr blocks, all the request itself; 105/106 Flickr's own trouble.
 * Code 1 is the method's own: "Photoset not found", "Photo not found" where an id was given.
 * Flickr throttles with HTTP 429, not with a code.
 */
function errorOfCode(code: number, method: string): ConnectorError {
  const message = `Flickr ${method}: failed (code ${code})`;
  if (code === 98 || code === 99) return new ConnectorError('revoked', message);
  if (code === 105 || code === 106) return new ConnectorError('unavailable', message);
  if (code === 1 && (method === 'flickr.photosets.getPhotos' || method === 'flickr.photos.getSizes')) {
    return new ConnectorError('not_found', message);
  }
  return new ConnectorError('invalid', message);
}

/**
 * A listed photo or video as Kinframe describes it. Flickr writes `datetaken` in the camera's
 * local time without a zone ("2019-08-02 10:00:00"): it is read as UTC, so the wall-clock time
 * stays what the camera showed.
 */
function mediaOf(photo: FlickrPhoto, owner: string | undefined, webUrl: string): SourceMedia {
  const isVideo = photo.media === 'video';
  const title = (photo.title ?? '').trim();
  const extension = isVideo ? 'mp4' : (photo.originalformat || 'jpg').toLowerCase();
  const base = (title || photo.id).replace(/[\p{Cc}/\\]/gu, '_').slice(0, 200);
  const hasExtension = base.toLowerCase().endsWith(`.${extension}`);
  return {
    ref: photo.id,
    name: hasExtension ? base : `${base}.${extension}`,
    kind: isVideo ? 'video' : 'photo',
    takenAt: takenAtOf(photo),
    caption: photo.description?._content.trim() || title,
    // A video's original is on the website, where the API's sizes also point.
    url: isVideo
      ? photo.originalsecret && owner
        ? `${webUrl}/photos/${encodeURIComponent(owner).replace(/%40/g, '@')}/${encodeURIComponent(photo.id)}/play/orig/${encodeURIComponent(photo.originalsecret)}/`
        : ''
      : (photo.url_o ?? ''),
  };
}

function takenAtOf(photo: FlickrPhoto): string | null {
  const isUnknown = String(photo.datetakenunknown ?? '0') === '1';
  const taken = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(photo.datetaken ?? '');
  if (!isUnknown && taken) {
    const at = Date.parse(`${taken[1]}T${taken[2]}Z`);
    if (Number.isFinite(at)) return new Date(at).toISOString();
  }
  return photo.dateupload === undefined ? null : new Date(photo.dateupload * 1000).toISOString();
}

/** A small text answer, whole; past `maxBytes` it is refused. */
async function readText(stream: Readable, maxBytes: number, what: string): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) {
      stream.destroy();
      throw new ConnectorError('invalid', `Flickr ${what}: answered more than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
