import { ERROR_CODES, FIELD_LABELS, LOCALES } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { englishMessages, type Messages } from './i18n.ts';

const localeFiles = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

/** Every leaf as `a.b.c` → text. */
function flatten(messages: unknown, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  if (typeof messages === 'string') return leaves.set(prefix, messages);
  for (const [key, value] of Object.entries(messages as Record<string, unknown>)) {
    for (const [path, text] of flatten(value, prefix ? `${prefix}.${key}` : key)) leaves.set(path, text);
  }
  return leaves;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

const english = flatten(englishMessages());

/** The app's own source, as text: to find the keys it asks for. */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/locales/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)
  .map(([, text]) => text)
  .join('\n');

/**
 * Whether the app asks for `key`: by its whole name, by a name it is composed from
 * (`${prefix}.title`, `` `prefix.${kind}` ``), or, for the frame player's section, as a property of
 * the player's texts. Error codes, field names and notification types are asked for by their code.
 */
function isAskedFor(key: string): boolean {
  if (/^(errors|fields|notifications\.types)\./.test(key)) return true;
  if (key.startsWith('player.')) return sources.includes(`texts.${key.slice('player.'.length)}`);
  const parts = key.split('.');
  if (sources.includes(`'${key}'`)) return true;
  for (let length = parts.length - 1; length > 0; length -= 1) {
    const prefix = parts.slice(0, length).join('.');
    // Composed at run time: `prefix.${name}`, or a name of two parts or more + '.title'.
    if (sources.includes(`\`${prefix}.\${`)) return true;
    if (length > 1 && sources.includes(`'${prefix}'`)) return true;
  }
  return false;
}

describe('locale files', () => {
  it('holds no text the app never asks for', () => {
    expect([...english.keys()].filter((key) => !isAskedFor(key))).toEqual([]);
  });

  it('en-US carries every contract error code and field name', () => {
    for (const code of ERROR_CODES) expect(english.has(`errors.${code}`), code).toBe(true);
    for (const field of Object.keys(FIELD_LABELS)) expect(english.has(`fields.${field}`), field).toBe(true);
  });

  it('en-US does not repeat the contract texts it takes from there', () => {
    const file = localeFiles['./locales/en-US.json'] as Messages;
    expect(file.errors).toBeUndefined();
    expect(file.fields).toBeUndefined();
  });

  describe.each(LOCALES.filter((locale) => locale !== 'en-US'))('%s', (locale) => {
    const messages = flatten(localeFiles[`./locales/${locale}.json`]);

    it('has every key of en-US, each error code and field name included', () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      expect(missing).toEqual([]);
    });

    it('has no key en-US lacks', () => {
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect(extra).toEqual([]);
    });

    it('keeps the placeholders of every text', () => {
      const differing = [...english].filter(
        ([key, text]) =>
          messages.has(key) && placeholders(messages.get(key) ?? '').join() !== placeholders(text).join(),
      );
      expect(differing.map(([key]) => key)).toEqual([]);
    });

    it('leaves no text empty', () => {
      expect([...messages].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    });
  });
});
