import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { type GooglePhotosStandin, startGooglePhotosStandin } from '@kinframe/testkit/standins/google-photos';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GooglePhotosConnector } from './connector.ts';
import { bytesOf, failure } from './connector-test-kit.ts';
import { createGooglePhotos, PICKER_SCOPE } from './google-photos.ts';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/v3/connectors/google/callback';

let google: GooglePhotosStandin;
let connector: GooglePhotosConnector;

function connectorFor(standin: GooglePhotosStandin, overrides: { clientSecret?: string; timeoutMs?: number } = {}) {
  const env = standin.env();
  return createGooglePhotos({
    clientId: env.GOOGLE_CLIENT_ID ?? '',
    clientSecret: overrides.clientSecret ?? env.GOOGLE_CLIENT_SECRET ?? '',
    oauthUrl: env.GOOGLE_OAUTH_URL ?? '',
    tokenUrl: env.GOOGLE_TOKEN_URL ?? '',
    pickerUrl: env.GOOGLE_PICKER_URL ?? '',
    ...(overrides.timeoutMs ? { timeoutMs: overrides.timeoutMs } : {}),
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The consent page, answered without a browser: the code the callback would get. */
async function consent(options: { allow?: boolean; grantPicker?: boolean } = {}) {
  const { verifier, challenge } = pkce();
  const url = (
    await connector.startAuthorization({ state: 'state-1', codeChallenge: challenge, redirectUri: REDIRECT_URI })
  ).url;
  const callback = new URL(google.consent(url, options));
  return { verifier, callback, code: callback.searchParams.get('code') ?? '' };
}

async function connect() {
  const { code, verifier } = await consent();
  return connector.exchangeCode({ code: code, codeVerifier: verifier, redirectUri: REDIRECT_URI, state: '' });
}

async function pickedSession(accessToken: string, ids: string[] | 'all') {
  const session = await connector.createSession(accessToken);
  google.pick(session.id, ids);
  return session;
}

beforeEach(async () => {
  google = await startGooglePhotosStandin();
  connector = connectorFor(google);
});

afterEach(async () => {
  await google.close();
});

describe('the Google Photos connector: OAuth 2', () => {
  it('asks for offline access to the picker, with PKCE, on the consent page', async () => {
    const url = new URL(
      (await connector.startAuthorization({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI })).url,
    );
    expect(`${url.origin}${url.pathname}`).toBe(google.env().GOOGLE_OAUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: `openid email ${PICKER_SCOPE}`,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code from the consent page for tokens and the account of the id_token', async () => {
    const { verifier, challenge } = pkce();
    const url = (
      await connector.startAuthorization({ state: 'state-9', codeChallenge: challenge, redirectUri: REDIRECT_URI })
    ).url;
    const page = await fetch(url);
    const html = await page.text();
    expect(html).toContain('>Allow</button>');
    expect(html).toContain('>Cancel</button>');
    // The form as a browser sends it: its hidden fields, the picker left ticked, "Allow".
    const fields = new URLSearchParams(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
        name ?? '',
        (value ?? '').replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
      ]),
    );
    fields.set('grant_picker', 'on');
    fields.set('decision', 'allow');
    const answer = await fetch(url.split('?')[0] ?? '', { method: 'POST', body: fields, redirect: 'manual' });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-9');

    const before = Date.now();
    const tokens = await connector.exchangeCode({
      code: callback.searchParams.get('code') ?? '',
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
      state: '',
    });
    expect(tokens).toMatchObject({ accountId: google.account.sub, accountLabel: 'person@gmail.test' });
    expect(tokens.accessToken).toMatch(/^ya29\./);
    expect(tokens.refreshToken).toMatch(/^1\/\//);
    expect(tokens.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 3500_000);
    expect(tokens.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + 3600_000);
  });

  it('brings back access_denied when the person cancels', async () => {
    const { callback } = await consent({ allow: false });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong code verifier, a wrong client secret, another redirect URI and a code used twice', async () => {
    const first = await consent();
    expect(
      (
        await failure(
          connector.exchangeCode({
            code: first.code,
            codeVerifier: pkce().verifier,
            redirectUri: REDIRECT_URI,
            state: '',
          }),
        )
      ).kind,
    ).toBe('invalid');

    const second = await consent();
    const wrongSecret = connectorFor(google, { clientSecret: 'not-the-secret' });
    expect(
      (
        await failure(
          wrongSecret.exchangeCode({
            code: second.code,
            codeVerifier: second.verifier,
            redirectUri: REDIRECT_URI,
            state: '',
          }),
        )
      ).kind,
    ).toBe('invalid');

    const third = await consent();
    const elsewhere = failure(
      connector.exchangeCode({
        code: third.code,
        codeVerifier: third.verifier,
        redirectUri: 'http://127.0.0.1:9/callback',
        state: '',
      }),
    );
    expect((await elsewhere).kind).toBe('invalid');

    const fourth = await consent();
    await connector.exchangeCode({
      code: fourth.code,
      codeVerifier: fourth.verifier,
      redirectUri: REDIRECT_URI,
      state: '',
    });
    expect(
      (
        await failure(
          connector.exchangeCode({
            code: fourth.code,
            codeVerifier: fourth.verifier,
            redirectUri: REDIRECT_URI,
            state: '',
          }),
        )
      ).kind,
    ).toBe('invalid');
  });

  it('refuses a grant where the person unticked the picker', async () => {
    const { code, verifier } = await consent({ grantPicker: false });
    const error = await failure(
      connector.exchangeCode({ code: code, codeVerifier: verifier, redirectUri: REDIRECT_URI, state: '' }),
    );
    expect(error.kind).toBe('invalid');
  });

  it('refreshes the access token, keeping the refresh token there is', async () => {
    const tokens = await connect();
    google.expireAccessTokens();
    expect((await failure(connector.createSession(tokens.accessToken))).kind).toBe('revoked');

    const fresh = await connector.refresh(tokens.refreshToken ?? '');
    expect(fresh.refreshToken).toBeNull();
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    await expect(connector.createSession(fresh.accessToken)).resolves.toMatchObject({ mediaItemsSet: false });
  });

  it('revokes the grant: a refresh is then `revoked`, and revoking again is no error', async () => {
    const tokens = await connect();
    await connector.revoke(tokens);
    expect((await failure(connector.refresh(tokens.refreshToken ?? ''))).kind).toBe('revoked');
    expect((await failure(connector.createSession(tokens.accessToken))).kind).toBe('revoked');
    await expect(connector.revoke(tokens)).resolves.toBeUndefined();
    await expect(connector.revoke({ accessToken: 'ya29.unknown', refreshToken: null })).resolves.toBeUndefined();
  });

  it('sees a grant withdrawn at Google (the control API) as `revoked`', async () => {
    const tokens = await connect();
    expect((await fetch(`${google.url}/_standin/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await failure(connector.refresh(tokens.refreshToken ?? ''))).kind).toBe('revoked');
  });
});

describe('the Google Photos connector: picking', () => {
  it('creates a session and polls it until the person is done', async () => {
    const { accessToken } = await connect();
    const photo = google.addPhoto('IMG_0001.jpg', Buffer.from('photo'));
    const before = Date.now();
    const session = await connector.createSession(accessToken);
    expect(session).toMatchObject({ mediaItemsSet: false, pollIntervalMs: 1000 });
    expect(session.pickerUri).toBe(`${google.url}/picker/${session.id}`);
    expect(session.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + 1790_000);

    await expect(connector.getSession(accessToken, session.id)).resolves.toMatchObject({ mediaItemsSet: false });
    expect((await failure(connector.listPicked(accessToken, session.id, null))).kind).toBe('invalid');

    google.pick(session.id, [photo]);
    await expect(connector.getSession(accessToken, session.id)).resolves.toMatchObject({
      id: session.id,
      mediaItemsSet: true,
    });
  });

  it('picks on the picker page, which closes itself under /autoclose', async () => {
    const { accessToken } = await connect();
    const beach = google.addPhoto('beach.jpg', Buffer.from('beach'));
    google.addPhoto('hills.jpg', Buffer.from('hills'));
    const session = await connector.createSession(accessToken);
    const pickerUri = `${session.pickerUri}/autoclose`;

    const html = await (await fetch(pickerUri)).text();
    expect(html).toContain('beach.jpg');
    expect(html).toContain('hills.jpg');
    expect(html).toMatch(/<input type="checkbox" name="item" value="[^"]+">/);
    expect(html).toContain(`<img src="/picker/${session.id}/thumb/${beach}"`);
    expect(html).toContain('>Done</button>');
    const thumb = await fetch(`${google.url}/picker/${session.id}/thumb/${beach}`);
    expect(Buffer.from(await thumb.arrayBuffer()).toString()).toBe('beach');

    const done = await fetch(pickerUri, { method: 'POST', body: new URLSearchParams({ item: beach }) });
    expect(await done.text()).toContain('window.close()');
    const { items } = await connector.listPicked(accessToken, session.id, null);
    expect(items.map((item) => item.file.name)).toEqual(['beach.jpg']);
  });

  it('lists the picked items page by page, 100 at a time', async () => {
    const { accessToken } = await connect();
    for (let index = 0; index < 250; index += 1) {
      google.addPhoto(`IMG_${String(index).padStart(4, '0')}.jpg`, Buffer.from([index]), {
        createTime: new Date(Date.UTC(2024, 0, 1, 0, 0, index)).toISOString(),
      });
    }
    google.addPhoto('clip.mp4', Buffer.from('video'), { type: 'VIDEO', createTime: '2024-02-01T10:00:00+01:00' });
    const session = await pickedSession(accessToken, 'all');

    const pages: Awaited<ReturnType<GooglePhotosConnector['listPicked']>>[] = [];
    let pageToken: string | null = null;
    do {
      const page = await connector.listPicked(accessToken, session.id, pageToken);
      pages.push(page);
      pageToken = page.nextPageToken;
    } while (pageToken && pages.length < 10);

    expect(pages.map((page) => page.items.length)).toEqual([100, 100, 51]);
    const lists = google.calls.filter((call) => call.path === '/v1/mediaItems');
    expect(lists.every((call) => call.query.get('pageSize') === '100')).toBe(true);
    const items = pages.flatMap((page) => page.items);
    expect(new Set(items.map((item) => item.file.ref)).size).toBe(251);
    expect(items[0]).toEqual({
      file: {
        ref: items[0]?.file.ref,
        name: 'IMG_0000.jpg',
        path: null,
        pathLower: null,
        contentHash: null,
        modifiedAt: '2024-01-01T00:00:00.000Z',
        sizeBytes: null,
      },
      kind: 'photo',
      mimeType: 'image/jpeg',
      baseUrl: `${google.url}/media/${items[0]?.file.ref}`,
    });
    expect(items.at(-1)).toMatchObject({
      file: { name: 'clip.mp4', modifiedAt: '2024-02-01T09:00:00.000Z' },
      kind: 'video',
      mimeType: 'video/mp4',
    });
  });

  it('downloads the bytes of a photo (=d) and of a video (=dv), never without the token', async () => {
    const { accessToken } = await connect();
    const photoBytes = randomBytes(300 * 1024);
    const videoBytes = randomBytes(2 * 1024 * 1024);
    google.addPhoto('IMG_0001.jpg', photoBytes);
    google.addPhoto('VID_0001.mp4', videoBytes, { type: 'VIDEO' });
    const session = await pickedSession(accessToken, 'all');
    const { items } = await connector.listPicked(accessToken, session.id, null);
    const [photo, video] = items;
    if (!photo || !video) throw new Error('two items picked');

    expect((await bytesOf(await connector.download(accessToken, photo))).equals(photoBytes)).toBe(true);
    expect((await bytesOf(await connector.download(accessToken, video))).equals(videoBytes)).toBe(true);
    const paths = google.calls.filter((call) => call.path.startsWith('/media/')).map((call) => call.path);
    expect(paths).toEqual([`/media/${photo.file.ref}=d`, `/media/${video.file.ref}=dv`]);

    expect((await fetch(`${photo.baseUrl}=d`)).status).toBe(401);
    expect((await failure(connector.download('ya29.not-a-token', photo))).kind).toBe('revoked');
  });

  it('finds an expired session gone, and deleting it no error', async () => {
    const { accessToken } = await connect();
    const session = await connector.createSession(accessToken);
    google.expireSession(session.id);
    expect((await failure(connector.getSession(accessToken, session.id))).kind).toBe('not_found');
    expect((await failure(connector.listPicked(accessToken, session.id, null))).kind).toBe('not_found');
    await expect(connector.deleteSession(accessToken, session.id)).resolves.toBeUndefined();
  });

  it('deletes a session once done with it', async () => {
    const { accessToken } = await connect();
    const session = await connector.createSession(accessToken);
    await connector.deleteSession(accessToken, session.id);
    expect(google.sessions.has(session.id)).toBe(false);
    expect((await failure(connector.getSession(accessToken, session.id))).kind).toBe('not_found');
  });

  it('adds photos through the control API', async () => {
    const { accessToken } = await connect();
    const added = await fetch(`${google.url}/_standin/photos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        filename: 'sent.png',
        base64: Buffer.from('png').toString('base64'),
        mimeType: 'image/png',
      }),
    });
    expect(added.status).toBe(201);
    const session = await pickedSession(accessToken, 'all');
    const { items } = await connector.listPicked(accessToken, session.id, null);
    expect(items).toMatchObject([{ file: { name: 'sent.png' }, mimeType: 'image/png' }]);
    expect((await bytesOf(await connector.download(accessToken, items[0] as (typeof items)[0]))).toString()).toBe(
      'png',
    );
  });
});

describe('the Google Photos connector: failures', () => {
  it('is `throttled` on a 429, with Retry-After when Google gives it', async () => {
    const { accessToken } = await connect();
    google.throttleNext(1, 7);
    const error = await failure(connector.createSession(accessToken));
    expect(error.kind).toBe('throttled');
    expect(error.retryAfterSeconds).toBe(7);
    expect(error.message).not.toContain('exhausted');

    google.throttleNext(1);
    const bare = await failure(connector.refresh('1//whatever'));
    expect(bare.kind).toBe('throttled');
    expect(bare.retryAfterSeconds).toBeNull();
    await expect(connector.createSession(accessToken)).resolves.toBeTruthy();
  });

  it('is `unavailable` on a 500, with none of Google’s text', async () => {
    const { accessToken } = await connect();
    google.down(true);
    const error = await failure(connector.createSession(accessToken));
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain('Internal error');
    expect((await failure(connector.refresh('1//whatever'))).kind).toBe('unavailable');
    google.down(false);
    await expect(connector.createSession(accessToken)).resolves.toBeTruthy();
  });

  describe('against a server of its own', () => {
    let server: Server | null = null;
    /** Where the server of the test listens. */
    let url = '';

    async function stopServer() {
      const running = server;
      server = null;
      if (!running) return;
      running.closeAllConnections();
      await new Promise((resolve) => running.close(resolve));
    }

    afterEach(stopServer);

    async function connectorAnswering(answer: (response: import('node:http').ServerResponse) => void) {
      server = createServer((_request, response) => answer(response));
      await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return createGooglePhotos({
        clientId: 'id',
        clientSecret: 'secret',
        oauthUrl: `${url}/o/oauth2/v2/auth`,
        tokenUrl: `${url}/token`,
        pickerUrl: url,
        timeoutMs: 300,
      });
    }

    it('is `unavailable` when Google does not answer in time, or not at all', async () => {
      const silent = await connectorAnswering(() => undefined);
      expect((await failure(silent.getSession('token', 'session'))).kind).toBe('unavailable');
      await stopServer();
      const gone = createGooglePhotos({
        clientId: 'id',
        clientSecret: 'secret',
        oauthUrl: `${url}/auth`,
        tokenUrl: `${url}/token`,
        pickerUrl: url,
      });
      expect((await failure(gone.refresh('1//token'))).kind).toBe('unavailable');
    });

    it('refuses an answer of another shape or past its bound', async () => {
      const odd = await connectorAnswering((response) => response.end(JSON.stringify({ id: 'x' })));
      expect((await failure(odd.createSession('token'))).kind).toBe('invalid');
      await stopServer();
      const huge = await connectorAnswering((response) => {
        response.write(`{"id":"${'x'.repeat(2 * 1024 * 1024)}`);
        response.end('"}');
      });
      expect((await failure(huge.getSession('token', 'x'))).kind).toBe('invalid');
    });

    it('refuses a pickerUri that is not a web address', async () => {
      const sly = await connectorAnswering((response) =>
        response.end(JSON.stringify({ id: 'x', pickerUri: 'javascript:alert(1)', mediaItemsSet: false })),
      );
      expect((await failure(sly.createSession('token'))).kind).toBe('invalid');
    });

    it('ends a download whose bytes stop coming', async () => {
      const stalling = await connectorAnswering((response) => {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write('first bytes');
      });
      const item = {
        file: {
          ref: 'x',
          name: 'x.jpg',
          path: null,
          pathLower: null,
          contentHash: null,
          modifiedAt: '2024-01-01T00:00:00.000Z',
          sizeBytes: null,
        },
        kind: 'photo' as const,
        mimeType: 'image/jpeg',
        baseUrl: `${url}/media/x`,
      };
      const stream = await stalling.download('token', item);
      const error = await failure(bytesOf(stream));
      expect(error.kind).toBe('unavailable');
    });
  });
});

describe('the Google stand-in by hand', () => {
  it('prints its environment on one line and stops on SIGTERM', async () => {
    const script = fileURLToPath(
      new URL('../../../../../packages/testkit/src/standins/google-photos.ts', import.meta.url),
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) resolve(output.split('\n')[0] ?? '');
        });
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
      });
      const env = Object.fromEntries(line.split(' ').map((pair) => pair.split('=', 2) as [string, string]));
      expect(Object.keys(env)).toEqual([
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'GOOGLE_OAUTH_URL',
        'GOOGLE_TOKEN_URL',
        'GOOGLE_PICKER_URL',
      ]);
      const revoked = await fetch(`${env.GOOGLE_PICKER_URL}/_standin/revoke`, { method: 'POST' });
      expect(revoked.status).toBe(200);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
  });
});
