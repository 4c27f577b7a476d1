import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { MediaConfig } from './media.settings.ts';
import { decodedBytes, LARGE_DECODE_BYTES, openPhoto, toPhotoError, withinDecodeBudget } from './open-photo.ts';

/** The library's renditions: the square grid, the ratio grid, and the viewer. */
export type LibraryRenditionName = 'square' | 'ratio' | 'preview';

export interface RenditionFile {
  path: string;
  width: number;
  height: number;
  bytes: number;
  mimeType: string;
}

export interface Rendition extends RenditionFile {
  name: LibraryRenditionName;
}

const GRID_SIZE = 400;
/** A 10:1 panorama in the ratio grid stays 4000 px wide; wider ones are scaled down to fit. */
const RATIO_MAX_WIDTH = GRID_SIZE * 10;
const PREVIEW_SIZE = 2048;
const WEBP = { quality: 80, effort: 4 } as const;
const FRAME_JPEG_QUALITY = 85;

/**
 * How each library rendition is cut from the upright photo. The square grid needs exactly 400x400, so
 * a smaller photo is enlarged there; the others keep a small photo's own size, which the grid and the
 * viewer scale up on screen at no cost in storage.
 */
const LIBRARY_RENDITIONS: ReadonlyArray<{ name: LibraryRenditionName; resize: (photo: Sharp) => Sharp }> = [
  {
    name: 'square',
    // attention: the crop keeps faces and the busiest, most saturated part rather than the centre.
    resize: (photo) => photo.resize(GRID_SIZE, GRID_SIZE, { fit: 'cover', position: 'attention' }),
  },
  {
    name: 'ratio',
    resize: (photo) => photo.resize(RATIO_MAX_WIDTH, GRID_SIZE, { fit: 'inside', withoutEnlargement: true }),
  },
  {
    name: 'preview',
    resize: (photo) => photo.resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true }),
  },
];

/**
 * The library's WebP renditions of a JPEG or PNG, written to `outDir` as `<name>.webp`. One pipeline
 * is opened and cloned per rendition: each clone decodes only what its size needs (JPEG
 * shrink-on-load). A picture too large to decode thrice at once is decoded once, at the largest
 * rendition's size, and cut from that. Pixels are turned upright by the EXIF orientation, and no
 * metadata is written: no GPS position leaves the original.
 */
export async function makePhotoRenditions(
  path: string,
  outDir: string,
  config: Pick<MediaConfig, 'photoMaxPixels'>,
): Promise<Rendition[]> {
  try {
    await mkdir(outDir, { recursive: true });
    const metadata = await openPhoto(path, config.photoMaxPixels).metadata();
    return await withinDecodeBudget(metadata, async () => {
      const upright =
        decodedBytes(metadata) > LARGE_DECODE_BYTES
          ? await decodedOnce(openPhoto(path, config.photoMaxPixels).rotate())
          : openPhoto(path, config.photoMaxPixels).rotate();
      return cutLibraryRenditions(upright, outDir);
    });
  } catch (error) {
    throw toPhotoError(error);
  }
}

/** The picture decoded once, at most the preview's size, as a pipeline to clone. */
async function decodedOnce(photo: Sharp): Promise<Sharp> {
  const { data, info } = await photo
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

function cutLibraryRenditions(upright: Sharp, outDir: string): Promise<Rendition[]> {
  return Promise.all(
    LIBRARY_RENDITIONS.map(async ({ name, resize }) => {
      const out = join(outDir, `${name}.webp`);
      const info = await resize(upright.clone()).webp(WEBP).toFile(out);
      return { name, ...describeFile(out, info, 'image/webp') };
    }),
  );
}

/**
 * The picture a frame shows, cropped where the eye goes (attention) so the subject stays. A photo of
 * the frame's own shape (or square) fills the whole screen; one of the other shape gets half of it
 * (a portrait photo on a landscape frame: half the width, full height), so the player can show two
 * of them side by side (or stacked) instead of cutting away most of each. JPEG, which every frame
 * decodes.
 */
export async function makeFrameRendition(
  path: string,
  out: string,
  size: { width: number; height: number },
  config: Pick<MediaConfig, 'photoMaxPixels'>,
  /** The point to keep in view, in fractions of the upright picture; none: where the eye goes. */
  focus: { x: number; y: number } | null = null,
): Promise<RenditionFile> {
  let metadata: Metadata;
  try {
    metadata = await openPhoto(path, config.photoMaxPixels).metadata();
  } catch (error) {
    throw toPhotoError(error);
  }
  const upright = uprightSize(metadata);
  const target = frameRenditionSize(upright, size);
  if (!focus) return makeCroppedJpeg(path, out, target, config, metadata);
  try {
    const info = await withinDecodeBudget(metadata, () =>
      openPhoto(path, config.photoMaxPixels)
        .rotate()
        .extract(focusedArea(upright, target, focus))
        .resize(target.width, target.height, { fit: 'fill' })
        .jpeg({ quality: FRAME_JPEG_QUALITY })
        .toFile(out),
    );
    return describeFile(out, info, 'image/jpeg');
  } catch (error) {
    throw toPhotoError(error);
  }
}

/**
 * The part of a `picture` that covers `target` (its ratio, as large as the picture allows) with
 * `focus` as near its centre as the picture's edges let it be, in whole pixels.
 */
export function focusedArea(
  picture: { width: number; height: number },
  target: { width: number; height: number },
  focus: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const scale = Math.max(target.width / picture.width, target.height / picture.height);
  const width = Math.max(1, Math.min(picture.width, Math.round(target.width / scale)));
  const height = Math.max(1, Math.min(picture.height, Math.round(target.height / scale)));
  const around = (point: number, span: number, whole: number) =>
    Math.min(whole - span, Math.max(0, Math.round(point * whole - span / 2)));
  return {
    left: around(focus.x, width, picture.width),
    top: around(focus.y, height, picture.height),
    width,
    height,
  };
}

/**
 * Where `focus` (fractions of `picture`) lies in the frame rendition cut around it for `target`: the
 * middle, unless the picture's edges held the cut back. A frame's slow zoom heads there.
 */
export function focusInFrameRendition(
  picture: { width: number; height: number },
  target: { width: number; height: number },
  focus: { x: number; y: number },
): { x: number; y: number } {
  const area = focusedArea(picture, target, focus);
  const along = (point: number, start: number, span: number, whole: number) =>
    Math.round(Math.min(1, Math.max(0, (point * whole - start) / span)) * 10_000) / 10_000;
  return {
    x: along(focus.x, area.left, area.width, picture.width),
    y: along(focus.y, area.top, area.height, picture.height),
  };
}

/** The upright photo at exactly `size`, cropped where the eye goes (attention), as a JPEG without metadata. */
export async function makeCroppedJpeg(
  path: string,
  out: string,
  size: { width: number; height: number },
  config: Pick<MediaConfig, 'photoMaxPixels'>,
  /** The photo's header, when the caller has read it already. */
  known?: Metadata,
): Promise<RenditionFile> {
  try {
    const metadata = known ?? (await openPhoto(path, config.photoMaxPixels).metadata());
    const info = await withinDecodeBudget(metadata, () =>
      openPhoto(path, config.photoMaxPixels)
        .rotate()
        .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
        .jpeg({ quality: FRAME_JPEG_QUALITY })
        .toFile(out),
    );
    return describeFile(out, info, 'image/jpeg');
  } catch (error) {
    throw toPhotoError(error);
  }
}

/** The size a photo of `photo`'s shape gets on a screen of `screen`: all of it, or the half that pairs. */
export function frameRenditionSize(
  photo: { width: number; height: number },
  screen: { width: number; height: number },
): { width: number; height: number } {
  const isScreenLandscape = screen.width >= screen.height;
  if (isScreenLandscape && photo.height > photo.width) {
    return { width: Math.round(screen.width / 2), height: screen.height };
  }
  if (!isScreenLandscape && photo.width > photo.height) {
    return { width: screen.width, height: Math.round(screen.height / 2) };
  }
  return screen;
}

/** Width and height as the photo stands once its EXIF orientation is applied (5 to 8 turn it a quarter). */
function uprightSize(metadata: { width?: number; height?: number; orientation?: number }) {
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

function describeFile(path: string, info: OutputInfo, mimeType: string): RenditionFile {
  return { path, width: info.width, height: info.height, bytes: info.size, mimeType };
}
