import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { type ItemSource, LIMITS, type LibraryItem } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../infra/clock.ts';
import { isUniqueViolation } from '../../infra/db/database.ts';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { Position } from '../../infra/media/index.ts';
import { inTimeZone, type Places } from '../../infra/places/index.ts';
import { isProcessGone, makeWorkDir } from '../../infra/storage/leftovers.ts';
import { cameraColumns, FACTS_VERSION, whereColumns } from './item-facts.ts';
import type { LibraryRepo } from './library.repo.ts';
import type { LibraryService } from './library.service.ts';
import type { MediaProbe, ProbedMedia } from './media-probe.ts';
import type { StoredMedia } from './stored-media.ts';
import { type MediaStorage, originalKey } from './stored-media.ts';

export interface Upload {
  file: Readable;
  /** The name the person's computer gave the file: shown, never used as a path. */
  fileName: string;
  /** File.lastModified in ms: the created date of a file without one of its own. */
  lastModified?: number;
  /** True when the stream stopped at the size limit rather than at its end. */
  isTruncated(): boolean;
  /**
   * Runs once the file is spooled, before anything is kept: an upload reads the rest of its request
   * here, and refuses (throws) when more than the one file came.
   */
  afterSpool?(): Promise<void>;
  /**
   * How it came: an upload unless said (photos by mail come as 'email', the Emailed collection;
   * a connected album's as its provider).
   */
  source?: Exclude<ItemSource, 'copy'>;
  /** Mailed in: the sender's address, shown in the viewer's info panel. */
  sender?: string;
  /** Imported: the caption the photo had at its source. */
  caption?: string;
  /**
   * Imported: where its source says it was taken (Takeout's sidecar), kept over the file's own
   * metadata, since that is where the person last put it there.
   */
  position?: Position | null;
}

export interface UploadLimits {
  maxPhotoBytes: number;
  maxVideoBytes: number;
}

/**
 * Control characters, and the invisible marks that change the direction text is shown in: with them
 * `photo\u202Egpj.exe` is shown as `photoexe.jpg`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Names are shown, not trusted: no folders, no control or direction characters, a sane length. */
export function cleanFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(HIDDEN_CHARACTERS, '').trim().slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'untitled' : clean;
}

/** Who stores an original: this machine and process, so that a later start can tell it died. */
const WRITER = `${hostname()}:${process.pid}`;

function isWriterGone(writer: string): boolean {
  const [host, pid] = writer.split(':');
  return host === hostname() && isProcessGone(Number(pid));
}

/** Spools the upload to a file while hashing it: memory stays flat whatever the size. */
async function spool(file: Readable, target: string): Promise<{ contentHash: string; sizeBytes: number }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(file, meter, createWriteStream(target));
  } catch {
    // The connection dropped or the browser cancelled: nothing to keep, nothing to say but this.
    throw new AppError('upload_failed');
  }
  return { contentHash: hash.digest('hex'), sizeBytes };
}

/**
 * An upload's clean-up, tried again for a few seconds when it fails: an upload cut short by the
 * database going away (a restart) would otherwise leave its pending original noted until the
 * process restarts, and its bytes stored for no item until then.
 */
async function outlastingOutage(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= CLEAN_UP_ATTEMPTS) throw error;
      await delay(250 * attempt);
    }
  }
}

/** With 250 ms more between each: about 7 seconds in all, more than a database takes to restart. */
const CLEAN_UP_ATTEMPTS = 8;

/**
 * An upload, from the first byte to a library item: spooled to disk and hashed, recognised by its
 * bytes, checked (format, size, duration, video storage, duplicates), converted (HEIC to JPEG),
 * stored under its content key, recorded as processing, and handed to the rendition job. Any
 * refusal leaves nothing behind: the spool folder goes in every case, and the row is written last.
 */
export function createIngestService(deps: {
  repo: LibraryRepo;
  library: LibraryService;
  storage: MediaStorage;
  probe: MediaProbe;
  /** Names the place and time zone of a position (the offline gazetteer). */
  places: Places;
  clock: Clock;
  spoolDir: string;
  limits: UploadLimits;
  startProcessing: (item: LibraryItemRow) => Promise<void>;
  media: Pick<StoredMedia, 'releaseUnheld'>;
}) {
  const { repo, storage, probe, limits } = deps;

  async function checkVideo(userId: number, media: ProbedMedia, sizeBytes: number): Promise<void> {
    if (sizeBytes > limits.maxVideoBytes) throw new AppError('file_too_large');
    if ((media.durationSeconds ?? 0) > LIMITS.videoClipSeconds) throw new AppError('video_too_long');
    const storage = await deps.library.videoStorage(userId);
    if (storage.usedBytes + sizeBytes > storage.totalBytes) throw new AppError('video_storage_full');
  }

  async function take(
    userId: number,
    upload: Upload,
    isReusing: boolean,
  ): Promise<{ item: LibraryItem; isNew: boolean }> {
    await mkdir(deps.spoolDir, { recursive: true });
    const workDir = await makeWorkDir(deps.spoolDir, 'upload');
    let pendingId: number | null = null;
    let pending: { content_hash: string; original_key: string } | null = null;
    let isItemWritten = false;
    try {
      const spooled = path.join(workDir, 'upload');
      const { contentHash, sizeBytes } = await spool(upload.file, spooled);
      if (upload.isTruncated()) throw new AppError('file_too_large');
      await upload.afterSpool?.();
      if (sizeBytes === 0) throw new AppError('file_format_not_supported');

      const media = await probe.probe(spooled, workDir);
      if (media.kind === 'photo' && sizeBytes > limits.maxPhotoBytes) throw new AppError('file_too_large');
      if (media.kind === 'video') await checkVideo(userId, media, sizeBytes);
      const existing = await repo.itemWithContent(userId, contentHash);
      if (existing?.trashed_at) {
        // The same photo again, while its item waits in the Trash: the person wants it back.
        await deps.library.restoreItems(userId, [existing.id]);
        return { item: await deps.library.getItem(userId, existing.id), isNew: true };
      }
      if (existing !== undefined) {
        // The answer names the item, so the person can be shown the photo they already have.
        if (!isReusing) throw new AppError('file_already_uploaded', { itemId: existing.id });
        return { item: await deps.library.getItem(userId, existing.id), isNew: false };
      }

      const now = deps.clock.now();
      const where = await whereColumns(deps.places, upload.position ?? media.position);
      // A date taken without an offset gets the one of where it was taken, as createdAt carries it.
      const takenAt = media.takenAt && where.time_zone ? inTimeZone(media.takenAt, where.time_zone) : media.takenAt;
      const createdAt = takenAt ?? (upload.lastModified ? new Date(upload.lastModified).toISOString() : null);
      const key = originalKey(contentHash, media.extension);
      // Noted before it is stored: should this process die before the item row is written, the
      // next start releases the original (unless some item holds the same bytes).
      pendingId = await repo.insertPendingOriginal({
        content_hash: contentHash,
        original_key: key,
        writer: WRITER,
        created_at: now.toISOString(),
      });
      pending = { content_hash: contentHash, original_key: key };
      // Always written, even when another account holds the same bytes: a delete of theirs racing
      // this upload must not leave this item without its original.
      await storage.putFile(key, media.path, { contentType: media.mimeType });
      let row: LibraryItemRow;
      try {
        row = await repo.insertItem({
          owner_id: userId,
          kind: media.kind,
          status: 'processing',
          failure_code: null,
          name: cleanFileName(upload.fileName),
          content_hash: contentHash,
          original_key: key,
          mime_type: media.mimeType,
          size_bytes: sizeBytes,
          width: media.width,
          height: media.height,
          orientation: media.orientation,
          duration_ms: media.durationSeconds === null ? null : Math.round(media.durationSeconds * 1000),
          created_at: createdAt ?? now.toISOString(),
          uploaded_at: now.toISOString(),
          // Cut by characters, not UTF-16 units: a cut emoji would be half a character.
          caption: [...(upload.caption ?? '')].slice(0, LIMITS.caption.max).join('').trim(),
          is_favourite: 0,
          source: upload.source ?? 'upload',
          sender_email: upload.source === 'email' ? (upload.sender ?? null) : null,
          ...cameraColumns(media),
          ...where,
          facts_version: FACTS_VERSION,
        });
      } catch (error) {
        // The same bytes arrived twice at once: the unique (owner, content) key decided.
        if (!isUniqueViolation(error)) throw error;
        const winner = await repo.itemWithContent(userId, contentHash);
        if (!isReusing || winner === undefined) {
          throw new AppError('file_already_uploaded', winner ? { itemId: winner.id } : undefined);
        }
        return { item: await deps.library.getItem(userId, winner.id), isNew: false };
      }
      isItemWritten = true;
      await deps.startProcessing(row);
      return { item: await deps.library.getItem(userId, row.id), isNew: true };
    } finally {
      const [unwritten, pendingRow] = [isItemWritten ? null : pending, pendingId];
      if (unwritten) await outlastingOutage(() => deps.media.releaseUnheld([unwritten]));
      if (pendingRow !== null) await outlastingOutage(() => repo.deletePendingOriginal(pendingRow));
      await rm(workDir, { recursive: true, force: true });
    }
  }

  return {
    /**
     * Releases the originals that processes which died mid-upload stored for items never written:
     * those whose writer is gone from this machine, and any older than a day.
     */
    async releaseAbandonedOriginals(): Promise<number> {
      let released = 0;
      const dayAgo = new Date(deps.clock.now().getTime() - 86_400_000).toISOString();
      for (const row of await repo.pendingOriginals(1000)) {
        if (!isWriterGone(row.writer) && row.created_at > dayAgo) continue;
        await deps.media.releaseUnheld([row]);
        await repo.deletePendingOriginal(row.id);
        released += 1;
      }
      return released;
    },

    ingest: (userId: number, upload: Upload): Promise<LibraryItem> =>
      take(userId, upload, false).then((taken) => taken.item),

    /**
     * As ingest, but bytes the person already has are not refused: the item that holds them is
     * the answer (isNew false). Connected albums take photos the library already has this way.
     */
    ingestOrFind: (userId: number, upload: Upload): Promise<{ item: LibraryItem; isNew: boolean }> =>
      take(userId, upload, true),
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
