// Loaded into the server's process by the benchmarks that weigh it (NODE_OPTIONS="--expose-gc
// --import <this file>"), never by the product: on SIGUSR2 it collects garbage in full, then writes
// the process's memory as Node counts it to <tmpdir>/kinframe-memory-<pid>.json. Without a
// collection first, what the heap holds at one instant is mostly garbage not yet collected.
import { renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  const file = join(tmpdir(), `kinframe-memory-${process.pid}.json`);
  // Written aside, then renamed: the bench never reads half a file.
  writeFileSync(`${file}.part`, JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers }));
  renameSync(`${file}.part`, file);
});
