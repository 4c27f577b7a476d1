import { z } from 'zod';
import type { SERVER_SETTINGS } from './server.settings.ts';
import { optionalText, optionalTextThat, type Settings, type SettingValues } from './setting.ts';

const DNS_SERVER = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-fA-F:]+\])(:\d{1,5})?$/;

/** Photos by mail: the SMTP receiver, the webhook route, and the DNS that received mail is checked against. */
export const INBOUND_MAIL_SETTINGS = {
  SMTP_INBOUND_PORT: {
    schema: z.coerce.number().int().min(0).max(65535).default(2525),
    doc: 'Port of the SMTP receiver for photos by mail (`<username>@MAIL_DOMAIN`); `0` turns it off. Point the MAIL_DOMAIN MX record (port 25) at it.',
  },
  SMTP_INBOUND_HOST: {
    schema: optionalText,
    defaultText: 'HOST',
    doc: 'Interface the SMTP receiver listens on; `0.0.0.0` to accept mail from outside.',
  },
  INBOUND_MAIL_SECRET: {
    schema: optionalTextThat((secret) => secret.length >= 16, 'must be at least 16 characters'),
    defaultText: '(unset: route off)',
    doc: 'Shared secret of POST /api/inbound-mail (a raw MIME message, `Authorization: Bearer <secret>`, recipients in `?to=`), for mail received through a provider’s webhook.',
    secret: true,
  },
  DNS_SERVERS: {
    schema: optionalTextThat(
      (servers) => servers.split(',').every((server) => DNS_SERVER.test(server.trim())),
      'must be IP addresses, each with an optional :port, separated by commas',
    ),
    defaultText: '(unset: the system’s)',
    doc: 'DNS servers that received mail is checked against (SPF, DKIM and DMARC), comma-separated `ip` or `ip:port`.',
  },
} satisfies Settings;

/** The receiver listens where the HTTP server does unless told otherwise. */
export function readInboundMailConfig(
  values: SettingValues<typeof INBOUND_MAIL_SETTINGS & Pick<typeof SERVER_SETTINGS, 'HOST'>>,
) {
  return {
    /** The SMTP receiver of photos by mail; port 0: off. */
    smtpInbound: { host: values.SMTP_INBOUND_HOST ?? values.HOST, port: values.SMTP_INBOUND_PORT },
    /** POST /api/inbound-mail's shared secret; null: the route is off. */
    inboundMailSecret: values.INBOUND_MAIL_SECRET ?? null,
    /** The DNS servers received mail is checked against; null: the system's. */
    dnsServers: values.DNS_SERVERS ? values.DNS_SERVERS.split(',').map((server) => server.trim()) : null,
  };
}
