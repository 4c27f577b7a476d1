import { describe, expect, it } from 'vitest';
import { cleanFileName } from './ingest.service.ts';

describe('cleanFileName', () => {
  it('drops the characters that turn text around, so a name shows what it is', () => {
    expect(cleanFileName('photo\u202Egpj.exe')).toBe('photogpj.exe');
    for (const mark of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(cleanFileName(`beach${mark}.jpg`)).toBe('beach.jpg');
    }
  });

  it('drops control characters, folders and keeps a sane length', () => {
    expect(cleanFileName('a\u0000b\u001fc\u007fd\u0085e.jpg')).toBe('abcde.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\anna\\beach.jpg')).toBe('beach.jpg');
    expect(cleanFileName('\u202E')).toBe('untitled');
    expect(cleanFileName('..')).toBe('untitled');
    expect(cleanFileName(`${'x'.repeat(300)}.jpg`)).toHaveLength(255);
  });

  it('keeps the letters of every language', () => {
    expect(cleanFileName('海辺の写真 — été.jpg')).toBe('海辺の写真 — été.jpg');
    expect(cleanFileName('صورة.jpg')).toBe('صورة.jpg');
  });
});
