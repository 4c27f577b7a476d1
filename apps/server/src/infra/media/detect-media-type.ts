import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';

/** The kinds of file the library takes: photos (spec §5: JPEG, HEIC, PNG) and videos (MP4, MOV). */
export type MediaType = 'jpeg' | 'png' | 'heic' | 'mp4' | 'mov';

/**
 * file-type's MIME answer -> ours. HEIF stills of any brand (heic, heix, mif1, msf1: iPhones write
 * several) are one kind, because libheif decodes them all; QuickTime's `qt` brand is a MOV.
 */
const MEDIA_TYPE_BY_MIME: Readonly<Record<string, MediaType>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif': 'heic',
  'image/heif-sequence': 'heic',
  'video/mp4': 'mp4',
  'video/x-m4v': 'mp4',
  'video/quicktime': 'mov',
};

/**
 * What a file is, read from its first bytes and never from its name, so `holiday.jpg` that is really
 * a script or a PDF is refused. null for anything else, an empty file included. Takes a path, or the
 * first bytes of an upload still streaming in (4 KB are plenty).
 */
export async function detectMediaType(input: string | Uint8Array): Promise<MediaType | null> {
  const detected = typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  return (detected && MEDIA_TYPE_BY_MIME[detected.mime]) ?? null;
}
