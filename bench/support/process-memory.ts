import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile, sleep } from './stats.ts';

export interface ProcessMemory {
  /** Resident memory (VmRSS), KiB. */
  rssKiB: number;
  /** Of which anonymous (the heap and other private memory, not mapped files), KiB. */
  anonKiB: number;
}

/** A process's memory as the kernel counts it, from /proc/<pid>/status. */
export function memoryOf(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rssKiB: kib('VmRSS'), anonKiB: kib('RssAnon') };
}

const rssMiBOf = (pid: number) => memoryOf(pid).rssKiB / 1024;

/**
 * A process's resident memory around some work: the median of 20 samples `everyMs` apart before it
 * (the baseline), and the samples every `everyMs` while it runs and once after, with their peak.
 * `onSample` runs at each sample during the work with that sample (to tell phases of the work
 * apart, or follow another figure alongside). `everyMs` is 100 unless said.
 */
export async function rssAround<T>(
  pid: number,
  work: () => Promise<T>,
  onSample?: (rssMiB: number) => void,
  options: { everyMs?: number } = {},
): Promise<{ baselineMiB: number; peakMiB: number; duringMiB: number[]; seconds: number; result: T }> {
  const everyMs = options.everyMs ?? 100;
  const before: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    before.push(rssMiBOf(pid));
    await sleep(everyMs);
  }
  const during: number[] = [];
  const sampler = setInterval(() => {
    const rss = rssMiBOf(pid);
    during.push(rss);
    onSample?.(rss);
  }, everyMs);
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  during.push(rssMiBOf(pid));
  return { baselineMiB: percentile(before, 50), peakMiB: Math.max(...during), duringMiB: during, seconds, result };
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces) in parentheses; utime and stime are
  // the 14th and 15th fields of the line, in clock ticks (100 per second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * What a server started with these in its environment lets `memoryAfterGcOf` ask it: the bench's
 * memory probe, and the flag that lets the probe collect garbage.
 */
export const MEMORY_PROBE_ENV = {
  NODE_OPTIONS: `--expose-gc --import ${fileURLToPath(new URL('memory-probe.mjs', import.meta.url))}`,
} as const;

export interface ProbedMemory extends ProcessMemory {
  /** V8's heap in use after a full collection, KiB. */
  heapUsedKiB: number;
  /** Memory of C++ objects bound to JavaScript ones (buffers, sockets' own), KiB. */
  externalKiB: number;
}

/**
 * The memory of a process started with MEMORY_PROBE_ENV, right after a full garbage collection:
 * VmRSS and RssAnon from /proc, heap and external from the process itself.
 */
export async function memoryAfterGcOf(pid: number): Promise<ProbedMemory> {
  const file = join(tmpdir(), `kinframe-memory-${pid}.json`);
  rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; !existsSync(file); waited += 50) {
    if (waited > 10_000) throw new Error(`process ${pid} did not answer the memory probe (MEMORY_PROBE_ENV?)`);
    await sleep(50);
  }
  const probe = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number; external: number };
  rmSync(file, { force: true });
  // The kernel's view settles a moment after the collection has returned pages.
  await sleep(300);
  return { ...memoryOf(pid), heapUsedKiB: probe.heapUsed / 1024, externalKiB: probe.external / 1024 };
}
