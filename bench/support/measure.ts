import autocannon from 'autocannon';

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
