import { describe, expect, it } from 'vitest';
import { isValidStripeSignature, signStripePayload } from './stripe-signature.ts';

const SECRET = 'whsec_test_secret';
const BODY = Buffer.from('{"id":"evt_1","type":"invoice.paid"}');
const NOW = new Date('2030-01-01T00:00:00Z');
const T = NOW.getTime() / 1000;

describe('Stripe webhook signatures', () => {
  it('accept a delivery signed with the secret over timestamp and raw body', () => {
    expect(isValidStripeSignature(SECRET, BODY, signStripePayload(SECRET, BODY, T), NOW)).toBe(true);
  });

  it('accept any one valid v1 among several (a secret being rolled)', () => {
    const header = `t=${T},v1=${'0'.repeat(64)},${signStripePayload(SECRET, BODY, T).split(',')[1]}`;
    expect(isValidStripeSignature(SECRET, BODY, header, NOW)).toBe(true);
  });

  it('refuse another secret, a changed body, a missing or malformed header', () => {
    expect(isValidStripeSignature(SECRET, BODY, signStripePayload('whsec_other', BODY, T), NOW)).toBe(false);
    const changed = Buffer.from('{"id":"evt_1","type":"invoice.paid" }');
    expect(isValidStripeSignature(SECRET, changed, signStripePayload(SECRET, BODY, T), NOW)).toBe(false);
    expect(isValidStripeSignature(SECRET, BODY, undefined, NOW)).toBe(false);
    expect(isValidStripeSignature(SECRET, BODY, 'v1=abc', NOW)).toBe(false);
    expect(isValidStripeSignature(SECRET, BODY, `t=${T},v1=zz`, NOW)).toBe(false);
  });

  it('refuse a timestamp more than five minutes away from now', () => {
    expect(isValidStripeSignature(SECRET, BODY, signStripePayload(SECRET, BODY, T - 299), NOW)).toBe(true);
    expect(isValidStripeSignature(SECRET, BODY, signStripePayload(SECRET, BODY, T - 301), NOW)).toBe(false);
    expect(isValidStripeSignature(SECRET, BODY, signStripePayload(SECRET, BODY, T + 301), NOW)).toBe(false);
  });
});
