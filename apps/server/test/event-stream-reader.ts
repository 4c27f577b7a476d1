import http from 'node:http';
import { expect } from 'vitest';

export interface ServerEvent {
  event: string;
  data: unknown;
}

/**
 * An event stream read as a browser's EventSource or the frame player reads it: a GET with the
 * given headers (a device's bearer token, a person's session cookie), then one event at a time.
 * node:http rather than fetch, so that `close()` really hangs up: an aborted fetch whose body is
 * not being read can leave the connection open, and the server waiting for it.
 */
export async function openEvents(url: string, headers: Record<string, string>) {
  const request = http.get(url, { headers });
  const incoming = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  expect(incoming.statusCode).toBe(200);
  const response = { status: incoming.statusCode, headers: new Headers(incoming.headers as Record<string, string>) };
  const chunks: string[] = [];
  let wake: (() => void) | null = null;
  incoming.setEncoding('utf8');
  incoming.on('data', (chunk: string) => {
    chunks.push(chunk);
    wake?.();
  });
  incoming.on('close', () => {
    isDone = true;
    wake?.();
  });
  const reader = {
    async read(): Promise<{ done: boolean; value?: string }> {
      for (;;) {
        const chunk = chunks.shift();
        if (chunk !== undefined) return { done: false, value: chunk };
        if (isDone) return { done: true };
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
    },
  };
  let buffer = '';
  let isDone = false;
  // A chunk read for a call that timed out is kept for the next call, never dropped.
  let pending: Promise<{ done: boolean; value?: string }> | null = null;

  /** The next event (comments and the retry line skipped), or null once the stream has ended. */
  async function read(timeoutMs: number): Promise<ServerEvent | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (event) return { event, data: data ? JSON.parse(data) : null };
        continue;
      }
      if (isDone && chunks.length === 0) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      pending ??= reader.read();
      const chunk = await Promise.race([
        pending,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), left);
        }),
      ]).finally(() => clearTimeout(timer));
      pending = null;
      if (!chunk.done) buffer += chunk.value;
    }
  }

  return {
    response,
    async next(timeoutMs = 5_000): Promise<ServerEvent> {
      const event = await read(timeoutMs);
      if (!event) throw new Error('the stream ended');
      return event;
    },
    /** The next event of this name; others before it (another `playlist`) are passed over. */
    async nextOf(name: string, timeoutMs = 5_000): Promise<ServerEvent> {
      for (;;) {
        const event = await read(timeoutMs);
        if (!event) throw new Error('the stream ended');
        if (event.event === name) return event;
      }
    },
    /** Whether the server ends the stream (within a few seconds) with no further event. */
    async ended(timeoutMs = 5_000): Promise<boolean> {
      return (await read(timeoutMs)) === null;
    },
    /** Hangs up, as a closed tab does: the server sees the connection go. */
    close() {
      request.destroy();
    },
  };
}
