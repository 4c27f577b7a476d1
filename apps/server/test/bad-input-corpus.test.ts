// A corpus of malformed input, generated here (nothing big is stored): uploads, JSON bodies, ids on
// every route that takes one, cookies and headers. Every answer must be a 4xx in the API's one error
// form, never a 5xx, and afterwards nothing may be left behind: no row, no stored object, no spool
// file, no job.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { makeBombPng, makeHeicBomb, makeScratchDir } from '@kinframe/testkit/media';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, filesUnder, UPLOADS_URL } from './library-fixtures.ts';

type Send = (client: TestClient) => Promise<LightMyRequestResponse>;

interface Case {
  name: string;
  send: Send;
}

const ID_ROUTES: Array<['GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string]> = [
  ['GET', '/api/v3/library/items/{id}'],
  ['PATCH', '/api/v3/library/items/{id}'],
  ['PUT', '/api/v3/library/items/{id}/edit'],
  ['DELETE', '/api/v3/library/items/{id}/edit'],
  ['POST', '/api/v3/library/items/{id}/copy'],
  ['PATCH', '/api/v3/library/tags/{id}'],
  ['DELETE', '/api/v3/library/tags/{id}'],
  ['POST', '/api/v3/library/tags/{id}/items'],
  ['GET', '/api/v3/library/downloads/{id}'],
  ['GET', '/api/v3/library/downloads/{id}/file'],
  ['GET', '/api/v3/albums/{id}'],
  ['PATCH', '/api/v3/albums/{id}'],
  ['DELETE', '/api/v3/albums/{id}'],
  ['GET', '/api/v3/albums/{id}/items'],
  ['POST', '/api/v3/albums/{id}/items'],
  ['GET', '/api/v3/albums/{id}/members'],
  ['DELETE', '/api/v3/albums/1/members/{id}'],
  ['POST', '/api/v3/album-invites/{id}/accept'],
  ['GET', '/api/v3/collections/{id}/items'],
  ['GET', '/api/v3/frames/{id}'],
  ['PATCH', '/api/v3/frames/{id}'],
  ['PUT', '/api/v3/frames/1/albums/{id}'],
  ['GET', '/api/v3/frames/{id}/items'],
  ['POST', '/api/v3/frames/{id}/items'],
  ['POST', '/api/v3/frames/{id}/items/remove'],
  ['POST', '/api/v3/frames/{id}/commands'],
  ['GET', '/api/v3/frames/{id}/hidden'],
  ['DELETE', '/api/v3/frames/1/hidden/{id}'],
  ['DELETE', '/api/v3/friends/{id}'],
  ['GET', '/api/v3/friends/{id}/messages'],
  ['POST', '/api/v3/held-mails/{id}/approve'],
  ['DELETE', '/api/v3/users/email-senders/{id}'],
];

const BAD_IDS = [
  '-1',
  '0',
  '1e309',
  '9223372036854775808',
  'abc',
  '9'.repeat(1000),
  '%ff',
  '1.5',
  '0x10',
  '%20%31',
  '01',
];

const JSON_ROUTES: Array<['POST' | 'PATCH' | 'PUT', string]> = [
  ['PATCH', '/api/v3/library/items/{item}'],
  ['PUT', '/api/v3/library/items/{item}/edit'],
  ['POST', '/api/v3/library/items/{item}/copy'],
  ['POST', '/api/v3/library/items/delete'],
  ['POST', '/api/v3/library/trash/restore'],
  ['POST', '/api/v3/library/trash/delete'],
  ['POST', '/api/v3/library/tags'],
  ['POST', '/api/v3/albums'],
  ['POST', '/api/v3/frames/claim'],
  ['POST', '/api/v3/frames/1/commands'],
  ['POST', '/api/v3/library/downloads'],
  ['POST', '/api/v3/friends'],
];

const BAD_JSON: Array<[string, string | Buffer]> = [
  ['an empty object', '{}'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a string', '"caption"'],
  ['wrong types', '{"caption":42,"isFavourite":"yes","name":[],"code":{},"itemIds":"1","albumIds":true}'],
  ['nested 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['a number past double', '{"caption":1e309,"name":1e309,"itemIds":[1e309]}'],
  ['2^63 and negative ids', '{"isFavourite":9223372036854775808,"itemIds":[9223372036854775808,-1,0]}'],
  ['truncated JSON', '{"caption":"beach'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d])],
  ['a prototype key', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
  ['a body over the limit', `{"name":"${'x'.repeat(1_100_000)}"}`],
  ['a huge array', `{"itemIds":[${Array.from({ length: 20_000 }, (_, i) => i + 1).join(',')}]}`],
];

async function noisePhoto(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 48 + seed, height: 32, channels: 3, background: { r: seed, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
}

/** Each bad file under a few names, traversal and unicode ones among them. */
async function badFiles(scratch: string): Promise<Array<[string, Buffer]>> {
  const photo = await noisePhoto(1);
  const flipped = Buffer.from(photo);
  for (let i = 2; i < 40; i += 3) flipped[i] = (flipped[i] ?? 0) ^ 0xff;
  await makeBombPng(path.join(scratch, 'bomb.png'));
  await makeHeicBomb(path.join(scratch, 'bomb.heic'), 12_000, 12_000);
  const { readFile } = await import('node:fs/promises');
  const extremeRatio = await sharp({ create: { width: 1, height: 4000, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  return [
    ['empty.jpg', Buffer.alloc(0)],
    ['one-byte.jpg', Buffer.from([0xff])],
    ['head-only.jpg', photo.subarray(0, 20)],
    ['truncated-10.jpg', photo.subarray(0, Math.floor(photo.length * 0.1))],
    ['truncated-50.jpg', photo.subarray(0, Math.floor(photo.length * 0.5))],
    ['truncated-90.jpg', photo.subarray(0, Math.floor(photo.length * 0.9))],
    ['flipped.jpg', flipped],
    ['zeros.jpg', Buffer.alloc(4096)],
    ['svg.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>')],
    ['html.jpg', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
    ['pdf.jpg', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')],
    ['gif.jpg', Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01', 'latin1')],
    ['polyglot.jpg', Buffer.concat([photo.subarray(0, 64), Buffer.from('<html><script>alert(1)</script></html>')])],
    ['zip.jpg', Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1')],
    ['bomb.png', await readFile(path.join(scratch, 'bomb.png'))],
    ['bomb.heic', await readFile(path.join(scratch, 'bomb.heic'))],
    ['mp4-header.mp4', Buffer.from('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom', 'latin1')],
    ['sliver.png', extremeRatio],
  ];
}

const BAD_NAMES = [
  '../../etc/passwd.jpg',
  '..\\..\\boot.ini',
  '写真\u202Egpj.exe',
  `${'long'.repeat(300)}.jpg`,
  'nul\u0000.jpg',
];

function multipart(boundary: string, parts: string): Buffer {
  return Buffer.from(`${parts}--${boundary}--\r\n`);
}

function raw(
  method: string,
  url: string,
  payload: string | Buffer,
  type?: string,
  headers: Record<string, string> = {},
) {
  return (client: TestClient) =>
    client.send(
      {
        method: method as 'POST',
        url,
        payload,
        headers: { ...(type ? { 'content-type': type } : {}), ...headers },
      },
      {},
    );
}

function mediaFiles(testApp: TestApp): string[] {
  return filesUnder(path.join(testApp.context.config.dataDir, 'media'));
}

function spoolEntries(testApp: TestApp): string[] {
  try {
    return readdirSync(path.join(testApp.context.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
}

async function countRows(testApp: TestApp) {
  const { db } = testApp.context;
  const count = async (table: 'library_items' | 'renditions' | 'jobs' | 'albums' | 'tags' | 'downloads') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    items: await count('library_items'),
    renditions: await count('renditions'),
    jobs: await count('jobs'),
    albums: await count('albums'),
    tags: await count('tags'),
    downloads: await count('downloads'),
  };
}

describe.each(testDatabases())('bad input corpus on $name', (database) => {
  const testApp = useTestApp(database, { env: EMBEDDED_QUEUE });
  const cases: Case[] = [];
  let client: TestClient;
  let itemId = 0;

  beforeAll(async () => {
    const scratch = await makeScratchDir();
    await testApp.context.queue.work(testApp.services.jobs, { concurrency: 2 });
    const person = await testApp.loggedInClient();
    client = person.client;
    const uploaded = await client.uploadFile(UPLOADS_URL, { name: 'kept.jpg', bytes: await noisePhoto(2) });
    expect(uploaded.statusCode).toBe(201);
    itemId = uploaded.json().item.id;
    await testApp.context.queue.drain({ timeoutMs: 30_000 });

    // Uploads: bad files under ordinary and hostile names.
    for (const [name, bytes] of await badFiles(scratch.dir)) {
      cases.push({ name: `upload ${name}`, send: (c) => c.uploadFile(UPLOADS_URL, { name, bytes }) });
    }
    for (const name of BAD_NAMES) {
      cases.push({
        name: `upload named ${name.slice(0, 30)}`,
        send: (c) => c.uploadFile(UPLOADS_URL, { name, bytes: Buffer.from('not a photo') }),
      });
    }
    // Upload dates no calendar holds, as a field and in the query.
    for (const value of ['1e300', '8640000000000001', '-8640000000000001', '9007199254740991', '-1', 'abc', '1.5']) {
      const bytes = await noisePhoto(10 + cases.length);
      cases.push({
        name: `upload lastModified field ${value}`,
        send: (c) => c.uploadFile(UPLOADS_URL, { name: 'dated.jpg', bytes }, { lastModified: value }),
      });
      cases.push({
        name: `upload lastModified query ${value}`,
        send: (c) =>
          c.uploadFile(`${UPLOADS_URL}?lastModified=${encodeURIComponent(value)}`, { name: 'dated.jpg', bytes }),
      });
    }
    // Multipart that is not what an upload is.
    const boundary = 'corpus-boundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    for (const url of [UPLOADS_URL, '/api/www-login/', '/api/storage/uploads']) {
      cases.push({ name: `multipart without boundary ${url}`, send: raw('POST', url, 'x', 'multipart/form-data') });
      cases.push({ name: `multipart empty ${url}`, send: raw('POST', url, multipart(boundary, ''), type) });
      for (const length of [71, 300]) {
        const long = 'b'.repeat(length);
        const part = `--${long}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx\r\n`;
        cases.push({
          name: `multipart boundary of ${length} characters ${url}`,
          send: raw('POST', url, multipart(long, part), `multipart/form-data; boundary=${long}`),
        });
      }
    }
    cases.push({
      name: 'upload with no file part',
      send: raw(
        'POST',
        UPLOADS_URL,
        multipart(boundary, `--${boundary}\r\nContent-Disposition: form-data; name="lastModified"\r\n\r\n1\r\n`),
        type,
      ),
    });
    cases.push({
      name: 'upload with an oversized field',
      send: raw(
        'POST',
        UPLOADS_URL,
        multipart(
          boundary,
          `--${boundary}\r\nContent-Disposition: form-data; name="lastModified"\r\n\r\n${'1'.repeat(70_000)}\r\n`,
        ),
        type,
      ),
    });
    cases.push({ name: 'upload as plain text', send: raw('POST', UPLOADS_URL, 'hello', 'text/plain') });
    cases.push({ name: 'upload as JSON', send: raw('POST', UPLOADS_URL, '{"file":"x"}', 'application/json') });

    // JSON bodies on the calls that take one.
    for (const [method, template] of JSON_ROUTES) {
      for (const [what, payload] of BAD_JSON) {
        const url = template.replace('{item}', String(itemId));
        cases.push({ name: `${method} ${template} with ${what}`, send: raw(method, url, payload, 'application/json') });
      }
      const url = template.replace('{item}', String(itemId));
      cases.push({
        name: `${method} ${template} form garbage`,
        send: raw(method, url, '%%%&&&==', 'application/x-www-form-urlencoded'),
      });
      cases.push({ name: `${method} ${template} as XML`, send: raw(method, url, '<a/>', 'application/xml') });
    }

    // Ids no row can have, on every kind of route that takes one.
    for (const [method, template] of ID_ROUTES) {
      for (const id of BAD_IDS) {
        const url = template.replace('{id}', id);
        const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
        cases.push({
          name: `${method} ${template} id ${id.slice(0, 12)}`,
          send: (c) =>
            c.send(
              { method, url, ...(body ? { payload: body, headers: { 'content-type': 'application/json' } } : {}) },
              {},
            ),
        });
      }
    }
    // Cursors that were never handed out.
    for (const list of [
      '/api/v3/library/items',
      '/api/v3/albums',
      '/api/v3/notifications',
      '/api/v3/users/email-senders',
    ]) {
      for (const cursor of [
        'garbage',
        'W10',
        'WyJ4Il0',
        Buffer.from('[1e309]').toString('base64url'),
        'x'.repeat(2000),
      ]) {
        cases.push({ name: `${list} cursor ${cursor.slice(0, 10)}`, send: (c) => c.get(`${list}?cursor=${cursor}`) });
      }
      cases.push({ name: `${list} limit -5`, send: (c) => c.get(`${list}?limit=-5`) });
      cases.push({ name: `${list} limit 1e9`, send: (c) => c.get(`${list}?limit=1000000000`) });
    }

    // Cookies and headers.
    const patchItem = () => `/api/v3/library/items/${itemId}`;
    const headerCases: Array<[string, Record<string, string>]> = [
      ['a forged CSRF header', { 'x-csrftoken': 'forged.token' }],
      ['an empty CSRF header', { 'x-csrftoken': '' }],
      ['a CSRF header of 10,000 characters', { 'x-csrftoken': 'a'.repeat(10_000) }],
      ['a made-up session cookie', { cookie: 'kinframe_session=made-up; csrftoken=x.y' }],
      ['a session cookie of 8 KB', { cookie: `kinframe_session=${'a'.repeat(8000)}` }],
      ['a cookie with control characters', { cookie: 'kinframe_session=%00%01%02; csrftoken=%ff' }],
      ['a content type with a bad charset', { 'content-type': 'application/json; charset=klingon' }],
      ['an absurd content length', { 'content-type': 'application/json', 'content-length': '99999999999' }],
      ['an X-Forwarded-For of garbage', { 'x-forwarded-for': '999.999.1.1, ::zz, <script>' }],
      ['a Range on an API call', { range: 'bytes=999999999-1' }],
    ];
    for (const [what, headers] of headerCases) {
      cases.push({
        name: `PATCH item with ${what}`,
        send: (c) =>
          c.send(
            {
              method: 'PATCH',
              url: patchItem(),
              payload: '{"caption":"x"}',
              headers: { 'content-type': 'application/json', ...headers },
            },
            { csrf: false },
          ),
      });
    }
    cases.push({
      name: 'media link with a forged signature',
      send: (c) => c.get('/api/media/originals/ab/abc.jpg?exp=1&sig=forged'),
    });
    cases.push({
      name: 'media link with a traversal key',
      send: (c) => c.get('/api/media/..%2f..%2fetc%2fpasswd?exp=9999999999&sig=x'),
    });
    cases.push({
      name: 'a method nobody serves',
      send: (c) => c.send({ method: 'PUT', url: '/api/v3/library/items' }, {}),
    });
    await scratch.remove();
  }, 120_000);

  it('answers every malformed input with a 4xx in the API error form, and leaves nothing behind', async () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const before = await countRows(testApp);
    const filesBefore = mediaFiles(testApp).length;
    const failures: string[] = [];
    for (const { name, send } of cases) {
      const response = await send(client);
      const body = (() => {
        try {
          return response.json();
        } catch {
          return null;
        }
      })();
      // Media links answer the browser's <img> and <video> in plain text; every other call in the API's form.
      const isErrorForm =
        name.startsWith('media link') ||
        (body !== null && body.success === false && typeof body.code === 'string' && typeof body.message === 'string');
      if (response.statusCode < 400 || response.statusCode >= 500 || !isErrorForm) {
        failures.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    await testApp.context.queue.drain({ timeoutMs: 30_000 });
    expect(await countRows(testApp)).toEqual(before);
    expect(mediaFiles(testApp)).toHaveLength(filesBefore);
    expect(spoolEntries(testApp)).toEqual([]);
    // The one real photo still answers: nothing above broke the account.
    expect((await client.get(`/api/v3/library/items/${itemId}`)).statusCode).toBe(200);
  }, 120_000);
});
