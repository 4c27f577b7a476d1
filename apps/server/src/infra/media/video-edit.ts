import { stat } from 'node:fs/promises';
import type { VideoEdit } from '@kinframe/contract';
import { scaleToFit } from './ffmpeg-scale.ts';
import type { MediaConfig } from './media.settings.ts';
import { MediaError } from './media-error.ts';
import { runTool } from './run-tool.ts';

const EDIT_TIMEOUT_MS = 15 * 60_000;
/** The same box and encoding as the frames' MP4 (video-transcode.ts), so the result needs no second encode. */
const FRAME_LONG_SIDE = 1920;
const FRAME_SHORT_SIDE = 1080;

/** ffmpeg's filters for a clockwise quarter turn (ffmpeg has already stood the clip upright). */
const TURNS: Record<VideoEdit['rotate'], string[]> = {
  0: [],
  90: ['transpose=clock'],
  180: ['hflip', 'vflip'],
  270: ['transpose=cclock'],
};

/**
 * The edited clip, from the original: trimmed (`trimStart` to `trimEnd`, seeking the input so a
 * long clip is not decoded up to the start), without sound when muted, turned, then encoded as
 * the MP4 every frame plays (H.264 High 4.1, AAC, index first, no metadata).
 */
export async function makeEditedVideo(
  path: string,
  out: string,
  edit: VideoEdit,
  config: Pick<MediaConfig, 'ffmpegPath'>,
): Promise<{ bytes: number }> {
  const trim = [
    ...(edit.trimStart > 0 ? ['-ss', edit.trimStart.toFixed(3)] : []),
    ...(edit.trimEnd !== null ? ['-t', (edit.trimEnd - edit.trimStart).toFixed(3)] : []),
  ];
  const filters = [...TURNS[edit.rotate], scaleToFit(FRAME_LONG_SIDE, FRAME_SHORT_SIDE)].join(',');
  const sound = edit.mute ? ['-an'] : ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
  const args = ['-v', 'error', '-y', ...trim, '-i', path, '-map', '0:v:0', ...sound];
  args.push('-vf', filters, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23');
  args.push('-profile:v', 'high', '-level:v', '4.1', '-pix_fmt', 'yuv420p');
  args.push('-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', out);
  try {
    await runTool(config.ffmpegPath, args, { timeoutMs: EDIT_TIMEOUT_MS });
    return { bytes: (await stat(out)).size };
  } catch (error) {
    throw new MediaError('upload_failed', `ffmpeg: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
}
