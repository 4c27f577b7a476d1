import { z } from 'zod';

/** C0 control characters but tab, line feed and carriage return, and DEL: never text a person typed. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}
/** Half of a surrogate pair with no other half: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is text as people write it: no NUL or other control character, no lone surrogate. */
export function isPlainText(text: string): boolean {
  return !hasControlCharacter(text) && !LONE_SURROGATE.test(text);
}

/** A string a person typed (a caption, a name): refused with 400 when it holds what no keyboard types. */
export function plainString() {
  return z.string().refine(isPlainText, { message: 'must not contain control characters or broken characters' });
}
