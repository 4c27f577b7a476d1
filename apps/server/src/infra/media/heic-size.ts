import { open } from 'node:fs/promises';

/** The `meta` box of a phone's HEIC is a few kilobytes; a larger one is not a photo we take. */
const MAX_META_BYTES = 4 * 1024 * 1024;
/** Top-level boxes walked before giving up (ftyp, meta, mdat and a few free boxes in practice). */
const MAX_TOP_LEVEL_BOXES = 64;

/**
 * The largest image size a HEIC declares (its `ispe` properties), read from the container header
 * without decoding anything, so a 33 KB file that claims 12000x12000 is refused before a decoder
 * allocates half a gigabyte for it. The largest of all `ispe` boxes bounds the primary image (a grid
 * photo declares its full size beside its tiles' sizes). Null when the header has none.
 */
export async function readHeicPixelCount(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const { size: fileSize } = await file.stat();
    let offset = 0;
    for (let boxes = 0; boxes < MAX_TOP_LEVEL_BOXES && offset + 8 <= fileSize; boxes += 1) {
      const header = Buffer.alloc(16);
      await file.read(header, 0, 16, offset);
      const type = header.toString('latin1', 4, 8);
      let size = header.readUInt32BE(0);
      let headerSize = 8;
      if (size === 1) {
        size = Number(header.readBigUInt64BE(8));
        headerSize = 16;
      } else if (size === 0) {
        size = fileSize - offset;
      }
      if (size < headerSize) return null;
      if (type === 'meta') {
        const length = Math.min(size, MAX_META_BYTES) - headerSize;
        const meta = Buffer.alloc(length);
        await file.read(meta, 0, length, offset + headerSize);
        // meta is a full box: version and flags come before its children.
        return largestImageSize(meta.subarray(4));
      }
      offset += size;
    }
    return null;
  } finally {
    await file.close();
  }
}

/** Containers on the way from `meta` to the image properties (`iprp` holds `ipco`, which holds `ispe`). */
const CONTAINERS = new Set(['iprp', 'ipco']);

function largestImageSize(boxes: Buffer): number | null {
  let largest: number | null = null;
  for (let offset = 0; offset + 8 <= boxes.length; ) {
    const size = boxes.readUInt32BE(offset);
    const type = boxes.toString('latin1', offset + 4, offset + 8);
    if (size < 8 || offset + size > boxes.length) break;
    const body = boxes.subarray(offset + 8, offset + size);
    let found: number | null = null;
    // ispe: version and flags (4 bytes), then width and height (32 bits each).
    if (type === 'ispe' && body.length >= 12) found = body.readUInt32BE(4) * body.readUInt32BE(8);
    else if (CONTAINERS.has(type)) found = largestImageSize(body);
    if (found !== null) largest = Math.max(largest ?? 0, found);
    offset += size;
  }
  return largest;
}
