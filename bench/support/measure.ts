import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { percentile } from './stats.ts';

export interface Throughput {
  requestsPerSecond: number;
  p50Ms: number;
  p97_5Ms: number;
  errors: number;
}

/** Requests per second of one GET, measured by autocannon over loopback. */
export async function measureGet(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Throughput> {
  const result = await autocannon({ url, connections: 16, duration: seconds, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Socket errors and timeouts. */
  errors: number;
}

/**
 * Closed-loop load on one GET: `connections` keep-alive connections, each sending its next request
 * when the previous answer is in, for `seconds`. `headersOf(n)` gives the n-th request's headers
 * (a different frame's token each time, say). Every answer's latency is kept, whatever its status.
 * node:http rather than autocannon: autocannon keeps 2xx latencies only, and its parser reads a
 * Content-Length on a 304 as a body to wait for, where HTTP/1.1 (RFC 9112 section 6.3) says a 304
 * ends at its headers whatever they say.
 */
export async function measureLoad(options: {
  url: string;
  seconds: number;
  connections: number;
  headersOf: (n: number) => Record<string, string>;
}): Promise<Load> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const headers = options.headersOf(sent);
      sent += 1;
      const req = request(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            const status = String(res.statusCode);
            statuses[status] = (statuses[status] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const began = performance.now();
  const deadline = began + options.seconds * 1000;
  const connection = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsedSeconds = (performance.now() - began) / 1000;
  agent.destroy();
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    statuses,
    errors,
  };
}
