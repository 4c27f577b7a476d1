import { interpolate, type Locale, toLanguageTag } from '@kinframe/contract';
import type { Mail } from '../../infra/mailer/index.ts';
import { MAIL_TEXTS } from './mail-texts.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A plain, readable HTML body: one column, one button; mail clients strip anything fancier. */
function renderHtml(locale: Locale, paragraphs: string[], action: { label: string; url: string }, after: string[]) {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${toLanguageTag(locale)}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${paragraphs.map(p).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f5eff;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>
${after.map(p).join('\n')}
</div></body></html>`;
}

export function passwordResetMail(options: {
  to: string;
  locale: Locale;
  name: string;
  link: string;
  minutes: number;
}): Mail {
  const t = MAIL_TEXTS[options.locale].passwordReset;
  const greeting = interpolate(t.greeting, { name: options.name });
  const expiry = interpolate(t.expiry, { minutes: options.minutes });
  return {
    to: options.to,
    subject: t.subject,
    text: [greeting, '', t.intro, options.link, '', expiry, t.ignore, '', t.signature].join('\n'),
    html: renderHtml(options.locale, [greeting, t.intro], { label: t.action, url: options.link }, [
      expiry,
      t.ignore,
      t.signature,
    ]),
  };
}

export function downloadReadyMail(options: {
  to: string;
  locale: Locale;
  name: string;
  link: string;
  itemCount: number;
  expiresAt: Date;
}): Mail {
  const t = MAIL_TEXTS[options.locale].downloadReady;
  const greeting = interpolate(t.greeting, { name: options.name });
  const intro = interpolate(t.intro, { count: options.itemCount });
  const date = new Intl.DateTimeFormat(toLanguageTag(options.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    options.expiresAt,
  );
  const expiry = interpolate(t.expiry, { date });
  return {
    to: options.to,
    subject: t.subject,
    text: [greeting, '', intro, options.link, '', expiry, '', t.signature].join('\n'),
    html: renderHtml(options.locale, [greeting, intro], { label: t.action, url: options.link }, [expiry, t.signature]),
  };
}

/**
 * An invitation to a shared album. Someone with an account is sent to the invitation in the app;
 * someone without one to sign-up, which keeps the invitation's token.
 */
export function albumInvitationMail(options: {
  to: string;
  locale: Locale;
  /** null: the recipient has no account yet. */
  name: string | null;
  inviter: string;
  album: string;
  link: string;
}): Mail {
  const t = MAIL_TEXTS[options.locale].albumInvitation;
  const greeting = options.name === null ? t.greetingNoName : interpolate(t.greeting, { name: options.name });
  const intro = interpolate(t.intro, { inviter: options.inviter, album: options.album });
  const hasAccount = options.name !== null;
  const action = hasAccount ? t.actionOpen : t.actionSignUp;
  const after = hasAccount ? [t.signature] : [t.signUpNote, t.signature];
  return {
    to: options.to,
    subject: interpolate(t.subject, { inviter: options.inviter, album: options.album }),
    text: [greeting, '', intro, '', `${action}: ${options.link}`, '', ...after].join('\n'),
    html: renderHtml(options.locale, [greeting, intro], { label: action, url: options.link }, after),
  };
}
