import { constants, type Stats } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/**
 * The local storage's files (DATA_DIR/media: each object and its `.name.meta.json`) copied into a
 * backup. Objects are written once under content-addressed keys and replaced only by a rename, so a
 * file with the size and modification time of one in the previous backup is that file: it is
 * hard-linked there instead of copied, and a nightly backup costs the disk only what is new.
 */
export async function copyObjects(options: {
  from: string;
  to: string;
  /** The same folder in the previous backup of the same root, if any. */
  previous: string | null;
}): Promise<void> {
  for (const relative of await filesUnder(options.from)) {
    // Half-written objects (`.name.<pid>-<uuid>.tmp`) become objects only by their rename.
    if (relative.endsWith('.tmp')) continue;
    const source = await statOrNull(path.join(options.from, relative));
    if (!source) continue; // deleted since the listing
    const target = path.join(options.to, relative);
    if (isSameFile(source, await statOrNull(target))) continue; // the first pass took it
    await mkdir(path.dirname(target), { recursive: true });
    await rm(target, { force: true });
    const earlier = options.previous ? path.join(options.previous, relative) : null;
    if (earlier && isSameFile(source, await statOrNull(earlier)) && (await tryLink(earlier, target))) continue;
    try {
      // A clone where the file system offers copy-on-write, else a plain copy.
      await copyFile(path.join(options.from, relative), target, constants.COPYFILE_FICLONE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted meanwhile
      throw error;
    }
    // The next backup knows the file again by its size and time.
    await utimes(target, source.atimeMs / 1000, source.mtimeMs / 1000);
  }
}

/** What a folder of objects holds: the objects (not their hidden type files) and their bytes. */
export async function countObjects(folder: string): Promise<{ objects: number; bytes: number }> {
  let objects = 0;
  let bytes = 0;
  for (const relative of await filesUnder(folder)) {
    if (path.basename(relative).startsWith('.')) continue;
    objects += 1;
    bytes += (await stat(path.join(folder, relative))).size;
  }
  return { objects, bytes };
}

/** Whether a folder holds any object file at all. */
export async function hasObjects(folder: string): Promise<boolean> {
  return (await filesUnder(folder)).some((relative) => !path.basename(relative).startsWith('.'));
}

/** Every file under a folder, relative to it; none for a folder that does not exist. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Same size, and the same time to within a millisecond (what a copied time keeps of it). */
function isSameFile(source: Stats, other: Stats | null): boolean {
  return other !== null && other.size === source.size && Math.abs(other.mtimeMs - source.mtimeMs) < 1;
}

/** A hard link, or false where there can be none (another file system, a link limit): copy instead. */
async function tryLink(existing: string, target: string): Promise<boolean> {
  try {
    await link(existing, target);
    return true;
  } catch {
    return false;
  }
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
