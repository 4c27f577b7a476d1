import { constants, createWriteStream } from 'node:fs';
import { copyFile, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeFileAtomically } from './atomic-file.ts';
import type { MediaUrls } from './media-url.ts';
import { ObjectNotFoundError, type PutOptions, type Storage } from './storage.ts';
import { assertStorageKey } from './storage-key.ts';
import type { UploadPolicies } from './upload-policy.ts';
import { receivePolicyUpload } from './upload-receiver.ts';

/**
 * Objects as files under one folder (DATA_DIR/media), served by the signed links of `mediaUrls`.
 * Each object `a/b` is the file `a/b` with its content type beside it in `a/.b.meta.json`; keys never
 * start a segment with a dot, so neither that file nor a temporary `.b.<uuid>.tmp` can be a key.
 */
export function createLocalStorage({
  directory,
  mediaUrls,
  uploadPolicies,
}: {
  directory: string;
  mediaUrls: MediaUrls;
  uploadPolicies: UploadPolicies;
}): Storage {
  const root = path.resolve(directory);

  function fileOf(key: string): string {
    assertStorageKey(key);
    const file = path.join(root, key);
    // The key rules already keep it inside; this is the second lock on the same door.
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key ${key} leaves the storage folder`);
    return file;
  }
  const metaFileOf = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);

  /**
   * Streams into a temporary file, puts the content type beside it, then renames the file into
   * place: an object that exists always has its type, and a failed write leaves neither.
   */
  async function writeObject(file: string, options: PutOptions, write: (tempFile: string) => Promise<unknown>) {
    await writeFileAtomically(file, async (tempFile) => {
      await write(tempFile);
      const meta = JSON.stringify({ contentType: options.contentType });
      await writeFileAtomically(metaFileOf(file), (metaTempFile) =>
        writeFile(metaTempFile, meta, { flag: 'wx', flush: true }),
      );
    });
  }

  async function readMeta(file: string): Promise<{ contentType: string }> {
    try {
      return JSON.parse(await readFile(metaFileOf(file), 'utf8'));
    } catch {
      return { contentType: 'application/octet-stream' };
    }
  }

  async function put(key: string, body: Readable | Buffer, options: PutOptions): Promise<void> {
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    await writeObject(fileOf(key), options, (tempFile) =>
      pipeline(source, createWriteStream(tempFile, { flags: 'wx', flush: true })),
    );
  }

  return {
    provider: 'local',

    put,

    async putFile(key, localPath, options) {
      // A clone where the file system offers copy-on-write (btrfs, XFS, APFS), else a plain copy.
      await writeObject(fileOf(key), options, (tempFile) =>
        copyFile(localPath, tempFile, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE),
      );
    },

    async read(key, range) {
      const file = fileOf(key);
      // Opened before the stream exists, so a missing object fails here and not mid-response.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw isMissing(error) ? new ObjectNotFoundError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      const file = fileOf(key);
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        const { contentType } = await readMeta(file);
        // Size and modification time: the tag nginx gives a file, enough for a file that never changes.
        return { size: stats.size, contentType, etag: `"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"` };
      } catch (error) {
        if (isMissing(error as NodeJS.ErrnoException)) return null;
        throw error;
      }
    },

    async delete(keys) {
      const files = keys.map(fileOf);
      for (const file of files) {
        await rm(file, { force: true });
        await rm(metaFileOf(file), { force: true });
      }
    },

    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`A prefix to delete ends with a slash: ${prefix}`);
      assertStorageKey(prefix.slice(0, -1));
      await rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },

    async downloadToFile(key, localPath) {
      const file = fileOf(key);
      // A copy, never a hard link: a tool that edits its input in place must not change the original.
      await writeFileAtomically(path.resolve(localPath), (tempFile) =>
        copyFile(file, tempFile, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE).catch(
          (error: NodeJS.ErrnoException) => {
            throw isMissing(error) ? new ObjectNotFoundError(key) : error;
          },
        ),
      );
    },

    async signedUrl(key, options) {
      return mediaUrls.sign(key, options);
    },

    async createUploadPolicy(key, options) {
      return uploadPolicies.sign(key, options);
    },

    async receiveUpload(fields, file) {
      return receivePolicyUpload({ policies: uploadPolicies, fields, file, put });
    },
  };
}

function isMissing(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ENOENT' || error.code === 'ENOTDIR';
}
