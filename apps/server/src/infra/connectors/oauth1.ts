import { createHmac, randomBytes } from 'node:crypto';

/**
 * OAuth 1.0a request signing (RFC 5849), with HMAC-SHA1, the one method Flickr takes. A request is
 * signed over its method, its URL without the query, and every parameter it carries (the query's
 * and the `oauth_*` ones), each percent-encoded the RFC 3986 way; the key is the consumer secret
 * and the token secret. Small pure functions, so a provider's stand-in can check what a client sent
 * with the same code that a test proves against the RFC's own examples.
 */

export type OAuthParameter = readonly [name: string, value: string];

export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
  /** The request token or the access token; absent while asking for a request token. */
  token?: string;
  tokenSecret?: string;
}

/** Where a signature's time and nonce come from: tests fix them, the server draws them. */
export interface OAuthSigning {
  /** Milliseconds since the epoch. */
  now?: () => number;
  nonce?: () => string;
}

/** RFC 5849 §3.6: every octet of the UTF-8 form but ALPHA, DIGIT, '-', '.', '_' and '~' as %XX. */
export function percentEncode(value: string): string {
  // encodeURIComponent leaves five more characters as they are than RFC 3986 allows.
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 5849 §3.4.1.2: scheme and host in lower case, the port only when not the default, the path; no query. */
export function baseStringUri(url: URL | string): string {
  const target = new URL(url);
  // URL already lower-cases the scheme and host and drops a default port.
  return `${target.protocol}//${target.host}${target.pathname}`;
}

/** RFC 5849 §3.4.1.3.2: the parameters encoded, sorted by name then value, joined as name=value&... */
export function normalizeParameters(parameters: Iterable<OAuthParameter>): string {
  const encoded = [...parameters].map(([name, value]) => [percentEncode(name), percentEncode(value)] as const);
  // Encoded, they are ASCII: comparing code units is comparing bytes.
  encoded.sort(([nameA, valueA], [nameB, valueB]) => compare(nameA, nameB) || compare(valueA, valueB));
  return encoded.map(([name, value]) => `${name}=${value}`).join('&');
}

/** RFC 5849 §3.4.1: METHOD&base-string-URI&normalized-parameters, the last two encoded once more. */
export function signatureBaseString(method: string, url: URL | string, parameters: Iterable<OAuthParameter>): string {
  return [method.toUpperCase(), percentEncode(baseStringUri(url)), percentEncode(normalizeParameters(parameters))].join(
    '&',
  );
}

/** RFC 5849 §3.4.2: HMAC-SHA1 of the base string, keyed by both secrets, in base64. */
export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`)
    .update(baseString)
    .digest('base64');
}

/**
 * The `oauth_*` parameters of a request, `oauth_signature` included: signed over the URL's query,
 * `extra` (protocol parameters such as oauth_callback or oauth_verifier) and the usual ones.
 */
export function signedParameters(
  method: string,
  url: URL | string,
  credentials: OAuthCredentials,
  extra: Record<string, string> = {},
  signing: OAuthSigning = {},
): OAuthParameter[] {
  const target = new URL(url);
  const now = signing.now ?? Date.now;
  const protocol: OAuthParameter[] = [
    ['oauth_consumer_key', credentials.consumerKey],
    ['oauth_nonce', (signing.nonce ?? randomNonce)()],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', String(Math.floor(now() / 1000))],
    ['oauth_version', '1.0'],
    ...(credentials.token === undefined ? [] : [['oauth_token', credentials.token] as const]),
    ...Object.entries(extra),
  ];
  const baseString = signatureBaseString(method, target, [...target.searchParams, ...protocol]);
  const signature = hmacSha1Signature(baseString, credentials.consumerSecret, credentials.tokenSecret);
  return [...protocol, ['oauth_signature', signature]];
}

/**
 * The URL with the signed `oauth_*` parameters added to its query (RFC 5849 §3.5.3): a GET that
 * needs no Authorization header. The whole query is written the RFC 3986 way, so what the server
 * decodes is what was signed (no '+' for a space).
 */
export function signUrl(
  method: string,
  url: URL | string,
  credentials: OAuthCredentials,
  extra: Record<string, string> = {},
  signing: OAuthSigning = {},
): URL {
  const target = new URL(url);
  const oauth = signedParameters(method, target, credentials, extra, signing);
  target.search = [...target.searchParams, ...oauth]
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');
  return target;
}

function randomNonce(): string {
  return randomBytes(16).toString('hex');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
