import { describe, expect, it } from 'vitest';
import { formatCodeInput, isCompleteCode } from './pairing-code.ts';

describe('the pairing code as typed', () => {
  it('shows it grouped as the frame does, whatever case, spaces and dashes were typed', () => {
    expect(formatCodeInput('abc234')).toBe('ABC 234');
    expect(formatCodeInput(' ab-c 2 3')).toBe('ABC 23');
    expect(formatCodeInput('ab')).toBe('AB');
    expect(formatCodeInput('ABC ')).toBe('ABC');
  });

  it('is complete with six characters of the frame’s alphabet only', () => {
    expect(isCompleteCode('abc-234')).toBe(true);
    expect(isCompleteCode('ABC 23')).toBe(false);
    expect(isCompleteCode('ABC 2345')).toBe(false);
    // 0, O, 1, I and L are never on a frame: they look too much alike.
    expect(isCompleteCode('AB0 234')).toBe(false);
    expect(isCompleteCode('ABL 234')).toBe(false);
  });
});
