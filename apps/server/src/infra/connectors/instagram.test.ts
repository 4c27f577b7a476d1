import { randomBytes } from 'node:crypto';
import { type MetaStandin, startMetaStandin } from '@kinframe/testkit/standins/meta';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportingConnector, SourceMedia } from './connector.ts';
import { bytesOf, failure, listAllMedia } from './connector-test-kit.ts';
import { createInstagram } from './instagram.ts';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/v3/connectors/instagram/callback';
const SIXTY_DAYS_MS = 60 * 24 * 3600_000;

let meta: MetaStandin;
let connector: ImportingConnector;

function connectorFor(standin: MetaStandin, overrides: { appSecret?: string } = {}) {
  const env = standin.env();
  return createInstagram({
    appId: env.INSTAGRAM_APP_ID ?? '',
    appSecret: overrides.appSecret ?? env.INSTAGRAM_APP_SECRET ?? '',
    oauthUrl: env.INSTAGRAM_OAUTH_URL ?? '',
    apiUrl: env.INSTAGRAM_API_URL ?? '',
    graphUrl: env.INSTAGRAM_GRAPH_URL ?? '',
  });
}

/** The consent page, answered without a browser: the code the callback would get. */
async function consent(options: { allow?: boolean } = {}) {
  const { url } = await connector.startAuthorization({
    state: 'state-1',
    codeChallenge: 'unused',
    redirectUri: REDIRECT_URI,
  });
  const callback = new URL(meta.instagram.consent(url, options));
  return { callback, code: callback.searchParams.get('code') ?? '' };
}

async function connect() {
  const { code } = await consent();
  return connector.exchangeCode({ code, codeVerifier: '', redirectUri: REDIRECT_URI, state: 'state-1' });
}

const callsTo = (suffix: string) => meta.calls.filter((call) => call.path.endsWith(suffix));

beforeEach(async () => {
  meta = await startMetaStandin();
  connector = connectorFor(meta);
});

afterEach(async () => {
  await meta.close();
});

describe('the Instagram connector: Instagram Login', () => {
  it('asks for instagram_business_basic on the consent page', async () => {
    const { url } = await connector.startAuthorization({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe(meta.env().INSTAGRAM_OAUTH_URL);
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      client_id: meta.instagram.appId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'instagram_business_basic',
      state: 's',
    });
  });

  it('exchanges the code from the page for a long-lived token (its own refresh token) and the account', async () => {
    const { url } = await connector.startAuthorization({
      state: 'state-9',
      codeChallenge: 'c',
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
      codeVerifier: '',
      redirectUri: REDIRECT_URI,
      state: 'state-9',
    });
    expect(tokens).toMatchObject({ accountId: meta.instagram.account.userId, accountLabel: 'pat.person' });
    expect(tokens.refreshToken).toBe(tokens.accessToken);
    expect(tokens.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + SIXTY_DAYS_MS - 1000);

    const exchange = callsTo('/instagram-api/oauth/access_token');
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.method).toBe('POST');
    const lengthen = callsTo('/instagram-graph/access_token')[0];
    expect(lengthen?.query.get('grant_type')).toBe('ig_exchange_token');
    expect(lengthen?.query.get('client_secret')).toBe(meta.instagram.appSecret);
    expect(lengthen?.query.get('access_token')).not.toBe(tokens.accessToken);
    expect(callsTo('/instagram-graph/me').at(-1)?.query.get('fields')).toBe('user_id,username');
  });

  it('takes the code exchange’s older, flat answer too', async () => {
    meta.instagram.codeAnswerShape = 'flat';
    await expect(connect()).resolves.toMatchObject({ accountId: meta.instagram.account.userId });
  });

  it('brings back access_denied when the person cancels', async () => {
    const { callback } = await consent({ allow: false });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-1');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('refuses a wrong app secret, another redirect URI and a code used twice', async () => {
    const exchange = (code: string, redirectUri = REDIRECT_URI, using = connector) =>
      failure(using.exchangeCode({ code, codeVerifier: '', redirectUri, state: '' }));
    const first = await consent();
    expect((await exchange(first.code, REDIRECT_URI, connectorFor(meta, { appSecret: 'nope' }))).kind).toBe('invalid');
    const second = await consent();
    expect((await exchange(second.code, 'http://127.0.0.1:9/callback')).kind).toBe('invalid');
    const third = await consent();
    await connector.exchangeCode({ code: third.code, codeVerifier: '', redirectUri: REDIRECT_URI, state: '' });
    const reused = await exchange(third.code);
    expect(reused.kind).toBe('invalid');
    expect(reused.message).not.toMatch(/Matching code/);
  });

  it('refreshes a long-lived token once it is a day old; too young is no revocation', async () => {
    const tokens = await connect();
    const young = await failure(connector.refresh(tokens.refreshToken ?? ''));
    expect(young.kind).toBe('invalid');

    meta.instagram.ageTokens(25);
    const before = Date.now();
    const fresh = await connector.refresh(tokens.refreshToken ?? '');
    expect(fresh.accessToken).not.toBe(tokens.accessToken);
    expect(fresh.refreshToken).toBe(fresh.accessToken);
    expect(fresh.expiresAt?.getTime()).toBeGreaterThanOrEqual(before + SIXTY_DAYS_MS - 1000);
    expect(callsTo('/refresh_access_token').at(-1)?.query.get('grant_type')).toBe('ig_refresh_token');
    await expect(connector.listMedia(fresh.accessToken, null, null)).resolves.toEqual({
      media: [],
      nextPageToken: null,
    });
  });

  it('calls a refresh of a token withdrawn (#190) revoked', async () => {
    const tokens = await connect();
    meta.instagram.ageTokens(25);
    meta.instagram.revoke();
    expect((await failure(connector.refresh(tokens.refreshToken ?? ''))).kind).toBe('revoked');
    expect((await failure(connector.listMedia(tokens.accessToken, null, null))).kind).toBe('revoked');
  });

  it('has nothing to call to withdraw a grant', async () => {
    const tokens = await connect();
    const before = meta.calls.length;
    await expect(connector.revoke(tokens)).resolves.toBeUndefined();
    expect(meta.calls.length).toBe(before);
  });
});

describe('the Instagram connector: media', () => {
  it('has no albums', async () => {
    const { accessToken } = await connect();
    await expect(connector.listAlbums(accessToken, null)).resolves.toEqual({ albums: [], nextPageToken: null });
    expect((await failure(connector.listMedia(accessToken, '17900000000000001', null))).kind).toBe('not_found');
  });

  it('lists the posts page by page, a carousel as its photos and videos with the post’s caption and time', async () => {
    const { accessToken } = await connect();
    const photo = meta.instagram.addMedia({
      type: 'IMAGE',
      bytes: 'photo',
      caption: 'Sunset #beach',
      timestamp: '2024-05-01T10:00:00Z',
    });
    const carousel = meta.instagram.addMedia({
      type: 'CAROUSEL_ALBUM',
      caption: 'Holiday',
      timestamp: '2024-06-02T08:30:00+02:00',
      children: [
        { type: 'IMAGE', bytes: 'first' },
        { type: 'VIDEO', bytes: 'second' },
      ],
    });
    const video = meta.instagram.addMedia({ type: 'VIDEO', bytes: 'reel', timestamp: '2024-07-03T12:00:00Z' });
    meta.instagram.setPageSize(2);

    const { pages, media } = await listAllMedia(connector, accessToken, null);
    expect(pages.map((page) => page.media.length)).toEqual([3, 1]);
    expect(media).toEqual([
      {
        ref: video.id,
        name: `${video.id}.mp4`,
        kind: 'video',
        takenAt: '2024-07-03T12:00:00.000Z',
        caption: '',
        url: expect.stringContaining(`${meta.url}/cdn/ig/`),
      },
      {
        ref: carousel.childIds[0],
        name: `${carousel.childIds[0]}.jpg`,
        kind: 'photo',
        takenAt: '2024-06-02T06:30:00.000Z',
        caption: 'Holiday',
        url: expect.any(String),
      },
      {
        ref: carousel.childIds[1],
        name: `${carousel.childIds[1]}.mp4`,
        kind: 'video',
        takenAt: '2024-06-02T06:30:00.000Z',
        caption: 'Holiday',
        url: expect.any(String),
      },
      {
        ref: photo.id,
        name: `${photo.id}.jpg`,
        kind: 'photo',
        takenAt: '2024-05-01T10:00:00.000Z',
        caption: 'Sunset #beach',
        url: expect.any(String),
      },
    ]);
    const listings = callsTo('/me/media');
    expect(listings).toHaveLength(2);
    expect(listings[0]?.query.get('fields')).toBe(
      'id,caption,media_type,media_url,timestamp,children{id,media_type,media_url}',
    );
    expect(listings.every((call) => call.query.get('limit') === '100')).toBe(true);
    expect((await failure(connector.listMedia(accessToken, null, 'photos:abc'))).kind).toBe('invalid');
  });

  it('downloads a post and a carousel’s child, fetching a fresh link by id once one expired', async () => {
    const { accessToken } = await connect();
    const bytes = randomBytes(300_000);
    meta.instagram.addMedia({ type: 'IMAGE', bytes });
    meta.instagram.addMedia({
      type: 'CAROUSEL_ALBUM',
      children: [
        { type: 'VIDEO', bytes: 'clip' },
        { type: 'IMAGE', bytes: 'still' },
      ],
    });
    const { media } = await listAllMedia(connector, accessToken, null);
    const [clip, still, photo] = media as [SourceMedia, SourceMedia, SourceMedia];
    expect((await bytesOf(await connector.download(accessToken, photo))).equals(bytes)).toBe(true);
    expect((await bytesOf(await connector.download(accessToken, clip))).toString()).toBe('clip');

    meta.instagram.expireLinks();
    expect((await fetch(still.url)).status).toBe(403);
    expect((await bytesOf(await connector.download(accessToken, still))).toString()).toBe('still');
    expect((await bytesOf(await connector.download(accessToken, photo))).equals(bytes)).toBe(true);
    expect(callsTo(`/${still.ref}`).at(-1)?.query.get('fields')).toBe('media_url');
  });
});

describe('the Instagram connector: when Instagram cannot answer', () => {
  it('passes on throttling, a minute unless Instagram says how long', async () => {
    const { accessToken } = await connect();
    meta.instagram.throttleNext(1, { code: 613 });
    expect(await failure(connector.listMedia(accessToken, null, null))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 60,
    });
    meta.instagram.throttleNext(1, { code: 4, retryAfterSeconds: 30 });
    expect(await failure(connector.listMedia(accessToken, null, null))).toMatchObject({
      kind: 'throttled',
      retryAfterSeconds: 30,
    });
    await expect(connector.listMedia(accessToken, null, null)).resolves.toEqual({ media: [], nextPageToken: null });
  });

  it('calls an expired token revoked and Instagram down unavailable', async () => {
    const { accessToken } = await connect();
    meta.instagram.down(true);
    expect((await failure(connector.listMedia(accessToken, null, null))).kind).toBe('unavailable');
    meta.instagram.down(false);
    meta.instagram.expireTokens();
    expect((await failure(connector.listMedia(accessToken, null, null))).kind).toBe('revoked');
  });
});
