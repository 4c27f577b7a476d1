import { getExtension, isMediaName, isVideoName } from '../media/media-names.ts';
import { type Position, positionOf } from '../media/position.ts';
import {
  baseName,
  cleanCaption,
  dirName,
  isoFromSeconds,
  isRecord,
  mapInOrder,
  mergeAlbums,
  orderPlan,
  READ_CONCURRENCY,
  readJsonEntry,
} from './plan-support.ts';
import type { ArchivePart, ArchivePlan, PlannedFile, PlannedRefusal } from './plan-types.ts';

/**
 * Google Takeout (Google Photos): one folder per album and per year ("Photos from 2019"), each
 * photo or video with a JSON sidecar beside it (its date, description and original name), and an
 * album's `metadata.json` with its title. Folder names are localized, so nothing here depends on
 * them: a folder is read when it holds media.
 */

const SIDECAR_MAX_BYTES = 1024 * 1024;
/** Takeout cuts a sidecar's name before `.json` (and before a `(1)`) to this many characters. */
const SIDECAR_NAME_LIMIT = 46;
const SUPPLEMENTAL = '.supplemental-metadata';
/** Unclaimed JSON files of one folder opened to find its album title when there is no metadata.json. */
const ALBUM_METADATA_TRIES = 3;
/** Google Photos names an edited copy like this, in the language of the account. */
const EDITED_SUFFIXES = ['-edited', '-bearbeitet', '-modifié', '-editado', '-modificato', '-編集済み'];
/** Extensions that name the same kind of file, so a sidecar's title may keep its own. */
const EXTENSION_FAMILIES = [
  ['jpg', 'jpeg', 'jpe'],
  ['tif', 'tiff'],
  ['heic', 'heif'],
  ['mp4', 'm4v'],
  ['mts', 'm2ts'],
];

interface TakeoutEntry {
  part: number;
  path: string;
  name: string;
  sizeBytes: number;
}

interface Folder {
  path: string;
  /** By file name; the first part's copy when a name comes twice. */
  media: Map<string, TakeoutEntry>;
  /** Media by lower-case name without extension: a live photo's still and video, an edited copy's original. */
  mediaByStem: Map<string, TakeoutEntry[]>;
  jsons: Map<string, TakeoutEntry>;
  jsonsByLowerName: Map<string, TakeoutEntry>;
  others: TakeoutEntry[];
}

interface Sidecar {
  title: string;
  description: string;
  takenAt: string | null;
  position: Position | null;
}

/** One media entry as planned, before copies of it in other folders are folded together. */
interface Candidate {
  file: PlannedFile;
  sizeBytes: number;
}

const editedPattern = new RegExp(`^(.+?)(${EDITED_SUFFIXES.join('|')})(\\(\\d+\\))?$`, 'iu');

function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? { stem: name.slice(0, dot), extension: name.slice(dot + 1) } : { stem: name, extension: '' };
}

/** Cut to Takeout's limit, counting characters as code points. */
function cutName(text: string): string {
  const characters = Array.from(text);
  return characters.length > SIDECAR_NAME_LIMIT ? characters.slice(0, SIDECAR_NAME_LIMIT).join('') : text;
}

/** `IMG(1).jpg` -> `IMG.jpg` and `(1)`: Takeout's second file of the same name in one folder. */
function splitDuplicateIndex(name: string): { plain: string; index: string } | null {
  const { stem, extension } = splitExtension(name);
  const match = /^(.+)(\(\d+\))$/u.exec(stem);
  if (!match?.[1] || !match[2]) return null;
  return { plain: extension ? `${match[1]}.${extension}` : match[1], index: match[2] };
}

/** For `IMG-edited.jpg`: the stem of the original, `IMG`. */
function editedOriginalStem(name: string): string | null {
  const match = editedPattern.exec(splitExtension(name).stem);
  return match?.[1] ? match[1] + (match[3] ?? '') : null;
}

function familyOf(extension: string): string {
  const lower = extension.toLowerCase();
  return EXTENSION_FAMILIES.find((family) => family.includes(lower))?.[0] ?? lower;
}

/**
 * The names a sidecar of `name` may have, most likely first: `NAME.EXT.json`, with
 * `.supplemental-metadata` (whole or cut anywhere, as the 46-character limit falls), the duplicate
 * index moved behind it (`IMG.jpg(1).json` for `IMG(1).jpg`), and old archives' `NAME.json`.
 */
function sidecarNames(name: string): string[] {
  const names: string[] = [];
  const addForms = (plain: string, index: string) => {
    const full = plain + SUPPLEMENTAL;
    for (let end = full.length; end >= plain.length; end--) names.push(`${full.slice(0, end)}${index}.json`);
    names.push(`${cutName(full)}${index}.json`, `${cutName(plain)}${index}.json`);
  };
  addForms(name, '');
  const duplicate = splitDuplicateIndex(name);
  if (duplicate) addForms(duplicate.plain, duplicate.index);
  const { stem } = splitExtension(name);
  names.push(`${stem}.json`, `${cutName(stem)}.json`);
  if (duplicate) names.push(`${splitExtension(duplicate.plain).stem}${duplicate.index}.json`);
  return [...new Set(names)];
}

function findJson(folder: Folder, name: string): TakeoutEntry | undefined {
  return folder.jsons.get(name) ?? folder.jsonsByLowerName.get(name.toLowerCase());
}

function findSidecarOf(folder: Folder, name: string): TakeoutEntry | undefined {
  for (const candidate of sidecarNames(name)) {
    const found = findJson(folder, candidate);
    // `metadata.jpg`'s old-style NAME.json would be the album's file.
    if (found && found.name.toLowerCase() !== 'metadata.json') return found;
  }
  return undefined;
}

/** Another media file of the folder with the same stem: a live photo's video goes with its still. */
function findCompanions(folder: Folder, name: string): TakeoutEntry[] {
  const sameStem = folder.mediaByStem.get(splitExtension(name).stem.toLowerCase()) ?? [];
  return sameStem.filter((entry) => entry.name !== name);
}

/**
 * The original of an edited copy when the folder holds it: the same name without the suffix, else
 * the same stem and kind (an iPhone's HEIC edited into a JPEG; never the video of a live photo).
 */
function findOriginal(folder: Folder, name: string): TakeoutEntry | undefined {
  const originalStem = editedOriginalStem(name);
  if (originalStem === null) return undefined;
  const sameName = folder.media.get(`${originalStem}.${splitExtension(name).extension}`);
  if (sameName) return sameName;
  const isVideo = isVideoName(name);
  return folder.mediaByStem.get(originalStem.toLowerCase())?.find((entry) => isVideoName(entry.name) === isVideo);
}

/** The sidecar that describes `media`: its own, its original's when it is an edited copy, else a companion's. */
function resolveSidecar(folder: Folder, media: TakeoutEntry): TakeoutEntry | undefined {
  const own = findSidecarOf(folder, media.name);
  if (own) return own;
  const originalStem = editedOriginalStem(media.name);
  if (originalStem !== null) {
    const original = findOriginal(folder, media.name);
    const found = findSidecarOf(folder, original?.name ?? `${originalStem}.${splitExtension(media.name).extension}`);
    if (found) return found;
  }
  for (const companion of findCompanions(folder, media.name)) {
    const found = findSidecarOf(folder, companion.name);
    if (found) return found;
  }
  return undefined;
}

function collectFolders(parts: readonly ArchivePart[]): Map<string, Folder> {
  const folders = new Map<string, Folder>();
  parts.forEach((part, partIndex) => {
    for (const entry of part.entries) {
      const path = entry.path.normalize('NFC');
      const dir = dirName(path);
      let folder = folders.get(dir);
      if (!folder) {
        folder = {
          path: dir,
          media: new Map(),
          mediaByStem: new Map(),
          jsons: new Map(),
          jsonsByLowerName: new Map(),
          others: [],
        };
        folders.set(dir, folder);
      }
      const name = baseName(path);
      const found: TakeoutEntry = { part: partIndex, path: entry.path, name, sizeBytes: entry.sizeBytes };
      const extension = getExtension(name);
      if (extension === 'json') {
        if (!folder.jsons.has(name)) folder.jsons.set(name, found);
        if (!folder.jsonsByLowerName.has(name.toLowerCase())) folder.jsonsByLowerName.set(name.toLowerCase(), found);
      } else if (isMediaName(name)) {
        if (folder.media.has(name)) continue;
        folder.media.set(name, found);
        const stem = splitExtension(name).stem.toLowerCase();
        const sameStem = folder.mediaByStem.get(stem);
        if (sameStem) sameStem.push(found);
        else folder.mediaByStem.set(stem, [found]);
      } else if (extension !== 'html' && extension !== 'htm') {
        folder.others.push(found);
      }
    }
  });
  return folders;
}

function parentKey(dir: string): string {
  return dir === '' ? '' : dirName(dir);
}

function hasAlbumMetadataFile(folder: Folder): boolean {
  return folder.jsonsByLowerName.has('metadata.json');
}

/**
 * The folders to import from. A folder counts when it holds media and it or a sibling has Takeout's
 * marks (a matched sidecar, an album's metadata.json): that is the Google Photos folder, whatever
 * its name in the account's language, and not, say, Drive's photos exported alongside. An archive
 * with no marks at all is taken as it is.
 */
function chooseFolders(folders: Map<string, Folder>, sidecars: Map<TakeoutEntry, TakeoutEntry>): Folder[] {
  const withMedia = [...folders.values()].filter((folder) => folder.media.size > 0);
  const markedParents = new Set<string>();
  for (const folder of withMedia) {
    const isMarked = hasAlbumMetadataFile(folder) || [...folder.media.values()].some((media) => sidecars.has(media));
    if (isMarked) markedParents.add(parentKey(folder.path));
  }
  if (markedParents.size === 0) return withMedia;
  return withMedia.filter((folder) => markedParents.has(parentKey(folder.path)));
}

/** A JSON name that describes a media file (`IMG.jpg.json`, `IMG.jpg.su.json`), not a folder. */
function looksLikeSidecar(name: string): boolean {
  const segments = name.slice(0, -'.json'.length).split('.');
  return segments.slice(1).some((segment) => isMediaName(`x.${segment.replace(/\(\d+\)$/u, '')}`));
}

function readAlbumTitle(json: unknown): string {
  if (!isRecord(json) || 'photoTakenTime' in json) return '';
  const title = typeof json.title === 'string' ? json.title : isRecord(json.albumData) ? json.albumData.title : '';
  return typeof title === 'string' ? title.trim().normalize('NFC') : '';
}

/**
 * The album a folder is: the title in its metadata.json (Takeout's name for the file may be
 * localized, so JSON files that describe no media are tried too). '' for a folder that is not one.
 */
async function findAlbumTitle(
  parts: readonly ArchivePart[],
  folder: Folder,
  claimed: Set<TakeoutEntry>,
): Promise<string> {
  const named = folder.jsonsByLowerName.get('metadata.json');
  const unclaimed = [...folder.jsons.values()].filter(
    (json) => json !== named && !claimed.has(json) && !looksLikeSidecar(json.name),
  );
  const tries = [...(named ? [named] : []), ...unclaimed.slice(0, ALBUM_METADATA_TRIES)];
  for (const json of tries) {
    const source = parts[json.part];
    if (!source) continue;
    const title = readAlbumTitle(await readJsonEntry(source, json.path, SIDECAR_MAX_BYTES));
    if (title) return title;
  }
  return '';
}

function parseSidecar(json: unknown): Sidecar | null {
  if (!isRecord(json)) return null;
  const taken = isRecord(json.photoTakenTime) ? json.photoTakenTime.timestamp : undefined;
  return {
    title: typeof json.title === 'string' ? json.title.normalize('NFC') : '',
    description: typeof json.description === 'string' ? json.description : '',
    takenAt: isoFromSeconds(taken),
    position: positionOfGeoData(json.geoData) ?? positionOfGeoData(json.geoDataExif),
  };
}

/**
 * Takeout's `geoData` (where Google Photos placed it, the person's own correction included) or
 * `geoDataExif` (what the file said): latitude, longitude and altitude; 0, 0 when it has none.
 */
function positionOfGeoData(geoData: unknown): Position | null {
  if (!isRecord(geoData)) return null;
  const { latitude, longitude, altitude } = geoData;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return positionOf(latitude, longitude, typeof altitude === 'number' && altitude !== 0 ? altitude : null);
}

/** The title when it names the same kind of file (Takeout keeps the name as uploaded), else the entry's own. */
function chooseName(media: TakeoutEntry, sidecar: Sidecar | null): string {
  const { extension } = splitExtension(media.name);
  const originalStem = editedOriginalStem(media.name);
  const ownName = originalStem === null ? media.name : `${originalStem}.${extension}`;
  const title = sidecar ? baseName(sidecar.title.replaceAll('\\', '/')).trim() : '';
  if (title && familyOf(splitExtension(title).extension) === familyOf(extension)) return title;
  return ownName;
}

/**
 * The same photo is in a year folder and in each of its albums, as copies: one file, with every
 * album. Copies are known by name, date and size; without a date they are left apart (the import
 * still finds them equal by their bytes).
 */
function foldCopies(candidates: Candidate[]): PlannedFile[] {
  const byKey = new Map<string, PlannedFile>();
  const files: PlannedFile[] = [];
  for (const { file, sizeBytes } of candidates) {
    if (file.takenAt === null) {
      files.push(file);
      continue;
    }
    const key = `${file.name}\0${file.takenAt}\0${sizeBytes}`;
    const kept = byKey.get(key);
    if (!kept) {
      byKey.set(key, file);
      files.push(file);
      continue;
    }
    // An album's copy is the one read, so the import finds it while that album is under way.
    if (kept.albums.length === 0 && file.albums.length > 0) {
      kept.part = file.part;
      kept.path = file.path;
    }
    kept.albums = mergeAlbums(kept.albums, file.albums);
    if (!kept.caption) kept.caption = file.caption;
  }
  return files;
}

export async function planTakeout(parts: readonly ArchivePart[]): Promise<ArchivePlan> {
  const folders = collectFolders(parts);
  const sidecarOf = new Map<TakeoutEntry, TakeoutEntry>();
  for (const folder of folders.values()) {
    for (const media of folder.media.values()) {
      const sidecar = resolveSidecar(folder, media);
      if (sidecar) sidecarOf.set(media, sidecar);
    }
  }
  const chosen = chooseFolders(folders, sidecarOf);
  const claimed = new Set(sidecarOf.values());

  const albumTitles = await mapInOrder(chosen, READ_CONCURRENCY, (folder) => findAlbumTitle(parts, folder, claimed));

  const neededSidecars = [
    ...new Set(chosen.flatMap((folder) => [...folder.media.values()].flatMap((media) => sidecarOf.get(media) ?? []))),
  ];
  const readSidecars = await mapInOrder(neededSidecars, READ_CONCURRENCY, async (json) => {
    const part = parts[json.part];
    return part ? parseSidecar(await readJsonEntry(part, json.path, SIDECAR_MAX_BYTES)) : null;
  });
  const sidecars = new Map(neededSidecars.map((json, index) => [json, readSidecars[index] ?? null]));

  const candidates: Candidate[] = [];
  const refusals: PlannedRefusal[] = [];
  chosen.forEach((folder, folderIndex) => {
    const albumTitle = albumTitles[folderIndex] ?? '';
    const replaced = new Set<TakeoutEntry>();
    for (const media of folder.media.values()) {
      const original = findOriginal(folder, media.name);
      if (original && original !== media) replaced.add(original);
    }
    for (const media of folder.media.values()) {
      if (replaced.has(media)) {
        refusals.push({ part: media.part, path: media.path, name: media.name, code: 'edited_version_imported' });
        continue;
      }
      const json = sidecarOf.get(media);
      const sidecar = json ? (sidecars.get(json) ?? null) : null;
      candidates.push({
        sizeBytes: media.sizeBytes,
        file: {
          part: media.part,
          path: media.path,
          name: chooseName(media, sidecar),
          takenAt: sidecar?.takenAt ?? null,
          caption: cleanCaption(sidecar?.description),
          albums: albumTitle ? [albumTitle] : [],
          ...(sidecar?.position ? { position: sidecar.position } : {}),
        },
      });
    }
    for (const other of folder.others) {
      refusals.push({ part: other.part, path: other.path, name: other.name, code: 'not_media_file' });
    }
  });
  return orderPlan(foldCopies(candidates), refusals);
}
