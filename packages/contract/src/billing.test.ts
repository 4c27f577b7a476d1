import { describe, expect, it } from 'vitest';
import { offeredBenefits, PLUS_BENEFITS, PLUS_PLAN, ZCheckoutRequest, ZContactForm } from './billing.ts';
import { type Capabilities, NO_CAPABILITIES } from './capabilities.ts';
import { LIMITS, PLUS_PRICE } from './limits.ts';
import { renewalFrequencyOf, tierOf } from './plans.ts';

describe('the Plus offer', () => {
  it("is the spec's 49.99 USD a year, named so that tier and frequency read from the name", () => {
    expect(PLUS_PLAN).toEqual({ name: 'plus annual', price: 49.99, currency: 'USD', frequency: 'annual' });
    expect(PLUS_PLAN.price).toBe(PLUS_PRICE.amount);
    expect(tierOf(PLUS_PLAN)).toBe('plus');
    expect(renewalFrequencyOf(PLUS_PLAN)).toBe('annual');
  });

  it('lists the benefits with the numbers of the limits', () => {
    const params = Object.fromEntries(PLUS_BENEFITS.map((benefit) => [benefit.key, benefit.params]));
    expect(params.trial).toEqual({ days: LIMITS.trialDays });
    expect(params.videoClips).toEqual({ minutes: 2 });
    expect(params.videoStorage).toEqual({ gb: 50 });
    expect(params.frames).toEqual({ max: 10 });
  });

  it("promises connected albums only where the server offers them, with the server's number and providers", () => {
    const keys = (capabilities: Capabilities, canPayOnline = false) =>
      offeredBenefits({ canPayOnline, capabilities }).map((benefit) => benefit.key);
    expect(keys(NO_CAPABILITIES)).not.toContain('connectedAlbums');
    expect(keys(NO_CAPABILITIES)).not.toContain('trial');
    expect(keys(NO_CAPABILITIES, true)).toContain('trial');
    const offered = offeredBenefits({
      canPayOnline: false,
      capabilities: { connectedAlbums: { providers: ['dropbox'], maxPhotos: 1200 }, map: null },
    }).find((benefit) => benefit.key === 'connectedAlbums');
    expect(offered).toEqual({ key: 'connectedAlbums', params: { photos: 1200 }, providers: ['dropbox'] });
  });
});

describe('billing requests', () => {
  it('take a return path inside the app only', () => {
    expect(ZCheckoutRequest.safeParse({ returnPath: '/account/membership' }).success).toBe(true);
    expect(ZCheckoutRequest.safeParse({}).success).toBe(true);
    for (const returnPath of ['//evil.example', 'https://evil.example', '/\\evil.example', 'account']) {
      expect(ZCheckoutRequest.safeParse({ returnPath }).success, returnPath).toBe(false);
    }
  });

  it('need a message in the contact form; the subject is optional', () => {
    expect(ZContactForm.parse({ message: '  Hello  ' })).toEqual({ message: 'Hello' });
    expect(ZContactForm.safeParse({ message: '   ' }).success).toBe(false);
    expect(ZContactForm.safeParse({ subject: 'x'.repeat(121), message: 'Hi' }).success).toBe(false);
  });
});
