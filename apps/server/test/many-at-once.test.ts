// The embedded default (one process, SQLite) under a crowd: 50 people each uploading 5 photos and
// creating an album at the same moment, over real HTTP connections, with the worker rendering as
// the uploads land. No request may fail for the database being busy, none may answer 5xx, and every
// photo must end ready.
import type { LibraryPage } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, UPLOADS_URL, useLibraryFixtures } from './library-fixtures.ts';

const PEOPLE = 50;
const PHOTOS_EACH = 5;

describe('50 people at once on the embedded default (SQLite)', () => {
  const t = useTestApp({ name: 'sqlite' }, { env: EMBEDDED_QUEUE });
  const files = useLibraryFixtures();
  let base = '';

  beforeAll(async () => {
    await t.context.queue.work(t.services.jobs, { concurrency: 4 });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  it('uploads 250 photos and makes 50 albums with no busy database and no server error', async () => {
    const people = await Promise.all(Array.from({ length: PEOPLE }, () => t.loggedInClient({ plan: 'plus' })));
    const photos = await Promise.all(
      Array.from({ length: PEOPLE * PHOTOS_EACH }, (_, index) => files.uniqueJpeg(5000 + index)),
    );
    const headersOf = (client: (typeof people)[number]['client']) => ({
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrftoken': client.cookies.get('csrftoken') ?? '',
    });

    const requests = people.flatMap(({ client }, person) => [
      ...Array.from({ length: PHOTOS_EACH }, (_, index) => {
        const form = new FormData();
        const bytes = photos[person * PHOTOS_EACH + index] ?? Buffer.alloc(0);
        form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `photo-${index}.jpg`);
        return fetch(`${base}${UPLOADS_URL}`, { method: 'POST', body: form, headers: headersOf(client) });
      }),
      fetch(`${base}/api/v3/albums`, {
        method: 'POST',
        body: JSON.stringify({ name: `Crowd ${person}` }),
        headers: { ...headersOf(client), 'content-type': 'application/json' },
      }),
    ]);
    const answers = await Promise.all(requests);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);

    await t.context.queue.drain({ timeoutMs: 120_000 });
    for (const { client } of people) {
      const page = (await client.get('/api/v3/library/items?limit=10')).json() as LibraryPage;
      expect(page.items).toHaveLength(PHOTOS_EACH);
      expect(page.items.every((item) => item.status === 'ready')).toBe(true);
    }
  }, 180_000);
});
