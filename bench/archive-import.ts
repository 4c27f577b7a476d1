// bench/archive-import: a Google Takeout archive imported by the real server (worker and imports
// tick in its process: SQLite, local storage, the embedded queue) against uploads of the same photos
// in the same run.
// The photos: N photo-like JPEGs of 3000x2000 at quality 98 (~2.5 MB each: crops of a few drawn
// pictures at offsets of their own, support/photos.ts), made once in a temp folder and kept on disk.
// The archive: Takeout's layout (`Takeout/Google Photos/<folder>/`), every photo once, with its
// sidecar (`<name>.json` or `<name>.supplemental-metadata.json`, photoTakenTime, some with a
// description): runs of ten photos, every third run in an album folder (most with a metadata.json,
// one without, whose photos come in outside albums), the others in their year's folder
// ("Photos from 2019"). Written with yazl, each photo streamed from disk (Zip64 when it must be), in
// parts of at most `--part-mb` (by default the largest part the import takes: one part for 1,000).
// 1. Baseline: member B uploads the photos over HTTP (POST library/uploads), `parallel` at once,
//    timed from the first upload until every item is ready (GET library/items every 250 ms).
// 2. Archive: member A announces the import (POST imports), posts each part through its upload
//    policy as a browser does (no cookie; the file streamed from disk by support/streamed-form.ts),
//    starts it (POST .../start), and polls GET imports/{id} every 250 ms until done; timed from the
//    start until done and every item of A's library ready. Ratio archive / upload in photos per
//    second (goal >= 0.8).
//    The server process's resident memory (VmRSS) is sampled every 250 ms from before the import is
//    announced until every item is ready: baseline (median of 20 samples before), peak, growth (goal
//    < 64 MB), and the peak while the parts were posted, read and imported.
// Never exits non-zero for a missed goal: benches report, tests assert.
// Usage: npm run bench:archive-import [-- --photos 1000 --parallel 4 --part-mb 4096]
import { mkdirSync, mkdtempSync, rmSync, statfsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_LIMITS, type Import, type ImportPartPolicy } from '@kinframe/contract';
import {
  takeoutAlbumMetadata,
  takeoutSidecar,
  takeoutSidecarName,
  writeZip,
  type ZipEntries,
} from '@kinframe/testkit/archives';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { createMembers, type Person } from './support/accounts.ts';
import { type Client, expectJson, signedIn } from './support/frame-fleet.ts';
import { listLibrary, uploadPhotos, waitUntilAllReady } from './support/library-items.ts';
import { makeDistinctPhotoLikeJpegs } from './support/photos.ts';
import { cpuSecondsOf, rssAround } from './support/process-memory.ts';
import { fixed, sleep } from './support/stats.ts';
import { postStreamedForm } from './support/streamed-form.ts';

const MiB = 1024 ** 2;
const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '1000' },
    parallel: { type: 'string', default: '4' },
    'part-mb': { type: 'string', default: String(IMPORT_LIMITS.partMaxBytes / MiB) },
  },
});
const photoCount = Number(args.photos);
const parallel = Number(args.parallel);
const partLimitBytes = Math.min(Number(args['part-mb']) * MiB, IMPORT_LIMITS.partMaxBytes);

const PHOTO = { width: 3000, height: 2000, quality: 98 } as const;
/** Drawn pictures the photos are cropped from (~1.5 s each to draw). */
const BASE_PICTURES = 20;
const POLL_MS = 250;
const MEMORY_EVERY_MS = 250;
const TIMEOUT_MS = 60 * 60_000;
const TAKEOUT = 'Takeout/Google Photos';
/** Photos go into folders in runs of this many; every third run into the next album. */
const RUN = 10;
const ALBUMS = [
  { folder: 'Summer at the lake', hasMetadata: true },
  { folder: 'Ski trip', hasMetadata: true },
  { folder: 'Garden', hasMetadata: true },
  // An album folder without its metadata.json: nothing names it, so its photos come in outside albums.
  { folder: 'Untitled(1)', hasMetadata: false },
  { folder: 'First day of school', hasMetadata: true },
  { folder: 'Christmas', hasMetadata: true },
  { folder: "Grandma's 80th", hasMetadata: true },
] as const;
/** Taken from here on, evenly over seven years. */
const FIRST_TAKEN = Date.UTC(2019, 0, 5, 9, 30);
const TAKEN_SPAN_MS = 7 * 365 * 24 * 3600 * 1000;
/** Room on disk per photo: the photos, the archive, the part in storage, originals, renditions. */
const DISK_PER_PHOTO = 12 * MiB;

const ARCHIVE_PERSON: Person = {
  email: 'takeout-bench@example.com',
  username: 'takeoutbench',
  password: 'Bench-2026!',
};
const UPLOAD_PERSON: Person = { email: 'upload-bench@example.com', username: 'uploadbench', password: 'Bench-2026!' };
/** Each person's home (X-Forwarded-For, 198.18.0.0/15: the benchmarking range). */
const HOMES = { archive: '198.18.0.1', upload: '198.18.0.2' } as const;

interface TakeoutPhoto {
  /** The JPEG on disk. */
  file: string;
  name: string;
  folder: string;
  takenAt: Date;
  caption: string;
  sizeBytes: number;
  /** Its sidecar's name: the old form or the newer `.supplemental-metadata` one, in turn. */
  sidecarName: string;
}

interface ArchivePart {
  name: string;
  path: string;
  sizeBytes: number;
}

const seconds = (ms: number) => fixed(ms / 1000, 2);
const megabytes = (bytes: number) => fixed(bytes / MiB, 1);

const takenAtOf = (index: number) =>
  new Date(FIRST_TAKEN + Math.floor((index * TAKEN_SPAN_MS) / photoCount / 1000) * 1000);

/** A camera's name for a photo taken then: IMG_20190105_093000.jpg. */
function cameraName(takenAt: Date): string {
  const iso = takenAt.toISOString();
  return `IMG_${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}.jpg`;
}

function folderOf(index: number, takenAt: Date): string {
  const run = Math.floor(index / RUN);
  const album = run % 3 === 0 ? ALBUMS[(run / 3) % ALBUMS.length] : undefined;
  return album?.folder ?? `Photos from ${takenAt.getUTCFullYear()}`;
}

/**
 * The archive's entries folder by folder (an album's metadata.json first, each photo then its
 * sidecar), cut into parts whose contents stay under `limitBytes` with room for the zip's headers.
 */
function layOutParts(photos: readonly TakeoutPhoto[], limitBytes: number): ZipEntries[] {
  const room = limitBytes * 0.99;
  const folders = [...new Set(photos.map((photo) => photo.folder))].sort();
  const parts: ZipEntries[] = [{}];
  let used = 0;
  const add = (path: string, content: ZipEntries[string], bytes: number) => {
    if (used > 0 && used + bytes > room) {
      parts.push({});
      used = 0;
    }
    (parts.at(-1) as ZipEntries)[path] = content;
    used += bytes;
  };
  for (const folder of folders) {
    if (ALBUMS.some((album) => album.folder === folder && album.hasMetadata)) {
      const metadata = takeoutAlbumMetadata(folder);
      add(`${TAKEOUT}/${folder}/metadata.json`, metadata, metadata.length);
    }
    for (const photo of photos.filter((candidate) => candidate.folder === folder)) {
      add(`${TAKEOUT}/${folder}/${photo.name}`, { fromFile: photo.file }, photo.sizeBytes);
      const sidecar = takeoutSidecar({ title: photo.name, takenAt: photo.takenAt, description: photo.caption });
      add(`${TAKEOUT}/${folder}/${photo.sidecarName}`, sidecar, sidecar.length);
    }
  }
  return parts;
}

async function writeArchive(folder: string, photos: readonly TakeoutPhoto[]): Promise<ArchivePart[]> {
  const layout = layOutParts(photos, partLimitBytes);
  const parts: ArchivePart[] = [];
  for (const [index, entries] of layout.entries()) {
    const name = `takeout-20261126T000000Z-${String(index + 1).padStart(3, '0')}.zip`;
    const path = join(folder, name);
    await writeZip(path, entries);
    const sizeBytes = statSync(path).size;
    if (sizeBytes > IMPORT_LIMITS.partMaxBytes) throw new Error(`${name} is ${sizeBytes} bytes, over a part's limit`);
    parts.push({ name, path, sizeBytes });
  }
  return parts;
}

/** Posts one part where its upload policy says, as a browser does: the policy's fields, then the file; no cookie. */
async function postPart(baseUrl: string, client: Client, importId: number, index: number, part: ArchivePart) {
  const { uploadPolicy } = await expectJson<ImportPartPolicy>(
    await client.get(`/api/v3/imports/${importId}/parts/${index}/upload-policy`),
    'upload policy',
  );
  const answer = await postStreamedForm(new URL(uploadPolicy.url, baseUrl).href, {
    fields: uploadPolicy.fields,
    fileField: 'file',
    path: part.path,
    fileName: part.name,
    contentType: 'application/zip',
    headers: { 'x-forwarded-for': HOMES.archive },
  });
  if (answer.status !== 204) throw new Error(`posting ${part.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
}

type Phase = 'posting' | 'reading' | 'importing' | 'renditions';

interface ArchiveRun {
  postMs: number;
  /** From the start: read (the plan made, state importing), done, every item ready. */
  readMs: number;
  doneMs: number;
  readyMs: number;
  readyWhenDone: number;
  finished: Import;
  cpuSeconds: number;
  /** This process's RSS when the posting began, and its peak while it went on: the parts are streamed. */
  clientBeforeMiB: number;
  clientPeakMiB: number;
}

/** The import, from its announcement until every item is ready; `phase.now` says where it is. */
async function importArchive(
  baseUrl: string,
  client: Client,
  parts: readonly ArchivePart[],
  phase: { now: Phase },
  serverPid: number,
): Promise<ArchiveRun> {
  const created = await expectJson<Import>(
    await client.send('POST', '/api/v3/imports', {
      format: 'takeout',
      parts: parts.map((part) => ({ name: part.name, sizeBytes: part.sizeBytes })),
    }),
    'create import',
  );
  const clientBeforeMiB = process.memoryUsage.rss() / MiB;
  let clientPeakMiB = clientBeforeMiB;
  const posting = setInterval(() => {
    clientPeakMiB = Math.max(clientPeakMiB, process.memoryUsage.rss() / MiB);
  }, MEMORY_EVERY_MS);
  const postStarted = performance.now();
  try {
    for (const [index, part] of parts.entries()) await postPart(baseUrl, client, created.id, index, part);
  } finally {
    clearInterval(posting);
  }
  const postMs = performance.now() - postStarted;

  phase.now = 'reading';
  const cpuBefore = cpuSecondsOf(serverPid);
  const started = performance.now();
  const deadline = started + TIMEOUT_MS;
  let row = await expectJson<Import>(await client.send('POST', `/api/v3/imports/${created.id}/start`), 'start import');
  let readAt = Number.NaN;
  while (row.state !== 'done') {
    if (row.state === 'failed' || row.state === 'cancelled') {
      throw new Error(`the import ended ${row.state}: ${row.errorCode ?? ''}`);
    }
    if (performance.now() > deadline) throw new Error(`the import is not done: ${JSON.stringify(row)}`);
    await sleep(POLL_MS);
    row = await expectJson<Import>(await client.get(`/api/v3/imports/${created.id}`), 'import');
    if (row.state !== 'reading' && Number.isNaN(readAt)) {
      readAt = performance.now();
      phase.now = 'importing';
    }
  }
  const doneAt = performance.now();
  phase.now = 'renditions';
  if (row.importedCount !== photoCount) {
    throw new Error(
      `${row.importedCount} of ${photoCount} photos imported (${row.duplicateCount} duplicates, ${row.refusedCount} refused)`,
    );
  }
  // Whether renditions kept up with the photos coming in.
  const readyWhenDone = (await listLibrary(baseUrl, client.headers)).filter((item) => item.status === 'ready').length;
  const readyAt = await waitUntilAllReady(baseUrl, client.headers, photoCount, { pollMs: POLL_MS, deadline });
  return {
    postMs,
    readMs: readAt - started,
    doneMs: doneAt - started,
    readyMs: readyAt - started,
    readyWhenDone,
    finished: row,
    cpuSeconds: cpuSecondsOf(serverPid) - cpuBefore,
    clientBeforeMiB,
    clientPeakMiB,
  };
}

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-archive-import-'));
let app: RunningServer | null = null;
const cleanUp = async () => {
  await app?.stop();
  app = null;
  rmSync(scratch, { recursive: true, force: true });
};
// Gigabytes of photos and archive must not outlive an interrupted run either.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing ${scratch}`);
    void cleanUp().finally(() => process.exit(130));
  });
}
try {
  const disk = statfsSync(scratch);
  const needed = photoCount * DISK_PER_PHOTO;
  if (disk.bavail * disk.bsize < needed) {
    throw new Error(`${tmpdir()} has ${megabytes(disk.bavail * disk.bsize)} MiB free; ${megabytes(needed)} needed`);
  }

  const generated = performance.now();
  const photoFolder = join(scratch, 'photos');
  mkdirSync(photoFolder);
  const layout = Array.from({ length: photoCount }, (_, index) => {
    const takenAt = takenAtOf(index);
    const name = cameraName(takenAt);
    return { index, takenAt, name, file: join(photoFolder, name) };
  });
  const sizes = await makeDistinctPhotoLikeJpegs(
    layout.map((photo) => photo.file),
    { ...PHOTO, basePictures: BASE_PICTURES, takenAt: takenAtOf },
  );
  const photos: TakeoutPhoto[] = layout.map(({ index, takenAt, name, file }) => ({
    file,
    name,
    folder: folderOf(index, takenAt),
    takenAt,
    caption: index % 7 === 3 ? 'All of us at the lake' : '',
    sizeBytes: sizes[index] ?? 0,
    sidecarName: takeoutSidecarName(index % 2 === 0 ? name : `${name}.supplemental-metadata`),
  }));
  const photoBytes = sizes.reduce((total, size) => total + size, 0);
  console.log(
    `${photoCount} distinct photo-like JPEGs of ${PHOTO.width}x${PHOTO.height} at quality ${PHOTO.quality}, ${fixed(photoBytes / photoCount / MiB, 2)} MiB each on average (${megabytes(photoBytes)} MiB), made in ${seconds(performance.now() - generated)} s`,
  );

  const zipped = performance.now();
  const archiveFolder = join(scratch, 'archive');
  mkdirSync(archiveFolder);
  const parts = await writeArchive(archiveFolder, photos);
  const archiveBytes = parts.reduce((total, part) => total + part.sizeBytes, 0);
  const folders = new Set(photos.map((photo) => photo.folder));
  const albums = ALBUMS.filter((album) => folders.has(album.folder));
  const inAlbums = photos.filter((photo) => albums.some((album) => album.folder === photo.folder)).length;
  const expectedAlbums = albums.filter((album) => album.hasMetadata).length;
  console.log(
    `Takeout archive: ${parts.length} part(s), ${megabytes(archiveBytes)} MiB (${parts.map((part) => megabytes(part.sizeBytes)).join(' + ')}), written in ${seconds(performance.now() - zipped)} s; ${folders.size} folders: ${albums.length} album folders (${expectedAlbums} with metadata.json) holding ${inAlbums} photos, the rest by year`,
  );

  app = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'warn', QUEUE_CONCURRENCY: String(parallel) });
  const server = app;
  await createMembers(server.env, [ARCHIVE_PERSON, UPLOAD_PERSON]);
  const importer = await signedIn(server.url, ARCHIVE_PERSON, HOMES.archive);
  const uploader = await signedIn(server.url, UPLOAD_PERSON, HOMES.upload);

  // 1. The baseline: the same photos uploaded over HTTP by the other member. Its memory is sampled
  // too, to compare: the server's first photos bring in the media tools' code and buffers.
  const uploadCpu = cpuSecondsOf(server.pid);
  const uploadMemory = await rssAround(
    server.pid,
    async () => {
      const started = performance.now();
      await uploadPhotos(
        server.url,
        uploader.headers,
        photos.map((photo) => photo.file),
        parallel,
      );
      const answeredMs = performance.now() - started;
      const readyAt = await waitUntilAllReady(server.url, uploader.headers, photoCount, {
        pollMs: POLL_MS,
        deadline: started + TIMEOUT_MS,
      });
      return { answeredMs, readyMs: readyAt - started };
    },
    undefined,
    { everyMs: MEMORY_EVERY_MS },
  );
  const uploadCpuSeconds = cpuSecondsOf(server.pid) - uploadCpu;
  const { answeredMs: uploadAnsweredMs, readyMs: uploadMs } = uploadMemory.result;

  // 2. The archive, with the server's memory sampled around it.
  const phase: { now: Phase } = { now: 'posting' };
  const phasePeakMiB: Record<Phase, number> = { posting: 0, reading: 0, importing: 0, renditions: 0 };
  const memory = await rssAround(
    server.pid,
    () => importArchive(server.url, importer, parts, phase, server.pid),
    (rssMiB) => {
      phasePeakMiB[phase.now] = Math.max(phasePeakMiB[phase.now], rssMiB);
    },
    { everyMs: MEMORY_EVERY_MS },
  );
  const run = memory.result;
  const uploadRate = photoCount / (uploadMs / 1000);
  const archiveRate = photoCount / (run.readyMs / 1000);
  const growthMiB = memory.peakMiB - memory.baselineMiB;
  const growthOf = (peak: number) => `${fixed(peak - memory.baselineMiB)} MiB`;
  const perPhoto = (cpuSeconds: number) => `${fixed((cpuSeconds * 1000) / photoCount)} ms/photo`;

  console.log(`\narchive-import: SQLite, local storage, embedded queue, QUEUE_CONCURRENCY=${parallel}`);
  console.log(
    `  photos:            ${photoCount} (${megabytes(photoBytes)} MiB), archive ${megabytes(archiveBytes)} MiB in ${parts.length} part(s)`,
  );
  console.log(
    `  upload:            ${fixed(uploadRate, 2)} photos/s   (${parallel} at once; all answered ${seconds(uploadAnsweredMs)} s, all ready ${seconds(uploadMs)} s; server CPU ${perPhoto(uploadCpuSeconds)})`,
  );
  console.log(
    `  archive:           ${fixed(archiveRate, 2)} photos/s   (from the start: read ${seconds(run.readMs)} s, done ${seconds(run.doneMs)} s with ${run.readyWhenDone} ready, all ready ${seconds(run.readyMs)} s; server CPU ${perPhoto(run.cpuSeconds)})`,
  );
  console.log(`  ratio archive / upload: ${fixed(archiveRate / uploadRate, 2)} (goal >= 0.8)`);
  console.log(
    `  server memory growth: ${fixed(growthMiB)} MiB (goal < 64)   (VmRSS baseline ${fixed(memory.baselineMiB)} MiB, peak ${fixed(memory.peakMiB)} MiB; peak growth posting ${growthOf(phasePeakMiB.posting)}, reading ${growthOf(phasePeakMiB.reading)}, importing ${growthOf(phasePeakMiB.importing)}, renditions after ${growthOf(phasePeakMiB.renditions)}; ${memory.duringMiB.length} samples every ${MEMORY_EVERY_MS} ms)`,
  );
  console.log(
    `  parts posted:      ${seconds(run.postMs)} s (${fixed(archiveBytes / MiB / (run.postMs / 1000))} MiB/s; this process's RSS ${fixed(run.clientBeforeMiB)} MiB before, peak ${fixed(run.clientPeakMiB)} MiB); with the posting, archive ${fixed(photoCount / ((run.postMs + run.readyMs) / 1000), 2)} photos/s`,
  );
  console.log(
    `  to compare, the upload: VmRSS ${fixed(uploadMemory.baselineMiB)} MiB before (the server fresh), peak ${fixed(uploadMemory.peakMiB)} MiB`,
  );
  const { finished } = run;
  console.log(
    `  import:            ${finished.importedCount} imported, ${finished.duplicateCount} duplicates, ${finished.refusedCount} refused, ${finished.albumCount} albums (${expectedAlbums} expected)`,
  );
} finally {
  await cleanUp();
}
