/**
 * What the operator wrote in a reply, without what their mail program quoted: every line from a
 * quote header ("On <date>, <someone> wrote:", and its usual translations, or Outlook's
 * "-----Original Message-----" and its underscore rule) or a signature delimiter ("-- ") on is cut,
 * and so is every line that starts with '>'.
 */
const QUOTE_HEADERS = [
  /^on\b.*\bwrote:\s*$/i,
  /^le\b.*\ba écrit\s*:\s*$/i,
  /^am\b.*\bschrieb\b.*:\s*$/i,
  /^el\b.*\bescribió:\s*$/i,
  /^il\b.*\bha scritto:\s*$/i,
  /^-{2,}\s*original message\s*-{2,}\s*$/i,
  /^-{2,}\s*(ursprüngliche nachricht|message d'origine|mensaje original|messaggio originale)\s*-{2,}\s*$/i,
  /^_{20,}\s*$/,
];

function isQuoteHeader(line: string, next: string | undefined): boolean {
  const trimmed = line.trim();
  if (QUOTE_HEADERS.some((header) => header.test(trimmed))) return true;
  // Mail programs wrap a long "On …, Someone <address> wrote:" over two lines.
  return /^on\b/i.test(trimmed) && next !== undefined && /\bwrote:\s*$/i.test(next.trim());
}

export function replyText(text: string, maxLength: number): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (isQuoteHeader(line, lines[index + 1]) || line === '-- ') break;
    if (line.trimStart().startsWith('>')) continue;
    kept.push(line.trimEnd());
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxLength)
    .trim();
}
