// A load generator's HTTP client: node:http over a keep-alive agent with a bounded number of
// sockets, the whole answer read, its time kept. node:http rather than fetch, so the pool is ours to
// size and a 304 ends at its headers whatever they say (see measure.ts).
import { Agent, type IncomingHttpHeaders, request } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

export interface KeepAliveClient {
  /** Resolves with the answer, or rejects on a socket error or after `timeoutMs`. */
  send(method: string, path: string, headers?: Record<string, string>, body?: Buffer | string): Promise<Answer>;
  close(): void;
}

export function createKeepAliveClient(
  baseUrl: string,
  options: { maxSockets: number; timeoutMs?: number },
): KeepAliveClient {
  const target = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const timeoutMs = options.timeoutMs ?? 60_000;
  return {
    send(method, path, headers = {}, body) {
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const sent = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
        const req = request({ host: target.hostname, port: target.port, method, path, headers: sent, agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: performance.now() - started,
            }),
          );
        });
        req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** A multipart/form-data body: text fields, then at most one file, as a browser's FormData sends them. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
): { contentType: string; body: Buffer } {
  const boundary = `----kinframe-bench-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/** The cookies an answer sets (name=value only), merged over the ones held, as a browser keeps them. */
export function keepCookies(held: string, answer: Answer): string {
  const jar = new Map(
    held
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const line of answer.headers['set-cookie'] ?? []) {
    const pair = line.split(';')[0] ?? '';
    jar.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...jar.values()].join('; ');
}
