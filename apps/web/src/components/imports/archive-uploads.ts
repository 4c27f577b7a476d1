import type { ArchiveFormat } from '@kinframe/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { cancelledError } from '../../api/error-mapping.ts';
import { cancelImport, createImport, getImportPartPolicy, importKeys, startImport } from '../../api/imports.ts';
import { uploadToPolicyWithProgress } from '../../api/upload.ts';
import { totalBytes } from './archive-parts.ts';

/**
 * uploading: the parts go to storage one after the other; starting: all are in, the server is told;
 * started: the server reads the archive (the import is followed by its id from here on); failed
 * and cancelled end it before the server got to it.
 */
export type ArchiveUploadPhase = 'uploading' | 'starting' | 'started' | 'failed' | 'cancelled';

export interface ArchiveUpload {
  phase: ArchiveUploadPhase;
  /** The server's import, once it is made. */
  importId: number | null;
  /** The part on its way, from 0. */
  partIndex: number;
  partCount: number;
  sentBytes: number;
  totalBytes: number;
  /** failed: what went wrong (an ApiError, usually). */
  error: unknown;
  /** Counts what changed on the server (the import made, started, let go), for the lists to ask again. */
  serverChanges: number;
}

export type ArchiveUploadsSnapshot = Partial<Record<ArchiveFormat, ArchiveUpload>>;

/** The calls an upload makes, injected so that a test may run them by hand. */
export interface ArchiveUploadCalls {
  createImport: typeof createImport;
  getImportPartPolicy: typeof getImportPartPolicy;
  uploadToPolicyWithProgress: typeof uploadToPolicyWithProgress;
  startImport: typeof startImport;
  cancelImport: typeof cancelImport;
}

const CALLS: ArchiveUploadCalls = {
  createImport,
  getImportPartPolicy,
  uploadToPolicyWithProgress,
  startImport,
  cancelImport,
};

export interface ArchiveUploads {
  /** Sends the parts, in order, then starts the import; nothing happens while one of `format` is on its way. */
  begin(format: ArchiveFormat, parts: readonly File[], options: { includeStories: boolean }): void;
  /** Stops the upload; an import already made on the server is cancelled there too. */
  cancel(format: ArchiveFormat): void;
  /** Forgets an upload that ended, for the next archive. */
  clear(format: ArchiveFormat): void;
  getSnapshot(): ArchiveUploadsSnapshot;
  subscribe(listener: () => void): () => void;
}

const isOnItsWay = (upload: ArchiveUpload | undefined) => upload?.phase === 'uploading' || upload?.phase === 'starting';

/**
 * The archives the browser is sending, one per format at most. Pure of React, and kept outside any
 * screen: closing the dialog, or going from the library to a source's page, does not stop a
 * gigabyte upload, and each shows the same progress. A part goes as the library's files go (with
 * progress, a percent at a time); the upload address of each is asked for just before it goes.
 */
export function createArchiveUploads(calls: ArchiveUploadCalls = CALLS): ArchiveUploads {
  let snapshot: ArchiveUploadsSnapshot = {};
  /** Each format's upload now shown: an earlier one, cleared, ends without touching it. */
  const controllers = new Map<ArchiveFormat, AbortController>();
  const listeners = new Set<() => void>();

  function emit() {
    for (const listener of listeners) listener();
    guardLeaving();
  }

  function update(
    format: ArchiveFormat,
    run: AbortController,
    change: (upload: ArchiveUpload) => Partial<ArchiveUpload>,
  ) {
    const current = snapshot[format];
    if (!current || controllers.get(format) !== run) return;
    snapshot = { ...snapshot, [format]: { ...current, ...change(current) } };
    emit();
  }

  function guardLeaving() {
    const isSending = Object.values(snapshot).some(isOnItsWay);
    if (typeof window === 'undefined') return;
    if (isSending) window.addEventListener('beforeunload', warnBeforeLeaving);
    else window.removeEventListener('beforeunload', warnBeforeLeaving);
  }

  async function send(format: ArchiveFormat, parts: readonly File[], includeStories: boolean, run: AbortController) {
    const { signal } = run;
    const set = (change: Partial<ArchiveUpload>) => update(format, run, () => change);
    const setOnServer = (change: Partial<ArchiveUpload>) =>
      update(format, run, (upload) => ({ ...change, serverChanges: upload.serverChanges + 1 }));
    let importId: number | null = null;
    const stopIfCancelled = () => {
      if (signal.aborted) throw cancelledError();
    };
    try {
      const created = await calls.createImport({
        format,
        parts: parts.map((part) => ({ name: part.name, sizeBytes: part.size })),
        includeStories,
      });
      importId = created.id;
      setOnServer({ importId });
      let sentBefore = 0;
      for (const [index, part] of parts.entries()) {
        stopIfCancelled();
        set({ partIndex: index, sentBytes: sentBefore });
        const { uploadPolicy } = await calls.getImportPartPolicy(importId, index);
        stopIfCancelled();
        let lastFraction = 0;
        const before = sentBefore;
        await calls.uploadToPolicyWithProgress(uploadPolicy, part, {
          signal,
          onProgress: (fraction) => {
            // Progress events come many times a second; a percent of the part is as fine as anyone can see.
            if (signal.aborted || fraction - lastFraction < 0.01) return;
            lastFraction = fraction;
            set({ sentBytes: before + Math.round(Math.min(1, fraction) * part.size) });
          },
        });
        sentBefore += part.size;
      }
      stopIfCancelled();
      set({ phase: 'starting', sentBytes: sentBefore });
      await calls.startImport(importId);
      stopIfCancelled();
      setOnServer({ phase: 'started' });
    } catch (error) {
      set(signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error });
      // An import that will never start would hold one of the few places for a day: let it go.
      if (importId !== null) {
        await calls.cancelImport(importId).catch(() => undefined);
        setOnServer({});
      }
    }
  }

  return {
    begin(format, parts, { includeStories }) {
      if (isOnItsWay(snapshot[format]) || parts.length === 0) return;
      const run = new AbortController();
      controllers.set(format, run);
      snapshot = {
        ...snapshot,
        [format]: {
          phase: 'uploading',
          importId: null,
          partIndex: 0,
          partCount: parts.length,
          sentBytes: 0,
          totalBytes: totalBytes(parts),
          error: null,
          serverChanges: 0,
        },
      };
      emit();
      void send(format, [...parts], includeStories, run);
    },
    cancel(format) {
      const run = controllers.get(format);
      if (!run || !isOnItsWay(snapshot[format])) return;
      run.abort();
      update(format, run, () => ({ phase: 'cancelled' }));
    },
    clear(format) {
      if (isOnItsWay(snapshot[format])) return;
      const { [format]: _cleared, ...rest } = snapshot;
      snapshot = rest;
      controllers.delete(format);
      emit();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Leaving the page would drop the upload: the browser asks first. */
function warnBeforeLeaving(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/** The browser's one set of archive uploads. */
export const archiveUploads = createArchiveUploads();

/**
 * The upload of `format`'s archive as it stands (undefined: none, and for a source with no archive). As the server's import appears and
 * starts, the lists of imports are asked again, so a source's page shows it at once.
 */
export function useArchiveUpload(format: ArchiveFormat | null, uploads: ArchiveUploads = archiveUploads) {
  const snapshot = useSyncExternalStore(uploads.subscribe, uploads.getSnapshot);
  const upload = format ? snapshot[format] : undefined;
  const queryClient = useQueryClient();
  const serverChanges = upload?.serverChanges ?? 0;
  useEffect(() => {
    if (serverChanges > 0) void queryClient.invalidateQueries({ queryKey: importKeys.list });
  }, [serverChanges, queryClient]);
  return upload;
}
