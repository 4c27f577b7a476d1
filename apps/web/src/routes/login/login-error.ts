import { ERRORS, LIMITS } from '@kinframe/contract';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../i18n/error-text.ts';

/** The server's throttle text names the limit; recognised by it, as spec section 8 says. */
const THROTTLE_PHRASE = `${LIMITS.login.attempts} requests per ${LIMITS.login.windowMinutes} minutes`;

/**
 * Login's own mapping (spec section 8): the wrong-credentials text and the throttle text become
 * friendlier sentences; every other message is shown as is.
 */
export function loginErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const said = error.serverMessage ?? '';
    if (error.code === 'invalid_credentials' || said === ERRORS.invalid_credentials.text) {
      return t('login.errors.invalidCredentials');
    }
    if (error.code === 'login_throttled' || said.includes(THROTTLE_PHRASE)) {
      return t('login.errors.throttled', { minutes: LIMITS.login.windowMinutes });
    }
  }
  return errorText(t, error);
}
