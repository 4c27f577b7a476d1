import { ERRORS } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { cancelledError, isFailureBody, mapErrorResponse, networkError, serverMessageOf } from './error-mapping.ts';

describe('the error mapping of spec section 8', () => {
  it.each([
    // status, body, expected message, expected code
    [
      400,
      { message: 'Please check your username and password.' },
      'Please check your username and password.',
      'invalid_credentials',
    ],
    [404, { message: 'This email does not exist' }, 'This email does not exist', 'email_not_found'],
    [409, { error: { message: 'This username is already taken' } }, 'This username is already taken', 'username_taken'],
    [418, { errors: { __all__: ['A teapot said no'] } }, 'A teapot said no', undefined],
    [400, { errors: { old_password: ['Password is incorrect'] } }, 'Password is incorrect', 'password_incorrect'],
    [400, { meta: { message: 'Told in meta' } }, 'Told in meta', undefined],
    [400, {}, 'Something went wrong', 'something_went_wrong'],
    [401, { message: 'whatever the server said' }, 'Unauthorized', 'unauthorized'],
    [403, undefined, 'Unauthorized', 'unauthorized'],
    [500, { message: 'stack trace' }, 'Internal Server Error', 'internal_server_error'],
    [501, undefined, 'Not Implemented', 'not_implemented'],
    [502, undefined, 'Bad Gateway', 'bad_gateway'],
    [503, undefined, 'Service Unavailable', 'service_unavailable'],
    [504, undefined, 'Gateway Timeout', 'gateway_timeout'],
    [429, { message: 'Request was throttled.' }, 'Unhandled Error', 'unhandled_error'],
    [422, undefined, 'Unhandled Error', 'unhandled_error'],
    [Number.NaN, undefined, 'Something went wrong', 'something_went_wrong'],
  ])('status %s with %j shows %j (code %s)', (status, body, message, code) => {
    const error = mapErrorResponse(status, body);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it('keeps the code the server sent, its params and its field errors', () => {
    const error = mapErrorResponse(409, {
      success: false,
      code: 'already_associated',
      message: 'This email is already associated with an account',
      params: { fieldType: 'email' },
      errors: [{ id: 'email', code: 'already_associated', message: 'taken', params: { fieldType: 'email' } }],
    });
    expect(error.code).toBe('already_associated');
    expect(error.params).toEqual({ fieldType: 'email' });
    expect(error.fieldErrors).toEqual([
      { id: 'email', code: 'already_associated', message: 'taken', params: { fieldType: 'email' } },
    ]);
  });

  it('lets a coded 403 that is not about the session keep its own meaning', () => {
    const error = mapErrorResponse(403, { code: 'plus_required', message: ERRORS.plus_required.text });
    expect(error.code).toBe('plus_required');
    expect(error.isUnauthorized).toBe(false);
    expect(mapErrorResponse(403, { code: 'csrf_failed' }).isUnauthorized).toBe(true);
    expect(mapErrorResponse(401, {}).isUnauthorized).toBe(true);
  });

  it('keeps the throttle message for login to recognise', () => {
    const error = mapErrorResponse(429, { code: 'login_throttled', message: ERRORS.login_throttled.text });
    expect(error.code).toBe('login_throttled');
    expect(error.serverMessage).toContain('20 requests per 5 minutes');
  });

  it('treats success false and ok false bodies as errors, even with status 200', () => {
    expect(isFailureBody({ success: false })).toBe(true);
    expect(isFailureBody({ ok: false })).toBe(true);
    expect(isFailureBody({ success: true })).toBe(false);
    expect(isFailureBody(undefined)).toBe(false);
    const error = mapErrorResponse(200, { success: false, message: 'This email is already used' });
    expect(error.message).toBe('This email is already used');
    expect(error.code).toBe('email_taken');
  });

  it('reads the server message in the order the spec gives', () => {
    expect(serverMessageOf({ message: 'first', error: { message: 'second' } })).toBe('first');
    expect(serverMessageOf({ error: { message: 'second' }, meta: { message: 'last' } })).toBe('second');
    expect(serverMessageOf({ errors: { __all__: 'all', old_password: ['old'] } })).toBe('all');
    expect(serverMessageOf('plain text answer')).toBe('plain text answer');
    expect(serverMessageOf({ errors: [{ id: 'email', message: 'a field error is not the message' }] })).toBeUndefined();
  });

  it('names a network failure and a cancelled request', () => {
    expect(networkError()).toMatchObject({ message: 'No internet', code: 'no_internet', status: 0 });
    expect(cancelledError()).toMatchObject({ message: 'cancelled', code: 'cancelled', status: 0 });
  });
});
