import type { LibraryItem } from '@kinframe/contract';
import { API_BASE, readCookie } from './client.ts';
import { cancelledError, isFailureBody, mapErrorResponse, networkError } from './error-mapping.ts';

export interface UploadOptions {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/**
 * POST v3/library/uploads: one file per request, streamed by the browser from disk (never read into
 * memory here). XMLHttpRequest because fetch still reports no upload progress; failures become the
 * same ApiError every other call throws, an abort the 'cancelled' one.
 */
export function uploadLibraryFile(file: File, { onProgress, signal }: UploadOptions): Promise<LibraryItem> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelledError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}v3/library/uploads`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const csrfToken = readCookie('csrftoken');
    if (csrfToken) xhr.setRequestHeader('X-CSRFToken', csrfToken);

    const handleAbort = () => xhr.abort();
    signal.addEventListener('abort', handleAbort, { once: true });
    const finish = () => signal.removeEventListener('abort', handleAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onabort = () => {
      finish();
      reject(cancelledError());
    };
    xhr.onerror = () => {
      finish();
      reject(networkError());
    };
    xhr.onload = () => {
      finish();
      let body: unknown;
      try {
        body = xhr.responseText === '' ? undefined : JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300 || isFailureBody(body))
        return reject(mapErrorResponse(xhr.status, body));
      onProgress(1);
      resolve((body as { item: LibraryItem }).item);
    };

    const form = new FormData();
    // The server takes this as the created date when the file carries no EXIF date.
    form.append('lastModified', String(file.lastModified));
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
