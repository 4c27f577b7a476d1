import { AVATAR_LIMITS, type ErrorCode, type Profile } from '@kinframe/contract';

/** Up to two letters for the picture's place when there is none: first and last name, else the username. */
export function initialsOf(profile: Pick<Profile, 'first_name' | 'last_name' | 'username'>): string {
  const letters = [profile.first_name, profile.last_name].map((name) => [...name.trim()][0] ?? '').join('');
  return (letters || ([...profile.username][0] ?? '?')).toLocaleUpperCase();
}

/** The file problems the server would refuse (spec section 5: JPEG, HEIC or PNG), caught before any upload. */
export function avatarFileIssue(file: Pick<File, 'type' | 'size'>): ErrorCode | null {
  const types: readonly string[] = AVATAR_LIMITS.mimeTypes;
  // Some systems give HEIC files no type; the server still checks the bytes.
  if (file.type !== '' && !types.includes(file.type)) return 'file_format_not_supported';
  if (file.size > AVATAR_LIMITS.maxBytes) return 'file_too_large';
  return null;
}
