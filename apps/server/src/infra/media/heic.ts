import { stat } from 'node:fs/promises';
import type { MediaConfig } from '../config.ts';
import { MediaError } from './media-error.ts';
import { isToolMissing, runTool } from './run-tool.ts';

/** A 48-megapixel HEIC decodes in a few seconds; a file that takes far longer is hostile or broken. */
const HEIC_TIMEOUT_MS = 60_000;
const JPEG_QUALITY = '92';
/** libheif renamed its decoder: `heif-dec` from 1.17 on, `heif-convert` before (Debian 12 ships 1.15). */
const DECODER_NAMES = ['heif-dec', 'heif-convert'] as const;

let foundDecoder: string | undefined;

/**
 * HEIC -> JPEG through libheif's command-line decoder (spec: HEIC is converted on ingest). The decoder
 * applies the HEIF rotation and mirror to the pixels. Any failure, a missing decoder included, is
 * 'Error converting from HEIC/HEIF to Jpeg'.
 */
export async function convertHeicToJpeg(
  input: string,
  output: string,
  config: Pick<MediaConfig, 'heifDecoderPath'>,
): Promise<void> {
  const args = ['-q', JPEG_QUALITY, input, output];
  try {
    if (config.heifDecoderPath) {
      await runTool(config.heifDecoderPath, args, { timeoutMs: HEIC_TIMEOUT_MS });
    } else {
      await runFirstDecoderFound(args);
    }
    // Some libheif versions exit 0 having written nothing for an image they could not decode.
    if ((await stat(output)).size === 0) throw new Error('the decoder wrote an empty file');
  } catch (error) {
    throw new MediaError('heic_conversion_failed', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

async function runFirstDecoderFound(args: string[]): Promise<void> {
  for (const name of foundDecoder ? [foundDecoder] : DECODER_NAMES) {
    try {
      await runTool(name, args, { timeoutMs: HEIC_TIMEOUT_MS });
      foundDecoder = name;
      return;
    } catch (error) {
      if (!isToolMissing(error)) {
        foundDecoder = name;
        throw error;
      }
    }
  }
  throw new Error(`no HEIC decoder found (tried ${DECODER_NAMES.join(', ')}); set HEIF_DEC_PATH`);
}
