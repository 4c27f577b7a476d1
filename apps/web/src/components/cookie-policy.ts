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

/** Where the notice's having been read is kept: the same key as the consent banner that came before it. */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

/** Whether the notice was read under the policy that applies now (an older record's choice counts too). */
export function isCookieNoticeRead(policy: CookiePolicy): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null') as {
      policy?: unknown;
    } | null;
    return stored?.policy === policy;
  } catch {
    return false;
  }
}

export function storeCookieNoticeRead(policy: CookiePolicy): void {
  try {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ policy }));
  } catch {
    // Without storage the notice shows again next time; nothing else depends on it.
  }
}

/** Where the browser keeps a thing Kinframe stores there. */
export type BrowserStore = 'cookie' | 'localStorage' | 'sessionStorage' | 'cache';

/**
 * Everything Kinframe keeps in the browser, with why: what the cookie policy lists. Each one is needed
 * for what the person asked for (being signed in, their choices, an app that opens offline, a frame
 * that keeps showing photos offline); none is for advertising or measuring, and none is shared. As
 * nothing here is optional, the notice asks nothing. A test finds every storage key in the web
 * app's source, so a new one cannot be left out of this list.
 */
export const BROWSER_STORAGE: readonly { store: BrowserStore; name: string; purpose: string }[] = [
  { store: 'cookie', name: 'kinframe_session', purpose: 'session' },
  { store: 'cookie', name: 'csrftoken', purpose: 'csrf' },
  { store: 'localStorage', name: 'locale', purpose: 'language' },
  { store: 'localStorage', name: COOKIE_CONSENT_STORAGE_KEY, purpose: 'cookieNotice' },
  { store: 'localStorage', name: 'kinframe.emailNotice.dismissed', purpose: 'emailNotice' },
  { store: 'localStorage', name: 'kinframe.viewer.infoPanel', purpose: 'infoPanel' },
  { store: 'localStorage', name: 'kinframe.library.density', purpose: 'gridDensity' },
  { store: 'sessionStorage', name: 'kinframe.reloadedFor', purpose: 'reload' },
  { store: 'cache', name: 'kinframe-app-…', purpose: 'appFiles' },
  { store: 'localStorage', name: 'kinframe.frame.deviceToken', purpose: 'frameToken' },
  { store: 'localStorage', name: 'kinframe.frame.playlist', purpose: 'framePlaylist' },
  { store: 'localStorage', name: 'kinframe.frame.recovery', purpose: 'frameRecovery' },
  { store: 'localStorage', name: 'kinframe.frame.memoriesShown', purpose: 'frameMemories' },
  { store: 'cache', name: 'kinframe-frame-shell', purpose: 'frameFiles' },
  { store: 'cache', name: 'kinframe-frame-media', purpose: 'frameMedia' },
];
