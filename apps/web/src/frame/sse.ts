/** One event of a text/event-stream. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads text/event-stream as its chunks arrive, by the WHATWG rules: lines end in CR, LF or CRLF
 * (a CRLF may be split across two chunks), `field: value` lines build an event, a blank line sends
 * it, `:` lines are comments (the server's keep-alive pings). We read the stream ourselves because
 * EventSource cannot send the device's Authorization header.
 */
export function createEventStreamParser(onEvent: (event: ServerSentEvent) => void): { push(chunk: string): void } {
  let buffer = '';
  let eventName = '';
  let data: string[] = [];

  function dispatch() {
    // The standard drops an event without data; the device API's own events (`hello`, `removed`)
    // mean something by their name alone, so a named event is sent even when it carries none.
    if (data.length > 0 || eventName !== '') onEvent({ event: eventName || 'message', data: data.join('\n') });
    eventName = '';
    data = [];
  }

  function readLine(line: string) {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') data.push(value);
    // `id` and `retry` serve EventSource's own reconnection; ours reconnects with its own backoff.
  }

  return {
    push(chunk) {
      buffer += chunk;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const breakLength = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        readLine(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
  };
}
