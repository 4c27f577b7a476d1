import type { CaptchaProvider } from './captcha.settings.ts';

/** An ALTCHA challenge, as its widget fetches it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Proof that a person, not a script, filled in the sign-up form. */
export interface Captcha {
  provider: CaptchaProvider;
  /** What the web app needs to show the widget (reCAPTCHA's site key). */
  siteKey?: string;
  /** True when `token` (what the widget produced) is a fresh, valid solution. */
  verify(token: string, remoteIp: string): Promise<boolean>;
  /** ALTCHA only: a new challenge for the widget to solve. */
  createChallenge?(): Promise<CaptchaChallenge>;
}
