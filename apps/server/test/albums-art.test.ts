import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Collection, CollectionItemPage } from '@kinframe/contract';
import { makeJpeg, makePng } from '@kinframe/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { runEntry } from './process.ts';

type CollectionList = { collections: Collection[] };

describe.each(testDatabases())('NFT Art on $name', (database) => {
  let env: Record<string, string> = {};
  const t: TestApp = useTestApp(database, { env: () => env });
  const folder = mkdtempSync(path.join(tmpdir(), 'kinframe-art-'));

  beforeAll(async () => {
    await makeJpeg(path.join(folder, 'starry.jpg'), { width: 320, height: 200 });
    await makePng(path.join(folder, 'waves.png'), 200, 300);
    await makeJpeg(path.join(folder, 'untitled-one.jpg'), { width: 100, height: 100 });
    writeFileSync(path.join(folder, 'starry.json'), JSON.stringify({ title: 'Starry Night', artist: 'V. van Gogh' }));
    writeFileSync(
      path.join(folder, 'art.json'),
      JSON.stringify({ 'waves.png': { title: 'The Wave', artist: 'Hokusai' } }),
    );
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('imports a folder through the CLI, once; Plus members see the collection, Lite ones do not', async () => {
    const { config } = t.context;
    env = { DATA_DIR: config.dataDir, ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}) };
    const run = await runEntry('src/cli/admin.ts', ['art:import', folder], env, 60_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Imported 3 artworks, skipped 0 already there.');
    const again = await runEntry('src/cli/admin.ts', ['art:import', folder], env, 60_000);
    expect(again.stdout).toContain('Imported 0 artworks, skipped 3 already there.');

    const plus = await t.loggedInClient({ plan: 'plus' });
    const { collections } = (await plus.client.get('/api/v3/collections')).json() as CollectionList;
    const art = collections.find((collection) => collection.id === 'nft-art');
    expect(art?.itemCount).toBe(3);
    expect(art?.coverUrl).toBeTruthy();

    const page = (await plus.client.get('/api/v3/collections/nft-art/items?limit=2')).json() as CollectionItemPage;
    expect(page.items.map((item) => item.art)).toEqual([
      { title: 'Starry Night', artist: 'V. van Gogh' },
      { title: 'untitled-one', artist: 'Unknown artist' },
    ]);
    const rest = (
      await plus.client.get(`/api/v3/collections/nft-art/items?cursor=${page.nextCursor}`)
    ).json() as CollectionItemPage;
    expect(rest.items.map((item) => item.art?.title)).toEqual(['The Wave']);
    expect(rest.nextCursor).toBeNull();
    const square = await t.app.inject({ url: page.items[0]?.urls.square ?? '' });
    expect(square.statusCode).toBe(200);
    expect(square.headers['content-type']).toBe('image/webp');

    // A Lite account reaches no collection at all: the plan guard answers before the collections do.
    const lite = await t.loggedInClient({ plan: 'lite' });
    const liteList = await lite.client.get('/api/v3/collections');
    expect(liteList.statusCode).toBe(403);
    expect(liteList.json()).toMatchObject({ code: 'plus_required' });
  }, 120_000);

  it('refuses a folder that is not there', async () => {
    const run = await runEntry('src/cli/admin.ts', ['art:import', path.join(folder, 'missing')], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No such folder');
  });
});
