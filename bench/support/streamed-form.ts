// A file of gigabytes posted as a browser posts a form, streamed from disk as it goes out. fetch
// cannot do it on Node 20: a FormData with a file-backed Blob (fs.openAsBlob) is read whole into
// memory before the first byte is sent (1 GiB posted that way took the process from 109 to
// 1,167 MiB of RSS).
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StreamedForm {
  /** Text fields, sent first and in this order (an upload policy's fields go before the file). */
  fields: Record<string, string>;
  /** The form field that carries the file. */
  fileField: string;
  /** The file on disk, and the name and type the form gives it. */
  path: string;
  fileName: string;
  contentType: string;
  headers?: Record<string, string>;
}

/** Posts `form` as multipart/form-data to `url`; resolves with the answer. */
export function postStreamedForm(url: string, form: StreamedForm): Promise<{ status: number; body: string }> {
  const boundary = `----kinframe-bench-${Date.now().toString(16)}`;
  const fields = Object.entries(form.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${form.fileField}"; filename="${form.fileName}"\r\nContent-Type: ${form.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const size = statSync(form.path).size;
  async function* body() {
    yield head;
    yield* createReadStream(form.path);
    yield tail;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          ...form.headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    pipeline(Readable.from(body()), req).catch(reject);
  });
}
