/**
 * Which cookie policy the consent banner shows, chosen by the browser's time zone (spec section 2):
 * London, Paris, Berlin, Rome and Madrid each have their own, everyone else the default.
 */
export const COOKIE_POLICIES = ['uk', 'fr', 'de', 'it', 'es', 'default'] as const;
export type CookiePolicy = (typeof COOKIE_POLICIES)[number];

const POLICY_BY_TIME_ZONE: Record<string, CookiePolicy> = {
  'Europe/London': 'uk',
  'Europe/Paris': 'fr',
  'Europe/Berlin': 'de',
  'Europe/Rome': 'it',
  'Europe/Madrid': 'es',
};

export function cookiePolicyFor(timeZone: string | undefined): CookiePolicy {
  return (timeZone && POLICY_BY_TIME_ZONE[timeZone]) || 'default';
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export type CookieChoice = 'all' | 'essential';
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

interface StoredConsent {
  policy: CookiePolicy;
  choice: CookieChoice;
}

/** The remembered choice, if it was made under the policy that applies now. */
export function readCookieConsent(policy: CookiePolicy): CookieChoice | null {
  try {
    const stored = JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null') as StoredConsent | null;
    return stored?.policy === policy ? stored.choice : null;
  } catch {
    return null;
  }
}

export function storeCookieConsent(policy: CookiePolicy, choice: CookieChoice): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ policy, choice } satisfies StoredConsent));
  } catch {
    // Without storage the banner asks again next time; nothing else depends on it.
  }
}
