import { readFile, stat } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { readHeicPixelCount } from './heic-size.ts';
import type { MediaConfig } from './media.settings.ts';
import { MediaError } from './media-error.ts';
import { runTool } from './run-tool.ts';

/** A 48-megapixel HEIC decodes in a few seconds; a file that takes far longer is hostile or broken. */
const HEIC_TIMEOUT_MS = 60_000;
const JPEG_QUALITY = 92;

const WASM_DECODER = new URL('./heic-decoder.worker.mjs', import.meta.url);

/**
 * HEIC -> JPEG (spec: HEIC is converted on ingest), by libheif's command-line decoder when the
 * system has one, else by libheif compiled to WebAssembly from npm. Either way the decoder applies
 * the HEIF rotation and mirror to the pixels, and the size the file declares is checked against the
 * pixel limit before anything is decoded. A photo over the limit is 'file_too_large'; any other
 * failure, a missing decoder included, is 'Error converting from HEIC/HEIF to Jpeg'.
 */
export async function convertHeicToJpeg(
  input: string,
  output: string,
  config: Pick<MediaConfig, 'heifDecoderPath' | 'photoMaxPixels'>,
): Promise<void> {
  try {
    const pixels = await readHeicPixelCount(input);
    if (pixels === null) throw new Error('the file declares no image size');
    if (pixels > config.photoMaxPixels) {
      throw new MediaError('file_too_large', `the HEIC declares ${pixels} pixels, over the pixel limit`);
    }
    if (config.heifDecoderPath) {
      await runTool(config.heifDecoderPath, ['-q', String(JPEG_QUALITY), input, output], {
        timeoutMs: HEIC_TIMEOUT_MS,
      });
    } else {
      await decodeWithWasm(input, output);
    }
    // Some libheif versions exit 0 having written nothing for an image they could not decode.
    if ((await stat(output)).size === 0) throw new Error('the decoder wrote an empty file');
  } catch (error) {
    if (error instanceof MediaError) throw error;
    throw new MediaError('heic_conversion_failed', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

interface DecodedHeic {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

async function decodeWithWasm(input: string, output: string): Promise<void> {
  const bytes = await readFile(input);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const decoded = await new Promise<DecodedHeic>((resolve, reject) => {
    const worker = new Worker(WASM_DECODER, { workerData: { bytes: buffer }, transferList: [buffer] });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`the WebAssembly decoder timed out after ${HEIC_TIMEOUT_MS} ms`));
    }, HEIC_TIMEOUT_MS);
    worker.once('message', (message: DecodedHeic | { error: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  await sharp(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toFile(output);
}
