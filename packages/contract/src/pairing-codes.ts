/**
 * Pairing codes: six characters with no look-alikes (no 0/O, 1/I/L), shown as "ABC 234". Kept apart
 * from frames.ts (which re-exports them) and free of zod, so the frame player can use them and stay light.
 */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 6;
export const PAIRING_TTL_MINUTES = 10;

/** What a person types is forgiven its case, spaces and dashes. */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** "ABC234" → "ABC 234": easier to read across a room and to type. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}
