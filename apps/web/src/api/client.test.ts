import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, onUnauthorized, poll, request } from './client.ts';

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets this cookie
  document.cookie = 'csrftoken=token-from-cookie';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function sentInit(call = 0): RequestInit {
  return fetchMock.mock.calls[call]?.[1] ?? {};
}

describe('request', () => {
  it('sends credentials, and the CSRF token on unsafe methods only', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true }));
    await request('v3/users/', { method: 'POST', payload: { form: { email: 'a@b.co' } } });
    await request('v3/is-logged-in');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v3/users/');
    expect(sentInit(0).credentials).toBe('include');
    expect((sentInit(0).headers as Record<string, string>)['X-CSRFToken']).toBe('token-from-cookie');
    expect((sentInit(1).headers as Record<string, string>)['X-CSRFToken']).toBeUndefined();
  });

  it('encodes JSON, form-urlencoded and multipart as asked', async () => {
    fetchMock.mockImplementation(async () => answer(200, {}));
    await request('a', { method: 'PUT', payload: { json: { language: 'de-DE' } } });
    await request('b', { method: 'POST', payload: { form: { token: 't', password: 'p w' } } });
    await request('c', { method: 'POST', payload: { multipart: { email: 'e', password: 'p' } } });
    expect(sentInit(0).body).toBe('{"language":"de-DE"}');
    expect((sentInit(0).headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(String(sentInit(1).body)).toBe('token=t&password=p+w');
    expect((sentInit(1).headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(sentInit(2).body).toBeInstanceOf(FormData);
    expect((sentInit(2).headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws the mapped error for a failed status and for a success-false body', async () => {
    fetchMock.mockResolvedValueOnce(answer(404, { success: false, message: 'This email does not exist' }));
    await expect(request('x')).rejects.toMatchObject({ message: 'This email does not exist', code: 'email_not_found' });
    fetchMock.mockResolvedValueOnce(answer(200, { ok: false, message: 'Upload failed' }));
    await expect(request('x')).rejects.toMatchObject({ message: 'Upload failed', code: 'upload_failed' });
  });

  it('tells the session about an Unauthorized answer', async () => {
    const handler = vi.fn();
    const stop = onUnauthorized(handler);
    fetchMock.mockImplementation(async () => answer(401, {}));
    await expect(request('user/profile/edit/')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
    stop();
  });

  it('retries a read after a network failure, 1 s apart, then gives up with No internet', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = request('v3/features').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await result).toMatchObject({ message: 'No internet', code: 'no_internet' });
  });

  it('succeeds when a retry gets through', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200, { ok: 1 }));
    const result = request<{ ok: number }>('v3/features');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toEqual({ ok: 1 });
  });

  it('does not retry an unsafe method on its own, nor an answer from the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('www-login/', { method: 'POST' })).rejects.toMatchObject({ code: 'no_internet' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => answer(500, {}));
    await expect(request('v3/features')).rejects.toMatchObject({ code: 'internal_server_error' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a retry policy of the caller', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = request('x', { method: 'POST', retry: { retries: 1, delayMs: 50 } }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await result).toMatchObject({ code: 'no_internet' });
  });

  it('counts a timeout as a network failure', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = request('x', { retry: false, timeoutMs: 100 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(100);
    expect(await result).toMatchObject({ code: 'no_internet' });
  });

  it('answers cancelled when the caller aborts, and does not retry', async () => {
    const abort = new AbortController();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = request('x', { signal: abort.signal }).catch((error: unknown) => error);
    abort.abort();
    expect(await result).toMatchObject({ message: 'cancelled', code: 'cancelled' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('poll', () => {
  it('asks every 3 s until the answer is the awaited one, riding out network failures', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('processing')
      .mockRejectedValueOnce(new ApiError({ status: 0, code: 'no_internet', message: 'No internet' }))
      .mockResolvedValueOnce('ready');
    const result = poll(attempt, { until: (state) => state === 'ready' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await result).toBe('ready');
  });

  it('stops on an answer that is an error, and when cancelled', async () => {
    const refused = new ApiError({ status: 404, code: 'not_found', message: 'Not found' });
    await expect(poll(() => Promise.reject(refused), { until: () => true })).rejects.toBe(refused);
    const abort = new AbortController();
    const result = poll(() => Promise.resolve('processing'), { until: () => false, signal: abort.signal });
    abort.abort();
    await expect(result).rejects.toMatchObject({ code: 'cancelled' });
  });
});
