import { z } from 'zod';
import {
  ConnectorError,
  type GooglePhotosConnector,
  type PickedItem,
  type PickingSession,
  type TokenSet,
} from './connector.ts';
import { errorOfStatus, type ProviderAnswer, postForm, requestJson, requestStream } from './http.ts';

/**
 * Google Photos through its Picker API (developers.google.com/photos/picker): since 2025-03-31 an
 * app reads a person's photos only as they pick them, in Google's own picker page. Google's OAuth 2
 * web server flow (with PKCE and the client secret) gets the tokens, asking for `openid email` (who
 * the account is) and the picker's scope; then a picking session is created, its pickerUri opened in
 * a tab of its own, polled until the person is done, its items listed page by page and their bytes
 * fetched from each item's baseUrl (valid 60 minutes, the Bearer token required).
 */

export const PICKER_SCOPE = 'https://www.googleapis.com/auth/photospicker.mediaitems.readonly';

const TIMEOUT_MS = 15_000;
/** Google's largest page of picked items. */
const PAGE_SIZE = 100;

const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive().optional(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
  /** The scopes granted, space-separated: the person may untick some on the consent page. */
  scope: z.string().optional(),
});
/** The OAuth 2 error answer (RFC 6749 section 5.2): only its code is read, never its description. */
const ZOAuthError = z.object({ error: z.string() });
/** Google APIs' error answer: `{ error: { code, message, status } }`; only the status is read. */
const ZApiError = z.object({ error: z.object({ status: z.string() }) });

const ZIdTokenClaims = z.object({ sub: z.string().min(1).max(255), email: z.string().max(320).optional() });

const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));
/** A duration as protobuf's JSON writes it: seconds with up to nine decimals, then "s". */
const duration = z.string().regex(/^\d+(\.\d{1,9})?s$/);

const ZSession = z.object({
  id: z.string().min(1).max(200),
  pickerUri: httpUrl,
  // Google fills pollingConfig only while the person has not picked yet.
  pollingConfig: z.object({ pollInterval: duration.optional() }).optional(),
  expireTime: z.string().optional(),
  mediaItemsSet: z.boolean().optional(),
});

const ZPickedMediaItem = z.object({
  id: z.string().min(1).max(500),
  createTime: z.string(),
  type: z.string().optional(),
  mediaFile: z.object({
    baseUrl: httpUrl,
    mimeType: z.string().max(255).optional(),
    filename: z.string().min(1).optional(),
  }),
});
const ZMediaItemPage = z.object({
  mediaItems: z.array(z.unknown()).max(PAGE_SIZE).optional(),
  nextPageToken: z.string().max(4096).optional(),
});

export function createGooglePhotos(options: {
  clientId: string;
  clientSecret: string;
  oauthUrl: string;
  tokenUrl: string;
  pickerUrl: string;
  timeoutMs?: number;
}): GooglePhotosConnector {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const pickerUrl = options.pickerUrl.replace(/\/+$/, '');
  const client = { client_id: options.clientId, client_secret: options.clientSecret };

  async function callToken(form: Record<string, string>, what: string): Promise<z.infer<typeof ZTokenAnswer>> {
    const answer = await postForm(options.tokenUrl, { ...client, ...form }, { timeoutMs });
    if (answer.status !== 200) throw tokenError(answer, what, form.grant_type === 'refresh_token');
    const parsed = ZTokenAnswer.safeParse(answer.json);
    if (!parsed.success) throw new ConnectorError('invalid', `${what}: tokens of another shape`);
    return parsed.data;
  }

  function callPicker(
    accessToken: string,
    path: string,
    init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; query?: Record<string, string> } = {},
  ): Promise<ProviderAnswer> {
    const url = new URL(`${pickerUrl}${path}`);
    if (init.query) url.search = new URLSearchParams(init.query).toString();
    return requestJson(url, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      timeoutMs,
    });
  }

  function readSession(answer: ProviderAnswer, what: string): PickingSession {
    if (answer.status !== 200) throw pickerError(answer, what);
    const parsed = ZSession.safeParse(answer.json);
    if (!parsed.success) throw new ConnectorError('invalid', `${what}: a session of another shape`);
    const { id, pickerUri, pollingConfig, expireTime, mediaItemsSet } = parsed.data;
    const expiresAt = expireTime ? Date.parse(expireTime) : Number.NaN;
    return {
      id,
      pickerUri,
      mediaItemsSet: mediaItemsSet ?? false,
      pollIntervalMs: pollingConfig?.pollInterval
        ? Math.round(Number.parseFloat(pollingConfig.pollInterval) * 1000)
        : null,
      expiresAt: Number.isFinite(expiresAt) ? new Date(expiresAt) : null,
    };
  }

  return {
    provider: 'google',

    async startAuthorization({ state, codeChallenge, redirectUri }) {
      const url = new URL(options.oauthUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: `openid email ${PICKER_SCOPE}`,
        // A refresh token, given again at every consent (Google gives one only at the first otherwise).
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return { url: url.toString() };
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const what = 'Google token exchange';
      const answer = await callToken(
        { code, redirect_uri: redirectUri, grant_type: 'authorization_code', code_verifier: codeVerifier },
        what,
      );
      // Google's consent page lets the person untick the picker: such a grant could pick nothing.
      if (answer.scope !== undefined && !answer.scope.split(' ').includes(PICKER_SCOPE)) {
        throw new ConnectorError('invalid', `${what}: the photo picker was not granted`);
      }
      return { ...tokensOf(answer), ...accountOf(answer.id_token, what) };
    },

    async refresh(refreshToken) {
      const what = 'Google token refresh';
      return tokensOf(await callToken({ refresh_token: refreshToken, grant_type: 'refresh_token' }, what));
    },

    async revoke({ accessToken, refreshToken }) {
      const what = 'Google revoke';
      // Revoking the refresh token ends the whole grant, its access tokens with it.
      const revokeUrl = new URL('/revoke', options.tokenUrl);
      const answer = await postForm(revokeUrl, { token: refreshToken ?? accessToken }, { timeoutMs });
      if (answer.status === 200) return;
      if (answer.status === 400 && oauthErrorOf(answer) === 'invalid_token') return;
      throw errorOfStatus(answer, what);
    },

    async createSession(accessToken) {
      const what = 'Google picker sessions.create';
      return readSession(await callPicker(accessToken, '/v1/sessions', { method: 'POST', body: {} }), what);
    },

    async getSession(accessToken, sessionId) {
      const what = 'Google picker sessions.get';
      return readSession(await callPicker(accessToken, `/v1/sessions/${encodeURIComponent(sessionId)}`), what);
    },

    async listPicked(accessToken, sessionId, pageToken) {
      const what = 'Google picker mediaItems.list';
      const answer = await callPicker(accessToken, '/v1/mediaItems', {
        query: { sessionId, pageSize: String(PAGE_SIZE), ...(pageToken ? { pageToken } : {}) },
      });
      if (answer.status === 400 && apiStatusOf(answer) === 'FAILED_PRECONDITION') {
        throw new ConnectorError('invalid', `${what}: the picking is not done (FAILED_PRECONDITION)`);
      }
      if (answer.status !== 200) throw pickerError(answer, what);
      const parsed = ZMediaItemPage.safeParse(answer.json);
      if (!parsed.success) throw new ConnectorError('invalid', `${what}: a page of another shape`);
      // An item we cannot use (no id, no baseUrl, no time) is left out rather than failing the others.
      const items = (parsed.data.mediaItems ?? []).flatMap((raw): PickedItem[] => {
        const item = ZPickedMediaItem.safeParse(raw);
        if (!item.success) return [];
        const { id, createTime, type, mediaFile } = item.data;
        const createdAt = Date.parse(createTime);
        if (!Number.isFinite(createdAt)) return [];
        const isVideo = type === 'VIDEO' || (type !== 'PHOTO' && mediaFile.mimeType?.startsWith('video/') === true);
        return [
          {
            file: {
              ref: id,
              name: (mediaFile.filename ?? id).slice(0, 255),
              path: null,
              pathLower: null,
              contentHash: null,
              modifiedAt: new Date(createdAt).toISOString(),
              sizeBytes: null,
            },
            kind: isVideo ? 'video' : 'photo',
            mimeType: mediaFile.mimeType ?? null,
            baseUrl: mediaFile.baseUrl,
          },
        ];
      });
      return { items, nextPageToken: parsed.data.nextPageToken || null };
    },

    async download(accessToken, item, signal) {
      const what = 'Google media download';
      // `=d` is a photo's original bytes (less its location); a video's bytes are `=dv` (`=d` is a still of it).
      const answer = await requestStream(`${item.baseUrl}=${item.kind === 'video' ? 'dv' : 'd'}`, {
        headers: { authorization: `Bearer ${accessToken}`, accept: '*/*' },
        timeoutMs,
        ...(signal ? { signal } : {}),
      });
      if (answer.stream) return answer.stream;
      throw errorOfStatus(answer, what);
    },

    async deleteSession(accessToken, sessionId) {
      const what = 'Google picker sessions.delete';
      const answer = await callPicker(accessToken, `/v1/sessions/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
      });
      if (answer.status !== 200 && answer.status !== 404) throw pickerError(answer, what);
    },
  };
}

function tokensOf(answer: z.infer<typeof ZTokenAnswer>): TokenSet {
  return {
    accessToken: answer.access_token,
    // Google gives a refresh token at the code exchange only: a refresh keeps the one there is.
    refreshToken: answer.refresh_token ?? null,
    expiresAt: answer.expires_in ? new Date(Date.now() + answer.expires_in * 1000) : null,
  };
}

/** A Picker API refusal: 404 is a session expired or deleted (or never there). */
function pickerError(answer: ProviderAnswer, what: string): ConnectorError {
  if (answer.status === 404) return new ConnectorError('not_found', `${what}: not found (404)`);
  return errorOfStatus(answer, what);
}

/**
 * The token endpoint's refusals: invalid_grant is a code that is not (or no longer) good, or a
 * refresh token withdrawn; invalid_client (401) is this server's own credentials, which no
 * reconnecting mends, so it is not `revoked`.
 */
function tokenError(answer: ProviderAnswer, what: string, isRefresh: boolean): ConnectorError {
  const code = oauthErrorOf(answer);
  if (code === 'invalid_grant') {
    return isRefresh
      ? new ConnectorError('revoked', `${what}: refresh token refused (invalid_grant)`)
      : new ConnectorError('invalid', `${what}: code refused (invalid_grant)`);
  }
  if (code === 'invalid_client' || code === 'unauthorized_client') {
    return new ConnectorError('invalid', `${what}: client credentials refused (${code})`);
  }
  return errorOfStatus(answer, what);
}

function oauthErrorOf(answer: ProviderAnswer): string | null {
  const parsed = ZOAuthError.safeParse(answer.json);
  return parsed.success ? parsed.data.error.slice(0, 64) : null;
}

function apiStatusOf(answer: ProviderAnswer): string | null {
  const parsed = ZApiError.safeParse(answer.json);
  return parsed.success && /^[A-Z_]{1,64}$/.test(parsed.data.error.status) ? parsed.data.error.status : null;
}

/**
 * Who the account is, from the id_token's claims. The token came straight from Google's token
 * endpoint over TLS, in answer to this server's own client secret, so its payload is read and its
 * signature not checked (as OpenID Connect Core 3.1.3.7 allows for this channel).
 */
function accountOf(idToken: string | undefined, what: string): { accountId: string; accountLabel: string } {
  const payload = idToken?.split('.')[1];
  let claims: unknown;
  try {
    claims = payload ? JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) : undefined;
  } catch {
    claims = undefined;
  }
  const parsed = ZIdTokenClaims.safeParse(claims);
  if (!parsed.success) throw new ConnectorError('invalid', `${what}: no account in the id_token`);
  return { accountId: parsed.data.sub, accountLabel: parsed.data.email || parsed.data.sub };
}
