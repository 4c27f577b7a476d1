import { stat } from 'node:fs/promises';
import { scaleToFit } from './ffmpeg-scale.ts';
import type { MediaConfig } from './media.settings.ts';
import { MediaError } from './media-error.ts';
import { runTool } from './run-tool.ts';

const POSTER_TIMEOUT_MS = 60_000;
/** A poster larger than the viewer's preview would only be scaled down again. */
const POSTER_MAX_SIZE = 1920;

/**
 * One picture of the video for the grid and the frame playlist, taken at 1 s, or at 10% of a clip
 * shorter than 10 s, past the black first frame many clips start with. JPEG or WebP by the output's
 * extension, upright, at most 1920 px on its long side, without metadata. The library then makes its
 * renditions from it as from a photo.
 */
export async function makeVideoPoster(
  path: string,
  out: string,
  durationSeconds: number,
  config: Pick<MediaConfig, 'ffmpegPath'>,
): Promise<void> {
  const at = Math.min(1, durationSeconds * 0.1);
  // A clip of one frame (or a duration that lies) has nothing at the chosen time: the first frame then.
  for (const seconds of at > 0 ? [at, 0] : [0]) {
    try {
      await writePoster(path, out, seconds, config);
      return;
    } catch (error) {
      if (seconds === 0) {
        throw new MediaError('upload_failed', `poster: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
    }
  }
}

async function writePoster(path: string, out: string, seconds: number, config: Pick<MediaConfig, 'ffmpegPath'>) {
  const args = [
    '-v',
    'error',
    '-y',
    '-ss',
    seconds.toFixed(3),
    '-i',
    path,
    '-map_metadata',
    '-1',
    '-frames:v',
    '1',
    '-vf',
    scaleToFit(POSTER_MAX_SIZE, POSTER_MAX_SIZE),
  ];
  args.push(...(out.toLowerCase().endsWith('.webp') ? ['-c:v', 'libwebp', '-quality', '80'] : ['-q:v', '3']), out);
  await runTool(config.ffmpegPath, args, { timeoutMs: POSTER_TIMEOUT_MS });
  // ffmpeg exits 0 without writing a frame when the seek lands past the last one.
  if ((await stat(out)).size === 0) throw new Error('no frame written');
}
