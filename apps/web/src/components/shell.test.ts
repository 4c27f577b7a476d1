import { describe, expect, it } from 'vitest';
import { cookiePolicyFor } from './cookie-policy.ts';
import { passwordRuleStates } from './password-rules.ts';

describe('cookie policy by time zone', () => {
  it.each([
    ['Europe/London', 'uk'],
    ['Europe/Paris', 'fr'],
    ['Europe/Berlin', 'de'],
    ['Europe/Rome', 'it'],
    ['Europe/Madrid', 'es'],
    ['America/New_York', 'default'],
    [undefined, 'default'],
  ])('%s → %s', (timeZone, policy) => {
    expect(cookiePolicyFor(timeZone)).toBe(policy);
  });
});

describe('password rule checklist', () => {
  const met = (password: string) =>
    Object.fromEntries(passwordRuleStates(password).map(({ rule, isMet }) => [rule, isMet]));

  it('judges each rule on its own', () => {
    expect(met('')).toEqual({ length: false, uppercase: false, lowercase: false, symbol: false });
    expect(met('a')).toEqual({ length: false, uppercase: false, lowercase: true, symbol: false });
    expect(met('A!')).toEqual({ length: false, uppercase: true, lowercase: false, symbol: true });
    expect(met('abcdefgh')).toEqual({ length: true, uppercase: false, lowercase: true, symbol: false });
    expect(met('Abcdefg!')).toEqual({ length: true, uppercase: true, lowercase: true, symbol: true });
  });
});
