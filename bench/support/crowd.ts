// A crowd of people with libraries, albums, families and frames on a running Kinframe (one process
// or the scaled-out topology behind nginx), for bench/cluster-load.
//
// The shape, for `people` people and `frames` frames:
// - every person is a Plus member with a library of `libraryItems` ready photos;
// - every person owns two albums: "Home" (shared, `HOME_ITEMS` of their photos) and "Trips"
//   (not shared, `TRIPS_ITEMS`); families of `FAMILY_SIZE` people in a row share their Home albums
//   with each other (invited by username, each accepts), so everyone has notifications and sees
//   albums of others;
// - the frames are spread over the people in turn (at most 10 each), each showing its owner's Home.
//
// Everything goes through the HTTP API as the web app and a frame do it, but for two things, as
// in frame-fleet.ts: the accounts are made by the server's own services in this process (what
// `admin user:create --plan plus` does: Plus has no other way in without a payment provider), and
// the libraries are rows written into the database that point at the renditions of a few photos
// uploaded and processed for real, frame renditions included, so no rendition job runs for them.
// Each person and their frames send their own X-Forwarded-For from 198.18.0.0/15 (the benchmarking
// range), so the per-address limits hold per home as behind a load balancer; the server must run
// with TRUST_PROXY=true.
import type { Playlist } from '@kinframe/contract';
import type { Database } from '../../apps/server/src/infra/db/database.ts';
import { benchPeople, createMembers, type Person } from './accounts.ts';
import {
  type Client,
  deviceGet,
  expectJson,
  pairFrame,
  signedIn,
  uploadAndWait,
  waitForFrameRenditions,
} from './frame-fleet.ts';
import { ownerIdOf, type RenditionTemplate, seedLibrary } from './seed-library.ts';
import { runPool } from './stats.ts';

const FAMILY_SIZE = 5;
const HOME_ITEMS = 60;
const TRIPS_ITEMS = 40;
const MAX_FRAMES_PER_PERSON = 10;
/** Homes setting up at once (sign-ins, albums, invitations, pairing). */
const SETUP_PARALLEL = 16;

export interface CrowdPerson extends Person {
  /** The X-Forwarded-For of their home. */
  address: string;
  homeAlbumId: number;
  /** Their own two albums, then the family's Home albums they joined. */
  albumIds: number[];
}

export interface CrowdFrame {
  id: number;
  token: string;
  address: string;
  /** The ETag of the playlist it holds (after its first fetch). */
  etag: string;
}

export interface Crowd {
  people: CrowdPerson[];
  frames: CrowdFrame[];
  /** Items in each person's library. */
  libraryItems: number;
}

export interface CrowdTarget {
  /** Where people and frames send their requests (nginx, or the one process). */
  url: string;
  /** An environment for the server's own services in this process: at least DATABASE_URL and DATA_DIR. */
  env: NodeJS.ProcessEnv;
  db: Database;
}

/** The address of the n-th home, in 198.18.0.0/15 (RFC 2544, set aside for benchmarks). */
const addressOf = (n: number) => `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;

export async function setUpCrowd(
  target: CrowdTarget,
  options: { people: number; frames: number; libraryItems: number; photoFiles: readonly string[] },
  log: (line: string) => void = () => {},
): Promise<Crowd> {
  const { url, db } = target;
  if (options.frames > options.people * MAX_FRAMES_PER_PERSON) {
    throw new Error(
      `${options.frames} frames need at least ${Math.ceil(options.frames / MAX_FRAMES_PER_PERSON)} people`,
    );
  }
  if (options.libraryItems < HOME_ITEMS + TRIPS_ITEMS)
    throw new Error(`a library needs ${HOME_ITEMS + TRIPS_ITEMS} items`);
  let stepStarted = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    log(`  ${name}: ${((now - stepStarted) / 1000).toFixed(1)} s`);
    stepStarted = now;
  };

  const [seedPerson] = benchPeople('crowdseed', 1) as [Person];
  const people = benchPeople('crowd', options.people);
  await createMembers(target.env, [seedPerson, ...people]);
  step(`${people.length + 1} Plus members made (server services, in this process)`);

  // The photos every library points at, processed for real, with their frame renditions made by the
  // job through one frame of the seed person's.
  const seed = await signedIn(url, seedPerson, addressOf(options.people));
  const photoIds = await uploadAndWait(url, seed, options.photoFiles);
  const seedAlbum = await expectJson<{ id: number }>(
    await seed.send('POST', '/api/v3/albums', { name: 'Seed', isShared: false, itemIds: photoIds }),
    'seed album',
    201,
  );
  const seedFrame = await pairFrame(url, seed, addressOf(options.people), { name: 'Frame', albumId: seedAlbum.id });
  await waitForFrameRenditions(url, seedFrame, photoIds.length);
  step(`${photoIds.length} photos uploaded and processed, frame renditions made`);

  const renditions = await db.selectFrom('renditions').selectAll().where('item_id', 'in', photoIds).execute();
  const renditionSets = photoIds.map((id) =>
    renditions
      .filter((row) => row.item_id === id)
      .map(({ item_id: _item, ...rendition }): RenditionTemplate => rendition),
  );
  const ownerIds = await Promise.all(people.map((person) => ownerIdOf(db, person.email)));
  await runPool(ownerIds, 4, async (ownerId) => {
    await seedLibrary(db, { ownerId, count: options.libraryItems, renditionSets });
  });
  const itemRows = await db
    .selectFrom('library_items')
    .select(['id', 'owner_id'])
    .where('owner_id', 'in', ownerIds)
    .orderBy('id')
    .execute();
  const itemsOf = new Map<number, number[]>();
  for (const row of itemRows) itemsOf.set(row.owner_id, [...(itemsOf.get(row.owner_id) ?? []), row.id]);
  step(`${people.length} libraries of ${options.libraryItems} photos (rows reusing the photos' renditions)`);

  const clients: Client[] = new Array(people.length);
  await runPool(
    people.map((person, index) => ({ person, index })),
    SETUP_PARALLEL,
    async ({ person, index }) => {
      clients[index] = await signedIn(url, person, addressOf(index));
    },
  );
  step(`${people.length} sign-ins over HTTP`);

  const crowd: CrowdPerson[] = people.map((person, index) => ({
    ...person,
    address: addressOf(index),
    homeAlbumId: 0,
    albumIds: [],
  }));
  await runPool(
    crowd.map((person, index) => ({ person, index })),
    SETUP_PARALLEL,
    async ({ person, index }) => {
      const client = clients[index] as Client;
      const items = itemsOf.get(ownerIds[index] as number) ?? [];
      const home = await expectJson<{ id: number }>(
        await client.send('POST', '/api/v3/albums', {
          name: 'Home',
          isShared: true,
          itemIds: items.slice(0, HOME_ITEMS),
        }),
        'home album',
        201,
      );
      const trips = await expectJson<{ id: number }>(
        await client.send('POST', '/api/v3/albums', {
          name: 'Trips',
          isShared: false,
          itemIds: items.slice(HOME_ITEMS, HOME_ITEMS + TRIPS_ITEMS),
        }),
        'trips album',
        201,
      );
      person.homeAlbumId = home.id;
      person.albumIds.push(home.id, trips.id);
    },
  );
  const familyOf = (index: number) => {
    const first = index - (index % FAMILY_SIZE);
    return crowd.slice(first, first + FAMILY_SIZE).filter((_, n) => first + n !== index);
  };
  await runPool(
    crowd.map((person, index) => ({ person, index })),
    SETUP_PARALLEL,
    async ({ person, index }) => {
      const invitees = familyOf(index).map((relative) => relative.username);
      if (invitees.length === 0) return;
      await expectJson(
        await (clients[index] as Client).send('POST', `/api/v3/albums/${person.homeAlbumId}/members`, {
          invitees,
        }),
        'invite',
      );
    },
  );
  await runPool(
    crowd.map((person, index) => ({ person, index })),
    SETUP_PARALLEL,
    async ({ person, index }) => {
      const client = clients[index] as Client;
      const { invites } = await expectJson<{ invites: { id: number; album: { id: number } }[] }>(
        await client.get('/api/v3/album-invites'),
        'invites',
      );
      for (const invite of invites) {
        await expectJson(await client.send('POST', `/api/v3/album-invites/${invite.id}/accept`), 'accept');
        person.albumIds.push(invite.album.id);
      }
    },
  );
  step(`${crowd.length * 2} albums, families of ${FAMILY_SIZE} sharing their Home albums (invited, accepted)`);

  const frames: CrowdFrame[] = [];
  const framesOf = (index: number) =>
    Math.floor(options.frames / crowd.length) + (index < options.frames % crowd.length ? 1 : 0);
  await runPool(
    crowd.map((person, index) => ({ person, index })),
    SETUP_PARALLEL,
    async ({ person, index }) => {
      for (let n = 0; n < framesOf(index); n += 1) {
        const frame = await pairFrame(url, clients[index] as Client, person.address, {
          name: 'Frame',
          albumId: person.homeAlbumId,
        });
        frames.push({ id: frame.id, token: frame.token, address: frame.address, etag: '' });
      }
    },
  );
  frames.sort((a, b) => a.id - b.id);
  step(`${frames.length} frames paired over HTTP, each showing its owner's Home album`);

  // Each frame's first fetch: the playlist whose ETag it then polls with.
  await runPool(frames, 8, async (frame) => {
    const response = await deviceGet(url, { ...frame, albumId: 0 }, '/api/device/v1/playlist');
    const playlist = await expectJson<Playlist>(response, `first playlist of frame ${frame.id}`);
    if (playlist.items.length !== HOME_ITEMS || playlist.items.some((item) => item.isInterim)) {
      throw new Error(`frame ${frame.id}: ${playlist.items.length} items, not all with their frame rendition`);
    }
    frame.etag = response.headers.get('etag') ?? '';
  });
  step(`${frames.length} first playlist fetches`);
  return { people: crowd, frames, libraryItems: options.libraryItems };
}
