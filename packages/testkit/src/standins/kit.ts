import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The pieces every stand-in's server has alike: its pages, its request bodies, its stop. */

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page a person sees on a stand-in (consent, checkout, a refusal), named so it is not taken for the service itself. */
export function standinPage(standin: string, title: string, body: string, options: { maxWidth?: number } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:${options.maxWidth ?? 480}px;margin:48px auto">
<p style="color:#888">${escapeHtml(standin)}</p><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The body, or null past `limit`: the rest is read and dropped, so the 413 still reaches the sender. */
export async function readBodyUpTo(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

/** The body, or null once the request is dealt with: its sender went away, or it was answered 413. */
export async function readBodyOrRefuse(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
): Promise<Buffer | null> {
  let body: Buffer | null;
  try {
    body = await readBodyUpTo(request, limit);
  } catch {
    return null; // the sender went away
  }
  if (body === null) {
    response.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
    response.end('Request body too large');
  }
  return body;
}

/** Stops at once: a test's kept-alive connections would otherwise hold the close open. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
