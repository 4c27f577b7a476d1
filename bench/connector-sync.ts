// bench/connector-sync: a Dropbox folder as a connected album, on the real server (worker, tick and
// Dropbox watch in its process) pointed at the Dropbox stand-in (packages/testkit/src/standins/dropbox.ts),
// which runs in this process on 127.0.0.1.
// 1. Import speed: a folder of N photo-like JPEGs (1600x1200, ~0.4 MB, each a picture of its own:
//    crops of 50 photo-like pictures at offsets of their own, made once in a temp folder) becomes
//    member A's connected album. A connects Dropbox as a person does (the connect call, the
//    stand-in's consent page, the app's callback with A's session), then POST connected-albums/dropbox;
//    timed from that request until the album's status (GET connected-albums/{id}, every 250 ms) says
//    synced with N items and every item of A's library is ready (GET library/items, pages of 500,
//    every 250 ms from then on). Baseline in the same run: member B uploads the same N files over
//    HTTP, `parallel` at once, until every item is ready. QUEUE_CONCURRENCY=parallel, as the ingest
//    bench runs. Photos per second of each, the server's CPU, and the ratio connector / upload (goal
//    >= 0.8). Where the import's time went, seen from the stand-in (node:diagnostics_channel): the
//    listing, the downloads, the server's work between two downloads (the server fetches one file at
//    a time per album), the pauses between sync runs (a run stops after a few minutes and the tick
//    sends the next to the queue), and renditions still running after the last download.
// 2. Latency: a frame paired to A shows the album and holds its event stream (GET device/v1/events);
//    `rounds` times, one new photo lands in the folder, and the time until the stream says
//    `event: playlist` is taken (the watch's longpoll answers, the sync job lists the change and
//    fetches the file, the album changes, the frame is told), split by the stand-in's view of it;
//    also the round's last playlist event (the photo ready). Between rounds the album settles:
//    synced with one more item, the new item ready, the watch holding its next longpoll.
// Usage: npm run bench:connector-sync [-- --photos 2500 --parallel 4 --rounds 20]
import { createHash } from 'node:crypto';
import { mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ConnectedAlbum, ConnectStarted } from '@kinframe/contract';
import { startDropboxStandin } from '@kinframe/testkit/standins/dropbox';
import sharp from 'sharp';
import { startServer } from '../e2e/support/server.ts';
import { createMembers, type Person } from './support/accounts.ts';
import { type OpenStream, openEventStream, streamAgent } from './support/event-streams.ts';
import { type Client, expectJson, pairFrame, signedIn } from './support/frame-fleet.ts';
import { libraryPage, listLibrary, waitUntilAllReady } from './support/library-items.ts';
import { makePhotoLikeJpeg } from './support/photos.ts';
import { cpuSecondsOf } from './support/process-memory.ts';
import { logServedRequests, type ServedRequest } from './support/served-requests.ts';
import { fixed, percentile, runPool, sleep } from './support/stats.ts';

const { values: args } = parseArgs({
  options: {
    photos: { type: 'string', default: '2500' },
    parallel: { type: 'string', default: '4' },
    rounds: { type: 'string', default: '20' },
  },
});
const photos = Number(args.photos);
const parallel = Number(args.parallel);
const rounds = Number(args.rounds);

const FOLDER = '/Family photos';
const PHOTO = { width: 1600, height: 1200 } as const;
/** Distinct pictures drawn (photos.ts: ~0.4 s each); every file is a crop of one at an offset of its own. */
const BASE_PICTURES = 50;
/** How far a crop may move inside its picture: 41 x 41 offsets each. */
const CROP_MARGIN = 40;
const POLL_MS = 250;
const IMPORT_TIMEOUT_MS = 60 * 60_000;
const ROUND_TIMEOUT_MS = 60_000;
const SETTLE_TIMEOUT_MS = 120_000;
const DOWNLOAD = '/2/files/download';
const LONGPOLL = '/2/files/list_folder/longpoll';
const CONTINUE = '/2/files/list_folder/continue';

const CONNECTOR_PERSON: Person = {
  email: 'dropbox-bench@example.com',
  username: 'dropboxbench',
  password: 'Bench-2026!',
};
const UPLOAD_PERSON: Person = { email: 'upload-bench@example.com', username: 'uploadbench', password: 'Bench-2026!' };
/** Each person's home (X-Forwarded-For, 198.18.0.0/15: the benchmarking range). */
const HOMES = { connector: '198.18.0.1', upload: '198.18.0.2' } as const;

const seconds = (ms: number) => fixed(ms / 1000, 2);
const spread = (ms: number[]) =>
  `p50 ${fixed(percentile(ms, 50))} ms, p95 ${fixed(percentile(ms, 95))} ms, max ${fixed(Math.max(...ms))} ms`;

/** Waits until `isDone` says so, asking every `everyMs`; past `timeoutMs` the benchmark stops, saying `what`. */
async function until(
  isDone: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: () => string,
  everyMs = 50,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await isDone())) {
    if (performance.now() > deadline) throw new Error(`after ${timeoutMs / 1000} s: ${what()}`);
    await sleep(everyMs);
  }
}

/**
 * `count` photo-like JPEGs of 1600x1200, each a picture of its own: a crop of one of a few drawn
 * pictures (support/photos.ts, slow to draw) at an offset of its own, encoded at quality 90 with
 * its own EXIF date; checked distinct by SHA-256.
 */
async function makePhotos(folder: string, count: number): Promise<string[]> {
  const bases: string[] = [];
  for (let n = 0; n < Math.min(BASE_PICTURES, count); n += 1) {
    const base = join(folder, `base-${n}.jpg`);
    await makePhotoLikeJpeg(base, PHOTO.width + CROP_MARGIN, PHOTO.height + CROP_MARGIN, 900 + n);
    bases.push(base);
  }
  const files = Array.from({ length: count }, (_, i) => join(folder, `IMG_${String(i + 1).padStart(5, '0')}.jpg`));
  await runPool(
    files.map((file, i) => ({ file, i })),
    2,
    async ({ file, i }) => {
      const offset = Math.floor(i / bases.length);
      const taken = new Date(Date.UTC(2025, 5, 1) + i * 60_000).toISOString();
      await sharp(bases[i % bases.length])
        .extract({
          left: offset % (CROP_MARGIN + 1),
          top: Math.floor(offset / (CROP_MARGIN + 1)) % (CROP_MARGIN + 1),
          ...PHOTO,
        })
        .jpeg({ quality: 90 })
        .withExif({
          IFD0: { Make: 'Kinframe', Model: 'Bench' },
          IFD2: { DateTimeOriginal: `${taken.slice(0, 10).replaceAll('-', ':')} ${taken.slice(11, 19)}` },
        })
        .toFile(file);
    },
  );
  for (const base of bases) rmSync(base);
  const hashes = new Set(files.map((file) => createHash('sha256').update(readFileSync(file)).digest('hex')));
  if (hashes.size !== count) throw new Error(`only ${hashes.size} of ${count} photos differ`);
  return files;
}

/** A's Dropbox connected as a browser does it: the connect call, Allow on the consent page, the app's callback. */
async function connectDropbox(client: Client): Promise<void> {
  const started = await expectJson<ConnectStarted>(
    await client.send('POST', '/api/v3/connectors/dropbox/connect', { returnTo: 'albums' }),
    'connect',
  );
  const page = await (await fetch(started.url)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1];
  if (!consent) throw new Error(`no consent form on the stand-in's page: ${page.slice(0, 300)}`);
  const decided = await fetch(new URL('/oauth2/authorize', started.url), {
    method: 'POST',
    body: new URLSearchParams({ consent, decision: 'allow' }),
    redirect: 'manual',
  });
  const callback = decided.headers.get('location') ?? '';
  const landed = await fetch(callback, { headers: client.headers, redirect: 'manual' });
  await landed.arrayBuffer();
  const location = landed.headers.get('location') ?? '';
  if (landed.status !== 303 || !location.includes('connected=dropbox')) {
    throw new Error(`the callback answered ${landed.status} to ${location}`);
  }
}

interface ImportBreakdown {
  listingMs: number;
  listCalls: number;
  firstDownloadMs: number;
  downloads: number;
  downloadMs: number[];
  /** From one download's answer to the next download's request, within one sync run. */
  betweenMs: number[];
  /**
   * Between two sync runs (a run stops after a few minutes; the connectors' tick sends the next to
   * the queue), after which download: the pause in which the next run lists the folder's changes.
   */
  handovers: { afterDownload: number; ms: number }[];
  lastDownloadAnsweredAt: number;
}

/** The import seen from the stand-in: what it was asked, and when, between `from` and `to`. */
function breakDownImport(requests: readonly ServedRequest[], from: number, to: number): ImportBreakdown {
  const inSpan = requests.filter((request) => request.receivedAt >= from && request.receivedAt <= to);
  const downloads = inSpan.filter((request) => request.path === DOWNLOAD);
  const first = downloads[0];
  if (!first) throw new Error('the stand-in saw no download');
  const listings = inSpan.filter(
    (request) => request.path.startsWith('/2/files/list_folder') && request.path !== LONGPOLL,
  );
  const answered = (request: ServedRequest) => request.answeredAt ?? request.receivedAt;
  const firstListings = listings.filter((request) => request.receivedAt < first.receivedAt);
  const betweenMs: number[] = [];
  const handovers: { afterDownload: number; ms: number }[] = [];
  for (let i = 1; i < downloads.length; i += 1) {
    const start = answered(downloads[i - 1] as ServedRequest);
    const end = (downloads[i] as ServedRequest).receivedAt;
    if (listings.some((listing) => listing.receivedAt > start && listing.receivedAt < end)) {
      handovers.push({ afterDownload: i, ms: end - start });
    } else {
      betweenMs.push(end - start);
    }
  }
  return {
    listingMs:
      firstListings.length > 0
        ? answered(firstListings.at(-1) as ServedRequest) - (firstListings[0] as ServedRequest).receivedAt
        : 0,
    listCalls: firstListings.length,
    firstDownloadMs: first.receivedAt - from,
    downloads: downloads.length,
    downloadMs: downloads.map((download) => answered(download) - download.receivedAt),
    betweenMs,
    handovers,
    lastDownloadAnsweredAt: answered(downloads.at(-1) as ServedRequest),
  };
}

/** One new photo's way to the frame, from the moment it landed in the folder. */
interface Round {
  /** The first `event: playlist` (the album changed). */
  toldMs: number;
  /** The round's last one (the new photo ready, so in the frame's playlist). */
  lastEventMs: number;
  events: number;
  /** The stand-in's view: the watch's longpoll answered, the sync run listed, asked for the file, got it. */
  wokeMs: number;
  listedMs: number;
  downloadAskedMs: number;
  downloadAnsweredMs: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const scratch = mkdtempSync(join(tmpdir(), 'kinframe-bench-connector-sync-'));
try {
  const generated = performance.now();
  const files = await makePhotos(scratch, photos + rounds);
  const folderFiles = files.slice(0, photos);
  const newFiles = files.slice(photos);
  const totalBytes = sum(folderFiles.map((file) => readFileSync(file).byteLength));
  console.log(
    `${files.length} distinct photo-like JPEGs of ${PHOTO.width}x${PHOTO.height}, ${fixed(totalBytes / photos / 1024 ** 2, 2)} MB each on average, made in ${fixed((performance.now() - generated) / 1000)} s`,
  );

  const dropbox = await startDropboxStandin();
  const log = logServedRequests();
  try {
    for (const [i, file] of folderFiles.entries()) {
      // A date of its own for each, so "the newest" is the same on every run.
      dropbox.addFile(`${FOLDER}/${basename(file)}`, readFileSync(file), {
        clientModified: new Date(Date.UTC(2025, 5, 1) + i * 60_000),
      });
    }
    const app = await startServer({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      QUEUE_CONCURRENCY: String(parallel),
      // Room for the latency rounds' photos: no photo leaves the album while it is measured.
      CONNECTED_ALBUM_MAX_ITEMS: String(Math.max(2500, photos + rounds)),
      ...dropbox.env(),
    });
    try {
      await createMembers(app.env, [CONNECTOR_PERSON, UPLOAD_PERSON]);
      const owner = await signedIn(app.url, CONNECTOR_PERSON, HOMES.connector);
      const uploader = await signedIn(app.url, UPLOAD_PERSON, HOMES.upload);
      await connectDropbox(owner);

      // 1. The folder as a connected album.
      const importCpu = cpuSecondsOf(app.pid);
      const importStarted = performance.now();
      const created = await expectJson<ConnectedAlbum>(
        await owner.send('POST', '/api/v3/connected-albums/dropbox', { path: FOLDER }),
        'connected album',
        201,
      );
      const createdMs = performance.now() - importStarted;
      const albumId = created.albumId;
      const albumStatus = async () =>
        expectJson<ConnectedAlbum>(await owner.get(`/api/v3/connected-albums/${albumId}`), 'album status');
      let status = created;
      await until(
        async () => {
          status = await albumStatus();
          if (status.state === 'failed') throw new Error(`the album failed: ${status.errorCode}`);
          return status.state === 'synced' && status.itemCount === photos;
        },
        IMPORT_TIMEOUT_MS,
        () => `the album is not synced: ${JSON.stringify(status)}`,
        POLL_MS,
      );
      const importSyncedAt = performance.now();
      if (status.refusedCount > 0) throw new Error(`${status.refusedCount} files refused`);
      // Whether renditions kept up with the files coming in.
      const readyWhenSynced = (await listLibrary(app.url, owner.headers)).filter(
        (item) => item.status === 'ready',
      ).length;
      const importReadyAt = await waitUntilAllReady(app.url, owner.headers, photos, {
        pollMs: POLL_MS,
        deadline: importStarted + IMPORT_TIMEOUT_MS,
      });
      const importCpuSeconds = cpuSecondsOf(app.pid) - importCpu;
      const importSeconds = (importReadyAt - importStarted) / 1000;
      const breakdown = breakDownImport(log.requests, importStarted, importSyncedAt);
      const between = sum(breakdown.betweenMs);
      console.log(
        `\nImport: ${photos} photos, QUEUE_CONCURRENCY=${parallel}, uploads ${parallel} at once; polled every ${POLL_MS} ms`,
      );
      console.log(
        `${'Dropbox, album synced:'.padEnd(36)}${seconds(importSyncedAt - importStarted)} s   (POST connected-albums answered after ${fixed(createdMs)} ms; ${readyWhenSynced} items ready by then)`,
      );
      console.log(
        `${`Dropbox, all ${photos} photos ready:`.padEnd(36)}${fixed(importSeconds, 2)} s   ${fixed(photos / importSeconds, 2)} photos/s; server CPU ${fixed(importCpuSeconds)} s (${fixed((importCpuSeconds * 1000) / photos)} ms/photo)`,
      );
      console.log("  where the import's time went, seen from the stand-in:");
      console.log(
        `  before the first download: ${seconds(breakdown.firstDownloadMs)} s (the folder listed in ${breakdown.listCalls} list_folder calls, ${seconds(breakdown.listingMs)} s)`,
      );
      console.log(
        `  ${breakdown.downloads} downloads, one at a time: ${seconds(sum(breakdown.downloadMs))} s in all from request to answer written (${spread(breakdown.downloadMs)})`,
      );
      const slowMs = breakdown.betweenMs.filter((ms) => ms >= 1000);
      console.log(
        `  between one download's answer and the next request within a run (the server takes the file in): ${seconds(between)} s in all, ${fixed(between / Math.max(1, breakdown.betweenMs.length))} ms per file on average (${spread(breakdown.betweenMs)}; ${slowMs.length} over 1 s, ${seconds(sum(slowMs))} s in all)`,
      );
      const handedOver = breakdown.handovers;
      console.log(
        handedOver.length === 0
          ? '  1 sync run: no pause between runs'
          : `  ${handedOver.length + 1} sync runs; from one run's last download to the next run's first: ${seconds(sum(handedOver.map((gap) => gap.ms)))} s in all (${handedOver.map((gap) => `${seconds(gap.ms)} s after download ${gap.afterDownload}`).join(', ')})`,
      );
      console.log(
        `  from the last download to the album synced: ${seconds(importSyncedAt - breakdown.lastDownloadAnsweredAt)} s; then until every item ready (renditions left to make): ${seconds(importReadyAt - importSyncedAt)} s`,
      );

      // The baseline: the same files uploaded over HTTP by the other member.
      const uploadCpu = cpuSecondsOf(app.pid);
      const uploadStarted = performance.now();
      await runPool(folderFiles, parallel, async (file) => {
        const form = new FormData();
        form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), basename(file));
        const response = await fetch(`${app.url}/api/v3/library/uploads`, {
          method: 'POST',
          body: form,
          headers: uploader.headers,
        });
        await expectJson(response, `upload of ${basename(file)}`, 201);
      });
      const uploadAnsweredSeconds = (performance.now() - uploadStarted) / 1000;
      const uploadReadyAt = await waitUntilAllReady(app.url, uploader.headers, photos, {
        pollMs: POLL_MS,
        deadline: uploadStarted + IMPORT_TIMEOUT_MS,
      });
      const uploadCpuSeconds = cpuSecondsOf(app.pid) - uploadCpu;
      const uploadSeconds = (uploadReadyAt - uploadStarted) / 1000;
      console.log(`${'HTTP, every upload answered:'.padEnd(36)}${fixed(uploadAnsweredSeconds, 2)} s`);
      console.log(
        `${`HTTP, all ${photos} photos ready:`.padEnd(36)}${fixed(uploadSeconds, 2)} s   ${fixed(photos / uploadSeconds, 2)} photos/s; server CPU ${fixed(uploadCpuSeconds)} s (${fixed((uploadCpuSeconds * 1000) / photos)} ms/photo)`,
      );
      console.log(
        `ratio connector / upload (photos/s until all ready): ${fixed(uploadSeconds / importSeconds, 2)} (goal >= 0.8)`,
      );

      // 2. From a new photo in the folder to the frame.
      const frame = await pairFrame(app.url, owner, HOMES.connector, { name: 'Living room', albumId });
      const events: { name: string; at: number }[] = [];
      let isClosing = false;
      let streamEnd: string | null = null;
      const agent = streamAgent(1);
      let stream: OpenStream | null = null;
      const latencies: Round[] = [];
      try {
        stream = await openEventStream({
          url: `${app.url}/api/device/v1/events`,
          headers: { authorization: `Bearer ${frame.token}`, 'x-forwarded-for': frame.address },
          agent,
          onEvent: (name, at) => events.push({ name, at }),
          onEnd: (error) => {
            if (!isClosing) streamEnd = error?.message ?? 'ended by the server';
          },
        });
        await until(
          () => events.some((event) => event.name === 'hello'),
          10_000,
          () => 'no hello on the event stream',
        );
        const isWatched = (since: number) =>
          log.requests.some(
            (request) => request.path === LONGPOLL && request.receivedAt >= since && request.answeredAt === null,
          );
        // A watch that lost its longpoll waits 30 s before the next (dropbox-watch.ts RETRY_WAIT_MS).
        await until(
          () => isWatched(importStarted),
          60_000,
          () => 'the Dropbox watch holds no longpoll',
        );

        for (let round = 1; round <= rounds; round += 1) {
          const file = newFiles[round - 1] as string;
          const bytes = readFileSync(file);
          const landed = performance.now();
          dropbox.addFile(`${FOLDER}/new-${String(round).padStart(2, '0')}.jpg`, bytes, { clientModified: new Date() });
          const playlistEvents = () => events.filter((event) => event.name === 'playlist' && event.at >= landed);
          await until(
            () => playlistEvents().length > 0 || streamEnd !== null,
            ROUND_TIMEOUT_MS,
            () => `round ${round}: the frame was not told`,
            10,
          );
          if (streamEnd) throw new Error(`the event stream ended: ${streamEnd}`);
          const told = (playlistEvents()[0] as { at: number }).at;

          // Settled: synced with the new photo, every new item ready, the watch listening again.
          await until(
            async () => {
              status = await albumStatus();
              return status.state === 'synced' && status.itemCount === photos + round;
            },
            SETTLE_TIMEOUT_MS,
            () => `round ${round}: the album did not settle: ${JSON.stringify(status)}`,
            POLL_MS,
          );
          await until(
            async () =>
              (await libraryPage(app.url, owner.headers, 20, '&sort=uploaded')).items.every(
                (item) => item.status === 'ready',
              ),
            SETTLE_TIMEOUT_MS,
            () => `round ${round}: the new photo is not ready`,
            POLL_MS,
          );
          await until(
            () => isWatched(landed),
            SETTLE_TIMEOUT_MS,
            () => `round ${round}: the watch did not listen again`,
          );
          // The ready photo's own event comes a moment after its status.
          await sleep(1000);

          const after = (path: string, key: 'receivedAt' | 'answeredAt') =>
            log.requests.find((request) => request.path === path && (request[key] ?? -1) >= landed);
          const woke = after(LONGPOLL, 'answeredAt')?.answeredAt ?? Number.NaN;
          const listed = after(CONTINUE, 'receivedAt')?.receivedAt ?? Number.NaN;
          const download = after(DOWNLOAD, 'receivedAt');
          const received = playlistEvents();
          latencies.push({
            toldMs: told - landed,
            lastEventMs: (received.at(-1) as { at: number }).at - landed,
            events: received.length,
            wokeMs: woke - landed,
            listedMs: listed - landed,
            downloadAskedMs: (download?.receivedAt ?? Number.NaN) - landed,
            downloadAnsweredMs: (download?.answeredAt ?? Number.NaN) - landed,
          });
        }
      } finally {
        isClosing = true;
        stream?.close();
        agent.destroy();
      }

      const of = (key: keyof Round) => latencies.map((round) => round[key]);
      const median = (key: keyof Round) => fixed(percentile(of(key), 50));
      console.log(
        `\nLatency: ${rounds} rounds, one new photo in the folder each (a frame showing the album of ${photos} photos and one more each round, its event stream open)`,
      );
      console.log(`  frame told (first event: playlist): ${spread(of('toldMs'))}`);
      console.log(
        `    on the way (p50, from the photo landing): watch's longpoll answered ${median('wokeMs')} ms; sync run lists the change ${median('listedMs')} ms; asks for the file ${median('downloadAskedMs')} ms; has it ${median('downloadAnsweredMs')} ms; frame told ${median('toldMs')} ms`,
      );
      console.log(`  round's last playlist event (the photo ready): ${spread(of('lastEventMs'))}`);
      const counts = [...new Set(of('events'))].sort((a, b) => a - b);
      console.log(
        `  playlist events per round: ${counts.map((count) => `${count} (${of('events').filter((n) => n === count).length} rounds)`).join(', ')}`,
      );
      // A longpoll the stand-in never answered, yet followed by another, was given up by the server:
      // the time to the next one is how long it was held, plus the watch's pause after a failure.
      const longpolls = log.requests.filter((request) => request.path === LONGPOLL);
      const givenUp = longpolls.flatMap((request, i) => {
        const next = longpolls[i + 1];
        return next && request.answeredAt === null ? [next.receivedAt - request.receivedAt] : [];
      });
      console.log(
        `  the watch's longpolls over the whole run: ${longpolls.length}, ${longpolls.filter((request) => request.answeredAt !== null).length} answered by the stand-in, ${givenUp.length} given up by the server unanswered${givenUp.length > 0 ? ` (the next one ${givenUp.map((ms) => seconds(ms)).join(', ')} s after)` : ''}`,
      );
      console.log(
        `  rounds: ${latencies.map((round) => `${fixed(round.toldMs, 0)}/${fixed(round.lastEventMs, 0)}`).join(' ')} ms (told / last event)`,
      );
    } finally {
      await app.stop();
    }
  } finally {
    log.stop();
    await dropbox.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
