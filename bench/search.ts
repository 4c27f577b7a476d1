// bench/search: GET /api/v3/search on a library of 100,000 photos (bench/support/seed-library.ts),
// with places, cameras, albums, tags and a shared album written straight into the database: every
// 20th photo in one of 20 cities (Barcelona, Zürich, Kyoto...) with region and country, cameras of
// 6 makes, 50 albums of 200 photos, 20 tags of 500, and a shared album of 1,000 photos of another
// member that the bench member joined. Then, with the real server running, sequential signed-in
// requests of a mix of searches (a city, a country by its German name, a camera, a caption word, a
// tag, an album name, a date, a file name, a typo) beside GET /api/v3/library/items?limit=100 (the
// library's first page) in the same run: p50, p95, max for each and for all searches together.
// The throttle allows 600 searches in 10 minutes, so the mix is kept under it.
// SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given.
// Usage: npm run bench:search [-- --count 100000 --requests 50 --postgres postgres://...]
import { parseArgs } from 'node:util';
import { createMembers } from './support/accounts.ts';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { ownerIdOf, seedLibrary, sql } from './support/seed-library.ts';
import { BENCH_PERSON, signIn } from './support/session.ts';
import { fixed, percentile } from './support/stats.ts';
import { type Timings, timeRequests, timingLine } from './support/timing.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '50' },
    postgres: { type: 'string' },
  },
});
const count = Number(args.count);
const requests = Number(args.requests);

const SHARER = { email: 'sharer@example.com', username: 'sharer', password: 'Bench-2026!' } as const;
const CITIES = [
  ['Barcelona', 'Catalonia', 'ES'],
  ['Zürich', 'Zurich', 'CH'],
  ['Kyoto', 'Kyoto', 'JP'],
  ['München', 'Bavaria', 'DE'],
  ['Lyon', 'Auvergne-Rhône-Alpes', 'FR'],
  ['Firenze', 'Tuscany', 'IT'],
  ['Seattle', 'Washington', 'US'],
  ['Porto', 'Porto', 'PT'],
  ['Edinburgh', 'Scotland', 'GB'],
  ['Vienna', 'Vienna', 'AT'],
  ['Reykjavík', 'Capital Region', 'IS'],
  ['Sydney', 'New South Wales', 'AU'],
  ['Toronto', 'Ontario', 'CA'],
  ['Oaxaca', 'Oaxaca', 'MX'],
  ['Bergen', 'Vestland', 'NO'],
  ['Kraków', 'Lesser Poland', 'PL'],
  ['Dubrovnik', 'Dubrovnik-Neretva', 'HR'],
  ['Marrakesh', 'Marrakesh-Safi', 'MA'],
  ['Hanoi', 'Hanoi', 'VN'],
  ['Cusco', 'Cusco', 'PE'],
] as const;
const CAMERAS = [
  ['Apple', 'iPhone 13'],
  ['Canon', 'Canon EOS R6'],
  ['NIKON CORPORATION', 'NIKON D750'],
  ['SONY', 'ILCE-7M3'],
  ['FUJIFILM', 'X-T4'],
  ['samsung', 'SM-G991B'],
] as const;
const SEARCHES = [
  'barcelona',
  'Schweiz',
  'canon',
  'lake',
  'Tag 7',
  'Album 12',
  'June 2019',
  'IMG_047110',
  'barclona',
  'family trip',
];

async function seedSearchable(
  db: Parameters<Parameters<typeof withBenchServer>[1]>[1],
  ownerId: number,
  sharerId: number,
) {
  const started = performance.now();
  const now = new Date().toISOString();
  for (const [index, [city, region, country]] of CITIES.entries()) {
    await sql`update library_items set place_city = ${city}, place_region = ${region}, place_country = ${country}
      where owner_id = ${ownerId} and id % 20 = ${index}`.execute(db);
  }
  for (const [index, [make, model]] of CAMERAS.entries()) {
    await sql`update library_items set camera_make = ${make}, camera_model = ${model}
      where owner_id = ${ownerId} and id % 7 = ${index}`.execute(db);
  }
  const ids = (
    await db.selectFrom('library_items').select('id').where('owner_id', '=', ownerId).orderBy('id').execute()
  ).map((row) => row.id);
  for (let album = 0; album < 50; album += 1) {
    const { id } = await db
      .insertInto('albums')
      .values({
        owner_id: ownerId,
        name: `Album ${album}`,
        name_key: `album ${album}`,
        is_shared: 0,
        caption: '',
        cover_item_id: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = ids.slice(album * 2000, album * 2000 + 200);
    if (members.length === 0) continue;
    await db
      .insertInto('album_items')
      .values(
        members.map((itemId, position) => ({
          album_id: id,
          item_id: itemId,
          added_by: ownerId,
          position,
          added_at: now,
        })),
      )
      .execute();
  }
  for (let tag = 0; tag < 20; tag += 1) {
    const { id } = await db
      .insertInto('tags')
      .values({ owner_id: ownerId, name: `Tag ${tag}`, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tagged = ids.slice(tag * 5000 + 100, tag * 5000 + 600);
    if (tagged.length > 0)
      await db
        .insertInto('item_tags')
        .values(tagged.map((itemId) => ({ tag_id: id, item_id: itemId })))
        .execute();
  }
  // Another member's 1,000 photos in a shared album the bench member joined.
  const shared = await seedLibrary(db, { ownerId: sharerId, count: 1000 });
  const sharerItems = await db.selectFrom('library_items').select('id').where('owner_id', '=', sharerId).execute();
  const album = await db
    .insertInto('albums')
    .values({
      owner_id: sharerId,
      name: 'Family trip',
      name_key: 'family trip',
      is_shared: 1,
      caption: '',
      cover_item_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('album_items')
    .values(
      sharerItems.map((row, position) => ({
        album_id: album.id,
        item_id: row.id,
        added_by: sharerId,
        position,
        added_at: now,
      })),
    )
    .execute();
  await db
    .insertInto('album_members')
    .values({
      album_id: album.id,
      user_id: ownerId,
      email: null,
      status: 'member',
      invited_by: sharerId,
      token_hash: null,
      invited_at: now,
      joined_at: now,
    })
    .execute();
  return { seconds: (performance.now() - started) / 1000, sharedItems: shared.items };
}

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(databaseUrl, async (app, db) => {
    await createMembers(app.env, [SHARER]);
    const ownerId = await ownerIdOf(db, BENCH_PERSON.email);
    const sharerId = await ownerIdOf(db, SHARER.email);
    const seeded = await seedLibrary(db, { ownerId, count });
    const searchable = await seedSearchable(db, ownerId, sharerId);
    if (databaseUrl) await sql`ANALYZE`.execute(db);
    const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
    const get = (url: string) => () => fetch(url, { headers: { cookie } });
    const firstPage = `${app.url}/api/v3/library/items?limit=100`;
    const searchUrl = (q: string) => `${app.url}/api/v3/search?limit=100&q=${encodeURIComponent(q)}`;

    // Warm-up: a few of each, well within the throttle.
    await timeRequests(10, get(firstPage));
    const found = new Map<string, number>();
    for (const q of SEARCHES) {
      const response = await fetch(searchUrl(q), { headers: { cookie } });
      const body = (await response.json()) as { items: unknown[]; nextCursor: string | null };
      found.set(q, body.items.length + (body.nextCursor ? 0.5 : 0));
    }
    // Taking turns, so a busy moment of the machine falls on both alike.
    const library: Timings = { ms: [], bytes: 0 };
    const bySearch = new Map<string, Timings>(SEARCHES.map((q) => [q, { ms: [], bytes: 0 }]));
    for (let round = 0; round < requests; round += 1) {
      const page = await timeRequests(1, get(firstPage));
      library.ms.push(...page.ms);
      library.bytes = page.bytes;
      for (const q of SEARCHES) {
        const timed = await timeRequests(1, get(searchUrl(q)));
        const into = bySearch.get(q) as Timings;
        into.ms.push(...timed.ms);
        into.bytes = timed.bytes;
      }
    }
    const all = [...bySearch.values()].flatMap((timings) => timings.ms);

    console.log(
      `\n${label}: ${seeded.items} items seeded in ${fixed(seeded.seconds)} s, places, cameras, albums, tags and ${searchable.sharedItems} shared in ${fixed(searchable.seconds)} s`,
    );
    console.log(
      `${requests} rounds of sequential signed-in requests, each round the library's first page then every search:`,
    );
    console.log(timingLine('library/items?limit=100 (first page)', library));
    for (const [q, timings] of bySearch) {
      const hits = found.get(q) ?? 0;
      console.log(timingLine(`search "${q}" (${Math.floor(hits)}${hits % 1 ? '+' : ''})`, timings));
    }
    console.log(
      `all searches: p50 ${fixed(percentile(all, 50))} ms, p95 ${fixed(percentile(all, 95))} ms (goal < 50 ms); library first page p95 ${fixed(percentile(library.ms, 95))} ms`,
    );
  });
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
