import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stripe's webhook signature: header `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>" under the endpoint's secret>` (several v1 entries while a secret is rolled).
 * A timestamp more than the tolerance away from now is refused, so a captured delivery cannot be
 * replayed later. https://docs.stripe.com/webhooks#verify-manually
 */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

function signatureOf(secret: string, timestamp: number, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** The header value Stripe would send: for the local stand-in and for tests. */
export function signStripePayload(secret: string, payload: Buffer | string, timestamp: number): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, payload)}`;
}

export function isValidStripeSignature(
  secret: string,
  payload: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, payload), 'hex');
  return signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
