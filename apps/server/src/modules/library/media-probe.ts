import path from 'node:path';
import type { ItemCamera, ItemExposure, ItemKind, Orientation } from '@kinframe/contract';
import { AppError } from '../../app-error.ts';
import type { MediaConfig } from '../../infra/config.ts';
import {
  convertHeicToJpeg,
  detectMediaType,
  MediaError,
  type MediaType,
  type Position,
  probeVideo,
  readPhotoInfo,
} from '../../infra/media/index.ts';

/** What an upload turned out to be, and the file the library keeps as its original. */
export interface ProbedMedia {
  kind: ItemKind;
  /** The file to store: the upload itself, or its JPEG when it came as HEIC. */
  path: string;
  extension: string;
  mimeType: string;
  width: number;
  height: number;
  orientation: Orientation;
  durationSeconds: number | null;
  takenAt: string | null;
  /** A photo's camera and exposure from its EXIF; null for a video, or a photo that does not say. */
  camera: ItemCamera | null;
  exposure: ItemExposure | null;
  /** Where it was taken, from a photo's EXIF GPS block or a video's location tag; null when it says nothing. */
  position: Position | null;
}

export interface MediaProbe {
  probe(uploadPath: string, workDir: string): Promise<ProbedMedia>;
}

const KEPT_AS: Record<MediaType, { kind: ItemKind; extension: string; mimeType: string }> = {
  jpeg: { kind: 'photo', extension: 'jpg', mimeType: 'image/jpeg' },
  heic: { kind: 'photo', extension: 'jpg', mimeType: 'image/jpeg' },
  png: { kind: 'photo', extension: 'png', mimeType: 'image/png' },
  mp4: { kind: 'video', extension: 'mp4', mimeType: 'video/mp4' },
  mov: { kind: 'video', extension: 'mov', mimeType: 'video/quicktime' },
};

/**
 * Recognises an upload by its bytes and reads what the library keeps of it. A photo is decoded in
 * full here, so a truncated or corrupt one is refused at upload with its reason; HEIC becomes JPEG
 * (spec: converted on ingest). Adapter failures become the contract's upload errors.
 */
export function createMediaProbe(config: MediaConfig): MediaProbe {
  async function probe(uploadPath: string, workDir: string): Promise<ProbedMedia> {
    const type = await detectMediaType(uploadPath);
    if (!type) throw new AppError('file_format_not_supported');
    const kept = KEPT_AS[type];
    if (kept.kind === 'video') {
      const video = await probeVideo(uploadPath, config);
      return { ...kept, path: uploadPath, ...video, camera: null, exposure: null };
    }
    let photoPath = uploadPath;
    if (type === 'heic') {
      photoPath = path.join(workDir, 'converted.jpg');
      await convertHeicToJpeg(uploadPath, photoPath, config);
    }
    const photo = await readPhotoInfo(photoPath, config);
    return { ...kept, path: photoPath, ...photo, durationSeconds: null };
  }

  return {
    async probe(uploadPath, workDir) {
      try {
        return await probe(uploadPath, workDir);
      } catch (error) {
        if (error instanceof MediaError) throw new AppError(error.code);
        throw error;
      }
    },
  };
}
