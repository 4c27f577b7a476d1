import { LOCALES } from '@kinframe/contract';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './mail.templates.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

describe('mail texts', () => {
  const reference = MAIL_TEXTS['en-US'];

  it.each(LOCALES)('has every text in %s, each with the placeholders of en-US', (locale) => {
    const texts = MAIL_TEXTS[locale];
    for (const [mail, englishTexts] of Object.entries(reference)) {
      const translated = texts[mail as keyof typeof texts] as Record<string, string>;
      for (const [key, english] of Object.entries(englishTexts as Record<string, string>)) {
        expect(translated?.[key]?.trim(), `${locale} ${mail}.${key}`).toBeTruthy();
        const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(placeholders(translated?.[key] ?? ''), `${locale} ${mail}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('renders the reset mail with the link in the text and as the button', () => {
    const mail = passwordResetMail({
      to: 'anna@example.com',
      locale: 'jp-JP',
      name: 'Anna <3',
      link: 'https://photos.example.org/reset-pwd?token=abc',
      minutes: 60,
    });
    expect(mail.subject).toBe('Kinframe のパスワードの再設定');
    expect(mail.text).toContain('https://photos.example.org/reset-pwd?token=abc');
    expect(mail.text).toContain('60 分後');
    expect(mail.html).toContain('lang="ja-JP"');
    expect(mail.html).toContain('href="https://photos.example.org/reset-pwd?token=abc"');
    expect(mail.html).toContain('Anna &#60;3');
  });
});
