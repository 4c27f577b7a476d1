// A thousand paired frames on the real server, for bench/frame-playlist and bench/frame-push.
//
// The shape (an account has at most 10 frames, a shared album at most 10 members):
// - one "sharer", a Plus member who uploads the family's photos and owns 10 shared albums;
// - 100 relatives, 10 per album, each a member of one album (invited by username, accepted);
// - each relative pairs 10 frames (1920x1080) and puts their album on all of them.
// So every one of the 1,000 frames shows an album of the sharer's: one change to a photo of
// theirs (its caption) must reach all 1,000, and a change to one album reaches 100.
//
// Everything goes through the HTTP API as the web app and a frame do it (sign-in, upload, albums,
// invitations, pairing: POST device/v1/pairing, POST v3/frames/claim, GET device/v1/pairing/{id}
// for the token, PUT v3/frames/{id}/albums/{albumId}), but for two things: the 101 accounts are
// made by the server's own services in this process (what `admin user:create --plan plus` does),
// and albums bigger than the few uploaded photos are filled with rows written into the database
// (seed-library.ts) that point at the uploaded photos' renditions, frame renditions included.
//
// The server must run with TRUST_PROXY=true: each person (and their frames) sends its own
// X-Forwarded-For from 198.18.0.0/15 (the benchmarking range), as 101 homes behind a load balancer
// would, so the per-address limits (30 pairing codes, 20 sign-ins) apply per home, as for real.
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PairingStarted, PairingStatus, Playlist } from '@kinframe/contract';
import type { RunningServer } from '../../e2e/support/server.ts';
import { benchPeople, createMembers, type Person } from './accounts.ts';
import { makePhotoLikeJpeg } from './photos.ts';
import { type openDatabase, ownerIdOf, type RenditionTemplate, seedLibrary } from './seed-library.ts';
import { authHeaders, signIn } from './session.ts';
import { runPool, sleep } from './stats.ts';

type Database = Awaited<ReturnType<typeof openDatabase>>['db'];

export const ALBUMS = 10;
export const RELATIVES_PER_ALBUM = 10;
export const FRAMES_PER_RELATIVE = 10;
export const FRAME_SCREEN = { width: 1920, height: 1080 } as const;
/** Homes setting up at once (sign-ins, invitations, pairing). */
const SETUP_PARALLEL = 16;
const READY_TIMEOUT_MS = 120_000;

export interface FleetFrame {
  id: number;
  token: string;
  albumId: number;
  /** The X-Forwarded-For of its home. */
  address: string;
}

/** A signed-in person's requests, from their home's address. */
export interface Client {
  headers: Record<string, string>;
  get(path: string): Promise<Response>;
  send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Response>;
}

export interface Fleet {
  frames: FleetFrame[];
  albumIds: number[];
  /** The sharer's uploaded photos, in every album. */
  photoIds: number[];
  /** Items in each album: the uploaded photos, then the seeded ones. */
  albumItems: number;
  sharer: Client;
  /** Seconds each step of the setup took. */
  timings: Record<string, number>;
}

export interface FleetOptions {
  /** Photos uploaded (and processed by the real worker) by the sharer. */
  photos: number;
  /** Items per album; those beyond `photos` are seeded rows reusing the photos' renditions. */
  albumItems: number;
}

/** The address of the n-th home, in 198.18.0.0/15 (RFC 2544, set aside for benchmarks). */
const addressOf = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

export async function expectJson<T>(response: Response, what: string, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${text.slice(0, 400)}`);
  return JSON.parse(text) as T;
}

/** Signs `person` in over HTTP from their home's address (the crowd signs in the same way). */
export async function signedIn(baseUrl: string, person: Person, address: string): Promise<Client> {
  const forwarded = { 'x-forwarded-for': address };
  const cookie = await signIn(baseUrl, person.email, person.password, forwarded);
  const headers = { ...authHeaders(cookie), ...forwarded };
  return {
    headers,
    get: (path) => fetch(`${baseUrl}${path}`, { headers }),
    send: (method, path, body) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
}

/** A frame's own GET: its token, its home's address, and any other headers. */
export function deviceGet(
  baseUrl: string,
  frame: FleetFrame,
  path: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${frame.token}`, 'x-forwarded-for': frame.address, ...headers },
  });
}

/**
 * Uploads the photos one by one as the web app does and resolves with their ids once every one is
 * `ready`, so that no rendition job is left to run during a measurement.
 */
export async function uploadAndWait(baseUrl: string, client: Client, files: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const file of files) {
    const form = new FormData();
    form.set('file', await openAsBlob(file, { type: 'image/jpeg' }), basename(file));
    const response = await fetch(`${baseUrl}/api/v3/library/uploads`, {
      method: 'POST',
      body: form,
      headers: client.headers,
    });
    ids.push((await expectJson<{ item: { id: number } }>(response, 'upload', 201)).item.id);
  }
  const started = performance.now();
  for (const id of ids) {
    for (;;) {
      const item = await expectJson<{ status: string }>(await client.get(`/api/v3/library/items/${id}`), 'item');
      if (item.status === 'ready') break;
      if (item.status === 'failed') throw new Error(`photo ${id} failed to process`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`photo ${id} not ready after 2 minutes`);
      await sleep(100);
    }
  }
  return ids;
}

/** Photo-like JPEGs of 1600x1200, made in a scratch folder, uploaded and processed. */
async function uploadPhotos(baseUrl: string, sharer: Client, count: number): Promise<number[]> {
  const folder = mkdtempSync(join(tmpdir(), 'kinframe-bench-fleet-'));
  try {
    const files: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const file = join(folder, `family-${n + 1}.jpg`);
      await makePhotoLikeJpeg(file, 1600, 1200, 500 + n);
      files.push(file);
    }
    return await uploadAndWait(baseUrl, sharer, files);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Pairs one frame as a device and its owner do it (code, claim, token collected) and puts an album
 * on it, as every frame of a bench shows one.
 */
export async function pairFrame(
  baseUrl: string,
  owner: Client,
  address: string,
  frame: { name: string; albumId: number },
): Promise<FleetFrame> {
  const device = { 'content-type': 'application/json', 'x-forwarded-for': address };
  const started = await expectJson<PairingStarted>(
    await fetch(`${baseUrl}/api/device/v1/pairing`, {
      method: 'POST',
      headers: device,
      body: JSON.stringify({ deviceName: 'Kinframe bench frame', appVersion: 'bench', screen: FRAME_SCREEN }),
    }),
    'pairing',
    201,
  );
  await expectJson(
    await owner.send('POST', '/api/v3/frames/claim', { code: started.code, name: frame.name }),
    'claim',
    201,
  );
  const status = await expectJson<PairingStatus>(
    await fetch(`${baseUrl}/api/device/v1/pairing/${started.pairingId}`, { headers: device }),
    'pairing status',
  );
  if (status.status !== 'claimed') throw new Error(`pairing ${started.code} was not claimed`);
  await expectJson(await owner.send('PUT', `/api/v3/frames/${status.frameId}/albums/${frame.albumId}`), 'assign');
  return { id: status.frameId, token: status.deviceToken, albumId: frame.albumId, address };
}

/** Waits until a frame's playlist has every item as its frame rendition (none `isInterim`). */
export async function waitForFrameRenditions(baseUrl: string, frame: FleetFrame, items: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    const playlist = await expectJson<Playlist>(await deviceGet(baseUrl, frame, '/api/device/v1/playlist'), 'playlist');
    if (playlist.items.length === items && playlist.items.every((item) => !item.isInterim)) return;
    if (performance.now() - started > READY_TIMEOUT_MS) {
      throw new Error(`frame ${frame.id}: ${playlist.items.length} items, frame renditions not made after 2 minutes`);
    }
    await sleep(200);
  }
}

/**
 * The 1,000 frames, paired and showing their album; every album's frame renditions made (by the
 * real job, for the uploaded photos; copied with the seeded rows), so that no rendition job runs
 * during a measurement. No frame has fetched its playlist yet but the one used to wait for them.
 */
export async function setUpFleet(
  app: RunningServer,
  db: Database,
  options: FleetOptions,
  log: (line: string) => void = () => {},
): Promise<Fleet> {
  const timings: Record<string, number> = {};
  let stepStarted = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = (now - stepStarted) / 1000;
    log(`  ${name}: ${timings[name]?.toFixed(1)} s`);
    stepStarted = now;
  };

  const [sharerPerson, ...relativePeople] = benchPeople('fleet', 1 + ALBUMS * RELATIVES_PER_ALBUM) as [
    Person,
    ...Person[],
  ];
  await createMembers(app.env, [sharerPerson, ...relativePeople]);
  step('101 Plus members made (server services, in this process)');

  const sharer = await signedIn(app.url, sharerPerson, addressOf(0));
  const relatives: Client[] = new Array(relativePeople.length);
  await runPool(
    relativePeople.map((person, index) => ({ person, index })),
    SETUP_PARALLEL,
    async ({ person, index }) => {
      relatives[index] = await signedIn(app.url, person, addressOf(index + 1));
    },
  );
  step('101 sign-ins over HTTP');

  const photoIds = await uploadPhotos(app.url, sharer, options.photos);
  step(`${options.photos} photos uploaded and processed`);

  const albumIds: number[] = [];
  for (let album = 0; album < ALBUMS; album += 1) {
    const created = await expectJson<{ id: number }>(
      await sharer.send('POST', '/api/v3/albums', {
        name: `Family ${String(album + 1).padStart(2, '0')}`,
        isShared: true,
        itemIds: photoIds,
      }),
      'album',
      201,
    );
    albumIds.push(created.id);
    const invitees = relativePeople
      .slice(album * RELATIVES_PER_ALBUM, (album + 1) * RELATIVES_PER_ALBUM)
      .map((person) => person.username);
    await expectJson(await sharer.send('POST', `/api/v3/albums/${created.id}/members`, { invitees }), 'invite');
  }
  await runPool(relatives, SETUP_PARALLEL, async (relative) => {
    const { invites } = await expectJson<{ invites: { id: number }[] }>(
      await relative.get('/api/v3/album-invites'),
      'invites',
    );
    if (invites.length !== 1) throw new Error(`expected one invitation, got ${invites.length}`);
    await expectJson(await relative.send('POST', `/api/v3/album-invites/${invites[0]?.id}/accept`), 'accept');
  });
  step(`${ALBUMS} shared albums, ${relatives.length} invitations accepted`);

  const frames: FleetFrame[] = [];
  await runPool(
    relatives.map((relative, index) => ({ relative, index })),
    SETUP_PARALLEL,
    async ({ relative, index }) => {
      const albumId = albumIds[Math.floor(index / RELATIVES_PER_ALBUM)] as number;
      for (let n = 0; n < FRAMES_PER_RELATIVE; n += 1) {
        frames.push(await pairFrame(app.url, relative, addressOf(index + 1), { name: `Frame ${n + 1}`, albumId }));
      }
    },
  );
  frames.sort((a, b) => a.id - b.id);
  step(`${frames.length} frames paired and assigned over HTTP`);

  // One frame's first playlist queues the frame-rendition job; the others share its renditions
  // (same size, same photos).
  await waitForFrameRenditions(app.url, frames[0] as FleetFrame, photoIds.length);
  step('frame renditions of the uploaded photos made (the job, through one frame)');

  const seeded = options.albumItems - photoIds.length;
  if (seeded > 0) {
    const sharerId = await ownerIdOf(db, sharerPerson.email);
    const renditions = await db.selectFrom('renditions').selectAll().where('item_id', 'in', photoIds).execute();
    const renditionSets = photoIds.map((id) =>
      renditions
        .filter((row) => row.item_id === id)
        .map(({ item_id: _item, ...rendition }): RenditionTemplate => rendition),
    );
    await seedLibrary(db, { ownerId: sharerId, count: seeded, renditionSets });
    const seededIds = (
      await db
        .selectFrom('library_items')
        .select('id')
        .where('owner_id', '=', sharerId)
        .where('id', 'not in', photoIds)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    for (const albumId of albumIds) {
      await expectJson(await sharer.send('POST', `/api/v3/albums/${albumId}/items`, { itemIds: seededIds }), 'add');
    }
    step(`${seeded} more items per album (rows reusing the photos' renditions), added over HTTP`);
  }
  return { frames, albumIds, photoIds, albumItems: options.albumItems, sharer, timings };
}

/** What the server was started with, besides the database, for a fleet. */
export const FLEET_SERVER_ENV = { TRUST_PROXY: 'true' } as const;
