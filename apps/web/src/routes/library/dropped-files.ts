import { UPLOAD_ACCEPT } from '@kinframe/contract';

/**
 * Files picked or dropped, folders walked recursively. The extension filter only spares the
 * person from sending what cannot be a photo or video; the server decides by the bytes.
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

/** Hidden files (macOS ._ forks, .DS_Store) never go. */
export function acceptedFiles(files: Iterable<File>, max = MAX_DROPPED_FILES): File[] {
  const accepted: File[] = [];
  for (const file of files) {
    if (accepted.length >= max) break;
    if (!file.name.startsWith('.') && hasAcceptedExtension(file.name)) accepted.push(file);
  }
  return accepted;
}

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function walk(entry: FileSystemEntry, depth: number, out: File[], max: number): Promise<void> {
  if (out.length >= max) return;
  if (entry.isFile) {
    if (entry.name.startsWith('.') || !hasAcceptedExtension(entry.name)) return;
    try {
      out.push(await fileOf(entry as FileSystemFileEntry));
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
      if (out.length >= max) return;
      await walk(child, depth + 1, out, max);
    }
  }
}

/** Files of a drop, folders included; entries must be taken synchronously, before any await. */
export async function filesOfDrop(dataTransfer: DataTransfer, max = MAX_DROPPED_FILES): Promise<File[]> {
  const entries = [...dataTransfer.items]
    .filter((item) => item.kind === 'file')
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0 || entries.some((entry) => entry === null)) {
    return acceptedFiles([...dataTransfer.files], max);
  }
  const out: File[] = [];
  for (const entry of entries) await walk(entry as FileSystemEntry, 0, out, max);
  return out;
}
