import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentEncode, signatureBaseString } from '../../../../apps/server/src/infra/connectors/oauth1.ts';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';
import { closeServer, escapeHtml, readBodyOrRefuse, standinPage } from './kit.ts';

/**
 * A local stand-in for the part of Flickr that Kinframe's Flickr connector uses, over real HTTP,
 * answering in the documented shapes (flickr.com/services/api), one server for www, api and the
 * static file hosts:
 * - OAuth 1.0a (flickr.com/services/api/auth.oauth.html): `GET|POST /services/oauth/request_token`
 *   (with oauth_callback) answering the form `oauth_callback_confirmed=true&oauth_token&
 *   oauth_token_secret`; the consent page `GET /services/oauth/authorize?oauth_token&perms`
 *   ("Allow" sends the browser to the callback with oauth_token and oauth_verifier, "Cancel" with
 *   oauth_token and `oauth_problem=user_refused`); `GET|POST /services/oauth/access_token`
 *   answering `fullname&oauth_token&oauth_token_secret&user_nsid&username`. Refusals are 401 with
 *   `oauth_problem=…` (signature_invalid, nonce_used, timestamp_refused, consumer_key_unknown,
 *   token_rejected, verifier_invalid, parameter_absent).
 * - the REST API `GET|POST /services/rest?method=…&format=json&nojsoncallback=1`:
 *   flickr.photosets.getList, flickr.photosets.getPhotos, flickr.people.getPhotos (with the
 *   extras asked for only) and flickr.photos.getSizes; errors are HTTP 200 with `{ stat: 'fail',
 *   code, message }` (96 a signature refused, also for a used nonce or a timestamp more than 10
 *   minutes off; 97 none; 98 a token unknown or revoked; 100 another key; 1 an unknown photoset or
 *   photo; 112 an unknown method); without format=json the answer is XML, without nojsoncallback
 *   JSONP, as at Flickr.
 * - the files: `GET /photos/{server}/{id}_{secret}_{size}.{format}` (photos; an expired link is
 *   404) and `GET /photos/{owner}/{id}/play/{orig|site}/{secret}/` (videos).
 * Every signed request's HMAC-SHA1 signature is computed again here from the consumer secret and
 * the token's secret and compared; verifiers are good once.
 *
 * In a test: `const flickr = await startFlickrStandin()`, `flickr.addPhoto(...)`, give the server
 * `flickr.env()`, `await flickr.close()` at the end. Other processes drive it under `/_standin/`:
 * `POST /_standin/photos` `{ base64, title?, description?, dateTaken?, dateUpload?, media?,
 * format? }`, `POST /_standin/photosets` `{ title, photoIds, description? }`, `POST
 * /_standin/expire` `{ photoId }`, `POST /_standin/fail` `{ count, code? | status?,
 * retryAfterSeconds? }`, `POST /_standin/revoke`, `POST /_standin/per-page` `{ perPage }`, `GET
 * /_standin/calls`. By hand: `node --import tsx packages/testkit/src/standins/flickr.ts --port 12113`
 * prints the environment on one line.
 */

export interface FlickrStandinOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  apiSecret?: string;
  /** The name the consent page shows. */
  appName?: string;
  /** The most photos or sets a page holds, whatever per_page asks (Flickr: 500). */
  perPage?: number;
}

export interface FlickrStandinPhoto {
  id: string;
  media: 'photo' | 'video';
  title: string;
  description: string;
  /** "YYYY-MM-DD HH:MM:SS", the camera's local time; null: unknown (Flickr then says datetakenunknown 1). */
  dateTaken: string | null;
  /** Unix seconds. */
  dateUpload: number;
  /** The original's format: jpg, png, gif (for a video, its file's: mp4, mov). */
  format: string;
  server: string;
  secret: string;
  originalSecret: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface FlickrStandinPhotoInput {
  bytes: Uint8Array | string;
  title?: string;
  description?: string;
  dateTaken?: string | null;
  dateUpload?: Date | number;
  format?: string;
  width?: number;
  height?: number;
}

/** What the next calls to the REST API answer instead: a `stat: fail` code, or an HTTP status. */
export type FlickrStandinFailure = { code: number } | { status: number; retryAfterSeconds?: number };

export interface FlickrStandinCall {
  /** `oauth` (request_token, access_token, authorize), `rest` (the method), `file` (the path). */
  kind: 'oauth' | 'rest' | 'file';
  name: string;
  query: Record<string, string>;
}

export interface FlickrStandin {
  readonly url: string;
  readonly apiKey: string;
  readonly apiSecret: string;
  readonly person: { nsid: string; username: string; fullname: string };
  /** The environment that points a Kinframe server at this stand-in. */
  env(): Record<string, string>;
  /** A photo uploaded by the person, newest last. */
  addPhoto(input: FlickrStandinPhotoInput): FlickrStandinPhoto;
  addVideo(input: FlickrStandinPhotoInput): FlickrStandinPhoto;
  /** A photoset ("album") of the person, holding these photos in this order. */
  createPhotoset(title: string, photoIds: string[], description?: string): { id: string };
  /** The photo's file links change (as when it is replaced or rotated): the old ones answer 404. */
  expirePhotoUrl(photoId: string): void;
  /** The next `count` REST calls fail so. */
  failNext(count: number, failure: FlickrStandinFailure): void;
  /** The person removes the app: every access token given so far is refused (code 98). */
  revokeTokens(): void;
  /** What "Allow" (or "Cancel") on the consent page does, for tests without a page: where the browser goes. */
  consent(authorizeUrl: string, options?: { allow?: boolean }): string;
  /** The most items a page holds. */
  perPage: number;
  /** Every call received (the control API aside). */
  readonly calls: FlickrStandinCall[];
  close(): Promise<void>;
}

/** Flickr refuses a timestamp further than this from its clock. */
const MAX_CLOCK_SKEW_SECONDS = 600;
const MAX_PAGE_SIZE = 500;
const BODY_MAX_BYTES = 64 * 1024;
/** A photo in base64, for the control API. */
const CONTROL_BODY_MAX_BYTES = 64 * 1024 * 1024;
/** Flickr writes a date taken unknown as the upload in its own time zone (US Pacific, here -8 h). */
const FLICKR_ZONE_OFFSET_MS = -8 * 3_600_000;

const MESSAGES: Record<number, string> = {
  1: 'Not found',
  2: 'Unknown user',
  96: 'Invalid signature',
  97: 'Missing signature',
  98: 'Invalid auth token',
  99: 'Insufficient permissions. Method requires read privileges; none granted.',
  100: 'Invalid API Key (Key not found)',
  105: 'Service currently unavailable',
  106: 'Write operation failed',
  111: 'Format "xxx" not found',
  112: 'Method "xxx" not found',
  116: 'Bad URL found',
};

/** An answer other than a success, in the form Flickr gives it where it happened. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly contentType = 'text/plain; charset=utf-8',
    readonly headers: Record<string, string> = {},
  ) {
    super(body);
  }
}

/** A `stat: fail` of the REST API: HTTP 200, as Flickr answers. */
class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly text = MESSAGES[code] ?? 'Error',
  ) {
    super(text);
  }
}

const oauthProblem = (problem: string) => new Refusal(401, `oauth_problem=${problem}`);

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** "YYYY-MM-DD HH:MM:SS" of an instant shifted by `offsetMs`. */
const flickrDate = (ms: number, offsetMs = 0) => new Date(ms + offsetMs).toISOString().slice(0, 19).replace('T', ' ');

export async function startFlickrStandin(options: FlickrStandinOptions = {}): Promise<FlickrStandin> {
  const apiKey = options.apiKey ?? 'standin-flickr-key';
  const apiSecret = options.apiSecret ?? 'standin-flickr-secret';
  const appName = options.appName ?? 'Kinframe';
  const person = { nsid: '12345678@N00', username: 'pat.person', fullname: 'Pat Person' };

  // --- the photos ---------------------------------------------------------------------------

  const photos = new Map<string, FlickrStandinPhoto>();
  const photosets = new Map<string, { id: string; title: string; description: string; photoIds: string[] }>();
  let nextPhotoId = 53_000_000_001;
  let nextSetId = 72_177_720_300_000_001n;

  function add(media: 'photo' | 'video', input: FlickrStandinPhotoInput): FlickrStandinPhoto {
    const upload = input.dateUpload ?? new Date();
    const photo: FlickrStandinPhoto = {
      id: String(nextPhotoId++),
      media,
      title: input.title ?? '',
      description: input.description ?? '',
      dateTaken: input.dateTaken === undefined ? flickrDate(Date.now()) : input.dateTaken,
      dateUpload: Math.floor((typeof upload === 'number' ? upload * 1000 : upload.getTime()) / 1000),
      format: input.format ?? (media === 'video' ? 'mp4' : 'jpg'),
      server: '65535',
      secret: hex(5),
      originalSecret: hex(5),
      width: input.width ?? 4000,
      height: input.height ?? 3000,
      bytes: Buffer.from(input.bytes),
    };
    photos.set(photo.id, photo);
    return photo;
  }

  function requirePhoto(id: string): FlickrStandinPhoto {
    const photo = photos.get(id);
    if (!photo) throw new Error(`no photo ${id}`);
    return photo;
  }

  const originalUrl = (photo: FlickrStandinPhoto) =>
    photo.media === 'video'
      ? `${standin.url}/photos/${person.nsid}/${photo.id}/play/orig/${photo.originalSecret}/`
      : `${standin.url}/photos/${photo.server}/${photo.id}_${photo.originalSecret}_o.${photo.format}`;

  /** A photo of a listing, with the extras asked for (flickr.com/services/api/flickr.people.getPhotos.html). */
  function listed(photo: FlickrStandinPhoto, extras: Set<string>, withOwner: boolean): Record<string, unknown> {
    const entry: Record<string, unknown> = {
      id: photo.id,
      ...(withOwner ? { owner: person.nsid } : {}),
      secret: photo.secret,
      server: photo.server,
      farm: 66,
      title: photo.title,
      ispublic: 0,
      isfriend: 0,
      isfamily: 0,
    };
    if (extras.has('description')) entry.description = { _content: photo.description };
    if (extras.has('date_upload')) entry.dateupload = String(photo.dateUpload);
    if (extras.has('date_taken')) {
      entry.datetaken = photo.dateTaken ?? flickrDate(photo.dateUpload * 1000, FLICKR_ZONE_OFFSET_MS);
      entry.datetakengranularity = 0;
      entry.datetakenunknown = photo.dateTaken === null ? '1' : '0';
    }
    if (extras.has('original_format')) {
      entry.originalsecret = photo.originalSecret;
      // A video's original format is its poster's, as Flickr says it.
      entry.originalformat = photo.media === 'video' ? 'jpg' : photo.format;
    }
    if (extras.has('o_dims')) {
      entry.o_width = String(photo.width);
      entry.o_height = String(photo.height);
    }
    if (extras.has('media')) {
      entry.media = photo.media;
      entry.media_status = 'ready';
    }
    if (extras.has('url_o')) {
      // For a video, url_o is its poster: a photo.
      const format = photo.media === 'video' ? 'jpg' : photo.format;
      entry.url_o = `${standin.url}/photos/${photo.server}/${photo.id}_${photo.originalSecret}_o.${format}`;
      entry.height_o = photo.height;
      entry.width_o = photo.width;
    }
    return entry;
  }

  /** The page asked for: per_page (default 100) capped at 500 and at the stand-in's own limit. */
  function paged<T>(items: T[], query: URLSearchParams, defaultPerPage = 100) {
    const asked = Number(query.get('per_page') ?? defaultPerPage);
    const perPage = Math.max(
      1,
      Math.min(Number.isInteger(asked) && asked > 0 ? asked : defaultPerPage, MAX_PAGE_SIZE, standin.perPage),
    );
    const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
    const pages = Math.max(1, Math.ceil(items.length / perPage));
    return { items: items.slice((page - 1) * perPage, page * perPage), page, pages, perPage, total: items.length };
  }

  const extrasOf = (query: URLSearchParams) =>
    new Set((query.get('extras') ?? '').split(',').map((extra) => extra.trim()));

  function requireUser(query: URLSearchParams, isOptional: boolean): void {
    const userId = query.get('user_id');
    if (userId === null && isOptional) return;
    if (userId === null) throw new ApiFailure(1, 'Required arguments missing');
    if (userId !== 'me' && userId !== person.nsid) throw new ApiFailure(2);
  }

  function method(name: string, query: URLSearchParams): Record<string, unknown> {
    switch (name) {
      case 'flickr.photosets.getList': {
        requireUser(query, true);
        const sets = [...photosets.values()].reverse();
        // Without a page, Flickr gives every set at once.
        const page = query.has('page')
          ? paged(sets, query, MAX_PAGE_SIZE)
          : { items: sets, page: 1, pages: 1, perPage: sets.length, total: sets.length };
        return {
          photosets: {
            page: page.page,
            pages: page.pages,
            perpage: page.perPage,
            total: page.total,
            cancreate: 1,
            photoset: page.items.map((set) => {
              const members = set.photoIds.map((id) => photos.get(id)).filter((photo) => photo !== undefined);
              const videos = members.filter((photo) => photo.media === 'video').length;
              return {
                id: set.id,
                owner: person.nsid,
                username: person.username,
                primary: set.photoIds[0] ?? '0',
                secret: hex(5),
                server: '65535',
                farm: 66,
                count_views: '0',
                count_comments: '0',
                count_photos: members.length - videos,
                count_videos: videos,
                title: { _content: set.title },
                description: { _content: set.description },
                can_comment: 0,
                date_create: '1564740000',
                date_update: '1564740000',
                photos: members.length - videos,
                videos,
                visibility_can_see_set: 1,
                needs_interstitial: 0,
              };
            }),
          },
        };
      }
      case 'flickr.photosets.getPhotos': {
        const set = photosets.get(query.get('photoset_id') ?? '');
        if (!set) throw new ApiFailure(1, 'Photoset not found');
        const wanted = query.get('media') ?? 'all';
        const members = set.photoIds
          .map((id) => photos.get(id))
          .filter((photo) => photo !== undefined)
          .filter((photo) => wanted === 'all' || `${photo.media}s` === wanted);
        const page = paged(members, query);
        const extras = extrasOf(query);
        return {
          photoset: {
            id: set.id,
            primary: set.photoIds[0] ?? '0',
            owner: person.nsid,
            ownername: person.username,
            photo: page.items.map((photo) => ({ ...listed(photo, extras, false), isprimary: '0' })),
            page: page.page,
            per_page: String(page.perPage),
            perpage: String(page.perPage),
            pages: page.pages,
            title: set.title,
            total: String(page.total),
          },
        };
      }
      case 'flickr.people.getPhotos': {
        requireUser(query, false);
        // Newest upload first, Flickr's default order.
        const all = [...photos.values()].sort((a, b) => b.dateUpload - a.dateUpload || Number(b.id) - Number(a.id));
        const page = paged(all, query);
        const extras = extrasOf(query);
        return {
          photos: {
            page: page.page,
            pages: page.pages,
            perpage: page.perPage,
            total: page.total,
            photo: page.items.map((photo) => listed(photo, extras, true)),
          },
        };
      }
      case 'flickr.photos.getSizes': {
        const photo = photos.get(query.get('photo_id') ?? '');
        if (!photo) throw new ApiFailure(1, 'Photo not found');
        const file = (suffix: string, secret: string) =>
          `${standin.url}/photos/${photo.server}/${photo.id}_${secret}_${suffix}.jpg`;
        const size = (label: string, width: number, height: number, source: string, media = 'photo') => ({
          label,
          width,
          height,
          source,
          url: `${standin.url}/photos/${person.username}/${photo.id}/sizes/`,
          media,
        });
        const sizes = [
          size('Square', 75, 75, file('s', photo.secret)),
          size('Large', 1024, Math.round((1024 * photo.height) / photo.width), file('b', photo.secret)),
          photo.media === 'video'
            ? size('Original', photo.width, photo.height, file('o', photo.originalSecret))
            : size(
                'Original',
                photo.width,
                photo.height,
                `${standin.url}/photos/${photo.server}/${photo.id}_${photo.originalSecret}_o.${photo.format}`,
              ),
        ];
        if (photo.media === 'video') {
          const play = (kind: string, secret: string) =>
            `${standin.url}/photos/${person.nsid}/${photo.id}/play/${kind}/${secret}/`;
          sizes.push(
            size('Video Player', 640, 360, `${standin.url}/apps/video/stewart.swf?photo_id=${photo.id}`, 'video'),
            size('Site MP4', 640, 360, play('site', photo.secret), 'video'),
            size('Video Original', photo.width, photo.height, play('orig', photo.originalSecret), 'video'),
          );
        }
        return { sizes: { canblog: 0, canprint: 0, candownload: 1, size: sizes } };
      }
      default:
        throw new ApiFailure(112, `Method "${name}" not found`);
    }
  }

  // --- OAuth 1.0a ---------------------------------------------------------------------------

  interface RequestToken {
    secret: string;
    callback: string;
    verifier: string | null;
  }
  const requestTokens = new Map<string, RequestToken>();
  const accessTokens = new Map<string, { secret: string; isRevoked: boolean }>();
  /** Nonces seen, with their timestamp (seconds): forgotten once their timestamp is refused anyway. */
  const nonces = new Map<string, number>();

  /**
   * Checks a signed request: the key, the method, a timestamp near now, a nonce not seen before,
   * and the signature computed again with the consumer secret and `tokenSecret`. Each failure is
   * what `refuse` makes of its OAuth problem.
   */
  function verify(
    request: { method: string; url: URL; parameters: [string, string][] },
    tokenSecretOf: (token: string | null) => string | null,
    refuse: (problem: string) => Error,
  ): { token: string | null } {
    const value = (name: string) => request.parameters.find(([key]) => key === name)?.[1] ?? null;
    const signature = value('oauth_signature');
    if (signature === null) throw refuse('parameter_absent');
    if (value('oauth_consumer_key') !== apiKey) throw refuse('consumer_key_unknown');
    if (value('oauth_signature_method') !== 'HMAC-SHA1') throw refuse('signature_method_rejected');
    const timestamp = Number(value('oauth_timestamp'));
    const nowSeconds = Date.now() / 1000;
    if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
      throw refuse('timestamp_refused');
    }
    const nonce = value('oauth_nonce');
    if (!nonce) throw refuse('parameter_absent');
    for (const [seen, at] of nonces) if (nowSeconds - at > MAX_CLOCK_SKEW_SECONDS) nonces.delete(seen);
    if (nonces.has(`${timestamp}:${nonce}`)) throw refuse('nonce_used');
    const token = value('oauth_token');
    const tokenSecret = tokenSecretOf(token);
    if (tokenSecret === null) throw refuse('token_rejected');
    const unsigned = request.parameters.filter(([name]) => name !== 'oauth_signature');
    const expected = createHmac('sha1', `${percentEncode(apiSecret)}&${percentEncode(tokenSecret)}`)
      .update(signatureBaseString(request.method, request.url, unsigned))
      .digest();
    const given = Buffer.from(signature, 'base64');
    if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) {
      throw refuse('signature_invalid');
    }
    nonces.set(`${timestamp}:${nonce}`, timestamp);
    return { token };
  }

  function requestToken(request: { method: string; url: URL; parameters: [string, string][] }): string {
    verify(request, (token) => (token === null ? '' : null), oauthProblem);
    const callback = request.parameters.find(([name]) => name === 'oauth_callback')?.[1];
    if (!callback) throw oauthProblem('parameter_absent');
    if (!/^https?:\/\/[^/]+/.test(callback)) throw oauthProblem('parameter_rejected');
    const token = `${Date.now()}${hex(4)}-${hex(8)}`;
    const secret = hex(8);
    requestTokens.set(token, { secret, callback, verifier: null });
    return new URLSearchParams({
      oauth_callback_confirmed: 'true',
      oauth_token: token,
      oauth_token_secret: secret,
    }).toString();
  }

  function accessToken(request: { method: string; url: URL; parameters: [string, string][] }): string {
    const { token } = verify(request, (token) => requestTokens.get(token ?? '')?.secret ?? null, oauthProblem);
    const pending = requestTokens.get(token ?? '');
    const verifier = request.parameters.find(([name]) => name === 'oauth_verifier')?.[1];
    if (!pending || !token) throw oauthProblem('token_rejected');
    if (!verifier) throw oauthProblem('parameter_absent');
    if (pending.verifier === null || verifier !== pending.verifier) throw oauthProblem('verifier_invalid');
    // The request token and its verifier are good once.
    requestTokens.delete(token);
    const access = `${Date.now()}${hex(4)}-${hex(8)}`;
    const secret = hex(8);
    accessTokens.set(access, { secret, isRevoked: false });
    return new URLSearchParams({
      fullname: person.fullname,
      oauth_token: access,
      oauth_token_secret: secret,
      user_nsid: person.nsid,
      username: person.username,
    }).toString();
  }

  function htmlPage(title: string, text: string): string {
    return standinPage('Flickr stand-in', title, text);
  }

  const pageRefusal = (text: string) =>
    new Refusal(400, htmlPage('Oops', `<p>${escapeHtml(text)}</p>`), 'text/html; charset=utf-8');

  /** GET /services/oauth/authorize: the consent page of a request token not yet used. */
  function consentPage(query: URLSearchParams): string {
    const token = query.get('oauth_token') ?? '';
    const pending = requestTokens.get(token);
    if (!pending || pending.verifier !== null) throw pageRefusal('This request is not valid or has already been used.');
    const perms = query.get('perms') ?? 'read';
    if (!['read', 'write', 'delete'].includes(perms)) throw pageRefusal('Unknown permissions.');
    return htmlPage(
      `${appName} wants to link to your Flickr account`,
      `<p>You are signed in as ${escapeHtml(person.username)}. ${escapeHtml(appName)} asks for ${escapeHtml(perms)} access to your photos.</p>
<form method="post" action="/services/oauth/authorize"><input type="hidden" name="oauth_token" value="${escapeHtml(token)}">
<input type="hidden" name="perms" value="${escapeHtml(perms)}">
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button></form>`,
    );
  }

  /** POST /services/oauth/authorize: the person's answer, back to the callback. */
  function decide(form: URLSearchParams): string {
    const token = form.get('oauth_token') ?? '';
    const pending = requestTokens.get(token);
    if (!pending || pending.verifier !== null) throw pageRefusal('This request is not valid or has already been used.');
    const back = new URL(pending.callback);
    back.searchParams.set('oauth_token', token);
    if (form.get('decision') === 'allow') {
      pending.verifier = hex(8);
      back.searchParams.set('oauth_verifier', pending.verifier);
    } else {
      requestTokens.delete(token);
      back.searchParams.set('oauth_problem', 'user_refused');
    }
    return back.toString();
  }

  // --- the REST API -------------------------------------------------------------------------

  let failure: { count: number; failure: FlickrStandinFailure } = { count: 0, failure: { code: 105 } };

  function rest(request: { method: string; url: URL; parameters: [string, string][] }): Record<string, unknown> {
    const query = new URLSearchParams(request.parameters);
    verify(
      request,
      (token) => {
        const access = accessTokens.get(token ?? '');
        return access && !access.isRevoked ? access.secret : null;
      },
      (problem) =>
        new ApiFailure(
          problem === 'consumer_key_unknown'
            ? 100
            : problem === 'token_rejected'
              ? 98
              : problem === 'parameter_absent' && !query.has('oauth_signature')
                ? 97
                : 96,
        ),
    );
    if (failure.count > 0) {
      failure.count -= 1;
      const next = failure.failure;
      if ('code' in next) throw new ApiFailure(next.code);
      throw new Refusal(
        next.status,
        next.status === 429 ? 'Too Many Requests' : 'Error',
        'text/plain; charset=utf-8',
        next.status === 429 && next.retryAfterSeconds !== undefined
          ? { 'retry-after': String(next.retryAfterSeconds) }
          : {},
      );
    }
    return method(query.get('method') ?? '', query);
  }

  /** A REST answer in the format asked for: JSON, JSONP without nojsoncallback, XML otherwise (errors only here). */
  function sendRest(response: ServerResponse, query: URLSearchParams, body: Record<string, unknown>): void {
    if (query.get('format') !== 'json') {
      const code = body.stat === 'fail' ? body.code : null;
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      response.end(
        code === null
          ? '<?xml version="1.0" encoding="utf-8" ?>\n<rsp stat="ok"></rsp>'
          : `<?xml version="1.0" encoding="utf-8" ?>\n<rsp stat="fail"><err code="${code}" msg="${escapeHtml(String(body.message))}" /></rsp>`,
      );
      return;
    }
    const json = JSON.stringify(body);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(query.get('nojsoncallback') === '1' ? json : `jsonFlickrApi(${json})`);
  }

  // --- the files ----------------------------------------------------------------------------

  function file(path: string): { bytes: Buffer; type: string } {
    const still = /^\/photos\/(\d+)\/(\d+)_([0-9a-f]+)_([a-z])\.(\w+)$/.exec(path);
    if (still) {
      const [, server, id, secret, size, format] = still;
      const photo = photos.get(id ?? '');
      const isOriginal = size === 'o';
      if (!photo || photo.server !== server || secret !== (isOriginal ? photo.originalSecret : photo.secret)) {
        throw new Refusal(404, 'Not Found');
      }
      if (photo.media === 'video') {
        if (format !== 'jpg') throw new Refusal(404, 'Not Found');
        return { bytes: Buffer.from(`poster of video ${photo.id}`), type: 'image/jpeg' };
      }
      if (isOriginal && format !== photo.format) throw new Refusal(404, 'Not Found');
      return {
        bytes: photo.bytes,
        type: photo.format === 'png' ? 'image/png' : `image/${photo.format === 'jpg' ? 'jpeg' : photo.format}`,
      };
    }
    const moving = /^\/photos\/([^/]+)\/(\d+)\/play\/(orig|site)\/([0-9a-f]+)\/?$/.exec(path);
    if (moving) {
      const [, owner, id, kind, secret] = moving;
      const photo = photos.get(id ?? '');
      const isKnown =
        photo?.media === 'video' &&
        decodeURIComponent(owner ?? '') === person.nsid &&
        secret === (kind === 'orig' ? photo.originalSecret : photo.secret);
      if (!photo || !isKnown) throw new Refusal(404, 'Not Found');
      return { bytes: photo.bytes, type: photo.format === 'mov' ? 'video/quicktime' : 'video/mp4' };
    }
    throw new Refusal(404, 'Not Found');
  }

  // --- the control API ----------------------------------------------------------------------

  function control(httpMethod: string, url: URL, body: Buffer): unknown {
    const json = (): Record<string, unknown> => {
      const value = body.byteLength > 0 ? JSON.parse(body.toString('utf8')) : {};
      if (typeof value !== 'object' || value === null) throw new Error('a JSON object, please');
      return value;
    };
    const route = `${httpMethod} ${url.pathname}`;
    const optionalText = (value: unknown) => (typeof value === 'string' ? value : undefined);
    if (route === 'POST /_standin/photos') {
      const input = json();
      if (typeof input.base64 !== 'string') throw new Error('base64 is missing');
      const photo = (input.media === 'video' ? standin.addVideo : standin.addPhoto)({
        bytes: Buffer.from(input.base64, 'base64'),
        ...(optionalText(input.title) === undefined ? {} : { title: optionalText(input.title) }),
        ...(optionalText(input.description) === undefined ? {} : { description: optionalText(input.description) }),
        ...(input.dateTaken === null || typeof input.dateTaken === 'string' ? { dateTaken: input.dateTaken } : {}),
        ...(typeof input.dateUpload === 'number' ? { dateUpload: input.dateUpload } : {}),
        ...(optionalText(input.format) === undefined ? {} : { format: optionalText(input.format) }),
      });
      return { id: photo.id, url: originalUrl(photo) };
    }
    if (route === 'POST /_standin/photosets') {
      const { title, photoIds, description } = json();
      if (typeof title !== 'string' || !Array.isArray(photoIds)) throw new Error('title and photoIds, please');
      return standin.createPhotoset(title, photoIds.map(String), optionalText(description));
    }
    if (route === 'POST /_standin/expire') return standin.expirePhotoUrl(String(json().photoId));
    if (route === 'POST /_standin/fail') {
      const { count, code, status, retryAfterSeconds } = json();
      return standin.failNext(
        Number(count),
        typeof code === 'number'
          ? { code }
          : { status: Number(status), ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}) },
      );
    }
    if (route === 'POST /_standin/revoke') return standin.revokeTokens();
    if (route === 'POST /_standin/per-page') {
      standin.perPage = Number(json().perPage);
      return { perPage: standin.perPage };
    }
    if (route === 'GET /_standin/calls') return { count: calls.length, calls };
    throw new Error(`no such control: ${route}`);
  }

  // --- the server ---------------------------------------------------------------------------

  const calls: FlickrStandinCall[] = [];

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'standin'}`);
    const httpMethod = request.method ?? 'GET';
    const isControl = url.pathname.startsWith('/_standin/');
    const body = await readBodyOrRefuse(request, response, isControl ? CONTROL_BODY_MAX_BYTES : BODY_MAX_BYTES);
    if (body === null) return;
    // What a signed request carries: its query and, for a form POST, its body.
    const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
    const parameters: [string, string][] = [
      ...url.searchParams,
      ...(httpMethod === 'POST' && isForm ? new URLSearchParams(body.toString('utf8')) : []),
    ];
    const signed = { method: httpMethod, url, parameters };
    const query = Object.fromEntries(parameters);
    try {
      if (isControl) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(control(httpMethod, url, body) ?? {}));
        return;
      }
      const path = url.pathname.replace(/\/$/, '');
      if (path === '/services/oauth/request_token' || path === '/services/oauth/access_token') {
        calls.push({ kind: 'oauth', name: path.slice('/services/oauth/'.length), query });
        const answer = path.endsWith('request_token') ? requestToken(signed) : accessToken(signed);
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(answer);
        return;
      }
      if (path === '/services/oauth/authorize') {
        calls.push({ kind: 'oauth', name: 'authorize', query });
        if (httpMethod === 'POST') {
          response.writeHead(302, { location: decide(new URLSearchParams(body.toString('utf8'))) });
          response.end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(consentPage(url.searchParams));
        return;
      }
      if (path === '/services/rest') {
        calls.push({ kind: 'rest', name: query.method ?? '', query });
        const restQuery = new URLSearchParams(parameters);
        try {
          sendRest(response, restQuery, { ...rest(signed), stat: 'ok' });
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          sendRest(response, restQuery, { stat: 'fail', code: error.code, message: error.text });
        }
        return;
      }
      if (url.pathname.startsWith('/photos/') && httpMethod === 'GET') {
        calls.push({ kind: 'file', name: url.pathname, query });
        const found = file(url.pathname);
        response.writeHead(200, { 'content-type': found.type, 'content-length': found.bytes.byteLength });
        response.end(found.bytes);
        return;
      }
      throw new Refusal(404, 'Not Found');
    } catch (error) {
      if (error instanceof Refusal) {
        response.writeHead(error.status, { 'content-type': error.contentType, ...error.headers });
        response.end(error.body);
        return;
      }
      response.writeHead(isControl ? 400 : 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: isControl ? (error as Error).message : 'Internal Server Error' }));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const standin: FlickrStandin = {
    url,
    apiKey,
    apiSecret,
    person,
    perPage: options.perPage ?? MAX_PAGE_SIZE,
    calls,
    env: () => ({
      FLICKR_API_KEY: apiKey,
      FLICKR_API_SECRET: apiSecret,
      FLICKR_OAUTH_URL: `${url}/services/oauth`,
      FLICKR_API_URL: `${url}/services/rest`,
    }),

    addPhoto: (input) => add('photo', input),
    addVideo: (input) => add('video', input),

    createPhotoset(title, photoIds, description = '') {
      for (const id of photoIds) requirePhoto(id);
      const id = String(nextSetId++);
      photosets.set(id, { id, title, description, photoIds: [...photoIds] });
      return { id };
    },

    expirePhotoUrl(photoId) {
      const photo = requirePhoto(photoId);
      photo.secret = hex(5);
      photo.originalSecret = hex(5);
    },

    failNext(count, next) {
      failure = { count, failure: next };
    },

    revokeTokens() {
      for (const access of accessTokens.values()) access.isRevoked = true;
    },

    consent(authorizeUrl, consentOptions = {}) {
      const token = new URL(authorizeUrl).searchParams.get('oauth_token') ?? '';
      return decide(
        new URLSearchParams({ oauth_token: token, decision: consentOptions.allow === false ? 'cancel' : 'allow' }),
      );
    },

    close: () => closeServer(server),
  };
  return standin;
}

// Run by hand: a stand-in on a fixed port for a server started with the environment it prints.
if (isRunByHand(import.meta.url)) {
  const apiKey = argOf('--api-key');
  const apiSecret = argOf('--api-secret');
  serveByHand(
    await startFlickrStandin({
      port: Number(argOf('--port') ?? 12113),
      host: argOf('--host') ?? '127.0.0.1',
      ...(apiKey ? { apiKey } : {}),
      ...(apiSecret ? { apiSecret } : {}),
    }),
  );
}
