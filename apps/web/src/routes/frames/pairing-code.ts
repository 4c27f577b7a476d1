import { normalizePairingCode, PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@kinframe/contract';

/**
 * What the code field shows as it is typed or pasted: forgiven its case, spaces and dashes, and
 * grouped as the frame shows it ("abc-23" → "ABC 23").
 */
export function formatCodeInput(input: string): string {
  const code = normalizePairingCode(input);
  return code.length <= 3 ? code : `${code.slice(0, 3)} ${code.slice(3)}`;
}

/** Six characters of the frame's alphabet: worth sending. Anything else gets a word at the field. */
export function isCompleteCode(input: string): boolean {
  const code = normalizePairingCode(input);
  return (
    code.length === PAIRING_CODE_LENGTH && [...code].every((character) => PAIRING_CODE_ALPHABET.includes(character))
  );
}
