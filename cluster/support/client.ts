import { randomBytes } from 'node:crypto';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  /** The web process that answered through nginx (`127.0.0.1:<port>`), from its X-Upstream header. */
  upstream: string | null;
  json<T = unknown>(): T;
}

/** Every request is bounded: a hung process fails the test rather than the run. */
const REQUEST_TIMEOUT_MS = 30_000;

let addressCounter = 0;
/** An address of its own for one client, so that per-address limits of one test never reach another. */
export function newClientAddress(): string {
  addressCounter += 1;
  const random = randomBytes(2);
  return `10.${random[0]}.${random[1]}.${(addressCounter % 250) + 1}`;
}

/**
 * Talks to the cluster over real HTTP the way the web app does: keeps cookies, echoes `csrftoken`
 * in X-CSRFToken on unsafe methods. Every call goes to `baseUrl` (nginx) unless `via` names a web
 * process's own URL: the session and CSRF token are the same wherever they are presented. The
 * client's address travels in X-Forwarded-For (TRUST_PROXY=true), as nginx passes a browser's.
 */
export class ClusterClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly address = newClientAddress(),
  ) {}

  get(path: string, options: { via?: string; headers?: Record<string, string> } = {}) {
    return this.send('GET', path, options);
  }

  postJson(path: string, body: unknown, options: { via?: string; headers?: Record<string, string> } = {}) {
    return this.send('POST', path, {
      ...options,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...options.headers },
    });
  }

  putJson(path: string, body: unknown, options: { via?: string } = {}) {
    return this.send('PUT', path, {
      ...options,
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  }

  /** The spec's login call: multipart, with the x-webapp-version header. */
  login(email: string, password: string, options: { via?: string } = {}) {
    const form = new FormData();
    form.set('email', email);
    form.set('password', password);
    return this.send('POST', '/api/www-login/', { ...options, body: form, headers: { 'x-webapp-version': '2' } });
  }

  /** A file into the library, as the browser uploads it (multipart). */
  upload(name: string, bytes: Buffer, options: { via?: string; signal?: AbortSignal } = {}) {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
    return this.send('POST', '/api/v3/library/uploads', { ...options, body: form });
  }

  async send(
    method: string,
    path: string,
    options: {
      via?: string;
      headers?: Record<string, string>;
      body?: BodyInit;
      csrf?: boolean;
      signal?: AbortSignal;
    } = {},
  ): Promise<Answer> {
    const isUnsafe = method !== 'GET' && method !== 'HEAD';
    if (isUnsafe && options.csrf !== false && !this.cookies.has('csrftoken')) {
      await this.get('/api/v3/is-logged-in', { via: options.via });
    }
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (isUnsafe && options.csrf !== false && csrf) headers['x-csrftoken'] = csrf;
    const signal = options.signal
      ? AbortSignal.any([options.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response = await fetch(`${options.via ?? this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body,
      signal,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) this.keepCookie(cookie);
    const body = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body,
      upstream: response.headers.get('x-upstream'),
      json: <T>() => JSON.parse(body) as T,
    };
  }

  private keepCookie(header: string): void {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const isCleared =
      value === '' ||
      attributes.some((attribute) => /^max-age=0$/i.test(attribute)) ||
      attributes.some((attribute) => {
        const [key, date] = attribute.split('=');
        return key?.toLowerCase() === 'expires' && date !== undefined && Date.parse(date) <= Date.now();
      });
    if (isCleared) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
