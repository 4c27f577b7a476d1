import type { Readable } from 'node:stream';
import type { LibraryItemRow } from '../../infra/db/schema.ts';
import type { LibraryRepo } from './library.repo.ts';

/** What the library needs of object storage. */
export interface MediaStorage {
  putFile(key: string, localPath: string, options: { contentType: string }): Promise<void>;
  downloadToFile(key: string, localPath: string): Promise<void>;
  /** The bytes of `key` between two offsets (inclusive): the head of an original, for its metadata. */
  read(key: string, range: { start: number; end: number }): Promise<Readable>;
  delete(keys: string[]): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}

/**
 * Keys are content-addressed: the same bytes, uploaded by two people, are stored once; the
 * database rows say who holds them. Renditions of one original share a folder, so they go together.
 */
export function originalKey(contentHash: string, extension: string): string {
  return `originals/${contentHash.slice(0, 2)}/${contentHash}.${extension}`;
}

export function renditionsPrefix(contentHash: string): string {
  return `renditions/${contentHash.slice(0, 2)}/${contentHash}/`;
}

export function renditionKey(contentHash: string, fileName: string): string {
  return `${renditionsPrefix(contentHash)}${fileName}`;
}

/**
 * An edited item's renditions are its own (a copy of the same bytes keeps the original's), in the
 * content's folder so they go with the bytes, under the item and its edit version: a changed
 * edit is a new key, so a new URL that no browser or frame has cached.
 */
export function itemEditsPrefix(contentHash: string, itemId: number): string {
  return `${renditionsPrefix(contentHash)}edits/${itemId}/`;
}

export function editedRenditionKey(contentHash: string, itemId: number, version: number, fileName: string): string {
  return `${itemEditsPrefix(contentHash, itemId)}${version}/${fileName}`;
}

/**
 * A rendition job may still be writing into the folder being removed (a local folder then refuses
 * with ENOTEMPTY). That job clears the folder itself once it sees its item gone, so a retry here
 * only has to outlast one write; a failure that persists is a real one and is thrown.
 */
async function deletePrefixBesideWriter(storage: MediaStorage, prefix: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await storage.deletePrefix(prefix);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

export function createStoredMedia(deps: { storage: MediaStorage; repo: LibraryRepo }) {
  return {
    /** After rendition rows are deleted: those of these keys that no row points at any more leave storage. */
    async releaseUnreferenced(keys: string[]): Promise<void> {
      const candidates = [...new Set(keys)];
      const referenced = await deps.repo.referencedKeys(candidates);
      const unreferenced = candidates.filter((key) => !referenced.has(key));
      if (unreferenced.length > 0) await deps.storage.delete(unreferenced);
    },

    /**
     * After rows are deleted: the bytes of every content nobody holds any more leave storage, the
     * original and all its renditions.
     */
    async releaseUnheld(
      deleted: (Pick<LibraryItemRow, 'content_hash' | 'original_key'> &
        Partial<Pick<LibraryItemRow, 'id' | 'edit_version'>>)[],
    ): Promise<void> {
      const byHash = new Map(deleted.map((row) => [row.content_hash, row.original_key]));
      for (const [contentHash, key] of byHash) {
        if (await deps.repo.isContentHeld(contentHash)) {
          // Others still hold the bytes: only the deleted items' own edited renditions go, unless
          // a copy made of an edited item still shows them.
          for (const row of deleted) {
            if (row.content_hash !== contentHash || row.id === undefined || (row.edit_version ?? 0) === 0) continue;
            const prefix = itemEditsPrefix(contentHash, row.id);
            if (!(await deps.repo.isPrefixReferenced(prefix))) await deletePrefixBesideWriter(deps.storage, prefix);
          }
        } else {
          await deletePrefixBesideWriter(deps.storage, renditionsPrefix(contentHash));
        }
        // "Save as a copy" shares the original under another content hash: it goes with the last item.
        if (!(await deps.repo.isOriginalHeld(key))) await deps.storage.delete([key]);
      }
    },
  };
}

export type StoredMedia = ReturnType<typeof createStoredMedia>;
