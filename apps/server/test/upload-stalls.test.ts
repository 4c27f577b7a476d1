// Uploads that never finish: each must give its spool folder back and answer (or hang up) within
// HTTP_IDLE_TIMEOUT_SECONDS, and the server must still stop at once when told to.
import { readdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './client.ts';
import { type TestApp, testDatabases, useTestApp } from './harness.ts';
import { EMBEDDED_QUEUE, UPLOADS_URL, useLibraryFixtures } from './library-fixtures.ts';

const BOUNDARY = '----kinframe-stall';

function spoolFolders(testApp: TestApp): string[] {
  try {
    return readdirSync(path.join(testApp.context.config.dataDir, 'tmp'));
  } catch {
    return [];
  }
}

async function until(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The request line and headers of an upload as `client` sends it, declaring `contentLength` bytes. */
function uploadHead(address: URL, client: TestClient, contentLength: number, extra: string[] = []): string {
  return [
    `POST ${UPLOADS_URL} HTTP/1.1`,
    `Host: ${address.host}`,
    `Cookie: ${[...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')}`,
    `X-CSRFToken: ${client.cookies.get('csrftoken')}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${contentLength}`,
    ...extra,
    '',
    '',
  ].join('\r\n');
}

/** Sends `body` after the headers of an upload, then does what `then` says; resolves when the server hangs up. */
async function sendStalled(
  address: URL,
  client: TestClient,
  body: Buffer,
  options: { contentLength: number; halfClose?: boolean },
): Promise<{ closedAfterMs: number; answer: string }> {
  const head = uploadHead(address, client, options.contentLength);
  const socket = net.connect({ host: address.hostname, port: Number(address.port) });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk.toString();
    // An answer given: this client, like a browser, hangs up rather than sending the rest.
    if (/\r\n\r\n/.test(answer)) socket.destroy();
  });
  socket.on('error', () => {});
  socket.write(head);
  socket.write(body);
  if (options.halfClose) socket.end();
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { closedAfterMs: Date.now() - started, answer };
}

describe.each(testDatabases())('uploads that never finish on $name', (database) => {
  const testApp = useTestApp(database, { env: { ...EMBEDDED_QUEUE, HTTP_IDLE_TIMEOUT_SECONDS: '1' } });
  const files = useLibraryFixtures();
  let address: URL;

  beforeAll(async () => {
    address = new URL(await testApp.app.listen({ host: '127.0.0.1', port: 0 }));
  });

  const filePart = (name: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;

  /** A whole upload whose file comes after 60 fields: more than may come before it. */
  const fieldsBeforeFile = () => {
    const fields = Array.from(
      { length: 60 },
      (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`,
    ).join('');
    return Buffer.concat([
      Buffer.from(fields + filePart('late.jpg')),
      files.jpeg,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  };

  it('gives up on a body with no closing boundary, and frees its spool', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    const body = Buffer.concat([Buffer.from(filePart('open.jpg')), files.jpeg]);
    const { closedAfterMs } = await sendStalled(address, client, body, { contentLength: body.length + 10_000 });
    expect(closedAfterMs).toBeLessThan(30_000);
    await until('the spool to be emptied', () => spoolFolders(testApp).length === 0);
  });

  it('answers 400 at once to a body that ends without its closing boundary, and gives back the slot and spool', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    // Cut anywhere: in the file, right after its headers, within them, after a field, at the first
    // boundary. Eight of each, more than the uploads one person may have under way.
    const bodies = [
      Buffer.concat([Buffer.from(filePart('unclosed.jpg')), files.jpeg]),
      // Small enough to arrive with the headers: the parser ends the file before anyone reads it.
      Buffer.concat([Buffer.from(filePart('small.jpg')), files.jpeg.subarray(0, 5000)]),
      Buffer.from(filePart('empty.jpg')),
      Buffer.from(filePart('headers.jpg').slice(0, -4)),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="lastModified"\r\n\r\n1700000000000\r\n`),
      Buffer.from(`--${BOUNDARY}\r\n`),
      Buffer.from(`--${BOUNDARY}`),
    ];
    for (const body of bodies) {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const { answer, closedAfterMs } = await sendStalled(address, client, body, { contentLength: body.length });
        expect(answer, `${body.subarray(0, 120).toString()}`).toMatch(/^HTTP\/1\.1 400/);
        expect(closedAfterMs).toBeLessThan(1000);
      }
    }
    await until('the spool to be emptied', () => spoolFolders(testApp).length === 0);
    const upload = await client.uploadFile(UPLOADS_URL, { name: 'after.jpg', bytes: files.jpeg });
    expect(upload.statusCode, upload.body).toBe(201);
  });

  it('gives up on a body shorter than its Content-Length whose sender half-closed', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    const body = Buffer.concat([Buffer.from(filePart('short.jpg')), files.jpeg.subarray(0, 1000)]);
    await sendStalled(address, client, body, { contentLength: body.length * 10, halfClose: true });
    await until('the spool to be emptied', () => spoolFolders(testApp).length === 0);
  });

  it('answers 4xx to more than 50 fields before the file, and keeps nothing', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    const body = fieldsBeforeFile();
    const { answer } = await sendStalled(address, client, body, { contentLength: body.length });
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d/);
    await until('the spool to be emptied', () => spoolFolders(testApp).length === 0);
  });

  it('closes the connection of an upload refused before its body was read, so nothing waits behind it', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    const body = fieldsBeforeFile();
    const head = uploadHead(address, client, body.length, ['Connection: keep-alive']);
    const socket = net.connect({ host: address.hostname, port: Number(address.port) });
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(head);
    socket.write(body);
    // A second request on the same connection, as a keep-alive client would send it.
    socket.write(`GET /api/health HTTP/1.1\r\nHost: ${address.host}\r\n\r\n`);
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 400/);
    expect(received.toLowerCase()).toContain('connection: close');
  });

  it('answers 400 to two files in one upload, or a thousand, and keeps none of them', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    const filesPart = (count: number, bytes: Buffer) =>
      Buffer.concat([
        ...Array.from({ length: count }, (_, index) => [
          Buffer.from(filePart(`part-${index}.jpg`)),
          bytes,
          Buffer.from('\r\n'),
        ]).flat(),
        Buffer.from(`--${BOUNDARY}--\r\n`),
      ]);
    for (const body of [filesPart(2, files.jpeg), filesPart(1000, files.jpeg.subarray(0, 64))]) {
      const { answer } = await sendStalled(address, client, body, { contentLength: body.length });
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('Upload one file at a time');
    }
    await until('the spool to be emptied', () => spoolFolders(testApp).length === 0);
    const library = await client.get('/api/v3/library/items');
    expect(library.json().items).toEqual([]);
  });

  it('stops at once while a client is stalled mid-upload', async () => {
    const { client } = await testApp.loggedInClient({ plan: 'plus' });
    const body = Buffer.concat([Buffer.from(filePart('stalled.jpg')), files.jpeg.subarray(0, 500)]);
    const stalled = sendStalled(address, client, body, { contentLength: body.length * 100 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await testApp.app.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await stalled;
  });
});
