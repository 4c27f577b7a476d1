import { interpolate, type Locale, type MessageParams, toLanguageTag } from '@kinframe/contract';
import type { Mail } from '../../infra/mailer/index.ts';
import { MAIL_TEXTS, type MailTexts } from './mail-texts.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A plain, readable HTML body: one column, at most one button; mail clients strip anything fancier.
 * `action` null: a mail with nothing to open (an account that is gone).
 */
function renderHtml(
  locale: Locale,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  after: string[],
) {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${toLanguageTag(locale)}"><head><meta charset="utf-8"></head>
<body style="margin:0;padding:24px;background:#f6f5f2;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#222;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${paragraphs.map(p).join('\n')}
${action ? button(action) : ''}
${after.map(p).join('\n')}
</div></body></html>`;
}

function button(action: { label: string; url: string }): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1f5eff;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(action.url)}</p>`;
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

type ReadyOptions = { to: string; locale: Locale; name: string; link: string; itemCount: number; expiresAt: Date };

/** Something prepared for the person is ready: what, how many items, the link, and until when it lasts. */
function readyMail(t: MailTexts['downloadReady'], options: ReadyOptions): Mail {
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

/** Chosen items, packed in one zip: the link is the zip. */
export function downloadReadyMail(options: ReadyOptions): Mail {
  return readyMail(MAIL_TEXTS[options.locale].downloadReady, options);
}

/** The whole library, perhaps in parts: the link is the page that lists them. */
export function exportReadyMail(options: ReadyOptions): Mail {
  return readyMail(MAIL_TEXTS[options.locale].exportReady, options);
}

/** The texts an invitation mail is made of; a friend request's have the same keys. */
type InvitationTexts = MailTexts['albumInvitation'];

/**
 * An invitation of some kind: someone with an account (`name` given) is sent to it in the app;
 * someone without one to sign-up, which keeps the invitation's token, with a note saying so.
 */
function invitationMail(
  t: InvitationTexts,
  options: { to: string; locale: Locale; name: string | null; link: string },
  params: MessageParams,
): Mail {
  const greeting = options.name === null ? t.greetingNoName : interpolate(t.greeting, { name: options.name });
  const intro = interpolate(t.intro, params);
  const hasAccount = options.name !== null;
  const action = hasAccount ? t.actionOpen : t.actionSignUp;
  const after = hasAccount ? [t.signature] : [t.signUpNote, t.signature];
  return {
    to: options.to,
    subject: interpolate(t.subject, params),
    text: [greeting, '', intro, '', `${action}: ${options.link}`, '', ...after].join('\n'),
    html: renderHtml(options.locale, [greeting, intro], { label: action, url: options.link }, after),
  };
}

/** An invitation to a shared album. */
export function albumInvitationMail(options: {
  to: string;
  locale: Locale;
  /** null: the recipient has no account yet. */
  name: string | null;
  inviter: string;
  album: string;
  link: string;
}): Mail {
  const texts = MAIL_TEXTS[options.locale].albumInvitation;
  return invitationMail(texts, options, { inviter: options.inviter, album: options.album });
}

/** A friend request (friends and family). */
export function friendRequestMail(options: {
  to: string;
  locale: Locale;
  /** null: the recipient has no account yet. */
  name: string | null;
  inviter: string;
  link: string;
}): Mail {
  return invitationMail(MAIL_TEXTS[options.locale].friendRequest, options, { inviter: options.inviter });
}

/**
 * A frame set up as a gift. The link opens the gift in the app, which asks someone without an
 * account to sign up first (with this address, so the note says so).
 */
export function frameGiftMail(options: {
  to: string;
  locale: Locale;
  /** null: the recipient has no account yet. */
  name: string | null;
  giver: string;
  frame: string;
  albums: string[];
  message: string;
  link: string;
}): Mail {
  const t = MAIL_TEXTS[options.locale].frameGift;
  const greeting = options.name === null ? t.greetingNoName : interpolate(t.greeting, { name: options.name });
  const intro = interpolate(t.intro, { giver: options.giver, frame: options.frame });
  const albums = options.albums.length === 0 ? [] : [interpolate(t.albums, { albums: options.albums.join(', ') })];
  const message =
    options.message.trim() === ''
      ? []
      : [interpolate(t.messageIntro, { giver: options.giver }), options.message.trim()];
  const after = options.name === null ? [t.signUpNote, t.signature] : [t.signature];
  const paragraphs = [greeting, intro, ...albums, ...message];
  return {
    to: options.to,
    subject: interpolate(t.subject, { giver: options.giver }),
    text: [...paragraphs.flatMap((text) => [text, '']), `${t.action}: ${options.link}`, '', ...after].join('\n'),
    html: renderHtml(options.locale, paragraphs, { label: t.action, url: options.link }, after),
  };
}

/** An invitation to sign up on this server, to the one address it is for. */
export function serverInvitationMail(options: {
  to: string;
  locale: Locale;
  inviter: string;
  server: string;
  link: string;
  expiresAt: Date;
}): Mail {
  const t = MAIL_TEXTS[options.locale].invitation;
  const params = { inviter: options.inviter, server: options.server };
  const intro = interpolate(t.intro, params);
  const date = new Intl.DateTimeFormat(toLanguageTag(options.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    options.expiresAt,
  );
  const expiry = interpolate(t.expiry, { date });
  const ignore = interpolate(t.ignore, params);
  return {
    to: options.to,
    subject: interpolate(t.subject, params),
    text: [t.greeting, '', intro, t.about, options.link, '', expiry, ignore, '', t.signature].join('\n'),
    html: renderHtml(options.locale, [t.greeting, intro, t.about], { label: t.action, url: options.link }, [
      expiry,
      ignore,
      t.signature,
    ]),
  };
}

/**
 * A message from the contact-us form to the operator, in the sender's language (the operator of a
 * server most likely shares its users' language). The button answers the sender by mail, since the
 * mail itself comes from the server's no-reply address.
 */
export function contactMessageMail(options: {
  to: string;
  locale: Locale;
  sender: { name: string; username: string; email: string };
  plan: string;
  subject: string | null;
  message: string;
}): Mail {
  const t = MAIL_TEXTS[options.locale].contactMessage;
  const subject = options.subject
    ? interpolate(t.subject, { subject: options.subject })
    : interpolate(t.subjectDefault, { username: options.sender.username });
  const intro = interpolate(t.intro, { ...options.sender });
  const plan = interpolate(t.plan, { plan: options.plan });
  const message = options.message.split(/\r?\n/);
  const reply = `mailto:${options.sender.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  const action = interpolate(t.action, { name: options.sender.name });
  return {
    to: options.to,
    subject,
    text: [intro, '', ...message, '', plan, '', `${action}: ${options.sender.email}`, '', t.signature].join('\n'),
    html: renderHtml(
      options.locale,
      [intro, ...message.filter((line) => line.trim() !== '')],
      { label: action, url: reply },
      [plan, t.signature],
    ),
  };
}

/**
 * A support request or a follow-up, to the operator. Its Reply-To is the ticket's own address, so
 * the operator answers by replying; the diagnostics are there only when the person agreed to send
 * them, each fact as they saw it listed.
 */
export function supportRequestMail(options: {
  to: string;
  replyTo: string;
  locale: Locale;
  ticket: number;
  subject: string;
  isFollowUp: boolean;
  sender: { name: string; username: string; email: string };
  plan: string;
  message: string;
  diagnostics: {
    appVersion: string;
    userAgent: string;
    frames: { name: string; state: string; playerVersion: string | null }[];
  } | null;
}): Mail {
  const texts = MAIL_TEXTS[options.locale];
  const t = texts.supportRequest;
  const subject = interpolate(options.isFollowUp ? t.followUpSubject : t.subject, {
    ticket: options.ticket,
    subject: options.subject,
  });
  const intro = interpolate(options.isFollowUp ? t.followUpIntro : t.intro, { ...options.sender });
  const plan = interpolate(texts.contactMessage.plan, { plan: options.plan });
  const message = options.message.split(/\r?\n/);
  const facts = options.diagnostics;
  const diagnostics = facts
    ? [
        t.diagnostics,
        interpolate(t.appVersion, { version: facts.appVersion }),
        interpolate(t.browser, { userAgent: facts.userAgent }),
        ...(facts.frames.length > 0 ? [t.frames] : []),
        ...facts.frames.map(
          (frame) =>
            `- ${interpolate(t.frameLine, { name: frame.name, state: frame.state, version: frame.playerVersion ?? t.playerUnknown })}`,
        ),
      ]
    : [];
  return {
    to: options.to,
    replyTo: options.replyTo,
    subject,
    text: [
      intro,
      '',
      ...message,
      '',
      plan,
      ...(diagnostics.length > 0 ? ['', ...diagnostics] : []),
      '',
      t.replyHint,
      '',
      texts.contactMessage.signature,
    ].join('\n'),
    html: renderHtml(options.locale, [intro, ...message.filter((line) => line.trim() !== '')], null, [
      plan,
      ...diagnostics,
      t.replyHint,
      texts.contactMessage.signature,
    ]),
  };
}

/** The confirmation of a deleted account, to the address it had. */
/** A link that proves a login address; `isChange` when the person is moving to this address. */
export function emailConfirmationMail(options: {
  to: string;
  locale: Locale;
  name: string;
  link: string;
  hours: number;
  isChange: boolean;
}): Mail {
  const t = MAIL_TEXTS[options.locale].emailConfirmation;
  const greeting = interpolate(t.greeting, { name: options.name });
  const intro = interpolate(options.isChange ? t.introChange : t.intro, { email: options.to });
  const expiry = interpolate(t.expiry, { hours: options.hours });
  return {
    to: options.to,
    subject: t.subject,
    text: [greeting, '', intro, options.link, '', expiry, t.ignore, '', t.signature].join('\n'),
    html: renderHtml(options.locale, [greeting, intro], { label: t.action, url: options.link }, [
      expiry,
      t.ignore,
      t.signature,
    ]),
  };
}

export function accountDeletedMail(options: { to: string; locale: Locale; name: string; username: string }): Mail {
  const t = MAIL_TEXTS[options.locale].accountDeleted;
  const greeting = interpolate(t.greeting, { name: options.name });
  const intro = interpolate(t.intro, { username: options.username });
  return {
    to: options.to,
    subject: t.subject,
    text: [greeting, '', intro, t.shared, '', t.notYou, '', t.signature].join('\n'),
    html: renderHtml(options.locale, [greeting, intro, t.shared], null, [t.notYou, t.signature]),
  };
}
