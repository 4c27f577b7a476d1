import type { ErrorCode, LibraryItem } from '@kinframe/contract';
import { isApiError } from '../../api/client.ts';

/**
 * The upload queue (spec section 4: "uploading n of total, then successful, failed or cancelled"):
 * files wait their turn, three travel at a time, each can be cancelled, and each ends in one state.
 * Pure of React and of HTTP: the uploader is injected, so tests drive it with promises.
 */
export type UploadStatus = 'queued' | 'uploading' | 'successful' | 'failed' | 'cancelled';

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  /** Why it failed: a contract error code (the UI translates it). */
  errorCode?: ErrorCode;
  errorMessage?: string;
}

export type Uploader = (
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) => Promise<LibraryItem>;

export interface UploadQueueSnapshot {
  entries: readonly UploadEntry[];
  total: number;
  finished: number;
  /** The n of "Uploading n of total": finished ones and those on their way. */
  current: number;
  isDone: boolean;
  counts: Record<UploadStatus, number>;
}

export const UPLOAD_CONCURRENCY = 3;

const FINAL: ReadonlySet<UploadStatus> = new Set(['successful', 'failed', 'cancelled']);

export function isFinal(status: UploadStatus): boolean {
  return FINAL.has(status);
}

export function summarize(entries: readonly UploadEntry[]): UploadQueueSnapshot {
  const counts: Record<UploadStatus, number> = { queued: 0, uploading: 0, successful: 0, failed: 0, cancelled: 0 };
  for (const entry of entries) counts[entry.status] += 1;
  const finished = counts.successful + counts.failed + counts.cancelled;
  return {
    entries,
    total: entries.length,
    finished,
    current: Math.min(entries.length, finished + counts.uploading),
    isDone: entries.length > 0 && finished === entries.length,
    counts,
  };
}

export interface UploadQueue {
  add(files: readonly File[]): void;
  cancel(id: number): void;
  cancelAll(): void;
  /** Forgets the finished entries (a fresh start for the next batch). */
  clearFinished(): void;
  getSnapshot(): UploadQueueSnapshot;
  subscribe(listener: () => void): () => void;
}

export function createUploadQueue(options: {
  uploader: Uploader;
  concurrency?: number;
  onUploaded?: (item: LibraryItem) => void;
}): UploadQueue {
  const concurrency = options.concurrency ?? UPLOAD_CONCURRENCY;
  let entries: UploadEntry[] = [];
  let snapshot = summarize(entries);
  const files = new Map<number, File>();
  const controllers = new Map<number, AbortController>();
  const listeners = new Set<() => void>();
  let nextId = 1;

  function emit() {
    snapshot = summarize(entries);
    for (const listener of listeners) listener();
  }

  function update(id: number, change: Partial<UploadEntry>) {
    entries = entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
  }

  function statusOf(id: number): UploadStatus | undefined {
    return entries.find((entry) => entry.id === id)?.status;
  }

  function pump() {
    let running = entries.filter((entry) => entry.status === 'uploading').length;
    for (const entry of entries) {
      if (running >= concurrency) break;
      if (entry.status !== 'queued') continue;
      running += 1;
      start(entry.id);
    }
  }

  function start(id: number) {
    const file = files.get(id);
    if (!file) return;
    const controller = new AbortController();
    controllers.set(id, controller);
    update(id, { status: 'uploading', progress: 0 });
    let lastProgress = 0;
    options
      .uploader(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          // Progress events come many times a second; a percent is as fine as anyone can see.
          const progress = Math.min(1, Math.max(0, fraction));
          if (statusOf(id) !== 'uploading' || progress - lastProgress < 0.01) return;
          lastProgress = progress;
          update(id, { progress });
          emit();
        },
      })
      .then(
        (item) => {
          if (statusOf(id) !== 'uploading') return;
          update(id, { status: 'successful', progress: 1 });
          options.onUploaded?.(item);
        },
        (error: unknown) => {
          if (statusOf(id) !== 'uploading') return;
          if (controller.signal.aborted || (isApiError(error) && error.isCancelled)) {
            update(id, { status: 'cancelled', errorCode: 'upload_cancelled' });
            return;
          }
          const code = isApiError(error) && error.code ? error.code : 'upload_failed';
          const message = isApiError(error) && !error.code ? error.message : undefined;
          update(id, { status: 'failed', errorCode: code, errorMessage: message });
        },
      )
      .finally(() => {
        controllers.delete(id);
        files.delete(id);
        pump();
        emit();
      });
  }

  function cancel(id: number) {
    const status = statusOf(id);
    if (status === undefined || isFinal(status)) return;
    update(id, { status: 'cancelled', errorCode: 'upload_cancelled' });
    files.delete(id);
    controllers.get(id)?.abort();
  }

  return {
    add(newFiles) {
      for (const file of newFiles) {
        const id = nextId++;
        files.set(id, file);
        entries.push({ id, name: file.name, size: file.size, status: 'queued', progress: 0 });
      }
      entries = [...entries];
      pump();
      emit();
    },
    cancel(id) {
      cancel(id);
      pump();
      emit();
    },
    cancelAll() {
      for (const entry of entries) cancel(entry.id);
      emit();
    },
    clearFinished() {
      entries = entries.filter((entry) => !isFinal(entry.status));
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
