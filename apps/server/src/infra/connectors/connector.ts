import type { Readable } from 'node:stream';
import type { ConnectorProvider, ImportProvider } from '@kinframe/contract';

/**
 * What Kinframe needs of a photo provider (Dropbox, Google Photos), one interface with each
 * provider behind it: its OAuth 2 code flow (with PKCE), then what changed at the source and the
 * bytes of each file. Only the server calls a provider; every call has a deadline and reads a
 * bounded answer, and whatever goes wrong is a ConnectorError of one of a few kinds, never the
 * provider's own text.
 */

/** Tokens as the provider handed them out. */
export interface TokenSet {
  accessToken: string;
  /** null: the provider gave none (the old one stays valid). */
  refreshToken: string | null;
  /** null: it does not expire. */
  expiresAt: Date | null;
}

/** Who the person is at the provider, learned when the code is exchanged. */
export interface ProviderAccount {
  /** The provider's stable id of the account. */
  accountId: string;
  /** How the provider names it: an email address, else a name. */
  accountLabel: string;
}

export interface AuthorizationRequest {
  /** The random state the callback must bring back. */
  state: string;
  /** PKCE: base64url(SHA-256(code verifier)), method S256. */
  codeChallenge: string;
  /** The server's callback URL, registered with the provider. */
  redirectUri: string;
}

/**
 * revoked: the tokens are no longer accepted (withdrawn at the provider, or expired for good): the
 * person must connect again. throttled: the provider asked to wait `retryAfterSeconds`.
 * unavailable: the provider could not be reached or answered with a server error: try again later.
 * not_found: what was asked for is not there (a deleted folder, an expired picking session).
 * invalid: the provider refused the request itself (a bad code at the callback, a broken answer).
 */
export type ConnectorErrorKind = 'revoked' | 'throttled' | 'unavailable' | 'not_found' | 'invalid';

export class ConnectorError extends Error {
  constructor(
    readonly kind: ConnectorErrorKind,
    message: string,
    /** throttled: how long the provider asked to wait, in seconds (else null). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/** Where the consent page is; OAuth 1.0a (Flickr) first gets a request token from the provider. */
export interface AuthorizationStart {
  url: string;
  /**
   * OAuth 1.0a: the request token, which the callback brings back (as `oauth_token`) in place of
   * the state; and its secret, kept server-side as the verifier. Absent for OAuth 2.
   */
  requestToken?: { token: string; secret: string };
}

/** What the callback brought back, with what the server kept of the consent it started. */
export interface AuthorizationGrant {
  /** OAuth 2: the code; OAuth 1.0a: the `oauth_verifier`. */
  code: string;
  /** OAuth 2: the PKCE verifier; OAuth 1.0a: the request token's secret. */
  codeVerifier: string;
  redirectUri: string;
  /** OAuth 2: the state; OAuth 1.0a: the request token (`oauth_token`). */
  state: string;
}

/**
 * The consent every provider shares: OAuth 2's code flow (with PKCE where the provider has it), or
 * OAuth 1.0a for Flickr, behind the same two steps.
 */
export interface OAuthConnector {
  readonly provider: ConnectorProvider;
  /** The provider's consent page (asking for offline access, where there is such a thing). */
  startAuthorization(request: AuthorizationRequest): Promise<AuthorizationStart>;
  exchangeCode(grant: AuthorizationGrant): Promise<TokenSet & ProviderAccount>;
  /** A fresh access token; a refresh token the provider no longer accepts is a `revoked` error. */
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Withdraws the grant at the provider; a grant already gone is not an error. */
  revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<void>;
}

/** A file at the source, as the provider describes it. */
export interface SourceFile {
  /** The provider's stable id of the file (Dropbox `id`, Google media item `id`). */
  ref: string;
  name: string;
  /** Dropbox: path_display; Google: null. */
  path: string | null;
  /** Dropbox: path_lower, what deletions name; Google: null. */
  pathLower: string | null;
  /** Dropbox: content_hash, changing whenever the bytes do; Google: null. */
  contentHash: string | null;
  /** When it was taken or last changed (Dropbox client_modified, Google createTime), ISO 8601. */
  modifiedAt: string;
  /** null when the provider does not say. */
  sizeBytes: number | null;
}

/** One change of a Dropbox folder listing, in the order Dropbox gives them (apply them in order). */
export type FolderChange =
  | { type: 'file'; file: SourceFile }
  /** A file or a folder is gone: everything at this path and below it. */
  | { type: 'deleted'; pathLower: string };

export interface FolderInfo {
  id: string;
  name: string;
  pathDisplay: string;
  pathLower: string;
}

export interface DropboxConnector extends OAuthConnector {
  readonly provider: 'dropbox';
  /** The folders directly inside `path` ('' is the root), by name, at most `max`. */
  listFolders(
    accessToken: string,
    path: string,
    max: number,
  ): Promise<{ folders: { name: string; path: string }[]; isTruncated: boolean }>;
  /** files/get_metadata of a folder: not_found when it is gone (or is a file). */
  folderInfo(accessToken: string, path: string): Promise<FolderInfo>;
  /**
   * One page of changes: with cursor null, the whole folder listed recursively from its start
   * (files/list_folder); else what changed since the cursor (files/list_folder/continue). An expired
   * cursor is a `not_found` error: list again from the start. Folders are left out of `changes`
   * (but their deletions are kept).
   */
  listChanges(
    accessToken: string,
    source: { path: string; cursor: string | null },
  ): Promise<{ changes: FolderChange[]; cursor: string; hasMore: boolean }>;
  /**
   * files/list_folder/longpoll on the notify host (no token): resolves when something changed or
   * after about `timeoutSeconds` (30..480); `backoffSeconds` is how long Dropbox asks to wait before
   * the next longpoll. Aborting the signal ends it early (as no change).
   */
  longpoll(
    cursor: string,
    timeoutSeconds: number,
    signal: AbortSignal,
  ): Promise<{ changes: boolean; backoffSeconds: number | null }>;
  /** The bytes of a file (files/download, by its id), as a stream. */
  download(accessToken: string, ref: string, signal?: AbortSignal): Promise<Readable>;
}

/** A Google Photos Picker session (photospicker.googleapis.com/v1/sessions). */
export interface PickingSession {
  id: string;
  /** Where the person picks: opened in a tab of its own (it cannot be framed). */
  pickerUri: string;
  /** True once the person is done picking. */
  mediaItemsSet: boolean;
  /** How often to poll the session, as Google suggests; null: it does not say. */
  pollIntervalMs: number | null;
  /** When the session ends; null: it does not say. */
  expiresAt: Date | null;
}

/** A picked media item: what it is, and where its bytes are for the next 60 minutes. */
export interface PickedItem {
  file: SourceFile;
  kind: 'photo' | 'video';
  mimeType: string | null;
  baseUrl: string;
}

export interface GooglePhotosConnector extends OAuthConnector {
  readonly provider: 'google';
  createSession(accessToken: string): Promise<PickingSession>;
  /** not_found once the session has expired or was deleted. */
  getSession(accessToken: string, sessionId: string): Promise<PickingSession>;
  /** One page of the items picked in a session whose mediaItemsSet is true. */
  listPicked(
    accessToken: string,
    sessionId: string,
    pageToken: string | null,
  ): Promise<{ items: PickedItem[]; nextPageToken: string | null }>;
  /** The bytes of a picked item (its baseUrl with `=d`, or `=dv` for a video; Bearer token). */
  download(accessToken: string, item: PickedItem, signal?: AbortSignal): Promise<Readable>;
  /** Deletes the session once its items are copied; an expired one is not an error. */
  deleteSession(accessToken: string, sessionId: string): Promise<void>;
}

/** A photo or video at a service a person imports from once (Facebook, Instagram, Flickr). */
export interface SourceMedia {
  /** The provider's id of it. */
  ref: string;
  /** A file name to show: its title with the right extension, else its id with one. */
  name: string;
  kind: 'photo' | 'video';
  /** When it was taken (else posted), ISO 8601; null when the provider does not say. */
  takenAt: string | null;
  /** Its caption, title or description at the provider ('' when none). */
  caption: string;
  /** Where its largest bytes are. Such links may expire: `download` gets a fresh one by `ref` then. */
  url: string;
}

/** An album at such a service (Facebook album, Flickr photoset). */
export interface SourceAlbum {
  id: string;
  name: string;
  /** Photos and videos in it; null when the provider does not say. */
  count: number | null;
}

/**
 * A service people import from once: their albums, the media of one album or of everything they
 * uploaded, page by page, and the bytes of each.
 */
export interface ImportingConnector extends OAuthConnector {
  readonly provider: ImportProvider;
  /** The person's albums, a page at a time (Instagram has none: always empty). */
  listAlbums(
    accessToken: string,
    pageToken: string | null,
  ): Promise<{ albums: SourceAlbum[]; nextPageToken: string | null }>;
  /** A page of media: of the album `albumId`, or with null, everything the person uploaded. */
  listMedia(
    accessToken: string,
    albumId: string | null,
    pageToken: string | null,
  ): Promise<{ media: SourceMedia[]; nextPageToken: string | null }>;
  /** The bytes of one; a link that expired is fetched afresh by its ref. */
  download(
    accessToken: string,
    media: Pick<SourceMedia, 'ref' | 'url' | 'kind'>,
    signal?: AbortSignal,
  ): Promise<Readable>;
}

export type Connector = DropboxConnector | GooglePhotosConnector | ImportingConnector;

/** The providers this server can talk to: null where the operator gave no credentials. */
export interface Connectors {
  dropbox: DropboxConnector | null;
  google: GooglePhotosConnector | null;
  facebook: ImportingConnector | null;
  instagram: ImportingConnector | null;
  flickr: ImportingConnector | null;
}
