import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { deriveKey } from '../security/tokens.ts';
import { createAltchaCaptcha } from './altcha.ts';
import type { CaptchaConfig } from './captcha.settings.ts';
import type { Captcha } from './captcha.ts';
import { noCaptcha } from './none.ts';
import { createRecaptchaCaptcha } from './recaptcha.ts';

export type { Captcha } from './captcha.ts';

/** ALTCHA's challenges are signed with a key derived from the session secret. */
export function createCaptcha(config: CaptchaConfig & { sessionSecret: string }, db: Database, clock: Clock): Captcha {
  switch (config.captcha.provider) {
    case 'recaptcha':
      return createRecaptchaCaptcha({
        siteKey: config.captcha.recaptchaSiteKey ?? '',
        secretKey: config.captcha.recaptchaSecretKey ?? '',
      });
    case 'none':
      return noCaptcha;
    default:
      return createAltchaCaptcha({
        hmacKey: deriveKey(config.sessionSecret, 'altcha'),
        maxNumber: config.altchaMaxNumber,
        db,
        clock,
      });
  }
}
