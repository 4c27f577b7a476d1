/**
 * The file name extensions of photos and videos worth fetching or reading out of an archive. Only a
 * first sort, by name: what a file really is is decided from its bytes when it is ingested
 * (`detectMediaType`), so a name here may still be refused later.
 */
export const MEDIA_EXTENSIONS: ReadonlySet<string> = new Set(
  'jpg jpeg jpe png gif webp heic heif avif tif tiff bmp dng mp4 m4v mov 3gp 3g2 webm mkv avi mts m2ts'.split(' '),
);

/** The video ones among MEDIA_EXTENSIONS. */
export const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set('mp4 m4v mov 3gp 3g2 webm mkv avi mts m2ts'.split(' '));

/** The extension of `name`, lower case and without the dot; '' when there is none (`.hidden` has none). */
export function getExtension(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file of this name (or path) may be a photo or a video, by its extension. */
export function isMediaName(name: string): boolean {
  return MEDIA_EXTENSIONS.has(getExtension(name));
}

/** Whether a file of this name (or path) may be a video, by its extension. */
export function isVideoName(name: string): boolean {
  return VIDEO_EXTENSIONS.has(getExtension(name));
}
