import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorageRequest } from '../components/imports/import-fixtures.ts';
import { ApiError } from './client.ts';
import { uploadLibraryFile, uploadToPolicyWithProgress } from './upload.ts';

const photo = () => new File(['abcd'], 'IMG_1.jpg', { type: 'image/jpeg', lastModified: 1_700_000_000_000 });
const POLICY = { url: 'https://storage.test/upload', fields: { key: 'part-0', policy: 'signed' } };
const lastRequest = () => FakeStorageRequest.sent.at(-1) as FakeStorageRequest;

beforeEach(() => {
  FakeStorageRequest.sent = [];
  FakeStorageRequest.isAutomatic = false;
  vi.stubGlobal('XMLHttpRequest', FakeStorageRequest);
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server, which sets this cookie
  document.cookie = 'csrftoken=token-1';
});

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie set above goes, as the server would let it
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('uploads with progress', () => {
  it('posts a library file to our API with the session, its CSRF token and its date, and answers the item', async () => {
    const progress: number[] = [];
    const done = uploadLibraryFile(photo(), {
      onProgress: (fraction) => progress.push(fraction),
      signal: new AbortController().signal,
    });
    const request = lastRequest();
    expect([request.method, request.url, request.withCredentials]).toEqual(['POST', '/api/v3/library/uploads', true]);
    expect(request.headers).toEqual({ Accept: 'application/json', 'X-CSRFToken': 'token-1' });
    expect(request.fieldNames()).toEqual(['lastModified', 'file']);
    request.progress(2, 4);
    request.respond(200, JSON.stringify({ item: { id: 5 } }));
    expect(await done).toEqual({ id: 5 });
    expect(progress).toEqual([0.5, 1]);
  });

  it("posts an archive's part to storage with the policy's fields first and no cookie", async () => {
    const done = uploadToPolicyWithProgress(POLICY, photo(), {
      onProgress: vi.fn(),
      signal: new AbortController().signal,
    });
    const request = lastRequest();
    expect([request.url, request.withCredentials]).toEqual([POLICY.url, false]);
    expect(request.headers).toEqual({});
    expect(request.fieldNames()).toEqual(['key', 'policy', 'file']);
    request.respond(204);
    await expect(done).resolves.toBeUndefined();
  });

  it("turns storage's refusal into the ApiError of its status, and a failure body into the server's error", async () => {
    const refused = uploadToPolicyWithProgress(POLICY, photo(), {
      onProgress: vi.fn(),
      signal: new AbortController().signal,
    });
    lastRequest().respond(403, '<Error><Code>AccessDenied</Code></Error>');
    await expect(refused).rejects.toMatchObject({ status: 403, code: 'unauthorized' });

    const failed = uploadLibraryFile(photo(), { onProgress: vi.fn(), signal: new AbortController().signal });
    lastRequest().respond(
      200,
      JSON.stringify({ success: false, code: 'video_storage_full', message: 'Your video storage is full' }),
    );
    const error = await failed.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'video_storage_full' });
  });

  it('stops on an abort, as a cancel, and never starts when aborted already', async () => {
    const controller = new AbortController();
    const upload = uploadLibraryFile(photo(), { onProgress: vi.fn(), signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ code: 'cancelled' });
    expect(lastRequest().isAborted).toBe(true);

    const sentBefore = FakeStorageRequest.sent.length;
    await expect(
      uploadToPolicyWithProgress(POLICY, photo(), { onProgress: vi.fn(), signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'cancelled' });
    expect(FakeStorageRequest.sent).toHaveLength(sentBefore);
  });

  it('says a lost connection as the network error', async () => {
    const upload = uploadLibraryFile(photo(), { onProgress: vi.fn(), signal: new AbortController().signal });
    lastRequest().onerror?.();
    await expect(upload).rejects.toMatchObject({ code: 'no_internet' });
  });
});
