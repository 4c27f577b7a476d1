import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { type MetaStandin, startMetaStandin } from '@kinframe/testkit/standins/meta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportingConnector, SourceMedia } from './connector.ts';
import { bytesOf, failure, listAllMedia } from './connector-test-kit.ts';
import { createFacebook } from './facebook.ts';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/v3/connectors/facebook/callback';
const SIXTY_DAYS_MS = 60 * 24 * 3600_000;

let meta: MetaStandin;
let connector: ImportingConnector;

function connectorFor(standin: MetaStandin, overrides: { appSecret?: string } = {}) {
  const env = standin.env();
  return createFacebook({
    appId: env.FACEBOOK_APP_ID ?? '',
    appSecret: overrides.appSecret ?? env.FACEBOOK_APP_SECRET ?? '',
    oauthUrl: env.FACEBOOK_OAUTH_URL ?? '',
    graphUrl: env.FACEBOOK_GRAPH_URL ?? '',
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The consent dialog, answered without a browser: the code the callback would get. */
async function consent(options: { allow?: boolean } = {}) {
  const { verifier, challenge } = pkce();
  const { url } = await connector.startAuthorization({
    state: 'state-1',
    codeChallenge: challenge,
    redirectUri: REDIRECT_URI,
  });
  const callback = new URL(meta.facebook.consent(url, options));
  return { verifier, callback, code: callback.searchParams.get('code') ?? '' };
}

async function connect() {
  const { code, verifier } = await consent();
  return connector.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI, state: 'state-1' });
}

const graphCalls = (suffix: string) => meta.calls.filter((call) => call.path.endsWith(suffix));

beforeEach(async () => {
  meta = await startMetaStandin();
  connector = connectorFor(meta);
});

afterEach(async () => {
  await meta.close();
});

describe('the Facebook connector: Facebook Login', () => {
  it('asks for the photos and videos on the consent dialog, with PKCE', async () => {
    const { url } = await connector.startAuthorization({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(meta.env().FACEBOOK_OAUTH_URL);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      client_id: meta.facebook.appId,
      redirect_uri: REDIRECT_URI,
      state: 's',
      response_type: 'code',
      scope: 'public_profile,user_photos,user_videos',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('exchanges the code from the dialog for a long-lived token and the person', async () => {
    const { verifier, challenge } = pkce();
    const { url } = await connector.startAuthorization({
      state: 'state-9',
      codeChallenge: challenge,
      redirectUri: REDIRECT_URI,
    });
    const html = await (await fetch(url)).text();
    expect(html).toContain('>Allow</button>');
    expect(html).toContain('>Cancel</button>');
    const consentId = /name="consent" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const answer = await fetch(url.split('?')[0] ?? '', {
      method: 'POST',
      body: new URLSearchParams({ consent: consentId, decision: 'allow' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(302);
    const callback = new URL(answer.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe('state-9');

    const before = Date.now();
    const code = callback.searchParams.get('code') ?? '';
    const tokens = await connector.exchangeCode({
      code,
      codeVerifier: verifier,
      redirectUri: REDIRECT_URI,
      state: 'state-9',
    });
    expect(tokens).toMatchObject({
      accountId: meta.facebook.person.id,
      accountLabel: 'Pat Person',
      refreshToken: null,
    });
    expect(tokens.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + SIXTY_DAYS_MS - 1000);
    expect(tokens.expiresAt?.getTime()).toBeLessThanOrEqual(Date.now() + SIXTY_DAYS_MS);

    const [exchange, lengthen] = graphCalls('/oauth/access_token');
    expect(Object.fromEntries(exchange?.query ?? [])).toEqual({
      client_id: meta.facebook.appId,
      client_secret: meta.facebook.appSecret,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: verifier,
    });
    expect(lengthen?.query.get('grant_type')).toBe('fb_exchange_token');
    // The token kept is the long-lived one, not the short-lived one it was exchanged for.
    const short = lengthen?.query.get('fb_exchange_token') ?? '';
    expect(short).not.toBe(tokens.accessToken);
    expect(meta.facebook.isLive(tokens.accessToken)).toBe(true);
    expect(graphCalls('/me').at(-1)?.query.get('fields')).toBe('id,name');
  });

  it('brings back access_denied when the person cancels', async () => {
    const { callback } = await consent({ allow: false });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong code verifier, a wrong app secret, another redirect URI and a code used twice', async () => {
    const exchange = (grant: { code: string; verifier: string }, redirectUri = REDIRECT_URI, using = connector) =>
      failure(using.exchangeCode({ code: grant.code, codeVerifier: grant.verifier, redirectUri, state: '' }));

    const first = await consent();
    expect((await exchange({ code: first.code, verifier: pkce().verifier })).kind).toBe('invalid');
    const second = await consent();
    expect((await exchange(second, REDIRECT_URI, connectorFor(meta, { appSecret: 'not-the-secret' }))).kind).toBe(
      'invalid',
    );
    const third = await consent();
    expect((await exchange(third, 'http://127.0.0.1:9/callback')).kind).toBe('invalid');

    const fourth = await consent();
    await connector.exchangeCode({
      code: fourth.code,
      codeVerifier: fourth.verifier,
      redirectUri: REDIRECT_URI,
      state: '',
    });
    const reused = await exchange(fourth);
    expect(reused.kind).toBe('invalid');
    expect(reused.message).not.toMatch(/authorization code has been used/);
  });

  it('has no refresh: the person logs in again', async () => {
    expect((await failure(connector.refresh('anything'))).kind).toBe('revoked');
  });

  it('withdraws the grant (DELETE me/permissions); a grant already gone is no error', async () => {
    const tokens = await connect();
    await connector.revoke(tokens);
    const deletion = meta.calls.find((call) => call.method === 'DELETE');
    expect(deletion?.path).toBe('/facebook/v21.0/me/permissions');
    expect(meta.facebook.isLive(tokens.accessToken)).toBe(false);
    expect((await failure(connector.listAlbums(tokens.accessToken, null))).kind).toBe('revoked');
    await expect(connector.revoke(tokens)).resolves.toBeUndefined();
    await expect(connector.revoke({ accessToken: 'EAAunknown', refreshToken: null })).resolves.toBeUndefined();
  });

  it('sees a token withdrawn or expired at Facebook (#190) as revoked', async () => {
    const tokens = await connect();
    meta.facebook.expireTokens();
    const expired = await failure(connector.listMedia(tokens.accessToken, null, null));
    expect(expired.kind).toBe('revoked');
    expect(expired.message).toContain('#190/463');

    const again = await connect();
    meta.facebook.revoke(again.accessToken);
    expect((await failure(connector.listAlbums(again.accessToken, null))).kind).toBe('revoked');
  });
});

describe('the Facebook connector: albums and media', () => {
  it('lists the albums a page at a time', async () => {
    const { accessToken } = await connect();
    const ids = ['Summer', 'Winter', 'Garden', 'Family', 'Trips'].map((name) => meta.facebook.addAlbum(name));
    meta.facebook.addPhoto('x', { albumId: ids[0] });
    meta.facebook.addPhoto('y', { albumId: ids[0] });
    meta.facebook.setPageSize(2);

    const pages = [];
    let pageToken: string | null = null;
    do {
      const page = await connector.listAlbums(accessToken, pageToken);
      pages.push(page);
      pageToken = page.nextPageToken;
    } while (pageToken !== null && pages.length < 10);
    expect(pages.map((page) => page.albums.length)).toEqual([2, 2, 1]);
    const albums = pages.flatMap((page) => page.albums);
    expect(albums.map((album) => album.name)).toEqual(['Trips', 'Family', 'Garden', 'Winter', 'Summer']);
    expect(albums.at(-1)).toEqual({ id: ids[0], name: 'Summer', count: 2 });
    const listings = graphCalls('/me/albums');
    expect(
      listings.every((call) => call.query.get('limit') === '100' && call.query.get('fields') === 'id,name,count'),
    ).toBe(true);
    expect((await failure(connector.listAlbums(accessToken, 'not-ours'))).kind).toBe('invalid');
  });

  it('lists an album’s photos page by page: the largest rendition, caption, date taken', async () => {
    const { accessToken } = await connect();
    const album = meta.facebook.addAlbum('Summer');
    const plain = meta.facebook.addPhoto('plain', { albumId: album, createdTime: '2024-05-01T10:00:00+02:00' });
    const backdated = meta.facebook.addPhoto('backdated', {
      albumId: album,
      caption: 'At the lake',
      createdTime: '2024-06-01T10:00:00Z',
      backdatedTime: '1998-07-14T16:30:00Z',
      width: 4000,
      height: 3000,
    });
    meta.facebook.addPhoto('third', { albumId: album });
    meta.facebook.addPhoto('elsewhere');
    meta.facebook.setPageSize(2);

    const { pages, media } = await listAllMedia(connector, accessToken, album);
    expect(pages.map((page) => page.media.length)).toEqual([2, 1]);
    expect(media).toHaveLength(3);
    const byRef = new Map(media.map((item) => [item.ref, item]));
    expect(byRef.get(backdated)).toMatchObject({
      name: `${backdated}.jpg`,
      kind: 'photo',
      takenAt: '1998-07-14T16:30:00.000Z',
      caption: 'At the lake',
    });
    expect(byRef.get(plain)).toMatchObject({ takenAt: '2024-05-01T08:00:00.000Z', caption: '' });
    // The largest of the renditions (listed in no order) is the original's bytes.
    expect((await bytesOf(await connector.download(accessToken, byRef.get(backdated) as SourceMedia))).toString()).toBe(
      'backdated',
    );
    const listing = graphCalls(`/${album}/photos`)[0];
    expect(listing?.query.get('fields')).toBe('id,name,created_time,backdated_time,images');
    expect(listing?.query.get('limit')).toBe('100');
    expect(listing?.query.has('type')).toBe(false);
  });

  it('lists everything uploaded: the photos of every album, then the videos, behind its own page tokens', async () => {
    const { accessToken } = await connect();
    const album = meta.facebook.addAlbum('Trips');
    const photos = [
      meta.facebook.addPhoto('a', { albumId: album }),
      meta.facebook.addPhoto('b'),
      meta.facebook.addPhoto('c'),
    ];
    const videos = [
      meta.facebook.addVideo('clip one', { description: 'Birthday', createdTime: '2023-12-24T18:00:00Z' }),
      meta.facebook.addVideo('clip two'),
      meta.facebook.addVideo('clip three'),
    ];
    meta.facebook.setPageSize(2);

    const { pages, media } = await listAllMedia(connector, accessToken, null);
    expect(media.map((item) => item.ref).sort()).toEqual([...photos, ...videos].sort());
    expect(media.slice(0, 3).every((item) => item.kind === 'photo')).toBe(true);
    expect(pages.map((page) => page.nextPageToken?.split(':')[0] ?? null)).toEqual([
      'photos',
      'videos',
      'videos',
      null,
    ]);
    expect(media.find((item) => item.ref === videos[0])).toMatchObject({
      name: `${videos[0]}.mp4`,
      kind: 'video',
      caption: 'Birthday',
      takenAt: '2023-12-24T18:00:00.000Z',
    });
    expect(graphCalls('/me/photos').every((call) => call.query.get('type') === 'uploaded')).toBe(true);
    const videoListing = graphCalls('/me/videos')[0];
    expect(videoListing?.query.get('type')).toBe('uploaded');
    expect(videoListing?.query.get('fields')).toBe('id,description,created_time,source');
    expect((await failure(connector.listMedia(accessToken, album, 'videos:'))).kind).toBe('invalid');
  });

  it('downloads photos and videos, fetching a fresh link by id once one expired', async () => {
    const { accessToken } = await connect();
    const photoBytes = randomBytes(200_000);
    const videoBytes = randomBytes(500_000);
    meta.facebook.addPhoto(photoBytes);
    meta.facebook.addVideo(videoBytes);
    const { media } = await listAllMedia(connector, accessToken, null);
    const photo = media.find((item) => item.kind === 'photo') as SourceMedia;
    const video = media.find((item) => item.kind === 'video') as SourceMedia;
    expect((await bytesOf(await connector.download(accessToken, photo))).equals(photoBytes)).toBe(true);
    expect((await bytesOf(await connector.download(accessToken, video))).equals(videoBytes)).toBe(true);

    meta.facebook.expireLinks();
    expect((await fetch(photo.url)).status).toBe(403);
    expect((await bytesOf(await connector.download(accessToken, photo))).equals(photoBytes)).toBe(true);
    expect((await bytesOf(await connector.download(accessToken, video))).equals(videoBytes)).toBe(true);
    expect(graphCalls(`/${photo.ref}`).at(-1)?.query.get('fields')).toBe('images');
    expect(graphCalls(`/${video.ref}`).at(-1)?.query.get('fields')).toBe('source');
  });

  it('calls a photo deleted since not found', async () => {
    const { accessToken } = await connect();
    meta.facebook.addPhoto('gone soon');
    const [photo] = (await listAllMedia(connector, accessToken, null)).media;
    meta.facebook.remove(photo?.ref ?? '');
    expect((await failure(connector.download(accessToken, photo as SourceMedia))).kind).toBe('not_found');
    expect((await failure(connector.listMedia(accessToken, '1023999999999', null))).kind).toBe('not_found');
  });
});

describe('the Facebook connector: when Facebook cannot answer', () => {
  it('passes on throttling: a minute unless Facebook says how long', async () => {
    const { accessToken } = await connect();
    meta.facebook.throttleNext(1, { code: 4 });
    expect(await failure(connector.listAlbums(accessToken, null))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 60,
    });
    meta.facebook.throttleNext(1, { code: 613, retryAfterSeconds: 17 });
    expect(await failure(connector.listAlbums(accessToken, null))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 17,
    });
    meta.facebook.throttleNext(1, { code: 80001, regainAccessMinutes: 2 });
    expect(await failure(connector.listMedia(accessToken, null, null))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 120,
    });
    await expect(connector.listAlbums(accessToken, null)).resolves.toEqual({ albums: [], nextPageToken: null });
  });

  it('calls Facebook down unavailable, and never carries Facebook’s text', async () => {
    const { accessToken } = await connect();
    meta.facebook.down(true);
    const down = await failure(connector.listAlbums(accessToken, null));
    expect(down.kind).toBe('unavailable');
    expect(down.message).not.toMatch(/unexpected error/);
    meta.facebook.down(false);
    const unknown = await failure(connector.listAlbums('EAAnot-a-token', null));
    expect(unknown.kind).toBe('revoked');
    expect(unknown.message).not.toMatch(/Cannot parse/);
  });
});

describe('the Meta stand-in', () => {
  it('is driven over HTTP by another process', async () => {
    const { accessToken } = await connect();
    const post = (path: string, body: unknown) =>
      fetch(`${meta.url}/_standin/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const album = (await (await post('facebook/albums', { name: 'Sent' })).json()) as { id: string };
    const added = await post('facebook/photos', {
      albumId: album.id,
      base64: Buffer.from('sent').toString('base64'),
      caption: 'From afar',
    });
    expect(added.status).toBe(200);
    const [photo] = (await listAllMedia(connector, accessToken, album.id)).media;
    expect(photo?.caption).toBe('From afar');
    expect((await bytesOf(await connector.download(accessToken, photo as SourceMedia))).toString()).toBe('sent');
    expect((await post('facebook/revoke', {})).status).toBe(200);
    expect((await failure(connector.listAlbums(accessToken, null))).kind).toBe('revoked');
    expect((await post('facebook/nonsense', {})).status).toBe(400);
  });

  it('runs by hand, printing the environment on one line, and stops on SIGTERM', async () => {
    const script = fileURLToPath(new URL('../../../../../packages/testkit/src/standins/meta.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const line = await new Promise<string>((resolve) =>
        createInterface({ input: child.stdout }).once('line', resolve),
      );
      const env = Object.fromEntries(line.split(' ').map((pair) => pair.split('=', 2) as [string, string]));
      expect(Object.keys(env)).toEqual([
        'FACEBOOK_APP_ID',
        'FACEBOOK_APP_SECRET',
        'FACEBOOK_OAUTH_URL',
        'FACEBOOK_GRAPH_URL',
        'INSTAGRAM_APP_ID',
        'INSTAGRAM_APP_SECRET',
        'INSTAGRAM_OAUTH_URL',
        'INSTAGRAM_API_URL',
        'INSTAGRAM_GRAPH_URL',
      ]);
      const answer = await fetch(`${env.FACEBOOK_GRAPH_URL}/me`);
      expect(answer.status).toBe(400);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
