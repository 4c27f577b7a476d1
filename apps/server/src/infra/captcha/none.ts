import type { Captcha } from './captcha.ts';

/** No captcha: every token passes. Development and tests only; config refuses it in production. */
export const noCaptcha: Captcha = {
  provider: 'none',
  verify: async () => true,
};
