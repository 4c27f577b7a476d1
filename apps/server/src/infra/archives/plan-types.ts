import type { Position } from '../media/position.ts';
import type { SkippedEntry, ZipEntryInfo } from './zip-reader.ts';

/** A photo or video of the archive to bring into the library, with what the archive says of it. */
export interface PlannedFile {
  /** Index of the part holding it (0-based, in the order the parts were given). */
  part: number;
  /** Entry path in that part. */
  path: string;
  /** The file name to show, without folders. */
  name: string;
  /** ISO 8601, from the sidecar or the export's JSON; null when it says nothing usable. */
  takenAt: string | null;
  /** '' when none; trimmed, at most 2,000 characters. */
  caption: string;
  /** Names of the source's albums it is in ([] for none), each once. */
  albums: string[];
  /** Tag names, each once (Kinframe's own export says them; others do not). */
  tags?: string[];
  /** A favourite at the source (Kinframe's own export says so). */
  isFavourite?: boolean;
  /** Where it was taken, as the export says (Takeout's sidecar); absent or null when it says nothing. */
  position?: Position | null;
}

export type PlannedRefusalCode =
  | 'not_media_file'
  | 'import_file_missing'
  | 'edited_version_imported'
  | SkippedEntry['reason'];

/** A file of the archive (or one its JSON names) that is not imported, and why. */
export interface PlannedRefusal {
  /** The part holding the file; for import_file_missing, the part whose JSON named it. */
  part: number;
  /** Entry path; for import_file_missing, the path the JSON gave. */
  path: string;
  name: string;
  code: PlannedRefusalCode;
}

export interface ArchivePlan {
  /** Grouped by their first album (albums by name, then files outside albums), then by path. */
  files: PlannedFile[];
  /** By part, then path. */
  refusals: PlannedRefusal[];
}

/** What planning needs of one part: a ZipArchive is one. */
export interface ArchivePart {
  entries: ZipEntryInfo[];
  /** Files of the part its reader left out for their names: listed among the refusals. */
  skipped?: SkippedEntry[];
  readText(path: string, maxBytes: number): Promise<string>;
}

export interface PlanOptions {
  /** Instagram: stories too. */
  includeStories: boolean;
}
