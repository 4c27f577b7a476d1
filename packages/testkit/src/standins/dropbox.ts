import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { argOf, isRunByHand, serveByHand } from './by-hand.ts';
import { escapeHtml, readBodyOrRefuse, standinPage } from './kit.ts';

/**
 * A local stand-in for the part of Dropbox that Kinframe uses, over real HTTP, answering in the
 * documented shapes of the HTTP API v2 (dropbox.com/developers/documentation/http/documentation),
 * one server for all four hosts (www, api, content, notify):
 * - the consent page `GET /oauth2/authorize` (Allow or Cancel, back to redirect_uri with a code or
 *   `error=access_denied`), `POST /oauth2/token` (authorization_code with its PKCE check,
 *   refresh_token; errors `{ error, error_description }` with 400), `/2/auth/token/revoke`;
 * - `/2/users/get_current_account`, `/2/files/list_folder` (+ `/continue`, `/longpoll`),
 *   `/2/files/get_metadata`, `/2/files/download` (argument in Dropbox-API-Arg, metadata in
 *   Dropbox-API-Result), route errors as 409 `{ error_summary, error: { '.tag', ... } }`, a bad
 *   token 401, throttling 429 with Retry-After, malformed requests 400 in plain text.
 * One account, its files in memory. Every change is numbered; a cursor names a folder, whether it
 * is listed recursively, and the change it has seen, so `continue` gives exactly the changes since
 * (an add or a new content as a file entry keeping its id; a move as deleted + file with the same
 * id; a deletion as deleted), and a held longpoll answers as soon as one falls under its folder.
 *
 * In a test: `const dropbox = await startDropboxStandin()`, give the server `dropbox.env()`, change
 * files with the methods below, `await dropbox.close()` at the end. Other processes (a browser
 * flow, a cluster) drive it over HTTP under `/_standin/`. By hand: `node --import tsx
 * packages/testkit/src/standins/dropbox.ts --port 12112` prints the environment on one line.
 */

export interface DropboxStandinOptions {
  port?: number;
  host?: string;
  appKey?: string;
  /** The name the consent page shows. */
  appName?: string;
  /** How long an access token lives (Dropbox: 4 hours). */
  tokenLifetimeSeconds?: number;
  /** How long one second of a longpoll's timeout lasts here, in ms: tests hold 30 s for much less. */
  longpollSecondMs?: number;
}

/** A file's metadata, as Dropbox shows it (files/get_metadata, list_folder entries). */
export interface DropboxFileMetadata {
  '.tag': 'file';
  id: string;
  name: string;
  path_lower: string;
  path_display: string;
  client_modified: string;
  server_modified: string;
  rev: string;
  size: number;
  is_downloadable: boolean;
  content_hash: string;
}

export interface DropboxFolderMetadata {
  '.tag': 'folder';
  id: string;
  name: string;
  path_lower: string;
  path_display: string;
}

export interface DropboxStandinCall {
  /** The route, e.g. `/2/files/list_folder` or `/oauth2/token`. */
  path: string;
  /** Its argument: the JSON body, the Dropbox-API-Arg header, the form or the query. */
  arg: unknown;
  hasAuthorization: boolean;
}

export interface DropboxStandin {
  readonly url: string;
  readonly appKey: string;
  readonly account: { accountId: string; email: string; displayName: string };
  /** The environment that points a Kinframe server at this stand-in. */
  env(): Record<string, string>;
  /** Adds a file, or gives one new content (same id); its folders are made as needed. */
  addFile(path: string, bytes: Uint8Array | string, options?: { clientModified?: Date | string }): DropboxFileMetadata;
  deleteFile(path: string): void;
  moveFile(from: string, to: string): DropboxFileMetadata;
  addFolder(path: string): DropboxFolderMetadata;
  /** Deletes a folder and everything in it (one deleted entry, for the folder). */
  deleteFolder(path: string): void;
  /** Every cursor handed out so far expires: continue and longpoll answer 409 `reset`. */
  resetCursors(): void;
  /** Every token stops working: 401 for access tokens, `invalid_grant` for refresh tokens. */
  revokeAll(): void;
  /** The next `count` API calls (longpolls aside: they carry no token) answer 429. */
  throttleNext(count: number, retryAfterSeconds: number): void;
  /** While down, every API call answers 500. */
  down(isDown: boolean): void;
  /** Set: longpolls answer with this `backoff`. */
  longpollBackoffSeconds: number | null;
  /** Every Dropbox call received (the `/_standin/` control API aside). */
  readonly calls: DropboxStandinCall[];
  close(): Promise<void>;
}

/** Dropbox's content_hash: SHA-256 of the concatenated SHA-256 digests of each 4 MiB block. */
export function dropboxContentHash(bytes: Uint8Array): string {
  const BLOCK = 4 * 1024 * 1024;
  const outer = createHash('sha256');
  for (let start = 0; start < bytes.byteLength; start += BLOCK) {
    outer.update(
      createHash('sha256')
        .update(bytes.subarray(start, start + BLOCK))
        .digest(),
    );
  }
  return outer.digest('hex');
}

type Folder = { kind: 'folder'; id: string; name: string; pathDisplay: string; pathLower: string };
type File = {
  kind: 'file';
  id: string;
  name: string;
  pathDisplay: string;
  pathLower: string;
  bytes: Buffer;
  contentHash: string;
  clientModified: string;
  serverModified: string;
  rev: string;
};
type Entry = Folder | File;

/** One numbered change: what is now at a path (null: nothing, it was deleted with all below it). */
interface Change {
  seq: number;
  pathLower: string;
  pathDisplay: string;
  entry: Entry | null;
}

/** What a cursor carries: the folder, how it is listed, the last change seen, and the listing page reached. */
interface Cursor {
  /** The folder's path_lower ('' for the root) and path_display. */
  p: string;
  d: string;
  r: boolean;
  s: number;
  /** Entries per page. */
  l: number;
  /** Cursors of an older epoch were reset. */
  e: number;
  /** Set while the first listing is paged: the next entry's index in the listing as it was at `s`. */
  o?: number;
}

/** An answer other than a success, in the form Dropbox gives it. */
class DropboxFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

/** A malformed request: 400 in plain text. */
const badRequest = (route: string, text: string) =>
  new DropboxFailure(400, `Error in call to API function "${route}": ${text}`);

/** A route's own error: 409 with the tagged union, e.g. path/not_found. */
function routeError(tag: string, inner?: string): DropboxFailure {
  const error: Record<string, unknown> = { '.tag': tag };
  if (inner) error[tag] = { '.tag': inner };
  return new DropboxFailure(409, { error_summary: `${tag}/${inner ? `${inner}/` : ''}..`, error });
}

const tokenError = (error: string, description: string) =>
  new DropboxFailure(400, { error, error_description: description });

const API_BODY_MAX_BYTES = 1024 * 1024;
/** A photo in base64, for the control API. */
const CONTROL_BODY_MAX_BYTES = 64 * 1024 * 1024;
const CODE_LIFETIME_MS = 10 * 60_000;
const SCOPES = 'account_info.read files.content.read files.metadata.read';

/** Seconds precision and a Z, as Dropbox writes times. */
const dropboxTime = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** JSON for a header: 0x7F and non-ASCII escaped as \uXXXX, as Dropbox writes Dropbox-API-Result. */
const headerJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const parentOf = (pathLower: string) => pathLower.slice(0, pathLower.lastIndexOf('/'));

const isAtOrBelow = (pathLower: string, folder: string) =>
  folder === '' || pathLower === folder || pathLower.startsWith(`${folder}/`);

/** A path as a person gives it: starting with a slash, no empty part, no trailing slash. */
function checkedPath(path: string): { display: string; lower: string } {
  if (!path.startsWith('/') || path.endsWith('/') || path.includes('//'))
    throw new Error(`not a Dropbox path: ${path}`);
  return { display: path, lower: path.toLowerCase() };
}

export async function startDropboxStandin(options: DropboxStandinOptions = {}): Promise<DropboxStandin> {
  const appKey = options.appKey ?? 'standin-app-key';
  const appName = options.appName ?? 'Kinframe';
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 4 * 3600;
  const longpollSecondMs = options.longpollSecondMs ?? 1000;
  const account = { accountId: 'dbid:AAC-standin-person', email: 'person@dropbox.test', displayName: 'Pat Person' };

  // --- the files and their changes ------------------------------------------------------------

  const entries = new Map<string, Entry>();
  const changes: Change[] = [];
  let seq = 0;
  let epoch = 0;

  function record(pathLower: string, pathDisplay: string, entry: Entry | null): void {
    seq += 1;
    changes.push({ seq, pathLower, pathDisplay, entry });
    apply(entries, pathLower, entry);
    wakeLongpolls();
  }

  function apply(state: Map<string, Entry>, pathLower: string, entry: Entry | null): void {
    if (entry) {
      state.set(pathLower, entry);
      return;
    }
    for (const key of [...state.keys()]) if (isAtOrBelow(key, pathLower)) state.delete(key);
  }

  /** The files and folders as they were after change `at`. */
  function stateAt(at: number): Map<string, Entry> {
    if (at === seq) return entries;
    const state = new Map<string, Entry>();
    for (const change of changes) {
      if (change.seq > at) break;
      apply(state, change.pathLower, change.entry);
    }
    return state;
  }

  function makeParents(pathDisplay: string): void {
    const parts = pathDisplay.split('/').slice(1, -1);
    for (let index = 1; index <= parts.length; index += 1) {
      const display = `/${parts.slice(0, index).join('/')}`;
      const existing = entries.get(display.toLowerCase());
      if (existing?.kind === 'file') throw new Error(`a file is in the way: ${existing.pathDisplay}`);
      if (!existing) record(display.toLowerCase(), display, newFolder(display));
    }
  }

  const newId = () => `id:${randomBytes(16).toString('base64url').slice(0, 22)}`;

  function newFolder(display: string): Folder {
    return {
      kind: 'folder',
      id: newId(),
      name: display.slice(display.lastIndexOf('/') + 1),
      pathDisplay: display,
      pathLower: display.toLowerCase(),
    };
  }

  function requireFile(path: string): File {
    const entry = entries.get(checkedPath(path).lower);
    if (entry?.kind !== 'file') throw new Error(`no file at ${path}`);
    return entry;
  }

  function metadataOf(entry: Entry): DropboxFileMetadata | DropboxFolderMetadata {
    if (entry.kind === 'folder') {
      return {
        '.tag': 'folder',
        id: entry.id,
        name: entry.name,
        path_lower: entry.pathLower,
        path_display: entry.pathDisplay,
      };
    }
    return {
      '.tag': 'file',
      id: entry.id,
      name: entry.name,
      path_lower: entry.pathLower,
      path_display: entry.pathDisplay,
      client_modified: entry.clientModified,
      server_modified: entry.serverModified,
      rev: entry.rev,
      size: entry.bytes.byteLength,
      is_downloadable: true,
      content_hash: entry.contentHash,
    };
  }

  const fileMetadata = (entry: File) => metadataOf(entry) as DropboxFileMetadata;

  // --- cursors --------------------------------------------------------------------------------

  const encodeCursor = (cursor: Cursor) => `AAE${Buffer.from(JSON.stringify(cursor)).toString('base64url')}`;

  function decodeCursor(route: string, text: unknown): Cursor {
    let cursor: Cursor | undefined;
    try {
      if (typeof text === 'string' && text.startsWith('AAE'))
        cursor = JSON.parse(Buffer.from(text.slice(3), 'base64url').toString());
    } catch {
      cursor = undefined;
    }
    if (typeof cursor?.p !== 'string' || typeof cursor.s !== 'number')
      throw badRequest(route, 'Invalid "cursor" parameter');
    if (cursor.e !== epoch) throw routeError('reset');
    return cursor;
  }

  /** Whether a path falls in what the cursor lists. */
  function isListed(cursor: Cursor, pathLower: string): boolean {
    return cursor.r ? isAtOrBelow(pathLower, cursor.p) : parentOf(pathLower) === cursor.p && pathLower !== '';
  }

  /** The entries of the cursor's folder as they were at its change (the folder itself first when recursive). */
  function listingOf(cursor: Cursor): Entry[] {
    return [...stateAt(cursor.s).values()]
      .filter((entry) => isListed(cursor, entry.pathLower) && (entry.pathLower !== cursor.p || cursor.r))
      .sort((a, b) => (a.pathLower < b.pathLower ? -1 : a.pathLower > b.pathLower ? 1 : 0));
  }

  /** The changes after the cursor's, as list_folder entries: a deleted parent folder deletes the folder listed. */
  function changesSince(cursor: Cursor): { seq: number; entry: Record<string, unknown> }[] {
    return changes.flatMap((change) => {
      if (change.seq <= cursor.s) return [];
      if (change.entry === null && cursor.p.startsWith(`${change.pathLower}/`)) {
        return [{ seq: change.seq, entry: deletedEntry(cursor.p, cursor.d) }];
      }
      if (!isListed(cursor, change.pathLower)) return [];
      const entry = change.entry ? metadataOf(change.entry) : deletedEntry(change.pathLower, change.pathDisplay);
      return [{ seq: change.seq, entry: entry as unknown as Record<string, unknown> }];
    });
  }

  function deletedEntry(pathLower: string, pathDisplay: string): Record<string, unknown> {
    return {
      '.tag': 'deleted',
      name: pathDisplay.slice(pathDisplay.lastIndexOf('/') + 1),
      path_lower: pathLower,
      path_display: pathDisplay,
    };
  }

  const isFolder = (pathLower: string) => pathLower === '' || entries.get(pathLower)?.kind === 'folder';

  function page(cursor: Cursor) {
    if (cursor.o !== undefined) {
      const listing = listingOf(cursor);
      const end = cursor.o + cursor.l;
      const hasMore = end < listing.length;
      const next: Cursor = { ...cursor, o: hasMore ? end : undefined };
      return { entries: listing.slice(cursor.o, end).map(metadataOf), cursor: encodeCursor(next), has_more: hasMore };
    }
    if (!isFolder(cursor.p)) throw routeError('path', 'not_found');
    const since = changesSince(cursor);
    const taken = since.slice(0, cursor.l);
    const hasMore = since.length > taken.length;
    const next: Cursor = { ...cursor, s: hasMore ? (taken.at(-1)?.seq ?? seq) : seq };
    return { entries: taken.map((change) => change.entry), cursor: encodeCursor(next), has_more: hasMore };
  }

  // --- longpolls ------------------------------------------------------------------------------

  const longpolls = new Set<{ cursor: Cursor; finish: (changes: boolean) => void }>();

  const hasNews = (cursor: Cursor) => !isFolder(cursor.p) || changesSince(cursor).length > 0;

  function wakeLongpolls(): void {
    for (const longpoll of longpolls) if (hasNews(longpoll.cursor)) longpoll.finish(true);
  }

  function holdLongpoll(arg: Record<string, unknown>, response: ServerResponse): void {
    const route = 'files/list_folder/longpoll';
    const cursor = decodeCursor(route, arg.cursor);
    const timeout = arg.timeout ?? 30;
    if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout < 30 || timeout > 480) {
      throw badRequest(route, 'request body: timeout: must be an integer from 30 to 480');
    }
    const answer = (changes: boolean) =>
      sendJson(response, 200, {
        changes,
        ...(standin.longpollBackoffSeconds === null ? {} : { backoff: standin.longpollBackoffSeconds }),
      });
    if (hasNews(cursor)) {
      answer(true);
      return;
    }
    const longpoll = {
      cursor,
      finish(changes: boolean) {
        clearTimeout(timer);
        longpolls.delete(longpoll);
        if (!response.writableEnded) answer(changes);
      },
    };
    const timer = setTimeout(() => longpoll.finish(false), timeout * longpollSecondMs);
    longpolls.add(longpoll);
    response.once('close', () => {
      clearTimeout(timer);
      longpolls.delete(longpoll);
    });
  }

  // --- OAuth ----------------------------------------------------------------------------------

  interface Grant {
    refreshToken: string | null;
    isRevoked: boolean;
  }
  const accessTokens = new Map<string, { grant: Grant; expiresAt: number }>();
  const refreshTokens = new Map<string, Grant>();
  interface Consent {
    redirectUri: string;
    state: string | null;
    codeChallenge: string;
    method: 'S256' | 'plain';
    isOffline: boolean;
  }
  const consents = new Map<string, Consent>();
  const codes = new Map<string, Consent & { expiresAt: number }>();

  function issueAccessToken(grant: Grant): { access_token: string; token_type: 'bearer'; expires_in: number } {
    const accessToken = `sl.${randomBytes(48).toString('base64url')}`;
    accessTokens.set(accessToken, { grant, expiresAt: Date.now() + tokenLifetimeSeconds * 1000 });
    return { access_token: accessToken, token_type: 'bearer', expires_in: tokenLifetimeSeconds };
  }

  function token(form: URLSearchParams): unknown {
    if (form.get('client_id') !== appKey) throw tokenError('invalid_client', 'Invalid client_id or client_secret');
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const consent = codes.get(code);
      if (!consent || consent.expiresAt < Date.now()) {
        throw tokenError('invalid_grant', "code doesn't exist or has expired");
      }
      if (form.get('redirect_uri') !== consent.redirectUri) throw tokenError('invalid_grant', 'redirect_uri mismatch');
      const verifier = form.get('code_verifier');
      if (!verifier) throw tokenError('invalid_request', 'No code_verifier');
      const challenge =
        consent.method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
      if (challenge !== consent.codeChallenge) throw tokenError('invalid_grant', 'invalid code verifier');
      codes.delete(code);
      const grant: Grant = {
        refreshToken: consent.isOffline ? randomBytes(32).toString('base64url') : null,
        isRevoked: false,
      };
      if (grant.refreshToken) refreshTokens.set(grant.refreshToken, grant);
      return {
        ...issueAccessToken(grant),
        ...(grant.refreshToken ? { refresh_token: grant.refreshToken } : {}),
        scope: SCOPES,
        uid: '4242',
        account_id: account.accountId,
      };
    }
    if (grantType === 'refresh_token') {
      const grant = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!grant || grant.isRevoked) throw tokenError('invalid_grant', 'refresh token is invalid or revoked');
      return issueAccessToken(grant);
    }
    throw tokenError('unsupported_grant_type', 'grant_type is not one Dropbox knows');
  }

  function authorizedGrant(route: string, request: IncomingMessage): Grant {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      throw badRequest(route, 'Must provide HTTP header "Authorization" or URL parameter "authorization".');
    }
    const known = accessTokens.get(header.slice('Bearer '.length));
    const tag =
      !known || known.grant.isRevoked
        ? 'invalid_access_token'
        : known.expiresAt < Date.now()
          ? 'expired_access_token'
          : null;
    if (tag || !known) throw new DropboxFailure(401, { error_summary: `${tag}/..`, error: { '.tag': tag } });
    return known.grant;
  }

  function htmlPage(title: string, text: string): string {
    return standinPage('Dropbox stand-in', title, text);
  }

  /** GET /oauth2/authorize: refuses bad parameters on the page itself, as Dropbox does (no redirect). */
  function consentPage(query: URLSearchParams): string {
    const required = (name: string) => {
      const value = query.get(name);
      if (!value) throw new DropboxFailure(400, htmlPage('Bad request', `<p>Missing ${escapeHtml(name)}.</p>`));
      return value;
    };
    if (required('client_id') !== appKey)
      throw new DropboxFailure(400, htmlPage('Bad request', '<p>Invalid client_id.</p>'));
    if (required('response_type') !== 'code') {
      throw new DropboxFailure(400, htmlPage('Bad request', '<p>Only response_type=code is supported here.</p>'));
    }
    const redirectUri = required('redirect_uri');
    if (!/^https?:\/\/[^/]+/.test(redirectUri))
      throw new DropboxFailure(400, htmlPage('Bad request', '<p>Invalid redirect_uri.</p>'));
    const codeChallenge = required('code_challenge');
    const method = query.get('code_challenge_method') ?? 'plain';
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(codeChallenge) || (method !== 'S256' && method !== 'plain')) {
      throw new DropboxFailure(400, htmlPage('Bad request', '<p>Invalid code_challenge.</p>'));
    }
    const id = randomBytes(12).toString('base64url');
    consents.set(id, {
      redirectUri,
      state: query.get('state'),
      codeChallenge,
      method,
      isOffline: query.get('token_access_type') === 'offline',
    });
    return htmlPage(
      `${appName} would like access to the files and folders in your Dropbox`,
      `<p>Signed in as ${escapeHtml(account.email)}</p>
<form method="post" action="/oauth2/authorize"><input type="hidden" name="consent" value="${id}">
<button type="submit" name="decision" value="cancel">Cancel</button>
<button type="submit" name="decision" value="allow">Allow</button></form>`,
    );
  }

  /** POST /oauth2/authorize: the person's answer, back to the app. */
  function decide(form: URLSearchParams): string {
    const id = form.get('consent') ?? '';
    const consent = consents.get(id);
    if (!consent) throw new DropboxFailure(400, htmlPage('Bad request', '<p>This request has expired.</p>'));
    consents.delete(id);
    const back = new URL(consent.redirectUri);
    if (form.get('decision') === 'allow') {
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { ...consent, expiresAt: Date.now() + CODE_LIFETIME_MS });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set(
        'error_description',
        'The user chose not to give your app access to their Dropbox account.',
      );
    }
    if (consent.state !== null) back.searchParams.set('state', consent.state);
    return back.toString();
  }

  // --- the API --------------------------------------------------------------------------------

  function lookup(route: string, path: unknown): Entry {
    if (typeof path !== 'string') throw badRequest(route, "request body: missing required field 'path'");
    if (path === '') throw badRequest(route, 'request body: path: The root folder is unsupported.');
    if (path.startsWith('id:')) {
      const entry = [...entries.values()].find((candidate) => candidate.id === path);
      if (!entry) throw routeError('path', 'not_found');
      return entry;
    }
    if (!path.startsWith('/') || path.endsWith('/')) throw routeError('path', 'malformed_path');
    const entry = entries.get(path.toLowerCase());
    if (!entry) throw routeError('path', 'not_found');
    return entry;
  }

  function argObject(route: string, arg: unknown): Record<string, unknown> {
    if (typeof arg !== 'object' || arg === null || Array.isArray(arg)) {
      throw badRequest(route, 'request body: could not decode input as JSON');
    }
    return arg as Record<string, unknown>;
  }

  function listFolder(route: string, arg: Record<string, unknown>) {
    const path = arg.path;
    if (typeof path !== 'string') throw badRequest(route, "request body: missing required field 'path'");
    const limit = arg.limit ?? 2000;
    if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 2000) {
      throw badRequest(route, 'request body: limit: must be an integer from 1 to 2000');
    }
    const folder = path === '' ? null : lookup(route, path);
    if (folder?.kind === 'file') throw routeError('path', 'not_folder');
    return page({
      p: folder?.pathLower ?? '',
      d: folder?.pathDisplay ?? '',
      r: arg.recursive === true,
      s: seq,
      l: limit,
      e: epoch,
      o: 0,
    });
  }

  /** An RPC route's answer (the routes on the api host that take a token and answer JSON). */
  function rpc(route: string, grant: Grant, arg: unknown): unknown {
    switch (route) {
      case 'users/get_current_account':
        return {
          account_id: account.accountId,
          name: {
            given_name: 'Pat',
            surname: 'Person',
            familiar_name: 'Pat',
            display_name: account.displayName,
            abbreviated_name: 'PP',
          },
          email: account.email,
          email_verified: true,
          disabled: false,
          country: 'US',
          locale: 'en',
          referral_link: 'https://db.tt/standin',
          is_paired: false,
          account_type: { '.tag': 'basic' },
          root_info: { '.tag': 'user', root_namespace_id: '3235641', home_namespace_id: '3235641' },
        };
      case 'auth/token/revoke':
        // Withdraws the grant: the refresh token and every access token it gave.
        grant.isRevoked = true;
        return null;
      case 'files/list_folder':
        return listFolder(route, argObject(route, arg));
      case 'files/list_folder/continue':
        return page(decodeCursor(route, argObject(route, arg).cursor));
      case 'files/get_metadata':
        return metadataOf(lookup(route, argObject(route, arg).path));
      default:
        throw new DropboxFailure(404, `Unknown API function: "${route}"`);
    }
  }

  function api(route: string, request: IncomingMessage, arg: unknown, response: ServerResponse): void {
    if (route === 'files/list_folder/longpoll') {
      // This route is on the notify host, which takes no token.
      if (request.headers.authorization) throw badRequest(route, 'Unexpected "Authorization" header.');
      holdLongpoll(argObject(route, arg), response);
      return;
    }
    const grant = authorizedGrant(route, request);
    if (route !== 'files/download') {
      sendJson(response, 200, rpc(route, grant, arg));
      return;
    }
    const entry = lookup(route, argObject(route, arg).path);
    if (entry.kind !== 'file') throw routeError('path', 'not_file');
    response.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': entry.bytes.byteLength,
      'dropbox-api-result': headerJson(metadataOf(entry)),
    });
    response.end(entry.bytes);
  }

  /** A route's argument: the JSON body, or for content routes the Dropbox-API-Arg header. */
  function argOf(route: string, request: IncomingMessage, body: Buffer): unknown {
    if (route === 'files/download') {
      const header = request.headers['dropbox-api-arg'];
      if (typeof header !== 'string')
        throw badRequest(route, 'Must provide HTTP header "Dropbox-API-Arg" or URL parameter "arg".');
      // Node reads header bytes as Latin-1: anything past ASCII was sent unescaped.
      if (/[^\x20-\x7e]/.test(header)) {
        throw badRequest(route, 'HTTP header "Dropbox-API-Arg": could not decode input as JSON');
      }
      try {
        return JSON.parse(header);
      } catch {
        throw badRequest(route, 'HTTP header "Dropbox-API-Arg": could not decode input as JSON');
      }
    }
    if (body.byteLength === 0) return null;
    if (!request.headers['content-type']?.startsWith('application/json')) {
      throw badRequest(route, 'Bad HTTP "Content-Type" header. Expecting "application/json".');
    }
    try {
      return JSON.parse(body.toString('utf8'));
    } catch {
      throw badRequest(route, 'request body: could not decode input as JSON');
    }
  }

  // --- the control API ------------------------------------------------------------------------

  function control(method: string, url: URL, body: Buffer): unknown {
    const json = (): Record<string, unknown> => {
      const value = body.byteLength > 0 ? JSON.parse(body.toString('utf8')) : {};
      if (typeof value !== 'object' || value === null) throw new Error('a JSON object, please');
      return value;
    };
    const text = (value: unknown, name: string) => {
      if (typeof value !== 'string') throw new Error(`${name} is missing`);
      return value;
    };
    const route = `${method} ${url.pathname}`;
    if (route === 'POST /_standin/files') {
      const { path, base64, clientModified } = json();
      return standin.addFile(text(path, 'path'), Buffer.from(text(base64, 'base64'), 'base64'), {
        ...(typeof clientModified === 'string' ? { clientModified } : {}),
      });
    }
    if (route === 'DELETE /_standin/files') return standin.deleteFile(text(url.searchParams.get('path'), 'path'));
    if (route === 'POST /_standin/move') {
      const { from, to } = json();
      return standin.moveFile(text(from, 'from'), text(to, 'to'));
    }
    if (route === 'POST /_standin/folders') return standin.addFolder(text(json().path, 'path'));
    if (route === 'DELETE /_standin/folders') return standin.deleteFolder(text(url.searchParams.get('path'), 'path'));
    if (route === 'POST /_standin/revoke') return standin.revokeAll();
    if (route === 'POST /_standin/reset-cursors') return standin.resetCursors();
    if (route === 'POST /_standin/throttle') {
      const { count, retryAfterSeconds } = json();
      return standin.throttleNext(Number(count), Number(retryAfterSeconds));
    }
    if (route === 'POST /_standin/down') return standin.down(json().down === true);
    throw new Error(`no such control: ${route}`);
  }

  // --- the server -----------------------------------------------------------------------------

  let throttle = { count: 0, retryAfterSeconds: 0 };
  let isDown = false;
  const calls: DropboxStandinCall[] = [];

  function sendJson(
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  }

  function sendFailure(response: ServerResponse, failure: DropboxFailure, isPage: boolean): void {
    if (typeof failure.body !== 'string') {
      sendJson(response, failure.status, failure.body, failure.headers);
      return;
    }
    response.writeHead(failure.status, {
      'content-type': isPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
      ...failure.headers,
    });
    response.end(failure.body);
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://standin');
    const method = request.method ?? 'GET';
    const isControl = url.pathname.startsWith('/_standin/');
    const isPage = url.pathname === '/oauth2/authorize';
    const body = await readBodyOrRefuse(request, response, isControl ? CONTROL_BODY_MAX_BYTES : API_BODY_MAX_BYTES);
    if (body === null) return;
    try {
      if (isControl) return sendJson(response, 200, control(method, url, body) ?? {});
      if (isPage && method === 'GET') {
        calls.push({ path: url.pathname, arg: Object.fromEntries(url.searchParams), hasAuthorization: false });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(consentPage(url.searchParams));
        return;
      }
      if (isPage && method === 'POST') {
        response.writeHead(302, { location: decide(new URLSearchParams(body.toString('utf8'))) });
        response.end();
        return;
      }
      const route = url.pathname.startsWith('/2/') ? url.pathname.slice('/2/'.length) : null;
      const isToken = url.pathname === '/oauth2/token';
      if (!route && !isToken) throw new DropboxFailure(404, 'Not found');
      if (method !== 'POST') throw new DropboxFailure(405, 'Method not allowed');
      const form = isToken ? new URLSearchParams(body.toString('utf8')) : null;
      const arg = form ? Object.fromEntries(form) : argOf(route ?? '', request, body);
      calls.push({ path: url.pathname, arg, hasAuthorization: Boolean(request.headers.authorization) });
      if (isDown) throw new DropboxFailure(500, 'Internal Server Error');
      if (throttle.count > 0 && route !== 'files/list_folder/longpoll') {
        throttle.count -= 1;
        throw new DropboxFailure(
          429,
          {
            error_summary: 'too_many_requests/..',
            error: { reason: { '.tag': 'too_many_requests' }, retry_after: throttle.retryAfterSeconds },
          },
          { 'retry-after': String(throttle.retryAfterSeconds) },
        );
      }
      if (form) return sendJson(response, 200, token(form));
      api(route ?? '', request, arg, response);
    } catch (error) {
      if (error instanceof DropboxFailure) return sendFailure(response, error, isPage);
      if (isControl) return sendJson(response, 400, { error: (error as Error).message });
      sendFailure(response, new DropboxFailure(500, 'Internal Server Error'), isPage);
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  const standin: DropboxStandin = {
    url,
    appKey,
    account,
    env: () => ({
      DROPBOX_APP_KEY: appKey,
      DROPBOX_API_URL: url,
      DROPBOX_CONTENT_URL: url,
      DROPBOX_NOTIFY_URL: url,
      DROPBOX_OAUTH_URL: `${url}/oauth2/authorize`,
    }),
    longpollBackoffSeconds: null,
    calls,

    addFile(path, bytes, fileOptions = {}) {
      const { display, lower } = checkedPath(path);
      const existing = entries.get(lower);
      if (existing?.kind === 'folder') throw new Error(`a folder is at ${path}`);
      makeParents(display);
      const content = Buffer.from(bytes);
      const clientModified = new Date(fileOptions.clientModified ?? Date.now());
      const file: File = {
        kind: 'file',
        id: existing?.id ?? newId(),
        // A new content keeps the path as it was first written.
        name: existing?.name ?? display.slice(display.lastIndexOf('/') + 1),
        pathDisplay: existing?.pathDisplay ?? display,
        pathLower: lower,
        bytes: content,
        contentHash: dropboxContentHash(content),
        clientModified: dropboxTime(clientModified),
        serverModified: dropboxTime(new Date()),
        rev: randomBytes(7).toString('hex'),
      };
      record(lower, file.pathDisplay, file);
      return fileMetadata(file);
    },

    deleteFile(path) {
      const file = requireFile(path);
      record(file.pathLower, file.pathDisplay, null);
    },

    moveFile(from, to) {
      const file = requireFile(from);
      const target = checkedPath(to);
      if (entries.has(target.lower)) throw new Error(`something is already at ${to}`);
      makeParents(target.display);
      record(file.pathLower, file.pathDisplay, null);
      const moved: File = {
        ...file,
        name: target.display.slice(target.display.lastIndexOf('/') + 1),
        pathDisplay: target.display,
        pathLower: target.lower,
        serverModified: dropboxTime(new Date()),
      };
      record(target.lower, target.display, moved);
      return fileMetadata(moved);
    },

    addFolder(path) {
      const { display, lower } = checkedPath(path);
      const existing = entries.get(lower);
      if (existing?.kind === 'file') throw new Error(`a file is at ${path}`);
      if (existing) return metadataOf(existing) as DropboxFolderMetadata;
      makeParents(display);
      const folder = newFolder(display);
      record(lower, display, folder);
      return metadataOf(folder) as DropboxFolderMetadata;
    },

    deleteFolder(path) {
      const folder = entries.get(checkedPath(path).lower);
      if (folder?.kind !== 'folder') throw new Error(`no folder at ${path}`);
      record(folder.pathLower, folder.pathDisplay, null);
    },

    resetCursors() {
      epoch += 1;
      for (const longpoll of longpolls) longpoll.finish(true);
    },

    revokeAll() {
      for (const { grant } of accessTokens.values()) grant.isRevoked = true;
      for (const grant of refreshTokens.values()) grant.isRevoked = true;
    },

    throttleNext(count, retryAfterSeconds) {
      throttle = { count, retryAfterSeconds };
    },

    down(isNowDown) {
      isDown = isNowDown;
    },

    close: () =>
      new Promise<void>((resolve) => {
        for (const longpoll of longpolls) longpoll.finish(false);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standin;
}

// Run by hand: a stand-in on a fixed port for a server started with the environment it prints.
if (isRunByHand(import.meta.url)) {
  const appKey = argOf('--app-key');
  serveByHand(
    await startDropboxStandin({
      port: Number(argOf('--port') ?? 12112),
      host: argOf('--host') ?? '127.0.0.1',
      ...(appKey ? { appKey } : {}),
    }),
  );
}
