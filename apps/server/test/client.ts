import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Fields = Record<string, string>;

export interface RequestOptions {
  headers?: Record<string, string>;
  /** false: send no X-CSRFToken header. */
  csrf?: boolean;
}

/**
 * Talks to the app the way the web app does: keeps cookies between calls, reads `csrftoken` and
 * echoes it in X-CSRFToken on unsafe methods, and encodes forms as the spec says (form-encoded,
 * multipart, JSON).
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  get(url: string, options: RequestOptions = {}) {
    return this.send({ method: 'GET', url }, options);
  }

  postForm(url: string, fields: Fields, options: RequestOptions = {}) {
    return this.send(
      {
        method: 'POST',
        url,
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      options,
    );
  }

  postMultipart(url: string, fields: Fields, options: RequestOptions = {}) {
    const boundary = `----kinframe-test-${Math.random().toString(16).slice(2)}`;
    const parts = Object.entries(fields).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    return this.send(
      {
        method: 'POST',
        url,
        payload: `${parts.join('')}--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      options,
    );
  }

  postJson(url: string, body: unknown, options: RequestOptions = {}) {
    return this.send(
      { method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      options,
    );
  }

  patchJson(url: string, body: unknown, options: RequestOptions = {}) {
    return this.send(
      { method: 'PATCH', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      options,
    );
  }

  delete(url: string, options: RequestOptions = {}) {
    return this.send({ method: 'DELETE', url }, options);
  }

  /** A file upload as the browser sends it: multipart, text fields first, then the file. */
  uploadFile(url: string, file: { name: string; bytes: Buffer }, fields: Fields = {}, options: RequestOptions = {}) {
    const boundary = `----kinframe-test-${Math.random().toString(16).slice(2)}`;
    const head = Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head + filePart), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return this.send(
      { method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
      options,
    );
  }

  putJson(url: string, body: unknown, options: RequestOptions = {}) {
    return this.send(
      { method: 'PUT', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
      options,
    );
  }

  /** The spec's login call: multipart, with the x-webapp-version header. */
  login(email: string, password: string) {
    return this.postMultipart('/api/www-login/', { email, password }, { headers: { 'x-webapp-version': '2' } });
  }

  async isLoggedIn(): Promise<boolean> {
    return (await this.get('/api/v3/is-logged-in')).json().isLoggedIn;
  }

  async send(request: InjectOptions, options: RequestOptions): Promise<LightMyRequestResponse> {
    const isUnsafe = request.method !== 'GET' && request.method !== 'HEAD';
    if (isUnsafe && options.csrf !== false && !this.cookies.has('csrftoken')) {
      await this.get('/api/v3/is-logged-in');
    }
    const headers: Record<string, string> = { ...(request.headers as Record<string, string>), ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrf = this.cookies.get('csrftoken');
    if (isUnsafe && options.csrf !== false && csrf && !('x-csrftoken' in headers)) headers['x-csrftoken'] = csrf;
    const response = await this.app.inject({ ...request, headers, remoteAddress: this.ip });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const isCleared = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (isCleared || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}
