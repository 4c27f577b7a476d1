import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentSettings, mergeSettings, optionalText, printableValue } from './setting.ts';

describe('setting declarations', () => {
  it('refuses a variable that two concerns declare', () => {
    const mail = { PORT: { schema: optionalText, doc: 'The mail port.' } };
    const server = { PORT: { schema: optionalText, doc: 'The HTTP port.' } };
    expect(() => mergeSettings(mail, server)).toThrow('PORT is declared twice');
  });

  it("documents a default from the schema, or from the declaration's text when unset means something", () => {
    const docs = documentSettings({
      PORT: { schema: z.coerce.number().default(8080), doc: 'TCP port.' },
      SMTP_URL: { schema: optionalText, defaultText: '(unset: outbox)', doc: 'SMTP server.' },
      S3_BUCKET: { schema: optionalText, doc: 'The bucket.' },
    });
    expect(docs.map((doc) => [doc.name, doc.default])).toEqual([
      ['PORT', '8080'],
      ['SMTP_URL', '(unset: outbox)'],
      ['S3_BUCKET', ''],
    ]);
  });

  it('refuses a default said twice, which would drift from the one the code keeps', () => {
    const twice = { PORT: { schema: z.coerce.number().default(8080), defaultText: '8081', doc: 'TCP port.' } };
    expect(() => documentSettings(twice)).toThrow('PORT: its schema has a default (8080)');
  });

  it('prints a secret hidden, and only the password of a URL', () => {
    const doc = 'A value.';
    expect(printableValue({ schema: optionalText, doc, secret: true }, 'sk_live_1')).toBe('(hidden)');
    expect(printableValue({ schema: optionalText, doc, secret: 'url-password' }, 'smtp://me:p@ss@mail:587')).toBe(
      '"smtp://me:(hidden)@mail:587"',
    );
    expect(printableValue({ schema: optionalText, doc, secret: 'url-password' }, 'postgres://db/kinframe')).toBe(
      '"postgres://db/kinframe"',
    );
    expect(printableValue({ schema: optionalText, doc }, 'eighty')).toBe('"eighty"');
    expect(printableValue(undefined, undefined)).toBe('""');
  });
});
