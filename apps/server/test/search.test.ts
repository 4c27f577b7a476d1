import type { LibraryPage, LibrarySummary, Suggestions } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { createAlbum, invite, type Person } from './frame-fixtures.ts';
import { testDatabases, useTestApp } from './harness.ts';
import { seedReadyPhoto } from './library-fixtures.ts';

const search = (client: TestClient, q: string, extra = '') =>
  client.get(`/api/v3/search?q=${encodeURIComponent(q)}${extra}`);

async function idsFound(client: TestClient, q: string, extra = ''): Promise<number[]> {
  const response = await search(client, q, extra);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as LibraryPage).items.map((item) => item.id);
}

describe.each(testDatabases())('search on $name', (database) => {
  const t = useTestApp(database);
  let owner: Person;
  let member: Person;
  let stranger: Person;
  const items: Record<string, number> = {};

  beforeAll(async () => {
    owner = await t.loggedInClient();
    member = await t.loggedInClient();
    stranger = await t.loggedInClient();
    const seed = (name: string, values: Parameters<typeof seedReadyPhoto>[2]) =>
      seedReadyPhoto(t, owner.user.id, { name: `${name}.jpg`, ...values }).then((id) => {
        items[name] = id;
      });
    await seed('beach', {
      caption: 'Sandcastles with grandma',
      created_at: '2019-06-14T10:00:00+02:00',
      place_city: 'Barcelona',
      place_region: 'Catalonia',
      place_country: 'ES',
    });
    await seed('market', {
      caption: 'Christmas market',
      created_at: '2021-12-24T18:30:00+01:00',
      place_city: 'Zürich',
      place_country: 'CH',
      camera_make: 'Canon',
      camera_model: 'Canon EOS R6',
    });
    await seed('garden', { created_at: '2021-06-01T09:00:00Z', place_region: 'Bavaria', place_country: 'DE' });
    await seed('IMG_4711', { created_at: '2018-03-03T12:00:00Z', kind: 'video', is_favourite: 1 });
    const tag = (await owner.client.postJson('/api/v3/library/tags', { name: 'Grandparents' })).json() as {
      id: number;
    };
    await owner.client.postJson(`/api/v3/library/tags/${tag.id}/items`, { itemIds: [items.garden] });
  });

  it('finds by caption, file name, city, region and camera, newest first', async () => {
    expect(await idsFound(owner.client, 'sandcastles')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'IMG_4711')).toEqual([items.IMG_4711]);
    expect(await idsFound(owner.client, 'barcelona')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'Catalonia')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'eos r6')).toEqual([items.market]);
    // Accents are not needed: "zurich" finds Zürich.
    expect(await idsFound(owner.client, 'zurich')).toEqual([items.market]);
    // Every word must match: "grandma" and "barcelona" both hold for the beach only.
    expect(await idsFound(owner.client, 'grandma Barcelona')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'grandma zurich')).toEqual([]);
  });

  it('finds a country by its code and by its name in other languages', async () => {
    expect(await idsFound(owner.client, 'Spain')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'España')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'Deutschland')).toEqual([items.garden]);
    expect(await idsFound(owner.client, 'ドイツ')).toEqual([items.garden]);
    expect(await idsFound(owner.client, 'Schweiz')).toEqual([items.market]);
    // A code is a word too: "ch" also finds the beach.jpg it is part of.
    expect(await idsFound(owner.client, 'ch')).toContain(items.market);
    expect(await idsFound(owner.client, 'DE')).toContain(items.garden);
  });

  it('finds by tag and by the name of an album, and follows a rename and a removal', async () => {
    expect(await idsFound(owner.client, 'grandparents')).toEqual([items.garden]);
    const album = await createAlbum(owner.client, 'Summer holidays', { itemIds: [items.beach as number] });
    expect(await idsFound(owner.client, 'holidays')).toEqual([items.beach]);
    await owner.client.patchJson(`/api/v3/albums/${album.id}`, { name: 'Costa Brava' });
    expect(await idsFound(owner.client, 'holidays')).toEqual([]);
    expect(await idsFound(owner.client, 'brava')).toEqual([items.beach]);
    await owner.client.postJson(`/api/v3/albums/${album.id}/items/remove`, { itemIds: [items.beach] });
    expect(await idsFound(owner.client, 'brava')).toEqual([]);
  });

  it('follows a caption edit and leaves trashed items out until restored', async () => {
    await owner.client.patchJson(`/api/v3/library/items/${items.garden}`, { caption: 'First tomatoes' });
    expect(await idsFound(owner.client, 'tomatoes')).toEqual([items.garden]);
    await owner.client.postJson('/api/v3/library/items/delete', { itemIds: [items.garden] });
    expect(await idsFound(owner.client, 'tomatoes')).toEqual([]);
    await owner.client.postJson('/api/v3/library/trash/restore', { ids: [items.garden] });
    expect(await idsFound(owner.client, 'tomatoes')).toEqual([items.garden]);
  });

  it('follows a place set later, as the gazetteer fills it', async () => {
    const later = await seedReadyPhoto(t, owner.user.id, { name: 'later.jpg', created_at: '2015-01-01T00:00:00Z' });
    expect(await idsFound(owner.client, 'Reykjavik')).toEqual([]);
    await t.context.db
      .updateTable('library_items')
      .set({ place_city: 'Reykjavík', place_country: 'IS' })
      .where('id', '=', later)
      .execute();
    expect(await idsFound(owner.client, 'reykjavik')).toEqual([later]);
    expect(await idsFound(owner.client, 'Islande')).toEqual([later]);
  });

  it('reads dates in two languages: a year, a month, a day', async () => {
    expect(await idsFound(owner.client, '2019')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'June 2021')).toEqual([items.garden]);
    expect(await idsFound(owner.client, 'Juni 2019')).toEqual([items.beach]);
    expect(await idsFound(owner.client, '24 December 2021')).toEqual([items.market]);
    expect(await idsFound(owner.client, '24. Dezember 2021')).toEqual([items.market]);
    expect(await idsFound(owner.client, 'Dezember 2021')).toEqual([items.market]);
    expect(await idsFound(owner.client, '2021年12月')).toEqual([items.market]);
    // The date as written: 18:30 at +01:00 is still the 24th, whatever UTC says.
    expect(await idsFound(owner.client, '25 December 2021')).toEqual([]);
    expect(await idsFound(owner.client, 'market 2021')).toEqual([items.market]);
  });

  it('forgives a typo', async () => {
    expect(await idsFound(owner.client, 'barcleona')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'Sandcastels')).toEqual([items.beach]);
    expect(await idsFound(owner.client, 'Germny')).toEqual([items.garden]);
  });

  it('filters by type, favourites and dates, and pages by cursor', async () => {
    expect(await idsFound(owner.client, 'jpg', '&type=videos')).toEqual([items.IMG_4711]);
    expect(await idsFound(owner.client, 'jpg', '&favourites=true')).toEqual([items.IMG_4711]);
    expect(await idsFound(owner.client, 'jpg', '&since=2019-06-14&until=2021-06-01')).toEqual([
      items.garden,
      items.beach,
    ]);
    // `from` starts the page at a day, as the library's scrubber asks.
    expect((await idsFound(owner.client, 'jpg', '&from=2019-12-31')).slice(0, 2)).toEqual([
      items.beach,
      items.IMG_4711,
    ]);
    const tags = (await owner.client.get('/api/v3/library/tags')).json() as { tags: { id: number; name: string }[] };
    const grandparents = tags.tags.find((tag) => tag.name === 'Grandparents');
    expect(await idsFound(owner.client, 'jpg', `&tag=${grandparents?.id}`)).toEqual([items.garden]);
    const first = (await search(owner.client, 'jpg', '&limit=2')).json() as LibraryPage;
    expect(first.items.map((item) => item.id)).toEqual([items.market, items.garden]);
    expect(first.nextCursor).not.toBeNull();
    const second = (await search(owner.client, 'jpg', `&limit=2&cursor=${first.nextCursor}`)).json() as LibraryPage;
    expect(second.items.map((item) => item.id)).toEqual([items.beach, expect.any(Number)]);
  });

  it("lays out the results by day, as the library's summary does", async () => {
    const summary = (await owner.client.get('/api/v3/search/summary?q=2021&shapes=true')).json() as LibrarySummary;
    expect(summary).toEqual({
      total: 2,
      days: [
        { date: '2021-12-24', count: 1, shapes: expect.any(String) },
        { date: '2021-06-01', count: 1, shapes: expect.any(String) },
      ],
    });
    const plain = (await owner.client.get('/api/v3/search/summary?q=zurich')).json() as LibrarySummary;
    expect(plain).toEqual({ total: 1, days: [{ date: '2021-12-24', count: 1 }] });
    const stranger = (await t.loggedInClient()).client;
    expect((await stranger.get('/api/v3/search/summary?q=zurich')).json()).toEqual({ total: 0, days: [] });
  });

  it("answers items shaped as the library's", async () => {
    const [found] = ((await search(owner.client, 'barcelona')).json() as LibraryPage).items;
    const [listed] = ((await owner.client.get(`/api/v3/library/items?limit=500`)).json() as LibraryPage).items.filter(
      (item) => item.id === items.beach,
    );
    expect(found).toEqual(listed);
  });

  describe('who finds what', () => {
    let sharedItem: number;
    let albumId: number;

    beforeAll(async () => {
      sharedItem = await seedReadyPhoto(t, owner.user.id, {
        name: 'lighthouse.jpg',
        caption: 'Lighthouse at dusk',
        place_city: 'Hammerfest',
        place_region: 'Finnmark',
        place_country: 'NO',
      });
      albumId = (await createAlbum(owner.client, 'Family trip', { isShared: true, itemIds: [sharedItem] })).id;
    });

    it("finds nothing of anyone else's for a stranger", async () => {
      for (const q of ['lighthouse', 'barcelona', 'Spain', '2019', 'family trip', 'grandparents', 'canon', 'jpg']) {
        expect(await idsFound(stranger.client, q)).toEqual([]);
      }
      const suggested = (await stranger.client.get('/api/v3/search/suggestions?q=bar')).json() as Suggestions;
      expect(suggested.suggestions).toEqual([]);
    });

    it("finds a shared album's items for its members only, not for an invitee who has not accepted", async () => {
      await invite(owner, member, albumId, false);
      expect(await idsFound(member.client, 'lighthouse')).toEqual([]);
      const { invites } = (await member.client.get('/api/v3/album-invites')).json() as {
        invites: { id: number; album: { id: number } }[];
      };
      const open = invites.find((candidate) => candidate.album.id === albumId);
      await member.client.postJson(`/api/v3/album-invites/${open?.id}/accept`, {});
      expect(await idsFound(member.client, 'lighthouse')).toEqual([sharedItem]);
      expect(await idsFound(member.client, 'family trip')).toEqual([sharedItem]);
      // Where it was taken is its owner's alone: neither found by, nor suggested, nor corrected to.
      for (const q of ['hammerf', 'finnmark', 'Norway', 'Norwegen', 'hammerfesr']) {
        expect(await idsFound(member.client, q), q).toEqual([]);
      }
      const suggested = (await member.client.get('/api/v3/search/suggestions?q=hamm')).json() as Suggestions;
      expect(suggested.suggestions).toEqual([]);
      expect(await idsFound(owner.client, 'hammerf')).toEqual([sharedItem]);
      // The owner's other items stay theirs, and so do their tags.
      expect(await idsFound(member.client, 'barcelona')).toEqual([]);
      expect(await idsFound(member.client, 'grandparents')).toEqual([]);
      await member.client.postJson(`/api/v3/albums/${albumId}/leave`, {});
      expect(await idsFound(member.client, 'lighthouse')).toEqual([]);
    });

    it('never finds a trashed item, even through a shared album', async () => {
      await owner.client.postJson('/api/v3/library/items/delete', { itemIds: [sharedItem] });
      expect(await idsFound(owner.client, 'lighthouse')).toEqual([]);
      await owner.client.postJson('/api/v3/library/trash/restore', { ids: [sharedItem] });
    });
  });

  it('suggests places, countries, albums, tags and cameras as one types', async () => {
    const suggest = async (q: string) =>
      ((await owner.client.get(`/api/v3/search/suggestions?q=${encodeURIComponent(q)}`)).json() as Suggestions)
        .suggestions;
    expect(await suggest('barc')).toContainEqual({ kind: 'place', label: 'Barcelona' });
    expect(await suggest('spa')).toContainEqual({ kind: 'country', label: 'ES' });
    expect(await suggest('grand')).toContainEqual({ kind: 'tag', label: 'Grandparents' });
    expect(await suggest('family')).toContainEqual({ kind: 'album', label: 'Family trip' });
    expect(await suggest('canon')).toContainEqual({ kind: 'camera', label: 'Canon EOS R6' });
    expect(await suggest('b')).toEqual([]);
  });

  it('refuses bad input', async () => {
    expect((await owner.client.get('/api/v3/search')).statusCode).toBe(400);
    expect((await search(owner.client, '')).statusCode).toBe(400);
    expect((await search(owner.client, '   ')).statusCode).toBe(400);
    expect((await search(owner.client, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await search(owner.client, 'a\u0000b')).statusCode).toBe(400);
    expect((await search(owner.client, 'jpg', '&cursor=nonsense')).statusCode).toBe(400);
    expect((await search(owner.client, 'jpg', '&limit=0')).statusCode).toBe(400);
    expect((await search(owner.client, 'jpg', '&limit=501')).statusCode).toBe(400);
    expect((await search(owner.client, 'jpg', '&type=cats')).statusCode).toBe(400);
    expect((await search(owner.client, 'jpg', '&since=2019')).statusCode).toBe(400);
    expect((await search(owner.client, 'jpg', '&sort=uploaded')).statusCode).toBe(200);
    expect((await owner.client.get('/api/v3/search/summary')).statusCode).toBe(400);
    expect((await owner.client.get('/api/v3/search/summary?q=jpg&shapes=maybe')).statusCode).toBe(400);
    expect((await owner.client.get('/api/v3/search/suggestions')).statusCode).toBe(400);
    expect((await owner.client.get(`/api/v3/search/suggestions?q=${'y'.repeat(201)}`)).statusCode).toBe(400);
    // Quotes, wildcards and FTS syntax are words like any other.
    for (const q of ['"', '%', '_', 'a" OR "b', 'NEAR(x y)', '*', "'; drop table x; --"]) {
      expect((await search(owner.client, q)).statusCode, q).toBe(200);
    }
    expect(await idsFound(owner.client, '%')).toEqual([]);
  });

  it('asks who is searching', async () => {
    expect((await t.client().get('/api/v3/search?q=barcelona')).statusCode).toBe(401);
    expect((await t.client().get('/api/v3/search/suggestions?q=barcelona')).statusCode).toBe(401);
  });

  it('throttles a flood of searches', async () => {
    const flooder = await t.loggedInClient();
    for (let index = 0; index < 600; index += 1) {
      await t.context.rateLimits.record([`search:${flooder.user.id}`]);
    }
    expect((await search(flooder.client, 'beach')).statusCode).toBe(429);
  });
});

describe.each(testDatabases())('search without Plus on $name', (database) => {
  const t = useTestApp(database);

  it('is refused to a Lite account, as shared albums are', async () => {
    const lite = await t.loggedInClient({ plan: 'lite' });
    expect((await lite.client.get('/api/v3/search?q=beach')).json()).toMatchObject({ code: 'plus_required' });
    expect((await lite.client.get('/api/v3/search/suggestions?q=beach')).json()).toMatchObject({
      code: 'plus_required',
    });
  });
});
