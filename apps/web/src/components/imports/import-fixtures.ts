import { CONNECTOR_PROVIDERS, type Connector, type ConnectorList, type Import } from '@kinframe/contract';

/** Test data: a Takeout import of two parts, just made (uploading), with the given changes. */
export function importFixture(changes: Partial<Import> = {}): Import {
  return {
    id: 7,
    format: 'takeout',
    provider: null,
    state: 'uploading',
    errorCode: null,
    parts: [
      { index: 0, name: 'takeout-001.zip', sizeBytes: 2048, isUploaded: false },
      { index: 1, name: 'takeout-002.zip', sizeBytes: 1024, isUploaded: false },
    ],
    includeStories: false,
    progress: null,
    currentAlbum: null,
    importedCount: 0,
    duplicateCount: 0,
    refusedCount: 0,
    albumCount: 0,
    createdAt: '2026-03-01T09:30:00Z',
    finishedAt: null,
    ...changes,
  };
}

/** Every provider as GET connectors answers: offered by the server, not connected, unless changed. */
export function allConnectors(...changes: (Partial<Connector> & Pick<Connector, 'provider'>)[]): ConnectorList {
  return {
    connectors: CONNECTOR_PROVIDERS.map((provider) => ({
      provider,
      isAvailable: true,
      connection: null,
      ...changes.find((change) => change.provider === provider),
    })),
  };
}

type ProgressHandler = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * Test double of XMLHttpRequest for posts to storage: each one sent is kept, with its address,
 * credentials, headers and form, and the test makes it progress, answer or fail.
 */
export class FakeStorageRequest {
  static sent: FakeStorageRequest[] = [];
  /** Answers 204 by itself on the next tick, as storage does for a part that fits the policy. */
  static isAutomatic = true;

  method = '';
  url = '';
  withCredentials = true;
  status = 0;
  responseText = '';
  body: FormData | null = null;
  isAborted = false;
  upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  headers: Record<string, string> = {};

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeStorageRequest.sent.push(this);
    if (FakeStorageRequest.isAutomatic) {
      setTimeout(() => {
        const size = (body.get('file') as File).size;
        this.progress(size, size);
        this.respond(204);
      }, 0);
    }
  }

  abort() {
    this.isAborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, text = '') {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }

  /** The form's field names, in the order they were appended. */
  fieldNames(): string[] {
    return [...(this.body?.keys() ?? [])];
  }

  fileName(): string {
    return (this.body?.get('file') as File | null)?.name ?? '';
  }
}
