import type { AvatarUploadPolicy, ImportPartPolicy, LibraryItem } from '@kinframe/contract';
import { API_BASE, readCookie } from './client.ts';
import { cancelledError, isFailureBody, mapErrorResponse, networkError } from './error-mapping.ts';

export interface UploadOptions {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** Who the request goes to: our API (with the session cookie and its headers) or storage (with neither). */
export interface FormPost {
  url: string;
  form: FormData;
  withCredentials: boolean;
  headers?: Record<string, string>;
}

/** The answer's body: JSON where it is JSON, else its text (S3 answers XML), undefined when empty. */
function bodyOf(xhr: XMLHttpRequest): unknown {
  if (xhr.responseText === '') return undefined;
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    return xhr.responseText;
  }
}

/**
 * POSTs a form holding a file through XMLHttpRequest: fetch still reports no upload progress, and
 * the browser streams the file from disk (it is never read into memory here). Failures become the
 * same ApiError every other call throws, an abort the 'cancelled' one; the answer's body resolves.
 */
export function postFormWithProgress(post: FormPost, { onProgress, signal }: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelledError());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', post.url);
    xhr.withCredentials = post.withCredentials;
    for (const [name, value] of Object.entries(post.headers ?? {})) xhr.setRequestHeader(name, value);

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
      const body = bodyOf(xhr);
      if (xhr.status < 200 || xhr.status >= 300 || isFailureBody(body))
        return reject(mapErrorResponse(xhr.status, body));
      onProgress(1);
      resolve(body);
    };
    xhr.send(post.form);
  });
}

/** POST v3/library/uploads: one file per request, with the session and its CSRF token. */
export async function uploadLibraryFile(file: File, options: UploadOptions): Promise<LibraryItem> {
  const form = new FormData();
  // The server takes this as the created date when the file carries no EXIF date.
  form.append('lastModified', String(file.lastModified));
  form.append('file', file, file.name);
  const csrfToken = readCookie('csrftoken');
  const body = await postFormWithProgress(
    {
      url: `${API_BASE}v3/library/uploads`,
      form,
      withCredentials: true,
      headers: { Accept: 'application/json', ...(csrfToken ? { 'X-CSRFToken': csrfToken } : {}) },
    },
    options,
  );
  return (body as { item: LibraryItem }).item;
}

/** What storage (S3, or our own storage endpoint) takes with a signed policy: its fields first, the file last. */
function policyForm(policy: { fields: Record<string, string> }, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file, file.name);
  return form;
}

/** The file goes straight to storage, as the policy says, with no credentials: the signed policy is the permission. */
export async function uploadToPolicy(policy: AvatarUploadPolicy['uploadPolicy'], file: File): Promise<void> {
  let response: Response;
  try {
    response = await fetch(policy.url, { method: 'POST', body: policyForm(policy, file), credentials: 'omit' });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // S3 answers XML; its words are not for the person, the status says enough.
    }
    throw mapErrorResponse(response.status, body);
  }
}

/** As uploadToPolicy, but with progress, as library uploads go (uploadLibraryFile): an archive part takes minutes. */
export async function uploadToPolicyWithProgress(
  policy: ImportPartPolicy['uploadPolicy'],
  file: File,
  options: UploadOptions,
): Promise<void> {
  await postFormWithProgress({ url: policy.url, form: policyForm(policy, file), withCredentials: false }, options);
}
