/**
 * Storage keys are paths inside the storage root (a folder or a bucket), so a key that a forged
 * request slips through must never reach outside it: lowercase letters, digits, `.`, `_`, `-` in
 * segments separated by single slashes, each segment starting with a letter or digit (so no `.`,
 * `..`, hidden or temporary names), no `..` anywhere, at most 512 characters.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 512;

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 100))}`);
    this.name = 'StorageKeyError';
  }
}

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new StorageKeyError(key);
}
