import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { deriveKey } from '../security/tokens.ts';
import { createAltchaCaptcha } from './altcha.ts';
import type { Captcha } from './captcha.ts';
import { noCaptcha } from './none.ts';
import { createRecaptchaCaptcha } from './recaptcha.ts';

export type { Captcha } from './captcha.ts';

export function createCaptcha(config: Config, db: Database, clock: Clock): Captcha {
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
