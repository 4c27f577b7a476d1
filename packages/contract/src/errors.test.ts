import { describe, expect, it } from 'vitest';
import { ERRORS, errorText, interpolate } from './errors.ts';

describe('error texts', () => {
  it('fill their placeholders', () => {
    expect(errorText('friends_maximum', { max: 50 })).toBe('You can add a maximum of 50 friends');
    expect(errorText('already_associated', { fieldType: 'email' })).toBe(
      'This email is already associated with an account',
    );
  });
  it('leave an unknown placeholder visible', () => {
    expect(interpolate('{field} and {other}', { field: 'a' })).toBe('a and {other}');
  });
  it("keep the spec's login throttle wording the web app recognises", () => {
    expect(ERRORS.login_throttled.text).toContain('20 requests per 5 minutes');
  });
});
