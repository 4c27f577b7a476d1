import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { Payload } from 'altcha-lib/types';
import { addMinutes, type Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/database.ts';
import type { Captcha } from './captcha.ts';

const CHALLENGE_MINUTES = 10;

/**
 * ALTCHA: a self-hosted proof of work. The browser finds the number behind a hashed challenge that
 * we signed; we check the signature and the number, and keep each solved challenge's signature until
 * it expires so one solution cannot be used twice (in the database, so this holds across processes).
 */
export function createAltchaCaptcha(options: {
  hmacKey: string;
  maxNumber: number;
  db: Database;
  clock: Clock;
}): Captcha {
  const { hmacKey, maxNumber, db, clock } = options;
  return {
    provider: 'altcha',
    createChallenge: () =>
      createChallenge({ hmacKey, maxnumber: maxNumber, expires: addMinutes(clock.now(), CHALLENGE_MINUTES) }),

    async verify(token: string) {
      const payload = decodePayload(token);
      if (!payload) return false;
      const expires = Number(extractParams(payload).expires) * 1000;
      const now = clock.now();
      // Expiry is checked here against our clock; the library would read Date.now() itself.
      if (!Number.isFinite(expires) || expires < now.getTime()) return false;
      if (!(await verifySolution(payload, hmacKey, false))) return false;
      return rememberSolution(db, payload.signature, new Date(expires), now);
    },
  };
}

/** The widget submits base64-encoded JSON. */
function decodePayload(token: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    const isPayload =
      typeof payload?.algorithm === 'string' &&
      typeof payload.challenge === 'string' &&
      typeof payload.number === 'number' &&
      typeof payload.salt === 'string' &&
      typeof payload.signature === 'string';
    return isPayload ? payload : null;
  } catch {
    return null;
  }
}

/** False when this solution was already used. */
async function rememberSolution(db: Database, signature: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.deleteFrom('captcha_solutions').where('expires_at', '<', now.toISOString()).execute();
  try {
    await db.insertInto('captcha_solutions').values({ signature, expires_at: expiresAt.toISOString() }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
