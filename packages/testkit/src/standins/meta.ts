import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';
import { closeServer, escapeHtml, readBodyUpTo, standinPage } from './kit.ts';

/**
 * A local stand-in for the parts of Meta that Kinframe's Facebook and Instagram connectors use,
 * one server on one port, over real HTTP, answering in the documented shapes:
 * - Facebook Login's dialog `/facebook/dialog/oauth` (Allow sends the browser to redirect_uri with
 *   code and state, Cancel with error=access_denied; PKCE when a code_challenge is given) and the
 *   Graph API under `/facebook/v21.0/` (any version): `oauth/access_token` (the code, then
 *   `grant_type=fb_exchange_token` for a long-lived token), `me`, `me/albums`, `me/photos`,
 *   `me/videos` (`type=uploaded`; without it, the photos the person is tagged in: none here), an
 *   album's `photos`, any node by id, `DELETE me/permissions`; every call with a user token wants
 *   its `appsecret_proof`, as an app that requires it does;
 * - Instagram Login's page `/instagram/oauth/authorize`, the code exchange `POST
 *   /instagram-api/oauth/access_token` and the Instagram Graph API under `/instagram-graph/`:
 *   `access_token` (ig_exchange_token), `refresh_access_token` (a long-lived token at least 24 hours
 *   old), `me`, `me/media`, a medium or a carousel's child by id;
 * - the CDN: `/cdn/{fb|ig}/...`, signed-looking links without a token that can be made to expire (403).
 * Graph errors are `{ error: { message, type, code, error_subcode, fbtrace_id } }` (190 a bad
 * token, 4/17/613/8000x throttling, 100/33 an unknown id); `fields` is honoured (nested
 * `children{...}` too) and an unknown field refused; listings are cursor-paged.
 *
 * In a test: `const meta = await startMetaStandin()`, `meta.facebook.addPhoto(...)`,
 * `meta.instagram.addMedia(...)`, give the server `meta.env()`, `await meta.close()` at the end.
 * Another process drives it under `/_standin/` (see `control`). By hand: `node --import tsx
 * packages/testkit/src/standins/meta.ts --port 12114` prints the environment on one line.
 */

export type MetaService = 'facebook' | 'instagram';

export interface MetaStandinOptions {
  port?: number;
  host?: string;
  /** The most items a page of a listing holds (a larger `limit` is cut to it). */
  pageSize?: number;
}

export interface ThrottleOptions {
  /** Meta's code: 4 (app), 17 (user), 32 (page), 613 (custom), 80001..80014 (business use case); 4 unless told. */
  code?: number;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Sent as X-Business-Use-Case-Usage's estimated_time_to_regain_access. */
  regainAccessMinutes?: number;
}

/** What both services' stand-ins can be made to do. */
export interface MetaServiceControls {
  readonly appId: string;
  readonly appSecret: string;
  /** What Allow (or Cancel) on the consent page does, for tests without a browser: where the browser goes next. */
  consent(authorizationUrl: string, options?: { allow?: boolean }): string;
  /** The next `count` Graph calls of this service answer with a rate-limit error. */
  throttleNext(count: number, options?: ThrottleOptions): void;
  /** The grant of this token (or every grant) is withdrawn: its tokens answer #190. */
  revoke(accessToken?: string): void;
  /** Every token handed out so far has run out (#190, subcode 463). */
  expireTokens(): void;
  /** Every CDN link handed out so far answers 403, as a signed link past its time. */
  expireLinks(): void;
  setPageSize(size: number): void;
  /** While down, every Graph call answers 500 (#2). */
  down(isDown: boolean): void;
  /** Whether a token is one this service would still take. */
  isLive(accessToken: string): boolean;
}

export interface FacebookPhotoOptions {
  /** Its album; without one, the person's "Timeline photos". */
  albumId?: string;
  /** Its caption (the photo's `name`). */
  caption?: string;
  createdTime?: string | Date;
  /** When the person says it was taken. */
  backdatedTime?: string | Date;
  /** Of the original: the largest of its `images`, which serves these bytes (the smaller ones serve others). */
  width?: number;
  height?: number;
}

export interface FacebookControls extends MetaServiceControls {
  readonly person: { id: string; name: string };
  addAlbum(name: string): string;
  addPhoto(bytes: Uint8Array | string, options?: FacebookPhotoOptions): string;
  addVideo(bytes: Uint8Array | string, options?: { description?: string; createdTime?: string | Date }): string;
  /** Takes a photo or video away (its id then answers #100/33). */
  remove(id: string): void;
}

export type InstagramMediaType = 'IMAGE' | 'VIDEO';

export type InstagramMediaInput =
  | { type: InstagramMediaType; bytes: Uint8Array | string; caption?: string; timestamp?: string | Date }
  | {
      type: 'CAROUSEL_ALBUM';
      children: { type: InstagramMediaType; bytes: Uint8Array | string }[];
      caption?: string;
      timestamp?: string | Date;
    };

export interface InstagramControls extends MetaServiceControls {
  readonly account: { userId: string; username: string };
  /** A post, newest first in `me/media`; a carousel's children get ids of their own. */
  addMedia(media: InstagramMediaInput): { id: string; childIds: string[] };
  /** Every token gets older by this much (Instagram refreshes long-lived tokens only from 24 hours on). */
  ageTokens(hours: number): void;
  /** The code exchange answers `{ data: [...] }` (as documented now) or flat (as it used to). */
  codeAnswerShape: 'data' | 'flat';
}

export interface MetaStandin {
  readonly url: string;
  /** The environment that points a Kinframe server at this stand-in: every FACEBOOK_* and INSTAGRAM_*. */
  env(): Record<string, string>;
  /** Every call received (the last 10,000; the control API aside). */
  readonly calls: { method: string; path: string; query: URLSearchParams }[];
  readonly facebook: FacebookControls;
  readonly instagram: InstagramControls;
  close(): Promise<void>;
}

// --- what the services hold -----------------------------------------------------------------------

interface Grant {
  scopes: string[];
  isRevoked: boolean;
}

interface Token {
  grant: Grant;
  isLongLived: boolean;
  issuedAt: number;
  expiresAt: number;
}

interface Code {
  grant: Grant;
  redirectUri: string;
  codeChallenge: string | null;
  method: 'S256' | 'plain';
  expiresAt: number;
  isUsed: boolean;
}

interface Consent {
  redirectUri: string;
  state: string | null;
  scopes: string[];
  codeChallenge: string | null;
  method: 'S256' | 'plain';
}

interface ServiceState {
  name: MetaService;
  appId: string;
  appSecret: string;
  tokens: Map<string, Token>;
  codes: Map<string, Code>;
  consents: Map<string, Consent>;
  throttle: { count: number; options: ThrottleOptions };
  isDown: boolean;
  pageSize: number;
}

interface FbAlbum {
  id: string;
  name: string;
  createdTime: string;
  /** Newest first. */
  photoIds: string[];
}

interface FbPhoto {
  id: string;
  albumId: string;
  caption: string | null;
  createdTime: string;
  backdatedTime: string | null;
  width: number;
  height: number;
}

interface FbVideo {
  id: string;
  description: string | null;
  createdTime: string;
}

interface IgMedia {
  id: string;
  type: InstagramMediaType | 'CAROUSEL_ALBUM';
  caption: string | null;
  timestamp: string;
  children: IgChild[];
}

interface IgChild {
  id: string;
  type: InstagramMediaType;
  parent: IgMedia;
}

type Field = { name: string; fields: Field[] | null };

/** A node's fields: each gives its value (undefined: Meta leaves it out), given the fields asked of it. */
type Getters = Record<string, (fields: Field[] | null) => unknown>;

/** An answer other than a success: JSON, or an HTML page, with its status and headers. */
class MetaFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

function graphError(
  status: number,
  code: number,
  message: string,
  options: { subcode?: number; type?: string; headers?: Record<string, string> } = {},
): MetaFailure {
  return new MetaFailure(
    status,
    {
      error: {
        message,
        type: options.type ?? 'OAuthException',
        code,
        ...(options.subcode === undefined ? {} : { error_subcode: options.subcode }),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
    options.headers,
  );
}

const unknownObject = (id: string) =>
  graphError(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    { subcode: 33, type: 'GraphMethodException' },
  );

const FACEBOOK_SCOPES = ['public_profile', 'email', 'user_photos', 'user_videos'];
const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
];
const SHORT_LIVED_SECONDS = { facebook: 2 * 3600, instagram: 3600 };
const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const CODE_MS = { facebook: 10 * 60_000, instagram: 60 * 60_000 };
const DEFAULT_LIMIT = 25;
const MAX_CALLS = 10_000;
const MAX_BODY_BYTES = 64 * 1024;
const MAX_CONTROL_BODY_BYTES = 64 * 1024 * 1024;

/** Meta writes times to the second, with `+0000`. */
function metaTime(value: string | Date | undefined): string {
  const date = value === undefined ? new Date() : new Date(value);
  if (!Number.isFinite(date.getTime())) throw new Error(`not a time: ${String(value)}`);
  return `${date.toISOString().slice(0, 19)}+0000`;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** `id,name,children{id,media_url}` as a tree; a syntax error is Graph's #100. */
function parseFields(text: string): Field[] {
  let at = 0;
  const list = (): Field[] => {
    const fields: Field[] = [];
    for (;;) {
      const name = /^[a-z_]+/.exec(text.slice(at))?.[0];
      if (!name) throw graphError(400, 100, `Syntax error "Expected field name" at character ${at}: ${text}`);
      at += name.length;
      let nested: Field[] | null = null;
      if (text[at] === '{') {
        at += 1;
        nested = list();
        if (text[at] !== '}') throw graphError(400, 100, `Syntax error "Expected }" at character ${at}: ${text}`);
        at += 1;
      }
      fields.push({ name, fields: nested });
      if (text[at] !== ',') return fields;
      at += 1;
    }
  };
  const fields = list();
  if (at !== text.length)
    throw graphError(400, 100, `Syntax error "Expected end of string" at character ${at}: ${text}`);
  return fields;
}

/** A node with the fields asked for (else its defaults), its id always; an unknown field is #100. */
function render(type: string, getters: Getters, fields: Field[] | null, defaults: string[]): Record<string, unknown> {
  const node: Record<string, unknown> = {};
  for (const field of fields ?? defaults.map((name) => ({ name, fields: null }))) {
    const getter = getters[field.name];
    if (!getter)
      throw graphError(400, 100, `(#100) Tried accessing nonexisting field (${field.name}) on node type (${type})`);
    const value = getter(field.fields);
    if (value !== undefined) node[field.name] = value;
  }
  if (!('id' in node) && getters.id) node.id = getters.id(null);
  return node;
}

export async function startMetaStandin(options: MetaStandinOptions = {}): Promise<MetaStandin> {
  let baseUrl = '';
  const calls: MetaStandin['calls'] = [];
  const newService = (name: MetaService, appId: string): ServiceState => ({
    name,
    appId,
    appSecret: randomBytes(16).toString('hex'),
    tokens: new Map(),
    codes: new Map(),
    consents: new Map(),
    throttle: { count: 0, options: {} },
    isDown: false,
    pageSize: options.pageSize ?? 100,
  });
  const services = {
    facebook: newService('facebook', '1234567890123456'),
    instagram: newService('instagram', '9876543210987654'),
  };

  const person = { id: '10229876543210001', name: 'Pat Person' };
  const albums: FbAlbum[] = [];
  /** Newest first, as `me/photos?type=uploaded` lists them. */
  const photos: FbPhoto[] = [];
  const videos: FbVideo[] = [];
  const igAccount = { userId: '17841400000000001', username: 'pat.person', appScopedId: '27000000000000001' };
  const igMedia: IgMedia[] = [];
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}${String(nextId++).padStart(6, '0')}`;

  // --- the CDN ------------------------------------------------------------------------------------

  /** The bytes of everything, by key: a photo's or video's id, or `{id}:{w}x{h}` for a smaller rendition. */
  const blobs = new Map<string, { bytes: Buffer; type: string }>();
  const links = new Map<string, { service: MetaService; key: string; isExpired: boolean }>();
  /** The link currently handed out for each key; a new one once the old ones expire. */
  const currentLinks = new Map<string, string>();

  function linkTo(service: MetaService, key: string): string {
    let id = currentLinks.get(key);
    if (!id) {
      id = random(18);
      links.set(id, { service, key, isExpired: false });
      currentLinks.set(key, id);
    }
    const extension = blobs.get(key)?.type.startsWith('video/') ? 'mp4' : 'jpg';
    const name = `${key.replace(/\W/g, '_')}_n.${extension}`;
    return `${baseUrl}/cdn/${service === 'facebook' ? 'fb' : 'ig'}/${id}/${name}?oe=${Math.floor(Date.now() / 1000 + 86400).toString(16)}`;
  }

  function cdn(path: string, response: ServerResponse): void {
    const link = links.get(/^\/cdn\/(?:fb|ig)\/([\w-]+)\//.exec(path)?.[1] ?? '');
    const blob = link ? blobs.get(link.key) : undefined;
    if (!link || !blob) throw new MetaFailure(404, 'Not Found');
    if (link.isExpired) throw new MetaFailure(403, 'URL signature expired');
    response.writeHead(200, { 'content-type': blob.type, 'content-length': String(blob.bytes.byteLength) });
    response.end(blob.bytes);
  }

  // --- tokens -------------------------------------------------------------------------------------

  function issue(service: ServiceState, grant: Grant, isLongLived: boolean): Record<string, unknown> {
    const accessToken = `${service.name === 'facebook' ? 'EAA' : 'IGAA'}${random(60)}`;
    const seconds = isLongLived ? LONG_LIVED_SECONDS : SHORT_LIVED_SECONDS[service.name];
    const now = Date.now();
    service.tokens.set(accessToken, { grant, isLongLived, issuedAt: now, expiresAt: now + seconds * 1000 });
    return { access_token: accessToken, token_type: 'bearer', expires_in: seconds };
  }

  /** The token's failure, #190 with Meta's subcodes: 463 expired, 458 the app removed; null: it is good. */
  function tokenFailure(service: ServiceState, value: string): MetaFailure | null {
    const token = service.tokens.get(value);
    if (!token) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (token.grant.isRevoked) {
      return graphError(400, 190, 'Error validating access token: The user has not authorized application.', {
        subcode: 458,
      });
    }
    if (token.expiresAt <= Date.now()) {
      return graphError(400, 190, 'Error validating access token: Session has expired.', { subcode: 463 });
    }
    return null;
  }

  /** The user token of a Graph call (the query's access_token, or an Authorization header), checked. */
  function requireToken(service: ServiceState, request: IncomingMessage, query: URLSearchParams): Token {
    const header = /^(?:Bearer|OAuth) (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const value = query.get('access_token') ?? header;
    if (!value)
      throw graphError(400, 2500, 'An active access token must be used to query information about the current user.');
    const failure = tokenFailure(service, value);
    if (failure) throw failure;
    if (service.name === 'facebook') {
      const proof = query.get('appsecret_proof');
      if (!proof) throw graphError(400, 100, 'API calls from the server require an appsecret_proof argument');
      if (proof !== createHmac('sha256', service.appSecret).update(value).digest('hex')) {
        throw graphError(400, 100, 'Invalid appsecret_proof provided in the API argument');
      }
    }
    return service.tokens.get(value) as Token;
  }

  // --- consent ------------------------------------------------------------------------------------

  function page(title: string, body: string): string {
    return standinPage('Meta stand-in', title, body);
  }

  const badPage = (text: string) => new MetaFailure(400, page('Something went wrong', `<p>${escapeHtml(text)}</p>`));

  /** The consent request, checked as the dialog checks it before showing anything (a page, not a redirect). */
  function readConsent(service: ServiceState, params: URLSearchParams): Consent {
    if (params.get('client_id') !== service.appId) throw badPage('Invalid App ID');
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^/]+/.test(redirectUri)) throw badPage('URL blocked: redirect_uri is not a valid URL');
    if ((params.get('response_type') ?? 'code') !== 'code') throw badPage('Only response_type=code is supported here');
    const known = service.name === 'facebook' ? FACEBOOK_SCOPES : INSTAGRAM_SCOPES;
    const scopes = (params.get('scope') ?? '').split(/[ ,]+/).filter(Boolean);
    const unknown = scopes.filter((scope) => !known.includes(scope));
    if (unknown.length > 0) throw badPage(`Invalid Scopes: ${unknown.join(', ')}`);
    if (service.name === 'instagram' && !scopes.includes('instagram_business_basic')) {
      throw badPage('Invalid Scopes: instagram_business_basic is required');
    }
    const codeChallenge = service.name === 'facebook' ? params.get('code_challenge') : null;
    const method = params.get('code_challenge_method') ?? 'plain';
    if (codeChallenge !== null && method !== 'S256' && method !== 'plain')
      throw badPage('Invalid code_challenge_method');
    return { redirectUri, state: params.get('state'), scopes, codeChallenge, method: method as 'S256' | 'plain' };
  }

  /** The person's answer: back to the app, with a code or access_denied (Meta adds a fragment of its own). */
  function decide(service: ServiceState, consent: Consent, isAllowed: boolean): string {
    const back = new URL(consent.redirectUri);
    if (isAllowed) {
      const code = `AQ${random(48)}`;
      service.codes.set(code, {
        grant: { scopes: consent.scopes, isRevoked: false },
        redirectUri: consent.redirectUri,
        codeChallenge: consent.codeChallenge,
        method: consent.method,
        expiresAt: Date.now() + CODE_MS[service.name],
        isUsed: false,
      });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_reason', 'user_denied');
      back.searchParams.set('error_description', 'Permissions error');
    }
    if (consent.state !== null) back.searchParams.set('state', consent.state);
    back.hash = service.name === 'facebook' ? '_=_' : '_';
    return back.toString();
  }

  function consentPage(service: ServiceState, params: URLSearchParams, action: string): string {
    const consent = readConsent(service, params);
    const id = random(12);
    service.consents.set(id, consent);
    const who = service.name === 'facebook' ? person.name : `@${igAccount.username}`;
    const what = service.name === 'facebook' ? 'your public profile, photos and videos' : 'your profile and media';
    return page(
      `Kinframe is requesting access to ${what}`,
      `<p>Continuing as ${escapeHtml(who)}.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="consent" value="${id}">
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button></form>`,
    );
  }

  function consentAnswer(service: ServiceState, form: URLSearchParams): string {
    const id = form.get('consent') ?? '';
    const consent = service.consents.get(id);
    if (!consent) throw badPage('This request has expired. Please try again.');
    service.consents.delete(id);
    return decide(service, consent, form.get('decision') === 'allow');
  }

  // --- Facebook's Graph API -----------------------------------------------------------------------

  const fbCodeError = (message: string, subcode?: number) =>
    graphError(400, 100, message, subcode === undefined ? {} : { subcode });

  /** GET oauth/access_token: a code for a short-lived token, or (fb_exchange_token) that for a long-lived one. */
  function facebookToken(query: URLSearchParams): Record<string, unknown> {
    const facebook = services.facebook;
    if (query.get('client_id') !== facebook.appId) {
      throw graphError(400, 101, 'Error validating application. Invalid application ID.');
    }
    if (query.get('client_secret') !== facebook.appSecret) throw graphError(400, 1, 'Error validating client secret.');
    const grantType = query.get('grant_type');
    if (grantType === 'fb_exchange_token') {
      const value = query.get('fb_exchange_token') ?? '';
      const failure = tokenFailure(facebook, value);
      if (failure) throw failure;
      return issue(facebook, (facebook.tokens.get(value) as Token).grant, true);
    }
    if (grantType !== null) throw graphError(400, 100, `Unsupported grant_type: ${grantType}`);
    const code = facebook.codes.get(query.get('code') ?? '');
    if (!code) throw fbCodeError('Invalid verification code format.');
    if (code.isUsed) throw fbCodeError('This authorization code has been used.', 36009);
    if (code.expiresAt <= Date.now()) throw fbCodeError('This authorization code has expired.', 36007);
    if (query.get('redirect_uri') !== code.redirectUri) {
      throw fbCodeError(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        36008,
      );
    }
    if (code.codeChallenge !== null) {
      const verifier = query.get('code_verifier') ?? '';
      const challenge = code.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (!verifier || challenge !== code.codeChallenge) throw fbCodeError('Invalid code verifier.');
    }
    code.isUsed = true;
    return issue(facebook, code.grant, false);
  }

  function facebookPhotoGetters(photo: FbPhoto): Getters {
    return {
      id: () => photo.id,
      name: () => photo.caption ?? undefined,
      created_time: () => photo.createdTime,
      backdated_time: () => photo.backdatedTime ?? undefined,
      alt_text: () => 'May be an image of outdoors',
      width: () => photo.width,
      height: () => photo.height,
      album: () => ({ id: photo.albumId, name: albums.find((album) => album.id === photo.albumId)?.name }),
      // Several renditions, in no promised order: the middle one first.
      images: () =>
        renditionsOf(photo).map(({ key, width, height }) => ({
          height,
          width,
          source: linkTo('facebook', key),
        })),
    };
  }

  function renditionsOf(photo: FbPhoto): { key: string; width: number; height: number }[] {
    const smaller = (divisor: number) => {
      const width = Math.max(1, Math.round(photo.width / divisor));
      const height = Math.max(1, Math.round(photo.height / divisor));
      return { key: `${photo.id}:${width}x${height}`, width, height };
    };
    return [smaller(2), { key: photo.id, width: photo.width, height: photo.height }, smaller(4)];
  }

  function facebookVideoGetters(video: FbVideo): Getters {
    return {
      id: () => video.id,
      description: () => video.description ?? undefined,
      created_time: () => video.createdTime,
      updated_time: () => video.createdTime,
      source: () => linkTo('facebook', video.id),
    };
  }

  function facebookAlbumGetters(album: FbAlbum): Getters {
    return {
      id: () => album.id,
      name: () => album.name,
      count: () => album.photoIds.length,
      created_time: () => album.createdTime,
    };
  }

  function facebookNode(id: string, fields: Field[] | null): Record<string, unknown> {
    const photo = photos.find((candidate) => candidate.id === id);
    if (photo) return render('Photo', facebookPhotoGetters(photo), fields, ['id', 'created_time', 'name']);
    const video = videos.find((candidate) => candidate.id === id);
    if (video) return render('Video', facebookVideoGetters(video), fields, ['id', 'created_time', 'description']);
    const album = albums.find((candidate) => candidate.id === id);
    if (album) return render('Album', facebookAlbumGetters(album), fields, ['id', 'name', 'created_time']);
    throw unknownObject(id);
  }

  function facebookGraph(method: string, path: string, url: URL, request: IncomingMessage): unknown {
    const query = url.searchParams;
    if (path === 'oauth/access_token' && method === 'GET') return facebookToken(query);
    const token = requireToken(services.facebook, request, query);
    const fields = query.has('fields') ? parseFields(query.get('fields') ?? '') : null;
    const isUploaded = query.get('type') === 'uploaded';
    const photoNode = (photo: FbPhoto) =>
      render('Photo', facebookPhotoGetters(photo), fields, ['id', 'created_time', 'name']);
    if (method === 'DELETE' && path === 'me/permissions') {
      token.grant.isRevoked = true;
      return { success: true };
    }
    if (method !== 'GET') throw graphError(400, 100, `Unsupported ${method.toLowerCase()} request.`);
    if (path === 'me') {
      return render('User', { id: () => person.id, name: () => person.name }, fields, ['id', 'name']);
    }
    if (path === 'me/albums') {
      return pageOf(services.facebook, albums, url, (album) =>
        render('Album', facebookAlbumGetters(album), fields, ['id', 'name', 'created_time']),
      );
    }
    if (path === 'me/photos') return pageOf(services.facebook, isUploaded ? photos : [], url, photoNode);
    if (path === 'me/videos') {
      return pageOf(services.facebook, isUploaded ? videos : [], url, (video) =>
        render('Video', facebookVideoGetters(video), fields, ['id', 'created_time', 'description']),
      );
    }
    const edge = /^(\d+)\/photos$/.exec(path);
    if (edge?.[1]) {
      const album = albums.find((candidate) => candidate.id === edge[1]);
      if (!album) throw unknownObject(edge[1]);
      const inAlbum = album.photoIds.flatMap((id) => photos.filter((photo) => photo.id === id));
      return pageOf(services.facebook, inAlbum, url, photoNode);
    }
    if (/^\d+$/.test(path)) return facebookNode(path, fields);
    throw graphError(400, 2500, `Unknown path components: /${path}`);
  }

  // --- Instagram ----------------------------------------------------------------------------------

  /** api.instagram.com answers its errors in a shape of its own. */
  const instagramApiError = (message: string) =>
    new MetaFailure(400, { error_type: 'OAuthException', code: 400, error_message: message });

  /** POST /oauth/access_token on the api host: a code for a short-lived token. */
  function instagramCode(form: URLSearchParams): Record<string, unknown> {
    const instagram = services.instagram;
    if (form.get('client_id') !== instagram.appId) throw instagramApiError('Invalid platform app');
    if (form.get('client_secret') !== instagram.appSecret) throw instagramApiError('Error validating client secret');
    if (form.get('grant_type') !== 'authorization_code') throw instagramApiError('Invalid grant_type');
    const code = instagram.codes.get(form.get('code') ?? '');
    if (!code || code.isUsed || code.expiresAt <= Date.now()) {
      throw instagramApiError('Matching code was not found or was already used');
    }
    if (form.get('redirect_uri') !== code.redirectUri) {
      throw instagramApiError(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      );
    }
    code.isUsed = true;
    const token = issue(instagram, code.grant, false);
    const answer = {
      access_token: token.access_token,
      user_id: igAccount.appScopedId,
      permissions: code.grant.scopes.join(','),
    };
    return standin.instagram.codeAnswerShape === 'data' ? { data: [answer] } : answer;
  }

  function instagramToken(path: string, query: URLSearchParams): Record<string, unknown> {
    const instagram = services.instagram;
    const value = query.get('access_token') ?? '';
    const failure = tokenFailure(instagram, value);
    if (path === 'access_token') {
      if (query.get('grant_type') !== 'ig_exchange_token') throw graphError(400, 100, 'Unsupported grant_type');
      if (query.get('client_secret') !== instagram.appSecret)
        throw graphError(400, 1, 'Error validating client secret.');
      if (failure) throw failure;
      const token = instagram.tokens.get(value) as Token;
      if (token.isLongLived) throw graphError(400, 100, 'A long-lived token cannot be exchanged.');
      return issue(instagram, token.grant, true);
    }
    if (query.get('grant_type') !== 'ig_refresh_token') throw graphError(400, 100, 'Unsupported grant_type');
    if (failure) throw failure;
    const token = instagram.tokens.get(value) as Token;
    if (!token.isLongLived) throw graphError(400, 100, 'Only a long-lived token can be refreshed.');
    if (Date.now() - token.issuedAt < 24 * 3600_000) {
      throw graphError(400, 100, 'The access token is too young to be refreshed: wait until it is 24 hours old.');
    }
    return issue(instagram, token.grant, true);
  }

  function instagramChildGetters(child: IgChild): Getters {
    return {
      id: () => child.id,
      media_type: () => child.type,
      media_url: () => linkTo('instagram', child.id),
      timestamp: () => child.parent.timestamp,
    };
  }

  function instagramMediaGetters(media: IgMedia): Getters {
    const isCarousel = media.type === 'CAROUSEL_ALBUM';
    return {
      id: () => media.id,
      caption: () => media.caption ?? undefined,
      media_type: () => media.type,
      media_product_type: () => 'FEED',
      // A carousel's own media_url is its first child's.
      media_url: () => linkTo('instagram', isCarousel ? (media.children[0]?.id ?? media.id) : media.id),
      timestamp: () => media.timestamp,
      username: () => igAccount.username,
      permalink: () => `https://www.instagram.com/p/${media.id}/`,
      children: (fields) =>
        isCarousel
          ? {
              data: media.children.map((child) =>
                render('ShadowIGMediaChild', instagramChildGetters(child), fields, ['id']),
              ),
            }
          : undefined,
    };
  }

  function instagramGraph(method: string, path: string, url: URL, request: IncomingMessage): unknown {
    const query = url.searchParams;
    if (method !== 'GET') throw graphError(400, 100, `Unsupported ${method.toLowerCase()} request.`);
    if (path === 'access_token' || path === 'refresh_access_token') return instagramToken(path, query);
    requireToken(services.instagram, request, query);
    const fields = query.has('fields') ? parseFields(query.get('fields') ?? '') : null;
    if (path === 'me') {
      const getters: Getters = {
        id: () => igAccount.appScopedId,
        user_id: () => igAccount.userId,
        username: () => igAccount.username,
        account_type: () => 'BUSINESS',
        media_count: () => igMedia.length,
      };
      return render('User', getters, fields, ['id']);
    }
    if (path === 'me/media') {
      return pageOf(services.instagram, igMedia, url, (media) =>
        render('IGMedia', instagramMediaGetters(media), fields, ['id']),
      );
    }
    if (/^\d+$/.test(path)) {
      const media = igMedia.find((candidate) => candidate.id === path);
      if (media) return render('IGMedia', instagramMediaGetters(media), fields, ['id']);
      const child = igMedia.flatMap((post) => post.children).find((candidate) => candidate.id === path);
      if (child) return render('IGMedia', instagramChildGetters(child), fields, ['id']);
      throw unknownObject(path);
    }
    throw graphError(400, 2500, `Unknown path components: /${path}`);
  }

  // --- paging -------------------------------------------------------------------------------------

  /** A page of a listing: `after` is the last item's id, encoded; `next` only while there is more. */
  function pageOf<T extends { id: string }>(
    service: ServiceState,
    items: T[],
    url: URL,
    renderItem: (item: T) => Record<string, unknown>,
  ): Record<string, unknown> {
    const asked = Number(url.searchParams.get('limit') ?? DEFAULT_LIMIT);
    const limit = Math.max(1, Math.min(Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_LIMIT, service.pageSize));
    const after = url.searchParams.get('after');
    let start = 0;
    if (after) {
      const id = Buffer.from(after, 'base64url').toString('utf8');
      const index = items.findIndex((item) => item.id === id);
      if (index < 0) throw graphError(400, 100, 'Invalid cursor');
      start = index + 1;
    }
    const slice = items.slice(start, start + limit);
    const first = slice[0];
    const last = slice.at(-1);
    if (!first || !last) return { data: [] };
    const cursor = (item: T) => Buffer.from(item.id).toString('base64url');
    const next = new URL(url.pathname + url.search, baseUrl);
    next.searchParams.set('after', cursor(last));
    return {
      data: slice.map(renderItem),
      paging: {
        cursors: { before: cursor(first), after: cursor(last) },
        ...(start + limit < items.length ? { next: next.toString() } : {}),
      },
    };
  }

  // --- the control API ----------------------------------------------------------------------------

  function control(method: string, path: string, body: Buffer): unknown {
    const json = (): Record<string, unknown> => {
      const value: unknown = body.byteLength > 0 ? JSON.parse(body.toString('utf8')) : {};
      if (typeof value !== 'object' || value === null) throw new Error('a JSON object, please');
      return value as Record<string, unknown>;
    };
    const bytesOf = (value: unknown) => {
      if (typeof value !== 'string') throw new Error('base64 is missing');
      return Buffer.from(value, 'base64');
    };
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const match = /^\/_standin\/(facebook|instagram)\/([\w-]+)$/.exec(path);
    if (method !== 'POST' || !match) throw new Error(`no such control: ${method} ${path}`);
    const controls = match[1] === 'facebook' ? standin.facebook : standin.instagram;
    const input = json();
    switch (`${match[1]} ${match[2]}`) {
      case 'facebook albums':
        return { id: standin.facebook.addAlbum(text(input.name) ?? 'Album') };
      case 'facebook photos': {
        const { albumId, caption, createdTime, backdatedTime, width, height } = input;
        return {
          id: standin.facebook.addPhoto(bytesOf(input.base64), {
            ...(text(albumId) ? { albumId: text(albumId) } : {}),
            ...(text(caption) !== undefined ? { caption: text(caption) } : {}),
            ...(text(createdTime) ? { createdTime: text(createdTime) } : {}),
            ...(text(backdatedTime) ? { backdatedTime: text(backdatedTime) } : {}),
            ...(typeof width === 'number' ? { width } : {}),
            ...(typeof height === 'number' ? { height } : {}),
          }),
        };
      }
      case 'facebook videos':
        return {
          id: standin.facebook.addVideo(bytesOf(input.base64), {
            ...(text(input.description) !== undefined ? { description: text(input.description) } : {}),
            ...(text(input.createdTime) ? { createdTime: text(input.createdTime) } : {}),
          }),
        };
      case 'instagram media': {
        const type = text(input.type);
        const common = {
          ...(text(input.caption) !== undefined ? { caption: text(input.caption) } : {}),
          ...(text(input.timestamp) ? { timestamp: text(input.timestamp) } : {}),
        };
        if (type === 'CAROUSEL_ALBUM') {
          const children = Array.isArray(input.children) ? (input.children as Record<string, unknown>[]) : [];
          return standin.instagram.addMedia({
            type,
            children: children.map((child) => ({
              type: child.type === 'VIDEO' ? 'VIDEO' : 'IMAGE',
              bytes: bytesOf(child.base64),
            })),
            ...common,
          });
        }
        if (type !== 'IMAGE' && type !== 'VIDEO') throw new Error('type: IMAGE, VIDEO or CAROUSEL_ALBUM');
        return standin.instagram.addMedia({ type, bytes: bytesOf(input.base64), ...common });
      }
      case 'instagram age-tokens':
        return standin.instagram.ageTokens(Number(input.hours));
    }
    switch (match[2]) {
      case 'throttle': {
        const { count, code, retryAfterSeconds, regainAccessMinutes } = input;
        return controls.throttleNext(Number(count ?? 1), {
          ...(typeof code === 'number' ? { code } : {}),
          ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
          ...(typeof regainAccessMinutes === 'number' ? { regainAccessMinutes } : {}),
        });
      }
      case 'revoke':
        return controls.revoke(text(input.token));
      case 'expire-tokens':
        return controls.expireTokens();
      case 'expire-links':
        return controls.expireLinks();
      case 'page-size':
        return controls.setPageSize(Number(input.size));
      case 'down':
        return controls.down(input.down === true);
    }
    throw new Error(`no such control: ${method} ${path}`);
  }

  // --- the server ---------------------------------------------------------------------------------

  function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    response.end(JSON.stringify(body));
  }

  /** Outages and throttling, for what a server calls (not the pages a person sees, nor the CDN). */
  function checkService(service: ServiceState): void {
    if (service.isDown) {
      throw graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.');
    }
    if (service.throttle.count <= 0) return;
    service.throttle.count -= 1;
    const { code = 4, retryAfterSeconds, regainAccessMinutes } = service.throttle.options;
    const headers: Record<string, string> = {};
    if (retryAfterSeconds !== undefined) headers['retry-after'] = String(retryAfterSeconds);
    if (regainAccessMinutes !== undefined) {
      headers['x-business-use-case-usage'] = JSON.stringify({
        [service.appId]: [
          {
            type: 'instagram',
            call_count: 100,
            total_cputime: 20,
            total_time: 20,
            estimated_time_to_regain_access: regainAccessMinutes,
          },
        ],
      });
    }
    if (code === 4) headers['x-app-usage'] = JSON.stringify({ call_count: 100, total_cputime: 20, total_time: 20 });
    const message =
      code === 4
        ? '(#4) Application request limit reached'
        : code === 17
          ? '(#17) User request limit reached'
          : `(#${code}) Calls to this api have exceeded the rate limit.`;
    throw graphError(code === 4 ? 403 : 400, code, message, { headers });
  }

  const pages: Record<string, ServiceState> = {
    '/facebook/dialog/oauth': services.facebook,
    '/instagram/oauth/authorize': services.instagram,
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const isControl = path.startsWith('/_standin/');
    if (!isControl) {
      calls.push({ method, path, query: url.searchParams });
      if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
    }
    const body = await readBodyUpTo(request, isControl ? MAX_CONTROL_BODY_BYTES : MAX_BODY_BYTES);
    if (body === null) throw new MetaFailure(413, 'Request Entity Too Large');
    if (isControl) {
      try {
        sendJson(response, 200, control(method, path, body) ?? {});
      } catch (error) {
        sendJson(response, 400, { error: (error as Error).message });
      }
      return;
    }
    const pageService = pages[path];
    if (pageService && method === 'GET') {
      const html = consentPage(pageService, url.searchParams, path);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
      return;
    }
    if (pageService && method === 'POST') {
      response.writeHead(302, { location: consentAnswer(pageService, new URLSearchParams(body.toString('utf8'))) });
      response.end();
      return;
    }
    if (method === 'GET' && path.startsWith('/cdn/')) return cdn(path, response);
    if (path === '/instagram-api/oauth/access_token') {
      checkService(services.instagram);
      if (method !== 'POST') throw instagramApiError('Invalid method');
      return sendJson(response, 200, instagramCode(new URLSearchParams(body.toString('utf8'))));
    }
    const facebookPath = /^\/facebook\/v\d+\.\d+\/(.+)$/.exec(path)?.[1];
    if (facebookPath) {
      checkService(services.facebook);
      return sendJson(response, 200, facebookGraph(method, facebookPath, url, request));
    }
    const instagramPath = /^\/instagram-graph\/(?:v\d+\.\d+\/)?(.+)$/.exec(path)?.[1];
    if (instagramPath) {
      checkService(services.instagram);
      return sendJson(response, 200, instagramGraph(method, instagramPath, url, request));
    }
    throw new MetaFailure(404, 'Not Found');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      const failure = error instanceof MetaFailure ? error : graphError(500, 1, 'An unknown error has occurred.', {});
      if (typeof failure.body === 'string') {
        const isPage = failure.body.startsWith('<!doctype');
        response.writeHead(failure.status, {
          'content-type': isPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
          ...failure.headers,
        });
        response.end(failure.body);
        return;
      }
      sendJson(response, failure.status, failure.body, failure.headers);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  // --- the controls -------------------------------------------------------------------------------

  function controlsOf(service: ServiceState): MetaServiceControls {
    return {
      appId: service.appId,
      appSecret: service.appSecret,
      consent(authorizationUrl, consentOptions = {}) {
        return decide(
          service,
          readConsent(service, new URL(authorizationUrl).searchParams),
          consentOptions.allow ?? true,
        );
      },
      throttleNext(count, throttleOptions = {}) {
        service.throttle = { count, options: throttleOptions };
      },
      revoke(accessToken) {
        const tokens = accessToken === undefined ? [...service.tokens.values()] : [service.tokens.get(accessToken)];
        for (const token of tokens) if (token) token.grant.isRevoked = true;
      },
      expireTokens() {
        for (const token of service.tokens.values()) token.expiresAt = Math.min(token.expiresAt, Date.now() - 1);
      },
      expireLinks() {
        for (const [id, link] of links) {
          if (link.service !== service.name) continue;
          link.isExpired = true;
          if (currentLinks.get(link.key) === id) currentLinks.delete(link.key);
        }
      },
      setPageSize(size) {
        if (!Number.isInteger(size) || size < 1) throw new Error('a page size is a positive integer');
        service.pageSize = size;
      },
      down(isDown) {
        service.isDown = isDown;
      },
      isLive: (accessToken) => tokenFailure(service, accessToken) === null,
    };
  }

  const standin: MetaStandin = {
    url: baseUrl,
    calls,
    env: () => ({
      FACEBOOK_APP_ID: services.facebook.appId,
      FACEBOOK_APP_SECRET: services.facebook.appSecret,
      FACEBOOK_OAUTH_URL: `${baseUrl}/facebook/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${baseUrl}/facebook/v21.0`,
      INSTAGRAM_APP_ID: services.instagram.appId,
      INSTAGRAM_APP_SECRET: services.instagram.appSecret,
      INSTAGRAM_OAUTH_URL: `${baseUrl}/instagram/oauth/authorize`,
      INSTAGRAM_API_URL: `${baseUrl}/instagram-api`,
      INSTAGRAM_GRAPH_URL: `${baseUrl}/instagram-graph`,
    }),

    facebook: {
      ...controlsOf(services.facebook),
      person,
      addAlbum(name) {
        const album: FbAlbum = { id: newId('1023000000'), name, createdTime: metaTime(undefined), photoIds: [] };
        albums.unshift(album);
        return album.id;
      },
      addPhoto(bytes, photoOptions = {}) {
        let album = photoOptions.albumId
          ? albums.find((candidate) => candidate.id === photoOptions.albumId)
          : undefined;
        if (photoOptions.albumId && !album) throw new Error(`no album ${photoOptions.albumId}`);
        if (!album) {
          album = albums.find((candidate) => candidate.name === 'Timeline photos');
          if (!album) {
            const id = standin.facebook.addAlbum('Timeline photos');
            album = albums.find((candidate) => candidate.id === id);
          }
        }
        if (!album) throw new Error('no album');
        const photo: FbPhoto = {
          id: newId('1024000000'),
          albumId: album.id,
          caption: photoOptions.caption ?? null,
          createdTime: metaTime(photoOptions.createdTime),
          backdatedTime: photoOptions.backdatedTime === undefined ? null : metaTime(photoOptions.backdatedTime),
          width: photoOptions.width ?? 2048,
          height: photoOptions.height ?? 1536,
        };
        for (const rendition of renditionsOf(photo)) {
          const content =
            rendition.key === photo.id
              ? Buffer.from(bytes)
              : Buffer.from(`rendition ${rendition.width}x${rendition.height} of ${photo.id}`);
          blobs.set(rendition.key, { bytes: content, type: 'image/jpeg' });
        }
        photos.unshift(photo);
        album.photoIds.unshift(photo.id);
        return photo.id;
      },
      addVideo(bytes, videoOptions = {}) {
        const video: FbVideo = {
          id: newId('1025000000'),
          description: videoOptions.description ?? null,
          createdTime: metaTime(videoOptions.createdTime),
        };
        blobs.set(video.id, { bytes: Buffer.from(bytes), type: 'video/mp4' });
        videos.unshift(video);
        return video.id;
      },
      remove(id) {
        for (const list of [photos, videos]) {
          const index = list.findIndex((item) => item.id === id);
          if (index >= 0) list.splice(index, 1);
        }
        for (const album of albums) album.photoIds = album.photoIds.filter((photoId) => photoId !== id);
        for (const key of [...blobs.keys()]) if (key === id || key.startsWith(`${id}:`)) blobs.delete(key);
      },
    },

    instagram: {
      ...controlsOf(services.instagram),
      account: { userId: igAccount.userId, username: igAccount.username },
      codeAnswerShape: 'data',
      addMedia(input) {
        const media: IgMedia = {
          id: newId('17900000000'),
          type: input.type,
          caption: input.caption ?? null,
          timestamp: metaTime(input.timestamp),
          children: [],
        };
        const store = (id: string, type: InstagramMediaType, bytes: Uint8Array | string) =>
          blobs.set(id, { bytes: Buffer.from(bytes), type: type === 'VIDEO' ? 'video/mp4' : 'image/jpeg' });
        if (input.type === 'CAROUSEL_ALBUM') {
          for (const child of input.children) {
            const id = newId('17910000000');
            store(id, child.type, child.bytes);
            media.children.push({ id, type: child.type, parent: media });
          }
        } else {
          store(media.id, input.type, input.bytes);
        }
        igMedia.unshift(media);
        return { id: media.id, childIds: media.children.map((child) => child.id) };
      },
      ageTokens(hours) {
        for (const token of services.instagram.tokens.values()) {
          token.issuedAt -= hours * 3600_000;
          token.expiresAt -= hours * 3600_000;
        }
      },
    },

    close: () => closeServer(server),
  };
  return standin;
}

// Run by hand: a stand-in on a fixed port for a server started with the environment it prints.
if (isRunByHand(import.meta.url)) {
  const host = argOf('--host');
  serveByHand(await startMetaStandin({ port: Number(argOf('--port') ?? 12114), ...(host ? { host } : {}) }));
}
