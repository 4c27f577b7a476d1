import { ERROR_CODES, FIELD_LABELS, LOCALES, type Locale, toLanguageTag } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { englishMessages, initI18n, type Messages } from './i18n.ts';

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

/** i18next's names for a text's plural forms: `key_one`, `key_many`, `key_other`, ... */
const PLURAL_FORM = /^(.+)_(zero|one|two|few|many|other)$/;
/** The one form of a text that has no plural forms. */
const SINGLE = '';

/**
 * A locale's texts by the key the app asks for, each as its forms: `a.b` → { '': text } for a
 * text of one form, `a.b` → { one, other } for `a.b_one` and `a.b_other`.
 */
function textsOf(messages: unknown): Map<string, Record<string, string>> {
  const texts = new Map<string, Record<string, string>>();
  for (const [path, text] of flatten(messages)) {
    const [, key = path, form = SINGLE] = PLURAL_FORM.exec(path) ?? [];
    texts.set(key, { ...texts.get(key), [form]: text });
  }
  return texts;
}

const isPlural = (text: Record<string, string>) => !(SINGLE in text);

/**
 * The plural forms i18next asks for in a locale: one per category of Intl's plural rules, which is
 * what i18next consults (`_zero` is only an optional extra for 0, so none is left out). Intl is asked
 * by the locale's BCP 47 tag, as the app makes i18next do: Intl does not know jp-JP.
 */
function pluralForms(locale: Locale): string[] {
  return [...new Intl.PluralRules(toLanguageTag(locale)).resolvedOptions().pluralCategories].sort();
}

/**
 * Whether the form for `category` is shown for the number 1 alone, and so may say "a photo"
 * instead of "{count} photos". French `one` is also 0; every `other` holds many numbers.
 */
function isOnlyForOne(locale: Locale, category: string): boolean {
  const rules = new Intl.PluralRules(toLanguageTag(locale));
  const others = [0, ...Array.from({ length: 1999 }, (_, index) => index + 2), 1_000_000, 2_000_000];
  return rules.select(1) === category && others.every((count) => rules.select(count) !== category);
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

const english = textsOf(englishMessages());
const messagesOf = (locale: Locale) =>
  locale === 'en-US' ? englishMessages() : localeFiles[`./locales/${locale}.json`];

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
 * Whether the app asks for `key` (a plural text's forms are asked for by their common key): by its
 * whole name, by a name it is composed from (`${prefix}.title`, `` `prefix.${kind}` ``), or, for the
 * frame player's section, as a property of the player's texts. Error codes, field names and
 * notification types are asked for by their code.
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
  // Thousands of keys searched in the whole source: seconds on a busy machine, so more than the default.
  it('holds no text the app never asks for', { timeout: 30_000 }, () => {
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
    const texts = textsOf(messagesOf(locale));

    it('has every key of en-US, each error code and field name included', () => {
      expect([...english.keys()].filter((key) => !texts.has(key))).toEqual([]);
    });

    it('has no key en-US lacks', () => {
      expect([...texts.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('leaves no text empty', () => {
      const empty = [...texts].filter(([, forms]) => Object.values(forms).some((text) => text.trim() === ''));
      expect(empty.map(([key]) => key)).toEqual([]);
    });
  });

  describe.each(LOCALES)('%s', (locale) => {
    const texts = textsOf(messagesOf(locale));

    it('has exactly the plural forms its language needs for every plural text of en-US, and none elsewhere', () => {
      const needed = pluralForms(locale);
      const differing = [...english]
        .filter(([key]) => texts.has(key))
        .map(([key, text]) => ({
          key,
          forms: Object.keys(texts.get(key) ?? {}).sort(),
          needed: isPlural(text) ? needed : [SINGLE],
        }))
        .filter(({ forms, needed: expected }) => forms.join() !== expected.join());
      expect(differing).toEqual([]);
    });

    it('keeps the placeholders of every text, and says the count wherever more than one number is meant', () => {
      const differing = [...english].flatMap(([key, text]) => {
        const reference = placeholders(text.other ?? text[SINGLE] ?? '');
        return Object.entries(texts.get(key) ?? {})
          .filter(([form, translated]) => {
            // "a photo" for 1 alone; wherever a form stands for other numbers too, it says which.
            const withoutCount = (names: string[]) =>
              form !== SINGLE && isOnlyForOne(locale, form) ? names.filter((name) => name !== 'count') : names;
            return withoutCount(placeholders(translated)).join() !== withoutCount(reference).join();
          })
          .map(([form]) => (form === SINGLE ? key : `${key}_${form}`));
      });
      expect(differing).toEqual([]);
    });
  });
});

/** What a few real plural texts read for 1, 2 and a million, through the app's own i18next setup. */
const RENDERED: Record<Locale, { deleted: string[]; received: string[] }> = {
  'en-US': {
    deleted: ['Deleted 1 item for good.', 'Deleted 2 items for good.', 'Deleted 1000000 items for good.'],
    received: ['Bea sent you a photo', 'Bea sent you 2 photos', 'Bea sent you 1000000 photos'],
  },
  'de-DE': {
    deleted: [
      '1 Element endgültig gelöscht.',
      '2 Elemente endgültig gelöscht.',
      '1000000 Elemente endgültig gelöscht.',
    ],
    received: [
      'Bea hat dir ein Foto geschickt',
      'Bea hat dir 2 Fotos geschickt',
      'Bea hat dir 1000000 Fotos geschickt',
    ],
  },
  'es-ES': {
    deleted: [
      '1 elemento eliminado definitivamente.',
      '2 elementos eliminados definitivamente.',
      '1000000 de elementos eliminados definitivamente.',
    ],
    received: ['Bea te ha enviado una foto', 'Bea te ha enviado 2 fotos', 'Bea te ha enviado 1000000 de fotos'],
  },
  'it-IT': {
    deleted: [
      '1 elemento eliminato definitivamente.',
      '2 elementi eliminati definitivamente.',
      '1000000 di elementi eliminati definitivamente.',
    ],
    received: ['Bea ti ha inviato una foto', 'Bea ti ha inviato 2 foto', 'Bea ti ha inviato 1000000 di foto'],
  },
  'jp-JP': {
    deleted: [
      '1件のアイテムを完全に削除しました。',
      '2件のアイテムを完全に削除しました。',
      '1000000件のアイテムを完全に削除しました。',
    ],
    received: [
      'Bea さんから写真が 1 枚届きました',
      'Bea さんから写真が 2 枚届きました',
      'Bea さんから写真が 1000000 枚届きました',
    ],
  },
  'fr-FR': {
    deleted: [
      '1 élément supprimé définitivement.',
      '2 éléments supprimés définitivement.',
      "1000000 d'éléments supprimés définitivement.",
    ],
    received: ['Bea vous a envoyé 1 photo', 'Bea vous a envoyé 2 photos', 'Bea vous a envoyé 1000000 de photos'],
  },
};

describe.each(LOCALES)('plural texts in %s', (locale) => {
  it('read right for 1, 2 and a million', async () => {
    const i18n = await initI18n(locale);
    const counts = [1, 2, 1_000_000];
    expect({
      deleted: counts.map((count) => i18n.t('library.trash.deleted', { count })),
      received: counts.map((count) => i18n.t('notifications.types.photos_received', { count, actor: 'Bea' })),
    }).toEqual(RENDERED[locale]);
  });
});
