import { type ArchiveFormat, UPLOAD_ACCEPT } from '@kinframe/contract';

/**
 * Files picked or dropped, folders walked recursively. The extension filter only spares the
 * person from sending what cannot be a photo or video; the server decides by the bytes. An export
 * archive (.zip) among them is not dropped: it is offered to the archive import.
 */
export const MAX_DROPPED_FILES = 10_000;
const MAX_DEPTH = 16;

export const UPLOAD_INPUT_ACCEPT = [...UPLOAD_ACCEPT.extensions, ...UPLOAD_ACCEPT.photos, ...UPLOAD_ACCEPT.videos].join(
  ',',
);

export function hasAcceptedExtension(name: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return false;
  return (UPLOAD_ACCEPT.extensions as readonly string[]).includes(name.slice(dot).toLowerCase());
}

/** What was picked or dropped: the photos and videos, the archives, and the one folder they came in, if they did. */
export interface PickedFiles {
  media: File[];
  archives: File[];
  folder?: string;
}

const isHidden = (name: string) => name.startsWith('.');
const isArchive = (name: string) => name.toLowerCase().endsWith('.zip');

/** Hidden files (macOS ._ forks, .DS_Store) never go. */
export function acceptedFiles(files: Iterable<File>, max = MAX_DROPPED_FILES): File[] {
  return sortPicked(files, max).media;
}

/**
 * The picked files sorted: photos and videos up to the bound, archives apart. Files picked as a
 * folder carry their path within it: the folder is named when all came from one.
 */
export function sortPicked(files: Iterable<File>, max = MAX_DROPPED_FILES): PickedFiles {
  const media: File[] = [];
  const archives: File[] = [];
  const folders = new Set<string>();
  for (const file of files) {
    if (isHidden(file.name)) continue;
    if (isArchive(file.name)) archives.push(file);
    else if (media.length < max && hasAcceptedExtension(file.name)) media.push(file);
    else continue;
    // Empty for a file picked alone (and absent where the browser has no folder picking).
    const inFolder = file.webkitRelativePath ?? '';
    const top = inFolder.split('/')[0];
    folders.add(inFolder.includes('/') && top ? top : '');
  }
  const [folder] = folders;
  return folders.size === 1 && folder ? { media, archives, folder } : { media, archives };
}

/**
 * The service an archive comes from, as its usual file name says (takeout-20240101T000000Z-001.zip,
 * facebook-name-2024-01-01-abc.zip, instagram-name-2024-01-01-abc.zip, kinframe-export-….zip); null
 * when the name does not tell.
 */
export function archiveFormatOf(name: string): ArchiveFormat | null {
  const match = /^(takeout|facebook|instagram|kinframe)[-_]/i.exec(name);
  return match ? (match[1]?.toLowerCase() as ArchiveFormat) : null;
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function walk(entry: FileSystemEntry, depth: number, out: PickedFiles, max: number): Promise<void> {
  if (out.media.length >= max) return;
  if (entry.isFile) {
    if (isHidden(entry.name)) return;
    const list = isArchive(entry.name) ? out.archives : hasAcceptedExtension(entry.name) ? out.media : null;
    if (!list) return;
    try {
      list.push(await fileOf(entry as FileSystemFileEntry));
    } catch {
      // Unreadable (permissions, gone meanwhile): skipped, like a file the picker would not offer.
    }
    return;
  }
  if (!entry.isDirectory || depth >= MAX_DEPTH) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches (100 in Chromium) until it answers none.
  for (;;) {
    let batch: FileSystemEntry[];
    try {
      batch = await readEntries(reader);
    } catch {
      return;
    }
    if (batch.length === 0) return;
    for (const child of batch) {
      if (out.media.length >= max) return;
      await walk(child, depth + 1, out, max);
    }
  }
}

/**
 * Files of a drop, folders included; one folder dropped alone names them. Entries must be taken
 * synchronously, before any await.
 */
export async function filesOfDrop(dataTransfer: DataTransfer, max = MAX_DROPPED_FILES): Promise<PickedFiles> {
  const entries = [...dataTransfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return sortPicked([...dataTransfer.files], max);
  }
  const out: PickedFiles = { media: [], archives: [] };
  for (const entry of entries) await walk(entry as FileSystemEntry, 0, out, max);
  const [only] = entries;
  return entries.length === 1 && only?.isDirectory ? { ...out, folder: only.name } : out;
}
