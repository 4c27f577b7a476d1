import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where each external media tool comes from. The system's own build is preferred (newer, and faster
 * than the portable builds); the ones shipped inside npm packages let `npm install && npm start`
 * take videos and HEIC photos on a machine that has nothing but Node.
 */
export type ToolSource = 'configured' | 'system' | 'bundled' | 'missing';

/** `auto`: the system's tools when found, else the bundled ones; `bundled`: only the bundled ones. */
export const MEDIA_TOOL_CHOICES = ['auto', 'bundled'] as const;
export type MediaToolChoice = (typeof MEDIA_TOOL_CHOICES)[number];

export interface FoundMediaTools {
  ffmpegPath: string;
  ffprobePath: string;
  /** libheif's command-line decoder, or null for libheif compiled to WebAssembly (the npm package). */
  heifDecoderPath: string | null;
  sources: { ffmpeg: ToolSource; ffprobe: ToolSource; heic: ToolSource };
}

export interface MediaToolSettings {
  choice: MediaToolChoice;
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
  heifDecoderPath?: string | undefined;
}

/** libheif renamed its decoder: `heif-dec` from 1.17 on, `heif-convert` before (Debian 12 ships 1.15). */
const HEIF_DECODER_NAMES = ['heif-dec', 'heif-convert'];

const require = createRequire(import.meta.url);

/**
 * Picks every tool once, at start, without running any: an operator's path wins, then the system's
 * (looked up on PATH), then the npm package's. A tool found nowhere keeps its plain name, so using it
 * fails with "could not be started", and the start-up line says it is missing.
 */
export function findMediaTools(settings: MediaToolSettings, searchPath = process.env.PATH ?? ''): FoundMediaTools {
  const onSystem = (names: string[]) => (settings.choice === 'auto' ? findOnPath(names, searchPath) : null);

  const pick = (configured: string | undefined, name: string, bundled: () => string | null) => {
    if (configured) return { path: configured, source: 'configured' as const };
    const system = onSystem([name]);
    if (system) return { path: system, source: 'system' as const };
    const shipped = bundled();
    return shipped ? { path: shipped, source: 'bundled' as const } : { path: name, source: 'missing' as const };
  };

  const ffmpeg = pick(settings.ffmpegPath, 'ffmpeg', () => bundledBinary('@ffmpeg-installer/ffmpeg'));
  const ffprobe = pick(settings.ffprobePath, 'ffprobe', () => bundledBinary('@ffprobe-installer/ffprobe'));
  const heifSystem = settings.heifDecoderPath ?? onSystem(HEIF_DECODER_NAMES);
  return {
    ffmpegPath: ffmpeg.path,
    ffprobePath: ffprobe.path,
    heifDecoderPath: heifSystem ?? null,
    sources: {
      ffmpeg: ffmpeg.source,
      ffprobe: ffprobe.source,
      heic: settings.heifDecoderPath ? 'configured' : heifSystem ? 'system' : 'bundled',
    },
  };
}

function findOnPath(names: string[], searchPath: string): string | null {
  for (const name of names) {
    for (const directory of searchPath.split(path.delimiter)) {
      if (!directory) continue;
      const candidate = path.join(directory, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here; try the next folder
      }
    }
  }
  return null;
}

/**
 * The binary an installer package brought for this platform (an optional dependency of it, so a
 * platform without one installs without it). Its `path` export throws when the binary is absent.
 */
function bundledBinary(installer: string): string | null {
  try {
    const found = require(installer) as { path: string };
    accessSync(found.path, constants.X_OK);
    return found.path;
  } catch {
    return null;
  }
}

export interface MediaToolReport {
  source: ToolSource;
  /** As the tool says it (`5.1.6`, `libheif 1.15.1`); null when it could not be run. */
  version: string | null;
}

export interface MediaToolsReport {
  ffmpeg: MediaToolReport;
  ffprobe: MediaToolReport;
  heic: MediaToolReport;
}

const reports = new Map<string, Promise<MediaToolsReport>>();

/** Which tools this process uses and their versions, for the start-up line and GET /api/health. */
export function describeMediaTools(tools: FoundMediaTools): Promise<MediaToolsReport> {
  const key = JSON.stringify(tools);
  let report = reports.get(key);
  if (!report) {
    report = readReport(tools);
    reports.set(key, report);
  }
  return report;
}

async function readReport(tools: FoundMediaTools): Promise<MediaToolsReport> {
  const [ffmpeg, ffprobe, heic] = await Promise.all([
    readVersion(tools.ffmpegPath, ['-version'], /version (\S+)/),
    readVersion(tools.ffprobePath, ['-version'], /version (\S+)/),
    tools.heifDecoderPath
      ? readVersion(tools.heifDecoderPath, ['-h'], /libheif version: (\S+)/)
      : Promise.resolve(bundledHeifVersion()),
  ]);
  return {
    ffmpeg: { source: tools.sources.ffmpeg, version: ffmpeg },
    ffprobe: { source: tools.sources.ffprobe, version: ffprobe },
    heic: { source: tools.sources.heic, version: heic ? `libheif ${heic}` : null },
  };
}

/** One line for the log: `ffmpeg 5.1.6 (system), ffprobe 5.1.6 (system), HEIC: libheif 1.15.1 (system)`. */
export function formatMediaToolsReport(report: MediaToolsReport): string {
  const part = (name: string, tool: MediaToolReport) =>
    tool.source === 'missing' ? `${name}: missing` : `${name} ${tool.version ?? '(version unknown)'} (${tool.source})`;
  return [part('ffmpeg', report.ffmpeg), part('ffprobe', report.ffprobe), part('HEIC:', report.heic)].join(', ');
}

/** Tools print their version on the help screen too, some with a non-zero exit: read it either way. */
function readVersion(binary: string, args: string[], pattern: RegExp): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(binary, args, { timeout: 5000, maxBuffer: 256 * 1024 }, (_error, stdout, stderr) => {
      resolve(pattern.exec(`${stdout}\n${stderr}`)?.[1] ?? null);
    });
  });
}

function bundledHeifVersion(): string | null {
  try {
    return `${(require('libheif-js/package.json') as { version: string }).version} in WebAssembly`;
  } catch {
    return null;
  }
}
