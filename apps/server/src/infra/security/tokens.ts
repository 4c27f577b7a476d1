import { createHmac, hash, randomFillSync, timingSafeEqual } from 'node:crypto';

// Random bytes are drawn from the system generator a few kilobytes at a time and handed out once
// each, as Node does for randomUUID: a call into OpenSSL per token cost more than the rest of an
// anonymous API answer (each one gets a fresh CSRF token).
const POOL_SIZE = 4096;
const pool = Buffer.alloc(POOL_SIZE);
let poolOffset = POOL_SIZE;

function takeRandomBytes(bytes: number): Buffer {
  if (bytes > POOL_SIZE) return randomFillSync(Buffer.alloc(bytes));
  if (poolOffset + bytes > POOL_SIZE) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += bytes;
  return pool.subarray(poolOffset - bytes, poolOffset);
}

/** A secret for a cookie or a link: 32 random bytes, URL-safe. */
export function randomToken(bytes = 32): string {
  return takeRandomBytes(bytes).toString('base64url');
}

/** What the database keeps of a secret token, so a leaked table cannot be replayed. */
export function sha256(value: string): string {
  // One-shot: no Hash object per call (this runs on every signed-in request).
  return hash('sha256', value, 'hex');
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
