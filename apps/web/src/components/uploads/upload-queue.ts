import { ERRORS, type ErrorCode, type LibraryItem } from '@kinframe/contract';
import { isApiError } from '../../api/client.ts';

/**
 * The upload queue (spec section 4: "uploading n of total, then successful, failed or cancelled"):
 * files wait their turn, three travel at a time, each can be cancelled, and each ends in one state;
 * a failed one can be tried again. A file the library holds already is not a failure: it ends as
 * `known`, with the item that holds it. Pure of React and of HTTP: the uploader is injected, so
 * tests drive it with promises.
 */
export type UploadStatus = 'queued' | 'uploading' | 'successful' | 'known' | 'failed' | 'cancelled';

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
  /** The library's item: the new one, or for `known` the one that holds the same file. */
  itemId?: number;
  /** The folder the file was chosen in, when a whole folder was: it may become an album. */
  folder?: string;
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

const FINAL: ReadonlySet<UploadStatus> = new Set(['successful', 'known', 'failed', 'cancelled']);

export function isFinal(status: UploadStatus): boolean {
  return FINAL.has(status);
}

/**
 * Whether trying a failed file again may go otherwise: the connection or the server failed it, or it
 * came too fast; not when the file itself was refused (its format, its size, the storage full).
 */
export function canRetry(entry: UploadEntry): boolean {
  if (entry.status !== 'failed') return false;
  const code = entry.errorCode ?? 'upload_failed';
  return (
    code === 'upload_failed' || code === 'no_internet' || ERRORS[code].status >= 500 || ERRORS[code].status === 429
  );
}

export function summarize(entries: readonly UploadEntry[]): UploadQueueSnapshot {
  const counts: Record<UploadStatus, number> = {
    queued: 0,
    uploading: 0,
    successful: 0,
    known: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const entry of entries) counts[entry.status] += 1;
  const finished = counts.successful + counts.known + counts.failed + counts.cancelled;
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
  /** Files to upload; `folder` names the folder they were chosen as, when they were. */
  add(files: readonly File[], options?: { folder?: string }): void;
  cancel(id: number): void;
  cancelAll(): void;
  /** Sends a failed file again. */
  retry(id: number): void;
  /** Forgets the finished entries (a fresh start for the next batch). */
  clearFinished(): void;
  /** Cancels everything and forgets it all (the person signed out). */
  reset(): void;
  getSnapshot(): UploadQueueSnapshot;
  subscribe(listener: () => void): () => void;
}

/** Whether the library refused the file as one it holds already, and which item holds it. */
function knownItemOf(error: unknown): { itemId?: number } | undefined {
  if (!isApiError(error) || error.code !== 'file_already_uploaded') return undefined;
  const id = Number(error.params?.itemId);
  return Number.isInteger(id) && id > 0 ? { itemId: id } : {};
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
          update(id, { status: 'successful', progress: 1, itemId: item.id });
          files.delete(id);
          options.onUploaded?.(item);
        },
        (error: unknown) => {
          if (statusOf(id) !== 'uploading') return;
          if (controller.signal.aborted || (isApiError(error) && error.isCancelled)) {
            update(id, { status: 'cancelled', errorCode: 'upload_cancelled' });
            files.delete(id);
            return;
          }
          const known = knownItemOf(error);
          if (known !== undefined) {
            update(id, { status: 'known', progress: 1, ...known });
            files.delete(id);
            return;
          }
          // The file stays at hand, to be tried again.
          const code = isApiError(error) && error.code ? error.code : 'upload_failed';
          const message = isApiError(error) && !error.code ? error.message : undefined;
          update(id, { status: 'failed', errorCode: code, errorMessage: message });
        },
      )
      .finally(() => {
        controllers.delete(id);
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
    add(newFiles, { folder } = {}) {
      for (const file of newFiles) {
        const id = nextId++;
        files.set(id, file);
        entries.push({
          id,
          name: file.name,
          size: file.size,
          status: 'queued',
          progress: 0,
          ...(folder ? { folder } : {}),
        });
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
    retry(id) {
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry || !canRetry(entry) || !files.has(id)) return;
      update(id, { status: 'queued', progress: 0, errorCode: undefined, errorMessage: undefined });
      pump();
      emit();
    },
    clearFinished() {
      for (const entry of entries) if (isFinal(entry.status)) files.delete(entry.id);
      entries = entries.filter((entry) => !isFinal(entry.status));
      emit();
    },
    reset() {
      for (const entry of entries) cancel(entry.id);
      files.clear();
      entries = [];
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
