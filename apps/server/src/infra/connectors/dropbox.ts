import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ConnectorError,
  type DropboxConnector,
  type FolderChange,
  type FolderInfo,
  type SourceFile,
  type TokenSet,
} from './connector.ts';
import { errorOfStatus, type ProviderAnswer, postForm, requestJson, requestStream } from './http.ts';

/**
 * Dropbox, through its HTTP API v2 (dropbox.com/developers/documentation/http/documentation):
 * - OAuth 2 code flow with PKCE and no app secret: the consent page (`oauthUrl`), then
 *   `POST {apiUrl}/oauth2/token` (form) for the code or a refresh token, `POST
 *   {apiUrl}/2/auth/token/revoke` to withdraw the grant;
 * - RPC calls (`POST {apiUrl}/2/...`, JSON in and out, `Authorization: Bearer`): the account,
 *   folder listings and their cursors, a folder's metadata;
 * - `POST {notifyUrl}/2/files/list_folder/longpoll`, which takes no token at all;
 * - `POST {contentUrl}/2/files/download`, its argument in the Dropbox-API-Arg header.
 * Errors are read from the status and, for a 409, from the route's tagged union (`error['.tag']`).
 */

const TIMEOUT_MS = 30_000;
/** Dropbox holds a longpoll up to its timeout plus as much as 90 s of jitter. */
const LONGPOLL_JITTER_MS = 90_000;
const LONGPOLL_MIN_SECONDS = 30;
const LONGPOLL_MAX_SECONDS = 480;
/** A page of up to 2,000 entries runs to about a megabyte; everything else is a few kilobytes. */
const LISTING_MAX_BYTES = 4 * 1024 * 1024;
const ANSWER_MAX_BYTES = 64 * 1024;
/** Entries per listing page, the most Dropbox gives. */
const PAGE_LIMIT = 2000;
/** Listing the folders of one folder stops after this many pages (100,000 entries): the rest are left out. */
const FOLDER_LISTING_MAX_PAGES = 50;

// The documented answers, read leniently: unknown fields (and unknown kinds of entries) are ignored.
const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  account_id: z.string().min(1).optional(),
});

const ZAccount = z.object({
  account_id: z.string().min(1),
  email: z.string().optional(),
  name: z.object({ display_name: z.string() }).partial().optional(),
});

const ZFileEntry = z.object({
  '.tag': z.literal('file'),
  id: z.string().min(1),
  name: z.string(),
  path_display: z.string(),
  path_lower: z.string(),
  content_hash: z.string().optional(),
  client_modified: z.string(),
  size: z.number().int().nonnegative(),
});
const ZFolderEntry = z.object({
  '.tag': z.literal('folder'),
  id: z.string().min(1),
  name: z.string(),
  path_display: z.string(),
  path_lower: z.string(),
});
const ZDeletedEntry = z.object({ '.tag': z.literal('deleted'), path_lower: z.string() });
const ZEntry = z.discriminatedUnion('.tag', [ZFileEntry, ZFolderEntry, ZDeletedEntry]);

const ZListing = z.object({
  entries: z.array(z.object({ '.tag': z.string() }).passthrough()),
  cursor: z.string().min(1),
  has_more: z.boolean(),
});

const ZLongpoll = z.object({ changes: z.boolean(), backoff: z.number().int().nonnegative().optional() });

/** The parts of an error answer this client reads: the OAuth `error`, the route's union, a wait. */
const ZErrorAnswer = z
  .object({
    error: z.union([
      z.string(),
      z
        .object({
          '.tag': z.string().optional(),
          path: z.object({ '.tag': z.string() }).partial().optional(),
          retry_after: z.number().nonnegative().optional(),
        })
        .passthrough(),
    ]),
  })
  .partial();

export function createDropbox(options: {
  appKey: string;
  apiUrl: string;
  contentUrl: string;
  notifyUrl: string;
  oauthUrl: string;
  timeoutMs?: number;
}): DropboxConnector {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;

  /** An RPC call: the JSON answer of a success, else the ConnectorError its status and body mean. */
  async function rpc(
    route: string,
    arg: unknown,
    call: { accessToken?: string; host?: string; maxBytes?: number; timeoutMs?: number; signal?: AbortSignal },
  ): Promise<unknown> {
    const answer = await requestJson(`${call.host ?? options.apiUrl}/2/${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(call.accessToken ? { authorization: `Bearer ${call.accessToken}` } : {}),
      },
      body: JSON.stringify(arg),
      timeoutMs: call.timeoutMs ?? timeoutMs,
      maxBytes: call.maxBytes ?? ANSWER_MAX_BYTES,
      signal: call.signal,
    });
    if (answer.status !== 200) throw errorOf(answer, route);
    if (answer.json === undefined) throw new ConnectorError('invalid', `Dropbox ${route}: answer is not JSON`);
    return answer.json;
  }

  function read<T>(schema: z.ZodType<T>, json: unknown, route: string): T {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ConnectorError('invalid', `Dropbox ${route}: answer of another shape`);
    return parsed.data;
  }

  /** POST /oauth2/token; a refused grant is `refusal` (a bad code, or a refresh token withdrawn). */
  async function token(form: Record<string, string>, refusal: 'invalid' | 'revoked') {
    const answer = await postForm(`${options.apiUrl}/oauth2/token`, form, { timeoutMs, maxBytes: ANSWER_MAX_BYTES });
    if (answer.status !== 200) {
      // 400 `{ error: 'invalid_grant', error_description }`: the code or refresh token is not (or no longer) good.
      const error = ZErrorAnswer.safeParse(answer.json).data?.error;
      if (answer.status === 400 && error === 'invalid_grant') {
        throw new ConnectorError(refusal, `Dropbox oauth2/token: grant refused (${form.grant_type})`);
      }
      throw errorOf(answer, 'oauth2/token');
    }
    const body = read(ZTokenAnswer, answer.json, 'oauth2/token');
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: body.expires_in === undefined ? null : new Date(Date.now() + body.expires_in * 1000),
      accountId: body.account_id ?? null,
    };
  }

  async function listPage(accessToken: string, route: string, arg: unknown) {
    const json = await rpc(route, arg, { accessToken, maxBytes: LISTING_MAX_BYTES });
    const page = read(ZListing, json, route);
    const entries = page.entries.flatMap((entry) => {
      // Kinds this client does not know are skipped; a known kind of another shape is a broken answer.
      if (!['file', 'folder', 'deleted'].includes(entry['.tag'])) return [];
      return [read(ZEntry, entry, route)];
    });
    return { entries, cursor: page.cursor, hasMore: page.has_more };
  }

  const connector: DropboxConnector = {
    provider: 'dropbox',

    async startAuthorization(request) {
      const url = new URL(options.oauthUrl);
      url.search = new URLSearchParams({
        client_id: options.appKey,
        response_type: 'code',
        redirect_uri: request.redirectUri,
        state: request.state,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        // A refresh token, so the folder keeps syncing after the 4-hour access token ends.
        token_access_type: 'offline',
      }).toString();
      return { url: url.toString() };
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const tokens = await token(
        {
          grant_type: 'authorization_code',
          code,
          client_id: options.appKey,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        },
        'invalid',
      );
      const account = read(
        ZAccount,
        await rpc('users/get_current_account', null, { accessToken: tokens.accessToken }),
        'users/get_current_account',
      );
      const label = account.email || account.name?.display_name || account.account_id;
      return {
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        expiresAt: tokens.expiresAt,
        accountId: tokens.accountId ?? account.account_id,
        accountLabel: label.slice(0, 200),
      };
    },

    async refresh(refreshToken): Promise<TokenSet> {
      const tokens = await token(
        { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: options.appKey },
        'revoked',
      );
      return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt };
    },

    async revoke({ accessToken, refreshToken }) {
      const revokeWith = (bearer: string) => rpc('auth/token/revoke', null, { accessToken: bearer });
      try {
        await revokeWith(accessToken);
      } catch (error) {
        if (!(error instanceof ConnectorError && error.kind === 'revoked')) throw error;
        // An access token past its 4 hours is refused while the grant lives on: a fresh one withdraws it.
        if (!refreshToken) return;
        let fresh: TokenSet;
        try {
          fresh = await connector.refresh(refreshToken);
        } catch (refreshError) {
          if (refreshError instanceof ConnectorError && refreshError.kind === 'revoked') return;
          throw refreshError;
        }
        try {
          await revokeWith(fresh.accessToken);
        } catch (retryError) {
          if (!(retryError instanceof ConnectorError && retryError.kind === 'revoked')) throw retryError;
        }
      }
    },

    async listFolders(accessToken, path, max) {
      const folders: { name: string; path: string }[] = [];
      let page = await listPage(accessToken, 'files/list_folder', {
        path,
        recursive: false,
        include_deleted: false,
        limit: PAGE_LIMIT,
      });
      for (let pages = 1; ; pages += 1) {
        for (const entry of page.entries) {
          if (entry['.tag'] === 'folder') folders.push({ name: entry.name, path: entry.path_display });
        }
        if (!page.hasMore || pages >= FOLDER_LISTING_MAX_PAGES) break;
        page = await listPage(accessToken, 'files/list_folder/continue', { cursor: page.cursor });
      }
      const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
      folders.sort((a, b) => byName.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return { folders: folders.slice(0, max), isTruncated: folders.length > max || page.hasMore };
    },

    async folderInfo(accessToken, path): Promise<FolderInfo> {
      const entry = read(ZEntry, await rpc('files/get_metadata', { path }, { accessToken }), 'files/get_metadata');
      if (entry['.tag'] !== 'folder') throw new ConnectorError('not_found', 'Dropbox files/get_metadata: not a folder');
      return { id: entry.id, name: entry.name, pathDisplay: entry.path_display, pathLower: entry.path_lower };
    },

    async listChanges(accessToken, source) {
      const page =
        source.cursor === null
          ? await listPage(accessToken, 'files/list_folder', {
              path: source.path,
              recursive: true,
              include_deleted: false,
              limit: PAGE_LIMIT,
            })
          : await listPage(accessToken, 'files/list_folder/continue', { cursor: source.cursor });
      const changes = page.entries.flatMap((entry): FolderChange[] => {
        if (entry['.tag'] === 'file') return [{ type: 'file', file: sourceFileOf(entry) }];
        if (entry['.tag'] === 'deleted') return [{ type: 'deleted', pathLower: entry.path_lower }];
        return [];
      });
      return { changes, cursor: page.cursor, hasMore: page.hasMore };
    },

    async longpoll(cursor, timeoutSeconds, signal) {
      const timeout = Math.min(LONGPOLL_MAX_SECONDS, Math.max(LONGPOLL_MIN_SECONDS, Math.round(timeoutSeconds)));
      try {
        // No Authorization header: Dropbox refuses one on this route.
        const json = await rpc(
          'files/list_folder/longpoll',
          { cursor, timeout },
          { host: options.notifyUrl, timeoutMs: timeout * 1000 + LONGPOLL_JITTER_MS, signal },
        );
        const answer = read(ZLongpoll, json, 'files/list_folder/longpoll');
        return { changes: answer.changes, backoffSeconds: answer.backoff ?? null };
      } catch (error) {
        if (signal.aborted) return { changes: false, backoffSeconds: null };
        throw error;
      }
    },

    async download(accessToken, ref, signal) {
      const answer = await requestStream(`${options.contentUrl}/2/files/download`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'dropbox-api-arg': headerJson({ path: ref }) },
        timeoutMs,
        signal,
      });
      if (answer.status !== 200) throw errorOf(answer, 'files/download');
      return answer.stream ?? Readable.from([]);
    },
  };
  return connector;
}

function sourceFileOf(entry: z.infer<typeof ZFileEntry>): SourceFile {
  const modified = Date.parse(entry.client_modified);
  return {
    ref: entry.id,
    name: entry.name,
    path: entry.path_display,
    pathLower: entry.path_lower,
    contentHash: entry.content_hash ?? null,
    modifiedAt: Number.isFinite(modified) ? new Date(modified).toISOString() : new Date(0).toISOString(),
    sizeBytes: entry.size,
  };
}

/**
 * What an error answer means at Dropbox: a 409 is the route's own error (a tagged union: a path
 * not found, a cursor reset); 429 may say how long to wait in its body rather than its header.
 * Only the tags go into the message (for logs), never Dropbox's text.
 */
function errorOf(answer: ProviderAnswer, route: string): ConnectorError {
  const error = ZErrorAnswer.safeParse(answer.json).data?.error;
  const union = typeof error === 'object' ? error : undefined;
  const tags = [union?.['.tag'], union?.path?.['.tag']].filter((tag) => tag && /^[a-z_]{1,60}$/.test(tag)).join('/');
  if (answer.status === 409) {
    const isGone =
      union?.['.tag'] === 'reset' ||
      (union?.['.tag'] === 'path' && ['not_found', 'not_folder', 'not_file'].includes(union.path?.['.tag'] ?? ''));
    return new ConnectorError(isGone ? 'not_found' : 'invalid', `Dropbox ${route}: ${tags || 'refused'} (409)`);
  }
  const failure = errorOfStatus(answer, `Dropbox ${route}`);
  if (failure.kind === 'throttled' && failure.retryAfterSeconds === null && union?.retry_after !== undefined) {
    return new ConnectorError('throttled', failure.message, Math.min(Math.ceil(union.retry_after), 24 * 3600));
  }
  return failure;
}

/**
 * JSON for an HTTP header: Dropbox wants 0x7F and every non-ASCII character escaped as \uXXXX
 * (each half of a surrogate pair on its own), as a header carries bytes, not text.
 */
function headerJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
