import { z } from 'zod';
import type { SERVER_SETTINGS } from '../settings/server.settings.ts';
import { optionalText, type Settings, type SettingsCheck, type SettingValues } from '../settings/setting.ts';

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha', 'none'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** The sign-up captcha. */
export const CAPTCHA_SETTINGS = {
  CAPTCHA: {
    schema: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
    doc: 'Sign-up captcha: `altcha` (self-hosted proof of work), `recaptcha` (Google reCAPTCHA v2) or `none` (development only).',
  },
  RECAPTCHA_SITE_KEY: {
    schema: optionalText,
    doc: 'reCAPTCHA v2 site key; required when CAPTCHA=recaptcha.',
  },
  RECAPTCHA_SECRET_KEY: {
    schema: optionalText,
    doc: 'reCAPTCHA v2 secret key; required when CAPTCHA=recaptcha.',
    secret: true,
  },
  ALTCHA_MAX_NUMBER: {
    schema: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
    doc: 'ALTCHA difficulty: the largest number the browser may have to try.',
  },
} satisfies Settings;

type CaptchaValues = SettingValues<typeof CAPTCHA_SETTINGS & Pick<typeof SERVER_SETTINGS, 'NODE_ENV'>>;

export const checkCaptchaSettings: SettingsCheck<CaptchaValues> = (values, report) => {
  if (values.CAPTCHA === 'recaptcha' && !(values.RECAPTCHA_SITE_KEY && values.RECAPTCHA_SECRET_KEY)) {
    report('CAPTCHA', 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY');
  }
  if (values.CAPTCHA === 'none' && values.NODE_ENV === 'production') {
    report('CAPTCHA', 'none is refused in production');
  }
};

export type CaptchaConfig = ReturnType<typeof readCaptchaConfig>;

export function readCaptchaConfig(values: SettingValues<typeof CAPTCHA_SETTINGS>) {
  return {
    captcha: {
      provider: values.CAPTCHA,
      recaptchaSiteKey: values.RECAPTCHA_SITE_KEY ?? null,
      recaptchaSecretKey: values.RECAPTCHA_SECRET_KEY ?? null,
    },
    altchaMaxNumber: values.ALTCHA_MAX_NUMBER,
  };
}
