import { ERRORS } from '@kinframe/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapErrorResponse, networkError } from '../../api/error-mapping.ts';
import { initI18n } from '../../i18n/i18n.ts';
import { loginErrorText } from './login-error.ts';

describe("login's own error texts (spec section 8)", () => {
  let t: Awaited<ReturnType<typeof initI18n>>['t'];
  beforeAll(async () => {
    t = (await initI18n('en-US')).t;
  });

  it('turns the wrong-credentials message into a friendlier one', () => {
    const error = mapErrorResponse(400, { message: ERRORS.invalid_credentials.text });
    expect(loginErrorText(t, error)).toBe('Invalid username or password.');
  });

  it('recognises the throttle by its 20-requests-per-5-minutes message, with or without a code', () => {
    const expected = 'Too many log in attempts. Please reset your password or retry in 5 minutes.';
    expect(loginErrorText(t, mapErrorResponse(429, { message: ERRORS.login_throttled.text }))).toBe(expected);
    expect(loginErrorText(t, mapErrorResponse(429, { code: 'login_throttled', message: 'x' }))).toBe(expected);
  });

  it('shows other messages as they are', () => {
    expect(loginErrorText(t, mapErrorResponse(400, { message: 'Your account is locked' }))).toBe(
      'Your account is locked',
    );
    expect(loginErrorText(t, networkError())).toBe('No internet');
  });
});
