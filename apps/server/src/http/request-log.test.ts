import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

async function logLinesOf(level: string, url: string): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new RequestLog(30),
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/gifts/:token', async () => {
    await sleep(60);
    return { ok: true };
  });
  app.get('/slow', async () => {
    await sleep(60);
    return { ok: true };
  });
  app.get('/stream', async (_request, reply) => {
    await sleep(60);
    return reply.header('content-type', 'text/event-stream').send('event: hello\ndata: {}\n\n');
  });
  await app.inject({ url });
  await app.close();
  return lines.filter((line) => line.reqId !== undefined);
}

describe('request log', () => {
  it('writes nothing for a quick answer at info', async () => {
    expect(await logLinesOf('info', '/quick')).toEqual([]);
  });

  it('warns about a slow answer', async () => {
    const lines = await logLinesOf('warn', '/slow');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'slow request', method: 'GET', url: '/slow', statusCode: 200 });
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(30);
  });

  it('keeps no query string, and no secret of the path, in the line of a slow answer', async () => {
    const [line] = await logLinesOf('warn', '/slow?expires=1&signature=abc123&token=t0k3n');
    expect(line).toMatchObject({ url: '/slow' });
    const [gift] = await logLinesOf('warn', '/gifts/secret-gift-token?x=1');
    expect(gift).toMatchObject({ url: '/gifts/:token' });
    expect(JSON.stringify(gift)).not.toContain('secret-gift-token');
  });

  it('does not call an event stream slow: it lasts as long as its client listens', async () => {
    expect(await logLinesOf('warn', '/stream')).toEqual([]);
  });

  it('writes one line per answer at debug', async () => {
    const lines = await logLinesOf('debug', '/quick');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 20,
      msg: 'request completed',
      method: 'GET',
      url: '/quick',
      statusCode: 200,
    });
  });
});
