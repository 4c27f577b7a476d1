import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteUnderTest, testDatabases, useTestApp } from './harness.ts';

function makeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kinframe-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kinframe</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'frame.html'), '<!doctype html><title>Kinframe player</title><div id="root"></div>');
  writeFileSync(path.join(dir, 'frame-sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe.each(testDatabases())('the HTTP edge on $name', (database) => {
  const webDistDir = makeWebBuild();
  afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));
  const t = useTestApp(database, {
    webDistDir,
    extendApp(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('secret detail at /var/lib/kinframe');
      });
      app.post('/api/test/webhook', { config: { csrf: false } }, async () => ({ received: true }));
    },
  });

  it('sends the security headers on API answers, pages and errors alike', async () => {
    for (const url of ['/api/v3/is-logged-in', '/family/library', '/api/nothing-here']) {
      const response = await t.client().get(url, { headers: { accept: 'text/html' } });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).not.toContain('google.com');
    }
  });

  it('answers unknown API paths with a 404 in the error body', async () => {
    const response = await t.client().get('/api/v3/no-such-call', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
  });

  it('answers an unexpected failure with 500 and nothing of its detail', async () => {
    const response = await t.client().get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'internal_server_error',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toContain('secret');
  });

  it('lets a route that authenticates otherwise skip the CSRF check', async () => {
    const client = t.client();
    const response = await client.send(
      { method: 'POST', url: '/api/test/webhook', payload: '{}', headers: { 'content-type': 'application/json' } },
      { csrf: false },
    );
    expect(response.statusCode).toBe(200);
  });

  it('answers a malformed body with 400 validation_failed', async () => {
    const response = await t.client().send(
      {
        method: 'PUT',
        url: '/api/v3/users/settings',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      {},
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
  });

  it('serves the web app with the SPA fallback for page paths', async () => {
    for (const url of ['/', '/login', '/family/library/albums/12']) {
      const response = await t.client().get(url, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the frame player its own page at /frame and under it, and its service worker from the root', async () => {
    for (const url of ['/frame', '/frame/', '/frame/anything?x=1']) {
      const response = await t.client().get(url, { headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Kinframe player');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    for (const url of ['/family/frames', '/frames', '/framed']) {
      const response = await t.client().get(url, { headers: { accept: 'text/html' } });
      expect(response.body).not.toContain('Kinframe player');
    }
    const worker = await t.client().get('/frame-sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good and answers 404, not the page, for a missing one', async () => {
    const asset = await t.client().get('/assets/index-3f9a1c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.client().get('/favicon.svg');
    expect(favicon.headers['cache-control']).toBe('no-cache');
    const missing = await t.client().get('/assets/index-000000.js', { headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('serves the calls with or without their trailing slash', async () => {
    expect((await t.client().get('/api/v3/is-logged-in/')).statusCode).toBe(200);
    expect((await t.client().get('/api/sign_out')).statusCode).toBe(200);
  });

  it('answers GET /api/health when the database answers; the media tools and their versions to operators only', async () => {
    const response = await t.client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const { client: member } = await t.loggedInClient();
    expect((await member.get('/api/health')).json()).toEqual({ status: 'ok' });

    const { client: operator, user } = await t.loggedInClient();
    await t.services.operators.setOperator(user.id, true);
    const tool = { source: expect.stringMatching(/^(configured|system|bundled)$/), version: expect.any(String) };
    expect((await operator.get('/api/health')).json()).toEqual({
      status: 'ok',
      tools: { ffmpeg: tool, ffprobe: tool, heic: tool },
    });
  });

  it('publishes the OpenAPI document with the calls of the spec', async () => {
    const document = (await t.client().get('/api/docs/json')).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const pathName of [
      '/api/www-login/',
      '/api/sign_out/',
      '/api/v3/is-logged-in',
      '/api/user/exists/json/',
      '/api/v3/users/',
      '/api/v3/password/retrieval/',
      '/api/v2/reset_pwd/',
      '/api/v2/reset_pwd/validate/',
      '/api/v3/features',
      '/api/v3/subscriptions',
      '/api/subscriptions/user/',
      '/api/user/profile/edit/',
      '/api/v3/users/settings',
      '/api/v3/app-config',
    ]) {
      expect(Object.keys(document.paths)).toContain(pathName);
    }
    expect(Object.keys(document.paths).some((p) => p.startsWith('/dev'))).toBe(false);
  });
});

describe.runIf(sqliteUnderTest())('the web app before it is built', () => {
  const [sqlite] = testDatabases();
  const t = useTestApp(sqlite ?? { name: 'sqlite' });

  it('answers page paths with a page that says to run npm run build', async () => {
    const response = await t.client().get('/family', { headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('npm run build');
  });
});

describe.runIf(sqliteUnderTest())('headers with reCAPTCHA', () => {
  const t = useTestApp(
    { name: 'sqlite' },
    { env: { CAPTCHA: 'recaptcha', RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' } },
  );

  it("allows Google's reCAPTCHA hosts only when it is the captcha", async () => {
    const response = await t.client().get('/api/v3/app-config');
    expect(String(response.headers['content-security-policy'])).toContain('https://www.google.com/recaptcha/');
    expect(response.json().captcha).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
  });
});
