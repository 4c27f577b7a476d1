import { describe, expect, it } from 'vitest';
import { createEventStreamParser, type ServerSentEvent } from './sse.ts';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the event stream parser', () => {
  it('reads named events with their data and skips the keep-alive comments', () => {
    expect(parse(['event: hello\ndata: {"frameId":3}\n\n: ping\n\nevent: playlist\ndata: {}\n\n'])).toEqual([
      { event: 'hello', data: '{"frameId":3}' },
      { event: 'playlist', data: '{}' },
    ]);
  });

  it('puts an event together across chunks, whatever the split, CRLF split in two included', () => {
    const text = 'event: playlist\r\ndata: one\r\ndata: two\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual([
        { event: 'playlist', data: 'one\ntwo' },
      ]);
    }
  });

  it('sends nothing until the blank line that ends an event', () => {
    expect(parse(['event: removed\ndata: {}\n'])).toEqual([]);
  });

  it('accepts bare CR line ends, fields without a space and a named event without data', () => {
    expect(parse(['event:removed\r\r', 'data:x\r\r', ': ping'])).toEqual([
      { event: 'removed', data: '' },
      { event: 'message', data: 'x' },
    ]);
  });

  it('ignores the fields it does not use', () => {
    expect(parse(['id: 7\nretry: 5000\nevent: playlist\ndata: {}\n\n'])).toEqual([{ event: 'playlist', data: '{}' }]);
  });
});
