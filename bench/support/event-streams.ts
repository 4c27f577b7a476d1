// Server-sent event streams held open by the thousand, as frames hold them: node:http with an agent
// of its own that has room for every socket (fetch's pool may cap connections per origin), and a
// minimal parser of the text/event-stream framing (`event:` lines, blank line ends an event).
import { Agent, type ClientRequest, request } from 'node:http';

export interface OpenStream {
  /** Ends the stream from the client's side. */
  close(): void;
}

export interface StreamOptions {
  url: string;
  headers: Record<string, string>;
  agent: Agent;
  /** Every event, named (`message` when it has no `event:` line), with the time it was read. */
  onEvent: (name: string, at: number) => void;
  /** The stream ended or failed after it was open. */
  onEnd?: (error?: Error) => void;
}

/** An agent for `count` concurrent streams to one server: no pooling limit, no keep-alive reuse. */
export function streamAgent(count: number): Agent {
  return new Agent({ keepAlive: false, maxSockets: count + 16, maxTotalSockets: count + 16 });
}

/** Opens one stream; resolves once the answer's headers are in (200, text/event-stream). */
export function openEventStream(options: StreamOptions): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | undefined;
    let isOpen = false;
    req = request(
      options.url,
      { headers: { accept: 'text/event-stream', ...options.headers }, agent: options.agent },
      (res) => {
        const type = String(res.headers['content-type'] ?? '');
        if (res.statusCode !== 200 || !type.startsWith('text/event-stream')) {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => reject(new Error(`${options.url}: ${res.statusCode} ${type} ${body.slice(0, 300)}`)));
          return;
        }
        isOpen = true;
        res.setEncoding('utf8');
        let pending = '';
        res.on('data', (chunk: string) => {
          const at = performance.now();
          pending += chunk;
          for (;;) {
            const end = pending.search(/\r?\n\r?\n/);
            if (end < 0) break;
            const block = pending.slice(0, end);
            pending = pending.slice(end).replace(/^\r?\n\r?\n/, '');
            const lines = block.split(/\r?\n/);
            // Comments (": ping") and a lone `retry:` are no event: an event has a name or data.
            const named = lines.find((line) => line.startsWith('event:'));
            if (!named && !lines.some((line) => line.startsWith('data:'))) continue;
            options.onEvent(named?.slice(6).trim() || 'message', at);
          }
        });
        res.on('end', () => options.onEnd?.());
        res.on('error', (error) => options.onEnd?.(error));
        resolve({ close: () => req?.destroy() });
      },
    );
    req.on('error', (error) => (isOpen ? options.onEnd?.(error) : reject(error)));
    req.end();
  });
}
