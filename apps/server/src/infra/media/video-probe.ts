import type { MediaConfig } from './media.settings.ts';
import { MediaError } from './media-error.ts';
import { classifyOrientation, type Orientation } from './orientation.ts';
import { type Position, parseIso6709 } from './position.ts';
import { runTool } from './run-tool.ts';

const PROBE_TIMEOUT_MS = 30_000;

export interface VideoInfo {
  durationSeconds: number;
  /** As the video plays, that is after its rotation (a portrait phone clip is portrait). */
  width: number;
  height: number;
  orientation: Orientation;
  /** Degrees clockwise the player turns the stored picture: 0, 90, 180 or 270. */
  rotation: number;
  videoCodec: string;
  /** null: no sound track. */
  audioCodec: string | null;
  /** Facts the transcoder needs to decide whether a frame can play the file as it is. */
  pixelFormat: string | null;
  h264Profile: string | null;
  /** H.264 level times ten (41 is level 4.1); null when unknown or not H.264. */
  h264Level: number | null;
  /** Frames per second on average; null when the container does not say. */
  frameRate: number | null;
  /** ISO 8601 from the container's creation_time tag (UTC, as phones write it); else null. */
  takenAt: string | null;
  /** Where it was recorded, from the container's ISO 6709 location tag; null when it has none. */
  position: Position | null;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  profile?: string;
  level?: number;
  avg_frame_rate?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ rotation?: number }>;
}

interface ProbeOutput {
  format?: { duration?: string; tags?: Record<string, string> };
  streams?: ProbeStream[];
}

/** Duration, size, rotation, codecs and capture date of an MP4 or MOV, from ffprobe's JSON. */
export async function probeVideo(path: string, config: Pick<MediaConfig, 'ffprobePath'>): Promise<VideoInfo> {
  let output: ProbeOutput;
  try {
    const json = await runTool(
      config.ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeoutMs: PROBE_TIMEOUT_MS },
    );
    output = JSON.parse(json) as ProbeOutput;
  } catch (error) {
    throw new MediaError('upload_failed', `ffprobe: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  return describeVideo(output);
}

function describeVideo(output: ProbeOutput): VideoInfo {
  const video = output.streams?.find((stream) => stream.codec_type === 'video');
  const audio = output.streams?.find((stream) => stream.codec_type === 'audio');
  const durationSeconds = Number(output.format?.duration);
  if (!video?.codec_name || !video.width || !video.height || !(durationSeconds > 0)) {
    throw new MediaError('upload_failed', 'no playable video stream with a duration');
  }
  const rotation = readRotation(video);
  const isSideways = rotation === 90 || rotation === 270;
  const width = isSideways ? video.height : video.width;
  const height = isSideways ? video.width : video.height;
  const isH264 = video.codec_name === 'h264';
  return {
    durationSeconds,
    width,
    height,
    orientation: classifyOrientation(width, height),
    rotation,
    videoCodec: video.codec_name,
    audioCodec: audio?.codec_name ?? null,
    pixelFormat: video.pix_fmt ?? null,
    h264Profile: isH264 ? (video.profile ?? null) : null,
    h264Level: isH264 && video.level && video.level > 0 ? video.level : null,
    frameRate: readFrameRate(video.avg_frame_rate),
    takenAt: readCreationTime(output.format?.tags?.creation_time ?? video.tags?.creation_time),
    position: readLocation(output.format?.tags ?? {}),
  };
}

/**
 * The location phones write: Apple's `com.apple.quicktime.location.ISO6709`, Android's and ffmpeg's
 * `location` (sometimes with a language suffix, `location-eng`). ffprobe may give tag names in any case.
 */
function readLocation(tags: Record<string, string>): Position | null {
  const entries = Object.entries(tags).map(([name, value]) => [name.toLowerCase(), value] as const);
  const wanted = ['com.apple.quicktime.location.iso6709', 'location', 'location-eng'];
  for (const name of wanted) {
    const value = entries.find(([tag]) => tag === name)?.[1];
    const position = value === undefined ? null : parseIso6709(value);
    if (position) return position;
  }
  return null;
}

/**
 * ffmpeg 5+ reports the display matrix as side data (counter-clockwise degrees, so -90 for a phone
 * held upright); older muxers wrote a `rotate` tag (clockwise). Both become clockwise 0-270.
 */
function readRotation(video: ProbeStream): number {
  const matrixRotation = video.side_data_list?.find((data) => typeof data.rotation === 'number')?.rotation;
  const clockwise = matrixRotation !== undefined ? -matrixRotation : Number(video.tags?.rotate ?? 0);
  const normalised = (((Math.round(clockwise / 90) * 90) % 360) + 360) % 360;
  return Number.isFinite(normalised) ? normalised : 0;
}

/** ffprobe writes rates as a fraction ("30000/1001"), and "0/0" when it does not know. */
function readFrameRate(rate: string | undefined): number | null {
  const [numerator, denominator] = (rate ?? '').split('/').map(Number);
  if (!numerator || !denominator) return null;
  const perSecond = numerator / denominator;
  return Number.isFinite(perSecond) && perSecond > 0 ? perSecond : null;
}

function readCreationTime(tag: string | undefined): string | null {
  if (!tag) return null;
  const date = new Date(tag);
  // 1904-01-01 is the QuickTime epoch: what a camera without a clock writes.
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() <= 1904) return null;
  return `${date.toISOString().slice(0, 19)}Z`;
}
