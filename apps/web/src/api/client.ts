import { ApiError, cancelledError, isFailureBody, mapErrorResponse, networkError } from './error-mapping.ts';
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from './retry.ts';

export { ApiError, isApiError } from './error-mapping.ts';
export { DEFAULT_POLL_INTERVAL_MS, DEFAULT_RETRY, poll } from './retry.ts';

/**
 * The one way the web app talks to the API (spec section 7): relative paths under /api/, the
 * session cookie sent along, the CSRF token echoed on every unsafe method, answers and failures
 * mapped once (error-mapping.ts), and network failures retried for calls that may be repeated.
 */
export const API_BASE = '/api/';
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';
const DEFAULT_TIMEOUT_MS = 30_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const UNSAFE_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Repeating these changes nothing on the server, so they alone retry on their own. */
const IDEMPOTENT_METHODS = new Set<Method>(['GET', 'PUT', 'DELETE']);

/** How a payload travels, exactly as spec section 7 writes it per call. */
export type Payload =
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: Record<string, string | Blob> };

export interface RequestOptions {
  method?: Method;
  payload?: Payload;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: never retry; a policy: retry even an unsafe method (the caller knows it is safe). */
  retry?: RetryPolicy | false;
  timeoutMs?: number;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function encode(payload: Payload | undefined): { body?: BodyInit; contentType?: string } {
  if (payload === undefined) return {};
  if ('json' in payload) return { body: JSON.stringify(payload.json), contentType: 'application/json' };
  if ('form' in payload) {
    return { body: new URLSearchParams(payload.form), contentType: 'application/x-www-form-urlencoded' };
  }
  // The browser sets the multipart boundary itself, so no content type here.
  const form = new FormData();
  for (const [name, value] of Object.entries(payload.multipart)) form.append(name, value);
  return { body: form };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One attempt: a timeout counts as a network failure, the caller's abort as 'cancelled'. */
async function send<T>(url: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number) {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const onAbort = () => timeout.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: timeout.signal });
  } catch {
    throw signal?.aborted ? cancelledError() : networkError();
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    throw signal?.aborted ? cancelledError() : networkError();
  }
  if (!response.ok || isFailureBody(body)) throw mapErrorResponse(response.status, body);
  return body as T;
}

let handleUnauthorized: ((error: ApiError) => void) | undefined;

/** The session registers here: any call answered 'Unauthorized' ends it (spec section 4). */
export function onUnauthorized(handler: (error: ApiError) => void): () => void {
  handleUnauthorized = handler;
  return () => {
    if (handleUnauthorized === handler) handleUnauthorized = undefined;
  };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = `${API_BASE}${path.replace(/^\//, '')}`;
  const { body, contentType } = encode(options.payload);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (contentType) headers['Content-Type'] = contentType;
  const init: RequestInit = { method, body, credentials: 'include' };
  const policy = options.retry === undefined ? (IDEMPOTENT_METHODS.has(method) ? DEFAULT_RETRY : false) : options.retry;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const attempt = () => {
    // Read on every attempt: the server may have set or renewed the token since the last one.
    const csrfToken = UNSAFE_METHODS.has(method) ? readCookie(CSRF_COOKIE) : undefined;
    return send<T>(
      url,
      { ...init, headers: csrfToken ? { ...headers, [CSRF_HEADER]: csrfToken } : headers },
      options.signal,
      timeoutMs,
    );
  };
  try {
    return policy === false ? await attempt() : await withRetry(attempt, policy, options.signal);
  } catch (error) {
    if (error instanceof ApiError && error.isUnauthorized) handleUnauthorized?.(error);
    throw error;
  }
}
