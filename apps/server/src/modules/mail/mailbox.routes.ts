import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OutboxRow } from '../../infra/db/schema.ts';
import { isLoopbackOnly } from '../../infra/settings/server.settings.ts';
import type { MailService } from './mail.service.ts';
import { escapeHtml } from './mail.templates.ts';

const SHOWN_MAILS = 100;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

/** True for an address of this machine itself (IPv4 127/8, IPv6 ::1, or IPv4 mapped into IPv6). */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * Whether the development mailbox is served: it hands out reset links and invitations, so never in
 * production, and otherwise only when the server listens on this machine alone, unless the operator
 * asks for it (DEV_MAILBOX=on). `off` turns it off everywhere.
 */
export function isMailboxServed(config: {
  isProduction: boolean;
  host: string;
  devMailbox: 'loopback' | 'on' | 'off';
}) {
  if (config.isProduction || config.devMailbox === 'off') return false;
  return config.devMailbox === 'on' || isLoopbackOnly(config.host);
}

/** Headers a proxy adds on the way: any of them means the request did not start on this machine. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'via',
];

/** The Host a browser sends for this machine: localhost, 127.x or [::1], with any port. */
function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return LOOPBACK_HOSTS.has(name.toLowerCase()) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** A request from this machine, to this machine by name, through no proxy of any kind. */
export function isFromThisMachine(request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string } }) {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackHost(request.headers.host) &&
    PROXY_HEADERS.every((header) => request.headers[header] === undefined)
  );
}

/**
 * The development mailbox: the outbox as a page (/dev/mailbox) and as JSON (/dev/mailbox.json, for
 * the browser tests, which read reset links from it). Even when served, a request that came through
 * a proxy (any header a proxy adds), from another machine, or to a Host that is not this machine
 * (a page of another site rebinding its name to 127.0.0.1) gets 404, unless DEV_MAILBOX=on: a
 * proxy on the same machine would otherwise make a loopback-only server reachable from outside.
 */
export function registerMailboxRoutes(
  app: FastifyInstance,
  deps: { mail: MailService; isSmtp: boolean; isOpenToAll: boolean },
): void {
  const onlyFromThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (deps.isOpenToAll) return;
    if (!isFromThisMachine(request))
      return reply.code(404).send({ success: false, code: 'not_found', message: 'Not found' });
  };

  app.get('/dev/mailbox.json', { schema: { hide: true }, onRequest: onlyFromThisMachine }, async () => ({
    mails: (await deps.mail.listMailbox(SHOWN_MAILS)).map((mail) => ({
      id: mail.id,
      to: mail.to,
      // Only on the mails that have one (a support request's), so the shape of the others stays.
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: mail.created_at,
    })),
  }));

  app.get('/dev/mailbox', { schema: { hide: true }, onRequest: onlyFromThisMachine }, async (_request, reply) => {
    const mails = await deps.mail.listMailbox(SHOWN_MAILS);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return renderMailbox(mails, deps.isSmtp);
  });
}

function linkify(escapedText: string): string {
  return escapedText.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMailbox(mails: OutboxRow[], isSmtp: boolean): string {
  const note = isSmtp
    ? '<p>SMTP_URL is set: new mails go to the SMTP server, not here.</p>'
    : '<p>Mails the server sent, newest first (kept in the outbox because SMTP_URL is not set).</p>';
  const items = mails
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong>${mail.reply_to ? ` · Reply-To ${escapeHtml(mail.reply_to)}` : ''} · <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time></p>
<pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Kinframe mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
h2{margin:0 0 .25rem;font-size:1.1rem}.meta{color:#666;margin:0 0 .75rem}
pre{white-space:pre-wrap;font-family:inherit;margin:0}
</style></head>
<body><h1>Mailbox</h1>${note}
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
