import { describe, expect, it } from 'vitest';
import {
  baseStringUri,
  hmacSha1Signature,
  normalizeParameters,
  percentEncode,
  signatureBaseString,
  signedParameters,
  signUrl,
} from './oauth1.ts';

/** RFC 5849 §3.4.1.1: a request whose parameters come from its query, its body and its header. */
const RFC_REQUEST_PARAMETERS: [string, string][] = [
  ['b5', '=%3D'],
  ['a3', 'a'],
  ['c@', ''],
  ['a2', 'r b'],
  ['oauth_consumer_key', '9djdj82h48djs9d2'],
  ['oauth_token', 'kkk9d7dh3k39sjv7'],
  ['oauth_signature_method', 'HMAC-SHA1'],
  ['oauth_timestamp', '137131201'],
  ['oauth_nonce', '7d8f3e4a'],
  ['c2', ''],
  ['a3', '2 q'],
];

/** The example of signing a request in the X (Twitter) developer documentation, with its secrets. */
const TWITTER = {
  url: 'https://api.twitter.com/1.1/statuses/update.json',
  status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
  credentials: {
    consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  },
  signing: { now: () => 1318622958_000, nonce: () => 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg' },
  signature: 'hCtSmYh+iHYCEqBWrE7C7hYmtUk=',
};

describe('OAuth 1.0a percent-encoding', () => {
  it('encodes everything but the unreserved characters of RFC 3986, as UTF-8', () => {
    expect(percentEncode('Ladies + Gentlemen')).toBe('Ladies%20%2B%20Gentlemen');
    expect(percentEncode('An encoded string!')).toBe('An%20encoded%20string%21');
    expect(percentEncode('Dogs, Cats & Mice')).toBe('Dogs%2C%20Cats%20%26%20Mice');
    expect(percentEncode("*'()")).toBe('%2A%27%28%29');
    expect(percentEncode('AZaz09-._~')).toBe('AZaz09-._~');
    expect(percentEncode('☃')).toBe('%E2%98%83');
  });
});

describe('the OAuth 1.0a signature base string', () => {
  it('keeps a non-default port and drops the query from the URL, in lower case (RFC 5849 §3.4.1.2)', () => {
    expect(baseStringUri('HTTP://EXAMPLE.COM:80/r%20v/X?id=123')).toBe('http://example.com/r%20v/X');
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe('https://www.example.net:8080/');
  });

  it('sorts the parameters by name, then value, once encoded (RFC 5849 §3.4.1.3.2)', () => {
    expect(normalizeParameters(RFC_REQUEST_PARAMETERS)).toBe(
      'a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7',
    );
  });

  it('is the one RFC 5849 §3.4.1.1 gives for its example request', () => {
    expect(signatureBaseString('post', 'http://example.com/request?b5=%3D%253D', RFC_REQUEST_PARAMETERS)).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });
});

describe('the OAuth 1.0a HMAC-SHA1 signature', () => {
  it('is the one RFC 5849 §1.2 gives for its photo request', () => {
    const baseString = signatureBaseString('GET', 'http://photos.example.net/photos', [
      ['file', 'vacation.jpg'],
      ['size', 'original'],
      ['oauth_consumer_key', 'dpf43f3p2l4k3l03'],
      ['oauth_token', 'nnch734d00sl2jdk'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131202'],
      ['oauth_nonce', 'chapoH'],
    ]);
    expect(hmacSha1Signature(baseString, 'kd94hf93k423kf44', 'pfkkdhi9sl3r4s00')).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });

  it('signs a URL as the X developer documentation does, its query written the RFC 3986 way', () => {
    const url = new URL(TWITTER.url);
    url.searchParams.set('include_entities', 'true');
    url.searchParams.set('status', TWITTER.status);
    const signed = signUrl('POST', url, TWITTER.credentials, {}, TWITTER.signing);
    expect(signed.searchParams.get('oauth_signature')).toBe(TWITTER.signature);
    expect(Object.fromEntries(signed.searchParams)).toEqual({
      include_entities: 'true',
      status: TWITTER.status,
      oauth_consumer_key: TWITTER.credentials.consumerKey,
      oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: '1318622958',
      oauth_token: TWITTER.credentials.token,
      oauth_version: '1.0',
      oauth_signature: TWITTER.signature,
    });
    // A '+' in a query means a space to most servers: spaces are %20, a plus %2B.
    expect(signed.search).toContain('status=Hello%20Ladies%20%2B%20Gentlemen%2C');
    expect(signed.search).toContain(`oauth_signature=${encodeURIComponent(TWITTER.signature)}`);
  });

  it('signs protocol parameters too, and without a token uses an empty token secret', () => {
    const credentials = { consumerKey: 'key', consumerSecret: 'secret' };
    const signing = { now: () => 1_700_000_000_999, nonce: () => 'n0nce' };
    const parameters = signedParameters(
      'GET',
      'https://www.flickr.com/services/oauth/request_token',
      credentials,
      {
        oauth_callback: 'http://127.0.0.1:8080/callback?x=1',
      },
      signing,
    );
    const unsigned = parameters.filter(([name]) => name !== 'oauth_signature');
    expect(unsigned.map(([name]) => name)).not.toContain('oauth_token');
    expect(Object.fromEntries(unsigned)).toMatchObject({ oauth_timestamp: '1700000000', oauth_nonce: 'n0nce' });
    const expected = hmacSha1Signature(
      signatureBaseString('GET', 'https://www.flickr.com/services/oauth/request_token', unsigned),
      'secret',
      '',
    );
    expect(Object.fromEntries(parameters).oauth_signature).toBe(expected);
  });

  it('draws a fresh nonce for each request', () => {
    const credentials = { consumerKey: 'key', consumerSecret: 'secret' };
    const nonceOf = () =>
      signUrl('GET', 'https://api.flickr.com/services/rest', credentials).searchParams.get('oauth_nonce');
    expect(nonceOf()).not.toBe(nonceOf());
  });
});
