// bench/albums: an album of 2,000 items and a member with 500 albums, through the real server:
// the album page (GET albums/{id}/items, first and last page of 100), the album list (GET albums,
// first page), and adding 2,000 library items to a fresh album in one call. p50 and p95, signed in,
// sequential. SQLite always; PostgreSQL too when TEST_DATABASE_URL or --postgres <url> is given.
// Usage: npm run bench:albums [-- --requests 100 --adds 10 --postgres postgres://...]
import { parseArgs } from 'node:util';
import { forEachDatabase, withBenchServer } from './support/databases.ts';
import { ownerIdOf, seedLibrary, sql } from './support/seed-library.ts';
import { BENCH_PERSON, signIn } from './support/session.ts';
import { fixed } from './support/stats.ts';
import { timeRequests, timingLine } from './support/timing.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    adds: { type: 'string', default: '10' },
    postgres: { type: 'string' },
  },
});
const requests = Number(args.requests);
const adds = Number(args.adds);
const ALBUM_ITEMS = 2000;
const ALBUMS = 500;

async function run(label: string, databaseUrl: string): Promise<void> {
  await withBenchServer(databaseUrl, async (app, db) => {
    const ownerId = await ownerIdOf(db, BENCH_PERSON.email);
    await seedLibrary(db, { ownerId, count: ALBUM_ITEMS });
    if (databaseUrl) await sql`ANALYZE`.execute(db);
    const itemIds = (
      await db.selectFrom('library_items').select('id').where('owner_id', '=', ownerId).orderBy('id').execute()
    ).map((row) => row.id);

    const cookie = await signIn(app.url, BENCH_PERSON.email, BENCH_PERSON.password);
    const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
    const post = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const get = (path: string) => () => fetch(`${app.url}${path}`, { headers: { cookie } });

    const made = performance.now();
    let albumId = 0;
    for (let n = 0; n < ALBUMS; n += 1) {
      const response = await post('/api/v3/albums', { name: `Album ${String(n).padStart(3, '0')}` });
      const album = (await response.json()) as { id: number };
      if (!response.ok) throw new Error(`creating an album: ${response.status} ${JSON.stringify(album)}`);
      if (n === 0) albumId = album.id;
    }
    const madeSeconds = (performance.now() - made) / 1000;

    // The big album: 2,000 items in one call, then its pages.
    const filled = await post(`/api/v3/albums/${albumId}/items`, { itemIds });
    const fill = (await filled.json()) as { added: number };
    if (fill.added !== ALBUM_ITEMS) throw new Error(`added ${fill.added} of ${ALBUM_ITEMS}`);
    const lastPageCursor = async () => {
      let cursor: string | null = null;
      for (let page = 0; page < ALBUM_ITEMS / 100 - 1; page += 1) {
        const body = (await (
          await get(`/api/v3/albums/${albumId}/items?limit=100${cursor ? `&cursor=${cursor}` : ''}`)()
        ).json()) as {
          nextCursor: string | null;
        };
        cursor = body.nextCursor;
      }
      return cursor;
    };
    const lastCursor = await lastPageCursor();

    const albumPage = get(`/api/v3/albums/${albumId}/items?limit=100`);
    const albumLastPage = get(`/api/v3/albums/${albumId}/items?limit=100&cursor=${lastCursor}`);
    const albumList = get('/api/v3/albums?limit=50');
    for (const request of [albumPage, albumLastPage, albumList]) await timeRequests(10, request);
    const page = await timeRequests(requests, albumPage);
    const lastPage = await timeRequests(requests, albumLastPage);
    const list = await timeRequests(requests, albumList);

    // Adding 2,000 items, each time to a fresh album (made beforehand, not timed).
    const fresh: number[] = [];
    for (let n = 0; n < adds; n += 1) {
      const response = await post('/api/v3/albums', { name: `Fresh ${n}` });
      fresh.push(((await response.json()) as { id: number }).id);
    }
    let next = 0;
    const add = await timeRequests(adds, () => post(`/api/v3/albums/${fresh[next++]}/items`, { itemIds }));

    console.log(
      `\n${label}: ${ALBUM_ITEMS} library items seeded; ${ALBUMS} albums made over HTTP in ${fixed(madeSeconds)} s`,
    );
    console.log(timingLine('album page (100 of 2,000), first', page));
    console.log(timingLine('album page (100 of 2,000), last', lastPage));
    console.log(timingLine(`album list (50 of ${ALBUMS + adds})`, list));
    console.log(timingLine(`add 2,000 items (${adds} fresh albums)`, add));
  });
}

await forEachDatabase(args.postgres ?? process.env.TEST_DATABASE_URL ?? '', run);
