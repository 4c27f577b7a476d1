import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';
import { closeServer, escapeHtml, standinPage } from './kit.ts';

/**
 * A local stand-in for the part of Google that Kinframe's Google Photos connector uses, over real
 * HTTP, answering in the documented shapes, so the connector, the server's routes and the browser
 * flows run without the internet:
 * - OAuth 2 for web servers (developers.google.com/identity/protocols/oauth2/web-server): the
 *   consent page `GET /o/oauth2/v2/auth` ("Allow" sends the browser to redirect_uri with code and
 *   state, "Cancel" with error=access_denied; the picker's scope can be unticked, as on Google's
 *   page), `POST /token` (authorization_code with the client secret and PKCE S256; refresh_token),
 *   `POST /revoke`; answers carry an id_token whose payload names the account (unsigned-looking);
 * - the Photos Picker API (developers.google.com/photos/picker, `Authorization: Bearer`):
 *   `POST /v1/sessions`, `GET|DELETE /v1/sessions/{id}`, `GET /v1/mediaItems?sessionId&pageSize&pageToken`;
 * - the picker page each session's pickerUri points at, `GET /picker/{sessionId}[/autoclose]`: the
 *   library's photos as checkboxes and a "Done" button (with /autoclose, the window then closes);
 * - the bytes at each item's baseUrl, `GET /media/{id}=d` (`=dv` for a video), Bearer token required.
 * Errors are Google's: `{ error, error_description }` from the OAuth endpoints,
 * `{ error: { code, message, status } }` from the API.
 *
 * In a test: `const google = await startGooglePhotosStandin()`, `google.addPhoto(...)`, give the
 * server `google.env()`, `await google.close()` at the end. For a browser or another process, a
 * control API: `POST /_standin/photos` `{ filename, base64, createTime?, type?, mimeType? }` and
 * `POST /_standin/revoke`. By hand: `node --import tsx packages/testkit/src/standins/google-photos.ts
 * --port 12112` prints the environment to start the server with, on one line.
 */

export type StandinMediaType = 'PHOTO' | 'VIDEO';

export interface StandinMediaItem {
  id: string;
  filename: string;
  bytes: Buffer;
  createTime: string;
  type: StandinMediaType;
  mimeType: string;
}

export interface StandinSession {
  id: string;
  expireTime: Date;
  /** The ids picked, in the order of the library; null: not picked yet. */
  picked: string[] | null;
  maxItemCount: number;
}

export interface GooglePhotosStandin {
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who consents: the id_token's `sub` and `email`. */
  readonly account: { sub: string; email: string };
  /** The environment that points a Kinframe server at this stand-in. */
  env(): Record<string, string>;
  /** Every call received (the last 10,000): method, path and query. */
  readonly calls: { method: string; path: string; query: URLSearchParams }[];
  readonly sessions: ReadonlyMap<string, StandinSession>;
  /** A photo (or video) in the person's library, newest last; its id. */
  addPhoto(
    filename: string,
    bytes: Buffer | Uint8Array,
    options?: { createTime?: string; type?: StandinMediaType; mimeType?: string },
  ): string;
  /** What "Allow" on the consent page does, for tests without a browser: where the browser goes next. */
  consent(authorizationUrl: string, options?: { allow?: boolean; grantPicker?: boolean }): string;
  /** What "Done" on the picker page does, for tests without a browser. */
  pick(sessionId: string, ids: string[] | 'all'): void;
  /** The session is over, as after its timeout: the API answers 404 for it. */
  expireSession(sessionId: string): void;
  /** Access tokens given so far stop working (401), as an hour later; refresh tokens still do. */
  expireAccessTokens(): void;
  /** The person withdraws every grant (myaccount.google.com/permissions). */
  revokeAll(): void;
  /** The next `count` API calls answer 429, with Retry-After when given. */
  throttleNext(count: number, retryAfterSeconds?: number): void;
  /** While down, every API call answers 500. */
  down(isDown: boolean): void;
  close(): Promise<void>;
}

const PICKER_SCOPE = 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly';
const EMAIL_SCOPE = 'https://www.googleapis.com/auth/userinfo.email';
const ACCESS_TOKEN_SECONDS = 3599;
const CODE_MS = 10 * 60_000;
const SESSION_SECONDS = 1800;
const MAX_CALLS = 10_000;
const MAX_BODY_BYTES = 64 * 1024;
/** The control API takes whole photos and videos, base64-encoded. */
const MAX_CONTROL_BODY_BYTES = 64 * 1024 * 1024;
/** What `=d` of a video gives here: a still, not the video (a 1×1 PNG). */
const VIDEO_STILL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Grant {
  refreshToken: string;
  scopes: string[];
  isRevoked: boolean;
}

interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

interface AuthorizationCode {
  grant: Grant;
  redirectUri: string;
  codeChallenge: string | null;
  expiresAt: number;
}

/** An error answer: OAuth endpoints write `{ error, error_description }`, the API `{ error: { code, message, status } }`. */
class GoogleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const newToken = (prefix: string) => `${prefix}${base64url(randomBytes(24))}`;

export async function startGooglePhotosStandin(
  options: { port?: number; host?: string; clientId?: string; clientSecret?: string } = {},
): Promise<GooglePhotosStandin> {
  const clientId = options.clientId ?? 'standin-client.apps.googleusercontent.test';
  const clientSecret = options.clientSecret ?? 'GOCSPX-standin-secret';
  const account = { sub: '109876543210987654321', email: 'person@gmail.test' };
  const library = new Map<string, StandinMediaItem>();
  const sessions = new Map<string, StandinSession>();
  const codes = new Map<string, AuthorizationCode>();
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, AccessToken>();
  /** Items whose baseUrl was handed out: only those serve bytes. */
  const handedOut = new Set<string>();
  const calls: GooglePhotosStandin['calls'] = [];
  let throttle = { count: 0, retryAfterSeconds: undefined as number | undefined };
  let isDown = false;
  let baseUrl = '';

  // --- OAuth 2 ----------------------------------------------------------------------------------

  /** The consent request, checked as Google checks it before showing anything. */
  function readAuthorizationRequest(params: URLSearchParams) {
    if (params.get('client_id') !== clientId)
      throw new GoogleError(401, 'invalid_client', 'The OAuth client was not found.');
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!/^https?:\/\/[^/]+/.test(redirectUri)) {
      throw new GoogleError(400, 'redirect_uri_mismatch', 'The redirect URI in the request does not match.');
    }
    if (params.get('response_type') !== 'code') {
      throw new GoogleError(400, 'unsupported_response_type', 'Only the code flow is supported here.');
    }
    const codeChallenge = params.get('code_challenge');
    if (codeChallenge && params.get('code_challenge_method') !== 'S256') {
      throw new GoogleError(400, 'invalid_request', 'This stand-in takes code_challenge_method=S256 only.');
    }
    const scopes = (params.get('scope') ?? '').split(' ').filter(Boolean);
    if (!scopes.includes(PICKER_SCOPE)) throw new GoogleError(400, 'invalid_scope', 'The picker scope is missing.');
    return {
      redirectUri,
      state: params.get('state'),
      codeChallenge,
      scopes,
      isOffline: params.get('access_type') === 'offline',
    };
  }

  /** The person's answer on the consent page: where their browser goes. */
  function decide(params: URLSearchParams, allow: boolean, grantPicker: boolean): string {
    const request = readAuthorizationRequest(params);
    const target = new URL(request.redirectUri);
    if (request.state !== null) target.searchParams.set('state', request.state);
    if (!allow) {
      target.searchParams.set('error', 'access_denied');
      return target.toString();
    }
    const scopes = request.scopes
      .map((scope) => (scope === 'email' ? EMAIL_SCOPE : scope))
      .filter((scope) => grantPicker || scope !== PICKER_SCOPE);
    const grant: Grant = { refreshToken: newToken('1//'), scopes, isRevoked: false };
    if (request.isOffline) grants.set(grant.refreshToken, grant);
    const code = newToken('4/');
    codes.set(code, {
      grant,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      expiresAt: Date.now() + CODE_MS,
    });
    target.searchParams.set('code', code);
    target.searchParams.set('scope', scopes.join(' '));
    return target.toString();
  }

  function consentPage(params: URLSearchParams): string {
    readAuthorizationRequest(params);
    const hidden = [...params]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return page(
      'Sign in with Google',
      `<p>Kinframe wants to access your Google Account <strong>${escapeHtml(account.email)}</strong>.</p>
<form method="post" action="/o/oauth2/v2/auth">${hidden}
<p><label><input type="checkbox" name="grant_picker" value="on" checked> See the photos and videos you pick in Google Photos</label></p>
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button></form>`,
    );
  }

  function idToken(): string {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', kid: 'standin', typ: 'JWT' };
    const claims = {
      iss: baseUrl,
      azp: clientId,
      aud: clientId,
      sub: account.sub,
      email: account.email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    const part = (value: object) => base64url(Buffer.from(JSON.stringify(value)));
    return `${part(header)}.${part(claims)}.${base64url(randomBytes(64))}`;
  }

  function issueAccessToken(grant: Grant): Record<string, unknown> {
    const accessToken = newToken('ya29.');
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return {
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_SECONDS,
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
    };
  }

  function token(request: IncomingMessage, form: URLSearchParams): Record<string, unknown> {
    // The client authenticates in the body or with HTTP Basic, as Google allows.
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    const id = form.get('client_id') ?? basicId;
    const secret = form.get('client_secret') ?? basicSecret;
    if (id !== clientId || secret !== clientSecret) throw new GoogleError(401, 'invalid_client', 'Unauthorized');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      // A code is good once.
      codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < Date.now() || code.grant.isRevoked) {
        throw new GoogleError(400, 'invalid_grant', 'Malformed auth code.');
      }
      if (form.get('redirect_uri') !== code.redirectUri) {
        throw new GoogleError(400, 'redirect_uri_mismatch', 'Bad Request');
      }
      if (code.codeChallenge !== null) {
        const verifier = form.get('code_verifier');
        if (!verifier) throw new GoogleError(400, 'invalid_grant', 'Missing code verifier.');
        if (base64url(createHash('sha256').update(verifier).digest()) !== code.codeChallenge) {
          throw new GoogleError(400, 'invalid_grant', 'Invalid code verifier.');
        }
      }
      const answer = issueAccessToken(code.grant);
      const isOffline = grants.get(code.grant.refreshToken) === code.grant;
      return {
        ...answer,
        ...(isOffline ? { refresh_token: code.grant.refreshToken } : {}),
        ...(code.grant.scopes.includes('openid') ? { id_token: idToken() } : {}),
      };
    }
    if (grantType === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.isRevoked) throw new GoogleError(400, 'invalid_grant', 'Token has been expired or revoked.');
      // Google gives no new refresh token here: the one there is stays good.
      return issueAccessToken(grant);
    }
    throw new GoogleError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
  }

  /** Revoking either token of a grant ends the whole grant, as at Google. */
  function revoke(form: URLSearchParams, query: URLSearchParams): Record<string, unknown> {
    const value = form.get('token') ?? query.get('token') ?? '';
    const grant = grants.get(value) ?? accessTokens.get(value)?.grant;
    if (!grant || grant.isRevoked) throw new GoogleError(400, 'invalid_token', 'Token expired or revoked');
    grant.isRevoked = true;
    return {};
  }

  // --- the Picker API ---------------------------------------------------------------------------

  function requireAccess(request: IncomingMessage): void {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const access = bearer ? accessTokens.get(bearer) : undefined;
    if (!access || access.grant.isRevoked || access.expiresAt < Date.now()) {
      throw new GoogleError(
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      );
    }
    if (!access.grant.scopes.includes(PICKER_SCOPE)) {
      throw new GoogleError(403, 'PERMISSION_DENIED', 'Request had insufficient authentication scopes.');
    }
  }

  function liveSession(id: string): StandinSession {
    const session = sessions.get(id);
    if (!session || session.expireTime.getTime() <= Date.now()) {
      throw new GoogleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    }
    return session;
  }

  function sessionJson(session: StandinSession): Record<string, unknown> {
    const secondsLeft = Math.max(0, Math.floor((session.expireTime.getTime() - Date.now()) / 1000));
    return {
      id: session.id,
      pickerUri: `${baseUrl}/picker/${session.id}`,
      // Google gives polling advice only while the person has not picked yet.
      ...(session.picked ? {} : { pollingConfig: { pollInterval: '1s', timeoutIn: `${secondsLeft}s` } }),
      expireTime: session.expireTime.toISOString(),
      pickingConfig: { maxItemCount: String(session.maxItemCount) },
      mediaItemsSet: session.picked !== null,
    };
  }

  function mediaItemJson(item: StandinMediaItem): Record<string, unknown> {
    handedOut.add(item.id);
    return {
      id: item.id,
      createTime: item.createTime,
      type: item.type,
      mediaFile: { baseUrl: `${baseUrl}/media/${item.id}`, mimeType: item.mimeType, filename: item.filename },
    };
  }

  function listMediaItems(query: URLSearchParams): Record<string, unknown> {
    const sessionId = query.get('sessionId');
    if (!sessionId) throw new GoogleError(400, 'INVALID_ARGUMENT', 'sessionId is required.');
    const session = liveSession(sessionId);
    if (!session.picked) {
      throw new GoogleError(400, 'FAILED_PRECONDITION', 'The user has not finished picking media items.');
    }
    const pageSize = Number(query.get('pageSize') ?? 0);
    if (!Number.isInteger(pageSize) || pageSize < 0) throw new GoogleError(400, 'INVALID_ARGUMENT', 'Bad pageSize.');
    const size = pageSize === 0 ? 50 : Math.min(pageSize, 100);
    let offset = 0;
    const pageToken = query.get('pageToken');
    if (pageToken) {
      const [tokenSession, tokenOffset] = Buffer.from(pageToken, 'base64url').toString('utf8').split(':');
      offset = Number(tokenOffset);
      if (tokenSession !== session.id || !Number.isInteger(offset) || offset < 0) {
        throw new GoogleError(400, 'INVALID_ARGUMENT', 'Invalid page token.');
      }
    }
    const ids = session.picked.slice(offset, offset + size);
    const next = offset + size;
    return {
      mediaItems: ids.flatMap((id) => {
        const item = library.get(id);
        return item ? [mediaItemJson(item)] : [];
      }),
      ...(next < session.picked.length ? { nextPageToken: base64url(Buffer.from(`${session.id}:${next}`)) } : {}),
    };
  }

  function api(method: string, path: string, query: URLSearchParams, body: string): Record<string, unknown> {
    if (method === 'POST' && path === '/v1/sessions') {
      let config: { pickingConfig?: { maxItemCount?: string } } = {};
      try {
        config = body ? JSON.parse(body) : {};
      } catch {
        throw new GoogleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
      }
      const maxItemCount = Number(config.pickingConfig?.maxItemCount ?? 2000);
      const session: StandinSession = {
        id: randomUUID(),
        expireTime: new Date(Date.now() + SESSION_SECONDS * 1000),
        picked: null,
        maxItemCount: Number.isInteger(maxItemCount) && maxItemCount > 0 ? maxItemCount : 2000,
      };
      sessions.set(session.id, session);
      return sessionJson(session);
    }
    const sessionMatch = /^\/v1\/sessions\/([\w-]+)$/.exec(path);
    if (sessionMatch?.[1]) {
      const session = liveSession(sessionMatch[1]);
      if (method === 'GET') return sessionJson(session);
      if (method === 'DELETE') {
        sessions.delete(session.id);
        return {};
      }
    }
    if (method === 'GET' && path === '/v1/mediaItems') return listMediaItems(query);
    throw new GoogleError(404, 'NOT_FOUND', `Method not found: ${method} ${path}`);
  }

  /** The bytes at a baseUrl: `=d` the photo (a still for a video), `=dv` a video, `=wN-hN` a photo as it is. */
  function media(path: string): { type: string; bytes: Buffer } {
    const match = /^\/media\/([\w-]+)=([\w-]+)$/.exec(path);
    const item = match?.[1] ? library.get(match[1]) : undefined;
    if (!match || !item || !handedOut.has(item.id)) throw new GoogleError(404, 'NOT_FOUND', 'Not found.');
    const parameter = match[2] ?? '';
    if (parameter === 'dv') {
      if (item.type !== 'VIDEO') throw new GoogleError(404, 'NOT_FOUND', 'Not a video.');
      return { type: item.mimeType, bytes: item.bytes };
    }
    if (parameter === 'd' || /^w\d+(-h\d+)?(-c)?$/.test(parameter)) {
      return item.type === 'VIDEO'
        ? { type: 'image/png', bytes: VIDEO_STILL }
        : { type: item.mimeType, bytes: item.bytes };
    }
    throw new GoogleError(400, 'INVALID_ARGUMENT', 'Unknown base URL parameter.');
  }

  // --- the picker page --------------------------------------------------------------------------

  function page(title: string, body: string, script = ''): string {
    return standinPage('Google stand-in', title, `${body}${script}`, { maxWidth: 640 });
  }

  function pickerPage(session: StandinSession, action: string, notice = ''): string {
    const items = [...library.values()]
      .map(
        (item) => `<li><label><input type="checkbox" name="item" value="${escapeHtml(item.id)}">
<img src="/picker/${session.id}/thumb/${escapeHtml(item.id)}" alt="" width="96" height="96" style="object-fit:cover">
${escapeHtml(item.filename)}</label></li>`,
      )
      .join('');
    return page(
      'Select photos',
      `${notice}<form method="post" action="${escapeHtml(action)}"><ul style="list-style:none;padding:0">${items}</ul>
<button type="submit">Done</button></form>`,
    );
  }

  function pickerRoute(method: string, path: string, form: URLSearchParams, response: ServerResponse): boolean {
    const thumb = /^\/picker\/([\w-]+)\/thumb\/([\w-]+)$/.exec(path);
    if (method === 'GET' && thumb?.[1] && thumb[2]) {
      // The page's own pictures: Google's picker shows them through its cookie, not the app's token.
      liveSession(thumb[1]);
      const item = library.get(thumb[2]);
      if (!item) throw new GoogleError(404, 'NOT_FOUND', 'Not found.');
      response.writeHead(200, { 'content-type': item.type === 'VIDEO' ? 'image/png' : item.mimeType });
      response.end(item.type === 'VIDEO' ? VIDEO_STILL : item.bytes);
      return true;
    }
    const picker = /^\/picker\/([\w-]+)(\/autoclose)?$/.exec(path);
    if (!picker?.[1]) return false;
    const session = liveSession(picker[1]);
    const isAutoclose = picker[2] !== undefined;
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    if (method === 'GET') {
      if (session.picked) html(200, page('Done', '<p>You already picked for this session.</p>'));
      else html(200, pickerPage(session, path));
      return true;
    }
    if (method === 'POST') {
      const ids = form.getAll('item');
      if (ids.length === 0) {
        html(400, pickerPage(session, path, '<p role="alert">Select at least one photo.</p>'));
        return true;
      }
      standin.pick(session.id, ids);
      html(
        200,
        isAutoclose
          ? page('Done', '<p>You can close this window.</p>', '<script>window.close()</script>')
          : page('Done', '<p>Go back to the app to continue.</p>'),
      );
      return true;
    }
    return false;
  }

  // --- the server -------------------------------------------------------------------------------

  async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request) {
      size += (chunk as Buffer).byteLength;
      if (size > maxBytes) throw new GoogleError(413, 'PAYLOAD_TOO_LARGE', 'Request too large.');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  }

  function sendError(response: ServerResponse, path: string, error: GoogleError, headers: Record<string, string> = {}) {
    const isOAuth = path === '/token' || path === '/revoke';
    if (path.startsWith('/o/oauth2/') || path.startsWith('/picker/')) {
      response.writeHead(error.status, { 'content-type': 'text/html; charset=utf-8', ...headers });
      response.end(page('Something went wrong', `<p>Error ${error.status}: ${escapeHtml(error.code)}</p>`));
    } else if (isOAuth) {
      sendJson(response, error.status, { error: error.code, error_description: error.message }, headers);
    } else {
      sendJson(
        response,
        error.status,
        { error: { code: error.status, message: error.message, status: error.code } },
        headers,
      );
    }
  }

  /** Throttling and outages apply to what a server calls, not to the pages a person sees. */
  function isApi(path: string): boolean {
    return path === '/token' || path === '/revoke' || path.startsWith('/v1/') || path.startsWith('/media/');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://standin');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    calls.push({ method, path, query: url.searchParams });
    if (calls.length > MAX_CALLS) calls.splice(0, calls.length - MAX_CALLS);
    try {
      const body = await readBody(request, path.startsWith('/_standin/') ? MAX_CONTROL_BODY_BYTES : MAX_BODY_BYTES);
      if (isApi(path)) {
        if (isDown) throw new GoogleError(500, 'INTERNAL', 'Internal error encountered.');
        if (throttle.count > 0) {
          throttle.count -= 1;
          const retryAfter = throttle.retryAfterSeconds;
          sendError(
            response,
            path,
            new GoogleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
            retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
          );
          return;
        }
      }
      if (method === 'POST' && path === '/token')
        return sendJson(response, 200, token(request, new URLSearchParams(body)));
      if (method === 'POST' && path === '/revoke') {
        return sendJson(response, 200, revoke(new URLSearchParams(body), url.searchParams));
      }
      if (path.startsWith('/v1/')) {
        requireAccess(request);
        return sendJson(response, 200, api(method, path, url.searchParams, body));
      }
      if (method === 'GET' && path.startsWith('/media/')) {
        requireAccess(request);
        const file = media(path);
        response.writeHead(200, { 'content-type': file.type, 'content-length': String(file.bytes.byteLength) });
        response.end(file.bytes);
        return;
      }
      if (path === '/o/oauth2/v2/auth') {
        const params = method === 'POST' ? new URLSearchParams(body) : url.searchParams;
        if (method === 'GET') {
          const html = consentPage(params);
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(html);
          return;
        }
        const decision = params.get('decision');
        params.delete('decision');
        const grantPicker = params.get('grant_picker') === 'on';
        params.delete('grant_picker');
        response.writeHead(302, { location: decide(params, decision === 'allow', grantPicker) });
        response.end();
        return;
      }
      if (path.startsWith('/picker/') && pickerRoute(method, path, new URLSearchParams(body), response)) return;
      if (method === 'POST' && path === '/_standin/photos') {
        const photo = JSON.parse(body) as {
          filename?: string;
          base64?: string;
          createTime?: string;
          type?: StandinMediaType;
          mimeType?: string;
        };
        if (!photo.filename || !photo.base64) throw new GoogleError(400, 'INVALID_ARGUMENT', 'filename and base64');
        const id = standin.addPhoto(photo.filename, Buffer.from(photo.base64, 'base64'), {
          ...(photo.createTime ? { createTime: photo.createTime } : {}),
          ...(photo.type ? { type: photo.type } : {}),
          ...(photo.mimeType ? { mimeType: photo.mimeType } : {}),
        });
        return sendJson(response, 201, { id });
      }
      if (method === 'POST' && path === '/_standin/revoke') {
        standin.revokeAll();
        return sendJson(response, 200, {});
      }
      throw new GoogleError(404, 'NOT_FOUND', 'Not found.');
    } catch (error) {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendError(
        response,
        path,
        error instanceof GoogleError ? error : new GoogleError(400, 'INVALID_ARGUMENT', 'Bad request.'),
      );
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const standin: GooglePhotosStandin = {
    url: baseUrl,
    clientId,
    clientSecret,
    account,
    calls,
    sessions,
    env: () => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_OAUTH_URL: `${baseUrl}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_PICKER_URL: baseUrl,
    }),

    addPhoto(filename, bytes, photoOptions = {}) {
      const type = photoOptions.type ?? 'PHOTO';
      const item: StandinMediaItem = {
        id: `AF1Qip${base64url(randomBytes(18)).replace(/_/g, '-')}`,
        filename,
        bytes: Buffer.from(bytes),
        createTime: photoOptions.createTime ?? new Date().toISOString(),
        type,
        mimeType: photoOptions.mimeType ?? (type === 'VIDEO' ? 'video/mp4' : 'image/jpeg'),
      };
      library.set(item.id, item);
      return item.id;
    },

    consent(authorizationUrl, consentOptions = {}) {
      return decide(
        new URL(authorizationUrl).searchParams,
        consentOptions.allow ?? true,
        consentOptions.grantPicker ?? true,
      );
    },

    pick(sessionId, ids) {
      const session = liveSession(sessionId);
      const chosen = ids === 'all' ? [...library.keys()] : ids;
      const unknown = chosen.filter((id) => !library.has(id));
      if (unknown.length > 0) throw new Error(`not in the library: ${unknown.join(', ')}`);
      if (chosen.length > session.maxItemCount) throw new Error(`more than ${session.maxItemCount} items`);
      // Picked items come in the library's order, whatever the order they were ticked in.
      session.picked = [...library.keys()].filter((id) => chosen.includes(id));
    },

    expireSession(sessionId) {
      const session = sessions.get(sessionId);
      if (session) session.expireTime = new Date(Date.now() - 1000);
    },

    expireAccessTokens() {
      for (const access of accessTokens.values()) access.expiresAt = 0;
    },

    revokeAll() {
      for (const grant of grants.values()) grant.isRevoked = true;
      for (const access of accessTokens.values()) access.grant.isRevoked = true;
    },

    throttleNext(count, retryAfterSeconds) {
      throttle = { count, retryAfterSeconds };
    },

    down(value) {
      isDown = value;
    },

    close: () => closeServer(server),
  };
  return standin;
}

// Run by hand: a stand-in on a fixed port for a server started with the environment it prints.
if (isRunByHand(import.meta.url)) {
  const host = argOf('--host');
  serveByHand(await startGooglePhotosStandin({ port: Number(argOf('--port') ?? 12113), ...(host ? { host } : {}) }));
}
