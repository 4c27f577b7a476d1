import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { type PutOptions, UploadRefusedError } from './storage.ts';
import type { UploadPolicies } from './upload-policy.ts';

/** Enough of the head of a file for file-type to recognise every type we take. */
const SNIFF_BYTES = 4100;

/**
 * A file posted to our own upload endpoint with the fields of an upload policy. The policy is
 * checked before a byte of the file is read; the type is judged by the first bytes (never by the
 * name or the claimed type); the size is counted as the bytes stream in, and storage's atomic write
 * leaves nothing behind when the count goes past the limit.
 */
export async function receivePolicyUpload(options: {
  policies: UploadPolicies;
  fields: Record<string, string>;
  file: Readable;
  put: (key: string, body: Readable, options: PutOptions) => Promise<void>;
}): Promise<{ key: string }> {
  const { file } = options;
  try {
    const check = options.policies.verify(options.fields);
    if (check.status === 'forged') throw new UploadRefusedError('upload_policy_invalid');
    if (check.status === 'expired') throw new UploadRefusedError('upload_policy_expired');
    const { key, maxBytes, contentTypes } = check.policy;

    const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head = await readHead(chunks);
    if (head.length === 0) throw new UploadRefusedError('upload_file_required');
    if (head.length > maxBytes) throw new UploadRefusedError('file_too_large');
    const type = await fileTypeFromBuffer(head);
    if (!type || !contentTypes.includes(type.mime)) throw new UploadRefusedError('file_format_not_supported');

    async function* counted(): AsyncGenerator<Buffer> {
      let total = head.length;
      yield head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        total += next.value.length;
        if (total > maxBytes) throw new UploadRefusedError('file_too_large');
        yield next.value;
      }
    }
    await options.put(key, Readable.from(counted()), { contentType: type.mime });
    return { key };
  } finally {
    // Whatever was refused, the rest of the request is read and dropped so the answer can be sent.
    file.resume();
  }
}

async function readHead(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const head: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(head);
}
