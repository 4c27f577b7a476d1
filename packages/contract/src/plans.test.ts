import { describe, expect, it } from 'vitest';
import { renewalFrequencyOf, tierOf } from './plans.ts';

describe('tier from the plan name', () => {
  it('is plus when the name or the plan name says plus', () => {
    expect(tierOf({ name: 'Kinframe Plus Annual' })).toBe('plus');
    expect(tierOf({ plan: { name: 'plus monthly' } })).toBe('plus');
  });
  it('is lite otherwise, and for no subscription', () => {
    expect(tierOf({ name: 'lite' })).toBe('lite');
    expect(tierOf(null)).toBe('lite');
  });
});

describe('renewal frequency from the plan name', () => {
  it('reads quarterly and monthly, otherwise annual', () => {
    expect(renewalFrequencyOf({ name: 'Plus Quarterly' })).toBe('quarterly');
    expect(renewalFrequencyOf({ plan: { name: 'plus monthly' } })).toBe('monthly');
    expect(renewalFrequencyOf({ name: 'plus' })).toBe('annual');
  });
});
