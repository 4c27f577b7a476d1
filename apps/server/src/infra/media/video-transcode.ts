import { stat } from 'node:fs/promises';
import { scaleToFit } from './ffmpeg-scale.ts';
import type { MediaConfig } from './media.settings.ts';
import { MediaError } from './media-error.ts';
import { runTool } from './run-tool.ts';
import { probeVideo, type VideoInfo } from './video-probe.ts';

/** The spec's clips are at most 2 minutes; even a 4K one encodes in a few minutes on 2 cores. */
const TRANSCODE_TIMEOUT_MS = 15 * 60_000;
/**
 * What every frame plays: H.264 High up to level 4.1 (1080p at 30 fps), 8-bit 4:2:0, AAC sound, the
 * index (moov) first so playback starts before the download ends.
 */
const FRAME_H264_PROFILES = ['Constrained Baseline', 'Baseline', 'Main', 'High'];
const FRAME_PIXEL_FORMATS = ['yuv420p', 'yuvj420p'];
const FRAME_MAX_LEVEL = 41;
const FRAME_LONG_SIDE = 1920;
const FRAME_SHORT_SIDE = 1080;

export interface TranscodeResult {
  /** remuxed: the streams were copied into a fresh MP4; transcoded: re-encoded. */
  action: 'remuxed' | 'transcoded';
  bytes: number;
}

/**
 * An MP4 every frame and browser plays, written to `out`. A clip that already is one (most phones'
 * H.264/AAC at 1080p or less) is only remuxed: streams copied, index moved to the front, in a second.
 * Anything else (HEVC, 4K, 60 fps, 10-bit, other sound) is re-encoded. Both drop the container's
 * metadata, a phone's GPS position included.
 */
export async function transcodeVideo(
  path: string,
  out: string,
  config: Pick<MediaConfig, 'ffmpegPath' | 'ffprobePath'>,
): Promise<TranscodeResult> {
  const info = await probeVideo(path, config);
  const action = canFramesPlayAsIs(info) ? 'remuxed' : 'transcoded';
  const encode = action === 'remuxed' ? ['-c', 'copy'] : reencodeArgs(info);
  const args = ['-v', 'error', '-y', '-i', path, '-map', '0:v:0', '-map', '0:a:0?', ...encode];
  args.push('-map_metadata', '-1', '-movflags', '+faststart', '-f', 'mp4', out);
  try {
    await runTool(config.ffmpegPath, args, { timeoutMs: TRANSCODE_TIMEOUT_MS });
    return { action, bytes: (await stat(out)).size };
  } catch (error) {
    throw new MediaError('upload_failed', `ffmpeg: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
}

export function canFramesPlayAsIs(info: VideoInfo): boolean {
  const longSide = Math.max(info.width, info.height);
  const shortSide = Math.min(info.width, info.height);
  return (
    info.videoCodec === 'h264' &&
    FRAME_H264_PROFILES.includes(info.h264Profile ?? '') &&
    info.h264Level !== null &&
    info.h264Level <= FRAME_MAX_LEVEL &&
    FRAME_PIXEL_FORMATS.includes(info.pixelFormat ?? '') &&
    (info.audioCodec === null || info.audioCodec === 'aac') &&
    longSide <= FRAME_LONG_SIDE &&
    shortSide <= FRAME_SHORT_SIDE
  );
}

/** Frames play at most 30 frames a second (level 4.1 at 1080p). */
const FRAME_MAX_RATE = 30;

function reencodeArgs(info: VideoInfo): string[] {
  // `-r` rather than `-fpsmax`, which ffmpeg only knows from 4.4 on (the npm build is older).
  const rate = info.frameRate !== null && info.frameRate > FRAME_MAX_RATE ? ['-r', String(FRAME_MAX_RATE)] : [];
  return [
    ...['-vf', scaleToFit(FRAME_LONG_SIDE, FRAME_SHORT_SIDE), ...rate],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-profile:v', 'high', '-level:v', '4.1'],
    ...['-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
  ];
}
