import { type FlickrStandin, startFlickrStandin } from '@kinframe/testkit/standins/flickr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImportingConnector, SourceMedia } from './connector.ts';
import { bytesOf, failure } from './connector-test-kit.ts';
import { createFlickr, type FlickrOptions } from './flickr.ts';
import { signUrl } from './oauth1.ts';

const REDIRECT_URI = 'http://127.0.0.1:8080/api/v3/connectors/flickr/callback';
const HOUR_MS = 3_600_000;

let flickr: FlickrStandin;
let connector: ImportingConnector;

function optionsFor(standin: FlickrStandin, overrides: Partial<FlickrOptions> = {}): FlickrOptions {
  const env = standin.env();
  return {
    apiKey: env.FLICKR_API_KEY ?? '',
    apiSecret: env.FLICKR_API_SECRET ?? '',
    oauthUrl: env.FLICKR_OAUTH_URL ?? '',
    apiUrl: env.FLICKR_API_URL ?? '',
    callsPerHour: 3000,
    timeoutMs: 2000,
    ...overrides,
  };
}

/** The consent as a browser goes through it: the page, then its form sent with Allow or Cancel. */
async function consent(decision: 'allow' | 'cancel' = 'allow') {
  const started = await connector.startAuthorization({
    state: 'unused',
    codeChallenge: 'unused',
    redirectUri: REDIRECT_URI,
  });
  const html = await (await fetch(started.url)).text();
  const fields = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(([, name, value]) => [
      name ?? '',
      value ?? '',
    ]),
  );
  fields.set('decision', decision);
  const answer = await fetch(started.url.split('?')[0] ?? '', { method: 'POST', body: fields, redirect: 'manual' });
  expect(answer.status).toBe(302);
  const callback = new URL(answer.headers.get('location') ?? '');
  return { started, html, callback };
}

/** What the server does at the callback: the verifier, the request token's secret, the token as the state. */
async function connect() {
  const { started, callback } = await consent();
  return connector.exchangeCode({
    code: callback.searchParams.get('oauth_verifier') ?? '',
    codeVerifier: started.requestToken?.secret ?? '',
    redirectUri: REDIRECT_URI,
    state: callback.searchParams.get('oauth_token') ?? '',
  });
}

const restCalls = (name: string) => flickr.calls.filter((call) => call.kind === 'rest' && call.name === name);

/** A REST call signed by hand, to see what the stand-in makes of it. */
async function signedCall(accessToken: string, options: { consumerSecret?: string; now?: () => number } = {}) {
  const [token, tokenSecret] = accessToken.split(':');
  const url = new URL(flickr.env().FLICKR_API_URL ?? '');
  url.search = new URLSearchParams({
    method: 'flickr.photosets.getList',
    format: 'json',
    nojsoncallback: '1',
  }).toString();
  const signed = signUrl(
    'GET',
    url,
    {
      consumerKey: flickr.apiKey,
      consumerSecret: options.consumerSecret ?? flickr.apiSecret,
      token: token ?? '',
      tokenSecret: tokenSecret ?? '',
    },
    {},
    options.now ? { now: options.now } : {},
  );
  return signed;
}

const stat = async (url: URL) => (await (await fetch(url)).json()) as { stat: string; code?: number };

beforeEach(async () => {
  flickr = await startFlickrStandin();
  connector = createFlickr(optionsFor(flickr));
});

afterEach(async () => {
  await flickr.close();
});

describe('the Flickr connector: OAuth 1.0a', () => {
  it('gets a request token for the callback, then sends the person to authorize it for reading', async () => {
    const started = await connector.startAuthorization({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI });
    const url = new URL(started.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${flickr.env().FLICKR_OAUTH_URL}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ oauth_token: started.requestToken?.token, perms: 'read' });
    expect(started.requestToken?.secret).toEqual(expect.any(String));
    const [call] = flickr.calls;
    expect(call).toMatchObject({ kind: 'oauth', name: 'request_token' });
    expect(call?.query).toMatchObject({
      oauth_callback: REDIRECT_URI,
      oauth_consumer_key: flickr.apiKey,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_version: '1.0',
    });
  });

  it('exchanges the verifier for tokens that never expire, naming the account; a verifier is good once', async () => {
    const { started, html, callback } = await consent();
    expect(html).toContain('Kinframe wants to link to your Flickr account');
    expect(html).toContain('>Allow</button>');
    expect(html).toContain('>Cancel</button>');
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('oauth_token')).toBe(started.requestToken?.token);
    const grant = {
      code: callback.searchParams.get('oauth_verifier') ?? '',
      codeVerifier: started.requestToken?.secret ?? '',
      redirectUri: REDIRECT_URI,
      state: callback.searchParams.get('oauth_token') ?? '',
    };

    const tokens = await connector.exchangeCode(grant);
    expect(tokens).toEqual({
      accessToken: expect.stringMatching(/^[^:]+:[^:]+$/),
      refreshToken: null,
      expiresAt: null,
      accountId: flickr.person.nsid,
      accountLabel: flickr.person.username,
    });
    expect((await connector.listAlbums(tokens.accessToken, null)).albums).toEqual([]);
    expect((await failure(connector.exchangeCode(grant))).kind).toBe('invalid');
  });

  it('is refused with a wrong request token secret (the signature does not match) or a wrong verifier', async () => {
    const { started, callback } = await consent();
    const grant = {
      code: callback.searchParams.get('oauth_verifier') ?? '',
      codeVerifier: started.requestToken?.secret ?? '',
      redirectUri: REDIRECT_URI,
      state: callback.searchParams.get('oauth_token') ?? '',
    };
    expect((await failure(connector.exchangeCode({ ...grant, codeVerifier: 'not-the-secret' }))).kind).toBe('invalid');
    expect((await failure(connector.exchangeCode({ ...grant, code: 'not-the-verifier' }))).kind).toBe('invalid');
    // Neither used the request token up.
    expect((await connector.exchangeCode(grant)).accountId).toBe(flickr.person.nsid);
  });

  it('is refused when the app secret is not the key’s', async () => {
    const wrong = createFlickr(optionsFor(flickr, { apiSecret: 'not-the-secret' }));
    const error = await failure(
      wrong.startAuthorization({ state: 's', codeChallenge: 'c', redirectUri: REDIRECT_URI }),
    );
    expect(error.kind).toBe('invalid');
  });

  it('sends the person back without a verifier when they cancel', async () => {
    const { callback } = await consent('cancel');
    expect(callback.searchParams.has('oauth_verifier')).toBe(false);
    expect(callback.searchParams.get('oauth_problem')).toBe('user_refused');
  });

  it('cannot refresh, and withdraws nothing at Flickr (which has no way to)', async () => {
    const { accessToken } = await connect();
    expect((await failure(connector.refresh('anything'))).kind).toBe('revoked');
    const before = flickr.calls.length;
    await connector.revoke({ accessToken, refreshToken: null });
    expect(flickr.calls.length).toBe(before);
  });

  it('calls a token the person withdrew, or one not of this connector, revoked', async () => {
    const { accessToken } = await connect();
    flickr.revokeTokens();
    expect((await failure(connector.listAlbums(accessToken, null))).kind).toBe('revoked');
    expect((await failure(connector.listAlbums('no-secret-here', null))).kind).toBe('revoked');
  });
});

describe('the Flickr stand-in checks every signature', () => {
  it('refuses a reused nonce, a timestamp more than 10 minutes off, and a wrong secret', async () => {
    const { accessToken } = await connect();
    const once = await signedCall(accessToken);
    expect((await stat(once)).stat).toBe('ok');
    expect(await stat(once)).toMatchObject({ stat: 'fail', code: 96 });
    const late = await signedCall(accessToken, { now: () => Date.now() - 11 * 60_000 });
    expect(await stat(late)).toMatchObject({ stat: 'fail', code: 96 });
    expect((await stat(await signedCall(accessToken, { now: () => Date.now() - 9 * 60_000 }))).stat).toBe('ok');
    expect(await stat(await signedCall(accessToken, { consumerSecret: 'wrong' }))).toMatchObject({
      stat: 'fail',
      code: 96,
    });
    const [token] = accessToken.split(':');
    expect((await failure(connector.listAlbums(`${token}:wrong-token-secret`, null))).kind).toBe('invalid');
  });
});

describe('the Flickr connector: albums and media', () => {
  it('lists the photosets a page at a time, with their photos and videos counted', async () => {
    const { accessToken } = await connect();
    const photo = flickr.addPhoto({ bytes: 'a' });
    const video = flickr.addVideo({ bytes: 'v' });
    const first = flickr.createPhotoset('Summer', [photo.id, video.id]);
    const second = flickr.createPhotoset('Winter', [photo.id]);
    const third = flickr.createPhotoset('Empty', []);
    flickr.perPage = 2;

    const page1 = await connector.listAlbums(accessToken, null);
    expect(page1).toEqual({
      albums: [
        { id: third.id, name: 'Empty', count: 0 },
        { id: second.id, name: 'Winter', count: 1 },
      ],
      nextPageToken: '2',
    });
    const page2 = await connector.listAlbums(accessToken, page1.nextPageToken);
    expect(page2).toEqual({ albums: [{ id: first.id, name: 'Summer', count: 2 }], nextPageToken: null });
    expect(restCalls('flickr.photosets.getList').map((call) => [call.query.per_page, call.query.page])).toEqual([
      ['500', '1'],
      ['500', '2'],
    ]);
    expect((await failure(connector.listAlbums(accessToken, 'not-a-page'))).kind).toBe('invalid');
  });

  it('describes each photo and video of a photoset: name, kind, date, caption, link; page by page', async () => {
    const { accessToken } = await connect();
    const beach = flickr.addPhoto({
      bytes: 'beach',
      title: 'Beach',
      description: 'At the sea',
      format: 'png',
      dateTaken: '2019-08-02 10:00:00',
    });
    const untitled = flickr.addPhoto({
      bytes: 'untitled',
      dateTaken: null,
      dateUpload: new Date('2020-01-05T12:00:00Z'),
    });
    const party = flickr.addVideo({ bytes: 'party video', title: 'Party', dateTaken: '2021-12-31 23:59:00' });
    const named = flickr.addPhoto({ bytes: 'named', title: 'IMG_1234.JPG', description: '  ' });
    const set = flickr.createPhotoset('Mixed', [beach.id, untitled.id, party.id, named.id]);
    flickr.perPage = 3;

    const page1 = await connector.listMedia(accessToken, set.id, null);
    expect(page1.nextPageToken).toBe('2');
    const page2 = await connector.listMedia(accessToken, set.id, page1.nextPageToken);
    expect(page2.nextPageToken).toBeNull();
    const media = [...page1.media, ...page2.media];
    expect(media).toEqual([
      {
        ref: beach.id,
        name: 'Beach.png',
        kind: 'photo',
        // The camera's wall-clock time, read as UTC.
        takenAt: '2019-08-02T10:00:00.000Z',
        caption: 'At the sea',
        url: `${flickr.url}/photos/65535/${beach.id}_${beach.originalSecret}_o.png`,
      },
      {
        ref: untitled.id,
        name: `${untitled.id}.jpg`,
        kind: 'photo',
        // Flickr does not know when it was taken: when it was uploaded.
        takenAt: '2020-01-05T12:00:00.000Z',
        caption: '',
        url: `${flickr.url}/photos/65535/${untitled.id}_${untitled.originalSecret}_o.jpg`,
      },
      {
        ref: party.id,
        name: 'Party.mp4',
        kind: 'video',
        takenAt: '2021-12-31T23:59:00.000Z',
        caption: 'Party',
        url: `${flickr.url}/photos/${flickr.person.nsid}/${party.id}/play/orig/${party.originalSecret}/`,
      },
      {
        ref: named.id,
        name: 'IMG_1234.JPG',
        kind: 'photo',
        takenAt: expect.any(String),
        caption: 'IMG_1234.JPG',
        url: `${flickr.url}/photos/65535/${named.id}_${named.originalSecret}_o.jpg`,
      },
    ] satisfies SourceMedia[]);
    const [call] = restCalls('flickr.photosets.getPhotos');
    expect(call?.query).toMatchObject({
      photoset_id: set.id,
      media: 'all',
      per_page: '500',
      page: '1',
      format: 'json',
      nojsoncallback: '1',
    });
    expect(call?.query.extras?.split(',').sort()).toEqual(
      ['date_taken', 'date_upload', 'description', 'media', 'o_dims', 'original_format', 'url_o'].sort(),
    );
  });

  it('lists everything the person uploaded, newest first, when no album is named', async () => {
    const { accessToken } = await connect();
    const older = flickr.addPhoto({ bytes: 'old', title: 'Old', dateUpload: new Date('2015-01-01T00:00:00Z') });
    const newer = flickr.addVideo({ bytes: 'new', title: 'New', dateUpload: new Date('2024-01-01T00:00:00Z') });
    flickr.perPage = 1;
    const page1 = await connector.listMedia(accessToken, null, null);
    const page2 = await connector.listMedia(accessToken, null, page1.nextPageToken);
    expect([...page1.media, ...page2.media].map((media) => [media.ref, media.name, media.kind])).toEqual([
      [newer.id, 'New.mp4', 'video'],
      [older.id, 'Old.jpg', 'photo'],
    ]);
    expect(page2.nextPageToken).toBeNull();
    expect(restCalls('flickr.people.getPhotos')[0]?.query).toMatchObject({ user_id: 'me', per_page: '500', page: '1' });
  });

  it('calls a photoset that is gone not found', async () => {
    const { accessToken } = await connect();
    expect((await failure(connector.listMedia(accessToken, '72157600000000000', null))).kind).toBe('not_found');
  });
});

describe('the Flickr connector: downloads', () => {
  it('fetches the original of a photo and of a video from their links, unsigned', async () => {
    const { accessToken } = await connect();
    const photo = flickr.addPhoto({ bytes: 'photo bytes', title: 'P' });
    const video = flickr.addVideo({ bytes: 'video bytes', title: 'V' });
    const { media } = await connector.listMedia(accessToken, null, null);
    const byRef = new Map(media.map((item) => [item.ref, item]));
    const photoMedia = byRef.get(photo.id);
    const videoMedia = byRef.get(video.id);
    if (!photoMedia || !videoMedia) throw new Error('not listed');
    expect((await bytesOf(await connector.download(accessToken, photoMedia))).toString()).toBe('photo bytes');
    expect((await bytesOf(await connector.download(accessToken, videoMedia))).toString()).toBe('video bytes');
    expect(restCalls('flickr.photos.getSizes')).toEqual([]);
    expect(flickr.calls.filter((call) => call.kind === 'file').every((call) => !call.query.oauth_signature)).toBe(true);
  });

  it('gets a fresh link by the id when one expired, for a photo and a video, once', async () => {
    const { accessToken } = await connect();
    const photo = flickr.addPhoto({ bytes: 'photo bytes' });
    const video = flickr.addVideo({ bytes: 'video bytes' });
    const { media } = await connector.listMedia(accessToken, null, null);
    flickr.expirePhotoUrl(photo.id);
    flickr.expirePhotoUrl(video.id);
    for (const item of media) {
      const bytes = await bytesOf(await connector.download(accessToken, item));
      expect(bytes.toString()).toBe(item.ref === photo.id ? 'photo bytes' : 'video bytes');
    }
    expect(
      restCalls('flickr.photos.getSizes')
        .map((call) => call.query.photo_id)
        .sort(),
    ).toEqual([photo.id, video.id].sort());
    // Without a link at all, straight to the sizes.
    const bare = await connector.download(accessToken, { ref: photo.id, url: '', kind: 'photo' });
    expect((await bytesOf(bare)).toString()).toBe('photo bytes');
  });

  it('calls a photo that is gone not found', async () => {
    const { accessToken } = await connect();
    const error = await failure(
      connector.download(accessToken, { ref: '1', url: `${flickr.url}/photos/65535/1_00_o.jpg`, kind: 'photo' }),
    );
    expect(error.kind).toBe('not_found');
  });
});

describe('the Flickr connector: errors', () => {
  it('maps what Flickr answers to the kinds of ConnectorError', async () => {
    const { accessToken } = await connect();
    const cases: [Parameters<FlickrStandin['failNext']>[1], string, number | null][] = [
      [{ code: 98 }, 'revoked', null],
      [{ code: 99 }, 'revoked', null],
      [{ code: 105 }, 'unavailable', null],
      [{ code: 106 }, 'unavailable', null],
      [{ code: 96 }, 'invalid', null],
      [{ code: 100 }, 'invalid', null],
      [{ code: 116 }, 'invalid', null],
      [{ status: 429, retryAfterSeconds: 30 }, 'throttled', 30],
      [{ status: 502 }, 'unavailable', null],
    ];
    for (const [answer, kind, retryAfterSeconds] of cases) {
      flickr.failNext(1, answer);
      const error = await failure(connector.listAlbums(accessToken, null));
      expect([answer, error.kind, error.retryAfterSeconds]).toEqual([answer, kind, retryAfterSeconds]);
      // Only the code goes into the message, never Flickr's text.
      expect(error.message).not.toMatch(/Invalid|unavailable|Insufficient|Bad URL/);
    }
    expect((await connector.listAlbums(accessToken, null)).albums).toEqual([]);
  });

  it('calls an unknown photo not found at download', async () => {
    const { accessToken } = await connect();
    expect((await failure(connector.download(accessToken, { ref: '42', url: '', kind: 'video' }))).kind).toBe(
      'not_found',
    );
  });
});

describe('the Flickr connector: the hourly allowance', () => {
  /** A clock that moves only when told to, or when the window waits on it. */
  function fakeClock(start: number) {
    const clock = {
      at: start,
      waits: [] as number[],
      now: () => clock.at,
      async sleep(ms: number) {
        clock.waits.push(ms);
        clock.at += ms;
      },
    };
    return clock;
  }

  it('makes the call past the allowance wait until the oldest of the hour leaves it', async () => {
    const { accessToken } = await connect();
    const clock = fakeClock(1_000_000);
    const limited = createFlickr(optionsFor(flickr, { callsPerHour: 3, windowClock: clock }));
    for (const step of [0, 1000, 1000]) {
      clock.at += step;
      await limited.listAlbums(accessToken, null);
    }
    expect(clock.waits).toEqual([]);
    clock.at = 1_000_000 + HOUR_MS - 10_000;
    await limited.listAlbums(accessToken, null);
    expect(clock.waits).toEqual([10_000]);
    // The next one waits for the second call of the hour to leave it.
    await limited.listAlbums(accessToken, null);
    expect(clock.waits).toEqual([10_000, 1000]);
    expect(restCalls('flickr.photosets.getList')).toHaveLength(5);
  });

  it('does not wait long: past a couple of minutes, the call is throttled with how long to wait', async () => {
    const { accessToken } = await connect();
    const clock = fakeClock(1_000_000);
    const limited = createFlickr(optionsFor(flickr, { callsPerHour: 3, windowClock: clock }));
    for (let call = 0; call < 3; call += 1) await limited.listAlbums(accessToken, null);
    clock.at += 60_000;
    const error = await failure(limited.listAlbums(accessToken, null));
    expect([error.kind, error.retryAfterSeconds]).toEqual(['throttled', 3540]);
    expect(clock.waits).toEqual([]);
    expect(restCalls('flickr.photosets.getList')).toHaveLength(3);
  });

  it('stops waiting when the caller gives up', async () => {
    const { accessToken } = await connect();
    const clock = {
      at: 1_000_000,
      waits: [] as number[],
      now: () => clock.at,
      // Waits until the caller gives up.
      sleep: (ms: number, signal?: AbortSignal) =>
        new Promise<void>((_resolve, reject) => {
          clock.waits.push(ms);
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
    };
    const limited = createFlickr(optionsFor(flickr, { callsPerHour: 1, windowClock: clock }));
    await limited.listAlbums(accessToken, null);
    clock.at += HOUR_MS - 5000;
    const controller = new AbortController();
    const download = limited.download(accessToken, { ref: '1', url: '', kind: 'photo' }, controller.signal);
    await expect.poll(() => clock.waits).toEqual([5000]);
    controller.abort(new Error('stopped'));
    await expect(download).rejects.toThrow('stopped');
    expect(restCalls('flickr.photos.getSizes')).toEqual([]);
  });
});
