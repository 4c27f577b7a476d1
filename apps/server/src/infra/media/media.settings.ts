import { z } from 'zod';
import { optionalText, type Settings, type SettingValues } from '../settings/setting.ts';
import { findMediaTools, MEDIA_TOOL_CHOICES } from './media-tools.ts';

/** The external media tools (ffmpeg, ffprobe, libheif) and the largest photo decoded. */
export const MEDIA_SETTINGS = {
  MEDIA_TOOLS: {
    schema: z.enum(MEDIA_TOOL_CHOICES).default('auto'),
    doc: "`auto`: the system's ffmpeg, ffprobe and libheif when they are on PATH (faster), else the ones npm installed with Kinframe; `bundled`: always npm's.",
  },
  FFMPEG_PATH: {
    schema: optionalText,
    defaultText: '(unset: ffmpeg on PATH, else the npm build)',
    doc: 'The ffmpeg binary: video poster frames and transcoding.',
  },
  FFPROBE_PATH: {
    schema: optionalText,
    defaultText: '(unset: ffprobe on PATH, else the npm build)',
    doc: 'The ffprobe binary: video duration, size and codecs.',
  },
  HEIF_DEC_PATH: {
    schema: optionalText,
    defaultText: '(unset: heif-dec or heif-convert on PATH, else libheif in WebAssembly)',
    doc: "libheif's command-line decoder, which converts HEIC uploads to JPEG.",
  },
  PHOTO_MAX_MEGAPIXELS: {
    schema: z.coerce.number().positive().max(1000).default(100),
    doc: 'Largest photo accepted, in millions of pixels; refuses decompression bombs before decoding them.',
  },
} satisfies Settings;

/** What the media adapters need: the external tools, each found once here at start, and the pixel limit. */
export function readMediaConfig(values: SettingValues<typeof MEDIA_SETTINGS>) {
  return {
    ...findMediaTools({
      choice: values.MEDIA_TOOLS,
      ffmpegPath: values.FFMPEG_PATH,
      ffprobePath: values.FFPROBE_PATH,
      heifDecoderPath: values.HEIF_DEC_PATH,
    }),
    photoMaxPixels: Math.round(values.PHOTO_MAX_MEGAPIXELS * 1_000_000),
  };
}

export type MediaConfig = ReturnType<typeof readMediaConfig>;
