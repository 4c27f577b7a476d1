import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { ConnectorError } from './connector.ts';

/**
 * How a connector talks HTTP to its provider, the same for every provider: each call has a
 * deadline, a JSON answer is read up to a bound, and what goes wrong on the way (no answer, a
 * broken one) is a ConnectorError. The answer's status is left to the caller, which knows what a
 * 404 or a 409 means at its provider; `errorOfStatus` is what every other status means.
 * Messages name the host and the status, never the provider's own text.
 */

/** Token answers, session and listing pages are a few kilobytes; a page of 100 items some 100 KB. */
const MAX_JSON_BYTES = 1024 * 1024;

export interface ProviderRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
  /** For a JSON answer: the whole call, the answer read included; for a stream: the wait for each chunk. */
  timeoutMs: number;
  /** The caller's own end (a job stopping): its reason is thrown as it is, not as a ConnectorError. */
  signal?: AbortSignal;
  /** Answers larger than this are refused (1 MiB unless told). */
  maxBytes?: number;
}

/** What the provider answered: its status and headers, its body read as JSON (undefined: empty or not JSON). */
export interface ProviderAnswer {
  status: number;
  headers: Headers;
  json: unknown;
}

/** Sends a request and reads its answer as JSON, whatever the status (error answers are JSON too). */
export async function requestJson(url: URL | string, request: ProviderRequest): Promise<ProviderAnswer> {
  const target = new URL(url);
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  // An API that redirects is answering something else: its 3xx is refused like any other status.
  const response = await send(target, request, signal, 'manual');
  const maxBytes = request.maxBytes ?? MAX_JSON_BYTES;
  let text: string | null;
  try {
    text = await readBounded(response, maxBytes);
  } catch (error) {
    throw failureOf(error, target, request.signal);
  }
  if (text === null && response.ok) {
    throw new ConnectorError('invalid', `${target.host} answered more than ${maxBytes} bytes`);
  }
  return { status: response.status, headers: response.headers, json: parseJson(text) };
}

/** POSTs a form (an OAuth 2 token or revoke endpoint) and reads the JSON answer. */
export function postForm(
  url: URL | string,
  form: Record<string, string>,
  request: Omit<ProviderRequest, 'method' | 'body'>,
): Promise<ProviderAnswer> {
  return requestJson(url, {
    ...request,
    method: 'POST',
    headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

/**
 * Sends a request whose answer is a file: on success, its bytes as a stream (a chunk that takes
 * longer than `timeoutMs` to come ends the stream with an `unavailable` error, while a slow reader
 * costs nothing); else the error answer, read as JSON.
 */
export async function requestStream(
  url: URL | string,
  request: Omit<ProviderRequest, 'maxBytes'>,
): Promise<ProviderAnswer & { stream: Readable | null }> {
  const target = new URL(url);
  const controller = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, controller.signal]) : controller.signal;
  const stall = () => controller.abort(new DOMException('no bytes in time', 'TimeoutError'));
  let timer = setTimeout(stall, request.timeoutMs);
  let response: Response;
  try {
    // File hosts may send the bytes from elsewhere; fetch drops the Authorization header when that is another origin.
    response = await send(target, request, signal, 'follow');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    timer = setTimeout(stall, request.timeoutMs);
    try {
      const text = await readBounded(response, MAX_JSON_BYTES);
      return { status: response.status, headers: response.headers, json: parseJson(text), stream: null };
    } catch (error) {
      throw failureOf(error, target, request.signal);
    } finally {
      clearTimeout(timer);
    }
  }
  const reader = response.body.getReader();
  const paced = new ReadableStream<Uint8Array>({
    // Only the provider's pace is measured: the deadline runs while a chunk is awaited, not while the reader is busy.
    async pull(stream) {
      timer = setTimeout(stall, request.timeoutMs);
      try {
        const { done, value } = await reader.read();
        if (done) stream.close();
        else stream.enqueue(value);
      } catch (error) {
        throw failureOf(error, target, request.signal);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: undefined,
    stream: Readable.fromWeb(paced as NodeReadableStream<Uint8Array>),
  };
}

/**
 * What a status that is not a success means, whatever the provider: 401 the tokens are no longer
 * accepted (refresh first: a 401 after a fresh token is a withdrawn grant); 429 wait; 5xx try again
 * later; any other refusal is the request itself.
 */
export function errorOfStatus(answer: Pick<ProviderAnswer, 'status' | 'headers'>, what: string): ConnectorError {
  const { status } = answer;
  if (status === 401) return new ConnectorError('revoked', `${what}: tokens refused (401)`);
  if (status === 429) {
    return new ConnectorError('throttled', `${what}: throttled (429)`, retryAfterSeconds(answer.headers));
  }
  if (status >= 500) return new ConnectorError('unavailable', `${what}: answered ${status}`);
  return new ConnectorError('invalid', `${what}: refused (${status})`);
}

/** Retry-After, in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now: Date = new Date()): number | null {
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 24 * 3600);
  const at = Date.parse(value);
  if (!Number.isFinite(at)) return null;
  return Math.min(Math.max(0, Math.ceil((at - now.getTime()) / 1000)), 24 * 3600);
}

async function send(
  url: URL,
  request: ProviderRequest,
  signal: AbortSignal,
  redirect: RequestRedirect,
): Promise<Response> {
  try {
    return await fetch(url, {
      method: request.method ?? 'GET',
      headers: { accept: 'application/json', ...request.headers },
      body: request.body ?? null,
      redirect,
      signal,
    });
  } catch (error) {
    throw failureOf(error, url, request.signal);
  }
}

/** A call that did not get through: the caller's own end as it is, anything else `unavailable`. */
function failureOf(error: unknown, url: URL, callerSignal: AbortSignal | undefined): unknown {
  if (error instanceof ConnectorError) return error;
  if (callerSignal?.aborted) return callerSignal.reason;
  const reason = error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in time' : 'unreachable';
  return new ConnectorError('unavailable', `${url.host} ${reason}`);
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body as text; null past `maxBytes` (the rest is not read). */
async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
