import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a cookie or a link: 32 random bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret token, so a leaked table cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** HMAC-SHA256 of `value` under `key`, for values the server must later recognise as its own. */
export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** A key for one purpose derived from the one secret, so no two uses share a key. */
export function deriveKey(secret: string, purpose: string): string {
  return hmac(secret, `kinframe:${purpose}`);
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
