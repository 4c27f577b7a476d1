import { fixed, percentile } from './stats.ts';

export interface Timings {
  ms: number[];
  bytes: number;
}

/** Times `times` sequential requests made by `request`; a failed answer stops the benchmark. */
export async function timeRequests(times: number, request: () => Promise<Response>): Promise<Timings> {
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const response = await request();
    const body = await response.arrayBuffer();
    ms.push(performance.now() - started);
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  }
  return { ms, bytes };
}

export function timingLine(label: string, t: Timings): string {
  return `${label.padEnd(34)} p50 ${fixed(percentile(t.ms, 50)).padStart(7)} ms   p95 ${fixed(percentile(t.ms, 95)).padStart(7)} ms   max ${fixed(Math.max(...t.ms)).padStart(7)} ms   (${(t.bytes / 1024).toFixed(0)} KiB)`;
}
