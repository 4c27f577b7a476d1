/** Every business constant of the spec (section 9 and the rules of section 5), defined once. */
export const LIMITS = {
  username: { min: 4, max: 240 },
  email: { min: 5, max: 75 },
  /** The spec leaves the bounds open; these are ours. */
  password: { min: 8, max: 128 },
  name: { min: 1, max: 60 },
  caption: { max: 160 },
  login: { attempts: 20, windowMinutes: 5 },
  resetTokenTtlMinutes: 60,
  toast: { timeoutMs: 3000 },
  albumItemsWarning: 2000,
  albumItemsDefaultMax: 2000,
  sharedAlbumMembers: 10,
  framesPerAccount: 10,
  videoClipSeconds: 120,
  videoStorageGb: { plus: 50, base: 5 },
  trialDays: 7,
  /** Photos by mail (ours: the spec names the limits, not their values). */
  inboundMail: { maxMessageBytes: 40 * 1024 * 1024, maxPictures: 20, messagesPerSenderPerHour: 30 },
} as const;

export const PLUS_PRICE = { amount: 49.99, currency: 'USD', frequency: 'annual' } as const;

/** Characters a first or last name may not contain (spec section 5). */
export const FORBIDDEN_NAME_CHARACTERS = ['&', '/', ':', '$', '%', '<', '>'] as const;
