import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ConnectorError } from './connector.ts';
import { errorOfStatus, type ProviderAnswer, requestJson, requestStream, retryAfterSeconds } from './http.ts';

/**
 * What Facebook's Graph API and Instagram's (graph.instagram.com) share, so the two connectors
 * read them alike: the error answer `{ error: { message, type, code, error_subcode } }` and what
 * its code means, cursor paging (`paging.cursors.after` while `paging.next` is there), tokens as
 * `{ access_token, expires_in }`, Meta's times (`2024-05-01T10:00:00+0000`), and CDN links that
 * expire, fetched afresh by the media's id.
 */

/** Meta's user tokens, short-lived ones exchanged for these: 60 days, when the answer does not say. */
export const LONG_LIVED_SECONDS = 60 * 24 * 3600;
/** Meta's throttling answers say no wait in a standard header: a minute, unless one does. */
const THROTTLED_SECONDS = 60;
/** A page of 100 media with their links and captions stays well under this. */
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const ANSWER_MAX_BYTES = 64 * 1024;

export const httpUrl = z
  .string()
  .max(8192)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol));

/** Graph ids are decimal strings (some carry an underscore); anything else is not put into a path. */
export const graphId = z.string().regex(/^[0-9][0-9_]{0,63}$/);

const ZGraphError = z.object({
  error: z.object({ code: z.number().int(), error_subcode: z.number().int().optional() }),
});

const ZToken = z.object({ access_token: z.string().min(1).max(4096), expires_in: z.number().positive().optional() });

const ZPage = z.object({
  data: z.array(z.unknown()).max(1000),
  paging: z
    .object({
      cursors: z
        .object({ after: z.string().max(4096) })
        .partial()
        .optional(),
      next: z.string().optional(),
    })
    .optional(),
});

/** Codes Meta uses for "too many calls": of the app, the user, a page, a custom limit, a business use case. */
function isThrottleCode(code: number): boolean {
  return [4, 17, 32, 613].includes(code) || (code >= 80001 && code <= 80014);
}

/**
 * What a Graph error answer means, read from its code before its status (Meta sends most with 400):
 * 190 and 102 a token no longer accepted; the rate limits; 100/33 and 803 an id not there (deleted,
 * or never seen by this token); 1 and 2 Meta's own trouble. Only the numbers reach the message.
 */
export function graphErrorOf(answer: ProviderAnswer, what: string): ConnectorError {
  const error = ZGraphError.safeParse(answer.json).data?.error;
  if (!error) return errorOfStatus(answer, what);
  const { code } = error;
  const tag = `#${code}${error.error_subcode === undefined ? '' : `/${error.error_subcode}`}`;
  const said = (meaning: string) => `${what}: ${meaning} (${tag}, ${answer.status})`;
  if (code === 190 || code === 102) return new ConnectorError('revoked', said('token refused'));
  if (isThrottleCode(code)) return new ConnectorError('throttled', said('throttled'), throttledSeconds(answer.headers));
  if ((code === 100 && error.error_subcode === 33) || code === 803) {
    return new ConnectorError('not_found', said('not found'));
  }
  if (code === 1 || code === 2) return new ConnectorError('unavailable', said('unavailable'));
  return errorOfStatus(answer, `${what} ${tag}`);
}

/**
 * A token endpoint's refusal. At the consent's end (`code`), whatever Meta refuses is the grant
 * itself (a code used, another redirect URI, this server's secret: Meta calls the last one #1);
 * at a refresh, only #190 is a token gone for good: Instagram also refuses tokens under a day old.
 */
export function tokenRefusalOf(answer: ProviderAnswer, what: string, at: 'code' | 'refresh'): ConnectorError {
  const failure = graphErrorOf(answer, what);
  if (failure.kind === 'throttled' || answer.status >= 500) return failure;
  const code = ZGraphError.safeParse(answer.json).data?.error.code;
  if (at === 'refresh' && code === 190) return failure;
  return new ConnectorError('invalid', `${what}: refused (${answer.status})`);
}

/** Retry-After if Meta sends one, else the longest `estimated_time_to_regain_access` (minutes) of the usage header. */
function throttledSeconds(headers: Headers): number {
  const header = retryAfterSeconds(headers);
  if (header !== null) return header;
  let minutes = 0;
  try {
    const usage: unknown = JSON.parse(headers.get('x-business-use-case-usage') ?? '{}');
    for (const entries of Object.values(usage as Record<string, unknown>)) {
      for (const entry of Array.isArray(entries) ? entries : []) {
        const regain = (entry as { estimated_time_to_regain_access?: unknown }).estimated_time_to_regain_access;
        if (typeof regain === 'number' && Number.isFinite(regain)) minutes = Math.max(minutes, regain);
      }
    }
  } catch {
    minutes = 0;
  }
  return minutes > 0 ? Math.min(Math.ceil(minutes * 60), 24 * 3600) : THROTTLED_SECONDS;
}

export function read<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ConnectorError('invalid', `${what}: answer of another shape`);
  return parsed.data;
}

/** A Graph host, called with a user token (in the query, as Meta documents it) and the app's proof when it has one. */
export function createGraphClient(options: { graphUrl: string; timeoutMs: number; appSecret?: string }) {
  const graphUrl = options.graphUrl.replace(/\/+$/, '');

  function urlOf(path: string, params: Record<string, string>, accessToken: string): URL {
    const url = new URL(`${graphUrl}/${path}`);
    url.search = new URLSearchParams({
      ...params,
      access_token: accessToken,
      // appsecret_proof: a token taken elsewhere is of no use without the secret (Meta can require it).
      ...(options.appSecret
        ? { appsecret_proof: createHmac('sha256', options.appSecret).update(accessToken).digest('hex') }
        : {}),
    }).toString();
    return url;
  }

  async function call(
    method: 'GET' | 'DELETE',
    path: string,
    params: Record<string, string>,
    accessToken: string,
    what: string,
  ): Promise<unknown> {
    const answer = await requestJson(urlOf(path, params, accessToken), {
      method,
      timeoutMs: options.timeoutMs,
      maxBytes: PAGE_MAX_BYTES,
    });
    if (answer.status !== 200) throw graphErrorOf(answer, what);
    if (answer.json === undefined) throw new ConnectorError('invalid', `${what}: answer is not JSON`);
    return answer.json;
  }

  return {
    get: (path: string, params: Record<string, string>, accessToken: string, what: string) =>
      call('GET', path, params, accessToken, what),
    delete: (path: string, accessToken: string, what: string) => call('DELETE', path, {}, accessToken, what),

    /** One page of an edge: its items (each still to be read) and the cursor of the next page, null at the end. */
    async page(path: string, params: Record<string, string>, accessToken: string, after: string | null, what: string) {
      const json = await call('GET', path, { ...params, ...(after ? { after } : {}) }, accessToken, what);
      const page = read(ZPage, json, what);
      // `next` is there only while there is more; the cursor is kept, never the link (it carries the token).
      const cursor = page.paging?.next ? (page.paging.cursors?.after ?? null) : null;
      return { items: page.data, after: cursor || null };
    },
  };
}

/** GET of a token endpoint (code exchange, long-lived exchange, refresh): the token and when it ends. */
export async function fetchToken(
  url: URL,
  what: string,
  at: 'code' | 'refresh',
  timeoutMs: number,
): Promise<{ accessToken: string; expiresAt: Date | null }> {
  const answer = await requestJson(url, { timeoutMs, maxBytes: ANSWER_MAX_BYTES });
  if (answer.status !== 200) throw tokenRefusalOf(answer, what, at);
  const token = read(ZToken, answer.json, what);
  return {
    accessToken: token.access_token,
    expiresAt: token.expires_in === undefined ? null : new Date(Date.now() + token.expires_in * 1000),
  };
}

/** A long-lived token's end: as the answer says, else Meta's documented 60 days. */
export function longLivedEnd(token: { expiresAt: Date | null }): Date {
  return token.expiresAt ?? new Date(Date.now() + LONG_LIVED_SECONDS * 1000);
}

/** Meta's times (`+0000`, no colon) as ISO 8601 in UTC; null when absent or unreadable. */
export function isoTimeOf(text: string | undefined): string | null {
  if (!text) return null;
  const time = Date.parse(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** The cursor a connector's own page token carries after `prefix:` (empty: the first page); null: not ours. */
export function cursorOf(pageToken: string, prefix: string): string | null {
  return pageToken.startsWith(`${prefix}:`) ? pageToken.slice(prefix.length + 1) : null;
}

/**
 * The bytes at a CDN link (no token: Meta's CDN links are signed). Such links expire (403) or go
 * (404, 410): then the media's current link is asked for by its id, and fetched once more.
 */
export async function downloadFresh(request: {
  url: string;
  freshUrl: () => Promise<string>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  what: string;
}): Promise<Readable> {
  const fetchBytes = (url: string) =>
    requestStream(url, {
      headers: { accept: '*/*' },
      timeoutMs: request.timeoutMs,
      ...(request.signal ? { signal: request.signal } : {}),
    });
  const isGone = (status: number) => status === 403 || status === 404 || status === 410;
  if (httpUrl.safeParse(request.url).success) {
    const first = await fetchBytes(request.url);
    if (first.stream) return first.stream;
    if (!isGone(first.status)) throw errorOfStatus(first, request.what);
  }
  const second = await fetchBytes(await request.freshUrl());
  if (second.stream) return second.stream;
  if (second.status === 404 || second.status === 410) {
    throw new ConnectorError('not_found', `${request.what}: gone (${second.status})`);
  }
  throw errorOfStatus(second, request.what);
}
