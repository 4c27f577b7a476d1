import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases, useTestApp } from './harness.ts';

/** A build of the web app as the server finds it: the page, its service worker, manifest and icons. */
function makeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kinframe-web-install-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kinframe</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Kinframe', start_url: '/family' }));
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dir;
}

const MISSED_PAGE = '/family/library/shared?status=missed';

/** A share sheet's post: photos as multipart files, as the manifest's share_target asks. */
function sharedPhotos(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----kinframe-share';
  const part = (name: string, type: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(part('IMG_0001.jpg', 'image/jpeg')),
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from(`\r\n${part('clip.mov', 'video/quicktime')}`),
    Buffer.from('not really a video'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('the installable web app on $name', (database) => {
  const webDistDir = makeWebBuild();
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));
  const t = useTestApp(database, { webDistDir });

  it('serves the install manifest as a manifest, asked again each time', async () => {
    const response = await t.client().get('/manifest.webmanifest', { headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Kinframe' });
    const icon = await t.client().get('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('serves the service worker from the root, as a script, never from a cache', async () => {
    const response = await t.client().get('/sw.js', { headers: { accept: '*/*', 'service-worker': 'script' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets the page load its manifest and register its worker under the CSP', async () => {
    const page = await t.client().get('/family/home', { headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toMatch(/worker-src 'self'/);
  });

  it('sends a share that reaches the server (no worker yet) to the page that says so, signed in or not', async () => {
    const { client } = await t.loggedInClient();
    for (const sender of [client, t.client()]) {
      const response = await sender.send({ method: 'POST', url: '/share', ...sharedPhotos() }, { csrf: false });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(MISSED_PAGE);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers any other post to /share the same way: an empty one, a form, a body it cannot parse', async () => {
    const bodies = [
      { headers: {} },
      { payload: 'files=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: '--broken', headers: { 'content-type': 'multipart/form-data; boundary=nothing' } },
    ];
    for (const body of bodies) {
      const response = await t.client().send({ method: 'POST', url: '/share', ...body }, { csrf: false });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(MISSED_PAGE);
    }
  });

  it('opens the shared-files page itself like every page of the app', async () => {
    const response = await t.client().get(MISSED_PAGE, { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});
