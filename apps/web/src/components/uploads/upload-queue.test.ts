import type { LibraryItem } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { createUploadQueue, type Uploader } from './upload-queue.ts';

interface Call {
  name: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** An uploader whose every call the test finishes by hand. */
function manualUploader() {
  const calls: Call[] = [];
  const uploader: Uploader = (file, { onProgress, signal }) =>
    new Promise<LibraryItem>((resolve, reject) => {
      const call: Call = {
        name: file.name,
        onProgress,
        signal,
        resolve: () => resolve({ id: calls.indexOf(call) } as LibraryItem),
        reject,
      };
      signal.addEventListener('abort', () =>
        reject(new ApiError({ status: 0, code: 'cancelled', message: 'cancelled' })),
      );
      calls.push(call);
    });
  return { calls, uploader };
}

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const files = (count: number) => Array.from({ length: count }, (_, i) => file(`photo-${i + 1}.jpg`));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (queue: ReturnType<typeof createUploadQueue>) => queue.getSnapshot().entries.map((e) => e.status);

describe('upload queue', () => {
  it('uploads three at a time and starts the next when one ends', async () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(5));
    expect(calls.map((call) => call.name)).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg']);
    expect(statuses(queue)).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);
    expect(queue.getSnapshot()).toMatchObject({ total: 5, current: 3, finished: 0, isDone: false });

    calls[1]?.resolve();
    await settle();
    expect(calls).toHaveLength(4);
    expect(statuses(queue)).toEqual(['uploading', 'successful', 'uploading', 'uploading', 'queued']);
    expect(queue.getSnapshot().current).toBe(4);
  });

  it('tracks per-file progress', () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(1));
    calls[0]?.onProgress(0.5);
    expect(queue.getSnapshot().entries[0]?.progress).toBe(0.5);
  });

  it('ends each file successful, failed with its reason, or cancelled', async () => {
    const { calls, uploader } = manualUploader();
    const uploaded: LibraryItem[] = [];
    const queue = createUploadQueue({ uploader, onUploaded: (item) => uploaded.push(item) });
    queue.add(files(4));
    calls[0]?.resolve();
    calls[1]?.reject(new ApiError({ status: 413, code: 'file_too_large', message: 'File too large' }));
    queue.cancel(3); // the third file, while it travels
    await settle();
    queue.cancel(4); // the fourth had started when the third ended; cancel it too
    await settle();

    const entries = queue.getSnapshot().entries;
    expect(entries.map((e) => [e.status, e.errorCode])).toEqual([
      ['successful', undefined],
      ['failed', 'file_too_large'],
      ['cancelled', 'upload_cancelled'],
      ['cancelled', 'upload_cancelled'],
    ]);
    expect(calls[2]?.signal.aborted).toBe(true);
    expect(uploaded).toHaveLength(1);
    expect(queue.getSnapshot()).toMatchObject({ isDone: true, finished: 4, counts: { successful: 1, failed: 1 } });
  });

  it('an unknown failure reads as upload failed', async () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(1));
    calls[0]?.reject(new Error('boom'));
    await settle();
    expect(queue.getSnapshot().entries[0]).toMatchObject({ status: 'failed', errorCode: 'upload_failed' });
  });

  it('cancel all stops the travelling files and never starts the waiting ones', async () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(6));
    queue.cancelAll();
    await settle();
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
    expect(statuses(queue)).toEqual(Array(6).fill('cancelled'));
  });

  it('a finished file cannot be cancelled afterwards', async () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(1));
    calls[0]?.resolve();
    await settle();
    queue.cancel(1);
    expect(statuses(queue)).toEqual(['successful']);
  });

  it('a file the library holds already ends as known, with the item that holds it, not as a failure', async () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(2));
    const refusal = (params?: Record<string, number>) =>
      new ApiError({ status: 409, code: 'file_already_uploaded', message: 'File already uploaded', params });
    calls[0]?.reject(refusal({ itemId: 42 }));
    calls[1]?.reject(refusal());
    await settle();
    const [first, second] = queue.getSnapshot().entries;
    expect(first).toMatchObject({ status: 'known', itemId: 42 });
    expect(second?.status).toBe('known');
    expect(second?.itemId).toBeUndefined();
    expect(queue.getSnapshot()).toMatchObject({ isDone: true, counts: { known: 2, failed: 0 } });
  });

  it('tries a failed file again, with the same file, and only one the connection or server failed', async () => {
    const { calls, uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(3));
    calls[0]?.reject(new Error('network'));
    calls[1]?.resolve();
    calls[2]?.reject(new ApiError({ status: 413, code: 'file_too_large', message: 'File too large' }));
    await settle();
    queue.retry(2);
    queue.retry(3);
    queue.retry(1);
    expect(calls.map((call) => call.name)).toEqual(['photo-1.jpg', 'photo-2.jpg', 'photo-3.jpg', 'photo-1.jpg']);
    expect(statuses(queue)).toEqual(['uploading', 'successful', 'failed']);
    calls[3]?.resolve();
    await settle();
    expect(queue.getSnapshot().entries[0]).toMatchObject({ status: 'successful', errorCode: undefined });
  });

  it('names the folder its files were chosen as', () => {
    const { uploader } = manualUploader();
    const queue = createUploadQueue({ uploader });
    queue.add(files(1), { folder: 'Summer 2024' });
    queue.add(files(1));
    expect(queue.getSnapshot().entries.map((entry) => entry.folder)).toEqual(['Summer 2024', undefined]);
  });
});
