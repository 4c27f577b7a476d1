import type { Captcha } from './captcha.ts';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google reCAPTCHA v2: the widget's response token is checked with Google's siteverify call. */
export function createRecaptchaCaptcha(options: { siteKey: string; secretKey: string }): Captcha {
  return {
    provider: 'recaptcha',
    siteKey: options.siteKey,
    async verify(token: string, remoteIp: string) {
      if (!token) return false;
      try {
        const response = await fetch(SITEVERIFY_URL, {
          method: 'POST',
          body: new URLSearchParams({ secret: options.secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(10_000),
        });
        const answer = (await response.json()) as { success?: boolean };
        return answer.success === true;
      } catch {
        // Google unreachable: the person can try again; refusing is the safe side.
        return false;
      }
    },
  };
}
